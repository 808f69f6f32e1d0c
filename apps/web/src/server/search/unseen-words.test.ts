// Phrases the full-text documents cannot see whole ("locked out": "out" is a stop word), a trade named
// by the words of its vendors' names ("lock and key"), a category said twice ("property management
// fees"), and a name typed as one ("Stowe's", "Apartments.com"). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";
import { namesTyped, saidAsWritten } from "./unseen-words";

let books: TestBooks;
const listed = async (query: string) =>
  described((await books.search(query)).answer.internalData.transactions);

beforeAll(async () => {
  books = await openTestBooks("Unseen words", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 1,
  });
  const locksmith = { payee: "Quarrytown Lock & Key" };
  await books.record("Lockout - tenant locked out", "5090", { ...locksmith, date: "2025-03-02" });
  await books.record("Lockout - tenant locked out", "5090", { ...locksmith, date: "2025-07-19" });
  await books.record("Locks rekeyed", "5090", { ...locksmith, date: "2025-05-01" });
  await books.record("Smart lock and keypad", "5100", { date: "2025-04-11", payee: "Hardware Depot" });
  await books.record("Mailbox lock replaced", "5090", { date: "2025-06-12", payee: "Fixit Handyman" });
  await books.record("Sewer line backed up - basement", "5090", { date: "2025-08-08", payee: "Rooter Pros" });
  await books.record("Back door weatherstripped", "5090", { date: "2025-08-09", payee: "Fixit Handyman" });
  // A short-term rental's host takes a commission, booked as a management fee.
  for (const date of ["2025-02-25", "2025-03-25"])
    await books.record("Host commission", "5060", { date, payee: "Mesa Stay & Host" });
  await books.record("AR sales & tourism tax - Mar", "5110", { date: "2025-03-20", payee: "Arkansas DFA" });
  await books.record("CAPC lodging tax - Mar", "5110", { date: "2025-03-20", payee: "Eureka Springs CAPC" });
  await books.record("2024 Schedule E prep", "5050", {
    date: "2025-03-18",
    payee: "Haverford & Mbeki CPA Group",
  });
  await books.record("ACCOUNT ANALYSIS SVC CHG", "5190", { date: "2025-03-27", payee: "FirstBank" });
  await books.record("Patio cushions stowed for winter", "5090", {
    date: "2025-10-02",
    payee: "Summit Handyman",
  });
  await books.record("DEBIT CARD PURCHASE HOTPADS.COM - 30 day listing", "5000", {
    date: "2025-06-03",
    payee: "HotPads",
  });
  await books.record("Paint and rollers", "5100", { date: "2025-10-09", payee: "Wendy's Paint Barn" });
  await books.record("No heat - pressure switch replaced", "5090", {
    date: "2025-01-04",
    payee: "Front Range Furnace & Air",
  });
  await books.record("Heat pump service", "5090", { date: "2025-05-05", payee: "Front Range Furnace & Air" });
  await books.record("AC not cooling - refrigerant leak", "5090", {
    date: "2025-07-11",
    payee: "Razorback Heating",
  });
  await books.record("Refrigerator replaced", "5090", { date: "2025-08-02", payee: "Lowe's" });
  await books.renewVocabulary();
});
afterAll(closeSearchTestDatabase);

describe("a phrase with a word no document keeps", () => {
  it("counts the lockouts, not every row that says lock", async () => {
    const { answer } = await books.search("how many times did someone get locked out");
    expect(described(answer.internalData.transactions)).toEqual([
      "Lockout - tenant locked out",
      "Lockout - tenant locked out",
    ]);
    expect(answer.response).toContain("2 transactions");
  });

  it("finds what backed up, not the back door", async () => {
    expect(await listed("what backed up")).toEqual(["Sewer line backed up - basement"]);
  });

  it("is checked as written only where the thesaurus made a phrase of it", () => {
    expect(saidAsWritten(["locked", "out"])).toHaveLength(1);
    expect(saidAsWritten(["back", "door"])).toEqual([]);
  });
});

