import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { currentUserAnswer, invitationAnswer, invitationPreviewAnswer } from "../../shared/api";
import { refuseInDemo, requireAdmin } from "../auth/guards";
import { getAuth } from "../auth/session";
import { parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { acceptInvitationBody, createInvitationBody, invitationIdParams, tokenParams } from "./schemas";
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from "./service";

const doc = apiDoc("Invitations");

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(
    "/api/invitations",
    doc("List pending invitations", { response: { 200: z.array(invitationAnswer) } }),
    async (request) => {
      const auth = await requireAdmin(request);
      return listInvitations(ctx, auth.organizationId);
    },
  );

  app.post(
    "/api/invitations",
    doc("Invite someone", {
      body: createInvitationBody,
      response: { 201: invitationAnswer.extend({ inviteUrl: z.string() }) },
    }),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      refuseInDemo(request, "Inviting people");
      const body = parse(createInvitationBody, request.body);
      return reply.code(201).send(await createInvitation(ctx, auth, body.email, body.role));
    },
  );

  app.delete(
    "/api/invitations/:token",
    doc("Revoke an invitation", { params: tokenParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { id } = parse(invitationIdParams, { id: (request.params as { token?: string }).token });
      await revokeInvitation(ctx, auth, id);
      return { message: "Invitation revoked" };
    },
  );

  // Public: the invite page shows who invited whom before asking for a password.
  app.get(
    "/api/invitations/:token",
    doc("Look up an invitation", { params: tokenParams, response: { 200: invitationPreviewAnswer } }),
    async (request, reply) => {
      const { token } = parse(tokenParams, request.params);
      reply.header("cache-control", "no-store");
      return previewInvitation(ctx, token, await getAuth(request));
    },
  );

  app.post(
    "/api/invitations/:token/accept",
    doc(
      "Accept an invitation",
      { params: tokenParams, body: acceptInvitationBody, response: { 200: currentUserAnswer } },
      { config: { rateLimit: ctx.ipRateLimit } },
    ),
    async (request, reply) => {
      refuseInDemo(request, "Accepting invitations");
      const { token } = parse(tokenParams, request.params);
      const body = parse(acceptInvitationBody, request.body);
      return acceptInvitation(ctx, request, reply, token, body);
    },
  );
}
