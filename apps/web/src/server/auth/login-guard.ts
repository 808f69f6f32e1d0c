import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DAY, HOUR } from "../clock";
import type { AppContext } from "../context";
import { randomToken, sha256 } from "./session";
import type { Throttle } from "./throttle";

/**
 * Login throttling after OWASP's device-cookie pattern. Failures count per (account, client IP), so a
 * stranger guessing from one place locks out only that place; a slower per-account ceiling catches
 * guessing spread over many addresses. A browser that signed in to the account before carries a signed
 * device cookie and is counted on its own, so nobody else's failures lock the owner out.
 */
export interface LoginThrottles {
  /** Failures per (account, client IP). */
  client: Throttle;
  /** Failures per account from every client without its device cookie. */
  account: Throttle;
  /** Failures per (account, device cookie). */
  device: Throttle;
}

const DEVICE_COOKIE_MAX_AGE_MS = 180 * DAY;
const DEVICE_COOKIE = "device";

/** `<account>.<nonce>.<signature>`: the account is a hash of the lower-cased e-mail, never the address. */
function sign(ctx: AppContext, payload: string): string {
  return createHmac("sha256", ctx.sessionSecret).update(`device:${payload}`).digest("base64url");
}

function accountKey(email: string): string {
  return sha256(email.toLowerCase());
}

/** The nonce of this browser's device cookie for the account, when it carries a valid one. */
function deviceNonce(ctx: AppContext, request: FastifyRequest, email: string): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 200) return null;
  const [account, nonce, signature] = value.split(".");
  if (!account || !nonce || !signature || account !== accountKey(email)) return null;
  const expected = Buffer.from(sign(ctx, `${account}.${nonce}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

type Keys = { kind: "device"; device: string } | { kind: "client"; client: string; account: string };

function keysFor(ctx: AppContext, request: FastifyRequest, email: string): Keys {
  const account = accountKey(email);
  const nonce = deviceNonce(ctx, request, email);
  return nonce
    ? { kind: "device", device: `${account}:${nonce}` }
    : { kind: "client", client: `${account}:${request.ip}`, account };
}

export function loginBlocked(ctx: AppContext, request: FastifyRequest, email: string): boolean {
  const keys = keysFor(ctx, request, email);
  const t = ctx.throttles.login;
  if (keys.kind === "device") return t.device.isBlocked(keys.device);
  return t.client.isBlocked(keys.client) || t.account.isBlocked(keys.account);
}

export function loginFailed(ctx: AppContext, request: FastifyRequest, email: string): void {
  const keys = keysFor(ctx, request, email);
  const t = ctx.throttles.login;
  if (keys.kind === "device") {
    t.device.hit(keys.device);
    return;
  }
  t.client.hit(keys.client);
  t.account.hit(keys.account);
}

/** Clears this client's count and (re)issues the device cookie for the account. */
export function loginSucceeded(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): void {
  const keys = keysFor(ctx, request, email);
  if (keys.kind === "client") ctx.throttles.login.client.reset(keys.client);
  else ctx.throttles.login.device.reset(keys.device);
  const payload = `${accountKey(email)}.${randomToken()}`;
  reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(ctx, payload)}`, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https" || ctx.secureCookies === true,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
  });
}

/** After the owner proves the address (a password reset), every count for the account starts over. */
export function forgetAccountFailures(ctx: AppContext, email: string): void {
  ctx.throttles.login.account.reset(accountKey(email));
}

export const ACCOUNT_CEILING = { max: 100, windowMs: HOUR };
