// A short query that names a thing and who it happened to or where: only the detail is set aside.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { cacheBarrier } from "../../cache/index";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Described", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a short query's detail", () => {
  it("a thesaurus phrase left when the tenant is set aside still names a thing (“tenant locked out”)", async () => {
    const lockout = await books.record("Lockout call - after midnight", "5090", {
      payee: "Keyline Lock & Key",
      date: "2025-02-08",
    });
    const { answer, trace } = await books.search("tenant locked out");
    expect(trace.leftOut).toEqual(["tenant"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([lockout.id]);
  });

  it("what is happening to a thing is detail, and no property's name (“gutters falling off”)", async () => {
    const cabin = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Fall River Cabin", type: "single_family" }),
    );
    await cacheBarrier(books.db);
    const clean = await books.record("Turnover cleans x4", "5020", { propertyId: cabin.id });
    const gutters = await books.record("Gutters cleaned - pine needles", "5090", { payee: "Ridge Roofing" });
    const { answer, trace } = await books.search("gutters falling off");
    expect(trace.leftOut).toEqual(["falling"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([gutters.id]);
    // The cabin's own name still finds it, a word cut short too.
    for (const query of ["fall river cabin", "fall river"]) {
      const ids = (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
      expect(ids, query).toContain(clean.id);
    }
  });
});
