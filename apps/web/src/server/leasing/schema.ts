// Leasing tables (issue 16). Every row carries organization_id and every cross-table reference is a
// composite (organization_id, id) foreign key, so a row can never point into another organization.
// The references to accounting tables (units, properties, accounts, transactions) are composite too;
// they live in the custom migration (leasing_sql) beside the unique (organization_id, id) indexes they
// need on those tables, and the overlap trigger on leases.
// `tenants` is the accounting table of a unit's current occupant (occupancy, AI search); the people
// who sign leases are `leasing_tenants`.
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BOOKS_BASES,
  CHARGE_TYPES,
  LATE_FEE_KINDS,
  LATE_FEE_MODES,
  LEASE_STATUSES,
  LEDGER_PAYMENT_METHODS,
  PRORATION_RULES,
  TENANT_KINDS,
} from "../../shared/leasing";
import { organizations } from "../db/core-schema";

const LEASE_NOTICE_KINDS = ["rent_overdue", "ending_60", "ending_30"] as const;
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const cents = (name: string) => bigint(name, { mode: "number" });
const day = (name: string) => date(name, { mode: "string" });
const orgId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const inList = (column: SQL | unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/** Per organization: cash basis (income when paid, the default) or accrual (charges to Rent Receivable). */
export const leasingSettings = pgTable(
  "leasing_settings",
  {
    organizationId: orgId().primaryKey(),
    booksBasis: text("books_basis", { enum: BOOKS_BASES }).notNull().default("cash"),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [check("leasing_settings_basis_check", inList(t.booksBasis, BOOKS_BASES))],
);

export const leasingTenants = pgTable(
  "leasing_tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    kind: text("kind", { enum: TENANT_KINDS }).notNull().default("person"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    notes: text("notes"),
    archivedAt: ts("archived_at"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    unique("leasing_tenants_org_id_key").on(t.organizationId, t.id),
    index("leasing_tenants_org_name_idx").on(t.organizationId, t.name),
    check("leasing_tenants_kind_check", inList(t.kind, TENANT_KINDS)),
  ],
);

export const leases = pgTable(
  "leases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    propertyId: uuid("property_id").notNull(),
    unitId: uuid("unit_id").notNull(),
    startDate: day("start_date").notNull(),
    /** null: month-to-month. */
    endDate: day("end_date"),
    rentCents: cents("rent_cents").notNull(),
    dueDay: integer("due_day").notNull().default(1),
    graceDays: integer("grace_days").notNull().default(5),
    lateFeeKind: text("late_fee_kind", { enum: LATE_FEE_KINDS }).notNull().default("none"),
    /** flat: cents; percent: basis points of the rent. Per day when the mode is daily. */
    lateFeeAmount: cents("late_fee_amount").notNull().default(0),
    lateFeeMode: text("late_fee_mode", { enum: LATE_FEE_MODES }).notNull().default("once"),
    lateFeeCapCents: cents("late_fee_cap_cents"),
    depositCents: cents("deposit_cents").notNull().default(0),
    depositAccountId: uuid("deposit_account_id").notNull(),
    prorationRule: text("proration_rule", { enum: PRORATION_RULES }).notNull().default("daily"),
    status: text("status", { enum: LEASE_STATUSES }).notNull().default("draft"),
    renewedFromId: uuid("renewed_from_id"),
    moveOutDate: day("move_out_date"),
    notes: text("notes"),
    /** The charge job's restart-safe cursor: the last period (first of month) charged. */
    chargedThrough: day("charged_through"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    unique("leases_org_id_key").on(t.organizationId, t.id),
    index("leases_org_unit_idx").on(t.organizationId, t.unitId),
    index("leases_org_status_idx").on(t.organizationId, t.status),
    foreignKey({
      columns: [t.organizationId, t.renewedFromId],
      foreignColumns: [t.organizationId, t.id],
      name: "leases_renewed_from_fk",
    }).onDelete("restrict"),
    check("leases_status_check", inList(t.status, LEASE_STATUSES)),
    check("leases_late_fee_kind_check", inList(t.lateFeeKind, LATE_FEE_KINDS)),
    check("leases_late_fee_mode_check", inList(t.lateFeeMode, LATE_FEE_MODES)),
    check("leases_proration_check", inList(t.prorationRule, PRORATION_RULES)),
    check("leases_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("leases_due_day_check", sql`${t.dueDay} between 1 and 28`),
    check("leases_grace_check", sql`${t.graceDays} between 0 and 31`),
    check(
      "leases_money_check",
      sql`${t.rentCents} > 0 and ${t.depositCents} >= 0 and ${t.lateFeeAmount} >= 0 and (${t.lateFeeCapCents} is null or ${t.lateFeeCapCents} >= 0)`,
    ),
  ],
);

/** The tenants who signed a lease (many-to-many). */
export const leaseTenants = pgTable(
  "lease_tenants",
  {
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    tenantId: uuid("tenant_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.leaseId, t.tenantId] }),
    index("lease_tenants_tenant_idx").on(t.organizationId, t.tenantId),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_tenants_lease_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.organizationId, t.tenantId],
      foreignColumns: [leasingTenants.organizationId, leasingTenants.id],
      name: "lease_tenants_tenant_fk",
    }).onDelete("restrict"),
  ],
);

export const leaseRecurringCharges = pgTable(
  "lease_recurring_charges",
  {
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    chargeType: text("charge_type", { enum: CHARGE_TYPES }).notNull(),
    description: text("description").notNull(),
    amountCents: cents("amount_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.leaseId, t.chargeType] }),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_recurring_charges_lease_fk",
    }).onDelete("cascade"),
    check("lease_recurring_charges_type_check", inList(t.chargeType, CHARGE_TYPES)),
    check("lease_recurring_charges_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** What a tenant owes: one row per (lease, period, charge type), the job's idempotency key. */
export const leaseCharges = pgTable(
  "lease_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    /** First day of the month the charge belongs to. */
    period: day("period").notNull(),
    chargeType: text("charge_type", { enum: CHARGE_TYPES }).notNull(),
    description: text("description").notNull(),
    dueDate: day("due_date").notNull(),
    amountCents: cents("amount_cents").notNull(),
    waivedAt: ts("waived_at"),
    /** Accrual books: the entry debiting Rent Receivable. */
    transactionId: uuid("transaction_id"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    unique("lease_charges_org_id_key").on(t.organizationId, t.id),
    unique("lease_charges_period_key").on(t.organizationId, t.leaseId, t.period, t.chargeType),
    index("lease_charges_org_due_idx").on(t.organizationId, t.dueDate),
    index("lease_charges_transaction_idx").on(t.organizationId, t.transactionId),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_charges_lease_fk",
    }).onDelete("restrict"),
    check("lease_charges_type_check", inList(t.chargeType, CHARGE_TYPES)),
    check("lease_charges_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

export const leasePayments = pgTable(
  "lease_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    date: day("date").notNull(),
    amountCents: cents("amount_cents").notNull(),
    method: text("method", { enum: LEDGER_PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
    transactionId: uuid("transaction_id").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    unique("lease_payments_org_id_key").on(t.organizationId, t.id),
    index("lease_payments_org_lease_idx").on(t.organizationId, t.leaseId, t.date),
    index("lease_payments_transaction_idx").on(t.organizationId, t.transactionId),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_payments_lease_fk",
    }).onDelete("restrict"),
    check("lease_payments_method_check", inList(t.method, LEDGER_PAYMENT_METHODS)),
    check("lease_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Credits the landlord grants (a concession, a goodwill adjustment); they reduce the balance. */
export const leaseCredits = pgTable(
  "lease_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    date: day("date").notNull(),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    unique("lease_credits_org_id_key").on(t.organizationId, t.id),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_credits_lease_fk",
    }).onDelete("restrict"),
    check("lease_credits_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** A payment's or credit's cents applied to one charge. */
export const leaseAllocations = pgTable(
  "lease_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    chargeId: uuid("charge_id").notNull(),
    paymentId: uuid("payment_id"),
    creditId: uuid("credit_id"),
    amountCents: cents("amount_cents").notNull(),
    /** Accrual books, prepaid cents applied after the payment: Prepaid Rent → Rent Receivable. */
    transactionId: uuid("transaction_id"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("lease_allocations_charge_idx").on(t.organizationId, t.chargeId),
    index("lease_allocations_payment_idx").on(t.organizationId, t.paymentId),
    index("lease_allocations_credit_idx").on(t.organizationId, t.creditId),
    index("lease_allocations_transaction_idx").on(t.organizationId, t.transactionId),
    foreignKey({
      columns: [t.organizationId, t.chargeId],
      foreignColumns: [leaseCharges.organizationId, leaseCharges.id],
      name: "lease_allocations_charge_fk",
    }).onDelete("restrict"),
    foreignKey({
      columns: [t.organizationId, t.paymentId],
      foreignColumns: [leasePayments.organizationId, leasePayments.id],
      name: "lease_allocations_payment_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.organizationId, t.creditId],
      foreignColumns: [leaseCredits.organizationId, leaseCredits.id],
      name: "lease_allocations_credit_fk",
    }).onDelete("cascade"),
    check("lease_allocations_source_check", sql`(${t.paymentId} is null) <> (${t.creditId} is null)`),
    check("lease_allocations_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Security deposits: received (bank + liability) and the move-out disposition. */
export const leaseDeposits = pgTable(
  "lease_deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    kind: text("kind", { enum: ["received", "disposition"] }).notNull(),
    date: day("date").notNull(),
    /** received: cents deposited; disposition: cents released from the liability (deductions + applied + returned). */
    amountCents: cents("amount_cents").notNull(),
    returnedCents: cents("returned_cents").notNull().default(0),
    /** Disposition: the part applied to what the tenant owed (its `lease_payments` row says how). */
    appliedCents: cents("applied_cents").notNull().default(0),
    deductions: jsonb("deductions")
      .$type<{ description: string; amountCents: number }[]>()
      .notNull()
      .default([]),
    transactionId: uuid("transaction_id").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    unique("lease_deposits_org_id_key").on(t.organizationId, t.id),
    index("lease_deposits_org_lease_idx").on(t.organizationId, t.leaseId),
    index("lease_deposits_transaction_idx").on(t.organizationId, t.transactionId),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_deposits_lease_fk",
    }).onDelete("restrict"),
    check("lease_deposits_kind_check", sql`${t.kind} in ('received', 'disposition')`),
    check(
      "lease_deposits_amount_check",
      sql`${t.amountCents} > 0 and ${t.returnedCents} >= 0 and ${t.appliedCents} >= 0`,
    ),
  ],
);

/**
 * Per lease: the tenant ledger's and the deposit's running totals, kept by statement triggers on
 * lease_charges, lease_payments, lease_credits and lease_deposits (migration lease_balances_sql) in the
 * same transaction as every write, so the rent roll reads 4 000 rows instead of summing the history.
 * balance = charges_cents − payments_cents − credits_cents; charges exclude waived ones.
 */
export const leaseBalances = pgTable(
  "lease_balances",
  {
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    chargesCents: cents("charges_cents").notNull().default(0),
    paymentsCents: cents("payments_cents").notNull().default(0),
    creditsCents: cents("credits_cents").notNull().default(0),
    depositHeldCents: cents("deposit_held_cents").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.leaseId] }),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_balances_lease_fk",
    }).onDelete("cascade"),
  ],
);

/**
 * Notices sent to the inbox by the notice job, one per (lease, kind, subject day): a rent period's due
 * date for "rent_overdue", the end date for "ending_60"/"ending_30". The key makes a second run (or a
 * second instance) send nothing twice; a lease extended to a new end date is announced again.
 */
export const leaseNotices = pgTable(
  "lease_notices",
  {
    organizationId: orgId(),
    leaseId: uuid("lease_id").notNull(),
    kind: text("kind", { enum: LEASE_NOTICE_KINDS }).notNull(),
    subjectDate: day("subject_date").notNull(),
    sentAt: ts("sent_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.leaseId, t.kind, t.subjectDate] }),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_notices_lease_fk",
    }).onDelete("cascade"),
    check("lease_notices_kind_check", inList(t.kind, LEASE_NOTICE_KINDS)),
  ],
);

export type LeaseRow = typeof leases.$inferSelect;
export type LeaseChargeRow = typeof leaseCharges.$inferSelect;
export type LeasingTenantRow = typeof leasingTenants.$inferSelect;
