// A sentence ("repairs by property for 2025 compared with 2024") read as a builder definition.
// The search's parser reads what it already understands (dates, amounts, properties, categories,
// income or expense); the words only a report has (by …, compared with …, count, chart) are read
// here. The result is validated by the same schema as a hand-built definition.
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

import { lexiconFor } from "../../search/lexicon";
import { parseQuery } from "../../search/parse";

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

const COMPARE =
  /\b(?:compared (?:with|to)|against|vs\.?|versus)\s+(?:the\s+)?(previous|prior|last|same period last)?\s*(year|period|quarter|month|(?:19|20)\d{2})?/;

/** The comparison clause, cut out of the text so the search's date reader sees only the period. */
function comparison(text: string): { compare: BuilderDefinition["compare"]; rest: string; year?: number } {
  const m = COMPARE.exec(text);
  if (!m) {
    if (/\byear over year\b/.test(text)) return { compare: "previous_year", rest: text };
    return { compare: "none", rest: text };
  }
  const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  const what = m[2] ?? "";
  if (/^\d{4}$/.test(what)) return { compare: "previous_year", rest, year: Number(what) };
  if (what === "year" || m[1] === "same period last") return { compare: "previous_year", rest };
  return { compare: "previous_period", rest };
}

function measureAndChart(text: string) {
  const measure: BuilderDefinition["measure"] = /\b(how many|number of|count)\b/.test(text) ? "count" : "sum";
  const chart: BuilderDefinition["chart"] = /\bline (chart|graph)\b|\btrend\b|\bover time\b/.test(text)
    ? "line"
    : /\b(bar (chart|graph)|chart|graph|bars)\b/.test(text)
      ? "bar"
      : "none";
  return { measure, chart };
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

/** Reads `sentence` for the organization; `today` is the default year's anchor. */
export async function interpretSentence(
  db: Db,
  orgId: string,
  sentence: string,
  now: Date,
): Promise<InterpretAnswer> {
  const text = sentence.toLowerCase().replace(/\s+/g, " ").trim();
  const compared = comparison(text);
  const { prepared, lexicon } = await lexiconFor(db, orgId);
  const parsed = parseQuery(compared.rest, { now, lexicon: prepared });

  const accountIds = [...new Set(parsed.categories.flatMap((c) => c.accountIds))];
  const today = now.toISOString().slice(0, 10);
  let range = parsed.date?.from || parsed.date?.to ? { from: parsed.date.from!, to: parsed.date.to! } : null;
  if (range && !range.from) range = { ...range, from: periodContaining("year", range.to).from };
  if (range && !range.to) range = { ...range, to: today };
  if (!range && compared.year) range = periodContaining("year", `${compared.year + 1}-01-01`);
  range ??= periodContaining("year", today);

  // A property named in full counts even where the search's reader preferred another reading.
  const named = lexicon.properties.filter(
    (p) =>
      parsed.properties.some((m) => m.property.id === p.id) ||
      new RegExp(`\\b${escapeRegExp(p.name.toLowerCase())}\\b`).test(compared.rest),
  );
  const groups = groupings(compared.rest);
  const { rows, columns } = rowsAndColumns(groups, accountIds.length > 0);
  const { measure, chart } = measureAndChart(text);
  // Categories of one kind ("repairs", "rent") say income or expenses when the words did not.
  const categoryTypes = new Set(
    accountIds.map((id) => lexicon.accounts.find((a) => a.id === id)?.type).filter(Boolean),
  );
  const type: BuilderDefinition["type"] =
    parsed.type === "income" || parsed.type === "expense"
      ? parsed.type
      : categoryTypes.size === 1 && (categoryTypes.has("income") || categoryTypes.has("expense"))
        ? ([...categoryTypes][0] as "income" | "expense")
        : "income_expense";

  const definition = builderDefinition.parse({
    rows,
    columns,
    measure,
    chart,
    compare: compared.compare,
    from: range.from,
    to: range.to,
    type,
    propertyIds: named.map((p) => p.id),
    accountIds,
    minAmount: parsed.amount?.minCents !== undefined ? parsed.amount.minCents / 100 : null,
    maxAmount: parsed.amount?.maxCents !== undefined ? parsed.amount.maxCents / 100 : null,
  });

  const understood = readingOf(definition, parsed, named);
  const namedWords = new Set(named.flatMap((p) => p.name.toLowerCase().split(/\s+/)));
  const ignored = [...parsed.unknown, ...parsed.terms].filter(
    (w) => !FILLER.test(w) && !namedWords.has(w) && !GROUP_WORDS.some(([g]) => g.test(w)),
  );
  return { definition, understood, ignored: [...new Set(ignored)], source: "rules" };
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
  return out;
}
