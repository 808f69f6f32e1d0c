// Literal first: the rows that say what was typed, each word as written or the start of one, rank
// before rows found through the stemmer's other forms or the thesaurus's other words. Runs on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
/** The descriptions listed, without the payee the answer appends. */
const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.description.split(" — ")[0]);

beforeAll(async () => {
  books = await openTestBooks("As typed", new Date("2026-01-15T12:00:00Z"), {
    seed: 17,
    properties: 4,
    years: 1,
  });
  // The older rows are the ones typed for: by date alone they would come last.
  for (const date of ["2025-05-01", "2025-05-02"]) {
    await books.record("Booking payout", "4000", { date, payee: "Staylodge", type: "income" });
    await books.record("Dishwasher repair", "5090", { date, payee: "Kitchen Fix Co" });
  }
  for (const date of ["2025-10-01", "2025-10-02", "2025-10-03"]) {
    await books.record("Rent - Harbor Books", "4000", { date, payee: "Harbor Books", type: "income" });
    await books.record("Dishwasher replaced", "5090", { date, payee: "Kitchen Fix Co" });
  }
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the words as typed rank first", () => {
  it("a cut word (“booki”) lists the rows it begins a word of before the stemmer's “Books”", async () => {
    const rows = await listed("booki");
    expect(rows.slice(0, 2)).toEqual(["Booking payout", "Booking payout"]);
  });

  it("a cut word and the next typed together (“dishw repair”) list the rows that say them so first", async () => {
    const rows = await listed("dishw repair");
    expect(rows.slice(0, 2)).toEqual(["Dishwasher repair", "Dishwasher repair"]);
    expect(rows).toContain("Dishwasher replaced");
  });
});
