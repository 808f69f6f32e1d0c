import { describe, expect, it } from "vitest";
import { findDateRange } from "./dates";
import { applyCorrections, parseQuery } from "./parse";
import { formatCents } from "./parse-amounts";
import { cats, LEXICON, NOW, parse } from "./parse-fixture";
import { normalizeQuery } from "./parse-tokens";

const propIds = (q: string) =>
  parse(q)
    .properties.map((p) => p.property.id)
    .sort();
const range = (q: string, now = NOW) => {
  const d = parse(q, now).date;
  return d ? [d.from ?? null, d.to ?? null] : null;
};

describe("type", () => {
  it.each([
    ["income last month", "income"],
    ["what did I earn in 2025", "income"],
    ["expenses this year", "expense"],
    ["how much did I spend at Oak Street", "expense"],
    ["transfers in 2025", "transfer"],
    ["show everything at Maple Avenue", null],
  ])("%s → %s", (q, type) => {
    expect(parse(q).type).toBe(type);
  });

  it("“make” asked of a place is money made, not a thing made (“how much did the cottage make”)", () => {
    expect(parse("how much did the cottage make").type).toBe("income");
    expect(parse("what does Oak Street make a month").type).toBe("income");
    expect(parse("how much did we make last year").type).toBe("income");
    expect(parse("make ready costs").type).toBe("expense");
    expect(parse("did they make repairs").type).toBe("expense");
  });

  it("“the rental” is the property, not the rent (“repairs at the rental”); “the rental license” is a license", () => {
    expect(cats("repairs at the rental")).toEqual(["repairs"]);
    expect(cats("repairs at the rental in 2025")).toEqual(["repairs"]);
    expect(parse("furniture for the rental").terms).toEqual(["furniture"]);
    expect(cats("rental income")).toEqual(["rent"]);
    expect(normalizeQuery("the rental license")).toBe("the rental license");
  });

  it("“a month” after what is paid says how often, no word a row must say; “a month ago” is a date", () => {
    expect(parse("what does Oak Street make a month").terms).toEqual([]);
    expect(parse("rent a month").terms).toEqual([]);
    expect(range("expenses a month ago")).not.toBeNull();
    expect(parse("expenses a month ago").terms).toEqual([]);
  });

  it("a category's own type wins over a contradicting word (rent paid is income)", () => {
    expect(parse("rent paid in March").type).toBe("income");
    expect(cats("rent paid in March")).toEqual(["rent"]);
  });

  it("an income word that says which thing cost money ranks, and the money is spent (“rent software costs”)", () => {
    const q = parse("what the rent collection software costs");
    expect(q.type).toBe("expense");
    expect(q.categories).toEqual([]);
    expect(q.softTerms).toEqual(["rent"]);
    // Without a thing, the cost of rent is still the rent.
    expect(parse("rent costs").type).toBe("income");
    // "collect" says what the software does with the rent, not which money the question is about.
    const own = parse("the software I collect rent with, what it costs me");
    expect(own.type).toBe("expense");
    expect(own.categories).toEqual([]);
    expect(parse("rent collected and what it cost").type).toBe("income");
  });

  it("a category implies its type when none is said", () => {
    expect(parse("insurance").type).toBe("expense");
    expect(parse("late fees").type).toBe("income");
    expect(parse("security deposits").type).toBeNull();
  });
});

describe("amounts", () => {
  it.each([
    ["repairs over $500", 50001, undefined],
    ["expenses above 1,000", 100001, undefined],
    ["more than 2k", 200001, undefined],
    ["at least $250", 25000, undefined],
    ["under 200", undefined, 19999],
    ["less than $99.50", undefined, 9949],
    ["at most 300 dollars", undefined, 30000],
    ["between 1k and 2k", 100000, 200000],
    ["between $2,000 and $1,000", 100000, 200000],
    ["from $100 to $250", 10000, 25000],
    ["$100-$250", 10000, 25000],
    ["$1,234.56", 123456, 123456],
    ["paid 300 dollars", 30000, 30000],
    ["around $1000", 90000, 110000],
  ])("%s", (q, min, max) => {
    const a = parse(q).amount;
    expect(a?.minCents).toBe(min);
    expect(a?.maxCents).toBe(max);
  });

  it("years are not amounts", () => {
    expect(parse("between 2023 and 2025").amount).toBeNull();
    expect(parse("repairs 2025").amount).toBeNull();
  });

  it("formats cents exactly", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-5)).toBe("-$0.05");
    expect(formatCents(100000000)).toBe("$1,000,000.00");
  });
});

