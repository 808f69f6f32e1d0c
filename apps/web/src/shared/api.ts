// Contracts shared by the server and the client: request bodies (zod, so forms can validate with the
// same rules) and answer types. See src/server/README.md for every endpoint.
import { z } from "zod";
import { mfaChallengeAnswer } from "./mfa";
import { ROLES } from "./roles";

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

export const roleSchema = z.enum(ROLES);

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
export const currentUserAnswer = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role: roleSchema,
    primaryRole: roleSchema,
    organizationId: z.string(),
    organizationName: z.string(),
    /** Present (true) only when the organization requires two-factor authentication and it is not set up. */
    twoFactorSetupRequired: z.literal(true).optional(),
    /** false until the owner opens the verification link sent at signup (or resets the password). */
    emailVerified: z.boolean(),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.infer<typeof currentUserAnswer>;

const timestamp = z.string().meta({ format: "date-time" });

export const notificationAnswer = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    type: notificationTypeSchema,
    isRead: z.boolean(),
    createdAt: timestamp,
    actionUrl: z.string().nullable(),
    actionText: z.string().nullable(),
  })
  .meta({ id: "Notification" });
export type NotificationDto = z.infer<typeof notificationAnswer>;

export const memberAnswer = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role: roleSchema,
    joinedAt: timestamp,
  })
  .meta({ id: "Member" });
export type MemberDto = z.infer<typeof memberAnswer>;

const person = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const invitationAnswer = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    createdAt: timestamp,
    expiresAt: timestamp,
    invitedBy: person.extend({ id: z.string() }).nullable(),
  })
  .meta({ id: "Invitation" });
export type InvitationDto = z.infer<typeof invitationAnswer>;

/** GET /api/invitations/:token */
export const invitationPreviewAnswer = z.object({
  email: z.string(),
  role: roleSchema,
  organizationName: z.string(),
  invitedBy: person.nullable(),
  expiresAt: timestamp,
  /** true when the caller is signed in as the invited account: accepting is one click, no password. */
  forSignedInUser: z.boolean(),
});
export type InvitationPreviewDto = z.infer<typeof invitationPreviewAnswer>;

/** GET /api/csrf-token */
export const csrfTokenAnswer = z.object({ csrfToken: z.string() });

/** POST /api/auth/login: signed in, or (two-factor on) the second step is pending. */
export const loginAnswer = z.union([currentUserAnswer, mfaChallengeAnswer]);

export interface MessageDto {
  message: string;
}
