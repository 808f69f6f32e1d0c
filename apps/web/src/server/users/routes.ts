import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../auth/guards";
import { parse } from "../http/errors";
import { updateMemberBody, userIdParams } from "./schemas";
import { changeRole, listMembers, removeMember } from "./service";

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get("/api/users", async (request) => {
    const auth = await requireAdmin(request);
    return listMembers(ctx, auth.organizationId);
  });

  app.patch("/api/users/:id", async (request) => {
    const auth = await requireAdmin(request);
    const { id } = parse(userIdParams, request.params);
    const { role } = parse(updateMemberBody, request.body);
    return changeRole(ctx, auth, id, role);
  });

  app.delete("/api/users/:id", async (request) => {
    const auth = await requireAdmin(request);
    const { id } = parse(userIdParams, request.params);
    await removeMember(ctx, auth, id);
    return { message: "Member removed" };
  });
}
