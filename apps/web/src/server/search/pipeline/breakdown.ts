// Step 1d, breakdown: "expenses by month in 2025", "income by property", "repairs by quarter",
// "expenses by category last year" ask for the matching rows' totals per period, property or category.
// The words that say so leave the reading; after retrieval the rows are summed per group and the
// answer lists the groups before the totals.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { HELD_COLUMNS, heldOfRowSql } from "../held";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { formatCents } from "../parse-amounts";
import { EVERY_PERIOD, typedWords } from "../parse-tokens";
import { categoryLinesSql, matchSql, type TxPlan } from "../transactions";
import { ofDifferentAccounts } from "./named-as";
import { plural } from "./wording";

export type Breakdown = "month" | "quarter" | "year" | "property" | "category";

/** The word after "by", "per" or "each" that names the groups. */
const GROUP_WORDS: Readonly<Record<string, Breakdown>> = {
  month: "month",
  months: "month",
  quarter: "quarter",
  quarters: "quarter",
  year: "year",
  years: "year",
  property: "property",
  properties: "property",
  building: "property",
  rental: "property",
  category: "category",
  categories: "category",
  account: "category",
  accounts: "category",
};
/** "by month", "broken down by property", "per property". */
const SPLIT_WORDS = new Set(["by", "per", "each"]);

/** Words that set one thing against another. */
const COMPARING = /\b(?:vs|versus|against|compared (?:to|with))\b/;

/** Categories set against each other ("repairs vs utilities"): each one's total is asked, as categories. */
export const comparesCategories = (parsed: ParsedQuery) =>
  new Set(parsed.categories.flatMap((c) => c.accountIds)).size >= 2 &&
  ofDifferentAccounts(parsed.categories) &&
  COMPARING.test(parsed.raw.toLowerCase());

/** Words before "category" that ask which of them ("which category", "top categories", "biggest expense category"). */
const WHICH_OF_THEM = new Set(["which", "what", "top", "biggest", "largest", "main", "highest", "costliest"]);

/**
 * "Which category did I spend the most on", "biggest expense category in 2025": the categories, whose
 * breakdown is listed largest first, not the largest rows (null: no such question).
 */
function categoriesRanked(parsed: ParsedQuery): { by: Breakdown; parsed: ParsedQuery } | null {
  const typed = typedWords(parsed.raw);
  const at = typed.findIndex((w) => GROUP_WORDS[w] === "category" && !/^accounts?$/.test(w));
  if (at < 0 || SPLIT_WORDS.has(typed[at - 1] ?? "")) return null;
  const asked = typed.slice(Math.max(0, at - 3), at).some((w) => WHICH_OF_THEM.has(w));
  if (!asked && parsed.order !== "largest") return null;
  const left = (w: string) => GROUP_WORDS[w] !== "category";
  return {
    by: "category",
    parsed: {
      ...parsed,
      order: null,
      limit: null,
      terms: parsed.terms.filter(left),
      unknown: parsed.unknown.filter(left),
    },
  };
}

/** The breakdowns by period, with the most days one period of each kind spans. */
const LONGEST_DAYS: Readonly<Record<string, number>> = { month: 31, quarter: 92, year: 366 };

/** Whether the period asked about spans more than one `by` ("each month this year"). */
function spansSeveral(parsed: ParsedQuery, by: Breakdown): boolean {
  const { from, to } = parsed.date ?? {};
  if (!from || !to) return false;
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > (LONGEST_DAYS[by] ?? Infinity);
}

/** The breakdown asked for and the reading without its words, or null when the query asks none. */
export function breakdownAsked(parsed: ParsedQuery): { by: Breakdown; parsed: ParsedQuery } | null {
  if (parsed.intent !== "data") return null;
  const ranked = categoriesRanked(parsed);
  if (ranked || parsed.order) return ranked;
  if (comparesCategories(parsed)) return { by: "category", parsed };
  // "per month" and "each month" say how often a sum falls due, not a list of months (the words are
  // no words the rows say: parse-tokens.ts), unless the period asked about holds several ("what did we
  // spend each month this year").
  const often = new RegExp(EVERY_PERIOD).exec(parsed.raw.toLowerCase());
  const each = often && (often[1] as Breakdown);
  if (each && spansSeveral(parsed, each)) return { by: each, parsed };
  const typed = typedWords(parsed.raw);
  const at = typed.findIndex((w, i) => {
    const by = GROUP_WORDS[typed[i + 1] ?? ""];
    return Boolean(by) && (w === "by" || SPLIT_WORDS.has(w));
  });
  if (at < 0) return null;
  const word = typed[at + 1]!;
  const left = (w: string) => w !== word;
  return {
    by: GROUP_WORDS[word]!,
    parsed: { ...parsed, terms: parsed.terms.filter(left), unknown: parsed.unknown.filter(left) },
  };
}

