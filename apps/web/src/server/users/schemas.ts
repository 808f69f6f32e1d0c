import { z } from "zod";

export { updateMemberBody } from "../../shared/api";
export const userIdParams = z.object({ id: z.uuid("Invalid user id") });
