// AI search over one organization's data, without a language model: parse → correct typos (pg_trgm)
// → retrieve (full-text + parsed filters, one statement for rows and totals) → rank → answer composed
// from the rows. Every statement is a drizzle `sql` template: user text only ever travels as a bound
// parameter, and every table is filtered by the caller's organization_id.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { type AiConfig, rewriteAnswer } from "./ai";
import { formatDay, neighbourPeriods } from "./dates";
import { documentOf } from "./documents";
import { type HelpHit, searchHelp } from "./help";
import { lexiconFor, type OrgLexicon, type TenantDetail } from "./lexicon";
import { applyCorrections, formatCents, type ParsedQuery, type PropertyRef, parseQuery } from "./parse";
import {
  INTERNAL_CAP,
  retrieveTransactions,
  type TxPlan,
  type TxResult,
  type TxRow,
  type TypeTotal,
} from "./transactions";
import { CATEGORY_BY_KEY, STREET_WORDS } from "./vocabulary";

export { INTERNAL_CAP } from "./transactions";

// ---- the answer (spec §3 "AI search response") -------------------------------------------------

export interface SearchResult {
  /** Stable key ("property:<id>", "help:exports"); extra to the spec, ignored by the client. */
  id: string;
  title: string;
  type: "internal" | "general" | "suggestion";
  /** 0–1, from the ranking score and how much of the query was understood. */
  confidence: number;
  content: string;
  source: string;
}

export interface SearchTransaction {
  id: string;
  description: string;
  type: "income" | "expense" | "transfer";
  /** Dollars; expenses negative (the client shows |amount|). */
  amount: number;
  date: string;
  payee: string | null;
  property: string | null;
  category: string | null;
}

export interface SearchProperty {
  id: string;
  name: string;
  address: string;
}

export interface AiSearchResponse {
  query: string;
  response: string;
  results: SearchResult[];
  internalData: { transactions: SearchTransaction[]; properties: SearchProperty[] };
  suggestions: string[];
}

export interface AiSearchInput {
  organizationId: string;
  query: string;
  now: Date;
  /** Optional OpenAI-compatible rewrite of `response` (ai.ts). */
  ai?: AiConfig | null;
}

/** What the search understood and did, for tests and the benchmark. */
export interface SearchTrace {
  parsed: ParsedQuery;
  /** The query after typo correction, when one was applied. */
  corrected: string | null;
  /** Terms dropped because nothing matched them while the rest of the query did. */
  relaxed: string[];
  totals: TypeTotal[];
  matched: number;
  usedModel: boolean;
}

export const MAX_QUERY_LENGTH = 500;

// ---- helpers ---------------------------------------------------------------------------------------

/** A to_tsquery string from already-tokenised words ([a-z0-9] only: no operators get through). */
export function tsQueryOf(terms: readonly string[], op: "&" | "|"): string | null {
  const parts = [...new Set(terms.map((t) => t.toLowerCase().replace(/[^a-z0-9]/g, "")).filter(Boolean))].map(
    (t) => (t.length >= 3 && !/^\d+$/.test(t) ? `${t}:*` : t),
  );
  return parts.length ? parts.join(` ${op} `) : null;
}

const round3 = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;
const dollars = (cents: number) => Math.round(cents) / 100;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const quote = (s: string) => `“${s}”`;

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());

// ---- retrieval ------------------------------------------------------------------------------------

interface EntityHit {
  kind: "tenant" | "account" | "property" | "unit";
  id: string;
  title: string;
  detail: string;
  property_id: string | null;
  rank: number;
}

/** Tenants, accounts, properties and units whose documents match the free-text terms. */
async function retrieveEntities(db: Db, org: string, query: string): Promise<EntityHit[]> {
  const q = sql`to_tsquery('english', ${query})`;
  const qs = sql`to_tsquery('simple', ${query})`;
  const result = await db.execute(sql`
    (select 'tenant' as kind, tn.id::text as id, tn.name as title,
            coalesce(u.name, '') || ' · ' || coalesce(p.name, '') as detail, tn.property_id::text as property_id,
            ts_rank(${documentOf("tenants", "tn")}, ${qs})::float8 as rank
       from tenants tn left join units u on u.id = tn.unit_id left join properties p on p.id = tn.property_id
      where tn.organization_id = ${org} and ${documentOf("tenants", "tn")} @@ ${qs}
      order by rank desc, tn.name, tn.id limit 10)
    union all
    (select 'account', a.id::text, a.name, a.code || ' · ' || a.type, null, ts_rank(${documentOf("accounts", "a")}, ${q})::float8
       from accounts a
      where a.organization_id = ${org} and ${documentOf("accounts", "a")} @@ ${q}
      order by 6 desc, a.code limit 10)
    union all
    (select 'property', p.id::text, p.name, p.address_line1 || ', ' || p.city, p.id::text,
            ts_rank(${documentOf("properties", "p")}, ${q})::float8
       from properties p
      where p.organization_id = ${org} and ${documentOf("properties", "p")} @@ ${q}
      order by 6 desc, p.name, p.id limit ${INTERNAL_CAP})
    union all
    (select 'unit', u.id::text, u.name || ' at ' || p.name, p.address_line1 || ', ' || p.city, p.id::text,
            ts_rank(${documentOf("units", "u")}, ${qs})::float8
       from units u join properties p on p.id = u.property_id
      where u.organization_id = ${org} and ${documentOf("units", "u")} @@ ${qs}
      order by 6 desc, p.name, u.id limit 10)
  `);
  return rowsOf<EntityHit>(result);
}

