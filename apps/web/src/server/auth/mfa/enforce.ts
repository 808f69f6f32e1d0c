import type { FastifyInstance } from "fastify";
import { forbidden } from "../../http/errors";
import { getAuth, sessionToken } from "../session";

const SETUP_REQUIRED = "Your organization requires two-factor authentication. Set it up to continue.";

/**
 * What a member whose organization requires two-factor may still do before setting it up: who am I,
 * the CSRF token, signing out, and the set-up itself. Decided on the matched route, never the raw URL.
 */
const ALLOWED = new Set([
  "GET /api/auth/user",
  "GET /api/csrf-token",
  "POST /api/auth/logout",
  "GET /api/logout",
  "GET /api/auth/mfa",
  "POST /api/auth/mfa/setup",
  "POST /api/auth/mfa/enable",
]);

export function registerTwoFactorEnforcement(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/") || ALLOWED.has(`${request.method} ${route}`)) return;
    // Without a session cookie there is nothing to enforce (the demo caller never needs two-factor).
    if (!sessionToken(request)) return;
    const auth = await getAuth(request);
    if (auth?.twoFactorSetupRequired) throw forbidden(SETUP_REQUIRED);
  });
}
