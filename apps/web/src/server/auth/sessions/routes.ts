import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sessionAnswer, sessionIdParams } from "../../../shared/account";
import { parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import { clearSessionCookie, requireAuth } from "../session";
import { listSessions, revokeOtherSessions, revokeSession } from "./service";

const doc = apiDoc("Account");

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(
    "/api/auth/sessions",
    doc("The account's signed-in sessions", { response: { 200: z.array(sessionAnswer) } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      reply.header("cache-control", "no-store");
      return listSessions(ctx, auth);
    },
  );

  app.post(
    "/api/auth/sessions/sign-out-others",
    doc("End every other session", { response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const count = await revokeOtherSessions(ctx, auth);
      return {
        message: count === 1 ? "1 other session was signed out." : `${count} other sessions were signed out.`,
      };
    },
  );

  app.delete(
    "/api/auth/sessions/:id",
    doc("End one session", { params: sessionIdParams, response: { 200: messageAnswer } }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { id } = parse(sessionIdParams, request.params);
      const { current } = await revokeSession(ctx, auth, id);
      if (current) clearSessionCookie(request, reply);
      return { message: "Session signed out." };
    },
  );
}
