// A sentence ("repairs by property for 2025 compared with 2024") read as a builder definition.
// The search's parser reads what it already understands (dates, amounts, properties, categories,
// income or expense); the words only a report has (by …, compared with …, count, chart, basis) are
// read here and in report-words.ts. The result is validated by the same schema as a hand-built definition.
import {
  BUILDER_LABELS,
  type BuilderColumns,
  type BuilderDefinition,
  type BuilderRows,
  builderDefinition,
  type InterpretAnswer,
} from "../../../shared/report-builder";
import { describeRange, periodContaining } from "../../../shared/reports";
import type { Db } from "../../db/client";
import { escapeRegExp } from "../../db/sql-helpers";

import { lexiconFor } from "../../search/lexicon";
import { parseQuery } from "../../search/parse";
import {
  type ComparisonReading,
  comparisonWith,
  readBasis,
  readComparison,
  readShape,
  yearAfter,
} from "./report-words";

const GROUP_WORDS: readonly [RegExp, BuilderRows][] = [
  [/^(propert(y|ies)|building|buildings|address(es)?)\b/, "property"],
  [/^(months?|monthly)\b/, "month"],
  [/^(quarters?|quarterly)\b/, "quarter"],
  [/^(years?|yearly|annually)\b/, "year"],
  [/^(payees?|vendors?|suppliers?|contractors?|tenants?)\b/, "payee"],
  [/^(accounts?|categor(y|ies))\b/, "account"],
  [/^(types?|income (and|vs\.?|versus) expenses?)\b/, "account_type"],
];

/** "by property", "per month", "for each vendor", and the adverbs "monthly", "quarterly". */
function groupings(text: string): BuilderRows[] {
  const found: { at: number; by: BuilderRows }[] = [];
  const re = /\b(?:by|per|for each|each|across)\s+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const rest = text.slice(m.index + m[0].length);
    const hit = GROUP_WORDS.find(([w]) => w.test(rest));
    if (hit) found.push({ at: m.index, by: hit[1] });
  }
  for (const [word, by] of [
    [/\bmonthly\b/, "month"],
    [/\bquarterly\b/, "quarter"],
    [/\b(yearly|annually|year over year)\b/, "year"],
  ] as const) {
    const m = word.exec(text);
    if (m && !found.some((f) => f.by === by)) found.push({ at: m.index, by });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.by);
}

function rowsAndColumns(
  groups: BuilderRows[],
  hasAccounts: boolean,
): { rows: BuilderRows; columns: BuilderColumns } {
  const rows = groups[0] ?? (hasAccounts ? "account" : "account_type");
  const second = groups.find((g, i) => i > 0 && g !== rows);
  const columns: BuilderColumns =
    second === "month" || second === "quarter" || second === "year" || second === "property"
      ? second
      : "none";
  return { rows, columns };
}

/** The period read, else the year after the compared one, else this year; open ends closed. */
function periodOf(parsed: ReturnType<typeof parseQuery>, compared: ComparisonReading, today: string) {
  const d = parsed.date;
  if (d?.from || d?.to) {
    const to = d.to ?? today;
    return { from: d.from ?? periodContaining("year", to).from, to };
  }
  if (compared.against) return yearAfter(compared.against);
  return periodContaining(compared.unit ?? "year", today);
}

