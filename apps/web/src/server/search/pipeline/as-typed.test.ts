// Literal first: the rows that say what was typed, each word as written or the start of one, rank
// before rows found through the stemmer's other forms or the thesaurus's other words. Runs on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const rowsFor = async (query: string) => (await books.search(query)).answer.internalData.transactions;
const listed = async (query: string) => described(await rowsFor(query));

beforeAll(async () => {
  books = await openTestBooks("As typed", new Date("2026-01-15T12:00:00Z"), {
    seed: 17,
    properties: 4,
    years: 1,
  });
  // The older rows are the ones typed for: by date alone they would come last.
  for (const date of ["2025-05-01", "2025-05-02"]) {
    await books.record("Booking payout", "4000", { date, payee: "Staylodge", type: "income" });
    await books.record("Dishwasher repair", "5090", { date, payee: "Kitchen Fix Co" });
  }
  for (const date of ["2025-10-01", "2025-10-02", "2025-10-03"]) {
    await books.record("Rent - Harbor Books", "4000", { date, payee: "Harbor Books", type: "income" });
    await books.record("Dishwasher replaced", "5090", { date, payee: "Kitchen Fix Co" });
  }
  // A town's own water board among the bills of the one property there, and a utility named so.
  const property = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({ name: "Quarry Hill House", type: "single_family", city: "Marlborough" }),
  );
  await books.record("Water & sewer", "5120", {
    date: "2025-04-01",
    payee: "Marlborough Water Dept",
    propertyId: property.id,
  });
  for (const date of ["2025-10-01", "2025-10-02", "2025-10-03"])
    await books.record("Lawn mowing", "5020", { date, payee: "Greenway Lawns", propertyId: property.id });
  for (const date of ["2025-03-01", "2025-03-02", "2025-03-03"])
    await books.record("Water & sewer", "5120", { date, payee: "Lakemont Utilities Board" });
  // A town's payee and a longer one that begins with it, whose lines say the town's name.
  await books.record("Rental housing registration", "5190", { date: "2025-02-01", payee: "City of Marlow" });
  for (const date of ["2025-09-01", "2025-09-02"])
    await books.record("CITY OF MARLOW ENV SVCS - garbage", "5120", {
      date,
      payee: "City of Marlow Environmental Services",
    });
  for (const date of ["2025-02-10", "2025-02-11"])
    await books.record("Lawn service", "5020", { date, payee: "Ocmulgee Grounds Co" });
  for (const date of ["2025-09-10", "2025-09-11", "2025-09-12"])
    await books.record("Lawn mowing", "5020", { date, payee: "Green Acres Lawn Care" });
  // Newer rows the stemmer reads as "mowing" too ("mow"), and an older one that says nothing else.
  for (const date of ["2025-11-01", "2025-11-02"])
    await books.record("Mow & trim - weekly", "5020", { date, payee: "Greenway Lawns" });
  await books.record("Mowing", "5020", { date: "2025-04-20", payee: "Greenway Lawns" });
  // A start of "County" (a common word of names) and of one vendor's "Country".
  await books.record("Property tax, first half", "5110", {
    date: "2025-03-15",
    payee: "Harlan County Treasurer",
  });
  await books.record("Foundation crack repaired", "5090", {
    date: "2025-06-24",
    payee: "Cave Country Foundations",
  });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the words as typed rank first", () => {
  it("a cut word (“booki”) lists the rows it begins a word of before the stemmer's “Books”", async () => {
    const rows = await listed("booki");
    expect(rows.slice(0, 2)).toEqual(["Booking payout", "Booking payout"]);
  });

  it("a cut word and the next typed together (“dishw repair”) list the rows that say them so first", async () => {
    const rows = await listed("dishw repair");
    expect(rows.slice(0, 2)).toEqual(["Dishwasher repair", "Dishwasher repair"]);
    expect(rows).toContain("Dishwasher replaced");
  });

  it("a category named by a cut word (“utilit”) lists its rows that say the word first", async () => {
    const rows = (await rowsFor("utilit")).slice(0, 3);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(`${row.description} ${row.payee}`).toMatch(/utilit/i);
  });

  it("so does a town named by a cut word (“marlb”)", async () => {
    expect(await listed("marlb")).toEqual(["Water & sewer", "Lawn mowing", "Lawn mowing", "Lawn mowing"]);
  });

  it("a payee named whole (“city of marlow”) lists its rows before a longer payee's that say the name", async () => {
    const rows = await rowsFor("city of marlow");
    expect(rows[0]?.payee).toBe("City of Marlow");
    expect(rows.map((t) => t.payee)).toContain("City of Marlow Environmental Services");
  });

  it("the word around the job (“service” of “lawn srvice”, corrected) ranks the rows that say it first", async () => {
    const rows = await listed("lawn srvice");
    expect(rows.slice(0, 2)).toEqual(["Lawn service", "Lawn service"]);
    expect(rows).toContain("Lawn mowing");
  });

  it("one word (“mowing”) lists the row that says nothing else first, then the rows that say it", async () => {
    const rows = await listed("mowing");
    expect(rows[0]).toBe("Mowing");
    expect(rows.slice(0, 7).every((d) => /mowing/i.test(d))).toBe(true);
    expect(rows).toContain("Mow & trim - weekly");
  });

  it("a start that common words of names share (“coun”) is a word, not the one vendor it also begins", async () => {
    const payees = (await rowsFor("coun")).map((t) => t.payee);
    expect(payees).toContain("Harlan County Treasurer");
    expect(payees).toContain("Cave Country Foundations");
  });

  it("a question's asking words (“show me”, “find all the”) are no row's: the words read as typed", async () => {
    // "rent" reads as the rent received, which this row is not.
    expect(await listed("show me rent housing registration")).toEqual(["Rental housing registration"]);
    expect(await listed("find all the rent housing registration")).toEqual(["Rental housing registration"]);
    expect(await listed("show me rent housing zebra")).toEqual([]);
  });

  it("“from” and “the” are no words a row must say, nor the starts of any (“stuff from the hardware store”)", async () => {
    const caulk = await books.record("Caulk & weatherstrip", "5100", {
      date: "2025-07-26",
      payee: "Westlake Ace Hardware",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("stuff from the hardware store");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(caulk.id);
    expect(answer.response).toContain("matching “hardware”");
    expect(answer.response).not.toContain("“from”");
  });

  it("who did the job or how it was paid, cut short (“compa”, “payou”), is no word the rows must say", async () => {
    expect(await listed("dishwasher compa")).toEqual(await listed("dishwasher company"));
    expect(await listed("dishwasher compa")).toContain("Dishwasher repair");
    expect(await listed("harbor books payou")).toEqual(await listed("harbor books payouts"));
    expect(await listed("harbor books payou")).toHaveLength(3);
  });

  it("so is a year asked after them: the words read as typed within it (“… in 2025”)", async () => {
    expect(await listed("rent housing registration in 2025")).toEqual(["Rental housing registration"]);
    expect(await listed("rent housing registration in 2024")).toEqual([]);
  });
});
