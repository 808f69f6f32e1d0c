import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../auth/session";
import { notFound, parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { idParams, notificationJsonSchema } from "./schemas";
import { createSamples, loadNotifications, markAllRead, markRead, removeNotification } from "./service";

const doc = apiDoc("Notifications");

const JSON_TYPE = "application/json; charset=utf-8";

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(
    "/api/notifications",
    doc(
      "List notifications",
      {},
      { schema: { response: { 200: { type: "array", items: notificationJsonSchema } } } },
    ),
    async (request, reply) => {
      const auth = await requireAuth(request);
      // The cached JSON was made by this route's fast-json-stringify serializer; a Buffer with a JSON
      // content type is sent as is.
      const { json } = await loadNotifications(ctx, auth.user.id, (list) => String(reply.serialize(list)));
      return reply.type(JSON_TYPE).send(json);
    },
  );

  // Registered before "/:id/read" so "mark-all-read" is never taken for an id.
  app.patch(
    "/api/notifications/mark-all-read",
    doc("Mark every notification read", {
      response: { 200: messageAnswer.extend({ updated: z.number().int() }) },
    }),
    async (request) => {
      const auth = await requireAuth(request);
      const updated = await markAllRead(ctx, auth.user.id);
      return { message: "All notifications marked as read", updated };
    },
  );

  app.post(
    "/api/notifications/create-samples",
    doc("Create sample notifications", {
      response: { 201: messageAnswer.extend({ created: z.number().int() }) },
    }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const created = await createSamples(ctx, auth.user.id);
      return reply.code(201).send({ message: "Sample notifications created", created: created.length });
    },
  );

  app.patch(
    "/api/notifications/:id/read",
    doc("Mark a notification read", { params: idParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParams, request.params);
      if (!(await markRead(ctx, auth.user.id, id))) throw notFound("Notification not found");
      return { message: "Notification marked as read" };
    },
  );

  app.delete(
    "/api/notifications/:id",
    doc("Delete a notification", { params: idParams, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParams, request.params);
      if (!(await removeNotification(ctx, auth.user.id, id))) throw notFound("Notification not found");
      return { message: "Notification deleted" };
    },
  );
}
