// "Who lives at …": the tenants of a named place, from the tenant records, not the transactions that
// happen to say "tenants". Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody, unitUpdateBody } from "../../../shared/accounting";
import { rowsOf } from "../../db/sql-helpers";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const tenantsListed = async (query: string) =>
  (await books.search(query)).answer.results.filter((r) => r.id.startsWith("tenant:")).map((r) => r.title);

beforeAll(async () => {
  books = await openTestBooks("Residents", new Date("2026-01-15T12:00:00Z"), {
    seed: 13,
    properties: 3,
    years: 1,
  });
  const unit = (name: string, tenant: string, rentCents: number) => ({
    name,
    tenant: { name: tenant, rentCents },
  });
  await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Quimby Street Triplex",
      type: "multi_family",
      city: "Athens",
      state: "GA",
      units: [unit("Apt 10", "Wendeline Axford", 99_500), unit("Apt 2", "Osric Penhallow", 105_000)],
    }),
  );
  await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Yarrow Lane Cottage",
      type: "single_family",
      city: "Boise",
      state: "ID",
      units: [unit("Main", "Calloway Fenn", 125_000)],
    }),
  );
  const duplex = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Lindqvist Duplex",
      type: "multi_family",
      units: [unit("Upstairs", "Maren Ostby", 110_000), unit("Downstairs", "Teodor Halvik", 98_000)],
    }),
  );
  // "lines" is one letter from "lives", and the books say it at the duplex.
  await books.record("Gas lines pressure tested", "5090", { propertyId: duplex.id, date: "2025-09-02" });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("who rents a place", () => {
  it("“who lives at …” names each tenant with unit and rent, units in number order", async () => {
    const { answer } = await books.search("who lives at Quimby Street Triplex");
    expect(answer.response).toBe(
      "2 tenants rent at Quimby Street Triplex: Osric Penhallow (Apt 2, $1,050.00 a month) and Wendeline Axford (Apt 10, $995.00 a month).",
    );
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.internalData.properties.map((p) => p.name)).toEqual(["Quimby Street Triplex"]);
    expect(await tenantsListed("tenants at quimby triplex")).toEqual([
      "Osric Penhallow (tenant)",
      "Wendeline Axford (tenant)",
    ]);
  });

  it("“lives” is asked, not a slip of a word the books say there (“lines”)", async () => {
    const { answer, trace } = await books.search("who lives at Lindqvist Duplex");
    expect(trace.corrected).toBeNull();
    expect(answer.response).toBe(
      "2 tenants rent at Lindqvist Duplex: Teodor Halvik (Downstairs, $980.00 a month) and Maren Ostby (Upstairs, $1,100.00 a month).",
    );
  });

  it("a unit named in words is the unit (“the downstairs unit”)", async () => {
    expect(await tenantsListed("who lives in the downstairs unit at Lindqvist Duplex")).toEqual([
      "Teodor Halvik (tenant)",
    ]);
    expect(await tenantsListed("tenant of the upstairs apartment at lindqvist duplex")).toEqual([
      "Maren Ostby (tenant)",
    ]);
  });

  it("a city or state is lived in (“residents in georgia”)", async () => {
    const { answer } = await books.search("residents in georgia");
    expect(answer.response).toMatch(/^2 tenants rent in Georgia: Osric Penhallow .* and Wendeline Axford /);
    expect(await tenantsListed("renters in boise")).toEqual(["Calloway Fenn (tenant)"]);
  });

  it("former tenants are those who moved out", async () => {
    const { id } = rowsOf<{ id: string }>(
      await books.db.execute(sql`select unit_id as id from tenants
        where organization_id = ${books.org} and name = 'Calloway Fenn'`),
    )[0]!;
    await books.svc.updateUnit(books.org, id, unitUpdateBody.parse({ tenant: null }));
    await books.renewVocabulary();
    expect((await books.search("who lives at yarrow lane cottage")).answer.response).toBe(
      "No tenant rents at Yarrow Lane Cottage.",
    );
    expect((await books.search("former tenants of yarrow lane cottage")).answer.response).toBe(
      "1 former tenant rented at Yarrow Lane Cottage: Calloway Fenn (Main, $1,250.00 a month).",
    );
  });

  it("money asked of the tenants is still the transactions (“tenant income at …”)", async () => {
    const { answer } = await books.search("rent from tenants at Quimby Street Triplex");
    expect(answer.results.filter((r) => r.id.startsWith("tenant:"))).toEqual([]);
  });
});
