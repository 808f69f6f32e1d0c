import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount, usesDecimalComma } from "./amounts";
import { detectDateFormats, parseDate } from "./dates";

describe("statement amounts", () => {
  it("reads the ways banks write money, exactly", () => {
    const cases: [string, number][] = [
      ["1,234.56", 123456],
      ["-12.5", -1250],
      ["(3.00)", -300],
      ["$1,000", 100000],
      ["-$45.67", -4567],
      ["12.34-", -1234],
      ["12.34 CR", 1234],
      ["12.34 DR", -1234],
      ["+7", 700],
      [".29", 29],
      ["1 234.56", 123456],
    ];
    for (const [raw, cents] of cases) expect(parseAmount(raw), raw).toBe(cents);
    expect(parseAmount("1.234,56", true)).toBe(123456);
    expect(parseAmount("-4,9", true)).toBe(-490);
    for (const bad of ["", "abc", "1.234", "12.345", "1e5", "1,23,4.00"])
      expect(parseAmount(bad), bad).toBeNull();
  });

  it("round-trips any amount written with or without thousands separators", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        fc.boolean(),
        (cents, grouped) => {
          const abs = Math.abs(cents);
          let whole = String(Math.trunc(abs / 100));
          if (grouped) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
          const text = `${cents < 0 ? "-" : ""}${whole}.${String(abs % 100).padStart(2, "0")}`;
          expect(parseAmount(text)).toBe(cents);
        },
      ),
    );
  });

  it("tells a comma-decimal column from a thousands-separated one", () => {
    expect(usesDecimalComma(["-1.234,56", "2.100,00", "-4,90"])).toBe(true);
    expect(usesDecimalComma(["1,234.56", "-4.90"])).toBe(false);
    expect(usesDecimalComma(["1,234", "5,000"])).toBe(false);
  });
});

describe("statement dates", () => {
  it("reads every supported layout as a calendar date", () => {
    expect(parseDate("2025-01-05", "YYYY-MM-DD")).toBe("2025-01-05");
    expect(parseDate("1/5/25", "MM/DD/YYYY")).toBe("2025-01-05");
    expect(parseDate("05.01.2025", "DD/MM/YYYY")).toBe("2025-01-05");
    expect(parseDate("20250105", "YYYYMMDD")).toBe("2025-01-05");
    expect(parseDate("5-Jan-2025", "DD MMM YYYY")).toBe("2025-01-05");
    expect(parseDate("January 5th, 2025", "MMM DD, YYYY")).toBe("2025-01-05");
    expect(parseDate("01/05/2025 00:00:00", "MM/DD/YYYY")).toBe("2025-01-05");
    expect(parseDate("1/ 5'99", "MM/DD/YYYY")).toBe("1999-01-05");
  });

  it("refuses impossible dates instead of rolling them over", () => {
    expect(parseDate("2025-02-29", "YYYY-MM-DD")).toBeNull();
    expect(parseDate("2024-02-29", "YYYY-MM-DD")).toBe("2024-02-29");
    expect(parseDate("13/01/2025", "MM/DD/YYYY")).toBeNull();
    expect(parseDate("31/04/2025", "DD/MM/YYYY")).toBeNull();
  });

  it("narrows the candidate layouts to those that read every value", async () => {
    expect((await detectDateFormats(["01/02/2025", "03/04/2025"])).candidates).toEqual([
      "MM/DD/YYYY",
      "DD/MM/YYYY",
    ]);
    expect((await detectDateFormats(["01/02/2025", "25/04/2025"])).candidates).toEqual(["DD/MM/YYYY"]);
    expect((await detectDateFormats(["2025-01-02", "01/02/2025"])).candidates).toEqual([]);
  });

  it("reads back any date written in any layout", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (d) => {
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
          const iso = `${y}-${pad(m)}-${pad(day)}`;
          expect(parseDate(iso, "YYYY-MM-DD")).toBe(iso);
          expect(parseDate(`${pad(m)}/${pad(day)}/${y}`, "MM/DD/YYYY")).toBe(iso);
          expect(parseDate(`${pad(day)}.${pad(m)}.${y}`, "DD/MM/YYYY")).toBe(iso);
          expect(parseDate(`${y}${pad(m)}${pad(day)}`, "YYYYMMDD")).toBe(iso);
          expect(parseDate(`${day} ${mon[m - 1]} ${y}`, "DD MMM YYYY")).toBe(iso);
          expect(parseDate(`${mon[m - 1]} ${day}, ${y}`, "MMM DD, YYYY")).toBe(iso);
        },
      ),
    );
  });
});
