// A clause that tells when ("when they moved out") is no reading of a sentence alone, and a word is not
// read without the small word of the phrase it began ("money back"). Runs on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("When clause", new Date("2026-01-15T12:00:00Z"), {
    seed: 43,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const QUESTION = "money back to the tenant when they moved out";

describe("money back to the tenant when they moved out", () => {
  it("is not the move-out cleaning, nor whatever says “money”, when no deposit went back", async () => {
    const cleaning = await books.record("Move-out cleaning", "5020", { payee: "Sparkle Cleaning" });
    // The books say each word somewhere, never together.
    const order = await books.record("Money order fee", "5190", { payee: "USPS" });
    await books.record("Back gate latch", "5090", { payee: "Ace Hardware" });
    await books.renewVocabulary();
    const { answer } = await books.search(QUESTION);
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).not.toContain(cleaning.id);
    expect(listed).not.toContain(order.id);
    expect(answer.response).toMatch(/^Nothing/);
  });

  it("is the deposit returned, once one was", async () => {
    const refund = await books.record("Security deposit refund - Unit 2", "2100", {
      payee: "Dana Whitfield",
      type: "transfer",
    });
    await books.renewVocabulary();
    const { answer } = await books.search(QUESTION);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([refund.id]);
  });
});

describe("cleaning after the tenant moved out", () => {
  it("is the move-out cleans: “moved out” is a doing, not a word that only qualifies", async () => {
    const clean = await books.record("Move-out clean", "5020", { payee: "Maid Marian Cleaning Co." });
    const bugs = await books.record("Bed bug inspection - tenant reported bites", "5020", {
      payee: "Terminix",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("cleaning after tenant moved out");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(clean.id);
    expect(listed).not.toContain(bugs.id);
    expect(trace.leftOut).toEqual(["tenant"]);
  });
});
