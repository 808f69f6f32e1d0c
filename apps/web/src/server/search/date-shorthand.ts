// Periods written in shorthand, read before the other date rules (dates.ts): half years ("h1 2025",
// "first half of 2024"), fiscal years taken as calendar years ("fy2024", "fy 24": the books keep no
// other fiscal year), numeric months ("11/2025", "2025-03"), two-digit years after an apostrophe
// ("dec '24", "in '24"), whole months or years back ("2 months ago") and seasons ("spring 2025").
// Also the month and year words the other rules share.
import { type DateRange, formatDay, iso, monthRange, todayIso, yearRange } from "./calendar";
import { MONTHS } from "./vocabulary";

export const MONTH_RE =
  "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
export const YEAR_RE = "((?:19|20)\\d{2})";

export function monthNumber(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return 0;
  const i = MONTHS.findIndex((m) => m.startsWith(w) && (w.length >= 3 || m === w));
  if (i < 0) return 0;
  if (w === "sept") return 9;
  return i + 1;
}

/** The most recent occurrence of month `m` whose first day is not after today. */
export function recentMonthYear(m: number, now: Date): number {
  const y = now.getUTCFullYear();
  return iso(y, m, 1) <= todayIso(now) ? y : y - 1;
}

export function yearOk(y: number, now: Date): boolean {
  return y >= 1990 && y <= now.getUTCFullYear() + 10;
}

export interface DateRule {
  re: RegExp;
  make: (m: RegExpExecArray, now: Date) => DateRange | null;
}

/** "24" → 2024 ("'99" → 1999), or the four digits as written. */
export const fullYear = (text: string) =>
  text.length === 4 ? Number(text) : 2000 + Number(text) - (Number(text) > 50 ? 100 : 0);

function half(h: 1 | 2, yearText: string | undefined, now: Date): DateRange | null {
  let y = yearText ? fullYear(yearText) : now.getUTCFullYear();
  // Without a year, the most recent such half that has started.
  if (!yearText && iso(y, h === 1 ? 1 : 7, 1) > todayIso(now)) y -= 1;
  if (!yearOk(y, now)) return null;
  const from = iso(y, h === 1 ? 1 : 7, 1);
  const to = iso(y, h === 1 ? 6 : 12, h === 1 ? 30 : 31);
  const phrase = `H${h} ${y}`;
  return { from, to, label: `in ${phrase}`, phrase, unit: "span" };
}

// Meteorological seasons, as US landlords speak of them: winter 2024 runs from December 2024 into
// February 2025 (the season starts in the year named).
const SEASON_START: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

function season(word: string, yearText: string | undefined, which: string | undefined, now: Date) {
  const start = SEASON_START[word]!;
  let y = yearText ? fullYear(yearText) : now.getUTCFullYear();
  if (!yearText) {
    // "this summer": the most recent that has started; "last summer": the most recent that has ended.
    if (iso(y, start, 1) > todayIso(now)) y -= 1;
    if (which !== "this" && iso(y, start + 3, 0) >= todayIso(now)) y -= 1;
  }
  if (!yearOk(y, now)) return null;
  const from = iso(y, start, 1);
  const to = iso(y, start + 3, 0);
  const name = word === "autumn" ? "fall" : word;
  const phrase = `${name} ${y}`;
  return {
    from,
    to,
    label: `in ${phrase} (${formatDay(from)} – ${formatDay(to)})`,
    phrase,
    unit: "span" as const,
  };
}

/** A period read as the latest of its kind because no year was typed. */
export const yearless = (range: DateRange | null): DateRange | null => range && { ...range, yearless: true };

const HALF: Record<string, 1 | 2> = { h1: 1, first: 1, "1st": 1, h2: 2, second: 2, "2nd": 2 };
const BACK: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function monthOf(y: number, m: number, now: Date): DateRange | null {
  return m >= 1 && m <= 12 && yearOk(y, now) ? monthRange(y, m) : null;
}

