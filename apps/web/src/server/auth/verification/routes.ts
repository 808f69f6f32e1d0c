import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  emailStatusAnswer,
  emailTokenBody,
  organizationIdParams,
  pendingMembershipAnswer,
} from "../../../shared/account";
import { parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import { refuseInDemo } from "../guards";
import { signIn } from "../service";
import { getAuth, requireAuth, sessionToken } from "../session";
import {
  assertMembershipUsable,
  confirmMembership,
  declineMembership,
  listPendingMemberships,
} from "./memberships";
import { confirmEmailChange, pendingEmail, sendVerificationEmail, verifyEmail } from "./service";

const doc = apiDoc("Account");

/** Routes a pending membership still reaches: the account's own settings, the CSRF token, sign-out. */
function reachableWhilePending(route: string | undefined): boolean {
  if (!route?.startsWith("/api/")) return true;
  return route.startsWith("/api/auth/") || route === "/api/csrf-token" || route === "/api/logout";
}

/** Root-level hook: decided on the matched route, so no spelling of the path slips past it. */
export function registerMembershipGate(app: FastifyInstance): void {
  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (reachableWhilePending(request.routeOptions.url) || !sessionToken(request)) return;
    const auth = await getAuth(request);
    if (auth) assertMembershipUsable(auth);
  });
}

/** Confirming the account's e-mail address, and a changed one. */
function emailVerificationRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const limited = { config: { rateLimit: ctx.ipRateLimit } };

  app.get(
    "/api/auth/email-status",
    doc("E-mail address and whether it is verified", { response: { 200: emailStatusAnswer } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      reply.header("cache-control", "no-store");
      return {
        email: auth.user.email,
        verified: auth.emailVerified,
        pendingEmail: await pendingEmail(ctx, auth.user.id),
      };
    },
  );

  app.post(
    "/api/auth/verify-email/resend",
    doc("Send the verification link again", { response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      if (auth.emailVerified) return { message: "Your email address is already confirmed." };
      sendVerificationEmail(ctx, auth.user);
      return { message: `We sent a new confirmation link to ${auth.user.email}. It is valid for 24 hours.` };
    },
  );

  app.post(
    "/api/auth/verify-email",
    doc(
      "Verify the e-mail address with a link token",
      { body: emailTokenBody, response: { 200: messageAnswer } },
      limited,
    ),
    async (request) => {
      const { token } = parse(emailTokenBody, request.body);
      await verifyEmail(ctx, request, token);
      return {
        message: "Your email address is confirmed. Any other sessions of your account were signed out.",
      };
    },
  );

  app.post(
    "/api/auth/confirm-email",
    doc(
      "Confirm a changed e-mail address",
      { body: emailTokenBody, response: { 200: messageAnswer } },
      limited,
    ),
    async (request) => {
      refuseInDemo(request, "Changing the email address");
      const { token } = parse(emailTokenBody, request.body);
      await confirmEmailChange(ctx, request, token);
      return { message: "Your new email address is confirmed. Other sessions were signed out." };
    },
  );
}

/** Memberships waiting for the user to confirm or decline them. */
function pendingMembershipRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.get(
    "/api/auth/memberships/pending",
    doc("Memberships waiting for confirmation", { response: { 200: z.array(pendingMembershipAnswer) } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      reply.header("cache-control", "no-store");
      return listPendingMemberships(ctx, auth.user.id);
    },
  );

  app.post(
    "/api/auth/memberships/:organizationId/confirm",
    doc("Confirm a pending membership", { params: organizationIdParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { organizationId } = parse(organizationIdParams, request.params);
      await confirmMembership(ctx, auth.user.id, organizationId);
      return { message: "Membership confirmed." };
    },
  );

  app.post(
    "/api/auth/memberships/:organizationId/decline",
    doc("Decline a pending membership", { params: organizationIdParams, response: { 200: messageAnswer } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { organizationId } = parse(organizationIdParams, request.params);
      const next = await declineMembership(ctx, auth, organizationId);
      if (next) await signIn(ctx, request, reply, auth.user.id, next);
      return { message: "You left that organization." };
    },
  );
}

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  emailVerificationRoutes(app);
  pendingMembershipRoutes(app);
}
