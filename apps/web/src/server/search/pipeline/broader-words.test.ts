// A broader word finds every kind of it, a kind only itself and its synonyms. A yard is where the grounds
// are kept, not the job: "mowing" is no yard line replaced, while "yard" still finds the landscaper. A
// furnace or a heat pump is what heats the home, not a heating company's every job (mini-splits
// installed), while "hvac" and "heating" still find every kind. Cooling is what an air conditioner does
// and a fridge may stop doing. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const ids: Record<string, string> = {};

beforeAll(async () => {
  books = await openTestBooks("Broader words", new Date("2026-01-15T12:00:00Z"), {
    seed: 59,
    properties: 3,
    years: 1,
  });
  const rows: [string, string, string, string, number?][] = [
    ["mowing", "Mowing - weekly", "5020", "Flint Hills Lawn & Landscape"],
    ["yardLine", "Gas leak - yard line replaced", "5090", "Natural State Plumbing", 185_000],
    ["furnace", "Furnace igniter replaced", "5090", "Skyline Heating & Air"],
    ["miniSplits", "Ductless mini-splits installed - 4 zones", "5090", "Skyline Heating & Air", 980_000],
    ["defrost", "Heat pump defrost board", "5090", "Middle Georgia Heating & Air"],
    ["pilot", "Furnace pilot relit", "5090", "Handy Hank"],
    ["fridge", "Fridge not cooling - defrost timer", "5090", "Dulles Appliance Service"],
  ];
  for (const [key, description, code, payee, cents] of rows)
    ids[key] = (await books.record(description, code, { payee, cents })).id;
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

describe("a kind of heating and cooling", () => {
  it("asked about by name is what heats the home, not a mini-split (“who fixed the furnace”)", async () => {
    // The rows that say "furnace" first; a heat pump is what many tenants call the furnace.
    expect((await found(books, "who fixed the furnace")).ids).toEqual([ids.furnace, ids.pilot, ids.defrost]);
    expect((await found(books, "heat pump not defrosting")).ids).toEqual([ids.defrost]);
  });

  it("is among what every broader word finds (“hvac”, “heating and air conditioning”)", async () => {
    for (const query of ["hvac", "heating repairs", "heating and air conditioning"])
      expect((await found(books, query)).ids).toEqual(
        expect.arrayContaining([ids.furnace, ids.pilot, ids.miniSplits, ids.defrost]),
      );
  });

  it("is no fridge that stopped cooling, unless cooling is what is asked", async () => {
    for (const query of ["air conditioning", "hvac", "heating and air repairs"])
      expect((await found(books, query)).ids).not.toContain(ids.fridge);
    expect((await found(books, "cooling")).ids).toEqual(expect.arrayContaining([ids.fridge, ids.defrost]));
  });
});
