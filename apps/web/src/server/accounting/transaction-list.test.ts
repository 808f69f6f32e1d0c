// The transaction list's page and total (service.listTransactions) against an independent reference:
// the export path (allTransactions: joins + a separate splits query, no paging) sliced by page, and a
// plain count. The list counts in two ways (window count for GIN-indexed filters, a separate
// index-only count otherwise) and reads one page in one statement; both must give the same answer
// for every filter, sort, order and page, including pages past the end.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { accounts, properties, transactions } from "./schema";
import { seedPortfolio } from "./seed";
import { AccountingService } from "./service";
import { newOrganization } from "./test-support";
import { TRANSACTION_SORTS, type TransactionFilters } from "./validation";

let database: Database;
let svc: AccountingService;
let org: string;
let other: string;
let propertyId: string;
let otherPropertyId: string;
let accountId: string;

beforeAll(async () => {
  database = await testDatabase();
  svc = new AccountingService(database.db);
  org = await newOrganization(database.db, "List Org");
  other = await newOrganization(database.db, "Other Org");
  const opts = { seed: 77, properties: 6, years: 1, endDate: "2025-06-30", transactions: 260 };
  await seedPortfolio(database.db, org, opts);
  await seedPortfolio(database.db, other, opts);
  const prop = async (o: string) =>
    (
      await database.db
        .select({ id: properties.id })
        .from(properties)
        .where(sql`${properties.organizationId} = ${o}`)
        .orderBy(properties.name)
        .limit(1)
    )[0]!.id;
  propertyId = await prop(org);
  otherPropertyId = await prop(other);
  accountId = (
    await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.organizationId} = ${org} and ${accounts.code} = '5090'`)
  )[0]!.id;
});
afterAll(closeTestDatabase);

const filterSets = (): Partial<TransactionFilters>[] => [
  {},
  { from: "2025-01-01", to: "2025-03-31" },
  { type: "expense", from: "2024-09-01" },
  { type: "income", minAmount: 100_000, maxAmount: 250_000 },
  { minAmount: 1, maxAmount: 5_000 },
  { propertyId },
  { accountId },
  { accountId, propertyId, type: "expense" },
  { q: "repair" },
  { q: "re", from: "2024-10-01" },
  { q: "no such words anywhere" },
  { from: "2025-06-01", to: "2025-06-30", type: "transfer" },
];

async function referenceCount(f: Partial<TransactionFilters>): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await database.db.execute(
      sql`select count(*) as n from ${transactions} where ${svc.transactionWhere(org, f)}`,
    ),
  );
  return Number(row!.n);
}

describe("transaction list: page and total", () => {
  it("matches the unpaged export and a plain count for every filter, sort and page", async () => {
    let checked = 0;
    for (const filters of filterSets()) {
      const total = await referenceCount(filters);
      for (const sort of TRANSACTION_SORTS) {
        for (const order of ["asc", "desc"] as const) {
          const all = await svc.allTransactions(org, { ...filters, sort, order });
          expect(all.length, JSON.stringify(filters)).toBe(total);
          const pageSize = 7;
          const last = Math.max(1, Math.ceil(total / pageSize));
          for (const page of new Set([1, 2, last, last + 1])) {
            const got = await svc.listTransactions(org, { ...filters, sort, order, page, pageSize });
            const label = JSON.stringify({ ...filters, sort, order, page });
            expect(got.total, label).toBe(total);
            expect(got.page, label).toBe(page);
            expect(got.pageSize, label).toBe(pageSize);
            expect(got.items, label).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it("one entry reads the same as in the list", async () => {
    const page = await svc.listTransactions(org, { accountId, sort: "date", page: 1, pageSize: 5 });
    expect(page.items.length).toBe(5);
    for (const item of page.items) expect(await svc.getTransaction(org, item.id)).toEqual(item);
    expect(page.items.some((i) => i.splits.length > 0)).toBe(true);
  });

  it("never shows another organization's rows, and a foreign filter id is a 404 before a 400", async () => {
    const mine = await svc.allTransactions(org, { sort: "date" });
    const theirs = new Set((await svc.allTransactions(other, { sort: "date" })).map((t) => t.id));
    expect(mine.some((t) => theirs.has(t.id))).toBe(false);
    await expect(
      svc.listTransactions(org, { propertyId: otherPropertyId, sort: "date", page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      svc.listTransactions(org, {
        propertyId: otherPropertyId,
        from: "2025-02-01",
        to: "2025-01-01",
        sort: "date",
        page: 1,
        pageSize: 10,
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      svc.listTransactions(org, {
        from: "2025-02-01",
        to: "2025-01-01",
        sort: "date",
        page: 1,
        pageSize: 10,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("transaction list: indexes (migration 0002)", () => {
  const plan = async (where: ReturnType<typeof sql>, select = sql`id`) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`explain select ${select} from ${transactions} where ${where}`),
      )
        .map((r) => Object.values(r)[0])
        .join("\n");
    });

  it("the text filter can use the trigram index", async () => {
    // (The text predicate alone: on a table this small the planner would rather filter the
    // organization's rows, which says nothing about the index.)
    expect(await plan(sql`${transactions.searchText} like '%plumbing%'`)).toContain(
      "transactions_search_text_trgm_idx",
    );
  });

  it("an amount range with a type counts from the (organization, type, amount) index", async () => {
    expect(
      await plan(
        svc.transactionWhere(org, { type: "income", minAmount: 100_000, maxAmount: 250_000 }),
        sql`count(*)`,
      ),
    ).toContain("transactions_org_type_amount_idx");
  });
});
