import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { HOUR } from "../../clock";
import type { AppContext } from "../../context";
import { memberships, users } from "../../db/schema";
import { emailName } from "../../email/names";
import { badRequest, HttpError, isUniqueViolation } from "../../http/errors";
import { endUserSessions, getAuth, randomToken, sha256 } from "../session";
import { emailTokens } from "./schema";

const EMAIL_TOKEN_TTL_MS = 24 * HOUR;
const INVALID_LINK = "This link is invalid or has expired. Please request a new one";
type Purpose = "verify" | "change";

async function issueToken(ctx: AppContext, userId: string, purpose: Purpose, email: string): Promise<string> {
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db.insert(emailTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
  });
  return token;
}

/** E-mails a verification link (at most 3 an hour per account; above that silently nothing). */
export function sendVerificationEmail(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
): void {
  const key = `verify:${user.id}`;
  if (ctx.throttles.reset.isBlocked(key)) return;
  ctx.throttles.reset.hit(key);
  ctx.background.run(async () => {
    const token = await issueToken(ctx, user.id, "verify", user.email);
    const link = `${ctx.publicUrl}/verify-email?token=${token}`;
    await ctx.email.send({
      to: user.email,
      subject: "Confirm your email address for PropLedger",
      text: `Hello ${emailName(user.firstName)},\n\nPlease confirm that this is your address by opening this link within 24 hours:\n\n${link}\n\nIf you did not create a PropLedger account, ignore this email: nobody can invite that account anywhere until the address is confirmed, and resetting the password with this address signs everyone else out.\n`,
    });
  });
}

/** Consumes a live token of this purpose once (a conditional update, safe under concurrency). */
async function consumeToken(ctx: AppContext, token: string, purpose: Purpose) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  if (!row) throw badRequest(INVALID_LINK);
  return row;
}

/**
 * The owner has just proved the address (verification link, e-mail change, or password reset). Every
 * other session ends: a squatter who pre-created the account is out. Memberships granted while the
 * address was unproven stay usable only if the proof came from a session of this very account (that
 * browser signed up and reads the mailbox); otherwise the owner must confirm them.
 */
export async function addressProved(
  ctx: AppContext,
  request: FastifyRequest | null,
  userId: string,
): Promise<void> {
  const caller = request ? await getAuth(request) : null;
  const ownSession = caller?.sessionIdHash && caller.user.id === userId ? caller.sessionIdHash : undefined;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await tx
      .update(memberships)
      .set({ confirmation: ownSession ? "confirmed" : "pending" })
      .where(and(eq(memberships.userId, userId), eq(memberships.confirmation, "unverified")));
  });
  await endUserSessions(ctx, userId, ownSession);
  if (request) request.authCache = undefined;
}

export async function verifyEmail(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  const { userId, email } = await consumeToken(ctx, token, "verify");
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // A link for an address the account no longer has proves nothing about the account.
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw badRequest(INVALID_LINK);
  await addressProved(ctx, request, userId);
}

/** Hides most of an address for a notice to the old one ("a***@example.com"). */
const masked = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

/** The address changes only once the new one is confirmed by link; the old one hears of it. */
export async function requestEmailChange(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
  newEmail: string,
): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${newEmail.toLowerCase()}`);
  if (taken) throw new HttpError(409, "An account with this email already exists");
  const token = await issueToken(ctx, user.id, "change", newEmail);
  const link = `${ctx.publicUrl}/confirm-email?token=${token}`;
  const name = emailName(user.firstName);
  ctx.background.run(async () => {
    await ctx.email.send({
      to: newEmail,
      subject: "Confirm your new PropLedger email address",
      text: `Hello ${name},\n\nOpen this link within 24 hours to make this your PropLedger sign-in address:\n\n${link}\n\nUntil then you keep signing in with your current address.\n`,
    });
    await ctx.email.send({
      to: user.email,
      subject: "Your PropLedger email address is about to change",
      text: `Hello ${name},\n\nSomeone signed in to your account asked to change its sign-in address to ${masked(newEmail)}. The change happens only when that address confirms it.\n\nIf this was not you, reset your password now: that cancels the change and signs everyone else out.\n`,
    });
  });
}

export async function confirmEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const { userId, email } = await consumeToken(ctx, token, "change");
  const [before] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) throw badRequest(INVALID_LINK);
  try {
    await ctx.db.update(users).set({ email, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, "An account with this email already exists");
    throw err;
  }
  // Outstanding links for the old address die with it.
  await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
  await addressProved(ctx, request, userId);
  ctx.background.run(() =>
    ctx.email.send({
      to: before.email,
      subject: "Your PropLedger email address was changed",
      text: `Hello ${emailName(before.firstName)},\n\nYour PropLedger sign-in address is now ${masked(email)}, and every other session was signed out.\n\nIf this was not you, contact support at once.\n`,
    }),
  );
}

/** Cancels outstanding address changes (a password reset by the old address overrides them). */
export async function cancelEmailChanges(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "change"), isNull(emailTokens.usedAt)),
    );
}

export async function pendingEmail(ctx: AppContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, "change"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(sql`${emailTokens.createdAt} desc`)
    .limit(1);
  return row?.email ?? null;
}
