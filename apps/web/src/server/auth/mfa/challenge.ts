import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "../../../shared/api";
import type { MfaChallengeAnswer } from "../../../shared/mfa";
import { MINUTE } from "../../clock";
import type { AppContext } from "../../context";
import { badRequest, HttpError } from "../../http/errors";
import { signIn, TOO_MANY } from "../service";
import { randomToken, sha256 } from "../session";
import { spendSecondFactor } from "./codes";
import { mfaChallenges } from "./schema";
import { WRONG_CODE } from "./setup";

// After the right password an account with two-factor on gets no session, only this pending state:
// a challenge row and an HttpOnly cookie naming it. Nothing but POST /api/auth/mfa/verify reads it.
const CHALLENGE_TTL_MS = 5 * MINUTE;
const COOKIE = "mfa_challenge";
const EXPIRED = "The sign-in has expired. Please log in again.";

function cookieOptions(ctx: AppContext, request: FastifyRequest) {
  return {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: request.protocol === "https" || ctx.secureCookies === true,
  };
}

export async function beginChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  organizationId: string,
): Promise<MfaChallengeAnswer> {
  const now = ctx.clock.now();
  await ctx.db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
  const token = randomToken();
  await ctx.db.insert(mfaChallenges).values({
    tokenHash: sha256(token),
    userId,
    organizationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  reply.setCookie(COOKIE, token, { ...cookieOptions(ctx, request), maxAge: CHALLENGE_TTL_MS / 1000 });
  return { mfaRequired: true };
}

/** The second step: a valid code turns the pending sign-in into a session (throttled per account). */
export async function completeChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<CurrentUser> {
  const token = request.cookies[COOKIE];
  if (!token || token.length > 64) throw badRequest(EXPIRED);
  const tokenHash = sha256(token);
  const [challenge] = await ctx.db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, ctx.clock.now())));
  if (!challenge) throw badRequest(EXPIRED);
  if (ctx.throttles.mfa.isBlocked(challenge.userId)) throw new HttpError(429, TOO_MANY);
  if (!(await spendSecondFactor(ctx, challenge.userId, code))) {
    ctx.throttles.mfa.hit(challenge.userId);
    throw badRequest(WRONG_CODE);
  }
  // Single use: a second request with the same cookie finds nothing.
  const taken = await ctx.db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, tokenHash))
    .returning({ userId: mfaChallenges.userId });
  if (taken.length === 0) throw badRequest(EXPIRED);
  ctx.throttles.mfa.reset(challenge.userId);
  reply.clearCookie(COOKIE, cookieOptions(ctx, request));
  return signIn(ctx, request, reply, challenge.userId, challenge.organizationId);
}