interface Correction {
  word: string;
  term: string;
  sim: number;
  /** The word as typed already matches some transaction text. */
  hit: boolean;
}

/**
 * For the words nobody knows: the closest known word (pg_trgm's similarity over the cached
 * vocabulary), and whether the word as typed matches transaction text anyway (then it is only
 * suggested, not applied).
 */
async function correctWords(db: Db, org: string, lex: OrgLexicon, words: string[]): Promise<Correction[]> {
  const safe = [...new Set(words.map((w) => w.replace(/[^a-z0-9]/g, "")).filter((w) => w.length >= 3))].slice(
    0,
    6,
  );
  const picks = pickCorrections(
    safe.flatMap((word) => lex.vocabulary.nearest(word).map((c) => ({ word, ...c }))),
  );
  if (!picks.length) return [];
  const typed = await wordsInTransactions(
    db,
    org,
    picks.map((p) => p.word),
  );
  return picks.map((p) => ({ ...p, hit: typed.has(p.word) }));
}

/**
 * Which of `words` occur in some transaction's text. Constant LIKE patterns, so the trigram index on
 * search_text answers each (a correlated pattern would read every row).
 */
async function wordsInTransactions(db: Db, org: string, words: string[]): Promise<Set<string>> {
  const checks = words.map(
    (w) => sql`select ${w}::text as word where exists(select 1 from transactions t
                 where t.organization_id = ${org} and t.search_text like ${`%${w}%`})`,
  );
  return new Set(
    rowsOf<{ word: string }>(await db.execute(sql.join(checks, sql` union all `))).map((r) => r.word),
  );
}

/** Optimal string alignment distance (Levenshtein + adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Per word, the candidate pg_trgm ranked best, if it is close enough: trigram similarity ≥ 0.45, or
 * one or two edits away (transpositions count as one: "repiars" → "repairs" has few shared trigrams).
 */
export function pickCorrections<C extends Omit<Correction, "hit">>(rows: C[]): C[] {
  const byWord = new Map<string, C[]>();
  for (const r of rows) if (r.term) byWord.set(r.word, [...(byWord.get(r.word) ?? []), r]);
  const out: C[] = [];
  for (const [word, candidates] of byWord) {
    const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    const scored = candidates.map((c) => ({ c, edits: editDistance(word, c.term) }));
    const close = scored
      .filter((x) => x.edits <= allowed)
      .sort((x, y) => x.edits - y.edits || y.c.sim - x.c.sim)[0];
    const similar = scored.filter((x) => x.c.sim >= 0.45).sort((x, y) => y.c.sim - x.c.sim)[0];
    const pick = close ?? similar;
    if (pick)
      out.push({ ...pick.c, sim: Math.max(pick.c.sim, 1 - pick.edits / Math.max(word.length, 1) / 2) });
  }
  return out;
}

/** Up to 10 of `ids`, in (name, id) order, from the cached names (no round trip). */
function tenantDetails(lex: OrgLexicon, ids: string[]): TenantDetail[] {
  return ids
    .slice(0, 10)
    .map((id) => lex.tenantDetails.get(id))
    .filter((t): t is TenantDetail & { order: number } => t !== undefined)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _, ...t }) => t);
}

// ---- the search -----------------------------------------------------------------------------------

export async function aiSearch(db: Db, input: AiSearchInput): Promise<AiSearchResponse> {
  return (await aiSearchTraced(db, input)).answer;
}

export async function aiSearchTraced(
  db: Db,
  input: AiSearchInput,
): Promise<{ answer: AiSearchResponse; trace: SearchTrace }> {
  return searchWith(db, input, await lexiconFor(db, input.organizationId));
}

