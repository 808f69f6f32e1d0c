import { describe, expect, it } from "vitest";
import type { CsvMapping } from "../../../shared/banking";
import { parseStatement, statementLines } from "./index";
import { brief, linesOf, parseFixture } from "./test-support";

async function table(name: string) {
  const parsed = await parseFixture(name);
  if (parsed.format !== "csv") throw new Error(`${name} is not read as CSV`);
  return parsed.table;
}

describe("CSV statements", () => {
  it("reads a checking export with a header, picking the description over the details column", async () => {
    const t = await table("chase-checking.csv");
    expect(t.suggested).toMatchObject({
      hasHeader: true,
      dateColumn: 1,
      descriptionColumn: 2,
      referenceColumn: 6,
    });
    expect(t.suggested?.amount).toEqual({ kind: "signed", column: 3, negate: false });
    const lines = await linesOf("chase-checking.csv");
    expect(brief(lines)).toEqual([
      ["2025-01-30", -18240, "HOME DEPOT #4521 AUSTIN TX"],
      ["2025-01-28", -95000, "CHECK 1043"],
      ["2025-01-27", 185000, "ZELLE FROM SMITH, JOHN RENT JAN"],
      ["2025-01-15", -9612, "CITY OF AUSTIN UTILITIES"],
    ]);
    expect(lines[1]!.reference).toBe("1043");
  });

  it("skips the summary lines above the table and keeps quoted commas and quotes", async () => {
    const t = await table("bofa-preamble.csv");
    expect(t.preambleLines).toBe(5);
    expect(t.columns).toEqual(["Date", "Description", "Amount", "Running Bal."]);
    const lines = await linesOf("bofa-preamble.csv");
    expect(brief(lines)).toEqual([
      ["2025-01-01", 0, "Beginning balance as of 01/01/2025"],
      ["2025-01-03", -121255, "STATE FARM INSURANCE DES:PREM ID:123"],
      ["2025-01-05", 240000, "Online Banking transfer from SAV 7788 Conf# x9Y"],
      ["2025-01-09", -10000, 'BANK FEE "MONTHLY" MAINTENANCE'],
    ]);
  });

  it("strips a UTF-8 BOM and keeps a signed amount even when a type column is present", async () => {
    const t = await table("card-bom-quoted.csv");
    expect(t.columns[0]).toBe("Transaction Date");
    expect(t.suggested?.amount).toEqual({ kind: "signed", column: 5, negate: false });
    const lines = await linesOf("card-bom-quoted.csv");
    expect(brief(lines)).toEqual([
      ["2025-01-12", -2399, "AMZN Mktp US*2K4, Seattle"],
      ["2025-01-14", -42000, `SQ *JOE'S "BEST" PLUMBING`],
      ["2025-01-20", 50000, "Payment Thank You-Mobile"],
    ]);
    expect(lines[1]!.memo).toBe("Invoice 77, kitchen leak");
  });

  it("detects Windows-1252, semicolons, day-first dates and comma decimals", async () => {
    const t = await table("german-latin1.csv");
    expect(t).toMatchObject({ encoding: "windows-1252", delimiter: ";" });
    expect(t.columns[1]).toBe("Empfänger");
    expect(t.dateFormatCandidates).toEqual(["DD/MM/YYYY"]);
    expect(t.suggested?.decimalComma).toBe(true);
    expect(brief(await linesOf("german-latin1.csv"))).toEqual([
      ["2025-01-02", -123456, "Stadtwerke München"],
      ["2025-01-15", 210000, "Müller Hausverwaltung"],
      ["2025-01-31", -490, "Café € Gebühr"],
    ]);
  });

  it("reads a tab-separated file without a header, with money-out and money-in columns", async () => {
    const t = await table("no-header.tsv");
    expect(t.suggested).toMatchObject({ hasHeader: false, dateColumn: 0, dateFormat: "YYYY-MM-DD" });
    expect(t.suggested?.amount).toEqual({ kind: "debitCredit", debitColumn: 2, creditColumn: 3 });
    expect(t.rowCount).toBe(4);
    // Two identical rows are both kept: the same purchase can happen twice in a day.
    expect(brief(await linesOf("no-header.tsv"))).toEqual([
      ["2025-02-01", 150000, "RENT DEPOSIT UNIT 2B"],
      ["2025-02-03", -8713, "LOWES #0912"],
      ["2025-02-03", -8713, "LOWES #0912"],
      ["2025-02-10", -4200, "WATER BILL"],
    ]);
  });

  it("reads an unsigned amount with a DR/CR column and textual month dates", async () => {
    const t = await table("typed-amount.csv");
    expect(t.suggested?.dateFormat).toBe("DD MMM YYYY");
    expect(t.suggested?.amount).toEqual({
      kind: "typed",
      amountColumn: 2,
      typeColumn: 3,
      outflowValues: ["dr"],
    });
    expect(brief(await linesOf("typed-amount.csv"))).toEqual([
      ["2025-03-05", -12000, "Council tax"],
      ["2025-03-07", 95000, "Tenant rent flat 1"],
      ["2025-03-12", -31050, "Boiler repair"],
    ]);
  });

  it("offers both readings of ambiguous dates, US first, and follows the one the user confirms", async () => {
    const t = await table("ambiguous-dates.csv");
    expect(t.dateFormatCandidates).toEqual(["MM/DD/YYYY", "DD/MM/YYYY"]);
    const dayFirst: CsvMapping = { ...t.suggested!, dateFormat: "DD/MM/YYYY" };
    expect((await linesOf("ambiguous-dates.csv")).map((l) => l.date)).toEqual(["2025-03-04", "2025-05-04"]);
    expect((await linesOf("ambiguous-dates.csv", dayFirst)).map((l) => l.date)).toEqual([
      "2025-04-03",
      "2025-04-05",
    ]);
  });

  it("applies a user's mapping: a negated card column, payee and memo columns", async () => {
    const t = await table("card-bom-quoted.csv");
    const mapping: CsvMapping = {
      ...t.suggested!,
      payeeColumn: 3,
      amount: { kind: "signed", column: 5, negate: true },
    };
    const lines = await linesOf("card-bom-quoted.csv", mapping);
    expect(lines.map((l) => [l.amountCents, l.payee])).toEqual([
      [2399, "Shopping"],
      [42000, "Home"],
      [-50000, null],
    ]);
  });

  it("names the rows a mapping cannot read, and the column that does not exist", async () => {
    const t = await table("chase-checking.csv");
    await expect(
      linesOf("chase-checking.csv", { ...t.suggested!, dateFormat: "YYYY-MM-DD" }),
    ).rejects.toThrow(/row 2: "01\/30\/2025" is not a date in the YYYY-MM-DD format; row 3/);
    await expect(linesOf("chase-checking.csv", { ...t.suggested!, memoColumn: 12 })).rejects.toThrow(
      "Column 13 does not exist: the file has 8 columns.",
    );
    await expect(
      linesOf("chase-checking.csv", {
        ...t.suggested!,
        amount: { kind: "signed", column: 2, negate: false },
      }),
    ).rejects.toThrow(/row 2: "HOME DEPOT #4521 AUSTIN TX" is not an amount/);
  });

  it("reads a file written in slices: a quoted field that spans a slice boundary stays whole", async () => {
    const memo = "x".repeat(70 * 1024);
    const csv = `Date,Description,Amount\n01/02/2025,"a, ${memo}",-1.00\n01/03/2025,b,2.00\n`;
    const parsed = await parseStatement(Buffer.from(csv), "big.csv");
    const lines = await statementLines(parsed);
    expect(lines.map((l) => [l.description.length, l.amountCents])).toEqual([
      [500, -100],
      [1, 200],
    ]);
  });
});
