// The grounds kept are a job, a yard a place: "mowing" finds the landscaper's bills, not every other job
// that says it was done in the yard ("yard line replaced"), while "yard" still finds the landscaper. Runs
// on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
let ids: Record<"mowing" | "yardLine", string>;

beforeAll(async () => {
  books = await openTestBooks("Grounds", new Date("2026-01-15T12:00:00Z"), {
    seed: 53,
    properties: 3,
    years: 1,
  });
  const mowing = await books.record("Mowing - weekly", "5020", { payee: "Flint Hills Lawn & Landscape" });
  const yardLine = await books.record("Gas leak - yard line replaced", "5090", {
    payee: "Natural State Plumbing",
    cents: 185_000,
  });
  ids = { mowing: mowing.id, yardLine: yardLine.id };
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the grounds kept", () => {
  it("are the landscaper's mowing, not other work in the yard", async () => {
    for (const query of ["who did the mowing", "landscaping"]) {
      const listed = (await found(books, query)).ids;
      expect(listed).toContain(ids.mowing);
      expect(listed).not.toContain(ids.yardLine);
    }
  });

  it("are found by the place they are kept (“yard”), as is what else the rows say was done there", async () => {
    expect((await found(books, "yard")).ids).toEqual(expect.arrayContaining([ids.mowing, ids.yardLine]));
  });
});
