// POST /api/search/ai-search {query} → the AI search answer (shared/search.ts) for the signed-in
// user's organization.
// Queries are trimmed and bounded; each user gets a sliding window of searches (429 above it).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { aiSearchAnswer } from "../../shared/search";
import { requireAuth } from "../auth/session";
import { Throttle } from "../auth/throttle";
import { MINUTE } from "../clock";
import { HttpError, parse } from "../http/errors";
import { apiDoc } from "../http/openapi";
import { type AiConfig, aiConfigFromEnv } from "./ai";
import { MAX_QUERY_LENGTH } from "./pipeline/understand";
import { aiSearch } from "./service";

const doc = apiDoc("Search");

export const QUERY_REQUIRED = "Enter something to search for";
export const QUERY_TOO_LONG = `Search queries can be at most ${MAX_QUERY_LENGTH} characters`;
export const RATE_LIMITED = "Too many searches. Please wait a minute and try again.";

const aiSearchBody = z.object({
  query: z
    .string({ error: QUERY_REQUIRED })
    .transform((q) => q.trim())
    .pipe(z.string().min(1, QUERY_REQUIRED).max(MAX_QUERY_LENGTH, QUERY_TOO_LONG)),
});

export interface SearchRoutesOptions {
  /** OpenAI-compatible rewrite; default from AI_BASE_URL / AI_MODEL, null disables. */
  ai?: AiConfig | null;
  /** Searches per user per window; default 30 per minute. */
  rateLimit?: { max: number; windowMs: number };
}

export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions = {}): Promise<void> {
  const ctx = app.ctx;
  const ai = options.ai === undefined ? aiConfigFromEnv() : options.ai;
  const throttle = new Throttle(
    ctx.clock,
    options.rateLimit?.max ?? 30,
    options.rateLimit?.windowMs ?? MINUTE,
  );
  if (ai) {
    ai.onFallback ??= (reason) => app.log.warn({ reason }, "AI search: model answer not used");
  }

  app.post(
    "/api/search/ai-search",
    doc("Answer a search question", { body: aiSearchBody, response: { 200: aiSearchAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { query } = parse(aiSearchBody, request.body);
      const key = auth.user.id;
      if (throttle.isBlocked(key)) throw new HttpError(429, RATE_LIMITED);
      throttle.hit(key);
      return aiSearch(ctx.db, { organizationId: auth.organizationId, query, now: ctx.clock.now(), ai });
    },
  );
}
