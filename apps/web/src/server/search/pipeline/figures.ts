// Step 1b, figures: "net income at …", "profit last year", "cash flow 2025" ask for what came in less
// what went out; "average water bill", "avg monthly rent" for a mean. The words name no row, so they
// leave the reading (which keeps its places, payees, categories and period, or runs to date when
// nothing else was asked), and the answer states the figure before the totals it comes from.
import type { Db } from "../../db/client";
import type { DateRange } from "../calendar";
import { whollyHeld } from "../held";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { formatCents } from "../parse-amounts";
import { typedWords } from "../parse-tokens";
import { inAPhrase } from "../thesaurus";
import type { TxPlan, TypeTotal } from "../transactions";
import { TYPE_WORDS } from "../vocabulary";
import { heldOf, leftOutOfNet } from "./held-apart";
import { plural } from "./wording";

export type Figure = "net" | "cash flow" | "average" | "monthly average";

/** Phrases that ask for a figure, longest first. */
const PHRASES: readonly (readonly [readonly string[], Figure])[] = [
  [["net", "operating", "income"], "net"],
  // Money in set against money out: the difference, with both totals.
  ...["vs", "versus", "against"].flatMap((vs) =>
    [
      ["income", "expenses"],
      ["revenue", "expenses"],
      ["income", "spending"],
    ].map(([a, b]) => [[a!, vs, b!], "net"] as const),
  ),
  [["profit", "and", "loss"], "net"],
  [["net", "income"], "net"],
  [["net", "profit"], "net"],
  [["net", "profits"], "net"],
  [["cash", "flow"], "cash flow"],
  [["bottom", "line"], "net"],
  [["profits"], "net"],
  [["profit"], "net"],
  [["net"], "net"],
  [["average"], "average"],
  [["avg"], "average"],
  [["mean"], "average"],
];
/** Words that make an average one per month ("average monthly rent", "avg utilities per month"). */
const MONTHLY = /\b(?:monthly|(?:per|a|each|every) month)\b/;

/** Every row to date: the period of a figure asked of nothing else ("profit"). */
export const ALL_TIME: DateRange = { label: "to date", phrase: "to date", unit: "open" };

/** Where `phrase` begins among `typed` at `i`. */
const at = (typed: readonly string[], i: number, phrase: readonly string[]) =>
  phrase.every((w, k) => typed[i + k] === w);

/**
 * The figure asked for and the reading without its words ("net income at Pulaski Street Triplex in
 * 2025" is every row there in 2025), or null when the query asks for none.
 */
export function figureAsked(
  parsed: ParsedQuery,
  lex: OrgLexicon,
): { figure: Figure; parsed: ParsedQuery } | null {
  if (parsed.intent !== "data") return null;
  const typed = typedWords(parsed.raw);
  const said = new Set<string>();
  let figure: Figure | null = null;
  // One word the books say, or begin ("net" of Netflix), is theirs: "profit share" rows are what "profit" finds.
  // So is one word of a thesaurus phrase typed around it: a "triple net" lease's.
  const theirs = (w: string, i: number) =>
    lex.dataWords.has(w) || Boolean(lex.complete(w)?.length) || inAPhrase(typed, i);
  for (let i = 0; i < typed.length; i++) {
    const found = PHRASES.find(([p]) => at(typed, i, p));
    if (!found || (found[0].length === 1 && theirs(found[0][0]!, i))) continue;
    figure ??= found[1];
    for (const w of found[0]) said.add(w);
    i += found[0].length - 1;
  }
  if (!figure) return null;
  // "per month" never reaches the words (parse-tokens.ts drops how often); "monthly" does.
  if (figure === "average" && MONTHLY.test(parsed.raw.toLowerCase())) {
    figure = "monthly average";
    said.add("monthly");
    said.add("month");
  }
  return { figure, parsed: without(parsed, said, typed) };
}

