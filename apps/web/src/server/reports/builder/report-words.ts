// The words only a report has, read out of a lower-cased sentence before the search's parser sees
// it: basis (cash or accrual), comparison, measure, chart and "net". Each reader cuts what it read,
// so "cash" in "on a cash basis" never reaches the parser as the account named Cash and "count" is
// not reported as a word nobody understood.
import type { BuilderDefinition } from "../../../shared/report-builder";
import { type DateRange, previousPeriod, previousYear } from "../../../shared/reports";
import { findDateRange, findYear } from "../../search/dates";

/** `text` with [start, end) blanked, so the positions of the words after it do not move. */
const cut = (text: string, start: number, end: number) =>
  text.slice(0, start) + " ".repeat(end - start) + text.slice(end);

/** A span of a name the sentence contains ("Accrual Adjustments") that holds [start, end) and more. */
function insideName(text: string, start: number, end: number, names: readonly string[]): boolean {
  return names.some((name) => {
    if (name.length <= end - start) return false;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
      if (at <= start && at + name.length >= end) return true;
    return false;
  });
}

// "Cash" alone is an account or "cash flow"; only with basis/method/accounting does it name the basis.
// "Accrual" has no other meaning in a report request.
const BASIS_WORDS: readonly [RegExp, "cash" | "accrual" | "both"][] = [
  // "cash vs accrual" asks for both, which one definition cannot answer.
  [
    /\b(?:cash|accrual)(?: basis)? (?:vs\.?|versus|or|and|compared (?:with|to)) (?:cash|accrual)(?: basis)?\b/g,
    "both",
  ],
  [/\b(?:(?:on|in) (?:an? |the )?)?cash[- ](?:basis|method|accounting|based)\b(?: basis\b)?/g, "cash"],
  [/\bbasis:? cash\b/g, "cash"],
  [
    /\b(?:(?:on|in) (?:an? |the )?)?accruals?(?:[- ](?:basis|method|accounting|based)\b)?(?: basis\b)?/g,
    "accrual",
  ],
  [/\bbasis:? accruals?\b/g, "accrual"],
];

export interface BasisReading {
  basis?: "cash" | "accrual";
  /** The words when the sentence named both bases: the user sets it by hand. */
  conflicting: string[];
  rest: string;
}

/** "on a cash basis", "cash-basis", "accrual", "on accrual"; not a word inside a longer account name. */
export function readBasis(text: string, names: readonly string[]): BasisReading {
  let rest = text;
  const found = new Set<"cash" | "accrual">();
  for (const [re, basis] of BASIS_WORDS) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (insideName(text, start, end, names) || rest.slice(start, end).trim() === "") continue;
      if (basis === "both") found.add("cash").add("accrual");
      else found.add(basis);
      rest = cut(rest, start, end);
    }
  }
  if (found.size === 1) return { basis: [...found][0], conflicting: [], rest };
  return { conflicting: found.size > 1 ? ["cash", "accrual"] : [], rest };
}

const COMPARE = /\b(?:compared (?:with|to)|in comparison (?:with|to)|against|vs\.?|versus)(?=\s|$)/;
/** Where the compared period ends: the next grouping, chart or filter words. */
const CLAUSE_END = /\s(?:by|per|for|each|across|as|shown|on|at|with|over|under|above|below)\b/;

export interface ComparisonReading {
  compare: BuilderDefinition["compare"];
  /** The period named after "vs" ("2024", "Q3 2024", "last year"), to be matched with the main one. */
  against?: DateRange;
  /** "vs last month": the main period, when the sentence names none, is this month (or quarter). */
  unit?: "month" | "quarter";
  rest: string;
}

