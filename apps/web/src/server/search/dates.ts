// Date-range rules for the search parser. chrono-node reads "last month" as "one month ago today",
// "since January" as a single day and knows nothing of quarters, so those rules are ours; chrono is
// only asked about explicit calendar days ("March 5", "5 March 2025") that our rules leave.
import * as chrono from "chrono-node";
import {
  addDays,
  type DateMatch,
  type DateRange,
  formatDay,
  iso,
  monthRange,
  quarterRange,
  todayIso,
  yearRange,
} from "./calendar";
import {
  type DateRule,
  MONTH_RE,
  monthNumber,
  recentMonthYear,
  SHORTHAND_RULES,
  YEAR_RE,
  yearless,
  yearOk,
} from "./date-shorthand";

const ORD_Q: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: 0,
};

/** A month, a year, or a month with a year, for since/before/after/between. */
function anchor(text: string, now: Date): DateRange | null {
  const t = text.trim();
  let m = new RegExp(`^${MONTH_RE}\\.?(?:,?\\s+(?:of\\s+)?${YEAR_RE})?$`).exec(t);
  if (m) {
    const mo = monthNumber(m[1]!);
    const y = m[2] ? Number(m[2]) : recentMonthYear(mo, now);
    return monthRange(y, mo);
  }
  m = new RegExp(`^${YEAR_RE}$`).exec(t);
  if (m && yearOk(Number(m[1]), now)) return yearRange(Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) {
    const day = `${m[1]}-${m[2]}-${m[3]}`;
    return { from: day, to: day, label: `on ${formatDay(day)}`, phrase: day, unit: "day" };
  }
  m = /^(last|this|previous|current) (month|year)$/.exec(t);
  if (m) return relative(m[1]!, m[2]!, now);
  return null;
}

function relative(which: string, unit: string, now: Date): DateRange | null {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  const back = which === "last" || which === "previous" || which === "prior";
  if (unit === "month") {
    const t = y * 12 + (mo - 1) - (back ? 1 : 0);
    return monthRange(Math.floor(t / 12), (t % 12) + 1);
  }
  if (unit === "year") return yearRange(back ? y - 1 : y);
  if (unit === "quarter") {
    const q0 = Math.floor((mo - 1) / 3) + (back ? -1 : 0);
    const qy = q0 < 0 ? y - 1 : y;
    return quarterRange(qy, ((q0 + 4) % 4) + 1);
  }
  if (unit === "week") {
    // ISO weeks, Monday first.
    const today = todayIso(now);
    const dow = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -dow - (back ? 7 : 0));
    const sunday = addDays(monday, 6);
    return {
      from: monday,
      to: sunday,
      label: back ? `last week (${formatDay(monday)} – ${formatDay(sunday)})` : `this week`,
      phrase: back ? "last week" : "this week",
      unit: "week",
    };
  }
  return null;
}

function rolling(n: number, unit: string, now: Date): DateRange {
  const today = todayIso(now);
  const u = unit.replace(/s$/, "");
  let from: string;
  if (u === "day") from = addDays(today, -(n - 1));
  else if (u === "week") from = addDays(today, -(7 * n - 1));
  else {
    const months = u === "year" ? 12 * n : n;
    const t = new Date(`${today}T00:00:00Z`);
    t.setUTCMonth(t.getUTCMonth() - months);
    from = addDays(t.toISOString().slice(0, 10), 1);
  }
  const what = n === 1 ? u : `${n} ${u}s`;
  return { from, to: today, label: `in the last ${what}`, phrase: `last ${what}`, unit: "rolling" };
}

/** Whether the month `b` begins with follows the month `a` ("march", "april 2025"). */
const nextMonth = (a: string, b: string) => monthNumber(b.split(/[\s,]/)[0]!) === (monthNumber(a) % 12) + 1;

/** From the left anchor to the right one; "between March and June 2025": the year on the right applies to both. */
function span(left: string, right: string, now: Date): DateRange | null {
  const b = anchor(right, now);
  let a = anchor(left, now);
  if (!a || !b) return null;
  const rightYear = /(\d{4})$/.exec(right)?.[1];
  if (!/\d{4}/.test(left) && rightYear && a.unit === "month") {
    const mo = monthNumber(left.split(/\s/)[0]!);
    a = monthRange(Number(rightYear), mo);
    if (a.from! > b.from!) a = monthRange(Number(rightYear) - 1, mo);
  }
  if (a.from! > b.to!) return null;
  const phrase = `${a.phrase} to ${b.phrase}`;
  return { from: a.from, to: b.to, label: `from ${a.phrase} to ${b.phrase}`, phrase, unit: "span" };
}

