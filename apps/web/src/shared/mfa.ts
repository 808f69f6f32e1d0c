// Two-factor authentication (TOTP) contracts: request bodies and answers. See src/server/README.md.
import { z } from "zod";

export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`); spaces and dashes are ignored. */
const mfaCode = z
  .string()
  .trim()
  .min(6, "Enter the 6-digit code or a recovery code")
  .max(32, "That code is too long");

export const mfaVerifyBody = z.object({ code: mfaCode });
export const mfaEnableBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
/** Disabling or regenerating recovery codes proves the person: a current code or the password. */
export const mfaProofBody = z
  .object({ code: mfaCode.optional(), password: z.string().min(1).max(512).optional() })
  .refine((b) => b.code !== undefined || b.password !== undefined, "Enter a code or your password");
export const organizationSecurityBody = z.object({ requireTwoFactor: z.boolean() });

export type MfaProofBody = z.infer<typeof mfaProofBody>;

// The answers are zod schemas (the API document is generated from them) with inferred types.

/** POST /api/auth/login for an account with two-factor on: no session yet, the code comes next. */
export const mfaChallengeAnswer = z.object({ mfaRequired: z.literal(true) });
export type MfaChallengeAnswer = z.infer<typeof mfaChallengeAnswer>;

/** GET /api/auth/mfa */
export const mfaStatusAnswer = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The caller's organization requires two-factor authentication. */
  organizationRequires: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusAnswer>;

/** POST /api/auth/mfa/setup: the secret to add to the app (not active until a code confirms it). */
export const mfaSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG image of the otpauth URL, as a data: URL. */
  qrCodeDataUrl: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupAnswer>;

/** POST /api/auth/mfa/enable and /recovery-codes: shown once, never again. */
export const mfaRecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesAnswer>;

/** GET/PATCH /api/organization/security */
export const organizationSecurityAnswer = z.object({ requireTwoFactor: z.boolean() });
export type OrganizationSecurity = z.infer<typeof organizationSecurityAnswer>;

export function isMfaChallenge(answer: unknown): answer is MfaChallengeAnswer {
  return typeof answer === "object" && answer !== null && (answer as MfaChallengeAnswer).mfaRequired === true;
}
