// The owner's money put in is paid from an equity account, the entry's first line (a transfer from
// Owner Contributions to the bank, a bill the owner paid personally): the search finds it there.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionBody } from "../../shared/accounting";
import { seedPortfolio } from "../accounting/seed";
import { AccountingService } from "../accounting/service";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { loadLexicon } from "./lexicon";
import { aiSearch } from "./service";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";

const NOW = new Date("2026-01-15T12:00:00Z");
let db: Db;
let org: string;
let paidPersonally: string;

const search = (query: string) => aiSearch(db, { organizationId: org, query, now: NOW });
/** The rows listed, as description, amount and category, in date order. */
const listed = async (query: string) =>
  (await search(query)).internalData.transactions
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map((t) => [t.description, t.amount, t.category]);

beforeAll(async () => {
  db = (await searchTestDatabase()).db;
  org = randomUUID();
  await db.insert(organizations).values({ id: org, name: "Owner's money", createdAt: NOW });
  await seedPortfolio(db, org, { seed: 7, properties: 3, years: 1, endDate: "2026-01-15", now: NOW });
  const lex = await loadLexicon(db, org);
  const idOf = (code: string) => lex.lexicon.accounts.find((a) => a.code === code)!.id;
  const created = await new AccountingService(db).createTransaction(
    org,
    transactionBody.parse({
      date: "2026-01-05",
      description: "Water heater replaced",
      payee: "Harbor Plumbing",
      type: "expense",
      bankAccountId: idOf("3000"),
      splits: [{ accountId: idOf("5090"), amountCents: 142_000 }],
    }),
  );
  paidPersonally = created.id;
  await new AccountingService(db).createTransaction(
    org,
    transactionBody.parse({
      date: "2025-12-30",
      description: "Quarterly owner draw",
      type: "transfer",
      bankAccountId: idOf("1000"),
      splits: [{ accountId: idOf("3100"), amountCents: 250_000 }],
    }),
  );
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the owner's money put in", () => {
  it("lists the contribution to the bank and the bill the owner paid, with their totals", async () => {
    const answer = await search("owner contributions");
    const rows = answer.internalData.transactions;
    expect(rows.map((r) => r.description)).toEqual([
      "Water heater replaced — Harbor Plumbing",
      "Owner contribution - operating reserve",
    ]);
    expect(rows.every((r) => r.category === "Owner Contributions")).toBe(true);
    expect(rows[0]!.id).toBe(paidPersonally);
    const dollars = (n: number) => `$${Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(answer.response).toContain(`expenses ${dollars(rows[0]!.amount)} (1 transaction)`);
    expect(answer.response).toContain(`transfers ${dollars(rows[1]!.amount)} (1 transaction)`);
  });

  it("reads an owner's own words for it, and a year", async () => {
    const both = await listed("owner contributions");
    for (const query of [
      "money I put in",
      "capital contributions",
      "what did I contribute",
      "contributed",
      "money I put into the business",
      "how much did I invest",
    ])
      expect(await listed(query), query).toEqual(both);
    expect(await listed("how much did I contribute this year")).toEqual([both[0]]);
    expect(await listed("owner contributions in 2025")).toEqual([both[1]]);
  });

  it("leaves the owner's draws and the repairs as they were", async () => {
    const draws = await listed("owner draws");
    expect(draws).toContainEqual(["Quarterly owner draw", 2500, "Owner Draws"]);
    expect(draws.every((t) => t[2] === "Owner Draws")).toBe(true);
    // "owner", a word both owner accounts share, is the draws when another word names them.
    expect(await listed("owner distributions")).toEqual(draws);
    // The bill stays a repair, shown by its repair line.
    const repair = (await search("water heater replaced")).internalData.transactions.find(
      (t) => t.id === paidPersonally,
    );
    expect([repair?.amount, repair?.category]).toEqual([-1420, "Repairs"]);
  });
});
