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
