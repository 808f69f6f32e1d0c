// A form of the books' word mistyped ("deeliveries" where the books say "delivery") is corrected by its
// base form. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Inflected", new Date("2026-01-15T12:00:00Z"), {
    seed: 19,
    properties: 3,
    years: 1,
  });
  for (const month of ["10", "11"])
    await books.record("Heating oil delivery (150 gal)", "5120", {
      payee: "Keene Fuel Oil Co.",
      date: `2025-${month}-12`,
    });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a word's other form mistyped", () => {
  it("is read as the books' word its base form is a slip of", async () => {
    for (const typed of ["fuel deeliveries", "fuel dleiveries", "fuel dliveries"]) {
      const { answer, trace } = await books.search(typed);
      expect(trace.corrected).toBe("fuel delivery");
      expect(described(answer.internalData.transactions)).toEqual([
        "Heating oil delivery (150 gal)",
        "Heating oil delivery (150 gal)",
      ]);
    }
  });

  it("is only a guess: read so where the other words are said with it (“who celars the snow” is no cedar)", async () => {
    await books.record("Gutter cleaning - spring", "5020", { payee: "Ridgeline Gutters" });
    await books.renewVocabulary();
    expect((await books.search("gutter deeliveries")).trace.corrected).toBeNull();
  });

  it("spelt right is searched as typed: the stemmer reads it as the books' word", async () => {
    const { trace } = await books.search("fuel deliveries");
    expect(trace.corrected).toBeNull();
    expect(trace.matched).toBe(2);
  });
});
