// What money was paid as ("premiums", "payments", "bills") beside a category typed by its own name:
// every row of the category's accounts was paid so, whether or not its text says the word; and how it
// was done ("online"), which its rows seldom say. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Charged as", new Date("2026-01-15T12:00:00Z"), {
    seed: 29,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a category and what its money was paid as", () => {
  it("is every row of the category's accounts (“insurance premiums”: the coverage that says neither)", async () => {
    const on = (description: string, code: string, payee: string) =>
      books.record(description, code, { date: "2025-03-09", payee });
    const policy = await on("Landlord policy - annual premium", "5040", "Prairie Mutual");
    const boiler = await on("Boiler & machinery coverage - annual", "5040", "Prairie Mutual");
    const buyBack = await on("Wind & hail deductible buy-back", "5040", "Red Earth Mutual");
    // A premium booked elsewhere that says nothing of insurance is not one.
    const warranty = await on("Home warranty premium", "5190", "Choice Home Warranty");
    await books.renewVocabulary();
    const { answer } = await books.search("insurance premiums in March 2025");
    const listed = answer.internalData.transactions;
    expect(listed.map((t) => t.id)).toEqual(expect.arrayContaining([policy.id, boiler.id, buyBack.id]));
    expect(listed.map((t) => t.id)).not.toContain(warranty.id);
    expect(listed.every((t) => t.category === "Insurance")).toBe(true);
  });
});

describe("a category and a word that only says how", () => {
  it("is the category's rows, the word set aside where none of them says it (“online advertising”)", async () => {
    const listing = await books.record("Zillow Rental Manager - 30 day listing", "5000", {
      date: "2025-06-02",
      payee: "Zillow",
    });
    // The books say "online" elsewhere: it is no word found nowhere.
    await books.record("CITY WATER ONLINE PMT", "5120", { date: "2025-06-04", payee: "City Water" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("online advertising");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(listing.id);
    expect(answer.internalData.transactions.every((t) => t.category === "Advertising")).toBe(true);
    expect(trace.leftOut).toEqual(["online"]);
  });
});

describe("a bank named beside what it charged", () => {
  it("is the bank's fees, not every row paid through the bank account (“bank fees”)", async () => {
    const fee = await books.record("MONTHLY SERVICE FEE", "5190", {
      date: "2025-04-28",
      payee: "Prairie State Bank",
    });
    await books.record("Late fee - April rent", "4100", { date: "2025-04-06", type: "income" });
    await books.renewVocabulary();
    const { answer } = await books.search("bank fees in April 2025");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fee.id]);
    expect(answer.response).toMatch(
      /^You spent \$432\.10 on transactions matching “bank” and “fees” in April 2025 across 1 transaction/,
    );
  });
});

describe("a category's name with how it is charged said otherwise", () => {
  it("is the category (“pet rent” is the pet fees, whose rows never say rent)", async () => {
    const dog = await books.record("Pet fee - dog - Unit 2", "4200", {
      date: "2025-08-05",
      payee: "Marisol Quintero",
      type: "income",
    });
    // Rows elsewhere say "pet" and "rent" together: the words alone would find those, not the fee.
    await books.record("Rent - Unit 4 (pet deposit waived)", "4000", {
      date: "2024-11-01",
      payee: "Dov Adler",
      type: "income",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("pet rent in August 2025");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(dog.id);
    expect(answer.internalData.transactions.every((t) => t.category === "Pet Fees")).toBe(true);
  });
});

describe("a payee named beside what it charged", () => {
  it("is the payee's rows, the word set aside where none of them says it (“irrigation district fee”)", async () => {
    const assessment = await books.record("Irrigation assessment", "5120", {
      date: "2025-04-22",
      payee: "Yakima-Tieton Irrigation District",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("yakima tieton irrigation district fee");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([assessment.id]);
    expect(trace.leftOut).toEqual(["fee"]);
  });
});