const RULES: DateRule[] = [
  ...SHORTHAND_RULES,
  // 2025-01-01 to 2025-03-31
  {
    re: /\b(?:from |between )?(\d{4}-\d{2}-\d{2}) ?(?:to|and|through|until|-|–) ?(\d{4}-\d{2}-\d{2})\b/,
    make: (m) => {
      const [a, b] = [m[1]!, m[2]!].sort();
      return {
        from: a,
        to: b,
        label: `from ${formatDay(a!)} to ${formatDay(b!)}`,
        phrase: `${a} to ${b}`,
        unit: "span",
      };
    },
  },
  // between March and June 2025 / from Jan 2024 to Mar 2024 / between 2023 and 2025
  {
    re: new RegExp(
      `\\b(?:between|from) (${MONTH_RE}\\.?(?:,? ${YEAR_RE})?|${YEAR_RE}) (?:and|to|through|until|-|–) (${MONTH_RE}\\.?(?:,? ${YEAR_RE})?|${YEAR_RE})\\b`,
    ),
    make: (m, now) => span(m[1]!, m[5]!, now),
  },
  // jan-mar 2025 / march to june: two months need no "from"
  {
    re: new RegExp(`\\b(${MONTH_RE}\\.?) ?(?:-|–|to|through|thru) ?(${MONTH_RE}\\.?(?:,? ${YEAR_RE})?)\\b`),
    make: (m, now) => span(m[1]!, m[3]!, now),
  },
  // march and april / nov or dec 2025: two months side by side are the two of them
  {
    re: new RegExp(`\\b(${MONTH_RE}\\.?) (?:and|or|&) (${MONTH_RE}\\.?(?:,? ${YEAR_RE})?)\\b`),
    make: (m, now) => (nextMonth(m[1]!, m[3]!) ? span(m[1]!, m[3]!, now) : null),
  },
  // since January / since March 2025 / since 2024 / since last month
  {
    re: new RegExp(
      `\\b(since|after|before|until|till|through|from) (${MONTH_RE}\\.?(?:,? ${YEAR_RE})?|${YEAR_RE}(?!-)|\\d{4}-\\d{2}-\\d{2}|(?:last|this|previous) (?:month|year))\\b`,
    ),
    make: (m, now) => {
      const a = anchor(m[2]!, now);
      if (!a) return null;
      const today = todayIso(now);
      const word = m[1]!;
      if (word === "since" || word === "from") {
        return {
          from: a.from,
          to: today,
          label: `since ${formatDay(a.from!)}`,
          phrase: `since ${a.phrase}`,
          unit: "open",
        };
      }
      if (word === "after") {
        const from = addDays(a.to!, 1);
        return { from, to: today, label: `after ${a.phrase}`, phrase: `after ${a.phrase}`, unit: "open" };
      }
      if (word === "before") {
        const to = addDays(a.from!, -1);
        return { to, label: `before ${a.phrase}`, phrase: `before ${a.phrase}`, unit: "open" };
      }
      // until / till / through: inclusive of the anchor
      return { to: a.to, label: `through ${a.phrase}`, phrase: `through ${a.phrase}`, unit: "open" };
    },
  },
  // year to date / month to date
  {
    re: /\b(?:year to date|ytd|so far this year|this year so far)\b/,
    make: (_m, now) => ({
      from: iso(now.getUTCFullYear(), 1, 1),
      to: todayIso(now),
      label: `so far in ${now.getUTCFullYear()}`,
      phrase: "this year",
      unit: "year",
    }),
  },
  {
    re: /\b(?:month to date|mtd|so far this month)\b/,
    make: (_m, now) => ({ ...relative("this", "month", now)!, to: todayIso(now) }),
  },
  // last 30 days / past 3 months / over the last 2 weeks
  {
    re: /\b(?:in |during |over |within |for )?(?:the )?(?:last|past|previous|prior) (\d{1,3}) (days?|weeks?|months?|years?)\b/,
    make: (m, now) => rolling(Number(m[1]), m[2]!, now),
  },
  // the past month / the past year → rolling
  {
    re: /\b(?:in |during |over |within )?the past (day|week|month|year)\b/,
    make: (m, now) => rolling(1, m[1]!, now),
  },
  // this month / last year / previous quarter / this week
  {
    re: /\b(?:in |during |for |from )?(?:the )?(this|current|last|previous|prior|past) (month|year|quarter|week)(?:'?s(?= [a-z]))?\b/,
    make: (m, now) => relative(m[1] === "past" ? "last" : m[1]!, m[2]!, now),
  },
  { re: /\btoday\b/, make: (_m, now) => day(todayIso(now), "today") },
  { re: /\byesterday\b/, make: (_m, now) => day(addDays(todayIso(now), -1), "yesterday") },
  // Q2 2024, Q3, 2nd quarter of 2025, 2024 Q1
  {
    re: new RegExp(`\\b(?:in |during )?(?:${YEAR_RE} )?q([1-4])(?:,? (?:of |in )?${YEAR_RE})?\\b`),
    make: (m, now) => quarter(Number(m[2]), m[3] ?? m[1], now),
  },
  {
    re: new RegExp(
      `\\b(?:in |during )?(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?:,? (?:of |in )?${YEAR_RE})?\\b`,
    ),
    make: (m, now) => quarter(ORD_Q[m[1]!]!, m[2], now),
  },
];

function day(d: string, phrase: string): DateRange {
  return { from: d, to: d, label: `${phrase} (${formatDay(d)})`, phrase, unit: "day" };
}

function quarter(q: number, yearText: string | undefined, now: Date): DateRange | null {
  if (q === 0) return relative("last", "quarter", now);
  if (yearText) {
    const y = Number(yearText);
    return yearOk(y, now) ? quarterRange(y, q) : null;
  }
  // The most recent such quarter that has started.
  const y = now.getUTCFullYear();
  return quarterRange(iso(y, (q - 1) * 3 + 1, 1) <= todayIso(now) ? y : y - 1, q);
}

/** Month (with optional year) rules; "may" needs a preposition or a year ("may I" is not a month). */
const MONTH_YEAR = new RegExp(`\\b(in |during |for |of )?${MONTH_RE}\\.?(?:,? (?:of )?${YEAR_RE})?\\b`);

/**
 * Reads the first date expression in `text` (lower case) that our rules know, then explicit days via
 * chrono-node. `isFree(start, end)` says whether a span is still unread by the other rules.
 */
export function findDateRange(
  text: string,
  now: Date,
  isFree: (start: number, end: number) => boolean = () => true,
): DateMatch | null {
  for (const rule of RULES) {
    const re = new RegExp(rule.re.source, "g");
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (!isFree(m.index, m.index + m[0].length)) continue;
      const range = rule.make(m, now);
      if (range) return { range, start: m.index, end: m.index + m[0].length };
    }
  }
  const explicit = chronoDay(text, now, isFree);
  if (explicit) return explicit;
  const re = new RegExp(MONTH_YEAR.source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const prep = m[1];
    const word = m[2]!;
    const year = m[3];
    if (!isFree(m.index, m.index + m[0].length)) continue;
    if ((word === "may" || word === "mar" || word === "jun" || word === "jul") && !prep && !year) continue;
    if (year && !yearOk(Number(year), now)) continue;
    const mo = monthNumber(word);
    if (!mo) continue;
    const range = year ? monthRange(Number(year), mo) : yearless(monthRange(recentMonthYear(mo, now), mo))!;
    return { range, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** A bare year ("in 2025", "2025"): read last, after addresses had their chance at the number. */
export function findYear(
  text: string,
  now: Date,
  isFree: (s: number, e: number) => boolean,
): DateMatch | null {
  // A stop or comma after the year ends a sentence or clause ("repairs in 2025."); before a digit it is a number's.
  const re = /(?<![$\d.,])\b(in |during |for |of )?((?:19|20)\d{2})\b(?!\d|[.,]\d|k\b| ?dollars)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!isFree(m.index, m.index + m[0].length)) continue;
    const y = Number(m[2]);
    if (!yearOk(y, now)) continue;
    return { range: yearRange(y), start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** Explicit calendar days through chrono-node, pulled back a year when chrono guessed the future. */
function chronoDay(text: string, now: Date, isFree: (s: number, e: number) => boolean): DateMatch | null {
  let results: chrono.ParsedResult[];
  try {
    results = chrono.en.casual.parse(text, { instant: now, timezone: 0 }, { forwardDate: false });
  } catch {
    return null;
  }
  const today = todayIso(now);
  for (const r of results) {
    if (!r.start.isCertain("day") || !r.start.isCertain("month")) continue;
    if (!isFree(r.index, r.index + r.text.length)) continue;
    const y0 = r.start.get("year") ?? now.getUTCFullYear();
    const mo = r.start.get("month")!;
    const d = r.start.get("day")!;
    let y = y0;
    if (!r.start.isCertain("year") && iso(y, mo, d) > today) y -= 1;
    const from = iso(y, mo, d);
    if (r.end?.isCertain("day")) {
      let to = iso(r.end.get("year") ?? y, r.end.get("month")!, r.end.get("day")!);
      if (to < from) to = iso(y + 1, r.end.get("month")!, r.end.get("day")!);
      return {
        range: {
          from,
          to,
          label: `from ${formatDay(from)} to ${formatDay(to)}`,
          phrase: `${from} to ${to}`,
          unit: "span",
        },
        start: r.index,
        end: r.index + r.text.length,
      };
    }
    return {
      range: { from, to: from, label: `on ${formatDay(from)}`, phrase: formatDay(from), unit: "day" },
      start: r.index,
      end: r.index + r.text.length,
    };
  }
  return null;
}
