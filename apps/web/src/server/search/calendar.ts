// Calendar days and periods for the search: ISO days, month, quarter and year ranges, how a day is
// written in answers, and the neighbouring periods suggestions offer.
import { MONTHS } from "./vocabulary";

export interface DateRange {
  /** Inclusive ISO day; undefined = open. */
  from?: string;
  /** Inclusive ISO day; undefined = open. */
  to?: string;
  /** How the answer says it: "in December 2025", "since January 1, 2026". */
  label: string;
  /** How a next search says it: "December 2025", "2025", "Q2 2024". */
  phrase: string;
  /** The shape, for neighbouring-period suggestions. */
  unit: "day" | "week" | "month" | "quarter" | "year" | "open" | "rolling" | "span";
  /** Typed without its year ("in July", "in the fall"): the latest was read; an earlier one may be meant. */
  yearless?: true;
}

export interface DateMatch {
  range: DateRange;
  /** Character span in the lower-cased query that the rule read. */
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const iso = (y: number, m: number, d: number): string => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const todayIso = (now: Date): string => now.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};

const MONTH_TITLES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));
const monthName = (m: number): string => MONTH_TITLES[m - 1]!;

export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${MONTH_TITLES[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

export function monthRange(y: number, m: number): DateRange {
  const phrase = `${monthName(m)} ${y}`;
  return { from: iso(y, m, 1), to: iso(y, m, lastDay(y, m)), label: `in ${phrase}`, phrase, unit: "month" };
}
export function yearRange(y: number): DateRange {
  return { from: iso(y, 1, 1), to: iso(y, 12, 31), label: `in ${y}`, phrase: String(y), unit: "year" };
}
export function quarterRange(y: number, q: number): DateRange {
  const m = (q - 1) * 3 + 1;
  return {
    from: iso(y, m, 1),
    to: iso(y, m + 2, lastDay(y, m + 2)),
    label: `in Q${q} ${y}`,
    phrase: `Q${q} ${y}`,
    unit: "quarter",
  };
}

/** Month number from a month word ("sept", "March"), or 0. */
/** The period before and after a range of the same shape (for suggestions). */
export function neighbourPeriods(range: DateRange, now: Date): DateRange[] {
  const out: DateRange[] = [];
  const today = todayIso(now);
  if (range.unit === "month" && range.from) {
    const [y, m] = range.from.split("-").map(Number) as [number, number];
    const t = y * 12 + m - 1;
    for (const k of [-1, 1]) {
      const r = monthRange(Math.floor((t + k) / 12), ((t + k) % 12) + 1);
      if (r.from! <= today) out.push(r);
    }
  } else if (range.unit === "year" && range.from) {
    const y = Number(range.from.slice(0, 4));
    for (const k of [-1, 1]) {
      const r = yearRange(y + k);
      if (r.from! <= today) out.push(r);
    }
  } else if (range.unit === "quarter" && range.from) {
    const y = Number(range.from.slice(0, 4));
    const q = Math.floor((Number(range.from.slice(5, 7)) - 1) / 3) + 1;
    for (const k of [-1, 1]) {
      const t = y * 4 + q - 1 + k;
      const r = quarterRange(Math.floor(t / 4), (t % 4) + 1);
      if (r.from! <= today) out.push(r);
    }
  }
  return out;
}

/** How many years back a month or season typed without its year is looked for. */
const YEARS_BACK = 3;

/** A month or season typed without its year, one, two and three years earlier (none for any other). */
export const earlierYears = (range: DateRange | null): DateRange[] =>
  range?.yearless ? Array.from({ length: YEARS_BACK }, (_, i) => yearsBefore(range, i + 1)) : [];

/** The same period `years` earlier, said so: what a month or season typed without its year may mean. */
export function yearsBefore(range: DateRange, years: number): DateRange {
  const shift = (day: string) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    // A period ends on its month's last day, and February's moves with leap years.
    return iso(y - years, m, d === lastDay(y, m) ? lastDay(y - years, m) : d);
  };
  const older = (text: string) => text.replace(/\b\d{4}\b/g, (y) => String(Number(y) - years));
  const from = range.from && shift(range.from);
  const to = range.to && shift(range.to);
  const label =
    range.to && to
      ? older(range.label).replace(older(formatDay(range.to)), formatDay(to))
      : older(range.label);
  return { ...range, from, to, label, phrase: older(range.phrase) };
}
