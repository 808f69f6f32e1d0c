// Step 1b, net: "net income at …", "profit last year", "cash flow 2025" ask for what came in less what
// went out. The words name no row, so they leave the reading (the rows are all of both kinds within its
// places and period), and the answer states the difference before the totals it comes from.
import type { DateRange } from "../calendar";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { formatCents } from "../parse-amounts";
import { typedWords } from "../parse-tokens";
import type { TypeTotal } from "../transactions";
import { TYPE_WORDS } from "../vocabulary";

/** Phrases that ask for income less expenses, longest first. */
const NET_PHRASES: readonly (readonly string[])[] = [
  ["net", "operating", "income"],
  ["profit", "and", "loss"],
  ["net", "income"],
  ["net", "profit"],
  ["net", "profits"],
  ["cash", "flow"],
  ["bottom", "line"],
  ["profits"],
  ["profit"],
  ["net"],
];

const ALL_TIME: DateRange = { label: "to date", phrase: "to date", unit: "open" };

/**
 * The reading without the words that asked for the net ("net income at Pulaski Street Triplex in 2025"
 * is every row there in 2025), or null when the query does not ask for it.
 */
export function netAsked(parsed: ParsedQuery, lex: OrgLexicon): ParsedQuery | null {
  if (parsed.intent !== "data") return null;
  const typed = typedWords(parsed.raw);
  const said = new Set<string>();
  // One word the books say, or begin ("net" of Netflix), is theirs: "profit share" rows are what "profit" finds.
  const theirs = (w: string) => lex.dataWords.has(w) || Boolean(lex.complete(w)?.length);
  for (let i = 0; i < typed.length; i++) {
    const phrase = NET_PHRASES.find((p) => p.every((w, k) => typed[i + k] === w));
    if (!phrase || (phrase.length === 1 && theirs(phrase[0]!))) continue;
    for (const w of phrase) said.add(w);
    i += phrase.length - 1;
  }
  if (!said.size) return null;
  const left = (w: string) => !said.has(w);
  const p = parsed;
  const narrowed =
    p.date || p.amount || p.unitName || p.properties.length || p.tenants.length || p.vendors.length;
  return {
    ...parsed,
    // Asked of nothing else ("profit"), the net of every row to date.
    date: narrowed || p.terms.some(left) ? p.date : ALL_TIME,
    // "income" of "net income" named no type; a type word typed elsewhere ("expenses") still does.
    type: typed.some((w) => left(w) && w in TYPE_WORDS) ? parsed.type : null,
    terms: parsed.terms.filter(left),
    softTerms: parsed.softTerms.filter(left),
    unknown: parsed.unknown.filter(left),
    categories: parsed.categories.filter((c) => c.text.toLowerCase().split(/\s+/).some(left)),
  };
}

/** "Net $3,120.00: income $9,870.00 less expenses $6,750.00." (null: not both among the totals). */
export function netSentence(totals: readonly TypeTotal[]): string | null {
  const of = (type: TypeTotal["type"]) => totals.find((t) => t.type === type)?.total ?? 0;
  const income = of("income");
  const expenses = of("expense");
  // Rows of one kind ("net rent") have no difference to state.
  if (!income || !expenses) return null;
  return `Net ${formatCents(income - expenses)}: income ${formatCents(income)} less expenses ${formatCents(expenses)}.`;
}
