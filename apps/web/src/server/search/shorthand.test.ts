// How bookkeepers and owners write periods, amounts, units and abbreviations: read without a
// database, from the query alone.
import { describe, expect, it } from "vitest";
import { yearsBefore } from "./calendar";
import { parseQuery } from "./parse";
import { tokenize } from "./parse-tokens";
import { conceptsOf, expandTerms } from "./thesaurus";
import { unitKey } from "./units";

const NOW = new Date("2025-11-20T15:00:00Z");
const parse = (q: string) => parseQuery(q, { now: NOW });
const period = (q: string) => {
  const p = parse(q);
  return { from: p.date?.from ?? null, to: p.date?.to ?? null, terms: p.terms };
};

describe("shorthand periods", () => {
  it("half years, with or without the year", () => {
    expect(period("repairs h1 2025")).toEqual({ from: "2025-01-01", to: "2025-06-30", terms: [] });
    expect(period("repairs 1st half of 2025")).toEqual({ from: "2025-01-01", to: "2025-06-30", terms: [] });
    expect(period("repairs second half '24")).toEqual({ from: "2024-07-01", to: "2024-12-31", terms: [] });
    expect(period("h2 repairs")).toMatchObject({ from: "2025-07-01", to: "2025-12-31" });
  });

  it("a period written short after this or last (“this yr”, “last qtr”)", () => {
    expect(period("rent this yr")).toEqual(period("rent this year"));
    expect(period("rent this yr")).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
    expect(period("repairs last qtr")).toMatchObject({ from: "2025-07-01", to: "2025-09-30" });
    expect(period("utilities last mo")).toMatchObject({ from: "2025-10-01", to: "2025-10-31" });
  });

  it("“2nd half” with no year stays the words of a description", () => {
    const p = parse("prop. tax - 2nd half");
    expect(p.date).toBeNull();
    expect(p.terms).toContain("2nd");
  });

  it("fiscal years as calendar years, two-digit years after an apostrophe", () => {
    expect(period("fy2024 expenses")).toMatchObject({ from: "2024-01-01", to: "2024-12-31" });
    expect(period("fy 24 expenses")).toMatchObject({ from: "2024-01-01", to: "2024-12-31" });
    expect(period("utilities dec '24")).toEqual({ from: "2024-12-01", to: "2024-12-31", terms: [] });
    expect(period("repairs in '24")).toEqual({ from: "2024-01-01", to: "2024-12-31", terms: [] });
  });

  it("numeric months, leaving a full ISO day alone", () => {
    expect(period("expenses 10/2025")).toEqual({ from: "2025-10-01", to: "2025-10-31", terms: [] });
    expect(period("repairs 2025-03")).toEqual({ from: "2025-03-01", to: "2025-03-31", terms: [] });
    expect(period("repairs 2025-03-05")).toMatchObject({ from: "2025-03-05", to: "2025-03-05" });
  });

  it("seasons with a year, or this and last season, start in the year named", () => {
    expect(period("repairs spring 2025")).toEqual({ from: "2025-03-01", to: "2025-05-31", terms: [] });
    expect(period("utilities in the winter of 2024")).toEqual({
      from: "2024-12-01",
      to: "2025-02-28",
      terms: [],
    });
    expect(period("landscaping 2024 autumn")).toEqual({ from: "2024-09-01", to: "2024-11-30", terms: [] });
    expect(period("repairs summer '24")).toMatchObject({ from: "2024-06-01", to: "2024-08-31" });
    // On Nov 20, 2025 fall is still running: "this fall" is it, "last fall" the one before.
    expect(period("repairs this fall")).toMatchObject({ from: "2025-09-01", to: "2025-11-30" });
    expect(period("repairs last fall")).toMatchObject({ from: "2024-09-01", to: "2024-11-30" });
    expect(period("repairs last summer")).toMatchObject({ from: "2025-06-01", to: "2025-08-31" });
  });

  it("a season or month without its year is the latest, marked so an earlier year's may be read", () => {
    expect(parse("repairs in the fall").date?.yearless).toBe(true);
    expect(parse("repairs in july").date?.yearless).toBe(true);
    expect(parse("repairs fall 2024").date?.yearless).toBeUndefined();
    expect(parse("repairs last fall").date?.yearless).toBeUndefined();
    const winter = parse("heating oil in the winter").date!;
    expect(winter).toMatchObject({ from: "2024-12-01", to: "2025-02-28" });
    // The year before ends on a leap day, and says so.
    expect(yearsBefore(winter, 1)).toMatchObject({
      from: "2023-12-01",
      to: "2024-02-29",
      label: "in winter 2023 (Dec 1, 2023 – Feb 29, 2024)",
      phrase: "winter 2023",
    });
  });

  it("the middle or the dead of a season, and midsummer, are that season, not words to find", () => {
    const heater = parse("heater broke in the middle of winter");
    expect(heater.date).toMatchObject({ from: "2024-12-01", to: "2025-02-28", yearless: true });
    expect(heater.terms).not.toContain("middle");
    expect(period("furnace out in the dead of winter")).toMatchObject({
      from: "2024-12-01",
      to: "2025-02-28",
    });
    expect(period("ac quit midsummer 2024")).toMatchObject({ from: "2024-06-01", to: "2024-08-31" });
    expect(period("pool repairs mid-summer")).toMatchObject({ from: "2025-06-01", to: "2025-08-31" });
  });

  it("“fall” and “spring” with no year stay a description's words", () => {
    expect(parse("slip and fall claim").date).toBeNull();
    expect(parse("spring cleaning").terms).toContain("spring");
  });

  it("month ranges without “from”, and months back from today", () => {
    expect(period("repairs jan-mar 2025")).toEqual({ from: "2025-01-01", to: "2025-03-31", terms: [] });
    expect(period("repairs march to june")).toMatchObject({ from: "2025-03-01", to: "2025-06-30" });
    expect(period("expenses 2 months ago")).toEqual({ from: "2025-09-01", to: "2025-09-30", terms: [] });
    expect(period("expenses a year ago")).toMatchObject({ from: "2024-01-01", to: "2024-12-31" });
  });
});

