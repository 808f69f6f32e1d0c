// Step 6, answer: the response sentence and the ranked results (the transactions' summary, then
// properties, tenants, accounts and help articles), computed from what was retrieved. An
// OpenAI-compatible model may reword the sentence afterwards (`reword`, ai.ts).
import { ENDING_SOON_DAYS } from "../../../shared/leasing";
import type {
  AiSearchResponse,
  SearchProperty,
  SearchResult,
  SearchTransaction,
} from "../../../shared/search";
import { type AiConfig, rewriteAnswer } from "../ai";
import type { HelpHit } from "../help";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import {
  INTENT_LIMIT,
  isRecordKind,
  namesRecordKind,
  RECORD_NOUNS,
  RECORD_SOURCES,
  type RecordIntent,
  recordQuery,
  saysNotPaid,
} from "../records";
import { PAYER_WORDS } from "../thesaurus";
import { countOf, type TxResult } from "../transactions";
import type { Corrected } from "./correct";
import { heldClause } from "./held-apart";
import type { SearchPlan } from "./plan";
import type { Related } from "./relate";
import type { Retrieved } from "./retrieve";
import {
  atPropertiesMatching,
  correctionToSay,
  describeEntitiesOnly,
  describeScope,
  dollars,
  helpAnswer,
  nothingFound,
  nowhereAsTyped,
  propertyResult,
  type Scope,
  searchProperty,
  summarize,
  tenantResult,
  titleCase,
  toTransaction,
  totalsLine,
  withNotes,
} from "./wording";

export interface AnswerInput {
  query: string;
  parsed: ParsedQuery;
  lex: OrgLexicon;
  plan: SearchPlan;
  correction: Corrected;
  found: Retrieved;
  related: Related;
}

export interface Answer {
  response: string;
  results: SearchResult[];
  internalData: AiSearchResponse["internalData"];
  /** Transactions matched in all (not only the listed rows). */
  matched: number;
  /** The confidence of a perfect hit for this query: how much was understood, corrected or dropped. */
  baseConfidence: number;
}

export const round3 = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;

/** A matched document's strength from its full-text rank. */
const rankStrength = (rank: number) => 0.6 + 0.3 * Math.min(1, rank / 0.6);

interface AccountHit {
  title: string;
  detail: string;
  strength: number;
}

/**
 * Whether a question of who has not paid found rows only by words that are no row's ("which tenants
 * haven't paid"): only a balance answers it ("past due", said without a negation, is the late fees).
 */
const unpaidAlone = ({ query, found }: AnswerInput) =>
  saysNotPaid(query) && found.terms.every((t) => PAYER_WORDS.has(t) || t === "not");

