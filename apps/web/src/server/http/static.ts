import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client (apps/web/dist/client): hashed files under /assets/ are cached for a year,
 * everything else is revalidated; unknown non-API GETs get index.html so client routes work on reload.
 */
export async function registerClient(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    index: ["index.html"],
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join("/");
      res.setHeader(
        "cache-control",
        rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/*", (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    // A missing asset is a real 404, not the app shell (which would confuse the browser's module loader).
    if (url.startsWith("/api/") || url === "/api" || path.extname(url) !== "") {
      return reply.code(404).send({ message: "Not found" });
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
  return true;
}