describe("amounts written after or around the number", () => {
  const amount = (q: string) => {
    const p = parse(q);
    return [p.amount?.minCents ?? null, p.amount?.maxCents ?? null, p.terms];
  };
  it("grand is thousands; a trailing + or “or more” is a lower bound, “or less” an upper one", () => {
    expect(amount("expenses more than 2 grand")).toEqual([200_001, null, []]);
    expect(amount("repairs 500+")).toEqual([50_000, null, []]);
    expect(amount("repairs $500 or more")).toEqual([50_000, null, []]);
    expect(amount("supplies $50 or less")).toEqual([null, 5_000, []]);
  });
  it("a tilde is “about”", () => {
    expect(amount("repairs ~500")).toEqual([45_000, 55_000, []]);
  });
});

describe("number-letter words", () => {
  it("stay one word: a unit, an ordinal, a size", () => {
    expect(tokenize("unit 3b 2nd 200a 1.5k $2,000").map((t) => t.text)).toEqual([
      "unit",
      "3b",
      "2nd",
      "200a",
      "1.5k",
      "$2,000",
    ]);
    expect(parse("kwame unit 3b").unitName).toBe("Unit 3B");
    expect(parse("beatriz 3c").terms).toEqual(["beatriz", "3c"]);
  });

  it("a unit is its designator, whatever word comes before it", () => {
    expect(unitKey("Apt 1")).toBe(unitKey("Unit 1"));
    expect(unitKey("Ste 200")).toBe(unitKey("Suite 200"));
    expect(unitKey("#204")).toBe("204");
    expect(unitKey("North")).toBe("north");
    expect(unitKey("3rd Floor")).toBe(unitKey("3rd fl"));
    expect(unitKey("Room 4")).toBe(unitKey("rm 4"));
    expect(parse("ste 200 rent").unitName).toBe("Suite 200");
  });
});

describe("bookkeepers' abbreviations", () => {
  const alternatives = (phrase: string) => conceptsOf(phrase.split(" "))[0] ?? [];
  it("read both ways", () => {
    expect(alternatives("svc")).toContain("service");
    expect(alternatives("mgmt fee")).toContain("management fee");
    expect(alternatives("mortgage payment")).toContain("mtg pmt");
    // A lender's feed line says MTG where the owner says loan ("Ameris loan").
    expect(alternatives("loan")).toContain("mtg");
    expect(alternatives("electricity")).toContain("elec");
    expect(alternatives("homeowners association fees")).toContain("hoa");
    expect(alternatives("wifi")).toContain("wi fi");
  });
  it("a phrase the thesaurus knows is one concept", () => {
    expect(conceptsOf(["trash", "pickup"])).toHaveLength(1);
    expect(expandTerms(["trash", "pickup"])).toContain("garbage");
  });
});
