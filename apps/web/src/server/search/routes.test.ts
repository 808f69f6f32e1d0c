// POST /api/search/ai-search through a real Fastify app: session, validation, rate limit, tenancy.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiSearchResponse } from "../../shared/search";
import { seedPortfolio } from "../accounting/seed";
import { buildApp } from "../app";
import { TEST_SCRYPT } from "../auth/passwords";
import { FakeClock, MINUTE } from "../clock";
import type { Database } from "../db/client";
import { Browser, TEST_SECRET } from "../test/helpers";
import { QUERY_REQUIRED, QUERY_TOO_LONG, RATE_LIMITED } from "./routes";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";

const URL = "/api/search/ai-search";
let database: Database;
let app: FastifyInstance;
let clock: FakeClock;

beforeAll(async () => {
  database = await searchTestDatabase();
  clock = new FakeClock(new Date("2026-01-15T12:00:00Z"));
  app = await buildApp({
    database,
    keepDatabaseOpen: true,
    sessionSecret: TEST_SECRET,
    scrypt: TEST_SCRYPT,
    clock,
    clientDir: null,
    ipRateLimit: { max: 10_000, timeWindow: 60_000 },
    searchRateLimit: { max: 5, windowMs: MINUTE },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await closeSearchTestDatabase();
});

async function landlord(seed?: number) {
  const browser = new Browser(app);
  const user = await browser.signup();
  if (seed !== undefined) {
    await seedPortfolio(database.db, user.organizationId, {
      seed,
      properties: 5,
      years: 1,
      endDate: "2026-01-15",
      now: clock.now(),
    });
  }
  return { browser, user };
}

describe("POST /api/search/ai-search", () => {
  it("answers in the spec's shape for the signed-in user's organization", async () => {
    const { browser } = await landlord(3);
    const res = await browser.post(URL, { query: "  rent received this year  " });
    expect(res.statusCode).toBe(200);
    const body = res.json<AiSearchResponse>();
    expect(body.query).toBe("rent received this year");
    expect(body.response).toMatch(/^You received \$[\d,]+\.\d{2} in rent in 2026/);
    expect(body.internalData.transactions.length).toBeGreaterThan(0);
    expect(Array.isArray(body.suggestions)).toBe(true);
    expect(body.results[0]).toMatchObject({ type: "internal", source: "Transactions" });
  });

  it("401 when signed out", async () => {
    const res = await new Browser(app).post(URL, { query: "rent" });
    expect(res.statusCode).toBe(401);
  });

  it("400 with a message for an empty, blank, missing or too long query", async () => {
    const { browser } = await landlord();
    for (const body of [{ query: "" }, { query: "   " }, {}, { query: 42 }]) {
      const res = await browser.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(QUERY_REQUIRED);
    }
    const long = await browser.post(URL, { query: "a".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain(QUERY_TOO_LONG);
    const okLong = await browser.post(URL, { query: `${"a ".repeat(240)}rent` });
    expect(okLong.statusCode).toBe(200);
  });

  it("rate-limits per user (429 with a message), and lets them back after the window", async () => {
    const a = await landlord();
    const b = await landlord();
    for (let i = 0; i < 5; i++)
      expect((await a.browser.post(URL, { query: `rent ${i}` })).statusCode).toBe(200);
    const limited = await a.browser.post(URL, { query: "rent" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(RATE_LIMITED);
    // Another user is not affected.
    expect((await b.browser.post(URL, { query: "rent" })).statusCode).toBe(200);
    clock.advance(MINUTE + 1);
    expect((await a.browser.post(URL, { query: "rent" })).statusCode).toBe(200);
  });

  it("never shows another organization's data", async () => {
    const a = await landlord(9);
    const b = await landlord(9);
    const ra = (await a.browser.post(URL, { query: "expenses in 2025" })).json<AiSearchResponse>();
    const rb = (await b.browser.post(URL, { query: "expenses in 2025" })).json<AiSearchResponse>();
    expect(ra.response).toBe(rb.response);
    const idsA = new Set(ra.internalData.transactions.map((t) => (t as { id?: string }).id));
    expect(rb.internalData.transactions.some((t) => idsA.has((t as { id?: string }).id))).toBe(false);
    const empty = await landlord();
    const re = (await empty.browser.post(URL, { query: "expenses in 2025" })).json<AiSearchResponse>();
    expect(re.internalData.transactions).toEqual([]);
  });

  it("needs the CSRF token like every POST", async () => {
    const { browser } = await landlord();
    const res = await browser.post(URL, { query: "rent" }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
