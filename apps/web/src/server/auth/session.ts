import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../shared/roles";
import { perDatabaseCache } from "../cache/index";
import { HOUR, MINUTE } from "../clock";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { memberships, organizations, sessions, users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { DEMO_ORGANIZATION_ID, DEMO_USER_ID } from "./demo";
import { userMfa } from "./mfa/schema";

export const SESSION_IDLE_MS = 30 * MINUTE;
const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** lastSeenAt is written at most this often, so reads stay reads; idle expiry is exact to this grain. */
const SESSION_TOUCH_MS = MINUTE;

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString("base64url");
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("base64url");

export interface Auth {
  /** null for the virtual demo session (APP_MODE=demo, no cookie). */
  sessionIdHash: string | null;
  csrfSecret: string | null;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    profileImageUrl: string | null;
  };
  /** The owner proved the address (auth/verification); the demo admin counts as verified. */
  emailVerified: boolean;
  organizationId: string;
  organizationName: string;
  role: Role;
  /** The organization requires two-factor authentication and this user has not set it up. */
  twoFactorSetupRequired: boolean;
  /** "pending": the owner has not yet confirmed this membership (auth/verification/memberships.ts). */
  membership: MembershipConfirmation;
}

type MembershipConfirmation = "confirmed" | "unverified" | "pending";

// ---- cookies ---------------------------------------------------------------------------------

function isSecure(request: FastifyRequest): boolean {
  const mode = request.server.ctx.secureCookies;
  return mode === "auto" ? request.protocol === "https" : mode;
}

const SECURE_NAMES = Object.freeze({ session: "__Host-sid", csrf: "__Host-csrf" });
const PLAIN_NAMES = Object.freeze({ session: "sid", csrf: "csrf" });

/** `__Host-` needs Secure, so the prefix is used exactly when the cookie is Secure. */
function cookieNames(request: FastifyRequest): { readonly session: string; readonly csrf: string } {
  return isSecure(request) ? SECURE_NAMES : PLAIN_NAMES;
}

