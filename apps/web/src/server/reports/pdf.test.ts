// The statement PDF's own rules: pages numbered "n of N" with headings repeated, negatives in
// parentheses, and a refusal (400) when the columns cannot fit a page.
import { describe, expect, it } from "vitest";
import type { Statement } from "../../shared/reports";
import { pdfText } from "../test/documents";
import { accountingMoney, PDF_MAX_COLUMNS, statementPdf } from "./pdf";

const statement = (columns: number, rows: number): Statement => ({
  report: "profit-and-loss",
  title: "Profit and Loss",
  organizationName: "Ada's Homes",
  periodLabel: "Year 2025",
  from: "2025-01-01",
  to: "2025-12-31",
  basis: "Cash",
  columns: Array.from({ length: columns }, (_, i) => ({ key: `c${i}`, label: `Column ${i}` })),
  rows: Array.from({ length: rows }, (_, i) => ({
    label: `Account ${i}`,
    kind: "line" as const,
    depth: 1,
    values: Array.from({ length: columns }, () => -i),
  })),
  checks: [],
  fileName: "pnl",
});

describe("statement PDF", () => {
  it("numbers its pages and repeats the headings on each", async () => {
    const text = pdfText(Buffer.from(await statementPdf(statement(2, 100), "2026-01-20")));
    expect(text).toContain("Page 1 of 3");
    expect(text).toContain("Page 3 of 3");
    expect(text.filter((t) => t === "Column 1")).toHaveLength(3);
    expect(text).toContain("($0.99)");
  });

  it("shows negatives in parentheses", () => {
    expect(accountingMoney(-123_456)).toBe("($1,234.56)");
    expect(accountingMoney(5)).toBe("$0.05");
  });

  it("refuses more columns than fit a page", async () => {
    await expect(statementPdf(statement(PDF_MAX_COLUMNS + 1, 1), "2026-01-20")).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(statementPdf(statement(PDF_MAX_COLUMNS, 1), "2026-01-20")).resolves.toBeInstanceOf(
      Uint8Array,
    );
  });
});
