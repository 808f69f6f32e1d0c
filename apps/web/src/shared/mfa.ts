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

/** POST /api/auth/login for an account with two-factor on: no session yet, the code comes next. */
export interface MfaChallengeAnswer {
  mfaRequired: true;
}

/** GET /api/auth/mfa */
export interface MfaStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The caller's organization requires two-factor authentication. */
  organizationRequires: boolean;
}

/** POST /api/auth/mfa/setup: the secret to add to the app (not active until a code confirms it). */
export interface MfaSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG image of the otpauth URL, as a data: URL. */
  qrCodeDataUrl: string;
}

/** POST /api/auth/mfa/enable and /recovery-codes: shown once, never again. */
export interface MfaRecoveryCodes {
  recoveryCodes: string[];
}

/** GET/PATCH /api/organization/security */
export interface OrganizationSecurity {
  requireTwoFactor: boolean;
}

export function isMfaChallenge(answer: unknown): answer is MfaChallengeAnswer {
  return typeof answer === "object" && answer !== null && (answer as MfaChallengeAnswer).mfaRequired === true;
}
