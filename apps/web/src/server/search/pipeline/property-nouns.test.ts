// "the building", "our house" said with no property named: whichever property it was, not the chart's
// Buildings account nor a word every row must say.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Property nouns", new Date("2026-01-15T12:00:00Z"), {
    seed: 29,
    properties: 2,
    years: 1,
  });
  await books.record("Roof leak over stairwell patched", "5090", { payee: "Summit Roofing", cents: 61_500 });
  await books.record("Building permit - reroof", "5190", { payee: "City of Dayton", cents: 18_500 });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the building spoken of", () => {
  it("is where the roof was, not a word the rows must say (“roof on the building”)", async () => {
    const { answer } = await books.search("roof on the building");
    const listed = described(answer.internalData.transactions);
    expect(listed).toContain("Roof leak over stairwell patched");
    expect(listed).toContain("Building permit - reroof");
  });

  it("is no account of the chart (“repairs to the building”)", async () => {
    const { answer, trace } = await books.search("repairs to the building");
    expect(trace.parsed.categories.map((c) => c.text)).toEqual(["repairs"]);
    expect(described(answer.internalData.transactions)).toContain("Roof leak over stairwell patched");
    expect(answer.response).not.toMatch(/buildings/i);
  });

  it("is still a word of a thing that says it (“building permit”)", async () => {
    const { answer } = await books.search("building permit");
    expect(described(answer.internalData.transactions)).toEqual(["Building permit - reroof"]);
  });
});
