// Tables the tax reports keep beside the journal: each property's depreciation entry (what
// Schedule E line 18 is computed from) and its fair rental and personal use days per tax year.
// References between these tables are composite (organization_id, id) foreign keys, kept in
// drizzle/0013_tenant_keys_sql.sql (drizzle cannot say ON DELETE SET NULL of one column of a composite key).
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { RECOVERY_CLASSES } from "../../shared/schedule-e";
import { organizations, users } from "../db/core-schema";

const orgId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One per property: straight-line MACRS over 27.5 (residential) or 39 (commercial) years. */
export const propertyDepreciation = pgTable(
  "property_depreciation",
  {
    organizationId: orgId(),
    propertyId: uuid("property_id").notNull(),
    placedInService: date("placed_in_service", { mode: "string" }).notNull(),
    /** Depreciable basis (building, not land), integer cents. */
    basisCents: bigint("basis_cents", { mode: "number" }).notNull(),
    recoveryClass: text("recovery_class", { enum: RECOVERY_CLASSES }).notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.propertyId] }),
    index("property_depreciation_property_idx").on(t.propertyId),
    check("property_depreciation_basis_check", sql`${t.basisCents} > 0`),
    check("property_depreciation_class_check", sql`${t.recoveryClass} in ('residential', 'commercial')`),
  ],
);

/** Schedule E line 2: days rented at fair rental price and days of personal use, per tax year. */
export const propertyRentalDays = pgTable(
  "property_rental_days",
  {
    organizationId: orgId(),
    propertyId: uuid("property_id").notNull(),
    taxYear: integer("tax_year").notNull(),
    fairRentalDays: integer("fair_rental_days").notNull(),
    personalUseDays: integer("personal_use_days").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.propertyId, t.taxYear] }),
    index("property_rental_days_property_idx").on(t.propertyId),
    check(
      "property_rental_days_check",
      sql`${t.fairRentalDays} between 0 and 366 and ${t.personalUseDays} between 0 and 366 and ${t.fairRentalDays} + ${t.personalUseDays} <= 366`,
    ),
  ],
);

/** A report builder definition saved under a name, shared by the whole organization. */
export const savedReports = pgTable(
  "saved_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text("name").notNull(),
    /** A `builderDefinition` (shared/report-builder.ts), parsed again on every read. */
    definition: jsonb("definition").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [uniqueIndex("saved_reports_org_name_key").on(t.organizationId, sql`lower(${t.name})`)],
);