/**
 * The SQL that names a row's group (`m` is the matching rows). A category is the account of the
 * row's first line past the bank's (within the categories asked, if any): a split counts once.
 */
function groupOf(by: Breakdown, org: string, plan: TxPlan) {
  switch (by) {
    case "month":
      return sql`to_char(m.date, 'YYYY-MM')`;
    case "quarter":
      return sql`to_char(m.date, 'YYYY-"Q"Q')`;
    case "year":
      return sql`to_char(m.date, 'YYYY')`;
    case "property":
      return sql`m.property_id::text`;
    case "category":
      return sql`(select jl.account_id::text ${categoryLinesSql(org, plan)} order by jl.line_no limit 1)`;
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2025-03" as the answer says it: "Mar 2025". */
export const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** Groups listed at most; a period's are listed in order, the others largest first. */
const MOST_GROUPS = 36;

/** The group's name as the answer says it ("Mar 2025", "2025 Q1", a property's or account's name). */
function groupName(by: Breakdown, key: string | null, lex: OrgLexicon): string {
  if (key === null) return by === "property" ? "No property" : "Uncategorised";
  if (by === "month") return monthLabel(key);
  if (by === "quarter") return `${key.slice(0, 4)} ${key.slice(5)}`;
  if (by === "property") return lex.properties.get(key)?.name ?? key;
  if (by === "category") return lex.prepared.accountsById.get(key)?.name ?? key;
  return key;
}

/**
 * "By month: Jan 2025 $1,240.00 (3 transactions); Feb 2025 …" — income and expenses apart when the
 * rows hold both (null: fewer than two groups).
 */
export async function breakdownLine(
  db: Db,
  org: string,
  plan: TxPlan,
  by: Breakdown,
  lex: OrgLexicon,
): Promise<string | null> {
  const period = by in LONGEST_DAYS;
  // Income and expenses as the profit and loss report has them; a category's own lines are its own.
  const held = by === "category" ? sql`0` : heldOfRowSql(plan, lex);
  const rows = rowsOf<{ key: string | null; type: string; total: number; n: number }>(
    await db.execute(sql`select ${groupOf(by, org, plan)} as key, m.type, sum(m.cents - ${held})::float8 as total, count(*)::int as n
      from (${matchSql(org, plan, sql`t.id, t.date, t.type, t.property_id, ${HELD_COLUMNS}`)}) m
      where m.type in ('income', 'expense')
      group by 1, 2`),
  );
  const keys = [...new Set(rows.map((r) => r.key))];
  if (keys.length < 2) return null;
  const of = (key: string | null, type: string) => rows.find((r) => r.key === key && r.type === type);
  const both = new Set(rows.map((r) => r.type)).size > 1;
  const size = (key: string | null) => rows.filter((r) => r.key === key).reduce((s, r) => s + r.total, 0);
  const ordered = period
    ? keys.sort((a, b) => (a ?? "").localeCompare(b ?? ""))
    : keys.sort((a, b) => size(b) - size(a));
  const money = (r: { total: number; n: number } | undefined) =>
    r ? `${formatCents(r.total)} (${plural(r.n, "transaction")})` : "$0.00";
  const items = ordered.slice(0, MOST_GROUPS).map((key) => {
    const [income, expense] = [of(key, "income"), of(key, "expense")];
    const amounts = both ? `income ${money(income)}, expenses ${money(expense)}` : money(income ?? expense);
    return `${groupName(by, key, lex)} ${amounts}`;
  });
  const more = ordered.length > MOST_GROUPS ? `; and ${ordered.length - MOST_GROUPS} more` : "";
  return `By ${by}: ${items.join("; ")}${more}.`;
}
