// What a landlord types about a job the books write another way: two words that each start a payee's
// name but say one job together, a plumber's camera by another name, a plural the thesaurus holds in the
// singular, rent paid late as the late charge, a word that only says how a test came out or how bad
// a thing got, and a bank's stop payment, which keeps nothing from happening. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const listed = async (query: string) =>
  described((await books.search(query)).answer.internalData.transactions);

beforeAll(async () => {
  books = await openTestBooks("Said otherwise", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 1,
  });
  const record = (description: string, payee: string, date: string, code = "5090") =>
    books.record(description, code, { date, payee, cents: 21_500 });
  for (const date of ["2025-02-11", "2025-06-11", "2025-10-11"])
    await record("Spa cover & chemicals", "Tamsin Hot Tub Care", date);
  for (const date of ["2025-03-19", "2025-08-19"])
    await record("Floor drain snaked", "Orrin Drain Works", date);
  await record("Clogged tub drain cleared", "Wexley Plumbing", "2025-05-07");
  await record("Sewer scope before closing", "Wexley Plumbing", "2025-04-02");
  await record("Limbs trimmed off the roof", "Quarry Hill Tree Care", "2025-10-30");
  await record("Radon test - basement", "Prairie Air Testing", "2025-03-03");
  await record("Foundation cracks sealed - east wall", "Bedrock Masonry", "2025-07-21");
  await record("Lockout service call", "Tessaly Lock & Key", "2025-05-22");
  await record("Stop payment fee - check 1042", "Prairie State Bank", "2025-09-02", "5190");
  await record("Wire payment fee", "Prairie State Bank", "2025-09-12", "5190");
  const tenant = { name: "Ysolde Marrack", rentCents: 120_000 };
  const { id } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Marrow Street Flats",
      type: "multi_family",
      units: [{ name: "Up", tenant }],
    }),
  );
  const paid = (description: string, code: string, date: string, cents: number) =>
    books.record(description, code, { type: "income", cents, date, payee: tenant.name, propertyId: id });
  for (const date of ["2025-04-01", "2025-05-01"])
    await paid("Mobile deposit - Up rent", "4000", date, 120_000);
  await paid("Late charge - Up May 2025", "4100", "2025-05-09", 5_000);
  // Another tenant's rent the books say came late: "late rent" is words some row says.
  await books.record("Rent received late - June", "4000", {
    type: "income",
    date: "2025-06-12",
    cents: 90_000,
  });
  const dune = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({ name: "Gull Dune House", type: "short_term_rental", city: "Pelican Beach" }),
  );
  for (const date of ["2025-06-20", "2025-07-20"]) {
    await books.record("Water & sewer - quarterly", "5120", {
      date,
      payee: "Town of Pelican Beach",
      propertyId: dune.id,
    });
    await books.record("Fiber internet", "5120", { date, payee: "Coastline Fiber", propertyId: dune.id });
  }
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a job the books write another way", () => {
  it("words that start two payees' names but say one job together are that job (“tub wont drain”)", async () => {
    const rows = await listed("tub wont drain");
    expect(rows[0]).toBe("Clogged tub drain cleared");
    expect(rows).not.toContain("Spa cover & chemicals");
    expect(rows).not.toContain("Floor drain snaked");
  });

  it("a trade's visits are the trade's jobs (“plumber visits”, “plumber calls”)", async () => {
    const rows = await listed("plumber visits");
    expect(rows).toEqual(expect.arrayContaining(["Clogged tub drain cleared", "Sewer scope before closing"]));
    // "calls" asks of the trade's coming, no slip of the wall the mason sealed.
    const calls = await books.search("plumber calls");
    expect(calls.trace.corrected).toBeNull();
    expect(described(calls.answer.internalData.transactions)).toEqual(rows);
    // Calling the plumber out is no "service call" the books say.
    const called = await listed("how many times did we call the plumber");
    expect(called).toEqual(
      expect.arrayContaining(["Clogged tub drain cleared", "Sewer scope before closing"]),
    );
    expect(called).not.toContain("Lockout service call");
  });

  it("a bank's stop payment is the row's words, no thing kept from happening (“stop payment fee”)", async () => {
    expect(await listed("stop payment fee")).toEqual(["Stop payment fee - check 1042"]);
  });

  it("a camera down the sewer is the sewer scope", async () => {
    expect(await listed("sewer camera inspection")).toEqual(["Sewer scope before closing"]);
    // "sewer" of the sewer line is no water and sewer bill.
    expect(await listed("sewer line camera")).toEqual(["Sewer scope before closing"]);
  });

  it("branches are limbs, in the plural too", async () => {
    expect(await listed("cut branches off the roof")).toContain("Limbs trimmed off the roof");
    expect(await listed("tree branches")).toEqual(["Limbs trimmed off the roof"]);
  });

  it("rent paid late is the late charge", async () => {
    const rows = (await books.search("late rent from Ysolde")).answer.internalData.transactions;
    expect(described(rows)).toEqual(["Late charge - Up May 2025"]);
  });

  it("how a test came out, or how bad a thing got, is left out (“radon test results”)", async () => {
    const radon = await books.search("radon test results");
    expect(described(radon.answer.internalData.transactions)).toEqual(["Radon test - basement"]);
    expect(radon.trace.leftOut).toEqual(["results"]);
    const cracks = await books.search("foundation cracks getting worse");
    expect(described(cracks.answer.internalData.transactions)).toEqual([
      "Foundation cracks sealed - east wall",
    ]);
    expect(cracks.trace.leftOut).toEqual(["worse"]);
  });

  it("a word typed before the house says which house, not whom it was paid to (“the beach house”)", async () => {
    const rows = await listed("internet bill at the beach house");
    expect(rows[0]).toBe("Fiber internet");
  });
});
