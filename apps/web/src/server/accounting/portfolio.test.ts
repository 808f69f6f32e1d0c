import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { balanceSheet } from "../reports/balance-sheet";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { dashboard } from "./dashboard";
import { trialBalance } from "./ledger-reports";
import { seedPortfolio } from "./seed";
import { mulberry32 } from "./seed/random";
import { AccountingService } from "./service";
import { newOrganization } from "./test-support";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const opts = {
  seed: 1234,
  properties: 12,
  years: 2,
  endDate: "2025-06-30",
  now: new Date(Date.UTC(2025, 5, 30)),
};

async function fingerprint(orgId: string) {
  return rowsOf(
    await database.db.execute(sql`
      select t.date::text, t.description, t.payee, t.type, t.amount_cents::text, p.name as property, a.code
      from transactions t join accounts a on a.id = t.bank_account_id left join properties p on p.id = t.property_id
      where t.organization_id = ${orgId}
      order by t.date, t.description, t.amount_cents, p.name, t.payee`),
  );
}

describe("sample portfolio", () => {
  it("mulberry32 is deterministic", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("is deterministic per seed, balanced, realistic", async () => {
    const a = await newOrganization(database.db);
    const b = await newOrganization(database.db);
    const c = await newOrganization(database.db);
    const sa = await seedPortfolio(database.db, a, opts);
    const sb = await seedPortfolio(database.db, b, opts);
    await seedPortfolio(database.db, c, { ...opts, seed: 99 });
    expect(sa).toEqual(sb);
    expect(sa.properties).toBe(12);
    expect(sa.from).toBe("2023-07-01");
    const fa = await fingerprint(a);
    expect(await fingerprint(b)).toEqual(fa);
    expect(await fingerprint(c)).not.toEqual(fa);
    const descriptions = new Set(fa.map((r) => (r as { description: string }).description));
    for (const d of ["Mortgage payment", "Annual landlord insurance premium"])
      expect(descriptions.has(d)).toBe(true);
    expect([...descriptions].some((d) => d.startsWith("Rent 2025-06"))).toBe(true);
    expect([...descriptions].some((d) => d.startsWith("Property tax"))).toBe(true);

    const svc = new AccountingService(database.db, { now: () => new Date(Date.UTC(2025, 5, 30)) });
    const tb = await trialBalance(svc, a, {});
    expect(tb.balanced).toBe(true);
    const d = await dashboard(svc, a, { propertiesLimit: 25 });
    expect(d.ytd.incomeCents).toBeGreaterThan(d.ytd.operatingExpenseCents);
    expect(d.occupancy.units).toBeGreaterThanOrEqual(12);
    expect(d.cashOnHandCents).toBeGreaterThan(0);
    expect(d.health.score).not.toBeNull();
    expect(d.properties.items).toHaveLength(12);
  });

  it("opens each loan, so the balance sheet balances with no liability below zero", async () => {
    const org = await newOrganization(database.db);
    await seedPortfolio(database.db, org, opts);
    const sampled = await newOrganization(database.db);
    await seedPortfolio(database.db, sampled, { ...opts, transactions: 300 });
    const liabilities = async (orgId: string, asOf: string) => {
      const st = await balanceSheet(database.db, orgId, { asOf, format: "json" }, "2025-06-30");
      const value = (label: string) => st.rows.find((r) => r.label === label)?.values[0];
      expect(value("Total assets"), asOf).toBe(value("Total liabilities and equity"));
      expect(st.checks[0], asOf).toEqual({ label: "Assets equal liabilities plus equity", ok: true });
      const from = st.rows.findIndex((r) => r.label === "Liabilities");
      const to = st.rows.findIndex((r) => r.label === "Total liabilities");
      return new Map(st.rows.slice(from + 1, to).map((r) => [r.label, r.values[0] ?? 0]));
    };
    for (const asOf of ["2023-07-01", "2024-06-30", "2025-06-30"]) {
      const rows = await liabilities(org, asOf);
      expect(rows.get("2500 Mortgage Loans"), asOf).toBeGreaterThan(0);
      for (const [label, cents] of rows) expect(cents, `${label} ${asOf}`).toBeGreaterThanOrEqual(0);
      // Down-sampling keeps the opening loans, whatever payments it drops.
      expect((await liabilities(sampled, asOf)).get("2500 Mortgage Loans"), asOf).toBeGreaterThan(0);
    }
  });

  it("hits an exact transaction count (down- and up-sampling)", async () => {
    const small = await newOrganization(database.db);
    expect((await seedPortfolio(database.db, small, { ...opts, transactions: 100 })).transactions).toBe(100);
    const big = await newOrganization(database.db);
    expect(
      (await seedPortfolio(database.db, big, { ...opts, properties: 1, years: 1, transactions: 400 }))
        .transactions,
    ).toBe(400);
    const [n] = rowsOf<{ n: unknown }>(
      await database.db.execute(sql`select count(*) as n from transactions where organization_id = ${big}`),
    );
    expect(Number(n!.n)).toBe(400);
  });

  it("stores each entry's split cents as its journal lines have them (and as migration 0005 backfills them)", async () => {
    const org = await newOrganization(database.db);
    await seedPortfolio(database.db, org, { ...opts, properties: 3, years: 1 });
    const splitCents = async () =>
      rowsOf<{ id: string; account_ids: string[]; split_cents: unknown[] }>(
        await database.db.execute(sql`select id, account_ids, split_cents from transactions
                                       where organization_id = ${org} order by id`),
      ).map((r) => ({ ...r, split_cents: r.split_cents.map(Number) }));
    const seeded = await splitCents();
    const fromLines = rowsOf<{ transaction_id: string; account_id: string; cents: unknown }>(
      await database.db.execute(sql`select transaction_id, account_id, sum(debit_cents + credit_cents) as cents
                                      from journal_lines where organization_id = ${org} and line_no > 0
                                     group by 1, 2`),
    );
    expect(seeded.length).toBeGreaterThan(20);
    for (const t of seeded) {
      const want = t.account_ids.map((a) =>
        Number(fromLines.find((l) => l.transaction_id === t.id && l.account_id === a)?.cents ?? 0),
      );
      expect(t.split_cents, t.id).toEqual(want);
      expect(t.split_cents[0], "the bank line is not a split").toBe(0);
    }
    const migration = readFileSync(
      fileURLToPath(new URL("../../../drizzle/0005_transaction_split_cents.sql", import.meta.url)),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes("UPDATE"))!;
    await database.db.execute(sql`update transactions set split_cents = '{}' where organization_id = ${org}`);
    // This organization's rows only: other test files may share the database.
    await database.db.execute(
      sql`${sql.raw(backfill.trim().replace(/;$/, ""))} where t.organization_id = ${org}`,
    );
    expect(await splitCents()).toEqual(seeded);
  });
});
