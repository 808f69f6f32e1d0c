// A job typed "re-" that the books write without it, or without it where they write it, is the books'
// word, not a slip of another ("repainting" is no "repointing"); a job the rows never say is set aside.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
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

  it("“grout” alone is the grout redone where the books only say “regrout”", async () => {
    const regrout = await books.record("CHECK #2223 - regrout shower & recaulk", "5090", {
      payee: "Big Easy Handyman",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("grout");
    expect(trace.corrected).toMatch(/^regrout(?:ed)?$/);
    const rows = answer.internalData.transactions;
    expect(rows.map((t) => t.id)).toContain(regrout.id);
    expect(rows.every((t) => /regrout/i.test(t.description))).toBe(true);
  });
});

describe("a job typed as a verb with its particle", () => {
  it("“cleaning out after the eviction” is the cleanout the books record", async () => {
    const cleanout = await books.record("Apt C cleanout & repairs after eviction", "5090", {
      payee: "Cimarron Handyman",
    });
    await books.record("Turnover cleaning - Apt B", "5020", { payee: "Sparkle Cleaning Co." });
    await books.renewVocabulary();
    for (const typed of ["cleaning out after the eviction", "cleanng out after the eviction"]) {
      const { answer, trace } = await books.search(typed);
      expect(trace.corrected, typed).toBe("cleanout after the eviction");
      expect(answer.internalData.transactions.map((t) => t.id)).toEqual([cleanout.id]);
    }
  });
});

describe("the job typed, which the rows never say", () => {
  it("“replacing the bunk beds” lists the bunk beds bought, the job set aside", async () => {
    const beds = await books.record("DEBIT CARD PURCHASE FURNITURE WAREHOUSE - bunk beds & linens", "5100", {
      payee: "American Furniture Warehouse",
    });
    const { answer, trace } = await books.search("replacing the bunk beds");
    expect(trace.leftOut).toEqual(["replacing"]);
    expect(answer.response).toContain("No transaction says “replacing”");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([beds.id]);
  });

  it("“replacing the swamp cooler” is the evaporative cooler replaced, not its tune-ups", async () => {
    await books.record("Swamp cooler startup - new pads & pump check", "5090", {
      payee: "Steel City Handyman",
    });
    const replaced = await books.record("Evaporative cooler replaced - 4800 CFM", "5090", {
      payee: "Front Range Furnace & Air",
    });
    const { answer } = await books.search("replacing the swamp cooler");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([replaced.id]);
  });

  it("a thing “redone” is the thing replaced or rebuilt (“deck redone”, “redo the porch”)", async () => {
    const deck = await books.record("Deck boards & railing replaced - composite", "5090", {
      payee: "South Bass Builders",
    });
    const porch = await books.record("Upper porch rebuilt - columns, decking & railing", "5090", {
      payee: "West End Carpentry LLC",
    });
    const redone = await books.search("deck redone");
    expect(redone.answer.internalData.transactions.map((t) => t.id)).toContain(deck.id);
    const redo = await books.search("redo the porch");
    expect(redo.answer.internalData.transactions.map((t) => t.id)).toContain(porch.id);
  });
});
