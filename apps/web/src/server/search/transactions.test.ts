// The summaries' path (transaction_day_totals, index-ordered rows, the lines' shortcut for a
// category's largest) must answer exactly what reading every match answers, in every shape: single
// lines in the category, whole entries, and entries with several lines in it.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionBody } from "../../shared/accounting";
import { seedPortfolio } from "../accounting/seed";
import { AccountingService } from "../accounting/service";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { loadLexicon, type OrgLexicon } from "./lexicon";
import { someTransactionEach } from "./looks";
import { wordsWritten } from "./pipeline/written";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";
import { retrieveMatches, type TxPlan, type TxResult } from "./transactions";
import { retrieveSummarised, summarised } from "./transactions-summarised";

const NOW = new Date("2026-01-15T12:00:00Z");
let db: Db;
let org: string;
let lex: OrgLexicon;
const idOf = (code: string) => lex.lexicon.accounts.find((a) => a.code === code)!.id;

beforeAll(async () => {
  db = (await searchTestDatabase()).db;
  org = randomUUID();
  await db.insert(organizations).values({ id: org, name: "Summaries", createdAt: NOW });
  await seedPortfolio(db, org, { seed: 5, properties: 8, years: 2, endDate: "2026-01-15", now: NOW });
  lex = await loadLexicon(db, org);
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const plan = (over: Partial<TxPlan>): TxPlan => ({
  type: null,
  propertyIds: null,
  unitIds: null,
  payees: null,
  accountIds: [],
  hard: null,
  soft: null,
  order: null,
  limit: 50,
  ...over,
});

const view = (r: TxResult) => ({
  totals: r.totals,
  rows: r.rows.map((x) => [x.id, x.cents, x.score, x.category]),
  largest: r.largest && [r.largest.id, r.largest.cents],
  properties: r.byProperty.map((p) => p.property_id),
});

async function same(p: TxPlan) {
  expect(summarised(p)).toBe(true);
  const [fast, full] = await Promise.all([
    retrieveSummarised(db, org, p, lex),
    retrieveMatches(db, org, p, lex),
  ]);
  expect(fast.totals.length).toBeGreaterThan(0);
  const a = view(fast);
  const b = view(full);
  expect(a.totals).toEqual(b.totals);
  expect(a.rows).toEqual(b.rows);
  expect(a.largest).toEqual(b.largest);
  // The properties are those of the listed rows; the three shown carry exact counts.
  const listed = [...new Set(full.rows.map((r) => r.property_id).filter(Boolean))];
  expect(a.properties).toEqual(listed);
  for (const p3 of fast.byProperty.slice(0, 3)) {
    const want = full.byProperty.find((x) => x.property_id === p3.property_id);
    expect(p3, p3.property_id).toEqual(want);
  }
}

describe("summaries answer like the matches", () => {
  it("type and period, in every order", async () => {
    for (const order of [null, "largest", "smallest", "oldest", "recent"] as const)
      await same(plan({ type: "expense", from: "2025-01-01", to: "2025-12-31", order }));
    await same(plan({ from: "2025-03-01", to: "2025-05-31" }));
    // A day or a month is read by date, not down the amount index: the same rows either way.
    for (const order of ["largest", "smallest"] as const) {
      await same(plan({ from: "2025-07-10", to: "2025-07-10", order }));
      await same(plan({ type: "expense", from: "2025-07-01", to: "2025-07-31", order, limit: 3 }));
    }
  });

  it("a ranking word's matches first, then the others by date, or only its matches when they fill the list", async () => {
    const scores = async (p: TxPlan) => {
      await same(p);
      return (await retrieveSummarised(db, org, p, lex)).rows.map((r) => r.score);
    };
    const june = await scores(
      plan({ type: "expense", from: "2025-06-01", to: "2025-06-30", soft: "water:*" }),
    );
    expect(june).toContain(1);
    expect(june).toContain(0);
    expect(june).toEqual([...june].sort((a, b) => b - a));
    const filled = await scores(plan({ type: "expense", from: "2025-01-01", soft: "water:*", limit: 5 }));
    expect(filled).toEqual([1, 1, 1, 1, 1]);
    // The same within a category read from its lines (each repair has one line in Repairs).
    const repairs = await scores(plan({ accountIds: [idOf("5090")], soft: "plumb:*" }));
    expect(repairs).toContain(1);
    expect(repairs).toContain(0);
    expect(await scores(plan({ accountIds: [idOf("5090")], soft: "plumb:*", limit: 3 }))).toEqual([1, 1, 1]);
    // Words no row of the category says, or no row at all: every row by date, none ranked first.
    for (const soft of ["rent:*", "zzyzx:*"]) {
      const none = await scores(plan({ accountIds: [idOf("5090")], soft }));
      expect(none.length).toBeGreaterThan(0);
      expect(none.every((score) => score === 0)).toBe(true);
    }
  });

  it("a category whose entries have one line in it (rent), with and without a ranking word", async () => {
    for (const order of [null, "largest", "smallest"] as const)
      await same(plan({ type: "income", accountIds: [idOf("4000")], from: "2025-01-01", order }));
    await same(plan({ accountIds: [idOf("5120")], soft: "water:*" }));
  });

  it("a category its entries lie wholly in (mortgage payments: interest and principal)", async () => {
    await same(plan({ type: "expense", accountIds: [idOf("5070"), idOf("2500")], from: "2024-07-01" }));
    await same(plan({ accountIds: [idOf("5070"), idOf("2500")], order: "smallest" }));
    await same(plan({ accountIds: [idOf("5070")], order: "largest" }));
  });

  it("a category with an entry of two lines in it, larger than any single line", async () => {
    const repairs = idOf("5090");
    const top = rowsOf<{ cents: number }>(
      await db.execute(sql`select max(debit_cents)::float8 as cents from journal_lines
                            where organization_id = ${org} and account_id = ${repairs}`),
    )[0]!.cents;
    const svc = new AccountingService(db);
    const split = await svc.createTransaction(
      org,
      transactionBody.parse({
        date: "2025-06-10",
        description: "Roof and gutters",
        type: "expense",
        bankAccountId: idOf("1000"),
        splits: [
          { accountId: repairs, amountCents: top - 100 },
          { accountId: repairs, amountCents: top - 200 },
        ],
      }),
    );
    for (const order of [null, "largest"] as const) {
      const p = plan({ type: "expense", accountIds: [repairs], from: "2025-01-01", to: "2025-12-31", order });
      await same(p);
      const fast = await retrieveSummarised(db, org, p, lex);
      expect(fast.largest?.id).toBe(split.id);
      expect(fast.largest?.cents).toBe(2 * top - 300);
    }
  });
});

describe("looking at the books", () => {
  it("answers several checks in one look, an unasked one as false", async () => {
    const said = (word: string) => sql`t.search_text like ${`%${word}%`}`;
    const [rent, nothing, unasked] = await someTransactionEach(db, org, [
      said("rent"),
      said("zzqx never written"),
      null,
    ]);
    expect([rent, nothing, unasked]).toEqual([true, false, false]);
    expect(await someTransactionEach(db, org, [null])).toEqual([false]);
  });

  it("tells a word written as typed from one written in another form, in one look", async () => {
    const { asWritten, inAnyForm } = await wordsWritten(db, org, ["rent", "rented", "zzqxv"]);
    expect([...asWritten]).toEqual(["rent"]);
    // "rented" is "rent" to the stemmer: the books hold it in another form.
    expect([...inAnyForm].sort()).toEqual(["rent", "rented"]);
  });

  it("filters by as many properties as a place names, each once", async () => {
    const properties = rowsOf<{ id: string }>(
      await db.execute(sql`select id from properties where organization_id = ${org} order by id`),
    ).map((p) => p.id);
    // Hundreds of ids, as a state or a kind of property names: the real ones among made-up ones.
    const named = [...properties, ...Array.from({ length: 600 }, () => randomUUID())];
    const all = await retrieveMatches(db, org, plan({ propertyIds: named }), lex);
    const one = await retrieveMatches(db, org, plan({ propertyIds: properties.slice(0, 1) }), lex);
    const everything = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from transactions
                            where organization_id = ${org} and property_id is not null`),
    )[0]!.n;
    const count = (r: TxResult) => r.totals.reduce((n, t) => n + t.n, 0);
    expect(count(all)).toBe(everything);
    expect(count(one)).toBeGreaterThan(0);
    expect(count(one)).toBeLessThan(everything);
    expect(new Set(one.rows.map((r) => r.property_id))).toEqual(new Set([properties[0]]));
  });
});

describe("scores", () => {
  it("are the same whether counted for every match or for the rows shown", async () => {
    const first = rowsOf<{ id: string }>(
      await db.execute(sql`select property_id as id from transactions
                            where organization_id = ${org} and property_id is not null limit 1`),
    )[0]!.id;
    const asked = { propertyIds: [first], soft: "rent", phrase: "rent payment", boost: [idOf("4000")] };
    // By date, each shown row is scored; by score, every match is.
    const byDate = await retrieveMatches(db, org, plan({ ...asked, order: "recent" }), lex);
    const byScore = await retrieveMatches(db, org, plan({ ...asked, limit: 1000 }), lex);
    const scored = new Map(byScore.rows.map((r) => [r.id, r.score]));
    expect(byDate.rows.length).toBeGreaterThan(0);
    expect(byDate.rows.some((r) => r.score > 0)).toBe(true);
    for (const r of byDate.rows) expect(r.score, r.description).toBe(scored.get(r.id));
  });
});
