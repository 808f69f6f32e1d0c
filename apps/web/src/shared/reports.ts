// Financial reports: the period/grouping helper both sides use, the query schemas of
// /api/accounting/reports/*, and the one statement shape every report answers (and exports) in.
import { z } from "zod";
import { isoDate, uuid } from "./accounting";

// ---- periods ------------------------------------------------------------------------------------

const PERIOD_KINDS = ["month", "quarter", "year", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export const COMPARISONS = ["none", "previous_period", "previous_year"] as const;
export type Comparison = (typeof COMPARISONS)[number];
const GROUPINGS = ["month", "quarter", "year"] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const parts = (day: string) =>
  [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] as const;
/** Days in a calendar month (m 1–12). */
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The calendar date `n` months after `day`, clamped to the month's last day (Mar 31 − 1 → Feb 28). */
function addMonths(day: string, n: number): string {
  const [y, m, d] = parts(day);
  const idx = y * 12 + (m - 1) + n;
  const yy = Math.floor(idx / 12);
  const mm = (idx % 12) + 1;
  return ymd(yy, mm, Math.min(d, daysInMonth(yy, mm)));
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The month, quarter or year that contains `day`. */
export function periodContaining(kind: Exclude<PeriodKind, "custom">, day: string): DateRange {
  const [y, m] = parts(day);
  if (kind === "year") return { from: ymd(y, 1, 1), to: ymd(y, 12, 31) };
  const first = kind === "quarter" ? m - ((m - 1) % 3) : m;
  const last = kind === "quarter" ? first + 2 : m;
  return { from: ymd(y, first, 1), to: ymd(y, last, daysInMonth(y, last)) };
}

const isMonthStart = (day: string) => day.endsWith("-01");
const isMonthEnd = (day: string) => {
  const [y, m, d] = parts(day);
  return d === daysInMonth(y, m);
};
const monthsBetween = (r: DateRange) => {
  const [fy, fm] = parts(r.from);
  const [ty, tm] = parts(r.to);
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/**
 * The period just before: whole months shift by whole months (Q2 → Q1, Feb → Jan with its own
 * length); any other range shifts by its own number of days.
 */
export function previousPeriod(r: DateRange): DateRange {
  if (isMonthStart(r.from) && isMonthEnd(r.to)) {
    const n = monthsBetween(r);
    const from = addMonths(r.from, -n);
    const lastMonth = addMonths(r.from, -1);
    const [y, m] = parts(lastMonth);
    return { from, to: ymd(y, m, daysInMonth(y, m)) };
  }
  const days = dayCount(r);
  return { from: addDays(r.from, -days), to: addDays(r.from, -1) };
}

/** The same dates a year earlier (Feb 29 → Feb 28; a month-end stays a month-end). */
export function previousYear(r: DateRange): DateRange {
  const to = isMonthEnd(r.to) ? periodContaining("month", addMonths(r.to, -12)).to : addMonths(r.to, -12);
  return { from: addMonths(r.from, -12), to };
}

export function comparisonRange(r: DateRange, c: Comparison): DateRange | null {
  if (c === "previous_period") return previousPeriod(r);
  if (c === "previous_year") return previousYear(r);
  return null;
}

export function dayCount(r: DateRange): number {
  const [fy, fm, fd] = parts(r.from);
  const [ty, tm, td] = parts(r.to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface Bucket extends DateRange {
  key: string;
  label: string;
}

/** The months, quarters or years that `r` spans, each clipped to `r`, in order. */
export function buckets(r: DateRange, g: Grouping): Bucket[] {
  const out: Bucket[] = [];
  let cursor = r.from;
  while (cursor <= r.to) {
    const p = periodContaining(g, cursor);
    const [y, m] = parts(p.from);
    const key = g === "year" ? `${y}` : g === "quarter" ? `${y}-Q${(m + 2) / 3}` : p.from.slice(0, 7);
    const label = g === "year" ? `${y}` : g === "quarter" ? `Q${(m + 2) / 3} ${y}` : `${MONTHS[m - 1]} ${y}`;
    const [to] = [p.to, r.to].sort();
    out.push({ key, label, from: cursor, to: to! });
    cursor = addDays(p.to, 1);
  }
  return out;
}

/** "Jan 1, 2025 – Dec 31, 2025"; a whole month, quarter or year gets its name. */
export function describeRange(r: DateRange): string {
  const [fy, fm] = parts(r.from);
  for (const k of ["year", "quarter", "month"] as const) {
    const p = periodContaining(k, r.from);
    if (p.from === r.from && p.to === r.to) {
      if (k === "year") return `Year ${fy}`;
      if (k === "quarter") return `Q${(fm + 2) / 3} ${fy}`;
      return `${MONTHS[fm - 1]} ${fy}`;
    }
  }
  return `${formatDay(r.from)} – ${formatDay(r.to)}`;
}

export function formatDay(day: string): string {
  const [y, m, d] = parts(day);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

// ---- queries ------------------------------------------------------------------------------------

export const REPORT_FORMATS = ["json", "csv", "xlsx", "pdf"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The basis a report is drawn on; omitted → the organization's books basis. */
export const REPORT_BASES = ["cash", "accrual"] as const;
export type ReportBasisChoice = (typeof REPORT_BASES)[number];
const basisField = { basis: z.enum(REPORT_BASES).optional() };

const periodFields = {
  period: z.enum(PERIOD_KINDS).default("year"),
  /** Any day inside the month/quarter/year wanted (default: today). */
  date: isoDate.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  format: z.enum(REPORT_FORMATS).default("json"),
};

function checkCustom(q: { period: PeriodKind; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.period !== "custom") return;
  if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "is required for a custom period" });
  if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "is required for a custom period" });
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
  if (q.from && q.to && dayCount({ from: q.from, to: q.to }) > 366 * 10)
    ctx.addIssue({ code: "custom", path: ["to"], message: "a period is at most 10 years" });
}

/** The period a query names: its month/quarter/year around `date` (default `today`), or from–to. */
export function resolvePeriod(
  q: { period: PeriodKind; date?: string; from?: string; to?: string },
  today: string,
): DateRange {
  if (q.period === "custom") return { from: q.from!, to: q.to! };
  return periodContaining(q.period, q.date ?? today);
}

const PNL_COLUMNS = ["total", "property", "month", "quarter"] as const;

export const profitAndLossQuery = z
  .object({
    ...periodFields,
    columns: z.enum(PNL_COLUMNS).default("total"),
    compare: z.enum(COMPARISONS).default("none"),
    propertyId: uuid.optional(),
    ...basisField,
  })
  .superRefine(checkCustom);
export type ProfitAndLossQuery = z.output<typeof profitAndLossQuery>;

export const cashFlowQuery = z.object({ ...periodFields, ...basisField }).superRefine(checkCustom);
export type CashFlowQuery = z.output<typeof cashFlowQuery>;

export const trialBalanceReportQuery = z
  .object({ ...periodFields, propertyId: uuid.optional(), ...basisField })
  .superRefine(checkCustom);
export type TrialBalanceReportQuery = z.output<typeof trialBalanceReportQuery>;

export const balanceSheetQuery = z.object({
  asOf: isoDate.optional(),
  format: z.enum(REPORT_FORMATS).default("json"),
  ...basisField,
});
export type BalanceSheetQuery = z.output<typeof balanceSheetQuery>;

// ---- the statement every report answers --------------------------------------------------------

/** heading: a section title; line: an account; subtotal/total: sums (a total is double-underlined). */
const STATEMENT_ROW_KINDS = ["heading", "line", "subtotal", "total"] as const;

const statementRow = z.object({
  label: z.string(),
  kind: z.enum(STATEMENT_ROW_KINDS),
  /** Indentation level (0 = flush). */
  depth: z.number().int(),
  /** Aligned with the statement's columns; integer cents, null where nothing applies. */
  values: z.array(z.number().nullable()),
  /** Account code for account lines, for CSV import by a preparer. */
  code: z.string().optional(),
});
export type StatementRow = z.infer<typeof statementRow>;

const statementColumn = z.object({ key: z.string(), label: z.string() });
export type StatementColumn = z.infer<typeof statementColumn>;

export const statementAnswer = z
  .object({
    report: z.string(),
    title: z.string(),
    organizationName: z.string(),
    /** "Year 2025", "As of Dec 31, 2025". */
    periodLabel: z.string(),
    from: z.string().meta({ format: "date" }).nullable(),
    to: z.string().meta({ format: "date" }),
    basis: z.enum(["Accrual", "Cash"]),
    columns: z.array(statementColumn),
    rows: z.array(statementRow),
    /** What the values are: integer cents (the default) or counts (the report builder's count measure). */
    valueKind: z.enum(["money", "count"]).optional(),
    /** The first column's heading (default "Account"). */
    rowHeader: z.string().optional(),
    /** Reconciliation facts the page shows under the table (e.g. "Assets = Liabilities + Equity"). */
    checks: z.array(z.object({ label: z.string(), ok: z.boolean() })),
    /** File name without extension. */
    fileName: z.string(),
  })
  .meta({ id: "Statement" });
export type Statement = z.infer<typeof statementAnswer>;

export const ownerStatementQuery = z
  .object({ ...periodFields, propertyId: uuid, ...basisField })
  .superRefine(checkCustom);
export type OwnerStatementQuery = z.output<typeof ownerStatementQuery>;

export const vendor1099Query = z.object({
  year: z.coerce.number().int("must be a year").min(1987).max(2199),
  format: z.enum(REPORT_FORMATS).default("json"),
});
export type Vendor1099Query = z.output<typeof vendor1099Query>;

/** Payments to one payee at or above this in a year are reported on a 1099 (in cents). */
export const FORM_1099_THRESHOLD_CENTS = 60_000;
