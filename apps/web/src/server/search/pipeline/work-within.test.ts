// A category named by what was done ("eviction") where no row says the word but rows of the category say
// it otherwise ("Unlawful detainer"): those rows and the court's bill that goes with them, not all the
// category's bills. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Work within", new Date("2026-01-15T12:00:00Z"), {
    seed: 43,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const idsOf = (answer: { internalData: { transactions: { id: string }[] } }) =>
  answer.internalData.transactions.map((t) => t.id).sort();

describe("an eviction no row calls one", () => {
  it("is the whole category while no row of it says the eviction otherwise", async () => {
    await books.record("2025 return prep", "5050", {
      payee: "Fenwick CPAs",
      cents: 90_000,
      date: "2025-03-02",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("how much did the eviction cost");
    expect(answer.internalData.transactions.length).toBeGreaterThan(1);
    expect(answer.response).not.toContain("matching");
  });

  it("totals the papers and the court's fee, not the accountant's bills", async () => {
    const papers = await books.record("Unlawful detainer complaint - Unit 2", "5050", {
      payee: "Quill & Mercer, Attorneys",
      cents: 40_000,
      date: "2025-06-10",
    });
    const court = await books.record("Justice court filing fee", "5050", {
      payee: "Precinct 2 Justice Court",
      cents: 12_100,
      date: "2025-06-12",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("how much did the eviction cost");
    expect(idsOf(answer)).toEqual([papers.id, court.id].sort());
    expect(answer.response).toContain("$521.00");
    // The answer quotes the word asked, not the stems that found the court's bill.
    expect(answer.response).toContain("matching “eviction” ");
    // How the category is charged is no work.
    expect((await books.search("attorney fees")).answer.internalData.transactions.length).toBeGreaterThan(2);
  });

  it("is the lawyer's bill when the lawyer is named by their trade", async () => {
    const { answer } = await books.search("what the lawyer charged for the eviction");
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual([
      "Unlawful detainer complaint - Unit 2 — Quill & Mercer, Attorneys",
    ]);
  });
});