/**
 * The session token, wherever the cookie is found. `__Host-sid` is read on any request: only a secure
 * origin can set it, and the app's own reads (`inject` by the server-rendered page and the sign-in
 * redirect) arrive as plain HTTP even when the visitor came through a TLS-terminating proxy. `sid` is
 * ignored on secure requests, so a cookie planted over plain HTTP cannot shadow the real one.
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const secure = request.cookies[SECURE_NAMES.session];
  if (secure !== undefined || isSecure(request)) return secure;
  return request.cookies[PLAIN_NAMES.session];
}

function cookieOptions(request: FastifyRequest) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: isSecure(request) };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNames(request).session, token, {
    ...cookieOptions(request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieNames(request).session, cookieOptions(request));
}

/** The pre-session CSRF secret (HttpOnly); created on demand by GET /api/csrf-token. */
export function preSessionSecret(request: FastifyRequest): string | undefined {
  const value = request.cookies[cookieNames(request).csrf];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function ensurePreSessionSecret(request: FastifyRequest, reply: FastifyReply): string {
  const existing = preSessionSecret(request);
  if (existing) return existing;
  const secret = randomToken();
  reply.setCookie(cookieNames(request).csrf, secret, cookieOptions(request));
  return secret;
}

// ---- CSRF tokens -----------------------------------------------------------------------------

/** The token is an HMAC of the session's (or pre-session's) secret: useless without that cookie. */
export function csrfTokenFor(ctx: AppContext, secret: string): string {
  return createHmac("sha256", ctx.sessionSecret).update(`csrf:${secret}`).digest("base64url");
}

export function csrfTokenMatches(ctx: AppContext, secret: string, token: string): boolean {
  const expected = Buffer.from(csrfTokenFor(ctx, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// ---- sessions --------------------------------------------------------------------------------

export async function createSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  organizationId: string,
): Promise<void> {
  // Rotation: whatever session the browser had is destroyed, and the new id is fresh.
  const previous = await getAuth(request);
  if (previous?.sessionIdHash)
    await ctx.db.delete(sessions).where(eq(sessions.idHash, previous.sessionIdHash));
  const token = randomToken();
  const now = ctx.clock.now();
  // Keeping the pre-session CSRF secret means the token the client cached before login stays valid.
  const csrfSecret = preSessionSecret(request) ?? ensurePreSessionSecret(request, reply);
  await ctx.db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    organizationId,
    csrfSecret,
    userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
    ip: request.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  setSessionCookie(request, reply, token);
  request.authCache = undefined;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = await getAuth(request);
  if (auth?.sessionIdHash) {
    await request.server.ctx.db.delete(sessions).where(eq(sessions.idHash, auth.sessionIdHash));
  }
  clearSessionCookie(request, reply);
  request.authCache = undefined;
}

export async function endUserSessions(ctx: AppContext, userId: string, exceptIdHash?: string): Promise<void> {
  await ctx.db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
}

/** The hottest query of the app (every signed-in request): prepared once per database, by name. */
const preparedLoad = new WeakMap<Db, ReturnType<typeof prepareLoad>>();
function prepareLoad(db: Db) {
  return (
    db
      .select({
        csrfSecret: sessions.csrfSecret,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        organizationId: sessions.organizationId,
        organizationName: organizations.name,
        role: memberships.role,
        membership: memberships.confirmation,
        emailVerifiedAt: users.emailVerifiedAt,
        user: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
        },
        twoFactorSetupRequired: sql<boolean>`${organizations.requireTwoFactor} and not exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A removed membership ends the session's access at once.
      .innerJoin(
        memberships,
        and(eq(memberships.userId, sessions.userId), eq(memberships.organizationId, sessions.organizationId)),
      )
      .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
      .where(eq(sessions.idHash, sql.placeholder("idHash")))
      .limit(1)
      .prepare("load_session")
  );
}

/**
 * Session rows by id hash, per database. An entry is served only while it needs no write: before the
 * absolute expiry, and less than SESSION_TOUCH_MS after the last_seen_at it was read or touched with
 * (a touch by another instance only makes the session younger, so this is never too lenient). Past
 * that, the row is read again, and idle expiry is decided on the fresh row against the app's clock,
 * exactly as without the cache. Logout, reset, removal, role and profile changes drop entries through
 * the database triggers' messages (cache/bus.ts), on every instance before the write is acknowledged.
 */
interface CachedSession {
  auth: Auth;
  lastSeenAt: number;
  expiresAt: number;
}
const sessionCache = perDatabaseCache<CachedSession>({
  ttlMs: SESSION_TOUCH_MS,
  maxWeight: 50_000,
  route: (cache, kind, key) => {
    if (kind === "session") cache.invalidate(key);
    else if (kind === "user" || kind === "org") cache.invalidateTag(`${kind}:${key}`);
  },
});

function freeze(auth: Auth): Auth {
  Object.freeze(auth.user);
  return Object.freeze(auth);
}

async function loadSession(ctx: AppContext, token: string): Promise<Auth | null> {
  const idHash = sha256(token);
  const now = ctx.clock.now().getTime();
  const cache = sessionCache(ctx.db);
  const cached = cache?.get(idHash);
  if (cached && now < cached.expiresAt && now - cached.lastSeenAt < SESSION_TOUCH_MS) return cached.auth;

  const generation = cache?.begin() ?? 0;
  let query = preparedLoad.get(ctx.db);
  if (!query) {
    query = prepareLoad(ctx.db);
    preparedLoad.set(ctx.db, query);
  }
  const [row] = await query.execute({ idHash });
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  const expiresAt = row.expiresAt.getTime();
  if (now >= expiresAt || now - lastSeenAt >= SESSION_IDLE_MS) {
    await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now - lastSeenAt >= SESSION_TOUCH_MS) {
    const touched = await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash))
      .returning({ idHash: sessions.idHash });
    if (touched.length === 0) return null; // ended meanwhile
    lastSeenAt = now;
  }
  const auth = freeze({
    sessionIdHash: idHash,
    csrfSecret: row.csrfSecret,
    user: row.user,
    emailVerified: row.emailVerifiedAt !== null,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    role: row.role,
    twoFactorSetupRequired: row.twoFactorSetupRequired,
    membership: row.membership,
  });
  cache?.set(idHash, { auth, lastSeenAt, expiresAt }, generation, [
    `user:${row.user.id}`,
    `org:${row.organizationId}`,
  ]);
  return auth;
}

async function loadDemoAuth(ctx: AppContext, request: FastifyRequest): Promise<Auth | null> {
  const [row] = await ctx.db
    .select({
      organizationName: organizations.name,
      role: memberships.role,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(users.id, DEMO_USER_ID), eq(organizations.id, DEMO_ORGANIZATION_ID)))
    .limit(1);
  if (!row) return null;
  return {
    sessionIdHash: null,
    csrfSecret: preSessionSecret(request) ?? null,
    user: row.user,
    emailVerified: true,
    organizationId: DEMO_ORGANIZATION_ID,
    organizationName: row.organizationName,
    role: row.role,
    twoFactorSetupRequired: false,
    membership: "confirmed",
  };
}

declare module "fastify" {
  interface FastifyRequest {
    authCache: Promise<Auth | null> | undefined;
  }
}

/** The caller's session (memoised per request). In demo mode a signed-out caller is the demo admin. */
export function getAuth(request: FastifyRequest): Promise<Auth | null> {
  if (request.authCache === undefined) {
    const ctx = request.server.ctx;
    const token = sessionToken(request);
    request.authCache = (async () => {
      const real = token && token.length <= 64 ? await loadSession(ctx, token) : null;
      if (real || ctx.appMode !== "demo") return real;
      return loadDemoAuth(ctx, request);
    })();
  }
  return request.authCache;
}

export async function requireAuth(request: FastifyRequest): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) throw unauthorized();
  return auth;
}