/** The comparison clause, cut out of the text so the search's date reader sees only the period. */
export function readComparison(text: string, now: Date): ComparisonReading {
  const m = COMPARE.exec(text);
  if (!m) {
    const yoy = /\byear[- ]over[- ]year\b|\byoy\b/.exec(text);
    return yoy
      ? { compare: "previous_year", rest: cut(text, yoy.index, yoy.index + yoy[0].length) }
      : { compare: "none", rest: text };
  }
  const after = m.index + m[0].length;
  const stop = CLAUSE_END.exec(text.slice(after));
  const end = stop ? after + stop.index : text.length;
  const clause = text.slice(after, end);
  const rest = cut(text, m.index, end);
  // "the previous quarter" is relative to the main period, not to today: read it as a word, and
  // without a main period it means this month or quarter.
  const before = /\b(?:previous|prior|preceding|last) (month|quarter|period)\b/.exec(clause);
  if (before) {
    const unit = before[1] === "period" ? undefined : (before[1] as "month" | "quarter");
    return { compare: "previous_period", rest, unit };
  }
  if (/\b(?:previous|prior|preceding|last) year\b|\bsame (?:period|month|quarter)\b/.test(clause))
    return { compare: "previous_year", rest };
  const named = findDateRange(clause, now) ?? findYear(clause, now, () => true);
  // The period must open the clause ("vs Q3 2024"); in "vs south flat in 2025" the year is the main one.
  const opens =
    named &&
    /^\s*(?:the\s+)?(?:same (?:period|month|quarter|time) (?:of |in )?)?$/.test(clause.slice(0, named.start));
  if (named && opens && named.range.from && named.range.to) {
    const against = { from: named.range.from, to: named.range.to };
    return { compare: "previous_year", against, rest: cut(text, m.index, after + named.end) };
  }
  // "north house vs south flat" compares no periods: leave the names to the parser.
  if (!/\b(?:year|period|month|quarter|previous|prior|last|before|earlier)\b/.test(clause))
    return { compare: "none", rest: text };
  const yearly = /\byear\b|\bsame (?:period|month|quarter)\b/.test(clause);
  return { compare: yearly ? "previous_year" : "previous_period", rest };
}

/**
 * The comparison that a named period is to the main one: the period before it, or the same period a
 * year earlier (also when it is neither: a year apart is what a landlord compares most).
 */
export function comparisonWith(main: DateRange, against: DateRange): BuilderDefinition["compare"] {
  const before = previousPeriod(main);
  if (before.from === against.from && before.to === against.to) {
    const ayear = previousYear(main);
    return ayear.from === against.from && ayear.to === against.to ? "previous_year" : "previous_period";
  }
  return "previous_year";
}

/** The main period when only the compared one was named ("rent vs 2024" → 2025). */
export function yearAfter(r: DateRange): DateRange {
  const shift = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  // Feb 29 has no day a year later; the month's end stays its end.
  const to = r.to.endsWith("-02-28") || r.to.endsWith("-02-29") ? lastOfFebruary(shift(r.to)) : shift(r.to);
  return { from: shift(r.from).replace(/-02-29$/, "-02-28"), to };
}
const lastOfFebruary = (day: string) => {
  const y = Number(day.slice(0, 4));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-02-${leap ? 29 : 28}`;
};

const MEASURE = /\b(?:how many|number of|count of|count|counts)\b/g;
const CHARTS: readonly [RegExp, BuilderDefinition["chart"]][] = [
  [/\b(?:(?:as|in|on|with) )?(?:an? )?(?:line (?:chart|graph)|trend(?: line)?|over time)\b/g, "line"],
  [/\b(?:(?:as|in|on|with) )?(?:an? )?(?:bar (?:chart|graph)|bars|chart|graph)\b/g, "bar"],
];
/** "net income", "profit", "p&l": income less expenses, whatever "income" says to the parser. */
const NET = /\b(?:net (?:operating )?(?:income|profit|loss)|net|noi|profit(?: and loss)?|p ?& ?l|p and l)\b/g;

export interface ShapeReading {
  measure: BuilderDefinition["measure"];
  chart: BuilderDefinition["chart"];
  net: boolean;
  rest: string;
}

export function readShape(text: string): ShapeReading {
  let rest = text;
  const take = (re: RegExp) => {
    let hit = false;
    for (const m of text.matchAll(re)) {
      if (rest.slice(m.index, m.index + m[0].length).trim() === "") continue;
      hit = true;
      rest = cut(rest, m.index, m.index + m[0].length);
    }
    return hit;
  };
  const measure = take(MEASURE) ? "count" : "sum";
  const chart = CHARTS.find(([re]) => take(re))?.[1] ?? "none";
  const net = take(NET);
  return { measure, chart, net, rest };
}