async function searchWith(
  db: Db,
  input: AiSearchInput,
  lex: OrgLexicon,
): Promise<{ answer: AiSearchResponse; trace: SearchTrace }> {
  const query = input.query.trim().slice(0, MAX_QUERY_LENGTH);
  const org = input.organizationId;
  const now = input.now;

  let parsed = parseQuery(query, { now, lexicon: lex.prepared });
  let corrected: string | null = null;
  let correctionSim = 1;
  const spelling: string[] = [];
  if (parsed.unknown.length) {
    const fixes = pickCorrections(await correctWords(db, org, lex, parsed.unknown));
    if (fixes.length) {
      const map = new Map(fixes.map((f) => [f.word, f.term]));
      const candidate = applyCorrections(query, map);
      if (fixes.every((f) => !f.hit)) {
        corrected = candidate;
        correctionSim = Math.min(...fixes.map((f) => f.sim));
        parsed = parseQuery(candidate, { now, lexicon: lex.prepared });
      } else {
        spelling.push(candidate);
      }
    }
  }

  const help = searchHelp(corrected ?? query);
  const strongHelp = help.filter((h) => h.score >= (parsed.intent === "howto" ? 0.2 : 0.6));

  // Units named in the query, within the named properties when there are some.
  let unitIds: string[] | null = null;
  if (parsed.unitName) {
    const propertySet = parsed.properties.length
      ? new Set(parsed.properties.map((p) => p.property.id))
      : null;
    unitIds = lex.units
      .filter(
        (u) =>
          u.name.toLowerCase() === parsed.unitName!.toLowerCase() &&
          (!propertySet || propertySet.has(u.propertyId)),
      )
      .map((u) => u.id);
  }

  const accountIds = [...new Set(parsed.categories.flatMap((c) => c.accountIds))];
  // A category this chart does not have is searched as words instead.
  const unresolved = parsed.categories.filter((c) => !c.accountIds.length).map((c) => c.text);
  const propertyIds = parsed.properties.length ? parsed.properties.map((p) => p.property.id) : null;
  const payees = [
    ...parsed.tenants.map((t) => t.tenant.name.toLowerCase()),
    ...parsed.vendors.map((v) => v.name.toLowerCase()),
  ];
  let terms = [...parsed.terms, ...unresolved.flatMap((t) => t.split(" "))];
  const placeLike = terms.some((t) => STREET_WORDS.has(t) && !/^\d+$/.test(t));
  const structured = Boolean(
    parsed.type ||
      parsed.date ||
      parsed.amount ||
      propertyIds ||
      unitIds ||
      payees.length ||
      accountIds.length ||
      parsed.order,
  );
  const howtoOnly =
    parsed.intent === "howto" && !propertyIds && !payees.length && !parsed.date && !parsed.amount && !unitIds;

  const plan = (hardTerms: string[]): TxPlan => ({
    type: parsed.type,
    from: parsed.date?.from,
    to: parsed.date?.to,
    minCents: parsed.amount?.minCents,
    maxCents: parsed.amount?.maxCents,
    propertyIds,
    unitIds,
    payees: payees.length ? payees : null,
    accountIds,
    hard: tsQueryOf(hardTerms, "&"),
    soft: tsQueryOf(parsed.softTerms, "|"),
    order: parsed.order,
    limit: Math.min(parsed.limit ?? INTERNAL_CAP, INTERNAL_CAP),
  });

  let tx: TxResult = { totals: [], rows: [], largest: null, byProperty: [] };
  const relaxed: string[] = [];
  const wantTransactions =
    !howtoOnly && (structured || terms.length > 0) && !(unitIds && unitIds.length === 0);
  const [txFirst, entities] = await Promise.all([
    wantTransactions ? retrieveTransactions(db, org, plan(terms), lex) : Promise.resolve(tx),
    terms.length && !howtoOnly
      ? retrieveEntities(db, org, tsQueryOf(terms, "&")!)
      : Promise.resolve([] as EntityHit[]),
  ]);
  tx = txFirst;
  // Words that matched nothing while the structured part of the query is clear ("how much rent came
  // in"): answer the structured part and say which words were ignored. A place we do not have keeps
  // the answer empty (widening "repairs at Nonexistent Lane" to all repairs would mislead).
  // Words that name properties rather than transactions ("repairs at the duplexes"): filter by them.
  const namedByText = entities.filter((e) => e.kind === "property").map((e) => e.id);
  let textPlace: string | null = null;
  if (wantTransactions && !tx.rows.length && terms.length && namedByText.length && !propertyIds) {
    const retry = await retrieveTransactions(db, org, { ...plan([]), propertyIds: namedByText }, lex);
    if (retry.rows.length) {
      tx = retry;
      textPlace = ` at properties matching ${joinAnd(terms.map(quote))}`;
      terms = [];
    }
  }
  if (wantTransactions && !tx.rows.length && terms.length && structured && !placeLike) {
    relaxed.push(...terms);
    terms = [];
    tx = await retrieveTransactions(db, org, plan([]), lex);
  }

  // ---- properties for internalData ----
  const propertyOrder: string[] = [];
  const addProperty = (id: string | null | undefined) => {
    if (id && !propertyOrder.includes(id) && lex.properties.has(id)) propertyOrder.push(id);
  };
  const fieldRank = { name: 0, address: 1, city: 2 } as const;
  [...parsed.properties]
    .sort(
      (a, b) =>
        fieldRank[a.field] - fieldRank[b.field] ||
        a.property.name.localeCompare(b.property.name) ||
        a.property.id.localeCompare(b.property.id),
    )
    .forEach((p) => {
      addProperty(p.property.id);
    });
  if (unitIds?.length) for (const u of lex.units) if (unitIds.includes(u.id)) addProperty(u.propertyId);
  for (const t of parsed.tenants) addProperty(t.tenant.propertyId);
  for (const e of entities) if (e.kind === "property" || e.kind === "unit") addProperty(e.property_id);
  for (const e of entities) if (e.kind === "tenant") addProperty(e.property_id);
  if (!parsed.properties.length) for (const p of tx.byProperty) addProperty(p.property_id);
  const propertyList = propertyOrder.slice(0, INTERNAL_CAP).map((id) => lex.properties.get(id)!);

  // ---- tenants ----
  const tenantIds = [
    ...parsed.tenants.map((t) => t.tenant.id),
    ...entities.filter((e) => e.kind === "tenant").map((e) => e.id),
  ].filter((id, i, all) => all.indexOf(id) === i);
  const tenants = tenantDetails(lex, tenantIds);

  // ---- compose ----
  const matched = tx.totals.reduce((s, t) => s + t.n, 0);
  const coverage = parsed.understood;
  const textHit = terms.length > 0 && (matched > 0 || entities.length > 0);
  const understood = Math.min(1, coverage + (textHit ? (1 - coverage) * 0.8 : 0));
  const baseConfidence = (0.35 + 0.6 * understood) * (0.5 + 0.5 * correctionSim) * (relaxed.length ? 0.7 : 1);

  const results: SearchResult[] = [];
  const transactions: SearchTransaction[] = tx.rows.map((r) => toTransaction(r, lex));
  const properties: SearchProperty[] = propertyList.map((p) => ({
    id: p.id,
    name: p.name,
    address: [p.address, p.city, p.state].filter(Boolean).join(", "),
  }));

  const scope = describeScope(parsed, lex, relaxed.length ? [] : terms);
  if (textPlace) scope.where = `${textPlace}${scope.where}`;
  let response = "";

  if (matched > 0) {
    const summary = summarize(parsed, tx, scope, lex);
    response = summary;
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

  for (const [i, p] of propertyList.slice(0, 3).entries()) {
    const stats = tx.byProperty.find((b) => b.property_id === p.id);
    const named = parsed.properties.find((m) => m.property.id === p.id);
    const entity = entities.find((e) => e.kind === "property" && e.id === p.id);
    const strength = named
      ? named.field === "name"
        ? 1
        : named.field === "address"
          ? 0.95
          : 0.85
      : entity
        ? 0.6 + 0.3 * Math.min(1, entity.rank / 0.6)
        : 0.55;
    results.push({
      id: `property:${p.id}`,
      title: p.name,
      type: "internal",
      confidence: round3(baseConfidence * strength * (1 - i * 0.03)),
      content: `${[p.address, p.city, p.state].filter(Boolean).join(", ")}${
        stats?.n !== undefined && stats.total !== undefined
          ? ` · ${plural(stats.n, "matching transaction")} totalling ${formatCents(stats.total)}`
          : ""
      }`,
      source: `Properties (/properties/${p.id})`,
    });
  }

  for (const t of tenants.slice(0, 3)) {
    const named = parsed.tenants.some((x) => x.tenant.id === t.id);
    const entity = entities.find((e) => e.kind === "tenant" && e.id === t.id);
    const strength = named ? 1 : entity ? 0.6 + 0.3 * Math.min(1, entity.rank / 0.6) : 0.5;
    const lease = t.lease_start
      ? `lease from ${formatDay(t.lease_start)}${t.lease_end ? ` to ${formatDay(t.lease_end)}` : ""}`
      : "";
    results.push({
      id: `tenant:${t.id}`,
      title: `${t.name} (tenant)`,
      type: "internal",
      confidence: round3(baseConfidence * strength),
      content: [
        `${t.unit ? `${t.unit}, ` : ""}${t.property ?? ""}`,
        `rent ${formatCents(t.rent_cents)}/month`,
        lease,
        t.status === "former" ? "former tenant" : "",
      ]
        .filter(Boolean)
        .join(" · "),
      source: "Tenants (/tenants)",
    });
  }

  const accountHits = new Map<string, { title: string; detail: string; strength: number }>();
  // The chart's accounts behind the parsed categories: related information when something matched.
  for (const c of matched > 0 ? parsed.categories : []) {
    for (const id of c.accountIds) {
      const a = lex.prepared.accountsById.get(id);
      if (a && !accountHits.has(id))
        accountHits.set(id, { title: a.name, detail: `${a.code} · ${a.type}`, strength: 1 });
    }
  }
  for (const e of entities) {
    if (e.kind === "account" && !accountHits.has(e.id)) {
      accountHits.set(e.id, {
        title: e.title,
        detail: e.detail,
        strength: 0.6 + 0.3 * Math.min(1, e.rank / 0.6),
      });
    }
  }
  for (const [id, a] of [...accountHits].slice(0, 2)) {
    const catTotal = accountIds.includes(id) && parsed.categories.length === 1 ? tx.totals : null;
    results.push({
      id: `account:${lex.prepared.accountsById.get(id)?.code ?? id}`,
      title: `${a.title} (account)`,
      type: "internal",
      confidence: round3(baseConfidence * a.strength * 0.9),
      content: `${a.detail}${catTotal?.length ? ` · ${totalsLine(catTotal)}` : ""}`,
      source: "Chart of Accounts (/accounts)",
    });
  }

  const helpShown = (
    matched > 0 || propertyList.length || tenants.length ? strongHelp : help.filter((h) => h.score >= 0.2)
  ).slice(0, parsed.intent === "howto" ? 3 : 2);
  const internalFound = matched > 0 || propertyList.length > 0 || tenants.length > 0 || accountHits.size > 0;
  const helpAnswers =
    !internalFound && helpShown.length > 0 && (parsed.intent === "howto" || helpShown[0]!.score >= 0.6);
  for (const h of helpAnswers || parsed.intent === "howto" || strongHelp.length ? helpShown : []) {
    results.push({
      id: `help:${h.article.slug}`,
      title: h.article.title,
      type: "general",
      confidence: round3((0.3 + 0.65 * h.score) * (parsed.intent === "howto" ? 1 : 0.85)),
      content: h.article.body,
      source: `Help Center · ${h.article.section} (${h.article.path})`,
    });
  }

  if (!response) {
    const entityFound =
      propertyList.length > 0 || tenants.length > 0 || entities.some((e) => e.kind === "account");
    if (helpAnswers) {
      const top = helpShown[0]!.article;
      response = `${top.title}: ${top.body}`;
    } else if (placeLike || (unitIds && unitIds.length === 0)) {
      response = nothingFound(parsed, query, scope, wantTransactions, unitIds);
    } else if (entityFound) {
      const accountsNamed = [...accountHits.values()].filter((a) => a.strength < 1);
      response = describeEntitiesOnly(parsed, propertyList, tenants, accountsNamed, scope, wantTransactions);
    } else {
      response = nothingFound(parsed, query, scope, wantTransactions, unitIds);
    }
  }
  if (corrected) response = `Showing results for ${quote(corrected)}. ${response}`;
  if (relaxed.length)
    response = `Nothing mentions ${joinAnd(relaxed.map(quote))}, so ${relaxed.length === 1 ? "that word was" : "those words were"} ignored. ${response}`;

  // ---- suggestions: next searches and pages ----
  const suggestions = buildSuggestions(parsed, lex, now, spelling, matched > 0, propertyList, help);
  for (const [i, page] of pagesFor(parsed, propertyList, matched > 0).entries()) {
    results.push({
      id: `suggestion:${page.path}`,
      title: page.title,
      type: "suggestion",
      confidence: round3(baseConfidence * (0.7 - i * 0.1)),
      content: page.content,
      source: page.path,
    });
  }

  let usedModel = false;
  if (input.ai && (matched > 0 || propertyList.length || tenants.length)) {
    const rewritten = await rewriteAnswer(input.ai, {
      query,
      computed: response,
      rows: transactions,
      properties,
      totals: tx.totals.map((t) => ({ type: t.type, count: t.n, total: dollars(t.total) })),
      largest: tx.largest ? dollars(tx.largest.cents) : null,
    });
    if (rewritten) {
      response = rewritten;
      usedModel = true;
    }
  }

  return {
    answer: { query, response, results, internalData: { transactions, properties }, suggestions },
    trace: { parsed, corrected, relaxed, totals: tx.totals, matched, usedModel },
  };
}

// ---- wording --------------------------------------------------------------------------------------

export interface Scope {
  /** "repairs" / "expenses" / "transactions" */
  what: string;
  /** " at Oak Street" */
  where: string;
  /** "in October 2026" */
  when: string;
  amount: string;
}

function describeScope(parsed: ParsedQuery, lex: OrgLexicon, terms: string[]): Scope {
  const cats = parsed.categories.map((c) => c.label);
  const typeWord =
    parsed.type === "income"
      ? "income"
      : parsed.type === "expense"
        ? "expenses"
        : parsed.type === "transfer"
          ? "transfers"
          : "transactions";
  let what = cats.length ? joinAnd(cats) : typeWord;
  if (terms.length) what = `${what} matching ${joinAnd(terms.map(quote))}`;
  const places: string[] = [];
  if (parsed.unitName) places.push(parsed.unitName);
  if (parsed.propertyPhrases.length) places.push(joinAnd(parsed.propertyPhrases.map((p) => titleCase(p))));
  // "at Oak Street", but "in Indianapolis" when every matched property matched by its city.
  const inCity =
    !parsed.unitName && parsed.properties.length > 0 && parsed.properties.every((p) => p.field === "city");
  let where = places.length ? ` ${inCity ? "in" : "at"} ${places.join(", ")}` : "";
  if (parsed.tenants.length)
    where += ` from ${joinAnd([...new Set(parsed.tenants.map((t) => t.tenant.name))])}`;
  if (parsed.vendors.length) where += ` with ${joinAnd(parsed.vendors.map((v) => v.name))}`;
  void lex;
  return { what, where, when: parsed.date?.label ?? "", amount: parsed.amount?.label ?? "" };
}

/** First and last ISO day over the totals (ISO days compare as strings). */
function spanOf(totals: TypeTotal[]): { first: string; last: string } {
  const firsts = totals.map((t) => t.first).sort();
  const lasts = totals.map((t) => t.last).sort();
  return { first: firsts[0] ?? "9999-12-31", last: lasts[lasts.length - 1] ?? "0000-01-01" };
}

function totalsLine(totals: TypeTotal[], withSpan = true): string {
  const parts = totals.map((t) => {
    const label = t.type === "income" ? "income" : t.type === "expense" ? "expenses" : "transfers";
    return `${label} ${formatCents(t.total)} (${plural(t.n, "transaction")})`;
  });
  const { first, last } = spanOf(totals);
  const span =
    totals.length && withSpan
      ? `, ${first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`}`
      : "";
  return `${parts.join("; ")}${span}`;
}

function describeRow(r: TxRow, lex: OrgLexicon, withDate = true): string {
  const prop = r.property_id ? lex.properties.get(r.property_id)?.name : null;
  const who = r.payee ? (r.type === "income" ? ` from ${r.payee}` : ` to ${r.payee}`) : "";
  return `${formatCents(r.cents)}${who} (${r.description}${prop ? `, ${prop}` : ""})${withDate ? ` on ${formatDay(r.date)}` : ""}`;
}

function summarize(parsed: ParsedQuery, tx: TxResult, scope: Scope, lex: OrgLexicon): string {
  const totals = tx.totals;
  const n = totals.reduce((s, t) => s + t.n, 0);
  const { first, last } = spanOf(totals);
  const span =
    first === last ? `on ${formatDay(first)}` : `between ${formatDay(first)} and ${formatDay(last)}`;
  const when = scope.when || span;
  const amount = scope.amount ? ` ${scope.amount}` : "";
  const single = totals.length === 1 ? totals[0]! : null;

  if (parsed.order === "largest" || parsed.order === "smallest") {
    const top = tx.rows.slice(0, Math.min(parsed.limit ?? 3, 5));
    const adjective = parsed.order === "largest" ? "largest" : "smallest";
    const items = top.map((r, i) => `${i + 1}. ${describeRow(r, lex)}`).join("; ");
    return `Your ${adjective} ${scope.what}${amount}${scope.where} ${when}: ${items}. In all, ${plural(n, "transaction")}: ${totalsLine(totals)}.`;
  }

  let lead: string;
  if (single && single.type === "expense") {
    lead = `You spent ${formatCents(single.total)}${parsed.categories.length || amount ? ` on ${scope.what}` : ""}${amount}${scope.where} ${when} across ${plural(n, "transaction")}`;
  } else if (single && single.type === "income") {
    lead = `You received ${formatCents(single.total)}${parsed.categories.length || amount ? ` in ${scope.what}` : ""}${amount}${scope.where} ${when} across ${plural(n, "transaction")}`;
  } else if (single) {
    lead = `Transfers${parsed.categories.length ? ` for ${scope.what}` : ""}${amount}${scope.where} ${when} totalled ${formatCents(single.total)} across ${plural(n, "transaction")}`;
  } else {
    lead = `Found ${plural(n, "transaction")}${parsed.categories.length || scope.what !== "transactions" ? ` for ${scope.what}` : ""}${amount}${scope.where} ${when}: ${totalsLine(totals, false)}`;
  }
  if (scope.when && first !== "9999-12-31")
    lead += ` (${first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`})`;
  const largest = tx.largest && n > 1 ? `; the largest was ${describeRow(tx.largest, lex)}` : "";
  const props =
    parsed.properties.length > 1
      ? ` ${propertiesMatch(new Set(parsed.properties.map((p) => p.property.id)).size)} ${joinAnd(parsed.propertyPhrases.map((p) => quote(titleCase(p))))}.`
      : "";
  return `${lead}${largest}.${props}`;
}

const propertiesMatch = (n: number) =>
  `${plural(n, "property", "properties")} ${n === 1 ? "matches" : "match"}`;

/**
 * The empty answer, grammatical whatever the scope: a category or type goes after "for" ("No
 * transactions were found for rent in 2026", never "No rent … were"), and plain transactions are the
 * subject ("No transactions over $500 were found at Oak Street in 2025").
 */
export function noTransactions(
  parsed: Pick<ParsedQuery, "categories" | "type">,
  scope: Scope,
  verb: "found" | "recorded",
): string {
  const amount = scope.amount ? ` ${scope.amount}` : "";
  const when = scope.when ? ` ${scope.when}` : "";
  if (!parsed.categories.length && !parsed.type)
    return `No ${scope.what}${amount} ${verb === "found" ? "were found" : "were recorded"}${scope.where}${when}.`;
  return `No transactions ${verb === "found" ? "were found" : "were recorded"} for ${scope.what}${amount}${scope.where}${when}.`;
}

function describeEntitiesOnly(
  parsed: ParsedQuery,
  properties: PropertyRef[],
  tenants: TenantDetail[],
  accounts: { title: string }[],
  scope: Scope,
  searchedTransactions: boolean,
): string {
  const parts: string[] = [];
  if (properties.length) {
    const names = properties.slice(0, 3).map((p) => p.name);
    const more = properties.length > 3 ? ` and ${properties.length - 3} more` : "";
    parts.push(
      `${plural(properties.length, "property", "properties")} ${properties.length === 1 ? "matches" : "match"}: ${names.join(", ")}${more}.`,
    );
  }
  for (const t of tenants.slice(0, 2)) {
    parts.push(
      `${t.name} ${t.status === "former" ? "rented" : "rents"} ${t.unit ? `${t.unit} at ` : ""}${t.property ?? "a property"} for ${formatCents(t.rent_cents)} a month.`,
    );
  }
  if (accounts.length && !properties.length && !tenants.length)
    parts.push(`Matching accounts: ${accounts.map((a) => a.title).join(", ")}.`);
  if (searchedTransactions && (parsed.date || parsed.categories.length || parsed.type || parsed.amount)) {
    parts.push(noTransactions(parsed, scope, "recorded"));
  }
  return parts.join(" ");
}

function nothingFound(
  parsed: ParsedQuery,
  query: string,
  scope: Scope,
  searched: boolean,
  unitIds: string[] | null,
): string {
  if (unitIds && unitIds.length === 0)
    return `No unit called ${quote(parsed.unitName!)} was found${scope.where ? scope.where.replace(` at ${parsed.unitName}`, "") : ""}.`;
  const placeWords = parsed.terms.filter((t) => !/^\d+$/.test(t));
  if (placeWords.some((t) => STREET_WORDS.has(t))) {
    return `No property matches ${quote(titleCase(placeWords.join(" ")))}, so there is nothing to show for ${quote(query)}.`;
  }
  if (
    searched &&
    (parsed.categories.length ||
      parsed.type ||
      parsed.date ||
      parsed.amount ||
      parsed.properties.length ||
      parsed.tenants.length ||
      parsed.vendors.length)
  ) {
    return noTransactions(parsed, scope, "found");
  }
  return `Nothing in your transactions, properties, tenants or accounts matches ${quote(query)}, and no help article covers it.`;
}

function toTransaction(r: TxRow, lex: OrgLexicon): SearchTransaction {
  const cents = r.type === "expense" ? -r.cents : r.cents;
  return {
    id: r.id,
    description:
      r.payee && !r.description.includes(r.payee) ? `${r.description} — ${r.payee}` : r.description,
    type: r.type,
    amount: dollars(cents),
    date: r.date,
    payee: r.payee,
    property: r.property_id ? (lex.properties.get(r.property_id)?.name ?? null) : null,
    category: r.category,
  };
}

// ---- suggestions ----------------------------------------------------------------------------------

interface QueryParts {
  order?: string;
  what: string;
  place?: string;
  period?: string;
}

const compose = (p: QueryParts) =>
  [p.order, p.what, p.place ? `at ${p.place}` : "", p.period ?? ""]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

function periodPhrase(parsed: ParsedQuery): string | undefined {
  const d = parsed.date;
  if (!d) return undefined;
  if (d.unit === "month" || d.unit === "quarter" || d.unit === "year") return `in ${d.phrase}`;
  return d.phrase;
}

function buildSuggestions(
  parsed: ParsedQuery,
  lex: OrgLexicon,
  now: Date,
  spelling: string[],
  found: boolean,
  properties: PropertyRef[],
  help: HelpHit[],
): string[] {
  const out: string[] = [...spelling];
  const catLabel = parsed.categories[0]?.label;
  const what =
    catLabel ??
    (parsed.type === "income"
      ? "income"
      : parsed.type === "expense"
        ? "expenses"
        : parsed.type === "transfer"
          ? "transfers"
          : "");
  const place = parsed.propertyPhrases[0] ? titleCase(parsed.propertyPhrases[0]) : undefined;
  const period = periodPhrase(parsed);
  const orderWord =
    parsed.order === "largest" ? "largest" : parsed.order === "smallest" ? "smallest" : undefined;

  if (parsed.intent === "howto" && !what) {
    for (const h of help.slice(1, 3))
      out.push(`how do I ${h.article.title.toLowerCase().replace(/^how /, "")}`);
  }
  // Neighbouring categories.
  for (const key of parsed.categories[0]?.neighbours ?? []) {
    const def = CATEGORY_BY_KEY.get(key);
    if (def && out.length < 3) out.push(compose({ order: orderWord, what: def.label, place, period }));
  }
  // Neighbouring periods.
  if (parsed.date && what) {
    for (const r of neighbourPeriods(parsed.date, now).slice(0, 2)) {
      out.push(
        compose({
          order: orderWord,
          what,
          place,
          period:
            r.unit === "year" || r.unit === "month" || r.unit === "quarter" ? `in ${r.phrase}` : r.phrase,
        }),
      );
    }
  } else if (what && !parsed.date) {
    out.push(compose({ order: orderWord, what, place, period: "this year" }));
    out.push(compose({ order: orderWord, what, place, period: "last month" }));
  }
  // Neighbouring properties: one of several matches, or the street of a single one.
  if (what && properties.length > 1 && place) {
    out.push(compose({ order: orderWord, what, place: properties[0]!.name, period }));
  } else if (!place && properties.length && what) {
    out.push(compose({ order: orderWord, what, place: properties[0]!.name, period }));
  }
  if (what && !orderWord && found) out.push(compose({ order: "largest", what, place, period }));
  if (!out.length || (!found && !what)) {
    out.push(
      "rent received this year",
      "largest expenses this year",
      "repairs last month",
      "how do I connect my bank",
    );
  }
  const seen = new Set<string>();
  const current = parsed.raw.trim().toLowerCase();
  void lex;
  return out
    .filter((s) => {
      const k = s.toLowerCase();
      if (!s || k === current || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 5);
}

function pagesFor(
  parsed: ParsedQuery,
  properties: PropertyRef[],
  found: boolean,
): { title: string; path: string; content: string }[] {
  const pages: { title: string; path: string; content: string }[] = [];
  if (properties.length === 1) {
    pages.push({
      title: `Open ${properties[0]!.name}`,
      path: `/properties/${properties[0]!.id}`,
      content: "Units, recent transactions and year-to-date income, expenses and NOI.",
    });
  }
  if (found) {
    pages.push({
      title: "Open Transactions",
      path: "/transactions",
      content: "Filter, sort and export these transactions (CSV, XLSX, PDF).",
    });
    if (parsed.categories.length)
      pages.push({
        title: "Open the General Ledger",
        path: "/ledger",
        content: `Every posting to ${joinAnd(parsed.categories.map((c) => c.label))} with a running balance.`,
      });
  }
  return pages.slice(0, 2);
}
