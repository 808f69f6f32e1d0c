// Retrieval and answers on a small seeded portfolio, in two organizations with identical data.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (scripts/test-server.mjs).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiSearchResponse } from "../../shared/search";
import { seedPortfolio } from "../accounting/seed";
import { cacheBarrier } from "../cache/index";
import type { Database, Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { DOCUMENTS, SEARCH_SQL_PATH } from "./documents";
import { formatCents } from "./parse-amounts";
import { aiSearch, aiSearchTraced } from "./service";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";
import { INTERNAL_CAP } from "./transactions";

const NOW = new Date("2026-01-15T12:00:00Z");
const SEED = { seed: 11, properties: 10, years: 2, endDate: "2026-01-15", now: NOW };

let database: Database;
let db: Db;
let orgA: string;
let orgB: string;
let street: string; // e.g. "Oak Street": the street of the first property

async function newOrg(d: Db, id: string = randomUUID()): Promise<string> {
  await d.insert(organizations).values({ id, name: `Search ${id.slice(0, 8)}`, createdAt: NOW });
  return id;
}

const one = async <T>(q: ReturnType<typeof sql>): Promise<T> => rowsOf<T>(await db.execute(q))[0]!;
const search = (org: string, query: string) => aiSearch(db, { organizationId: org, query, now: NOW });

beforeAll(async () => {
  database = await searchTestDatabase();
  db = database.db;
  orgA = await newOrg(db);
  orgB = await newOrg(db);
  await seedPortfolio(db, orgA, SEED);
  await seedPortfolio(db, orgB, SEED);
  const first = await one<{ address: string }>(
    sql`select address_line1 as address from properties where organization_id = ${orgA} order by name limit 1`,
  );
  street = first.address.replace(/^\d+\s+/, "");
}, 120_000);

afterAll(async () => {
  await closeSearchTestDatabase();
});

/** Direct SQL: the category lines of `code` in [from, to], optionally at properties on `street`. */
async function categoryTotal(org: string, code: string, from: string, to: string, onStreet?: string) {
  return one<{ n: number; total: number }>(sql`
    select count(distinct jl.transaction_id)::int as n, coalesce(sum(jl.debit_cents + jl.credit_cents), 0)::float8 as total
      from journal_lines jl
      join accounts a on a.id = jl.account_id
      left join properties p on p.id = jl.property_id
     where jl.organization_id = ${org} and a.code = ${code} and jl.line_no > 0
       and jl.date between ${from} and ${to}
       ${onStreet ? sql`and (p.name ilike ${`%${onStreet}%`} or p.address_line1 ilike ${`%${onStreet}%`})` : sql``}`);
}

const internal = (r: AiSearchResponse) => r.results.filter((x) => x.type === "internal");

describe("answers are correct against the data", () => {
  it("category + period: totals equal a direct SQL sum and the answer says them", async () => {
    const r = await aiSearchTraced(db, { organizationId: orgA, query: "repairs in 2025", now: NOW });
    const expected = await categoryTotal(orgA, "5090", "2025-01-01", "2025-12-31");
    expect(expected.n).toBeGreaterThan(0);
    expect(r.trace.totals).toEqual([
      expect.objectContaining({ type: "expense", n: expected.n, total: expected.total }),
    ]);
    expect(r.answer.response).toContain(formatCents(expected.total));
    expect(r.answer.response).toContain(`across ${expected.n.toLocaleString("en-US")} transaction`);
    expect(r.answer.response).toContain("in 2025");
    for (const t of r.answer.internalData.transactions) {
      expect(t.type).toBe("expense");
      expect(t.amount).toBeLessThan(0);
      expect(t.date >= "2025-01-01" && t.date <= "2025-12-31").toBe(true);
      expect(t.category).toBe("Repairs");
    }
  });

  it("property by street + category + year (all properties on the street)", async () => {
    const q = `utilities at ${street} in 2025`;
    const r = await aiSearchTraced(db, { organizationId: orgA, query: q, now: NOW });
    const expected = await categoryTotal(orgA, "5120", "2025-01-01", "2025-12-31", street);
    const onStreet = await one<{ n: number }>(
      sql`select count(*)::int as n from properties where organization_id = ${orgA} and (name ilike ${`%${street}%`} or address_line1 ilike ${`%${street}%`})`,
    );
    expect(r.trace.parsed.properties.length).toBe(onStreet.n);
    expect(r.answer.internalData.properties.length).toBe(onStreet.n);
    expect(r.trace.matched).toBe(expected.n);
    if (expected.n) expect(r.answer.response).toContain(formatCents(expected.total));
    else expect(r.answer.response).toMatch(/No utilities/);
  });

  it("rent received this year: income, sums the rent lines", async () => {
    const r = await aiSearchTraced(db, { organizationId: orgA, query: "rent received this year", now: NOW });
    const expected = await categoryTotal(orgA, "4000", "2026-01-01", "2026-12-31");
    expect(r.trace.parsed.type).toBe("income");
    expect(r.trace.totals[0]).toMatchObject({ type: "income", n: expected.n, total: expected.total });
    expect(r.answer.response).toMatch(/^You received /);
    for (const t of r.answer.internalData.transactions) expect(t.amount).toBeGreaterThan(0);
  });

  it("the trace shows the retrieval plan, and none for a how-to question", async () => {
    const r = await aiSearchTraced(db, { organizationId: orgA, query: "rent received this year", now: NOW });
    const rent = await one<{ id: string }>(
      sql`select id::text from accounts where organization_id = ${orgA} and code = '4000'`,
    );
    expect(r.trace.plan).toMatchObject({ type: "income", from: "2026-01-01", accountIds: [rent.id] });
    const howto = await aiSearchTraced(db, {
      organizationId: orgA,
      query: "how do I export to PDF",
      now: NOW,
    });
    expect(howto.trace.plan).toBeNull();
    expect(howto.trace.matched).toBe(0);
  });

  it("largest expenses in 2025: ordered by amount, the first is the SQL maximum", async () => {
    const r = await search(orgA, "largest expenses in 2025");
    const max = await one<{ cents: number }>(sql`
      select max(amount_cents)::float8 as cents from transactions
       where organization_id = ${orgA} and type = 'expense' and date between '2025-01-01' and '2025-12-31'`);
    const amounts = r.internalData.transactions.map((t) => Math.abs(t.amount));
    expect(amounts[0]).toBe(max.cents / 100);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(r.response).toMatch(/^Your largest expenses in 2025: 1\. /);
  });

  it("caps internalData at 50 and still counts everything", async () => {
    const r = await aiSearchTraced(db, { organizationId: orgA, query: "rent", now: NOW });
    const all = await one<{ n: number }>(sql`
      select count(distinct jl.transaction_id)::int as n from journal_lines jl join accounts a on a.id = jl.account_id
       where jl.organization_id = ${orgA} and a.code = '4000' and jl.line_no > 0`);
    expect(all.n).toBeGreaterThan(INTERNAL_CAP);
    expect(r.answer.internalData.transactions).toHaveLength(INTERNAL_CAP);
    expect(r.trace.matched).toBe(all.n);
    expect(r.answer.response).toContain(all.n.toLocaleString("en-US"));
  });

  it("a tenant by name: their payments and their unit", async () => {
    const t = await one<{ name: string; id: string }>(
      sql`select id, name from tenants where organization_id = ${orgA} order by name limit 1`,
    );
    const r = await search(orgA, t.name);
    const expected = await one<{ n: number }>(
      sql`select count(*)::int as n from transactions where organization_id = ${orgA} and lower(payee) = lower(${t.name})`,
    );
    expect(r.internalData.transactions.length).toBe(Math.min(expected.n, INTERNAL_CAP));
    expect(r.results.some((x) => x.id === `tenant:${t.id}`)).toBe(true);
  });

  it("amount filters apply to the amounts shown", async () => {
    const r = await search(orgA, "expenses over $1,000 in 2025");
    expect(r.internalData.transactions.length).toBeGreaterThan(0);
    for (const t of r.internalData.transactions) expect(Math.abs(t.amount)).toBeGreaterThan(1000);
  });
});

describe("typos, partial words, how-to, nothing", () => {
  it("insurence (typo) is corrected with pg_trgm and answered as insurance", async () => {
    const r = await aiSearchTraced(db, { organizationId: orgA, query: "insurence", now: NOW });
    expect(r.trace.corrected).toBe("insurance");
    expect(r.answer.response).toMatch(/^Showing results for “insurance”/);
    expect(r.answer.internalData.transactions.length).toBeGreaterThan(0);
    for (const t of r.answer.internalData.transactions) expect(t.category).toBe("Insurance");
  });

  it("a misspelt street is corrected too", async () => {
    const rows = rowsOf<{ address: string }>(
      await db.execute(
        sql`select address_line1 as address from properties where organization_id = ${orgA} order by name`,
      ),
    );
    const long = rows.map((r) => r.address.replace(/^\d+\s+/, "")).find((s) => s.split(" ")[0]!.length >= 6);
    if (!long) return;
    const [word, suffix] = long.split(" ") as [string, string];
    const typo = word.slice(0, 3) + word.slice(4); // "Magnolia" → "Magolia"
    const r = await aiSearchTraced(db, { organizationId: orgA, query: `${typo} ${suffix}`, now: NOW });
    expect(r.trace.corrected?.toLowerCase()).toBe(`${word} ${suffix}`.toLowerCase());
    expect(r.answer.internalData.properties.length).toBeGreaterThan(0);
  });

  it("partial words: utilit, insur", async () => {
    for (const q of ["utilit", "insur"]) {
      const r = await search(orgA, q);
      expect(r.internalData.transactions.length, q).toBeGreaterThan(0);
    }
  });

  it("how do I export to PDF → the exports article, no internal data", async () => {
    const r = await search(orgA, "how do I export to PDF");
    expect(r.results[0]).toMatchObject({ type: "general", id: "help:exports" });
    expect(r.response).toMatch(/PDF/);
    expect(r.internalData.transactions).toEqual([]);
  });

  it("nothing matches: says so, returns nothing, still suggests", async () => {
    const r = await search(orgA, "bitcoin mining rig");
    expect(r.response).toMatch(/^Nothing in your transactions/);
    expect(r.results.filter((x) => x.type !== "suggestion")).toEqual([]);
    expect(r.internalData).toEqual({ transactions: [], properties: [] });
    expect(r.suggestions.length).toBeGreaterThan(0);
  });

  it("empty answers are grammatical for categories, types, mass nouns and plain transactions", async () => {
    // The seeded data ends 2026-01-15: 2027 has nothing.
    const cases: [string, RegExp][] = [
      ["rent received in 2027", /No transactions were found for rent in 2027\./],
      ["repairs in 2027", /No transactions were found for repairs in 2027\./],
      ["expenses over $500 in 2027", /No transactions were found for expenses over \$500\.00 in 2027\./],
      // A street that names a property: the property is shown, and the sentence says what was not there.
      [
        `repairs at ${street} in 2027`,
        new RegExp(`No transactions were recorded for repairs at ${street} in 2027\\.`),
      ],
    ];
    for (const [q, want] of cases) {
      const r = await search(orgA, q);
      expect(r.internalData.transactions, q).toEqual([]);
      expect(r.response, q).toMatch(want);
      expect(r.response, q).not.toMatch(/\b(rent|repairs|expenses)\b[^.]* were (found|recorded)/);
    }
  });

  it("a city is “in”, a street “at”", async () => {
    const { city } = await one<{ city: string }>(
      sql`select city from properties where organization_id = ${orgA} order by name limit 1`,
    );
    const r = await search(orgA, `expenses in ${city} in 2025`);
    expect(r.internalData.transactions.length).toBeGreaterThan(0);
    expect(r.response).toContain(` in ${city} in 2025`);
    expect(r.response).not.toContain(` at ${city}`);
  });

  it("a street we do not have is not silently widened", async () => {
    const r = await search(orgA, "repairs at Nonexistent Lane");
    expect(r.response).toMatch(/No property matches “Nonexistent Lane”/);
    expect(r.internalData.transactions).toEqual([]);
  });
});

describe("shape, confidence and suggestions", () => {
  it("follows the spec shape; confidence is a 0–1 number that varies with the match", async () => {
    const strong = await search(orgA, "repairs in 2025");
    const weak = await search(orgA, "insurence");
    for (const r of [strong, weak]) {
      expect(Object.keys(r).sort()).toEqual(["internalData", "query", "response", "results", "suggestions"]);
      for (const x of r.results) {
        expect(["internal", "general", "suggestion"]).toContain(x.type);
        expect(typeof x.title).toBe("string");
        expect(typeof x.content).toBe("string");
        expect(typeof x.source).toBe("string");
        expect(x.confidence).toBeGreaterThanOrEqual(0);
        expect(x.confidence).toBeLessThanOrEqual(1);
      }
      for (const t of r.internalData.transactions)
        expect(Object.keys(t)).toEqual(expect.arrayContaining(["description", "type", "amount"]));
      for (const p of r.internalData.properties)
        expect(Object.keys(p)).toEqual(expect.arrayContaining(["name", "address"]));
    }
    expect(internal(strong)[0]!.confidence).toBeGreaterThan(internal(weak)[0]!.confidence);
    expect(new Set(strong.results.map((x) => x.confidence)).size).toBeGreaterThan(1);
  });

  it("suggestions are searches that find something", async () => {
    const r = await search(orgA, `repairs at ${street} in 2025`);
    expect(r.suggestions.length).toBeGreaterThan(1);
    let found = 0;
    for (const s of r.suggestions) {
      const next = await search(orgA, s);
      if (next.internalData.transactions.length || next.internalData.properties.length) found++;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("user text never reaches SQL as code", async () => {
    for (const q of ["'; drop table transactions; --", "oak & | ! :* ()", "\\x00 %_%", "$$ 1 $$"]) {
      await expect(search(orgA, q)).resolves.toBeDefined();
    }
    const still = await one<{ n: number }>(
      sql`select count(*)::int as n from transactions where organization_id = ${orgA}`,
    );
    expect(still.n).toBeGreaterThan(0);
  });
});

describe("tenancy", () => {
  it("two organizations with identical data: each sees only its own rows, with equal totals", async () => {
    for (const q of [
      "repairs in 2025",
      "rent received this year",
      "largest expenses in 2025",
      street,
      "insurence",
    ]) {
      const [a, b] = await Promise.all([
        aiSearchTraced(db, { organizationId: orgA, query: q, now: NOW }),
        aiSearchTraced(db, { organizationId: orgB, query: q, now: NOW }),
      ]);
      expect(a.trace.totals, q).toEqual(b.trace.totals);
      expect(a.answer.response.replace(/[0-9a-f-]{36}/g, "")).toBe(
        b.answer.response.replace(/[0-9a-f-]{36}/g, ""),
      );
      const idsA = a.answer.internalData.transactions.map((t) => t.id);
      const idsB = new Set(b.answer.internalData.transactions.map((t) => t.id));
      expect(
        idsA.some((id) => idsB.has(id)),
        q,
      ).toBe(false);
      if (idsA.length) {
        const owners = rowsOf<{ organization_id: string }>(
          await db.execute(
            sql`select distinct organization_id from transactions where id in (${sql.join(
              idsA.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        );
        expect(owners.map((o) => o.organization_id)).toEqual([orgA]);
      }
      const propIds = a.answer.internalData.properties.map((p) => p.id);
      if (propIds.length) {
        const owners = rowsOf<{ organization_id: string }>(
          await db.execute(
            sql`select distinct organization_id from properties where id in (${sql.join(
              propIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        );
        expect(owners.map((o) => o.organization_id)).toEqual([orgA]);
      }
    }
  });

  it("an empty organization finds nothing of the others", async () => {
    const empty = await newOrg(db);
    const r = await search(empty, "rent received this year");
    expect(r.internalData).toEqual({ transactions: [], properties: [] });
  });

  it("sees new properties at once (the write drops the cached names)", async () => {
    const org = await newOrg(db);
    await search(org, "anything");
    await db.execute(sql`
      insert into properties (organization_id, name, address_line1, city, state, postal_code, type, created_at, updated_at)
      values (${org}, 'Zephyr Court Loft', '1 Zephyr Court', 'Boise', 'ID', '83701', 'condo', ${NOW}, ${NOW})`);
    await cacheBarrier(db); // the end of that unit of work
    const r = await search(org, "zephyr court");
    expect(r.internalData.properties.map((p) => p.name)).toEqual(["Zephyr Court Loft"]);
  });
});

describe("SQL objects", () => {
  it("search.sql holds the same document expressions as documents.ts", () => {
    const text = readFileSync(SEARCH_SQL_PATH, "utf8");
    // Transactions' document is a stored column with its own index (migration 0004).
    for (const [table, expr] of Object.entries(DOCUMENTS).filter(([table]) => table !== "transactions"))
      expect(text, table).toContain(`(${expr})`);
  });

  it("full-text filters can use the GIN index", async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { documentOf } = await import("./documents");
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`explain select id from transactions t
          where t.organization_id = ${orgA} and ${documentOf("transactions", "t")} @@ to_tsquery('english', 'plumb:*')`),
      )
        .map((r) => Object.values(r)[0])
        .join("\n");
    });
    expect(plan).toContain("transactions_search_document_idx");
  });
});
