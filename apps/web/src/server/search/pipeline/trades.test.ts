// Legal and professional fees hold two trades' bills: a query naming one lists that trade's first.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
let petition: string;
let filing: string;
let taxReturn: string;
let bookkeeping: string;

beforeAll(async () => {
  books = await openTestBooks("Trades", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 2,
    years: 1,
  });
  petition = (
    await books.record("Rent & possession petition - Apt B", "5050", {
      payee: "Haseltine & Boyd, LLC",
      date: "2025-03-04",
    })
  ).id;
  filing = (
    await books.record("Associate circuit filing fee", "5050", {
      payee: "Greene County Circuit Clerk",
      date: "2025-03-06",
    })
  ).id;
  taxReturn = (
    await books.record("2024 Schedule E prep", "5050", {
      payee: "Haverford & Mbeki Group",
      date: "2025-02-10",
    })
  ).id;
  // The newest: listed by date alone, it would come first.
  bookkeeping = (
    await books.record("Bookkeeping - Q1", "5050", { payee: "Ledgerline Services", date: "2025-05-01" })
  ).id;
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const listed = async (query: string) => (await found(books, query)).ids;

describe("who was paid, among legal and professional fees", () => {
  it("a lawyer's bill first for “lawyer” and “attorney”", async () => {
    for (const query of ["lawyer", "attorney"]) expect((await listed(query))[0], query).toBe(petition);
  });

  it("the eviction's petition and the court's filing fee before the tax return", async () => {
    const ids = await listed("eviction");
    expect(ids.slice(0, 2).sort()).toEqual([petition, filing].sort());
  });

  it("the return and the books kept before the lawyer and the court for “accountant” and “bookkeeper”", async () => {
    for (const query of ["accountant", "bookkeeper"]) {
      const ids = await listed(query);
      const last = Math.max(ids.indexOf(taxReturn), ids.indexOf(bookkeeping));
      expect(last, query).toBeLessThan(Math.min(ids.indexOf(petition), ids.indexOf(filing)));
    }
  });
});
