// Contracts shared by the server and the client: request bodies (zod, so forms can validate with the
// same rules) and answer types. See src/server/README.md for every endpoint.
import { z } from "zod";
import { ROLES, type Role } from "./roles";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The lowest zxcvbn score (0–4) a new password may have: 3 is "safely unguessable: moderate protection
 * from an offline slow-hash scenario" (about 10^10 guesses). The server decides; see server/auth/passwords.ts.
 */
export const PASSWORD_MIN_SCORE = 3;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX * 4, `Password must be at most ${PASSWORD_MAX} characters`);
const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** http(s) absolute URLs only: no javascript:, data: or protocol-relative tricks. */
const httpUrl = z
  .string()
  .trim()
  .max(2048, "URL is too long")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be an http(s) URL");

/** A path inside the app ("/rent-payments") or an http(s) URL. */
export const actionUrl = z
  .string()
  .trim()
  .max(2048, "URL is too long")
  .refine(
    (value) => (/^\/(?![/\\])/.test(value) && !/[\s]/.test(value)) || httpUrl.safeParse(value).success,
    "Must be a relative path or an http(s) URL",
  );

const roleSchema = z.enum(ROLES);

export const signupBody = z.object({
  email,
  password,
  firstName: name("First name"),
  lastName: name("Last name"),
  organizationName: name("Organization name").optional(),
});
export const loginBody = z.object({
  email,
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4),
  organizationId: z.uuid().optional(),
});
export const requestPasswordResetBody = z.object({ email });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(200), password });
export const changePasswordBody = z.object({
  currentPassword: z
    .string()
    .min(1, "Current password is required")
    .max(PASSWORD_MAX * 4),
  newPassword: password,
});
export const updateProfileBody = z
  .object({
    firstName: name("First name").optional(),
    lastName: name("Last name").optional(),
    email: email.optional(),
    /** null or "" removes the picture; https only (an image loaded by every member's browser). */
    profileImageUrl: z
      .union([
        httpUrl.refine((v) => v.startsWith("https://"), "Must be an https URL"),
        z.literal(""),
        z.null(),
      ])
      .optional(),
    /** Required when the email changes. */
    currentPassword: z
      .string()
      .max(PASSWORD_MAX * 4)
      .optional(),
  })
  .strict();

export const updateMemberBody = z.object({ role: roleSchema });
export const createInvitationBody = z.object({ email, role: roleSchema });
/** A new account sends a password and names; an existing account accepts signed in, with no password. */
export const acceptInvitationBody = z.object({
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4)
    .optional(),
  firstName: name("First name").optional(),
  lastName: name("Last name").optional(),
});

export const notificationTypeSchema = z.enum(["info", "success", "warning", "error"]);

// ---- answers ---------------------------------------------------------------------------------

/** GET /api/auth/user (and login/signup/profile answers). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: Role;
  primaryRole: Role;
  organizationId: string;
  organizationName: string;
  /** Present (true) only when the organization requires two-factor authentication and it is not set up. */
  twoFactorSetupRequired?: true;
  /** false until the owner opens the verification link sent at signup (or resets the password). */
  emailVerified: boolean;
}

export interface NotificationDto {
  id: string;
  title: string;
  message: string;
  type: "info" | "success" | "warning" | "error";
  isRead: boolean;
  createdAt: string;
  actionUrl: string | null;
  actionText: string | null;
}

export interface MemberDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: Role;
  joinedAt: string;
}

export interface InvitationDto {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  invitedBy: { id: string; firstName: string; lastName: string; email: string } | null;
}

/** GET /api/invitations/:token */
export interface InvitationPreviewDto {
  email: string;
  role: Role;
  organizationName: string;
  invitedBy: { firstName: string; lastName: string; email: string } | null;
  expiresAt: string;
  /** true when the caller is signed in as the invited account: accepting is one click, no password. */
  forSignedInUser: boolean;
}

export interface MessageDto {
  message: string;
}
