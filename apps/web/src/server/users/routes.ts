import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../auth/guards";
import { parse } from "../http/errors";
import { updateMemberBody, userIdParams } from "./schemas";
import { changeRole, listMembers, removeMember, signOutEveryone, signOutMember } from "./service";

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

  app.post("/api/users/sign-out-everyone", async (request) => {
    const auth = await requireAdmin(request);
    const ended = await signOutEveryone(ctx, auth);
    return { message: "Everyone else in the organization is signed out", ended };
  });

  app.post("/api/users/:id/sign-out", async (request) => {
    const auth = await requireAdmin(request);
    const { id } = parse(userIdParams, request.params);
    await signOutMember(ctx, auth, id);
    return { message: "Member signed out" };
  });

  app.delete("/api/users/:id", async (request) => {
    const auth = await requireAdmin(request);
    const { id } = parse(userIdParams, request.params);
    await removeMember(ctx, auth, id);
    return { message: "Member removed" };
  });
}
