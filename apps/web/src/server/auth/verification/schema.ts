import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/core-schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Links that prove an address: "verify" (the account's own address) and "change" (a new address the
 * owner asked for). Only the SHA-256 of the token is stored; a token is used once and expires.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "change"] }).notNull(),
    email: text("email").notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId)],
);