describe("dates (now = 2026-01-15)", () => {
  it.each([
    ["repairs last month", "2025-12-01", "2025-12-31"],
    ["rent this month", "2026-01-01", "2026-01-31"],
    ["income this year", "2026-01-01", "2026-12-31"],
    ["expenses last year", "2025-01-01", "2025-12-31"],
    ["taxes in 2025", "2025-01-01", "2025-12-31"],
    ["2024", "2024-01-01", "2024-12-31"],
    ["Q2 2024", "2024-04-01", "2024-06-30"],
    ["q4", "2025-10-01", "2025-12-31"],
    ["q1", "2026-01-01", "2026-03-31"],
    ["second quarter of 2025", "2025-04-01", "2025-06-30"],
    ["last quarter", "2025-10-01", "2025-12-31"],
    ["this quarter", "2026-01-01", "2026-03-31"],
    ["since January", "2026-01-01", "2026-01-15"],
    ["since March", "2025-03-01", "2026-01-15"],
    ["since March 2024", "2024-03-01", "2026-01-15"],
    ["since 2024", "2024-01-01", "2026-01-15"],
    ["since last month", "2025-12-01", "2026-01-15"],
    ["in March", "2025-03-01", "2025-03-31"],
    ["repairs in January", "2026-01-01", "2026-01-31"],
    ["October 2026", "2026-10-01", "2026-10-31"],
    ["oct 2025", "2025-10-01", "2025-10-31"],
    ["rent in may", "2025-05-01", "2025-05-31"],
    ["rent in march and april", "2025-03-01", "2025-04-30"],
    ["repairs nov or dec 2025", "2025-11-01", "2025-12-31"],
    ["rent dec and jan", "2025-12-01", "2026-01-31"],
    ["snow removal over the winter", "2025-12-01", "2026-02-28"],
    ["utilities during the summer", "2025-06-01", "2025-08-31"],
    ["sprinkler startup in spring", "2025-03-01", "2025-05-31"],
    ["gutter cleaning in fall, at the duplex", "2025-09-01", "2025-11-30"],
    ["between March and June 2025", "2025-03-01", "2025-06-30"],
    ["from Jan 2024 to Mar 2024", "2024-01-01", "2024-03-31"],
    ["between 2023 and 2024", "2023-01-01", "2024-12-31"],
    ["2025-03-01 to 2025-03-31", "2025-03-01", "2025-03-31"],
    ["on 2025-07-04", "2025-07-04", "2025-07-04"],
    ["ytd", "2026-01-01", "2026-01-15"],
    ["year to date income", "2026-01-01", "2026-01-15"],
    ["last 30 days", "2025-12-17", "2026-01-15"],
    ["past 3 months", "2025-10-16", "2026-01-15"],
    ["today", "2026-01-15", "2026-01-15"],
    ["yesterday", "2026-01-14", "2026-01-14"],
    ["last week", "2026-01-05", "2026-01-11"],
    ["before 2025", null, "2024-12-31"],
    ["after June 2025", "2025-07-01", "2026-01-15"],
  ])("%s → %s … %s", (q, from, to) => {
    expect(range(q)).toEqual([from, to]);
  });

  it("a season word that goes on into a name is the place (“repairs in fall river”)", () => {
    expect(range("repairs in fall river")).toBeNull();
    expect(range("rent in springfield")).toBeNull();
  });

  it("explicit days go through chrono-node, pulled back when it guessed the future", () => {
    expect(range("repairs on March 5")).toEqual(["2025-03-05", "2025-03-05"]);
    expect(range("January 3")).toEqual(["2026-01-03", "2026-01-03"]);
    expect(range("5 March 2024")).toEqual(["2024-03-05", "2024-03-05"]);
  });

  it("'may' is only a month with a preposition or a year", () => {
    expect(parse("may I see my rent").date).toBeNull();
    expect(range("may 2025")).toEqual(["2025-05-01", "2025-05-31"]);
  });

  it("last month in January is December of the year before; in March it is February", () => {
    expect(range("last month", new Date("2026-03-31T23:00:00Z"))).toEqual(["2026-02-01", "2026-02-28"]);
    expect(range("last month", new Date("2024-03-10T00:00:00Z"))).toEqual(["2024-02-01", "2024-02-29"]);
  });

  it("labels say the period", () => {
    expect(parse("repairs last month").date?.label).toBe("in December 2025");
    expect(parse("Q2 2024").date?.label).toBe("in Q2 2024");
    expect(findDateRange("nothing here", NOW)).toBeNull();
  });
});