export function answer(input: AnswerInput): Answer {
  const intent = input.found.recordIntent;
  if (intent && input.lex.recordKinds.has("lease")) return intentAnswer(input, intent);
  const unanswered = !countOf(input.found.tx.totals) || (intent === "owing" && unpaidAlone(input));
  if (intent && intent !== "vacant" && unanswered) return noLeases(input, intent);
  const { parsed, lex, found, related } = input;
  const { tx, terms } = found;
  if (found.unmatched.length) return nothingMatches(input);
  const matched = countOf(tx.totals);
  const coverage = parsed.understood;
  const textHit = terms.length > 0 && (matched > 0 || found.entities.length > 0);
  const understood = Math.min(1, coverage + (textHit ? (1 - coverage) * 0.8 : 0));
  const baseConfidence = (0.35 + 0.6 * understood) * (0.5 + 0.5 * input.correction.correctionSim);

  const transactions: SearchTransaction[] = tx.rows.map((r) => toTransaction(r, lex));
  const properties: SearchProperty[] = related.properties.map(searchProperty);
  const received = tx.totals.length > 0 && tx.totals.every((t) => t.type === "income");
  const scope = describeScope(payeesListed(parsed, tx, matched), terms, received);
  const placeWords = [...(found.placeTerms ?? []), ...input.plan.placeWords];
  if (placeWords.length) scope.where = `${atPropertiesMatching(placeWords)}${scope.where}`;

  const results: SearchResult[] = [];
  const records = recordResults(input, baseConfidence);
  // "lease 12 Oak unit 3", "import of the March statement": the records named come first.
  const recordsFirst = records.length > 0 && namesRecordKind(recordQuery(input.query));
  if (recordsFirst) results.push(...records);
  if (matched > 0) {
    const maxScore = Math.max(0, ...tx.rows.map((r) => r.score));
    const rankFactor = terms.length && maxScore > 0 ? 0.85 + 0.15 * Math.min(1, maxScore / 0.6) : 1;
    results.push({
      id: "transactions:summary",
      title: titleCase(`${scope.what}${scope.where}${scope.when ? ` ${scope.when}` : ""}`).trim(),
      type: "internal",
      confidence: round3(baseConfidence * rankFactor),
      content: totalsLine(tx.totals),
      source: "Transactions",
    });
  }
  results.push(...placeResults(input, baseConfidence));
  if (!recordsFirst) results.push(...records);
  const accountHits = accountsOf(input, matched);
  for (const [id, a] of [...accountHits].slice(0, 2)) {
    const catTotal = input.plan.accountIds.includes(id) && parsed.categories.length === 1 ? tx.totals : null;
    results.push({
      id: `account:${lex.prepared.accountsById.get(id)?.code ?? id}`,
      title: `${a.title} (account)`,
      type: "internal",
      confidence: round3(baseConfidence * a.strength * 0.9),
      content: `${a.detail}${catTotal?.length ? ` · ${totalsLine(catTotal)}` : ""}`,
      source: "Chart of Accounts (/accounts)",
    });
  }
  const internalFound =
    matched > 0 ||
    records.length > 0 ||
    related.properties.length > 0 ||
    related.tenants.length > 0 ||
    accountHits.size > 0;
  const help = helpOf(input, matched, internalFound);
  results.push(...help.results);

  const recordLine = recordsSentence(input);
  const base = responseOf(input, matched, scope, help, accountHits);
  const response = !recordLine
    ? base
    : recordsFirst || matched === 0
      ? `${recordLine}${matched > 0 ? ` ${base}` : ""}`
      : `${base} ${recordLine}`;
  return {
    response: withNotes(response, correctionToSay(input.query, input.correction.corrected)),
    results,
    internalData: { transactions, properties },
    matched,
    baseConfidence,
  };
}

/**
 * The payees the query's words named that have rows among those found, when every row found is listed:
 * "housing" names three housing offices, but only one is paid in vouchers.
 */
function payeesListed(parsed: ParsedQuery, tx: TxResult, matched: number): ParsedQuery {
  if (!parsed.vendors.length || matched !== tx.rows.length) return parsed;
  const paid = new Set(tx.rows.map((r) => r.payee?.toLowerCase()));
  const vendors = parsed.vendors.filter((v) => paid.has(v.name.toLowerCase()));
  return vendors.length ? { ...parsed, vendors } : parsed;
}

/** Words that occur nowhere: one sentence, nothing listed (help articles only if one answers it). */
function nothingMatches(input: AnswerInput): Answer {
  const help = input.found.strongHelp.slice(0, 1).map((h) => ({
    id: `help:${h.article.slug}`,
    title: h.article.title,
    type: "general" as const,
    confidence: round3(0.3 + 0.65 * h.score),
    content: h.article.body,
    source: `Help Center · ${h.article.section} (${h.article.path})`,
  }));
  const response = input.plan.placeLike
    ? withNotes(
        nothingFound(input.parsed, input.query, describeScope(input.parsed, []), true, null),
        input.correction.corrected,
      )
    : nowhereAsTyped(input.query, input.correction.corrected, input.found.unmatched);
  return {
    response,
    results: help,
    internalData: { transactions: [], properties: [] },
    matched: 0,
    baseConfidence: 0.3,
  };
}

