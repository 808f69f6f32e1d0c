// A query framed as users type it: after "I'm looking for", "whats", "pull up" or "where are", in capitals
// or title case, as a sentence, its year cut to '25, it asks what it asks without the frame
// (understand.ts, vocabulary.ts, parse-tokens.ts, dates.ts, reread.ts). Runs on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.id).sort();

beforeAll(async () => {
  books = await openTestBooks("Framed", new Date("2026-01-15T12:00:00Z"), {
    seed: 33,
    properties: 3,
    years: 2,
  });
  const { id } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Benton Avenue House",
      type: "single_family",
      city: "Springfield",
      state: "MO",
    }),
  );
  await books.record("Snow plowing - driveway and walks", "5020", { propertyId: id, date: "2025-12-20" });
  await books.record("Frozen pipes thawed - crawlspace", "5090", { propertyId: id, date: "2025-01-22" });
  const cottage = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Maple Row Cottage",
      type: "single_family",
      city: "Joplin",
      state: "MO",
    }),
  );
  await books.record("Clawfoot tub reglazed", "5090", { propertyId: cottage.id, date: "2025-06-02" });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a contraction around the question", () => {
  it.each([
    ["I'm looking for snow plowing", "snow plowing"],
    ["I'm looking for repairs", "repairs"],
    ["im looking for repairs in 2025", "repairs in 2025"],
    ["whats snow plowing cost", "snow plowing cost"],
    ["how much we've spent on repairs", "how much spent on repairs"],
    ["pull up snow plowing", "snow plowing"],
    ["can you dig up repairs in 2025", "repairs in 2025"],
  ])("“%s” lists what “%s” lists, no word left out", async (framed, plain) => {
    const { answer } = await books.search(framed);
    expect(answer.response).not.toMatch(/mentions|left out/);
    expect(answer.internalData.transactions.length).toBeGreaterThan(0);
    expect(await listed(framed)).toEqual(await listed(plain));
  });
});

describe("a query in capitals", () => {
  it.each([
    ["WHO PLOWS THE SNOW", "who plows the snow"],
    ["THE TIME THE PIPES FROZE", "the time the pipes froze"],
    ["SNOW PLOWING IN SPRINGFIELD MO", "snow plowing in springfield mo"],
  ])("“%s” is read as “%s”, not as names", async (shouted, plain) => {
    expect(await listed(shouted)).toEqual(await listed(plain));
    expect((await listed(plain)).length).toBeGreaterThan(0);
  });

  it("keeps one word in capitals as typed (“MO”), a state's code", async () => {
    const { answer } = await books.search("snow plowing MO");
    expect(answer.internalData.transactions.map((t) => t.property)).toEqual(["Benton Avenue House"]);
  });
});

describe("a query in title case", () => {
  it.each([
    ["Who Plows The Snow", "who plows the snow"],
    ["The Time The Pipes Froze", "the time the pipes froze"],
    ["Snow Plowing At Benton Avenue House", "snow plowing at Benton Avenue House"],
  ])("“%s” is read as “%s”, not as names", async (titled, plain) => {
    expect(await listed(titled)).toEqual(await listed(plain));
    expect((await listed(plain)).length).toBeGreaterThan(0);
  });

  it("keeps a name in capitals a name (“Benton Avenue House”)", async () => {
    const { answer } = await books.search("Benton Avenue House");
    expect(answer.response).not.toMatch(/mentions/);
    expect(answer.internalData.properties.map((p) => p.name)).toContain("Benton Avenue House");
  });
});

describe("a question typed as a sentence", () => {
  it.each([
    ["Snow plowing in 2025.", "snow plowing in 2025"],
    ["Frozen pipes 2025!", "frozen pipes 2025"],
    ["snow plowing in 2025, over $10", "snow plowing in 2025 over $10"],
    ["last months snow plowing", "last month's snow plowing"],
    ["snow plowing '25", "snow plowing 2025"],
    ["frozen pipes q1 ’25", "frozen pipes q1 2025"],
  ])("“%s” asks what “%s” asks", async (sentence, plain) => {
    const { answer } = await books.search(sentence);
    expect(answer.response).not.toMatch(/mentions|left out|matching “20/);
    expect(answer.internalData.transactions.length).toBeGreaterThan(0);
    expect(await listed(sentence)).toEqual(await listed(plain));
  });
});

describe("a question put as one for help", () => {
  it("“where are the snow plowing bills”, which no help article answers, lists the rows", async () => {
    expect(await listed("where are the snow plowing bills")).toEqual(await listed("snow plowing bills"));
    expect((await listed("snow plowing bills")).length).toBeGreaterThan(0);
  });

  it("a help question an article answers stays help (“how do I export to CSV”)", async () => {
    const { answer } = await books.search("how do I export to CSV");
    expect(answer.response).toMatch(/^Export data as CSV/);
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("a period said in everyday words", () => {
  it("“repairs 2024 vs 2025” totals each year, over both", async () => {
    const { answer } = await books.search("repairs 2024 vs 2025");
    expect(answer.response).toMatch(/^By year: 2024 \$[\d,.]+ \(\d+ transactions?\); 2025 \$/);
    expect(await listed("repairs 2025 and 2024")).toEqual(await listed("repairs between 2024 and 2025"));
  });

  it("“ever” and “of all time” leave the period open; “the last time” is the latest", async () => {
    expect(await listed("most expensive repair ever")).toEqual(await listed("most expensive repair"));
    expect(await listed("largest expense of all time")).toEqual(await listed("largest expense"));
    const last = await books.search("the last time we paid for snow plowing");
    expect(last.answer.response).not.toMatch(/“time”|mentions/);
    expect(last.answer.internalData.transactions[0]?.date).toBe("2025-12-20");
  });
});

describe("a question that asks which property", () => {
  it.each([
    "which house has the clawfoot tub",
    "what house is the clawfoot tub at",
    "which place had the clawfoot tub reglazed",
  ])("“%s” lists the rows that say so, at whichever building", async (query) => {
    const { answer } = await books.search(query);
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual(["Clawfoot tub reglazed"]);
    expect(answer.response).toContain("Maple Row Cottage");
  });
});
