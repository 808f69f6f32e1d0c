// What the plan searches and how it ranks what it finds: a job the rows name in other words than a
// category's phrase, the phrase as typed before the thesaurus's other words for it, and what a
// word the books hold nowhere may be set aside as.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Plan", new Date("2026-01-15T12:00:00Z"), {
    seed: 19,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the phrase as typed ranks first", () => {
  it("“bed tax” lists the bed tax before the hotel occupancy tax, though that is newer", async () => {
    const bed = await books.record("Borough bed tax (5%) Mar", "5110", {
      date: "2025-03-20",
      payee: "Borough",
    });
    const hotel = await books.record("Hotel occupancy tax - Apr", "5110", {
      date: "2025-04-20",
      payee: "City",
    });
    const ids = (await books.search("bed tax")).answer.internalData.transactions.map((t) => t.id);
    // Both are what was asked: the thesaurus says a hotel occupancy tax is a bed tax.
    expect(ids).toEqual(expect.arrayContaining([bed.id, hotel.id]));
    expect(ids.indexOf(bed.id)).toBeLessThan(ids.indexOf(hotel.id));
  });
});

describe("a category's words the rows say otherwise", () => {
  it("a lone plural the rows write singular is their word, not the category (“deposits”: mobile deposits)", async () => {
    const mobile = await books.record("Mobile deposit - ck #661 (Unit 7 rent)", "4000", {
      payee: "Ifeoma Chukwu",
      type: "income",
    });
    const { answer, trace } = await books.search("deposits");
    expect(trace.literal).toEqual(["deposits"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(mobile.id);
  });

  it("“gutter cleaning” is the gutter cleanouts, booked to repairs, not every cleaning bill", async () => {
    const gutters = await books.record("Gutter cleanout - leaves & maple seeds", "5090", {
      payee: "Hruska Roofing",
    });
    const turnover = await books.record("Turnover cleaning x3 - Sep", "5020", {
      payee: "South Bass Cleaning",
    });
    const ids = (await books.search("gutter cleaning")).answer.internalData.transactions.map((t) => t.id);
    expect(ids).toContain(gutters.id);
    expect(ids).not.toContain(turnover.id);
  });
});

describe("a word the books hold nowhere that only qualifies", () => {
  it("is set aside (“urgent”), but not one that names a kind (“geothermal heat pump”)", async () => {
    const pump = await books.record("Heat pump serviced", "5090", { payee: "Basin Heating" });
    const urgent = (await books.search("urgent heat pump")).answer.internalData.transactions;
    expect(urgent.map((t) => t.id)).toContain(pump.id);
    // No geothermal heat pump is in the books, and the answer says so.
    expect((await books.search("geothermal heat pump")).answer.internalData.transactions).toEqual([]);
  });
});
