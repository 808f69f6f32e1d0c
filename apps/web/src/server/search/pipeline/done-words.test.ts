// A job typed "re-" that the books write without it, or without it where they write it, is the books'
// word, not a slip of another ("repainting" is no "repointing"). Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Done again", new Date("2026-01-15T12:00:00Z"), {
    seed: 29,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a job done again", () => {
  it("“repainting the trim” is the trim painted, though “repointing” is one letter away", async () => {
    const trim = await books.record("Gingerbread trim painted", "5090", { payee: "Village Handyman" });
    await books.record("Chimney repointing", "5090", { payee: "Bluff City Masonry" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("repainting the trim");
    expect(trace.corrected).toMatch(/^paint(?:ed)? the trim$/);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([trim.id]);
  });

  it("“glazing the storm windows” is the storm windows reglazed", async () => {
    const glazed = await books.record("Storm windows reglazed", "5090", { payee: "Czech Village Handyman" });
    await books.renewVocabulary();
    const { answer } = await books.search("glazing the storm windows");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([glazed.id]);
  });

  it("“recaulking the bathtub” is the tub caulked, though WordNet knows no “recaulk”", async () => {
    const tub = await books.record("Caulked tub & regrouted", "5090", {
      payee: "Cherokee Handyman Services",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("recaulking the bathtub");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([tub.id]);
  });
});
