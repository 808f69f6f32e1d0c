// A sentence about something that happened lists the rest of the story after its own rows: the
// insurer's payment for the glass a break-in broke, at the same property within months, uncounted.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { rowsOf } from "../../db/sql-helpers";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
let place: string;
let elsewhere: string;

beforeAll(async () => {
  books = await openTestBooks("Aftermath", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
  const ids = rowsOf<{ id: string }>(
    await books.db.execute(
      sql`select id from properties where organization_id = ${books.org} order by created_at, id limit 2`,
    ),
  ).map((p) => p.id);
  place = ids[0]!;
  elsewhere = ids[1]!;
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the rest of the story", () => {
  it("lists the insurer's payment for the glass after the repair the sentence found, counting only the repair", async () => {
    const repair = await books.record("Vestibule glass replaced after break-in", "5090", {
      date: "2025-02-20",
      payee: "Miami Valley Glass Co.",
      propertyId: place,
      cents: 185_000,
    });
    const claim = await books.record("Insurer paid - vestibule glass claim", "4900", {
      date: "2025-03-22",
      payee: "Lake Shore Mutual Insurance",
      propertyId: place,
      cents: 85_000,
      type: "income",
    });
    // The same words a year on, or at another property, are another story.
    const later = await books.record("Vestibule glass cleaned", "5020", {
      date: "2025-12-20",
      propertyId: place,
    });
    const other = await books.record("Insurer paid - vestibule glass claim", "4900", {
      date: "2025-03-01",
      propertyId: elsewhere,
      type: "income",
    });
    const { answer } = await books.search("what the glass replaced after the break-in cost");
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([repair.id, claim.id]);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(other.id);
    expect(answer.response).toContain("across 1 transaction");
    expect(answer.response).toContain("Listed after them");
  });

  it("follows the story's own words, not the query's other words for them (“branches” typed, “limbs” written)", async () => {
    const limbs = await books.record("Ice storm - limbs cleared off the roof", "5020", {
      date: "2025-01-18",
      payee: "Stillwater Tree Service",
      propertyId: elsewhere,
    });
    const claim = await books.record("Insurance claim - roof and limbs", "4900", {
      date: "2025-03-01",
      propertyId: elsewhere,
      type: "income",
    });
    const deposit = await books.record("BRANCH DEPOSIT CHECK 7240 - Apt B rent", "4000", {
      date: "2025-02-05",
      propertyId: elsewhere,
      type: "income",
    });
    const { answer } = await books.search("tree branches on the roof after the ice storm");
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([limbs.id, claim.id]);
    expect(ids).not.toContain(deposit.id);
  });

  it("leaves out the story's vendor's other jobs, which say the thing only in its name", async () => {
    const removal = await books.record("Tree removal after Hurricane Francine", "5020", {
      date: "2025-09-13",
      payee: "Live Oak Lawn & Tree",
      propertyId: place,
    });
    const mowing = await books.record("Lawn mowing, edge & blow", "5020", {
      date: "2025-10-06",
      payee: "Live Oak Lawn & Tree",
      propertyId: place,
    });
    const claim = await books.record("Insurance claim - tree removal", "4900", {
      date: "2025-11-20",
      propertyId: place,
      type: "income",
    });
    const { answer } = await books.search("trees knocked down by the hurricane");
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([removal.id, claim.id]);
    expect(ids).not.toContain(mowing.id);
  });

  it("a few words are a lookup, not a story: only the rows that say them", async () => {
    await books.record("Lobby mirror replaced after vandalism", "5090", {
      date: "2025-05-02",
      propertyId: place,
    });
    const refund = await books.record("Insurer paid - lobby mirror claim", "4900", {
      date: "2025-06-02",
      propertyId: place,
      type: "income",
    });
    const { answer } = await books.search("mirror replaced");
    expect(answer.internalData.transactions.map((t) => t.id)).not.toContain(refund.id);
    expect(answer.response).not.toContain("Listed after them");
  });

  it("a job at a place named by its kind is a lookup too (“septic pumping at the cabin”)", async () => {
    const { id: cabin } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Aska Road Cabin", type: "short_term_rental" }),
    );
    const pumped = await books.record("Septic tank pumped", "5020", {
      date: "2025-04-16",
      propertyId: cabin,
    });
    await books.record("Propane delivery - 500 gal tank", "5120", { date: "2025-05-01", propertyId: cabin });
    await books.renewVocabulary();
    const { answer } = await books.search("septic pumping at the cabin");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([pumped.id]);
    expect(answer.response).not.toContain("Listed after them");
  });
});
