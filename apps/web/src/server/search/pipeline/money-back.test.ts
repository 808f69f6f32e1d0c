// Money got back said in words of getting it ("money I got back from the insurer"): money in, and
// "back" no word the rows must say (the back door's row says it) nor the start of a payee's name.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Money back", new Date("2026-01-15T12:00:00Z"), {
    seed: 41,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("money got back from whoever is paid", () => {
  it("is the money they paid in, not what they were paid (“money I got back”, “what the insurer paid”)", async () => {
    const insurer = { payee: "Lake Shore Mutual Insurance" };
    const claim = await books.record("Insurer paid - storefront glass claim", "4900", {
      ...insurer,
      type: "income",
      cents: 85_000,
      date: "2025-03-22",
    });
    await books.record("Premium to insurer - policy renewal", "5040", { ...insurer, date: "2025-04-05" });
    await books.record("Flood insurance renewal - Zone AE", "5040", { payee: "Riverfront Flood Insurance" });
    await books.record("Back door lock replaced", "5090", { payee: "Fixit Handyman" });
    await books.renewVocabulary();
    const { answer } = await books.search("money I got back from the insurer");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([claim.id]);
    // What a party said paid ("the insurer") paid the owner, not the premium paid to it.
    const paid = await books.search("what the insurer paid");
    expect(paid.answer.internalData.transactions.map((t) => t.id)).toEqual([claim.id]);
  });

  it("is what they paid for the thing, though an expense category's word names it (“the broken glass”)", async () => {
    const claim = await books.record("Insurer paid - broken glass claim, unit 4", "4900", {
      payee: "Lake Shore Mutual Insurance",
      type: "income",
      date: "2025-05-02",
    });
    const glazier = await books.record("Broken glass replaced - unit 4", "5090", {
      payee: "Clear View Glass",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("what the insurer paid for the broken glass");
    expect(trace.parsed.type).toBe("income");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed[0]).toBe(claim.id);
    expect(listed).not.toContain(glazier.id);
  });

  it("is money in, “back” no start of a payee's name nor a word the rows must say", async () => {
    const claim = await books.record("Hail claim check - gutters & screens", "4900", {
      payee: "Red Earth Mutual Insurance",
      type: "income",
      cents: 235_000,
      date: "2024-06-25",
    });
    await books.record("Wind & hail deductible buy-back - annual", "5040", {
      payee: "Red Earth Mutual Insurance",
    });
    await books.record("Backflow test - fire sprinkler", "5190", { payee: "Tulsa Backflow Testing" });
    await books.renewVocabulary();
    const { answer } = await books.search("what I got back from insurance for the hail");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([claim.id]);
    expect(answer.response).toMatch(/^You received/);
  });

  it("finds a rebate or a fine paid back in the words the books use for them", async () => {
    const rebate = await books.record("Xeriscape rebate", "4900", {
      payee: "Larkspur Utilities",
      type: "income",
      cents: 75_000,
      date: "2025-07-08",
    });
    await books.record("Noise ordinance fine - party", "5190", { payee: "Town of Larkspur" });
    const repaid = await books.record("Fine reimbursed by tenants", "4900", {
      payee: "Tiernan Doyle",
      type: "income",
      cents: 25_000,
      date: "2025-09-27",
    });
    await books.renewVocabulary();
    const ids = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
    expect(await ids("money back from the utility")).toEqual([rebate.id]);
    expect((await ids("tenant paid me back for the fine"))[0]).toBe(repaid.id);
    expect(await ids("repaid")).toEqual([repaid.id]);
    // Alone, "paid back" is the money returned, not money paid out that says "back".
    expect(await ids("paid back")).toEqual([repaid.id]);
  });
});

describe("money back when something happened", () => {
  it("is the money back, the clause that tells when set aside (“when they moved out”)", async () => {
    const deposit = await books.record("Return of security deposit - Unit 3", "2100", {
      payee: "Marisol Quintero",
      date: "2025-07-02",
      type: "transfer",
    });
    await books.record("Junk haul-away after move out - Unit 3", "5020", { payee: "Haul Pros" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("money back to the tenant when they moved out");
    expect(trace.leftOut).toContain("moved");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(deposit.id);
  });
});
