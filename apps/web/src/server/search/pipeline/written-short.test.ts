// Words written short as owners and bookkeepers write them: a place's word as an address abbreviates
// it ("Estes Pk", "Pueblo Cnty"), a building by its count of homes ("4plex"), and a word with its
// vowels left out that is also a slip away from another word ("cnty" is no "city", "rfng" no "ring"),
// a bank feed's word cut at an apostrophe ("rec'd"), and a trade's name cut short ("the accoun").
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const place = new Map<string, string>();
const row = new Map<string, string>();
const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.id);

beforeAll(async () => {
  books = await openTestBooks("Written short", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 1,
  });
  for (const [name, city, state] of [
    ["Fall River Cabin", "Estes Park", "CO"],
    ["Pickwick Avenue Fourplex", "Springfield", "MO"],
  ] as const) {
    const type = name.endsWith("Fourplex") ? "multi_family" : "short_term_rental";
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name, type, city, state }),
    );
    place.set(name, id);
  }
  const cabin = place.get("Fall River Cabin");
  const fourplex = place.get("Pickwick Avenue Fourplex");
  for (const [key, description, code, options] of [
    ["tub", "Hot tub drained and refilled", "5090", { propertyId: cabin, payee: "Alpine Spa" }],
    ["gutters", "Gutter guards installed", "5090", { propertyId: fourplex, payee: "Ozark Gutters" }],
    ["snow", "Snow plowed - drive and walks", "5020", { propertyId: fourplex, payee: "Ozark Snow" }],
    ["tax", "2025 property tax - second half", "5110", { payee: "Pueblo County Treasurer" }],
    ["shop", "ACH CREDIT RENT SUITE B", "4000", { type: "income", payee: "Garden City Tax Service Inc." }],
    ["roofing", "Roofing - ridge cap resealed", "5090", { payee: "Peachtree Roofing Co." }],
    ["ring", "Toilet rebuilt - wax ring", "5090", { payee: "Pikes Peak Plumbing" }],
    ["keying", "Lockset keying - back door", "5090", { payee: "Pikes Peak Lock" }],
    ["king", "Condo fee - October", "5190", { payee: "King Street Commons Condo Assn" }],
  ] as const)
    row.set(key, (await books.record(description, code, options)).id);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a place's word as an address abbreviates it", () => {
  it("“pk” is park and “cnty” county, in a city's name as in a payee's", async () => {
    expect(await listed("estes pk cabin")).toEqual([row.get("tub")]);
    expect(await listed("pueblo cnty")).toEqual([row.get("tax")]);
  });

  it("a building by its count of homes is the kind its name says (“4plex”)", async () => {
    const fourplex = [row.get("gutters"), row.get("snow")].sort();
    expect((await listed("pickwick 4plex")).sort()).toEqual(fourplex);
    // Beside a city, the kind of building its property is, as "springfield fourplex" is; beside a
    // job, where it was done.
    expect((await listed("springfield 4plex")).sort()).toEqual(fourplex);
    expect(await listed("snow at the 4plex")).toEqual([row.get("snow")]);
  });
});

describe("a word with no vowel typed", () => {
  it("is the books' word it shortens before a word one slip away", async () => {
    const county = await books.search("cnty tax");
    expect(county.trace.corrected).toBe("county tax");
    const taxes = county.answer.internalData.transactions;
    expect(taxes.map((t) => t.id)).toContain(row.get("tax"));
    expect(taxes.map((t) => t.id)).not.toContain(row.get("shop"));
    const roofing = await books.search("rfng");
    expect(roofing.trace.corrected).toBe("roofing");
    expect(roofing.answer.internalData.transactions.map((t) => t.id)).toContain(row.get("roofing"));
    expect(roofing.answer.internalData.transactions.map((t) => t.id)).not.toContain(row.get("ring"));
  });

  it("is the word whose vowels it leaves out, not a longer word that holds its letters", async () => {
    // "kng" holds the letters of "keying" in order, but it is "king" with its vowel dropped.
    const king = await books.search("kng street commons");
    expect(king.trace.corrected).toBe("king street commons");
    expect(king.answer.internalData.transactions.map((t) => t.id)).toEqual([row.get("king")]);
  });
});

describe("a bank feed's word cut at an apostrophe", () => {
  it("is the word the row writes (“deposit rec'd”), not one mentioned nowhere", async () => {
    const received = await books.record("Security deposit rec'd - Ilona Varga", "2100", {
      type: "transfer",
      payee: "Ilona Varga",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("security deposit rec'd");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([received.id]);
  });
});

describe("a trade's name cut short", () => {
  it("still names whoever was paid for the job (“what I paid the accoun to do my taxes”)", async () => {
    const prep = await books.record("2025 tax return - Schedule E", "5050", { payee: "Ridgeline CPAs" });
    const bill = await books.record("Property tax - second half", "5110", { payee: "County Treasurer" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("what I paid the accoun to do my taxes");
    // The accountant's bills, with the tax return first; the county's tax bill is no fee of theirs.
    expect(trace.plan?.accountIds).toHaveLength(1);
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids[0]).toBe(prep.id);
    expect(ids).not.toContain(bill.id);
  });
});
