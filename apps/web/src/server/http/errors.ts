import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError, type z } from "zod";

/** Thrown by services and routes; becomes `{message}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Validates untrusted input; a failure is a 400 with a readable message, never a 500. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) return reply.code(400).send({ message: zodMessage(error) });
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status
      // but get a plain message without internals.
      let message = error.message;
      if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.name === "SyntaxError")
        message = "Invalid JSON body";
      else if (code === "FST_ERR_CTP_BODY_TOO_LARGE") message = "Request body is too large";
      else if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") message = "Unsupported content type";
      else if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") message = "Invalid JSON body";
      return reply.code(status).send({ message: message || "Bad request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Internal Server Error" });
  });
}

export const conflict = (message: string) => new HttpError(409, message);

/** Whether a database error (either driver, possibly wrapped by drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Whether a database error says another record still points at the row (23503; 23001 for ON DELETE RESTRICT). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return [e?.code, e?.cause?.code].some((code) => code === "23503" || code === "23001");
}

/** Turns a unique violation that raced past a pre-check into the same 409 the pre-check gives. */
export async function conflictOnUniqueViolation<T>(query: Promise<T>, message: string): Promise<T> {
  try {
    return await query;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(message);
    throw e;
  }
}
