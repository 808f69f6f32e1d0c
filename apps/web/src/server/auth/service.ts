import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "../../shared/api";
import { applyChartTemplate } from "../accounting/chart-template";
import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { memberships, organizations, passwordResetTokens, users } from "../db/schema";
import { emailName } from "../email/names";
import { badRequest, HttpError, isUniqueViolation } from "../http/errors";
import { forgetAccountFailures, loginBlocked, loginFailed, loginSucceeded } from "./login-guard";
import { userMfa } from "./mfa/schema";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { type Auth, createSession, endUserSessions, getAuth, randomToken, sha256 } from "./session";
import {
  addressProved,
  cancelEmailChanges,
  requestEmailChange,
  sendVerificationEmail,
} from "./verification/service";

const RESET_TOKEN_TTL_MS = 60 * MINUTE;
export const INVALID_LOGIN = "Invalid email or password";
export const RESET_REQUESTED =
  "If an account exists for that email, we have sent a link to reset the password. It is valid for 60 minutes.";
export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

function toCurrentUser(auth: Auth): CurrentUser {
  return {
    id: auth.user.id,
    email: auth.user.email,
    firstName: auth.user.firstName,
    lastName: auth.user.lastName,
    profileImageUrl: auth.user.profileImageUrl,
    role: auth.role,
    primaryRole: auth.role,
    organizationId: auth.organizationId,
    organizationName: auth.organizationName,
    ...(auth.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
    emailVerified: auth.emailVerified,
  };
}

/** `context`: the account's e-mail and names, which make a password easy to guess. */
export function assertPasswordAcceptable(password: string, context: string[] = []): void {
  const problem = passwordProblem(password, context);
  if (problem) throw badRequest(problem);
}

export const findUserByEmail = async (ctx: AppContext, email: string) =>
  (await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0];

/** A real scrypt hash with the current cost, so an unknown e-mail takes as long as a wrong password. */
function dummyHash(ctx: AppContext): Promise<string> {
  ctx.dummyHash ??= hashPassword(randomToken(), ctx.scrypt);
  return ctx.dummyHash;
}

/** Signs the browser in as `userId` in `organizationId`, then answers like GET /api/auth/user. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  organizationId: string,
): Promise<CurrentUser> {
  await createSession(ctx, request, reply, userId, organizationId);
  // The new cookie is only in the reply; build the answer from the same rows the session reads.
  const [row] = await ctx.db
    .select({
      user: users,
      role: memberships.role,
      organizationName: organizations.name,
      twoFactorSetupRequired: sql<boolean>`${organizations.requireTwoFactor} and not exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
  if (!row) throw new HttpError(403, "You are not a member of this organization");
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    profileImageUrl: row.user.profileImageUrl,
    role: row.role,
    primaryRole: row.role,
    organizationId,
    organizationName: row.organizationName,
    ...(row.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
    emailVerified: row.user.emailVerifiedAt !== null,
  };
}

export async function signup(
  ctx: AppContext,
  input: { email: string; password: string; firstName: string; lastName: string; organizationName?: string },
): Promise<{ userId: string; organizationId: string }> {
  assertPasswordAcceptable(input.password, [input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password, ctx.scrypt);
  const now = ctx.clock.now();
  let created: { userId: string; organizationId: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({
          name: input.organizationName ?? `${input.firstName} ${input.lastName}'s Properties`,
          createdAt: now,
        })
        .returning({ id: organizations.id });
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!org || !user) throw new Error("insert returned nothing");
      await tx.insert(memberships).values({
        userId: user.id,
        organizationId: org.id,
        role: "admin",
        confirmation: "unverified",
        createdAt: now,
      });
      // Quick start step 1: every new organization starts with the rental chart of accounts.
      await applyChartTemplate(tx as unknown as Db, org.id, now);
      return { userId: user.id, organizationId: org.id };
    });
  } catch (err) {
    // Sign-up must say so (it signs in at once); the per-IP limit bounds what this reveals.
    if (isUniqueViolation(err)) throw new HttpError(409, "An account with this email already exists");
    throw err;
  }
  sendVerificationEmail(ctx, { id: created.userId, email: input.email, firstName: input.firstName });
  return created;
}

/** Checks credentials with constant work for unknown e-mails; throttled as login-guard.ts explains. */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<typeof users.$inferSelect> {
  const key = email.toLowerCase();
  if (loginBlocked(ctx, request, key)) throw new HttpError(429, TOO_MANY);
  const user = await findUserByEmail(ctx, key);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(ctx)));
  if (!user || !ok) {
    loginFailed(ctx, request, key);
    throw new HttpError(401, INVALID_LOGIN);
  }
  loginSucceeded(ctx, request, reply, key);
  return user;
}