/** Reads `sentence` for the organization; `now` is the default year's anchor. */
export async function interpretSentence(
  db: Db,
  orgId: string,
  sentence: string,
  now: Date,
): Promise<InterpretAnswer> {
  const text = sentence.toLowerCase().replace(/\s+/g, " ").trim();
  const { prepared, lexicon } = await lexiconFor(db, orgId);
  const names = [...lexicon.accounts, ...lexicon.properties].map((n) => n.name.toLowerCase());
  const basis = readBasis(text, names);
  const compared = readComparison(basis.rest, now);
  const shape = readShape(compared.rest);
  const parsed = parseQuery(shape.rest, { now, lexicon: prepared });

  const accountIds = [...new Set(parsed.categories.flatMap((c) => c.accountIds))];
  const range = periodOf(parsed, compared, now.toISOString().slice(0, 10));
  const compare = compared.against ? comparisonWith(range, compared.against) : compared.compare;

  // A property named in full counts even where the search's reader preferred another reading.
  const named = lexicon.properties.filter(
    (p) =>
      parsed.properties.some((m) => m.property.id === p.id) ||
      new RegExp(`\\b${escapeRegExp(p.name.toLowerCase())}\\b`).test(shape.rest),
  );
  const groups = groupings(shape.rest);
  const laid = rowsAndColumns(groups, accountIds.length > 0);
  // A comparison is a column of its own: a second grouping asked for with it cannot be honoured.
  const columns = compare === "none" ? laid.columns : "none";
  const definition = builderDefinition.parse({
    rows: laid.rows,
    columns,
    measure: shape.measure,
    chart: shape.chart,
    compare,
    from: range.from,
    to: range.to,
    type: typeOf(parsed, shape.net, accountIds, lexicon.accounts),
    propertyIds: named.map((p) => p.id),
    accountIds,
    minAmount: parsed.amount?.minCents !== undefined ? parsed.amount.minCents / 100 : null,
    maxAmount: parsed.amount?.maxCents !== undefined ? parsed.amount.maxCents / 100 : null,
    basis: basis.basis,
  });

  const understood = readingOf(definition, parsed, named);
  const namedWords = new Set(named.flatMap((p) => p.name.toLowerCase().split(/\s+/)));
  const ignored = [...parsed.unknown, ...parsed.terms].filter(
    (w) => !FILLER.test(w) && !namedWords.has(w) && !GROUP_WORDS.some(([g]) => g.test(w)),
  );
  if (columns !== laid.columns) ignored.push(`by ${laid.columns}`);
  ignored.push(...basis.conflicting);
  return { definition, understood, ignored: [...new Set(ignored)], source: "rules" };
}

/**
 * Income or expenses as the words say; categories of one kind ("repairs", "rent") say it when the
 * words did not; "net income" is both, although the parser reads "income" in it.
 */
function typeOf(
  parsed: ReturnType<typeof parseQuery>,
  net: boolean,
  accountIds: readonly string[],
  accounts: readonly { id: string; type: string }[],
): BuilderDefinition["type"] {
  if (!net && (parsed.type === "income" || parsed.type === "expense")) return parsed.type;
  const types = new Set(accountIds.map((id) => accounts.find((a) => a.id === id)?.type).filter(Boolean));
  if (types.size === 1 && (types.has("income") || types.has("expense")))
    return [...types][0] as "income" | "expense";
  return "income_expense";
}

const FILLER =
  /^(by|per|each|for|across|compared|with|to|vs|versus|chart|graph|line|bar|report|show|me|as|a)$/;

/** What the sentence was read as, one phrase per choice, for the user to check before running. */
function readingOf(
  d: BuilderDefinition,
  parsed: ReturnType<typeof parseQuery>,
  named: readonly { name: string }[],
): string[] {
  const out = [`Rows: ${BUILDER_LABELS.rows[d.rows]}`];
  if (d.columns !== "none") out.push(`Columns: ${BUILDER_LABELS.columns[d.columns]}`);
  out.push(`Period: ${describeRange(d)}`);
  if (d.compare !== "none") out.push(`Compared with: ${BUILDER_LABELS.compare[d.compare]}`);
  if (d.type !== "income_expense") out.push(`Only: ${d.type === "income" ? "income" : "expenses"}`);
  for (const c of parsed.categories) out.push(`Category: ${c.label}`);
  for (const p of named) out.push(`Property: ${p.name}`);
  if (parsed.amount) out.push(`Amount: ${parsed.amount.label}`);
  if (d.measure === "count") out.push("Measure: number of transactions");
  if (d.chart !== "none") out.push(`Chart: ${BUILDER_LABELS.chart[d.chart]}`);
  if (d.basis) out.push(`Basis: ${d.basis === "cash" ? "Cash" : "Accrual"}`);
  return out;
}
