import { z } from "zod";

export { acceptInvitationBody, createInvitationBody } from "../../shared/api";
export const invitationIdParams = z.object({ id: z.uuid("Invalid invitation id") });
export const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Invalid invitation"),
});
