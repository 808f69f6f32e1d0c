import type { FastifyRequest } from "fastify";
import { isAdminRole } from "../../shared/roles";
import { forbidden } from "../http/errors";
import { type Auth, requireAuth } from "./session";

/** 401 when signed out, 403 unless admin or super_admin. */
export async function requireAdmin(request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(request);
  if (!isAdminRole(auth.role)) throw forbidden("You do not have permission to do this");
  return auth;
}

/**
 * The public demo shares one account among all visitors: invitations would let a visitor hand out
 * access or send mail from the app, and profile changes would deface the account for everyone.
 */
export function refuseInDemo(request: FastifyRequest, action: string): void {
  if (request.server.ctx.appMode === "demo") {
    throw forbidden(`${action} is not available in the demo. Sign up for your own account to do this.`);
  }
}
