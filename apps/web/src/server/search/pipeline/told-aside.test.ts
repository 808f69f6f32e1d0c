// A correction the answer does not use (told-aside.ts): a word corrected and then set aside was never
// searched, so the answer names the word as typed and says nothing of the correction. Runs on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const ids: Record<string, string> = {};

beforeAll(async () => {
  books = await openTestBooks("Told aside", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
  await books.record("Kitchen remodel - cabinets & counters", "5090", {
    date: "2025-02-11",
    payee: "Heartland Kitchen & Bath",
  });
  await books.record("CHECK #1042 - cabinet hinges & drawer slides", "5090", {
    date: "2024-09-01",
    payee: "Jiffy Fix Handyman Svc",
  });
  ids.deck = (await books.record("Deck boards replaced", "5090", { date: "2025-07-09" })).id;
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a word corrected and then set aside", () => {
  it("is named as typed, with no correction said (“cabins”, read as “cabinets”)", async () => {
    const { answer, trace } = await books.search("repairs on the cabins last summer");
    expect(trace.corrected).toBe("repairs on the cabinets last summer");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(ids.deck);
    expect(trace.leftOut).toEqual(["cabins"]);
    expect(answer.response).toMatch(/^No transaction says “cabins” with the rest of your words/);
    expect(answer.response).not.toContain("cabinets");
  });

  it("is still said where the correction is what was searched (“repairs on the cabins”)", async () => {
    const { answer } = await books.search("repairs on the cabins");
    expect(answer.response).toMatch(/^Showing results for “repairs on the cabinets”/);
  });
});