describe("properties (all that match)", () => {
  it("a street names every property on it, by name or address", () => {
    expect(propIds("repairs at Oak Street last month")).toEqual(["p-cedar", "p-oak-duplex", "p-oak-house"]);
  });
  it("a full name names one", () => {
    expect(propIds("Oak Street Duplex")).toEqual(["p-oak-duplex"]);
  });
  it("an address with its number names one; abbreviations are expanded", () => {
    expect(propIds("plumber at 2050 oak st")).toEqual(["p-cedar"]);
  });
  it("a street's direction is its word, typed either way (“n tacoma ave”, “north tacoma avenue”)", () => {
    expect(propIds("n tacoma ave")).toEqual(["p-stadium"]);
    expect(propIds("repairs at n tacoma")).toEqual(["p-stadium"]);
    expect(parse("n tacoma ave").terms).toEqual([]);
    // Typed last, the letter is a word still being typed: "stadium s" is on its way to the Sixplex.
    expect(propIds("stadium s")).toEqual(["p-stadium"]);
    expect(parse("stadium s").terms).toEqual([]);
  });
  it("a city names its properties", () => {
    expect(propIds("properties in Austin")).toEqual(["p-cedar", "p-oak-duplex"]);
    expect(propIds("kansas city")).toEqual(["p-lincoln"]);
  });
  it("partial words while typing", () => {
    expect(propIds("oak str")).toEqual(["p-cedar", "p-oak-duplex", "p-oak-house"]);
    expect(propIds("magnol")).toEqual([]);
    expect(propIds("oakrid")).toEqual(["p-oakridge"]);
  });
  it("generic words alone never name a property", () => {
    expect(propIds("street")).toEqual([]);
    expect(propIds("condo")).toEqual([]);
    expect(propIds("2050")).toEqual([]);
  });
  it("keeps the phrase for the answer", () => {
    expect(parse("repairs at Oak Street").propertyPhrases).toEqual(["oak street"]);
  });
});

describe("categories and synonyms", () => {
  it.each([
    ["plumber", ["repairs"]],
    ["leak at Maple Avenue", ["repairs"]],
    ["repair costs", ["repairs"]],
    ["water", ["utilities"]],
    ["electric bill", ["utilities"]],
    ["gas bill", ["utilities"]],
    ["rent", ["rent"]],
    ["insurance", ["insurance"]],
    ["property tax", ["taxes"]],
    ["tax", ["taxes"]],
    ["mortgage interest", ["mortgage_interest"]],
    ["mortgage", ["mortgage"]],
    ["landscaping", ["cleaning_maintenance"]],
    ["late fees", ["late_fees"]],
    ["security deposits", ["security_deposits"]],
  ])("%s → %j", (q, keys) => {
    expect(cats(q)).toEqual(keys);
  });

  it("resolves to the organization's accounts", () => {
    expect(parse("plumber").categories[0]!.accountIds).toEqual(["a-rep"]);
    expect(parse("mortgage").categories[0]!.accountIds.sort()).toEqual(["a-loan", "a-mi"]);
    expect(parse("rent").categories[0]!.accountIds).toEqual(["a-rent"]);
  });

  it("synonyms also rank by their own word", () => {
    expect(parse("plumber").softTerms).toContain("plumb");
    expect(parse("water bill").softTerms).toContain("water");
  });

  it("partial category words", () => {
    expect(cats("insur")).toEqual(["insurance"]);
    expect(cats("utilit")).toEqual(["utilities"]);
    expect(cats("mortg")).toEqual(["mortgage"]);
  });

  it("an account the template does not know, by its own name", () => {
    const p = parse("snow removal 2025");
    expect(p.categories.map((c) => c.accountIds)).toEqual([["a-snow"]]);
  });

  it("a category missing from the chart resolves to no accounts", () => {
    const p = parseQuery("depreciation", { now: NOW, lexicon: { ...LEXICON, accounts: [] } });
    expect(p.categories[0]?.accountIds).toEqual([]);
  });
});

