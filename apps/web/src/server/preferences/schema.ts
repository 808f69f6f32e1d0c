// What each member chose for themselves in one organization (today: the dashboard layout). The row belongs to
// the membership, so it goes when the member leaves or the organization is deleted.
import { sql } from "drizzle-orm";
import { check, foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { memberships } from "../db/core-schema";

/** Preference keys; each value is validated by its own zod schema in shared/preferences.ts. */
export const PREFERENCE_KEYS = ["dashboard"] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export const userPreferences = pgTable(
  "user_preferences",
  {
    organizationId: uuid("organization_id").notNull(),
    userId: uuid("user_id").notNull(),
    key: text("key", { enum: PREFERENCE_KEYS }).notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.key] }),
    foreignKey({
      name: "user_preferences_membership_fk",
      columns: [t.organizationId, t.userId],
      foreignColumns: [memberships.organizationId, memberships.userId],
    }).onDelete("cascade"),
    check("user_preferences_key_check", sql`${t.key} in ('dashboard')`),
  ],
);
