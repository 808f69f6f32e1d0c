// Figures asked of the rows: "net income at …", "profit last year", "cash flow 2025" (income less
// expenses) and "average rent", "avg monthly rent" (a mean per row or per month), each stated before
// the totals it comes from. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Net", new Date("2026-01-15T12:00:00Z"), { seed: 14, properties: 3, years: 1 });
  const { id } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({ name: "Ostrander Court", type: "single_family", city: "Ames", state: "IA" }),
  );
  const on = (date: string, description: string, code: string, cents: number, type: "income" | "expense") =>
    books.record(description, code, { date, propertyId: id, cents, type });
  await on("2025-03-01", "Rent March", "4000", 150_000, "income");
  await on("2025-04-01", "Rent April", "4000", 150_000, "income");
  await on("2025-03-09", "Furnace repair", "5090", 43_210, "expense");
  await on("2024-12-01", "Rent December", "4000", 150_000, "income");
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the net of a place and period", () => {
  it("“net income at Ostrander Court in 2025” is its income less its expenses that year", async () => {
    const { answer } = await books.search("net income at Ostrander Court in 2025");
    expect(answer.response).toMatch(
      /^Net \$2,567\.90: income \$3,000\.00 less expenses \$432\.10\. Found 3 transactions at Ostrander Court in 2025/,
    );
    expect(answer.internalData.transactions).toHaveLength(3);
  });

  it("“profit”, “cash flow” and “income vs expenses” ask the same", async () => {
    for (const query of [
      "profit at ostrander court 2025",
      "ostrander court cash flow in 2025",
      "income vs expenses at ostrander court in 2025",
      "ostrander court income versus expenses 2025",
    ])
      expect((await books.search(query)).answer.response, query).toMatch(/^Net \$2,567\.90: /);
  });

  it("rows of one kind state no difference (“net rent”)", async () => {
    const { answer } = await books.search("net rent at Ostrander Court in 2025");
    expect(answer.response).toMatch(/^You received \$3,000\.00 in rent at Ostrander Court in 2025/);
  });

  it("“average rent at …” is the mean of the rows; “avg monthly …” spreads them over their months", async () => {
    expect((await books.search("average rent at Ostrander Court in 2025")).answer.response).toMatch(
      /^Average income \$1,500\.00 across 2 transactions\. You received \$3,000\.00 in rent at Ostrander Court in 2025/,
    );
    // December 2024 to April 2025: five months, $4,500.00 in all.
    expect((await books.search("avg monthly rent at ostrander court")).answer.response).toMatch(
      /^Monthly average income \$900\.00 over 5 months\. /,
    );
    expect((await books.search("ostrander court average rent per month")).answer.response).toMatch(
      /^Monthly average income \$900\.00 over 5 months\. /,
    );
  });

  it("a word the books say stays theirs (“profit” of “Profit share”)", async () => {
    await books.record("Profit share to partner", "3100", { date: "2025-06-30", type: "transfer" });
    await books.renewVocabulary();
    const { answer } = await books.search("profit");
    expect(answer.response).not.toMatch(/^Net /);
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual(["Profit share to partner"]);
  });

  it("a lease's kind is no figure (“triple net reconciliation” is the NNN recon)", async () => {
    await books.record("NNN recon 2024 - Bay 2", "4900", { date: "2025-03-18", type: "income" });
    await books.renewVocabulary();
    const { answer } = await books.search("triple net reconciliation");
    expect(answer.response).not.toMatch(/^Net /);
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual(["NNN recon 2024 - Bay 2"]);
  });
});

describe("the words a count is asked with", () => {
  it("name no payee (“count of Airbnb payouts” is no Cave Country Foundation Repair)", async () => {
    const payouts = await Promise.all(
      ["2025-06-03", "2025-07-03"].map((date) =>
        books.record("AIRBNB PAYMENTS DES:AIRBNB PPD", "4000", { date, payee: "Airbnb", type: "income" }),
      ),
    );
    await books.record("Foundation crack repaired - epoxy injection", "5090", {
      date: "2025-06-20",
      payee: "Cave Country Foundation Repair",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("count of airbnb payouts in summer 2025");
    expect(answer.internalData.transactions.map((t) => t.id).sort()).toEqual(payouts.map((p) => p.id).sort());
  });
});
