import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { memberAnswer } from "../../shared/api";
import { requireAdmin } from "../auth/guards";
import { parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { updateMemberBody, userIdParams } from "./schemas";
import { changeRole, listMembers, removeMember, signOutEveryone, signOutMember } from "./service";

const doc = apiDoc("Users");

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(
    "/api/users",
    doc("List the organization's members", { response: { 200: z.array(memberAnswer) } }),
    async (request) => {
      const auth = await requireAdmin(request);
      return listMembers(ctx, auth.organizationId);
    },
  );

  app.patch(
    "/api/users/:id",
    doc("Change a member's role or status", {
      params: userIdParams,
      body: updateMemberBody,
      response: { 200: memberAnswer },
    }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { id } = parse(userIdParams, request.params);
      const { role } = parse(updateMemberBody, request.body);
      return changeRole(ctx, auth, id, role);
    },
  );

  app.post(
    "/api/users/sign-out-everyone",
    doc("Sign every other member out", {
      response: { 200: messageAnswer.extend({ ended: z.number().int() }) },
    }),
    async (request) => {
      const auth = await requireAdmin(request);
      const ended = await signOutEveryone(ctx, auth);
      return { message: "Everyone else in the organization is signed out", ended };
    },
  );

  app.post(
    "/api/users/:id/sign-out",
    doc("Sign a member out everywhere", { params: userIdParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { id } = parse(userIdParams, request.params);
      await signOutMember(ctx, auth, id);
      return { message: "Member signed out" };
    },
  );

  app.delete(
    "/api/users/:id",
    doc("Remove a member", { params: userIdParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { id } = parse(userIdParams, request.params);
      await removeMember(ctx, auth, id);
      return { message: "Member removed" };
    },
  );
}
