// The optional language model, against a fake OpenAI-compatible endpoint on 127.0.0.1.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPortfolio } from "../accounting/seed";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import {
  type AiConfig,
  aiConfigFromEnv,
  amountsIn,
  checkAnswer,
  type RewriteContext,
  rewriteAnswer,
} from "./ai";
import { aiSearch, aiSearchTraced } from "./service";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";

type Mode = "echo-first-amount" | "invent" | "slow" | "error" | "garbage" | "no-content" | "plain";
let mode: Mode = "plain";
let server: Server;
let baseUrl: string;
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

const reply = (content: string) => JSON.stringify({ choices: [{ message: { role: "assistant", content } }] });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ url: req.url ?? "", auth: req.headers.authorization, body });
    const messages = body.messages as { role: string; content: string }[];
    const data = JSON.parse(messages[1]!.content) as {
      computed_answer: string;
      transactions: { amount: string }[];
    };
    res.setHeader("content-type", "application/json");
    if (mode === "slow") {
      setTimeout(() => res.end(reply("too late")), 1500);
      return;
    }
    if (mode === "error") {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: "boom" }));
      return;
    }
    if (mode === "garbage") {
      res.end("{not json");
      return;
    }
    if (mode === "no-content") {
      res.end(JSON.stringify({ choices: [] }));
      return;
    }
    if (mode === "invent") {
      res.end(reply("You spent $123,456.78 on repairs, mostly on the roof."));
      return;
    }
    if (mode === "echo-first-amount") {
      res.end(reply(`Rewritten: the first item was $${data.transactions[0]?.amount ?? "0.00"}.`));
      return;
    }
    res.end(reply("Here is what I found in your books."));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeSearchTestDatabase();
});

const CTX: RewriteContext = {
  query: "repairs in 2025",
  computed: "You spent $1,234.56 on repairs in 2025 across 2 transactions; the largest was $1,000.00.",
  rows: [
    {
      description: "Roof patch",
      type: "expense",
      amount: -1000,
      date: "2025-03-01",
      property: "Oak Street Duplex",
    },
    { description: "Lock change", type: "expense", amount: -234.56, date: "2025-04-01", property: null },
  ],
  properties: [{ name: "Oak Street Duplex", address: "1 Oak Street" }],
  totals: [{ type: "expense", count: 2, total: 1234.56 }],
  largest: 1000,
};

const config = (extra: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl,
  model: "fake-model",
  timeoutMs: 500,
  ...extra,
});

describe("amount checks", () => {
  it("reads money-looking numbers, not dates, counts or percentages", () => {
    expect(amountsIn("$1,234.56 and 300 dollars and 2 items on 2025-03-01, 10.5% and 1,000")).toEqual([
      123456, 30000, 100000,
    ]);
  });
  it("accepts amounts from the rows and totals, rejects others", () => {
    expect(checkAnswer("The roof patch cost $1,000.00 of $1,234.56 in total.", CTX)).toBeNull();
    expect(checkAnswer("Lock change: $234.56.", CTX)).toBeNull();
    expect(checkAnswer("You spent $1,500.00.", CTX)).toMatch(/invented amount 1500.00/);
    expect(checkAnswer("   ", CTX)).toBe("empty answer");
  });
});

describe("rewriteAnswer against a fake endpoint", () => {
  it("posts to /v1/chat/completions with the model, the rows and the key", async () => {
    mode = "plain";
    requests.length = 0;
    const text = await rewriteAnswer(config({ apiKey: "sk-test", baseUrl: `${baseUrl}/v1/` }), CTX);
    expect(text).toBe("Here is what I found in your books.");
    expect(requests[0]!.url).toBe("/v1/chat/completions");
    expect(requests[0]!.auth).toBe("Bearer sk-test");
    expect(requests[0]!.body.model).toBe("fake-model");
    const user = (requests[0]!.body.messages as { content: string }[])[1]!.content;
    expect(user).toContain("Roof patch");
    expect(user).toContain("1000.00");
  });

  it.each([
    ["invent", /invented amount/],
    ["slow", /timeout/],
    ["error", /HTTP 500/],
    ["garbage", /JSON|Unexpected|token/i],
    ["no-content", /no content/],
  ] as const)("%s → null (computed answer kept)", async (m, reason) => {
    mode = m;
    const reasons: string[] = [];
    const t = Date.now();
    expect(await rewriteAnswer(config({ onFallback: (r) => reasons.push(r) }), CTX)).toBeNull();
    expect(reasons[0]).toMatch(reason);
    expect(Date.now() - t).toBeLessThan(1400);
  });

  it("an unreachable endpoint → null", async () => {
    expect(await rewriteAnswer(config({ baseUrl: "http://127.0.0.1:9" }), CTX)).toBeNull();
  });

  it("is configured from AI_BASE_URL and AI_MODEL only when both are set; 5 s default timeout", () => {
    expect(aiConfigFromEnv({})).toBeNull();
    expect(aiConfigFromEnv({ AI_BASE_URL: "http://x" })).toBeNull();
    expect(aiConfigFromEnv({ AI_BASE_URL: "http://x", AI_MODEL: "m", AI_API_KEY: "k" })).toEqual({
      baseUrl: "http://x",
      model: "m",
      apiKey: "k",
    });
  });
});

describe("aiSearch with a model", () => {
  let db: Db;
  let org: string;
  const NOW = new Date("2026-01-15T12:00:00Z");

  beforeAll(async () => {
    db = (await searchTestDatabase()).db;
    org = randomUUID();
    await db.insert(organizations).values({ id: org, name: "AI", createdAt: NOW });
    await seedPortfolio(db, org, { seed: 5, properties: 4, years: 1, endDate: "2026-01-15", now: NOW });
  }, 120_000);

  it("uses the model's answer when it only quotes the rows", async () => {
    mode = "echo-first-amount";
    const withModel = await aiSearchTraced(db, {
      organizationId: org,
      query: "repairs in 2025",
      now: NOW,
      ai: config(),
    });
    const first = withModel.answer.internalData.transactions[0]!;
    expect(withModel.trace.usedModel).toBe(true);
    expect(withModel.answer.response).toBe(
      `Rewritten: the first item was $${Math.abs(first.amount).toFixed(2)}.`,
    );
  });

  it("keeps the computed answer when the model invents a number, fails or is slow", async () => {
    const plain = await aiSearch(db, { organizationId: org, query: "repairs in 2025", now: NOW });
    for (const m of ["invent", "error", "slow"] as const) {
      mode = m;
      const r = await aiSearchTraced(db, {
        organizationId: org,
        query: "repairs in 2025",
        now: NOW,
        ai: config(),
      });
      expect(r.trace.usedModel, m).toBe(false);
      expect(r.answer).toEqual(plain);
    }
  });

  it("is not asked when nothing was found", async () => {
    mode = "plain";
    requests.length = 0;
    const r = await aiSearch(db, { organizationId: org, query: "bitcoin", now: NOW, ai: config() });
    expect(requests).toHaveLength(0);
    expect(r.response).toMatch(/^Nothing/);
  });
});
