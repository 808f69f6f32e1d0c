// One tenant's record asked by name ("when did … move in", "… phone"): the tenancy, not the
// transactions. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const EXPECTED =
  "Ingrid Solvang rents Apt 4 at Tamarack Row for $1,180.00 a month; lease from Mar 1, 2025 to Feb 28, 2026; " +
  "deposit $1,180.00; phone (555) 014-7781; email ingrid.solvang@example.com.";

beforeAll(async () => {
  books = await openTestBooks("Tenancy", new Date("2026-01-15T12:00:00Z"), {
    seed: 15,
    properties: 3,
    years: 1,
  });
  const tenant = {
    name: "Ingrid Solvang",
    email: "ingrid.solvang@example.com",
    phone: "(555) 014-7781",
    leaseStart: "2025-03-01",
    leaseEnd: "2026-02-28",
    rentCents: 118_000,
    depositCents: 118_000,
  };
  const { id } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Tamarack Row",
      type: "multi_family",
      units: [{ name: "Apt 4", tenant }],
    }),
  );
  const rent = (date: string, description: string, cents: number) =>
    books.record(description, "4000", {
      date,
      propertyId: id,
      payee: "Ingrid Solvang",
      type: "income",
      cents,
    });
  await rent("2025-11-03", "Rent - Apt 4", 43_210);
  // The larger payment came first: the latest is not the largest.
  await rent("2025-10-02", "Rent - Apt 4 October", 118_000);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a tenant's record asked by name", () => {
  it("“when did … move in”, “… phone” and “where does … live” answer with the tenancy and how to reach them", async () => {
    for (const query of [
      "when did Ingrid Solvang move in",
      "ingrid solvang phone",
      "email for Ingrid Solvang",
      "where does Ingrid Solvang live",
      "what unit does Ingrid Solvang live in",
    ]) {
      const { answer } = await books.search(query);
      expect(answer.response).toBe(EXPECTED);
      expect(answer.results.map((r) => r.id)).toEqual([expect.stringMatching(/^tenant:/)]);
      expect(answer.internalData.properties.map((p) => p.name)).toEqual(["Tamarack Row"]);
    }
  });

  it("the name alone, or money asked of the tenant, is still the transactions", async () => {
    for (const query of ["Ingrid Solvang", "Ingrid Solvang payments"]) {
      const { answer } = await books.search(query);
      expect(answer.internalData.transactions.map((t) => t.description)).toEqual([
        "Rent - Apt 4 — Ingrid Solvang",
        "Rent - Apt 4 October — Ingrid Solvang",
      ]);
    }
  });

  it("“when did … last pay” names the latest payment, not the largest", async () => {
    const { answer } = await books.search("when did Ingrid Solvang last pay");
    expect(answer.response).toMatch(
      /; the latest was \$432\.10 from Ingrid Solvang \(Rent - Apt 4, Tamarack Row\) on Nov 3, 2025\.$/,
    );
  });
});