/** The computed sentence: the transactions' summary, else a help answer, the entities found, or why nothing was. */
function responseOf(
  input: AnswerInput,
  matched: number,
  scope: Scope,
  help: { shown: HelpHit[]; answers: boolean },
  accountHits: Map<string, AccountHit>,
): string {
  const { parsed, lex, found, related } = input;
  if (matched > 0) return summarize(parsed, found.tx, scope, lex, heldClause(found.tx.totals, lex));
  const { unitIds, wantTransactions, placeLike } = input.plan;
  if (help.answers) return helpAnswer(help.shown[0]!);
  if (placeLike || (unitIds && unitIds.length === 0))
    return nothingFound(parsed, input.query, scope, wantTransactions, unitIds);
  const entityFound =
    related.properties.length > 0 ||
    related.tenants.length > 0 ||
    found.entities.some((e) => e.kind === "account");
  if (!entityFound) return nothingFound(parsed, input.query, scope, wantTransactions, unitIds);
  const accountsNamed = [...accountHits.values()].filter((a) => a.strength < 1);
  return describeEntitiesOnly(
    parsed,
    related.properties,
    related.tenants,
    accountsNamed,
    scope,
    wantTransactions,
  );
}

/** The leases, charges, imports and saved reports whose text holds the query's words, with their pages. */
function recordResults({ found }: AnswerInput, baseConfidence: number): SearchResult[] {
  return found.entities.flatMap((e) =>
    isRecordKind(e.kind)
      ? [
          {
            id: `${e.kind}:${e.id}`,
            title: e.title,
            type: "internal" as const,
            confidence: round3(baseConfidence * rankStrength(e.rank)),
            content: e.detail,
            source: `${RECORD_SOURCES[e.kind]} (${e.link})`,
          },
        ]
      : [],
  );
}

/** "Found 1 lease and 3 lease charges: Ana Ruiz — Oak Street Duplex · Unit 1, …" (null: none found). */
function recordsSentence({ found }: AnswerInput): string | null {
  const hits = found.entities.filter((e) => isRecordKind(e.kind));
  if (!hits.length) return null;
  const counts = new Map<string, number>();
  for (const e of hits) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => {
    const [one, many] = RECORD_NOUNS[kind as keyof typeof RECORD_NOUNS];
    return `${n} ${n === 1 ? one : many}`;
  });
  const names = [...new Set(hits.map((e) => e.title))].slice(0, 3);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `Found ${list}: ${names.join("; ")}${hits.length > names.length ? "; …" : ""}.`;
}

/** The first three properties and tenants, strongest when the query named them. */
function placeResults({ parsed, found, related }: AnswerInput, baseConfidence: number): SearchResult[] {
  const out: SearchResult[] = [];
  for (const [i, p] of related.properties.slice(0, 3).entries()) {
    const named = parsed.properties.find((m) => m.property.id === p.id);
    const entity = found.entities.find((e) => e.kind === "property" && e.id === p.id);
    const strength = named
      ? named.field === "name"
        ? 1
        : named.field === "address"
          ? 0.95
          : 0.85
      : entity
        ? rankStrength(entity.rank)
        : 0.55;
    const stats = found.tx.byProperty.find((b) => b.property_id === p.id);
    out.push(propertyResult(p, round3(baseConfidence * strength * (1 - i * 0.03)), stats));
  }
  for (const t of related.tenants.slice(0, 3)) {
    const named = parsed.tenants.some((x) => x.tenant.id === t.id);
    const entity = found.entities.find((e) => e.kind === "tenant" && e.id === t.id);
    const strength = named ? 1 : entity ? rankStrength(entity.rank) : 0.5;
    out.push(tenantResult(t, round3(baseConfidence * strength)));
  }
  return out;
}

/** The chart's accounts behind the parsed categories (when something matched), then matching accounts. */
function accountsOf({ parsed, lex, found }: AnswerInput, matched: number): Map<string, AccountHit> {
  const hits = new Map<string, AccountHit>();
  for (const c of matched > 0 ? parsed.categories : []) {
    for (const id of c.accountIds) {
      const a = lex.prepared.accountsById.get(id);
      if (a && !hits.has(id)) hits.set(id, { title: a.name, detail: `${a.code} · ${a.type}`, strength: 1 });
    }
  }
  for (const e of found.entities) {
    if (e.kind === "account" && !hits.has(e.id)) {
      hits.set(e.id, { title: e.title, detail: e.detail, strength: rankStrength(e.rank) });
    }
  }
  return hits;
}

