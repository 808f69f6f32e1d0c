import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { csrfTokenMatches, getAuth, preSessionSecret } from "../auth/session";
import { forbidden } from "./errors";
import { registerInputGuard } from "./input-guard";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CSRF_MESSAGE = "Invalid CSRF token";

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** A browser tells us where a request comes from; anything but our own origin is refused. */
function isForeignOrigin(request: FastifyRequest, allowed: string[]): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const header = request.headers.origin ?? request.headers.referer;
  if (!header) return false; // non-browser clients: the token alone decides
  const origin = originOf(header);
  if (!origin) return true; // includes Origin: null (sandboxed frames, file://)
  const own = originOf(`${request.protocol}://${request.host}`);
  return origin !== own && !allowed.includes(origin);
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        // Profile pictures and the e-mail-derived avatars are external images.
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerInputGuard(app);

  // Whatever a signed-in caller is told is theirs alone: no browser or proxy cache may keep it.
  app.addHook("onSend", async (request, reply) => {
    if (request.authCache && (await request.authCache)) reply.header("cache-control", "no-store");
  });

  // CSRF: every mutation needs our origin (when the browser says one) and the token bound to the
  // session, or before login to the pre-session cookie, so login and signup are covered too. Decided
  // on the method alone, never on the URL: the router decodes paths (`/%61pi/...` reaches `/api/...`),
  // so any test of the raw URL can be dodged, and no route outside /api takes a mutation anyway.
  app.addHook("onRequest", async (request) => {
    if (!MUTATING.has(request.method)) return;
    if (isForeignOrigin(request, request.server.ctx.allowedOrigins)) throw forbidden(CSRF_MESSAGE);
    const token = request.headers["x-csrf-token"];
    if (typeof token !== "string" || token.length === 0 || token.length > 128) throw forbidden(CSRF_MESSAGE);
    const auth = await getAuth(request);
    const secret = auth?.sessionIdHash ? auth.csrfSecret : preSessionSecret(request);
    if (!secret || !csrfTokenMatches(request.server.ctx, secret, token)) throw forbidden(CSRF_MESSAGE);
  });
}
