import type { FastifyInstance } from "fastify";
import { safeNext } from "../../shared/next-path";
import { CURRENT_USER_READ } from "../../shared/route-assets";

/** The pages that only make sense signed out: a signed-in visitor has nothing to do there. */
const GUEST_PAGES = new Set(["/", "/app", "/login", "/signup"]);

/**
 * For a visitor whose session the API accepts, opening a sign-in page: where to send them instead (`next`,
 * else the dashboard). Null for everyone else. The session is checked by the app's own route, so a stale
 * cookie gets the login form rather than a redirect loop.
 */
export async function signedInDestination(
  app: FastifyInstance,
  url: string,
  search: string,
  cookie: string | undefined,
): Promise<string | null> {
  const page = url.toLowerCase().replace(/\/+$/, "") || "/";
  if (!cookie || !GUEST_PAGES.has(page)) return null;
  const answer = await app.inject({ method: "GET", url: CURRENT_USER_READ, headers: { cookie } });
  if (answer.statusCode !== 200) return null;
  // A Location header carries ASCII only: anything else in the path is percent-encoded.
  return safeNext(new URLSearchParams(search).get("next")).replace(/[^\x20-\x7e]/gu, (c) =>
    encodeURIComponent(c),
  );
}
