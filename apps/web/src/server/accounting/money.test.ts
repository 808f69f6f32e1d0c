import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal, formatMoney, MAX_CENTS, parseMoney } from "./money";

describe("money", () => {
  it("parses typed amounts exactly into cents", () => {
    expect(parseMoney("1,234.56")).toBe(123456);
    expect(parseMoney("$12")).toBe(1200);
    expect(parseMoney("0.1")).toBe(10);
    expect(parseMoney(".05")).toBe(5);
    expect(parseMoney("-3.5")).toBe(-350);
    expect(parseMoney("(3.50)")).toBe(-350);
    expect(parseMoney(" 1234567.89 ")).toBe(123456789);
    expect(parseMoney("0.29")).toBe(29); // 0.29 * 100 = 28.999999999999996 in floating point
    expect(parseMoney("1,000,000")).toBe(100000000);
  });

  it("rejects anything that is not an amount", () => {
    for (const bad of [
      "",
      ".",
      "abc",
      "1.234",
      "12,34",
      "1,2345.00",
      "1e5",
      "$",
      "--1",
      "1.2.3",
      "9999999999999999",
    ]) {
      expect(() => parseMoney(bad), bad).toThrow(RangeError);
    }
  });

  it("formats in one place", () => {
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-5)).toBe("-$0.05");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(100000000)).toBe("$1,000,000.00");
    expect(centsToDecimal(-123456)).toBe("-1234.56");
    expect(centsToDecimal(7)).toBe("0.07");
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it("round-trips every amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
        expect(parseMoney(centsToDecimal(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});
