// A furnace or a heat pump is one kind of heating and cooling: asked about by name, it is what heats the
// home, not a heating company's other work (mini-splits installed); "hvac" and "heating" still find every
// kind. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
let ids: Record<"furnace" | "miniSplits" | "defrost", string>;

beforeAll(async () => {
  books = await openTestBooks("Equipment", new Date("2026-01-15T12:00:00Z"), {
    seed: 59,
    properties: 3,
    years: 1,
  });
  const furnace = await books.record("Furnace igniter replaced", "5090", { payee: "Skyline Heating & Air" });
  const miniSplits = await books.record("Ductless mini-splits installed - 4 zones", "5090", {
    payee: "Skyline Heating & Air",
    cents: 980_000,
  });
  const defrost = await books.record("Heat pump defrost board", "5090", {
    payee: "Middle Georgia Heating & Air",
  });
  ids = { furnace: furnace.id, miniSplits: miniSplits.id, defrost: defrost.id };
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a kind of heating and cooling", () => {
  it("asked about by name is what heats the home, not a mini-split (“who fixed the furnace”)", async () => {
    // The rows that say "furnace" first; a heat pump is what many tenants call the furnace.
    expect((await found(books, "who fixed the furnace")).ids).toEqual([ids.furnace, ids.defrost]);
    expect((await found(books, "heat pump not defrosting")).ids).toEqual([ids.defrost]);
  });

  it("is among what the broader word finds (“hvac”, “heating repairs”)", async () => {
    for (const query of ["hvac", "heating repairs"])
      expect((await found(books, query)).ids).toEqual(
        expect.arrayContaining([ids.furnace, ids.miniSplits, ids.defrost]),
      );
  });
});
