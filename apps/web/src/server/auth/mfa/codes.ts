import { randomInt } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { verify } from "otplib";
import { RECOVERY_CODE_COUNT } from "../../../shared/mfa";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { sha256 } from "../session";
import { mfaRecoveryCodes, userMfa } from "./schema";
import { openSecret } from "./secret-box";

/** One period either side of now: a phone whose clock is 30 s off still works. */
const EPOCH_TOLERANCE_S = 30;
// No 0/O or 1/I/L: the codes are read off paper.
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

const normalise = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();
const isTotp = (code: string) => /^\d{6}$/.test(normalise(code));

/** The time step the code belongs to, when it is valid now and newer than `after`. */
export async function totpStep(
  ctx: AppContext,
  secret: string,
  code: string,
  after: number | null,
): Promise<number | null> {
  if (!isTotp(code)) return null;
  const result = await verify({
    secret,
    token: normalise(code),
    epoch: Math.floor(ctx.clock.now().getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Accepts a current TOTP code once: the conditional update on last_time_step is the replay guard,
 * also between two requests racing with the same code.
 */
async function spendTotp(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(userMfa).where(eq(userMfa.userId, userId));
  if (!row?.enabledAt) return false;
  const secret = openSecret(ctx.sessionSecret, row.secretEnc);
  if (!secret) return false;
  const step = await totpStep(ctx, secret, code, row.lastTimeStep);
  if (step === null) return false;
  const used = await ctx.db
    .update(userMfa)
    .set({ lastTimeStep: step })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastTimeStep), lt(userMfa.lastTimeStep, step))))
    .returning({ userId: userMfa.userId });
  return used.length === 1;
}

async function spendRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, sha256(normalise(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
}

/** A current TOTP code or an unused recovery code of the user; either is spent by this call. */
export function spendSecondFactor(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  return isTotp(code) ? spendTotp(ctx, userId, code) : spendRecoveryCode(ctx, userId, code);
}

function recoveryCode(): string {
  let s = "";
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Replaces every recovery code of the user; the plain codes are returned once and stored hashed. */
export async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normalise(code)), createdAt: now })));
  return codes;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
