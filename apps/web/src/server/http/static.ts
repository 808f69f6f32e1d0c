import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sessionToken } from "../auth/session";
import { signedInDestination } from "./guest-redirect";
import { loadPageRenderer } from "./page-render";
import { deferScriptsUntilPainted, loadPrerendered, loadRouteHints } from "./route-assets";

/**
 * Serves the built client (apps/web/dist/client): hashed files under /assets/ are cached for a year,
 * everything else is revalidated; non-API GETs get index.html so client routes work on reload (404 where the
 * client has no route, so it shows its not-found page), with
 * the route's chunks (and, signed in, its first API reads) announced in the head so they load in parallel.
 */
export async function registerClient(app: FastifyInstance, root: string): Promise<boolean> {
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) return false;
  const [head, body] = splitAt(readFileSync(indexFile, "utf8"), "</head>");
  const [beforeRoot, afterRoot] = splitAt(body, ROOT_ELEMENT);
  const { hintsFor, dataFor, isRoute, afterPaint } = loadRouteHints(root);
  // A page the HTML already shows does not need its scripts to paint: they start after the first frame.
  const painted = (hints: string) => deferScriptsUntilPainted(head + hints, afterPaint);
  const prerenderedFor = loadPrerendered(root);
  const renderPage = await loadPageRenderer(app, root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    // "/" goes through the handler below like every page (a signed-in visitor is sent on from there).
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join("/");
      res.setHeader(
        "cache-control",
        rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/*", async (request, reply) => {
    const [url = "/", search = ""] = request.url.split("?", 2);
    // A missing asset is a real 404, not the app shell (which would confuse the browser's module loader).
    if (url.startsWith("/api/") || url === "/api" || path.extname(url) !== "") {
      return reply.code(404).send({ message: "Not found" });
    }
    // Only a hint: a stale or forged cookie just costs one 401 the client would have got anyway.
    const signedIn = !!sessionToken(request);
    // What is sent depends on the session cookie (frames, preloads, the rendered page): caches must key on it.
    reply.header("cache-control", "no-cache").header("vary", "Cookie").type("text/html; charset=utf-8");
    const destination = signedIn ? await signedInDestination(app, url, search, request.headers.cookie) : null;
    if (destination) return reply.redirect(destination, 302);
    // No client route: the app still loads (it shows its not-found page), but the status says so too.
    if (!isRoute(url)) reply.code(404);
    const rendered = signedIn && renderPage ? await renderPage(url, dataFor(url), request) : null;
    if (rendered) {
      // The visitor's own figures: never stored, and the data preloads are not needed (the answers are inline).
      reply.header("cache-control", "no-store");
      return reply.send(
        `${painted(hintsFor(url, false))}</head>${beforeRoot}<div id="root">${rendered.html}</div><script type="application/json" id="page-queries">${rendered.queries}</script>${afterRoot}`,
      );
    }
    const page = prerenderedFor(url, signedIn, search);
    // Without HTML content the scripts are what paints: they load at once, at the default priority.
    const hints = hintsFor(url, signedIn);
    return reply.send(
      page
        ? `${painted(hints)}</head>${beforeRoot}<div id="root">${page}</div>${afterRoot}`
        : `${head}${hints}</head>${beforeRoot}<div id="root"></div>${afterRoot}`,
    );
  });
  return true;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function splitAt(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [html.slice(0, at), html.slice(at + marker.length)];
}
