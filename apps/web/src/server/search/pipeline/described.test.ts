// A short query that names a thing and who it happened to or where: only the detail is set aside.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
