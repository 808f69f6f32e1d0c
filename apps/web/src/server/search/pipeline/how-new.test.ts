// "new" said of a thing named in three words ("new basement bedroom window") says only that it was put
// in: set aside when no row says it (or "installed", "replaced") with the rest. "old" stays.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("How new", new Date("2026-01-15T12:00:00Z"), {
    seed: 43,
    properties: 2,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("how new the thing was", () => {
  it("is set aside before a thing of three words (“new basement bedroom window”)", async () => {
    const egress = await books.record("Egress window & window well - basement bedroom", "5090", {
      payee: "Utah Valley Egress Windows",
      cents: 325_000,
    });
    // Other rows say one of its words with "replaced", as "new" is read.
    await books.record("Bedroom door replaced", "5090", { payee: "Old Capitol Handyman" });
    await books.record("Lead-safe window replacement - 6 windows", "5090", {
      payee: "Dubuque Window & Door",
    });
    await books.renewVocabulary();
    expect(await found(books, "new basement bedroom window")).toEqual({ ids: [egress.id], leftOut: ["new"] });
  });

  it("stays where a row says it with the rest (“broker fee new lease”)", async () => {
    const commission = await books.record("Broker fee - Suite C new lease", "5190", {
      payee: "CSRA Commercial Realty",
      cents: 300_000,
    });
    await books.record("Lease renewal commission - Suite A", "5190", { payee: "CSRA Commercial Realty" });
    await books.renewVocabulary();
    expect(await found(books, "broker fee new lease")).toEqual({ ids: [commission.id], leftOut: [] });
  });
});