describe("a word of the thesaurus's the stemmer reads as another", () => {
  it("“tax prep” is the preparer's bill, not the bank's account charge (“accountant” is no “account”)", async () => {
    const rows = await listed("tax prep");
    expect(rows).toContain("2024 Schedule E prep");
    expect(rows).not.toContain("ACCOUNT ANALYSIS SVC CHG");
    expect(saidAsWritten(["tax", "prep"])).toHaveLength(1);
    // Typed, the word is what was asked for: it is searched as the stemmer reads it.
    expect(saidAsWritten(["consultant"])).toEqual([]);
  });

  it("“tenant screening” is the screening report, not the screen door, typed or not", async () => {
    await books.record("SCREENING REPORT", "5190", { date: "2025-04-02", payee: "MySmartMove" });
    await books.record("Screen door & storm window", "5090", {
      date: "2025-04-03",
      payee: "Summit Handyman",
    });
    await books.record("Side door lock replaced", "5090", { date: "2025-04-04", payee: "Summit Handyman" });
    await books.renewVocabulary();
    for (const q of ["tenant screening fees", "credit checks", "screening"]) {
      const rows = await listed(q);
      expect(rows, q).toContain("SCREENING REPORT");
      expect(rows, q).not.toContain("Screen door & storm window");
    }
    expect(await listed("siding repair")).not.toContain("Side door lock replaced");
  });

  it("“cpa” finds the CPAs: the stemmer keeps the plural's “s” after no vowel", async () => {
    await books.record("2025 tax return - Schedule E", "5050", {
      date: "2025-03-19",
      payee: "Brandt, Kessler & Ruiz CPAs",
    });
    await books.renewVocabulary();
    for (const q of ["cpa", "cpa fees", "tax prep"])
      expect(await listed(q), q).toContain("2025 tax return - Schedule E");
  });

  it("“LLCs” finds the LLC's filings: the plural's “s” kept is no word the rows say", async () => {
    await books.record("Annual report - foreign LLC", "5190", {
      date: "2025-07-29",
      payee: "Washington Secretary of State",
    });
    await books.record("Outdoor GFCI & weatherproof cover", "5090", {
      date: "2025-05-02",
      payee: "Tahoma Electric",
    });
    await books.renewVocabulary();
    for (const q of ["LLCs", "annual reports for the LLCs", "state fees for the llcs"])
      expect(await listed(q), q).toContain("Annual report - foreign LLC");
    expect(await listed("GFCIs")).toContain("Outdoor GFCI & weatherproof cover");
  });
});

describe("the heat or the cooling gone, in a tenant's words", () => {
  it("“furnace blowing cold air” is the no-heat call, not every heating bill", async () => {
    const rows = await listed("furnace blowing cold air");
    expect(rows).toContain("No heat - pressure switch replaced");
    expect(rows).not.toContain("Heat pump service");
  });

  it("a fridge is no refrigerant (the thesaurus's “refrigerator” is searched as written)", async () => {
    expect(await listed("fridge")).toEqual(["Refrigerator replaced"]);
  });
});

describe("a trade named by its vendors' names", () => {
  it("reads locksmith as the lock-and-key company's bills, not every repair", async () => {
    const rows = (await books.search("locksmith")).answer.internalData.transactions;
    expect(described(rows)).toContain("Locks rekeyed");
    expect(described(rows)).toContain("Lockout - tenant locked out");
    expect(described(rows)).not.toContain("Mailbox lock replaced");
    expect(rows.every((row) => /lock & key/i.test(row.payee ?? ""))).toBe(true);
  });
});

describe("a category said twice", () => {
  it("reads property management fees as the whole category, the host's commission too", async () => {
    const [twice, plain] = await Promise.all([
      books.search("property management fees in 2025"),
      books.search("management fees in 2025"),
    ]);
    expect(described(twice.answer.internalData.transactions)).toContain("Host commission");
    expect(twice.trace.matched).toBe(plain.trace.matched);
  });

  it("still reads property tax as the rows that say it", async () => {
    expect(await listed("property tax")).not.toContain("CAPC lodging tax - Mar");
  });
});

describe("other names of a lodging tax", () => {
  it("finds the state's tourism tax beside the city's lodging tax", async () => {
    const rows = await listed("lodging taxes");
    expect(rows).toContain("AR sales & tourism tax - Mar");
    expect(rows).toContain("CAPC lodging tax - Mar");
  });
});

describe("a name typed possessive", () => {
  it("is a name the rows must say as written, not the stem of other words (“Stowe's” is no “stowed”)", async () => {
    for (const query of ["what did I spend at Stowe's", "receipts from Stowe's"]) {
      const { answer, trace } = await books.search(query);
      expect(answer.internalData.transactions, query).toEqual([]);
      expect(trace.unmatched, query).toEqual(["stowe"]);
    }
  });

  it("still finds the shop the books name so", async () => {
    expect(await listed("what did we spend at Wendy's")).toEqual(["Paint and rollers"]);
  });

  it("is only a word no dictionary knows (“the tenant's”, “last year's” are words)", () => {
    const raw = "the tenant's deposit from last year's lease, bought at Stowe’s";
    const names = namesTyped(raw, ["tenant", "deposit", "year", "lease", "bought", "stowe"]);
    expect(names.map((n) => n.word)).toEqual(["stowe"]);
  });
});

describe("a web address", () => {
  it("is one name, not its words (“Apartments.com” is no apartment and no HOTPADS.COM)", async () => {
    const { answer, trace } = await books.search("Apartments.com");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.internalData.properties).toEqual([]);
    expect(trace.unmatched).toEqual(["apartments.com"]);
  });

  it("finds the rows that write it", async () => {
    expect(await listed("hotpads.com")).toEqual(["DEBIT CARD PURCHASE HOTPADS.COM - 30 day listing"]);
  });
});