export async function chooseOrganization(
  ctx: AppContext,
  userId: string,
  wanted?: string,
): Promise<string | undefined> {
  const rows = await ctx.db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    // A membership waiting for the owner's confirmation is entered only when there is no other.
    .orderBy(sql`${memberships.confirmation} = 'pending'`, asc(memberships.createdAt));
  if (wanted) return rows.find((r) => r.organizationId === wanted)?.organizationId;
  return rows[0]?.organizationId;
}

export function requestPasswordReset(ctx: AppContext, email: string): void {
  // Done in the background: the answer and its timing are the same whether or not the account exists.
  ctx.background.run(async () => {
    const user = await findUserByEmail(ctx, email);
    if (!user || user.passwordHash.startsWith("disabled$")) return;
    if (ctx.throttles.reset.isBlocked(user.id)) return;
    ctx.throttles.reset.hit(user.id);
    const token = randomToken();
    const now = ctx.clock.now();
    await ctx.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.email.send({
      to: user.email,
      subject: "Reset your PropLedger password",
      text: `Hello ${emailName(user.firstName)},\n\nSomeone (hopefully you) asked to reset your PropLedger password. Open this link within 60 minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
    });
  });
}

const INVALID_RESET = "This reset link is invalid or has expired. Please request a new one";

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  assertPasswordAcceptable(password);
  const now = ctx.clock.now();
  // An unknown or used token is refused before hashing: anonymous callers get no free scrypt work.
  const valid = and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [live] = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(valid);
  if (!live) throw badRequest(INVALID_RESET);
  const passwordHash = await hashPassword(password, ctx.scrypt);
  const userId = await ctx.db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee, even for two concurrent requests.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(valid)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    // Any other outstanding link for this account dies with it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
  if (!userId) throw badRequest(INVALID_RESET);
  // The reset link proves the address: the squatter's sessions end and their memberships need confirming.
  await cancelEmailChanges(ctx, userId);
  await addressProved(ctx, null, userId);
  forgetAccountFailures(
    ctx,
    (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? "",
  );
}

export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Auth,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, auth.user.id));
  if (!row) throw new HttpError(401, "Unauthorized");
  const key = row.email.toLowerCase();
  if (loginBlocked(ctx, request, key)) throw new HttpError(429, TOO_MANY);
  if (!(await verifyPassword(currentPassword, row.passwordHash))) {
    loginFailed(ctx, request, key);
    throw badRequest("Current password is incorrect");
  }
  assertPasswordAcceptable(newPassword, [row.email, row.firstName, row.lastName]);
  const passwordHash = await hashPassword(newPassword, ctx.scrypt);
  await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, row.id));
  // Every other session ends; this one continues under a new id.
  await endUserSessions(ctx, row.id);
  if (auth.sessionIdHash) {
    request.authCache = Promise.resolve(null);
    await createSession(ctx, request, reply, row.id, auth.organizationId);
  }
}

export async function updateProfile(
  ctx: AppContext,
  auth: Auth,
  input: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    email?: string | undefined;
    profileImageUrl?: string | null | undefined;
    currentPassword?: string | undefined;
  },
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.profileImageUrl !== undefined) {
    // Every member's browser loads this with their cookies: never one of the app's own URLs.
    if (input.profileImageUrl && new URL(input.profileImageUrl).origin === new URL(ctx.publicUrl).origin)
      throw badRequest("profileImageUrl: Must be an image on another site");
    changes.profileImageUrl = input.profileImageUrl || null;
  }
  if (input.email !== undefined && input.email !== auth.user.email) {
    // Changing the sign-in address is account takeover territory: prove it is you.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, auth.user.id));
    if (!row || !input.currentPassword || !(await verifyPassword(input.currentPassword, row.passwordHash))) {
      throw badRequest("Current password is required to change the email address");
    }
    // The new address takes effect once it confirms by link (auth/verification).
    await requestEmailChange(ctx, auth.user, input.email);
  }
  if (Object.keys(changes).length === 0) return;
  changes.updatedAt = ctx.clock.now();
  try {
    await ctx.db.update(users).set(changes).where(eq(users.id, auth.user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, "An account with this email already exists");
    throw err;
  }
}

export async function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  const auth = await getAuth(request);
  return auth ? toCurrentUser(auth) : null;
}
