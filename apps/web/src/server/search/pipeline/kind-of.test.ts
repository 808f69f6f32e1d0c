// A kind said beside a category's own name or its bills ("paint supplies", "heating bills"): the
// category's rows of that kind, not all of them, nor the kind's rows in other categories. Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Kind of", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const on = (description: string, code: string, payee: string) =>
  books.record(description, code, { date: "2025-03-11", payee });

describe("a kind beside the category's own name", () => {
  it("is the category's rows that say it (“paint supplies”)", async () => {
    const paint = await on("Paint, rollers & tape", "5100", "Menards");
    const caulk = await on("Caulk, outlets & cover plates", "5100", "Menards");
    const touchUp = await on("Hallway paint touch-up", "5090", "Prairie Handyman");
    await books.renewVocabulary();
    const { answer } = await books.search("paint supplies in March 2025");
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids).toContain(paint.id);
    expect(ids).not.toContain(caulk.id);
    expect(ids).not.toContain(touchUp.id);
    expect(answer.response).toMatch(/on supplies matching “paint” in March 2025/);
  });

  it("is what the category's name for it means when the words are one (“property tax”)", async () => {
    // Not the taxes that say "property": "property tax" is also "real estate tax".
    const secondHalf = await on("2024 real estate tax - 2nd half", "5110", "Polk County Treasurer");
    await books.renewVocabulary();
    const { answer } = await books.search("property tax in March 2025");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(secondHalf.id);
  });

  it("is every row of the category but another kind's, said or not (“property tax”)", async () => {
    // Indiana's bills never say "tax"; a lodging tax is booked to Taxes too.
    const installment = await on("2024 pay 2025 spring installment", "5110", "Allen County Treasurer");
    const lodging = await on("Lodging excise tax - Feb", "5110", "Village of Put-in-Bay");
    await books.renewVocabulary();
    const ids = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
    const property = await ids("how much property tax did I pay in March 2025");
    expect(property).toContain(installment.id);
    expect(property).not.toContain(lodging.id);
    expect(await ids("lodging tax in March 2025")).toEqual([lodging.id]);
  });
});

describe("a bill for heating", () => {
  it("is the utility bills for what burns: gas, propane, heating oil (“heating bills”)", async () => {
    const propane = await on("Propane delivery - 150 gal", "5120", "AmeriGas");
    const oil = await on("Heating oil fill-up", "5120", "Petro Home Services");
    const water = await on("Water & sewer - quarterly", "5120", "Des Moines Water Works");
    const furnace = await on("Furnace igniter replaced", "5090", "Hawkeye Heating & Air");
    await books.renewVocabulary();
    const { answer } = await books.search("heating bills in March 2025");
    const listed = answer.internalData.transactions;
    const ids = listed.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([propane.id, oil.id]));
    expect(ids).not.toContain(water.id);
    expect(ids).not.toContain(furnace.id);
    expect(listed.every((t) => t.category === "Utilities")).toBe(true);
  });
});

describe("a new thing", () => {
  it("is the one put in, which the books call replaced or installed (“new heat pump”)", async () => {
    const replaced = await on("Heat pump replaced - 3 ton", "5090", "Bluegrass Heating & Air");
    const tuneUp = await on("Furnace clean & tune + new filter", "5090", "Cuyahoga Heating & Cooling");
    await books.renewVocabulary();
    const ids = (await books.search("new heat pump")).answer.internalData.transactions.map((t) => t.id);
    expect(ids[0]).toBe(replaced.id);
    // The row that says "new" of a part stays, after the thing put in.
    expect(ids).toContain(tuneUp.id);
  });
});
