// Line 18 against the IRS tables (Publication 946, A-6 and A-7a) for a $100,000 basis.
import { describe, expect, it } from "vitest";
import { accumulatedDepreciation, depreciationForYear } from "./depreciation";

const basisCents = 10_000_000;
const entry = (placedInService: string, recoveryClass: "residential" | "commercial") => ({
  placedInService,
  basisCents,
  recoveryClass,
});
const months = Array.from({ length: 12 }, (_, i) => `2020-${String(i + 1).padStart(2, "0")}-15`);

describe("MACRS mid-month straight line", () => {
  it("takes Table A-6's first-year rate for residential rental property by month placed in service", () => {
    const rates = months.map((d) => depreciationForYear(entry(d, "residential"), 2020));
    expect(rates).toEqual([
      348_500, 318_200, 287_900, 257_600, 227_300, 197_000, 166_700, 136_400, 106_100, 75_800, 45_500, 15_200,
    ]);
    // Years 2 to 9 of the table: 3.636 % whatever the month.
    for (let y = 2021; y <= 2028; y++)
      expect(depreciationForYear(entry("2020-05-15", "residential"), y)).toBe(363_600);
  });

  it("takes Table A-7a's rates for nonresidential real property over 39 years", () => {
    const rates = months.map((d) => depreciationForYear(entry(d, "commercial"), 2020));
    expect(rates).toEqual([
      246_100, 224_700, 203_300, 181_900, 160_500, 139_100, 117_700, 96_300, 74_900, 53_500, 32_100, 10_700,
    ]);
    expect(depreciationForYear(entry("2020-07-01", "commercial"), 2030)).toBe(256_400);
  });

  it("ends with the remainder, so the years add up to the basis", () => {
    const jan = entry("2020-01-02", "residential");
    // 100 % − 3.485 % − 26 × 3.636 %
    expect(depreciationForYear(jan, 2047)).toBe(197_900);
    expect(depreciationForYear(jan, 2048)).toBe(0);
    expect(accumulatedDepreciation(jan, 2060)).toBe(basisCents);
    expect(depreciationForYear(jan, 2019)).toBe(0);
    const total = Array.from({ length: 45 }, (_, i) =>
      depreciationForYear(entry("2020-09-30", "commercial"), 2020 + i),
    );
    expect(total.reduce((s, v) => s + v, 0)).toBe(basisCents);
  });
});
