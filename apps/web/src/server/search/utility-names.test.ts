// The utility companies a service's words reach: every one finds its rows, and only those the books
// name are ranked by.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";
import { namedAlternatives } from "./utility-names";

describe("the companies ranked by", () => {
  const held = new Set(["electric", "power", "energy", "eversource"]);
  const holds = (w: string) => held.has(w);

  it("are those whose every word the books hold", () => {
    const alternatives = ["electric", "power", "eversource", "comed", "duke energy", "nv energy"];
    // "nv" is too short to be among the books' words: "energy" alone says whether they name it.
    expect(namedAlternatives(alternatives, holds)).toEqual(["electric", "power", "eversource", "nv energy"]);
  });

  it("keep a service's own words, and a name typed alone, though the books never say them", () => {
    expect(namedAlternatives(["electricity", "sparky", "comed"], holds)).toEqual(["electricity", "sparky"]);
    expect(namedAlternatives(["comed"], holds)).toEqual(["comed"]);
  });
});

describe("a company the books never named", () => {
  let books: TestBooks;

  beforeAll(async () => {
    books = await openTestBooks("Utility companies", new Date("2026-01-15T12:00:00Z"), {
      seed: 23,
      properties: 2,
      years: 1,
    });
  }, 120_000);

  afterAll(() => closeSearchTestDatabase());

  it("is found by its service the moment a row names it, before the books' words are read again", async () => {
    const before = await books.search("electric bills");
    expect(described(before.answer.internalData.transactions)).not.toContain("COMED ONLINE PMT");
    await books.record("COMED ONLINE PMT", "5120", { payee: "ComEd", cents: 18_744, date: "2026-01-09" });
    const { answer } = await books.search("electric bills");
    expect(described(answer.internalData.transactions)).toContain("COMED ONLINE PMT");
  });
});
