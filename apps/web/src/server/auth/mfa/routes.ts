import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { currentUserAnswer } from "../../../shared/api";
import {
  type MfaRecoveryCodes,
  mfaEnableBody,
  mfaProofBody,
  mfaRecoveryCodesAnswer,
  mfaSetupAnswer,
  mfaStatusAnswer,
  mfaVerifyBody,
  type OrganizationSecurity,
  organizationSecurityAnswer,
  organizationSecurityBody,
} from "../../../shared/mfa";
import { organizations } from "../../db/schema";
import { badRequest, parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import { refuseInDemo, requireAdmin } from "../guards";
import { requireAuth } from "../session";
import { completeChallenge } from "./challenge";
import { disable, enable, mfaEnabled, mfaStatus, regenerateRecoveryCodes, startSetup } from "./setup";

const doc = apiDoc("Two-factor");

/** The signed-in user's own second factor: set up, turned on, its recovery codes, turned off. */
function ownTwoFactorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.get(
    "/api/auth/mfa",
    doc("Two-factor status", { response: { 200: mfaStatusAnswer } }),
    async (request) => mfaStatus(ctx, await requireAuth(request)),
  );

  app.post(
    "/api/auth/mfa/setup",
    doc("Start two-factor set-up", { response: { 200: mfaSetupAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      refuseInDemo(request, "Two-factor authentication");
      return startSetup(ctx, auth);
    },
  );

  app.post(
    "/api/auth/mfa/enable",
    doc("Turn two-factor on", { body: mfaEnableBody, response: { 200: mfaRecoveryCodesAnswer } }),
    async (request): Promise<MfaRecoveryCodes> => {
      const auth = await requireAuth(request);
      refuseInDemo(request, "Two-factor authentication");
      const { code } = parse(mfaEnableBody, request.body);
      return { recoveryCodes: await enable(ctx, auth, code) };
    },
  );

  app.post(
    "/api/auth/mfa/recovery-codes",
    doc("Replace the recovery codes", { body: mfaProofBody, response: { 200: mfaRecoveryCodesAnswer } }),
    async (request): Promise<MfaRecoveryCodes> => {
      const auth = await requireAuth(request);
      const proof = parse(mfaProofBody, request.body);
      return { recoveryCodes: await regenerateRecoveryCodes(ctx, auth, proof) };
    },
  );

  app.post(
    "/api/auth/mfa/disable",
    doc("Turn two-factor off", { body: mfaProofBody, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const proof = parse(mfaProofBody, request.body);
      await disable(ctx, auth, proof);
      return { message: "Two-factor authentication is off" };
    },
  );
}

/** Signing in with the second factor. */
function twoFactorSignInRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const limited = { config: { rateLimit: ctx.ipRateLimit } };

  // The login's second step: no session yet, only the pending challenge's cookie.
  app.post(
    "/api/auth/mfa/verify",
    doc(
      "Finish a two-factor sign-in",
      { body: mfaVerifyBody, response: { 200: currentUserAnswer } },
      limited,
    ),
    async (request, reply) => {
      const { code } = parse(mfaVerifyBody, request.body);
      return completeChallenge(ctx, request, reply, code);
    },
  );
}

/** Whether the organization requires two-factor of its members (admins only). */
function organizationSecurityRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.get(
    "/api/organization/security",
    doc("Organization security settings", { response: { 200: organizationSecurityAnswer } }),
    async (request): Promise<OrganizationSecurity> => {
      const auth = await requireAdmin(request);
      const [org] = await ctx.db
        .select({ requireTwoFactor: organizations.requireTwoFactor })
        .from(organizations)
        .where(eq(organizations.id, auth.organizationId));
      return { requireTwoFactor: org?.requireTwoFactor ?? false };
    },
  );

  app.patch(
    "/api/organization/security",
    doc("Change organization security settings", {
      body: organizationSecurityBody,
      response: { 200: organizationSecurityAnswer },
    }),
    async (request): Promise<OrganizationSecurity> => {
      const auth = await requireAdmin(request);
      refuseInDemo(request, "Changing the organization's security settings");
      const { requireTwoFactor } = parse(organizationSecurityBody, request.body);
      // An admin who could not pass the requirement would be sent to set-up by their own switch.
      if (requireTwoFactor && !(await mfaEnabled(ctx.db, auth.user.id)))
        throw badRequest("Turn on two-factor authentication for your own account first");
      await ctx.db
        .update(organizations)
        .set({ requireTwoFactor })
        .where(eq(organizations.id, auth.organizationId));
      return { requireTwoFactor };
    },
  );
}

export async function mfaRoutes(app: FastifyInstance): Promise<void> {
  ownTwoFactorRoutes(app);
  twoFactorSignInRoutes(app);
  organizationSecurityRoutes(app);
}