describe("tenants and vendors", () => {
  it("what a tenant paid is money in; a question's verb is not a word to search for", () => {
    const paid = parse("what did Maria Garcia pay in 2025");
    expect(paid.type).toBe("income");
    expect(paid.terms).toEqual([]);
    const brought = parse("how much rent did we bring in");
    expect(brought.terms).toEqual([]);
    expect(brought.categories.map((c) => c.key)).toEqual(["rent"]);
  });

  it("a tenant by full name", () => {
    expect(parse("rent from Maria Garcia").tenants.map((t) => t.tenant.id)).toEqual(["t-maria"]);
  });
  it("a first name names every tenant who has it", () => {
    expect(
      parse("maria")
        .tenants.map((t) => t.tenant.id)
        .sort(),
    ).toEqual(["t-maria", "t-maria-l"]);
  });
  it("a vendor by name; its generic words alone do not name it", () => {
    expect(parse("ace plumbing in October 2025").vendors.map((v) => v.name)).toEqual(["Ace Plumbing"]);
    expect(parse("home depot").vendors.map((v) => v.name)).toEqual(["Home Depot"]);
    expect(parse("plumbing").vendors).toEqual([]);
    expect(parse("bank").vendors).toEqual([]);
  });
});

describe("ordering, limits, units, how-to", () => {
  it.each([
    ["largest expenses in 2025", "largest"],
    ["biggest repairs", "largest"],
    ["most expensive repairs", "largest"],
    ["smallest rent payments", "smallest"],
    ["latest transactions", "recent"],
    ["oldest transactions", "oldest"],
    ["most recent rent payments", "recent"],
    ["least expensive repairs", "smallest"],
    ["last payment", "recent"],
    ["rent last month", null],
  ])("%s → %s", (q, order) => {
    expect(parse(q).order).toBe(order);
  });

  it("top N", () => {
    const p = parse("top 5 expenses");
    expect(p.limit).toBe(5);
    expect(p.order).toBe("largest");
    expect(parse("expenses in the last 30 days").limit).toBeNull();
  });

  it("units", () => {
    const p = parse("rent for unit 2 at Maple Avenue");
    expect(p.unitName).toBe("Unit 2");
    expect(p.properties.map((x) => x.property.id)).toEqual(["p-maple"]);
  });

  it.each([
    ["ste b cam", "Suite B"],
    ["3rd fl rent", "3rd Floor"],
    ["rm 4 rent", "Room 4"],
    ["apt. 201", "Unit 201"],
    ["rent at valley lane apartments", null],
    ["mortgage for the rooms", null],
  ])("“%s” names the unit %s", (q, unit) => {
    expect(parse(q).unitName).toBe(unit);
  });

  it.each([
    ["how do I export to PDF", "howto"],
    ["how to connect my bank", "howto"],
    ["where can I change the theme", "howto"],
    ["keyboard shortcuts", "howto"],
    ["how much did I spend on repairs", "data"],
    ["how many transactions last month", "data"],
  ])("%s → %s", (q, intent) => {
    expect(parse(q).intent).toBe(intent);
  });

  it("a how-to question names no vendor", () => {
    expect(parse("how do I connect my bank").vendors).toEqual([]);
  });
});

describe("free text, unknown words and coverage", () => {
  it("keeps words nobody claimed as terms, and flags the unknown ones", () => {
    const p = parse("insurence");
    expect(p.terms).toEqual(["insurence"]);
    expect(p.unknown).toEqual(["insurence"]);
    expect(p.understood).toBe(0);
  });
  it("filler is dropped; everything understood gives 1", () => {
    const p = parse("show me all the repairs at Oak Street last month please");
    expect(p.terms).toEqual([]);
    expect(p.understood).toBe(1);
  });
  it("how often (“every month”, “each year”) is no word a row must say", () => {
    expect(parse("what I pay the banks every month").terms).toEqual(["pay", "banks"]);
    expect(parse("zebra grooming each week").terms).toEqual(["zebra", "grooming"]);
    // A period is still a period.
    expect(parse("repairs last month").date).not.toBeNull();
  });
  it("corrections are put back in place, a typed capital kept", () => {
    expect(applyCorrections("Insurence at Oak", new Map([["insurence", "insurance"]]))).toBe(
      "Insurance at Oak",
    );
    expect(applyCorrections("insurence at Oak", new Map([["insurence", "insurance"]]))).toBe(
      "insurance at Oak",
    );
  });
  it("never throws on odd input", () => {
    for (const q of [
      "",
      "   ",
      "$",
      "$$$ 1,2,3",
      "'; drop table users; --",
      "ü".repeat(100),
      "q5 2025",
      "between and",
      "over",
    ]) {
      expect(() => parse(q)).not.toThrow();
    }
  });
});
