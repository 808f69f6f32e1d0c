/** Money is integer cents end to end; this is the one place it becomes text. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** "1,234.56" or "1234.5" → 123456 cents, exactly (no floating point); null when not a positive amount. */
/** Cents as an amount field's text ("1450.00"), empty for nothing: what parseAmountToCents reads back. */
export const amountText = (cents: number): string => (cents > 0 ? (cents / 100).toFixed(2) : "");

export function parseAmountToCents(input: string): number | null {
  const text = input.trim().replace(/[$,\s]/g, "");
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** A calendar day (YYYY-MM-DD) shown without timezone drift. */
export const formatDay = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

export const today = (): string => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

export const PROPERTY_TYPE_LABELS: Record<string, string> = {
  single_family: "Single-family",
  multi_family: "Multi-family",
  condo: "Condo",
  commercial: "Commercial",
  short_term_rental: "Short-term rental",
};

export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  asset: "Assets",
  liability: "Liabilities",
  equity: "Equity",
  income: "Income",
  expense: "Expenses",
};
