import { z } from "zod";
import { actionUrl, notificationTypeSchema } from "../../shared/api";

export const idParams = z.object({ id: z.uuid("Invalid notification id") });

export const notifyInput = z.object({
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  type: notificationTypeSchema.default("info"),
  actionUrl: actionUrl.nullish(),
  actionText: z.string().trim().min(1).max(60).nullish(),
});
export type NotifyInput = z.input<typeof notifyInput>;

/** Serialised with fast-json-stringify: the list is the most polled answer of the app. */
export const notificationJsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    title: { type: "string" },
    message: { type: "string" },
    type: { type: "string" },
    isRead: { type: "boolean" },
    createdAt: { type: "string" },
    actionUrl: { type: ["string", "null"] },
    actionText: { type: ["string", "null"] },
  },
  required: ["id", "title", "message", "type", "isRead", "createdAt", "actionUrl", "actionText"],
} as const;
