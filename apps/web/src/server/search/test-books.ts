// A seeded organization to write into and search, for the search's tests: the accounting service
// records transactions the way the app does, so the search sees them as a user's would be seen.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { propertyCreateBody, transactionBody } from "../../shared/accounting";
import { tenants } from "../accounting/schema";
import { seedPortfolio } from "../accounting/seed";
import { AccountingService } from "../accounting/service";
import { cacheBarrier } from "../cache/index";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { aiSearchTraced } from "./service";
import { searchTestDatabase } from "./test-support";

export interface TestBooks {
  db: Db;
  org: string;
  svc: AccountingService;
  search: (query: string) => ReturnType<typeof aiSearchTraced>;
  /**
   * Renews the cached names and vocabulary, as any property's write does (a new property with a name
   * of no other use), so words written since are known.
   */
  renewVocabulary: () => Promise<void>;
  /** A tenant named `name` at the organization's first property (no unit), known to the search from now. */
  addTenant: (name: string) => Promise<void>;
  /** An expense (or income) of $`cents`/100 in the account with `code`, through the bank account 1000. */
  record: (
    description: string,
    code: string,
    options?: {
      date?: string;
      payee?: string;
      propertyId?: string;
      cents?: number;
      type?: "income" | "expense" | "transfer";
    },
  ) => ReturnType<AccountingService["createTransaction"]>;
}

/** The descriptions of listed rows, without the payee the answer appends ("Lawn service — Acme"). */
export const described = (rows: readonly { description: string }[]) =>
  rows.map((t) => t.description.split(" — ")[0]!);

/** What `query` lists in `books` (the transactions' ids) and the words it set aside. */
export async function found(books: TestBooks, query: string) {
  const { answer, trace } = await books.search(query);
  return { ids: answer.internalData.transactions.map((t) => t.id), leftOut: trace.leftOut };
}

/** A new organization with a seeded portfolio ending on `now`'s day. */
export async function openTestBooks(
  name: string,
  now: Date,
  portfolio: { seed: number; properties: number; years: number },
): Promise<TestBooks> {
  const { db } = await searchTestDatabase();
  const org = randomUUID();
  await db.insert(organizations).values({ id: org, name, createdAt: now });
  await seedPortfolio(db, org, { ...portfolio, endDate: now.toISOString().slice(0, 10), now });
  const svc = new AccountingService(db);
  const accounts = new Map(
    rowsOf<{ id: string; code: string }>(
      await db.execute(sql`select id, code from accounts where organization_id = ${org}`),
    ).map((a) => [a.code, a.id]),
  );
  let renewals = 0;
  return {
    db,
    org,
    svc,
    renewVocabulary: async () => {
      renewals += 1;
      await svc.createProperty(
        org,
        propertyCreateBody.parse({ name: `Vocabulary Renewal ${renewals}`, type: "condo" }),
      );
      await cacheBarrier(db);
    },
    search: (query) => aiSearchTraced(db, { organizationId: org, query, now }),
    addTenant: async (name) => {
      const [place] = rowsOf<{ id: string }>(
        await db.execute(
          sql`select id from properties where organization_id = ${org} order by created_at, id limit 1`,
        ),
      );
      const at = new Date("2025-06-01T00:00:00Z");
      await db
        .insert(tenants)
        .values({ organizationId: org, propertyId: place!.id, name, createdAt: at, updatedAt: at });
    },
    record: (
      description,
      code,
      { date = "2025-11-03", payee, propertyId, cents = 43_210, type = "expense" } = {},
    ) =>
      svc.createTransaction(
        org,
        transactionBody.parse({
          date,
          description,
          payee,
          propertyId,
          type,
          bankAccountId: accounts.get("1000"),
          splits: [{ accountId: accounts.get(code), amountCents: cents }],
        }),
      ),
  };
}
