// Wire shapes of the account's own security settings: e-mail verification and change, pending
// memberships and active sessions. See src/server/README.md.
import { z } from "zod";
import type { Role } from "./roles";

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

/** GET /api/auth/sessions: the caller's own sessions, newest activity first. */
export interface SessionDto {
  id: string;
  /** Coarse, from the user agent: "Chrome on Windows", "Safari on iPhone", "Unknown device". */
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** GET /api/auth/memberships/pending: memberships granted before the owner proved the address. */
export interface PendingMembershipDto {
  organizationId: string;
  organizationName: string;
  role: Role;
  grantedAt: string;
  /** Everyone else in that organization, so the owner sees who set it up. */
  otherMembers: { email: string; role: Role }[];
}

/** GET /api/auth/email-status */
export interface EmailStatusDto {
  email: string;
  verified: boolean;
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: string | null;
}
