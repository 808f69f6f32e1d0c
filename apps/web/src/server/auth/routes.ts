import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  changePasswordBody,
  csrfTokenAnswer,
  currentUserAnswer,
  loginAnswer,
  loginBody,
  requestPasswordResetBody,
  resetPasswordBody,
  signupBody,
  updateProfileBody,
} from "../../shared/api";
import { cacheBarrier } from "../cache/index";
import { HttpError, parse, unauthorized } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { refuseInDemo } from "./guards";
import { beginChallenge } from "./mfa/challenge";
import { mfaEnabled } from "./mfa/setup";
import {
  authenticate,
  changePassword,
  chooseOrganization,
  currentUser,
  INVALID_LOGIN,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  signIn,
  signup,
  updateProfile,
} from "./service";
import { csrfTokenFor, endSession, ensurePreSessionSecret, getAuth, requireAuth } from "./session";

const doc = apiDoc("Auth");

function isTopLevelNavigation(request: FastifyRequest): boolean {
  const { "sec-fetch-site": site, "sec-fetch-mode": mode, "sec-fetch-dest": dest } = request.headers;
  if (site === "cross-site") return false;
  if (mode !== undefined && mode !== "navigate") return false;
  return dest === undefined || dest === "document";
}

/** Who is signed in, and the token their mutations carry. */
function currentUserRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.get(
    "/api/csrf-token",
    doc("CSRF token for mutations", { response: { 200: csrfTokenAnswer } }),
    async (request, reply) => {
      const auth = await getAuth(request);
      const secret =
        auth?.sessionIdHash && auth.csrfSecret ? auth.csrfSecret : ensurePreSessionSecret(request, reply);
      reply.header("cache-control", "no-store");
      return { csrfToken: csrfTokenFor(ctx, secret) };
    },
  );

  app.get(
    "/api/auth/user",
    doc("The signed-in user", { response: { 200: currentUserAnswer } }),
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user) throw unauthorized();
      reply.header("cache-control", "no-store");
      return user;
    },
  );
}

/** Creating an account and signing in. */
function signInRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const limited = { config: { rateLimit: ctx.ipRateLimit } };

  app.post(
    "/api/auth/signup",
    doc(
      "Create an account and organization",
      { body: signupBody, response: { 201: currentUserAnswer } },
      limited,
    ),
    async (request, reply) => {
      const body = parse(signupBody, request.body);
      const { userId, organizationId } = await signup(ctx, body);
      return reply.code(201).send(await signIn(ctx, request, reply, userId, organizationId));
    },
  );

  app.post(
    "/api/auth/login",
    doc("Sign in", { body: loginBody, response: { 200: loginAnswer } }, limited),
    async (request, reply) => {
      const body = parse(loginBody, request.body);
      const user = await authenticate(ctx, request, reply, body.email, body.password);
      const organizationId = await chooseOrganization(ctx, user.id, body.organizationId);
      if (!organizationId) throw new HttpError(401, INVALID_LOGIN);
      // With two-factor on, the right password earns only the pending second step (mfa/challenge.ts).
      if (await mfaEnabled(ctx.db, user.id))
        return beginChallenge(ctx, request, reply, user.id, organizationId);
      return signIn(ctx, request, reply, user.id, organizationId);
    },
  );
}

/** Signing out, from the app or by visiting a link. */
function signOutRoutes(app: FastifyInstance): void {
  app.post(
    "/api/auth/logout",
    doc("Sign out", { response: { 200: messageAnswer } }),
    async (request, reply) => {
      await endSession(request, reply);
      return { message: "Logged out" };
    },
  );

  // A full browser navigation. A cross-site page cannot log the user out (SameSite=Lax
  // still sends the cookie on top-level GETs), nor can an <img> or fetch on our own pages (a member's
  // picture pointing here): browsers that send Fetch Metadata must say it is a document navigation.
  // The redirect happens either way.
  app.get(
    "/api/logout",
    doc(
      "Sign out and go to the login page",
      { response: { 302: z.undefined().meta({ description: "Redirect to /login" }) } },
      { config: { writesCachedRows: true } },
    ),
    async (request, reply) => {
      if (isTopLevelNavigation(request)) await endSession(request, reply);
      return reply.redirect("/login", 302);
    },
  );
}

/** The signed-in user's own profile and password. */
function profileRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.patch(
    "/api/auth/profile",
    doc("Update the profile", { body: updateProfileBody, response: { 200: currentUserAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      refuseInDemo(request, "Changing the profile");
      const body = parse(updateProfileBody, request.body);
      await updateProfile(ctx, auth, body);
      // The answer is read back through the session cache, so the write's barrier comes first.
      await cacheBarrier(ctx.db);
      request.authCache = undefined;
      const user = await currentUser(request);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.post(
    "/api/auth/change-password",
    doc("Change the password", { body: changePasswordBody, response: { 200: messageAnswer } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      refuseInDemo(request, "Changing the password");
      const body = parse(changePasswordBody, request.body);
      await changePassword(ctx, request, reply, auth, body.currentPassword, body.newPassword);
      return { message: "Password changed. Other sessions have been signed out." };
    },
  );
}

/** Forgotten passwords: the e-mailed link and the new password. */
function passwordResetRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const limited = { config: { rateLimit: ctx.ipRateLimit } };

  app.post(
    "/api/auth/request-password-reset",
    doc(
      "E-mail a password reset link",
      { body: requestPasswordResetBody, response: { 200: messageAnswer } },
      limited,
    ),
    async (request) => {
      const { email } = parse(requestPasswordResetBody, request.body);
      requestPasswordReset(ctx, email);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    "/api/auth/reset-password",
    doc(
      "Set a new password with a reset token",
      { body: resetPasswordBody, response: { 200: messageAnswer } },
      limited,
    ),
    async (request) => {
      const body = parse(resetPasswordBody, request.body);
      await resetPassword(ctx, body.token, body.password);
      return { message: "Your password has been reset. Please sign in with the new password." };
    },
  );
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  currentUserRoutes(app);
  signInRoutes(app);
  signOutRoutes(app);
  profileRoutes(app);
  passwordResetRoutes(app);
}
