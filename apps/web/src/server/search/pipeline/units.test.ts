// A unit named in a query ("Apt 3", "Suite C"): the units whose names say it, and the rows of their
// properties booked to no unit that name it. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody, unitCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Units", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 2,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a unit named", () => {
  it("is that unit, and its property's rows that say its name (“fixing up suite c for the new tenant”)", async () => {
    const shops = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Harbor Street Shops",
        type: "commercial",
        city: "Erie",
        state: "PA",
      }),
    );
    const flats = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Maple Court Flats",
        type: "multi_family",
        city: "Erie",
        state: "PA",
      }),
    );
    for (const name of ["Suite A", "Suite C"])
      await books.svc.createUnit(books.org, shops.id, unitCreateBody.parse({ name }));
    await books.svc.createUnit(books.org, flats.id, unitCreateBody.parse({ name: "Apt C" }));
    const buildout = await books.record("Suite C buildout - walls & flooring", "5090", {
      propertyId: shops.id,
    });
    const other = await books.record("Suite A storefront door fixed", "5090", { propertyId: shops.id });
    const apartment = await books.record("Apt C faucet fixed", "5090", { propertyId: flats.id });
    await books.renewVocabulary();
    const { answer } = await books.search("fixing up suite c for the new tenant");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(buildout.id);
    expect(listed).not.toContain(other.id);
    expect(listed).not.toContain(apartment.id);
  });
});