export const SHORTHAND_RULES: DateRule[] = [
  // h1 2025 / h2 / 2025 h2 / the first half of 2024 / 2nd half '25 ("2nd half" alone is a
  // description's word: "Prop. tax - 2nd half")
  {
    re: new RegExp(`\\b(?:in |during )?(h[12])(?:,? (?:of |in )?${YEAR_RE})?\\b`),
    make: (m, now) => half(HALF[m[1]!]!, m[2], now),
  },
  {
    re: new RegExp(`\\b(?:in |during )?(?:the )?(first|second|1st|2nd) half,? (?:of |in )?${YEAR_RE}`),
    make: (m, now) => half(HALF[m[1]!]!, m[2], now),
  },
  { re: new RegExp(`\\b${YEAR_RE} (h[12])\\b`), make: (m, now) => half(HALF[m[2]!]!, m[1], now) },
  // "in the middle of winter", "the dead of winter", "midsummer 2025": the season itself (the latest
  // that has started when no year is typed), not words the rows say.
  {
    re: new RegExp(
      `\\b(?:(?:in |during )?the (?:middle|dead|depths?|heart|height|peak) of(?: the)? |mid-?)(spring|summer|fall|autumn|winter)\\b(?:,? (?:of |in )?${YEAR_RE}\\b)?`,
    ),
    make: (m, now) => {
      const year = m[2];
      return year ? season(m[1]!, year, undefined, now) : yearless(season(m[1]!, undefined, "this", now));
    },
  },
  // spring 2025 / the summer of '24 / 2024 winter / this fall / last summer ("fall" and "spring"
  // alone are a description's words: "slip and fall", "spring cleaning")
  {
    re: new RegExp(
      `\\b(?:in |during )?(?:the )?(spring|summer|fall|autumn|winter),? (?:of |in )?${YEAR_RE}\\b`,
    ),
    make: (m, now) => season(m[1]!, m[2], undefined, now),
  },
  {
    re: new RegExp(`\\b${YEAR_RE} (spring|summer|fall|autumn|winter)\\b`),
    make: (m, now) => season(m[2]!, m[1], undefined, now),
  },
  {
    re: /\b(?:in |during )?(this|last|past|previous) (spring|summer|fall|autumn|winter)\b/,
    make: (m, now) => season(m[2]!, undefined, m[1], now),
  },
  // "over the summer", "during the winter": the most recent that has started, as "this summer".
  {
    re: /\b(?:in|during|over|through) the (spring|summer|fall|autumn|winter)\b(?!,? (?:of|in|'|\d))/,
    make: (m, now) => yearless(season(m[1]!, undefined, "this", now)),
  },
  // "in spring", "during winter" ending a phrase: the season, not a place its word begins (Springfield,
  // Fall River), which goes on past it.
  {
    re: /\b(?:in|during) (spring|summer|fall|autumn|winter)\b(?=\s*(?:$|[,.?!;]|(?:and|or|at|for|on|from|to|with)\b))/,
    make: (m, now) => yearless(season(m[1]!, undefined, "this", now)),
  },
  // fy2024 / fy 24 / fy'24
  {
    re: /\bfy ?'?(\d{4}|\d{2})\b/,
    make: (m, now) => (yearOk(fullYear(m[1]!), now) ? yearRange(fullYear(m[1]!)) : null),
  },
  // 11/2025, 3/25 is a day (chrono's); 2025-03 (not 2025-03-01)
  {
    re: new RegExp(`\\b(\\d{1,2})/${YEAR_RE}\\b`),
    make: (m, now) => monthOf(Number(m[2]), Number(m[1]), now),
  },
  {
    re: new RegExp(`\\b${YEAR_RE}-(\\d{2})\\b(?!-\\d)`),
    make: (m, now) => monthOf(Number(m[1]), Number(m[2]), now),
  },
  // 2 months ago / a year ago: that whole month (year)
  {
    re: /\b(\d{1,2}|an?|one|two|three|four|five|six) (months?|years?) ago\b/,
    make: (m, now) => {
      const n = BACK[m[1]!] ?? Number(m[1]);
      const y = now.getUTCFullYear();
      if (m[2]!.startsWith("year")) return yearOk(y - n, now) ? yearRange(y - n) : null;
      const t = y * 12 + now.getUTCMonth() - n;
      return monthOf(Math.floor(t / 12), (t % 12) + 1, now);
    },
  },
];
