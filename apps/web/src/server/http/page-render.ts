import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CURRENT_USER_READ } from "../../shared/route-assets";

/** The client's server-side render bundle (src/client/prerender.tsx, built into .vite/ssr). */
interface RenderBundle {
  renderPageWithData(path: string, queries: [string, unknown][]): Promise<string | null>;
}

export interface RenderedPage {
  /** The page inside its frame, for #root. */
  html: string;
  /** The answers it was drawn with, as JSON safe inside a <script> element, for the client's query cache. */
  queries: string;
}

/**
 * Renders a signed-in page that has first reads (PAGE_DATA) with their answers, so its content is in the HTML.
 * The answers come from the app's own routes (`inject` with the visitor's cookies): the same authentication,
 * validation and organisation scoping as the API, no second code path to keep in step. Any failure (no
 * session, a 4xx, a render error) returns null and the caller sends the plain frame instead.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<
  ((url: string, data: readonly string[], request: FastifyRequest) => Promise<RenderedPage | null>) | null
> {
  const file = path.join(clientDir, ".vite/ssr/prerender.js");
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as RenderBundle;
  return async (url, data, request) => {
    if (!data.length) return null;
    try {
      const cookie = request.headers.cookie;
      if (!cookie) return null;
      const queries: [string, unknown][] = [];
      for (const read of [CURRENT_USER_READ, ...data]) {
        const answer = await app.inject({ method: "GET", url: read, headers: { cookie } });
        if (answer.statusCode !== 200) return null;
        queries.push([read, answer.json()]);
      }
      const html = await bundle.renderPageWithData(url, queries);
      if (!html) return null;
      return { html, queries: JSON.stringify(queries).replaceAll("<", "\\u003c") };
    } catch (error) {
      request.log.warn({ err: error, url }, "server-side page render failed; sending the frame");
      return null;
    }
  };
}
