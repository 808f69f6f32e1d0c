import { and, eq, isNotNull } from "drizzle-orm";
import { generateSecret, generateURI } from "otplib";
import QRCode from "qrcode";
import type { MfaProofBody, MfaSetup, MfaStatus } from "../../../shared/mfa";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { organizations, users } from "../../db/schema";
import { badRequest, HttpError } from "../../http/errors";
import { verifyPassword } from "../passwords";
import { TOO_MANY } from "../service";
import { type Auth, endUserSessions } from "../session";
import { recoveryCodesLeft, replaceRecoveryCodes, spendSecondFactor, totpStep } from "./codes";
import { mfaRecoveryCodes, userMfa } from "./schema";
import { openSecret, sealSecret } from "./secret-box";

const ISSUER = "PropLedger";
export const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";

export async function mfaEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)));
  return Boolean(row);
}

export async function mfaStatus(ctx: AppContext, auth: Auth): Promise<MfaStatus> {
  const [org] = await ctx.db
    .select({ requireTwoFactor: organizations.requireTwoFactor })
    .from(organizations)
    .where(eq(organizations.id, auth.organizationId));
  const enabled = await mfaEnabled(ctx.db, auth.user.id);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, auth.user.id) : 0,
    organizationRequires: org?.requireTwoFactor ?? false,
  };
}

/** A new secret, pending until a code from it confirms the app has it; replaces an earlier pending one. */
export async function startSetup(ctx: AppContext, auth: Auth): Promise<MfaSetup> {
  if (await mfaEnabled(ctx.db, auth.user.id))
    throw new HttpError(409, "Two-factor authentication is already on");
  const secret = generateSecret();
  const secretEnc = sealSecret(ctx.sessionSecret, secret);
  const now = ctx.clock.now();
  await ctx.db
    .insert(userMfa)
    .values({ userId: auth.user.id, secretEnc, createdAt: now })
    .onConflictDoUpdate({ target: userMfa.userId, set: { secretEnc, createdAt: now, lastTimeStep: null } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: auth.user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

function guardThrottle(ctx: AppContext, userId: string): void {
  if (ctx.throttles.mfa.isBlocked(userId)) throw new HttpError(429, TOO_MANY);
}

/** Turns two-factor on with the first code from the pending secret; answers the recovery codes. */
export async function enable(ctx: AppContext, auth: Auth, code: string): Promise<string[]> {
  guardThrottle(ctx, auth.user.id);
  const [row] = await ctx.db.select().from(userMfa).where(eq(userMfa.userId, auth.user.id));
  if (row?.enabledAt) throw new HttpError(409, "Two-factor authentication is already on");
  const secret = row ? openSecret(ctx.sessionSecret, row.secretEnc) : null;
  if (!row || !secret) throw badRequest("Start the set-up again: there is no pending authenticator");
  const step = await totpStep(ctx, secret, code, null);
  if (step === null) {
    ctx.throttles.mfa.hit(auth.user.id);
    throw badRequest(WRONG_CODE);
  }
  const now = ctx.clock.now();
  const codes = await ctx.db.transaction(async (tx) => {
    const on = await tx
      .update(userMfa)
      .set({ enabledAt: now, lastTimeStep: step })
      .where(and(eq(userMfa.userId, auth.user.id), eq(userMfa.secretEnc, row.secretEnc)))
      .returning({ userId: userMfa.userId });
    if (on.length === 0) throw new HttpError(409, "The set-up changed meanwhile. Please start again");
    return replaceRecoveryCodes(tx as unknown as Db, auth.user.id, now);
  });
  await endOtherSessions(ctx, auth);
  return codes;
}

/**
 * A factor changed (ASVS 7.4.3): every other session of the account ends, so a browser signed in
 * before the change (perhaps by whoever made it necessary) cannot carry on; this one stays.
 */
async function endOtherSessions(ctx: AppContext, auth: Auth): Promise<void> {
  await endUserSessions(ctx, auth.user.id, auth.sessionIdHash ?? undefined);
}

/** A current code (or recovery code) or the account password, counted against the account's throttle. */
async function proveIdentity(ctx: AppContext, auth: Auth, proof: MfaProofBody): Promise<void> {
  guardThrottle(ctx, auth.user.id);
  let ok = false;
  if (proof.code !== undefined) ok = await spendSecondFactor(ctx, auth.user.id, proof.code);
  else if (proof.password !== undefined) {
    const [row] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, auth.user.id));
    ok = Boolean(row) && (await verifyPassword(proof.password, row?.passwordHash ?? ""));
  }
  if (!ok) {
    ctx.throttles.mfa.hit(auth.user.id);
    throw badRequest(proof.code !== undefined ? WRONG_CODE : "The password is incorrect");
  }
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  auth: Auth,
  proof: MfaProofBody,
): Promise<string[]> {
  if (!(await mfaEnabled(ctx.db, auth.user.id))) throw badRequest("Two-factor authentication is off");
  await proveIdentity(ctx, auth, proof);
  const codes = await ctx.db.transaction((tx) =>
    replaceRecoveryCodes(tx as unknown as Db, auth.user.id, ctx.clock.now()),
  );
  await endOtherSessions(ctx, auth);
  return codes;
}

export async function disable(ctx: AppContext, auth: Auth, proof: MfaProofBody): Promise<void> {
  if (!(await mfaEnabled(ctx.db, auth.user.id))) throw badRequest("Two-factor authentication is off");
  await proveIdentity(ctx, auth, proof);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, auth.user.id));
    await tx.delete(userMfa).where(eq(userMfa.userId, auth.user.id));
  });
  await endOtherSessions(ctx, auth);
}
