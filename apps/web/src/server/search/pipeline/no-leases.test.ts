// Leases asked about in books that hold none: the answer says so and where to add them, not that a
// word of the question is written nowhere. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "../../db/sql-helpers";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("No leases", new Date("2026-01-15T12:00:00Z"), {
    seed: 29,
    properties: 2,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

it("“leases ending soon” and “who owes rent” say that no lease is recorded", async () => {
  const { n } = rowsOf<{ n: number }>(
    await books.db.execute(sql`select count(*)::int as n from leases where organization_id = ${books.org}`),
  )[0]!;
  expect(n).toBe(0);
  for (const [query, said] of [
    ["leases ending soon", "No leases are recorded, so none ends soon."],
    ["who owes rent", "No leases are recorded, so no balance is due on one."],
    // Rent rows are in the books, but the question is who owes it.
    ["who hasn't paid rent", "No leases are recorded, so no balance is due on one."],
    ["which tenants didn't pay this month", "No leases are recorded, so no balance is due on one."],
  ] as const) {
    const { answer } = await books.search(query);
    expect(answer.response, query).toBe(`${said} Add leases on the Rent roll (/leases).`);
    expect(answer.internalData.transactions, query).toEqual([]);
  }
});
