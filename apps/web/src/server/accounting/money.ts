// Money is integer cents from the request body to the database row to the export file. Nothing here
// multiplies or divides a float: parsing and formatting work on the digits.

/** Largest amount accepted on a single posting: $10 trillion, far inside Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 1_000_000_000_000_00;

const MONEY_RE = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Parses a user-typed amount into integer cents, exactly: "1,234.56" → 123456, "$12" → 1200,
 * "-3.5" → -350, "(3.50)" → -350. Throws a RangeError with a readable message on anything else
 * (more than two decimals, misplaced thousands separators, letters, empty input).
 */
export function parseMoney(input: string): number {
  let s = input.trim();
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.startsWith("+")) s = s.slice(1).trim();
  if (s.startsWith("$")) s = s.slice(1).trim();
  const m = MONEY_RE.exec(s);
  if (!m || s === "" || s === ".") throw new RangeError(`Invalid amount "${input}"`);
  const whole = (m[1] ?? "0").replaceAll(",", "");
  const frac = (m[2] ?? "").padEnd(2, "0");
  if (whole.length > 13) throw new RangeError(`Amount "${input}" is too large`);
  const cents = Number(whole) * 100 + Number(frac);
  if (cents > MAX_CENTS) throw new RangeError(`Amount "${input}" is too large`);
  return negative && cents !== 0 ? -cents : cents;
}

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
