// Categories named in other words typed together as one thing ("gas leak"), or beside one named as
// itself ("gas valve repairs"): the rows that say the words, or none, never every row of each category.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Named together", new Date("2026-01-15T12:00:00Z"), {
    seed: 43,
    properties: 2,
    years: 1,
  });
  await books.record("Gas service - Nov", "5120", { payee: "Black Hills Energy" });
  await books.record("Water service - curb valve shutoff fee", "5120", {
    payee: "Colorado Springs Utilities",
  });
  await books.record("Roof leak - flashing resealed", "5090", { payee: "Summit Roofing" });
  // Neither says "repair" in any of its forms: the category is what says it.
  await books.record("Water heater gas valve", "5090", { payee: "Pikes Peak Plumbing" });
  await books.record("Flat roof patch - EPDM", "5090", { payee: "Green Country Roofing" });
  await books.record("Quarterly pest service", "5020", { payee: "Delacroix Pest Control" });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

/** The descriptions listed, without the payee the list adds after them. */
const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.description.split(" — ")[0]);

describe("categories named together as one thing", () => {
  it("that no row says list nothing (“gas leak”), not every utility and repair", async () => {
    const { answer } = await books.search("gas leak");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toMatch(/gas/);
    expect(answer.response).toMatch(/leak/);
  });

  it("find that category's rows that say the other words (“gas valve repairs”)", async () => {
    const found = await listed("gas valve repairs");
    expect(found).toContain("Water heater gas valve");
    expect(found).not.toContain("Water service - curb valve shutoff fee");
    expect(found).not.toContain("Roof leak - flashing resealed");
  });

  it("find the category's rows that say a phrase one of its words began (“rubber roof repair”)", async () => {
    // "rubber" alone is no row's word: with "roof" it is the EPDM roof the books name.
    expect(await listed("rubber roof repair")).toEqual(["Flat roof patch - EPDM"]);
  });

  it("stay categories beside one named as itself (“pest repairs”): its rows may be what was meant", async () => {
    expect(await listed("pest repairs")).toContain("Quarterly pest service");
  });
});
