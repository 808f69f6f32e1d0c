// "How many units do we have", "occupancy at …": counts of the properties, units and tenants, not the
// transactions that say "units". Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { rowsOf } from "../../db/sql-helpers";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const said = async (query: string) => (await books.search(query)).answer.response;

beforeAll(async () => {
  books = await openTestBooks("Portfolio", new Date("2026-01-15T12:00:00Z"), {
    seed: 16,
    properties: 3,
    years: 1,
  });
  const tenant = (name: string) => ({ name, rentCents: 90_000 });
  const { id } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Sheridan Row",
      type: "multi_family",
      city: "Laramie",
      state: "WY",
      units: [
        { name: "A", tenant: tenant("Bronwyn Askew") },
        { name: "B", tenant: tenant("Cato Lindqvist") },
        { name: "C" },
      ],
    }),
  );
  await books.record("Snow removal - walks", "5020", { propertyId: id });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("counts of the portfolio", () => {
  it("units and how many have a current tenant, in a state or at a property", async () => {
    expect(await said("how many units do we have in wyoming")).toBe(
      "You have 3 units across 1 property in Wyoming; 2 have a current tenant (67 % occupied).",
    );
    expect(await said("number of properties in wyoming")).toBe(
      "You have 1 property in Wyoming, with 3 units.",
    );
    expect(await said("occupancy at Sheridan Row")).toBe(
      "2 of 3 units at Sheridan Row have a current tenant (67 % occupied).",
    );
    expect(await said("how many units at sheridan row")).toBe(
      "Sheridan Row has 3 units; 2 have a current tenant (67 % occupied).",
    );
  });

  it("which units are vacant, with no leases on record: the units with no current tenant", async () => {
    const expected = "1 of 3 units in Wyoming has no current tenant: C at Sheridan Row.";
    expect(await said("vacant units in wyoming")).toBe(expected);
    expect(await said("how many units are empty in wyoming")).toBe(expected);
    expect(await said("vacancies at sheridan row")).toBe(
      "1 of 3 units at Sheridan Row has no current tenant: C at Sheridan Row.",
    );
  });

  it("everywhere when no place is named", async () => {
    const { n } = rowsOf<{ n: number }>(
      await books.db.execute(sql`select count(*)::int as n from tenants
        where organization_id = ${books.org} and status = 'active'`),
    )[0]!;
    expect(await said("how many tenants")).toBe(`You have ${n.toLocaleString("en-US")} current tenants.`);
  });

  it("the words around the count are any a person asks with (“do we have”, “are there”)", async () => {
    const count = await said("how many properties");
    expect(count).toMatch(/^You have \d+ properties, with \d+ units\.$/);
    for (const query of ["how many properties do we have", "how many properties are there"])
      expect(await said(query), query).toBe(count);
  });

  it("the properties themselves, when nothing but them is asked for (“what properties do I have”)", async () => {
    const count = await said("how many properties");
    const n = Number(/You have (\d+) properties/.exec(count)?.[1]);
    for (const query of [
      "properties",
      "list my properties",
      "what properties do I have",
      "show me all properties",
    ]) {
      const { answer } = await books.search(query);
      expect(answer.response, query).toBe(count);
      expect(answer.internalData.transactions, query).toEqual([]);
      expect(
        answer.internalData.properties.map((p) => p.name),
        query,
      ).toContain("Sheridan Row");
      expect(answer.internalData.properties, query).toHaveLength(n);
    }
    // Asked how to, it is the help's.
    expect((await books.search("how do I add properties")).answer.internalData.properties).toEqual([]);
  });

  it("a place's rows without a count asked stay the transactions (“properties in wyoming”)", async () => {
    const { answer } = await books.search("sheridan row snow removal");
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual(["Snow removal - walks"]);
    expect((await books.search("properties in wyoming")).answer.internalData.transactions).toHaveLength(1);
  });
});
