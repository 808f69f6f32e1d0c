// Money is integer cents from the request body to the database row to the export file. Nothing here
// multiplies or divides a float: parsing and formatting work on the digits.

// Parsing user-typed amounts is shared with the client's forms (src/shared/accounting.ts).
export { MAX_CENTS, parseMoney } from "../../shared/accounting";

/** Safe conversion of a database aggregate (sum() of bigint comes back as a numeric string). */
export function toCents(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not an integer amount: ${String(value)}`);
  return n;
}

function splitCents(cents: number): { sign: string; whole: string; frac: string } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const abs = Math.abs(cents);
  return {
    sign: cents < 0 ? "-" : "",
    whole: String(Math.trunc(abs / 100)),
    frac: String(abs % 100).padStart(2, "0"),
  };
}

/** "1234.56" / "-0.05": the plain decimal used in CSV files and spreadsheets. */
export function centsToDecimal(cents: number): string {
  const { sign, whole, frac } = splitCents(cents);
  return `${sign}${whole}.${frac}`;
}

/** The one display formatter: 123456 → "$1,234.56", -5 → "-$0.05". */
export function formatMoney(cents: number, currencySymbol = "$"): string {
  const { sign, whole, frac } = splitCents(cents);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${currencySymbol}${grouped}.${frac}`;
}

/** Excel number format matching formatMoney (used by the XLSX export). */
export const EXCEL_MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';

/** Cents → a spreadsheet number (dollars). Only for XLSX cells, whose values are IEEE doubles anyway. */
export const centsToSpreadsheetNumber = (cents: number): number => Number(centsToDecimal(cents));