/** Help articles: strong ones beside data, weaker ones when nothing else was found. */
function helpOf({ parsed, found, related }: AnswerInput, matched: number, internalFound: boolean) {
  const { help, strongHelp } = found;
  const shown: HelpHit[] = (
    matched > 0 || related.properties.length || related.tenants.length
      ? strongHelp
      : help.filter((h) => h.score >= 0.2)
  ).slice(0, parsed.intent === "howto" ? 3 : 2);
  const answers = !internalFound && shown.length > 0 && (parsed.intent === "howto" || shown[0]!.score >= 0.6);
  const results: SearchResult[] = (
    answers || parsed.intent === "howto" || strongHelp.length ? shown : []
  ).map((h) => ({
    id: `help:${h.article.slug}`,
    title: h.article.title,
    type: "general",
    confidence: round3((0.3 + 0.65 * h.score) * (parsed.intent === "howto" ? 1 : 0.85)),
    content: h.article.body,
    source: `Help Center · ${h.article.section} (${h.article.path})`,
  }));
  return { shown, answers, results };
}

/** The model's rewording of the computed sentence, when configured and something was found. */
export async function reword(
  ai: AiConfig | null | undefined,
  query: string,
  computed: Answer,
  found: Retrieved,
  related: Related,
): Promise<string | null> {
  if (!ai || !(computed.matched > 0 || related.properties.length || related.tenants.length)) return null;
  const { tx } = found;
  return rewriteAnswer(ai, {
    query,
    computed: computed.response,
    rows: computed.internalData.transactions,
    properties: computed.internalData.properties,
    totals: tx.totals.map((t) => ({ type: t.type, count: t.n, total: dollars(t.total) })),
    largest: tx.largest ? dollars(tx.largest.cents) : null,
  });
}

/**
 * "Leases ending soon", "tenants behind on rent", "vacant units": the leases or units themselves,
 * in one sentence, and nothing else (their words are not transaction text).
 */
function intentAnswer(input: AnswerInput, intent: RecordIntent): Answer {
  const hits = input.found.entities.filter((e) => isRecordKind(e.kind));
  const n = hits.length;
  const count = n >= INTENT_LIMIT ? `At least ${n}` : String(n);
  const names = `${hits
    .slice(0, 3)
    .map((e) => e.title)
    .join("; ")}${n > 3 ? "; …" : ""}`;
  const sentence = {
    ending: n
      ? `${count} ${n === 1 ? "lease ends" : "leases end"} in the next ${ENDING_SOON_DAYS} days: ${names}.`
      : `No active lease ends in the next ${ENDING_SOON_DAYS} days.`,
    owing: n
      ? `${count} ${n === 1 ? "lease has" : "leases have"} a balance due: ${names}.`
      : "No lease has a balance due.",
    vacant: n
      ? `${count} ${n === 1 ? "unit is" : "units are"} vacant today: ${names}.`
      : "Every unit is leased today.",
  }[intent];
  return {
    response: withNotes(sentence, input.correction.corrected),
    results: recordResults(input, 0.9),
    internalData: { transactions: [], properties: [] },
    matched: 0,
    baseConfidence: 0.9,
  };
}

/**
 * Leases asked about ("leases ending soon", "who owes rent") in books that hold none: the answer says
 * so and where to add them, rather than that a word of the question is written nowhere.
 */
function noLeases(input: AnswerInput, intent: Exclude<RecordIntent, "vacant">): Answer {
  const none = { ending: "none ends soon", owing: "no balance is due on one" }[intent];
  return {
    response: withNotes(
      `No leases are recorded, so ${none}. Add leases on the Rent roll (/leases).`,
      input.correction.corrected,
    ),
    results: [],
    internalData: { transactions: [], properties: [] },
    matched: 0,
    baseConfidence: 0.6,
  };
}
