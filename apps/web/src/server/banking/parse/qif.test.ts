import { describe, expect, it } from "vitest";
import { parseStatement } from "./index";
import { brief, linesOf, parseFixture } from "./test-support";

describe("QIF statements", () => {
  it("reads Quicken's apostrophe years, thousands separators, check numbers and split transactions", async () => {
    const lines = await linesOf("bank.qif");
    expect(brief(lines)).toEqual([
      ["2025-01-05", -121255, "STATE FARM INSURANCE"],
      ["2025-01-27", 185000, "JOHN SMITH"],
      ["2025-01-28", -95000, "ABC Roofing"],
    ]);
    expect(lines.map((l) => [l.reference, l.memo])).toEqual([
      ["1041", "Policy 88-12"],
      [null, null],
      ["1043", null],
    ]);
  });

  it("skips the account list, reads day-first card dates and keeps a last record without ^", async () => {
    const parsed = await parseFixture("ccard-account.qif");
    expect(parsed.format === "qif" && parsed.dateFormats).toEqual(["DD/MM/YYYY"]);
    expect(brief(await linesOf("ccard-account.qif"))).toEqual([
      ["2025-01-15", -6420, "ACE HARDWARE"],
      ["2025-01-20", 30000, "PAYMENT RECEIVED"],
    ]);
  });

  it("follows the user's date format when both readings fit", async () => {
    const qif = "!Type:Bank\nD03/04/2025\nT-5.00\nPFee\n^\n";
    const us = await parseStatement(Buffer.from(qif), "a.qif");
    const uk = await parseStatement(Buffer.from(qif), "a.qif", { dateFormat: "DD/MM/YYYY" });
    expect(us.format === "qif" && us.lines[0]!.date).toBe("2025-03-04");
    expect(uk.format === "qif" && uk.lines[0]!.date).toBe("2025-04-03");
  });

  it("refuses investment-only files and a record without an amount", async () => {
    await expect(parseFixture("investments.qif")).rejects.toThrow(
      "The QIF file has no bank, cash or credit-card transactions.",
    );
    await expect(
      parseStatement(Buffer.from("!Type:Bank\nD1/5/25\nPNo amount\n^\n"), "x.qif"),
    ).rejects.toThrow("The QIF transaction ending on line 4 has no date or no amount.");
  });
});
