// A month or a season typed without its year is the latest one, unless nothing happened then: "ants in
// spring" asked in January is last spring's ant treatment, or the spring before's when last spring had
// none. A year typed is that year's. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const ids = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.id);

beforeAll(async () => {
  books = await openTestBooks("Earlier year", new Date("2026-01-15T12:00:00Z"), {
    seed: 37,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a month or season typed without its year", () => {
  it("is the latest earlier one that has rows, when the latest has none", async () => {
    const ants = await books.record("Carpenter ant treatment - sill plates", "5020", {
      date: "2024-04-10",
      payee: "Puget Pest Control",
    });
    const furnace = await books.record("Furnace replaced - cracked heat exchanger", "5090", {
      date: "2023-10-20",
      payee: "Sound Heating",
    });
    await books.renewVocabulary();
    const spring = await books.search("ants in spring");
    expect(spring.answer.internalData.transactions.map((t) => t.id)).toEqual([ants.id]);
    expect(spring.answer.response).toContain("spring 2024");
    // Two Octobers back: the books' last October (2025) and the one before had no furnace.
    const october = await books.search("furnace replaced in October");
    expect(october.answer.internalData.transactions.map((t) => t.id)).toEqual([furnace.id]);
    expect(october.answer.response).toContain("October 2023");
  });

  it("is the latest one when it has rows, and a year typed is that year's", async () => {
    const lastSpring = await books.record("Ant treatment - kitchen", "5020", {
      date: "2025-05-02",
      payee: "Puget Pest Control",
    });
    await books.renewVocabulary();
    expect(await ids("ants in spring")).toEqual([lastSpring.id]);
    expect(await ids("furnace replaced in october 2025")).toEqual([]);
  });

  it("is the latest one in which a sentence's gist has rows (“cooler stopped working in the summer”)", async () => {
    const cooler = await books.record("Evaporative cooler replaced - 4800 CFM", "5090", {
      date: "2024-06-10",
      payee: "Front Range Furnace & Air",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("cooler stopped working in the summer");
    expect(trace.leftOut).toContain("stopped");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([cooler.id]);
    expect(answer.response).toContain("summer 2024");
  });
});
