import type { FastifyInstance } from "fastify";
import { refuseInDemo, requireAdmin } from "../auth/guards";
import { getAuth } from "../auth/session";
import { parse } from "../http/errors";
import { acceptInvitationBody, createInvitationBody, invitationIdParams, tokenParams } from "./schemas";
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from "./service";

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get("/api/invitations", async (request) => {
    const auth = await requireAdmin(request);
    return listInvitations(ctx, auth.organizationId);
  });

  app.post("/api/invitations", async (request, reply) => {
    const auth = await requireAdmin(request);
    refuseInDemo(request, "Inviting people");
    const body = parse(createInvitationBody, request.body);
    return reply.code(201).send(await createInvitation(ctx, auth, body.email, body.role));
  });

  app.delete("/api/invitations/:token", async (request) => {
    const auth = await requireAdmin(request);
    const { id } = parse(invitationIdParams, { id: (request.params as { token?: string }).token });
    await revokeInvitation(ctx, auth, id);
    return { message: "Invitation revoked" };
  });

  // Public: the invite page shows who invited whom before asking for a password.
  app.get("/api/invitations/:token", async (request, reply) => {
    const { token } = parse(tokenParams, request.params);
    reply.header("cache-control", "no-store");
    return previewInvitation(ctx, token, await getAuth(request));
  });

  app.post(
    "/api/invitations/:token/accept",
    { config: { rateLimit: ctx.ipRateLimit } },
    async (request, reply) => {
      refuseInDemo(request, "Accepting invitations");
      const { token } = parse(tokenParams, request.params);
      const body = parse(acceptInvitationBody, request.body);
      return acceptInvitation(ctx, request, reply, token, body);
    },
  );
}
