// Wire shapes of the account's own security settings: e-mail verification and change, pending
// memberships and active sessions. See src/server/README.md.
import { z } from "zod";
import { roleSchema } from "./api";

/** The token from a link (`/verify-email?token=…`, `/confirm-email?token=…`). */
export const emailTokenBody = z.object({
  token: z
    .string()
    .min(20, "This link is invalid or has expired")
    .max(128, "This link is invalid or has expired")
    .regex(/^[A-Za-z0-9_-]+$/, "This link is invalid or has expired"),
});

export const sessionIdParams = z.object({ id: z.uuid("Not a session id") });
export const organizationIdParams = z.object({ organizationId: z.uuid("Not an organization id") });

const timestamp = z.string().meta({ format: "date-time" });

/** GET /api/auth/sessions: the caller's own sessions, newest activity first. */
export const sessionAnswer = z.object({
  id: z.string(),
  /** Coarse, from the user agent: "Chrome on Windows", "Safari on iPhone", "Unknown device". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionAnswer>;

/** GET /api/auth/memberships/pending: memberships granted before the owner proved the address. */
export const pendingMembershipAnswer = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  role: roleSchema,
  grantedAt: timestamp,
  /** Everyone else in that organization, so the owner sees who set it up. */
  otherMembers: z.array(z.object({ email: z.string(), role: roleSchema })),
});
export type PendingMembershipDto = z.infer<typeof pendingMembershipAnswer>;

/** GET /api/auth/email-status */
export const emailStatusAnswer = z.object({
  email: z.string(),
  verified: z.boolean(),
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
});
export type EmailStatusDto = z.infer<typeof emailStatusAnswer>;
