// A word the question is asked with, mistyped (asked-slips.ts): read as meant where it shapes the
// reading or only asks, never where the books or English have the word. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.id).sort();

beforeAll(async () => {
  books = await openTestBooks("Asked slips", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 2,
  });
  await books.record("Yard work - leaves and edging", "5020", { date: "2025-10-04" });
  await books.record("Water heater replaced", "5090", { date: "2025-03-02", cents: 184_000 });
  await books.record("Mud jacking - front steps", "5090", { date: "2025-05-20" });
  await books.record("Gutters cleared after the storm", "5090", { date: "2025-11-02" });
  await books.record("EPAY CONF RNTB40", "4000", { date: "2025-06-01", type: "income" });
  await books.record("Mulch delivered", "5020", { date: "2025-04-11" });
  await books.record("Security deposit return - Kyle Brummond", "2100", {
    date: "2025-08-08",
    type: "transfer",
  });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a word that only asks, mistyped", () => {
  it.each([
    ["how mch did we spend on repairs in 2025", "how much did we spend on repairs in 2025"],
    ["how mny repairs in 2025", "how many repairs in 2025"],
    ["totl repairs in 2025", "total repairs in 2025"],
    ["whta did we spend on repairs in 2025", "what did we spend on repairs in 2025"],
    // Where the books have a word as near: "mud" is one letter from "muc", but "how" asks how much.
    ["how muc did we spend on repairs in 2025", "how much did we spend on repairs in 2025"],
    // "the" is one letter from "tha", but says nothing: no word of the books a slip is made for.
    ["the gutters tha were cleared", "the gutters that were cleared"],
    ["deposits I gve back when people moved out", "deposits I give back when people moved out"],
    // Words around a job are ours too, and back no books' word.
    ["water heater repair gys", "water heater repair guys"],
    ["rof guys", "roof guys"],
    // A tot is a word, but no question opens with one.
    ["tot repairs in 2025", "total repairs in 2025"],
  ])("“%s” is answered as “%s”, not as a word nothing mentions", async (typed, meant) => {
    const { answer, trace } = await books.search(typed);
    expect(trace.corrected).toBe(meant);
    expect(answer.response).not.toContain("mentions");
    expect(await listed(typed)).toEqual(await listed(meant));
    expect(answer.internalData.transactions.length).toBeGreaterThan(0);
  });
});

describe("a word without a vowel", () => {
  it("is the books' word a vowel away, not the start of a code (“rnt” is rent, not RNTB40)", async () => {
    const { answer, trace } = await books.search("rnt received in 2025");
    expect(trace.corrected).toBe("rent received in 2025");
    // The year's rent, not the one payment whose code begins with the letters typed.
    expect(answer.internalData.transactions.length).toBeGreaterThan(1);
    // A vowel away only: "dvd" shortens the books' "delivered", which no other word backs.
    expect((await books.search("dvd player")).trace.corrected).toBeNull();
  });
});

describe("a word that says when or how much, mistyped", () => {
  it.each([
    ["repairs lst year", "repairs last year"],
    ["repairs ovver $1000", "repairs over $1000"],
    ["repairs in Jne 2025", "repairs in June 2025"],
    ["repairs in fll 2025", "repairs in fall 2025"],
    ["repairs last yar", "repairs last year"],
  ])("“%s” reads as “%s”", async (typed, meant) => {
    const { trace } = await books.search(typed);
    expect(trace.corrected).toBe(meant);
    expect(await listed(typed)).toEqual(await listed(meant));
  });

  it("of two readings, the one that reads every word: “laast month” is last month, not the least", async () => {
    const { trace } = await books.search("biggest repairs laast month");
    expect(trace.corrected).toBe("biggest repairs last month");
  });
});

describe("a word the books or English have", () => {
  it("is the books' slip when their word is as near (“yar work” is the yard work)", async () => {
    const { answer } = await books.search("yar work");
    expect(answer.internalData.transactions.map((t) => t.description)).toContain(
      "Yard work - leaves and edging",
    );
  });

  it("a slip as near a word that says something is that word, not one set aside (“icome” is no “come”)", async () => {
    const { trace } = await books.search("icome in 2025");
    expect(trace.corrected).toBe("income in 2025");
  });

  it("an English word near an asking word is asked about as typed (“moth” is no “month”)", async () => {
    const { answer } = await books.search("moth treatment");
    expect(answer.response).toContain("mentions “moth”");
    expect(answer.internalData.transactions).toEqual([]);
  });
});
