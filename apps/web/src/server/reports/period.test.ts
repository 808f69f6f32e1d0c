// The shared period/grouping helper: the month, quarter or year around a day, the period before,
// the same period a year earlier, and the buckets a range splits into.
import { describe, expect, it } from "vitest";
import {
  buckets,
  describeRange,
  periodContaining,
  previousPeriod,
  previousYear,
  profitAndLossQuery,
  resolvePeriod,
} from "../../shared/reports";

describe("periods", () => {
  it("finds the month, quarter and year around a day", () => {
    expect(periodContaining("month", "2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(periodContaining("quarter", "2025-08-31")).toEqual({ from: "2025-07-01", to: "2025-09-30" });
    expect(periodContaining("year", "2025-08-31")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("steps back a whole period, or the same number of days for a custom range", () => {
    expect(previousPeriod({ from: "2025-03-01", to: "2025-03-31" })).toEqual({
      from: "2025-02-01",
      to: "2025-02-28",
    });
    expect(previousPeriod({ from: "2025-01-01", to: "2025-03-31" })).toEqual({
      from: "2024-10-01",
      to: "2024-12-31",
    });
    expect(previousPeriod({ from: "2025-01-01", to: "2025-12-31" })).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
    expect(previousPeriod({ from: "2025-03-10", to: "2025-03-19" })).toEqual({
      from: "2025-02-28",
      to: "2025-03-09",
    });
  });

  it("compares with the same dates a year earlier, keeping month ends", () => {
    expect(previousYear({ from: "2024-02-01", to: "2024-02-29" })).toEqual({
      from: "2023-02-01",
      to: "2023-02-28",
    });
    expect(previousYear({ from: "2025-02-01", to: "2025-02-28" })).toEqual({
      from: "2024-02-01",
      to: "2024-02-29",
    });
    expect(previousYear({ from: "2025-03-05", to: "2025-06-15" })).toEqual({
      from: "2024-03-05",
      to: "2024-06-15",
    });
  });

  it("splits a range into clipped months and quarters", () => {
    const m = buckets({ from: "2025-01-15", to: "2025-03-10" }, "month");
    expect(m.map((b) => [b.key, b.label, b.from, b.to])).toEqual([
      ["2025-01", "Jan 2025", "2025-01-15", "2025-01-31"],
      ["2025-02", "Feb 2025", "2025-02-01", "2025-02-28"],
      ["2025-03", "Mar 2025", "2025-03-01", "2025-03-10"],
    ]);
    expect(buckets({ from: "2024-11-01", to: "2025-04-30" }, "quarter").map((b) => b.key)).toEqual([
      "2024-Q4",
      "2025-Q1",
      "2025-Q2",
    ]);
  });

  it("names whole periods and dates custom ones", () => {
    expect(describeRange({ from: "2025-04-01", to: "2025-06-30" })).toBe("Q2 2025");
    expect(describeRange({ from: "2025-04-01", to: "2025-04-30" })).toBe("Apr 2025");
    expect(describeRange({ from: "2025-04-02", to: "2025-04-30" })).toBe("Apr 2, 2025 – Apr 30, 2025");
  });

  it("resolves a query's period around today unless a date or a custom range is given", () => {
    const q = profitAndLossQuery.parse({ period: "quarter" });
    expect(resolvePeriod(q, "2026-01-20")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    const c = profitAndLossQuery.parse({ period: "custom", from: "2025-05-05", to: "2025-06-06" });
    expect(resolvePeriod(c, "2026-01-20")).toEqual({ from: "2025-05-05", to: "2025-06-06" });
    expect(
      profitAndLossQuery.safeParse({ period: "custom", from: "2010-01-01", to: "2025-01-01" }).success,
    ).toBe(false);
  });
});
