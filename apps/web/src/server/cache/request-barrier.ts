import type { FastifyInstance } from "fastify";
import { cacheBarrier } from "./index";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET route that writes cached rows (e.g. a logout link) asks for the barrier too. */
    writesCachedRows?: boolean;
  }
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Read-your-writes across instances: the answer to a mutating request is sent only after the cache
 * barrier, so whatever the client asks next, of any instance, no cache serves what the request changed.
 * One barrier per request (not per statement); reads never wait.
 */
export function registerCacheBarrier(app: FastifyInstance): void {
  app.addHook("onSend", async (request, _reply, payload) => {
    if (MUTATING.has(request.method) || request.routeOptions.config?.writesCachedRows)
      await cacheBarrier(app.ctx.db);
    return payload;
  });
}