/** The reading without the words `said`; a type only when a type word was typed outside them. */
function without(parsed: ParsedQuery, said: ReadonlySet<string>, typed: readonly string[]): ParsedQuery {
  const left = (w: string) => !said.has(w);
  const p = parsed;
  const terms = p.terms.filter(left);
  const narrowed =
    p.date ||
    p.amount ||
    p.unitName ||
    terms.length ||
    [p.properties, p.tenants, p.vendors, p.categories].some((names) => names.length);
  return {
    ...parsed,
    // "income" of "net income" named no type; "expenses" typed beside "average" still does.
    type: typed.some((w) => left(w) && w in TYPE_WORDS) || p.categories.length ? p.type : null,
    date: narrowed ? p.date : ALL_TIME,
    terms,
    softTerms: p.softTerms.filter(left),
    unknown: p.unknown.filter(left),
    categories: p.categories.filter((c) => c.text.toLowerCase().split(/\s+/).some(left)),
  };
}

/** The figure's sentence (figureSentence), counting for an average the transactions held whole. */
export async function figureLine(
  db: Db,
  org: string,
  plan: TxPlan,
  figure: Figure,
  totals: readonly TypeTotal[],
  lex: OrgLexicon,
): Promise<string | null> {
  const wholly = figure === "average" ? await whollyHeld(db, org, plan, lex) : undefined;
  return figureSentence(figure, totals, lex, wholly);
}

/** The figure's sentence, or null when the totals cannot give it ("net rent": rows of one kind). */
function figureSentence(
  figure: Figure,
  totals: readonly TypeTotal[],
  lex: OrgLexicon,
  /** How many transactions of each type are held whole (held.ts whollyHeld): no income or expense. */
  wholly: ReadonlyMap<string, number> = new Map(),
): string | null {
  const of = (type: TypeTotal["type"]) => totals.find((t) => t.type === type);
  const income = of("income");
  const expenses = of("expense");
  if (figure === "net" || figure === "cash flow") {
    if (!income || !expenses) return null;
    // Deposits held and loan principal are not income or expenses, but they are cash.
    const earned = income.total - heldOf(income);
    const spent = expenses.total - heldOf(expenses);
    const net = `income ${formatCents(earned)} less expenses ${formatCents(spent)}`;
    const cash = `money in ${formatCents(income.total)} less money out ${formatCents(expenses.total)}`;
    const leftOut = leftOutOfNet(totals, lex);
    if (!leftOut) return `Net ${formatCents(earned - spent)}: ${net}.`;
    return figure === "net"
      ? `Net ${formatCents(earned - spent)}: ${net}, leaving out ${leftOut} (cash flow ${formatCents(income.total - expenses.total)}).`
      : `Cash flow ${formatCents(income.total - expenses.total)}: ${cash}, including ${leftOut} (net income ${formatCents(earned - spent)}).`;
  }
  const kinds = [expenses && (["expense", expenses] as const), income && (["income", income] as const)];
  const parts = kinds.flatMap((k) =>
    k ? [averageOf(k[0], k[1], figure === "monthly average", wholly.get(k[0]) ?? 0)] : [],
  );
  if (!parts.length) return null;
  const sentence = parts.join("; ");
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * "average expense $84.20 across 130 transactions", "monthly average income $4,210.00 over 12 months":
 * income and expenses as the report has them, deposits and principal left out, and with them the
 * `wholly` held transactions (a deposit received is no income transaction).
 */
function averageOf(kind: "expense" | "income", t: TypeTotal, monthly: boolean, wholly: number): string {
  const earned = t.total - heldOf(t);
  // Held whole, every one: the average is of the amounts paid.
  const [sum, n] = t.n > wholly ? [earned, t.n - wholly] : [t.total, t.n];
  if (!monthly) return `average ${kind} ${formatCents(sum / n)} across ${plural(n, "transaction")}`;
  const months = monthsSpanned(t.first, t.last);
  return `monthly average ${kind} ${formatCents(earned / months)} over ${plural(months, "month")}`;
}

/** Calendar months from the month of `first` to that of `last`, both counted. */
const monthsSpanned = (first: string, last: string) =>
  (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
  Number(last.slice(5, 7)) -
  Number(first.slice(5, 7)) +
  1;
