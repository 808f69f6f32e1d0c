// Two-factor authentication (TOTP from an authenticator app) per user, its recovery codes, and the
// pending second step of a sign-in whose password was right.
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "../../db/core-schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const userMfa = pgTable("user_mfa", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The base32 TOTP secret, AES-256-GCM under a key derived from SESSION_SECRET (mfa/secret-box.ts). */
  secretEnc: text("secret_enc").notNull(),
  /** null while enrolment waits for the first code: a secret that never produced a code is not active. */
  enabledAt: ts("enabled_at"),
  /** The last TOTP time step accepted: a code is good once, and never one older than it. */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: ts("created_at").notNull(),
});

export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the normalised code (60 random bits each, so no slow hash is needed). */
    codeHash: text("code_hash").notNull(),
    createdAt: ts("created_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** A sign-in that passed the password and waits for the code; the browser holds the token's cookie. */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("mfa_challenges_expiry_idx").on(t.expiresAt), index("mfa_challenges_user_idx").on(t.userId)],
);
