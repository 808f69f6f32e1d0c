// Step 4, retrieve: the matching transactions (totals, rows, largest, properties: transactions.ts),
// the tenants, accounts, properties and units whose documents match the free words, and the help
// articles. Words that matched no transaction are retried as property names; words that occur
// nowhere make the answer an honest "nothing matches". Everything the later steps know about the data comes from this step.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { documentOf } from "../documents";
import { type HelpHit, searchHelp } from "../help";
import type { OrgLexicon } from "../lexicon";
import { someTransaction } from "../looks";
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import {
  isRecordKind,
  type RecordIntent,
  type RecordKind,
  type RecordQuery,
  recordBranches,
  recordQuery,
} from "../records";
import { conceptsOf, expandTerms, PAYER_WORDS } from "../thesaurus";
import { INTERNAL_CAP, type TxPlan, type TxResult } from "../transactions";
import { retrieveTransactions } from "../transactions-summarised";
import { namesTyped, saysName, type TypedName } from "../unseen-words";
import { buildingKinds, buildingsBeside } from "./places";
import type { SearchPlan } from "./plan";
import { wordsWritten } from "./written";

export interface Retrieved {
  tx: TxResult;
  entities: EntityHit[];
  /** What the query asked of the leases ("leases ending soon"), when the records answer it. */
  recordIntent: RecordIntent | null;
  /** The free words still in force after the retries. */
  terms: string[];
  /**
   * Words that occur nowhere in the organization's data (after correction): the honest answer is
   * that nothing matches, never the rest of the query on its own.
   */
  unmatched: string[];
  /** Terms that matched property names and filtered by those properties instead. */
  placeTerms: string[] | null;
  /** The properties they filtered by (null: none). */
  placeIds: string[] | null;
  help: HelpHit[];
  /** Help articles relevant enough to show beside data answers. */
  strongHelp: HelpHit[];
}

/** The plan of the rows found: at the properties words named, if any ("who did we pay the most at the cabins"). */
export const foundPlan = (plan: SearchPlan, found: Retrieved): TxPlan => ({
  ...plan.transactions(found.terms),
  ...(found.placeIds && { propertyIds: found.placeIds }),
});

export async function retrieve(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  plan: SearchPlan,
  helpQuery: string,
  today: string,
  checked: ReadonlyMap<string, boolean> = new Map(),
): Promise<Retrieved> {
  const help = searchHelp(helpQuery);
  const strongHelp = help.filter((h) => h.score >= (parsed.intent === "howto" ? 0.2 : 0.6));
  let terms = plan.terms;
  let tx: TxResult = { totals: [], rows: [], largest: null, byProperty: [] };
  const [txFirst, found] = await Promise.all([
    plan.wantTransactions
      ? retrieveTransactions(db, org, plan.transactions(terms), lex)
      : Promise.resolve(tx),
    plan.howtoOnly
      ? Promise.resolve({ hits: [] as EntityHit[], intent: null })
      : entitiesFor(db, org, terms.length ? expandTerms(terms, lex.complete) : null, helpQuery, lex, today),
  ]);
  const { intent: recordIntent } = found;
  // A name typed as one ("Apartments.com") is no word of the properties and tenants that say its words.
  const names = namesTyped(parsed.raw, terms);
  const entities = found.hits.filter(
    (e) =>
      (e.kind !== "property" || !namedByStemOnly(e, terms)) &&
      names.every((n) => saysName(n, `${e.title} ${e.detail}`)),
  );
  tx = txFirst;
  const namedByText = entities.filter((e) => e.kind === "property").map((e) => e.id);
  const placed = names.length ? null : await byProperties(db, org, lex, plan, terms, tx, namedByText);
  if (placed) ({ tx, terms } = placed);
  const placeTerms = placed?.placeTerms ?? null;
  const placeIds = placed?.placeIds ?? null;
  // Words that occur nowhere: nothing matches the query. Answering the rest of it ("rent" for
  // "<unknown> rental") would answer a different question.
  const unmatched =
    plan.wantTransactions && !tx.rows.length && terms.length && !entities.length
      ? await wordsFoundNowhere(db, org, lex, terms, checked, names, typedWords(parsed.raw))
      : [];
  return { tx, entities, recordIntent, terms, unmatched, placeTerms, placeIds, help, strongHelp };
}

/**
 * The rows at the properties the words name rather than the rows that say them (null: none such).
 * Words that all name properties ("repairs at the duplexes") filter by them when no row says them,
 * or when they name a kind of building ("income at the cabins"), whatever a booking's line says. A
 * kind of building beside other words ("snow at the fourplex") is where those were done.
 */
async function byProperties(
  db: Db,
  org: string,
  lex: OrgLexicon,
  plan: SearchPlan,
  terms: string[],
  tx: TxResult,
  namedByText: string[],
): Promise<{ tx: TxResult; terms: string[]; placeTerms: string[]; placeIds: string[] } | null> {
  if (!plan.wantTransactions || !terms.length || plan.propertyIds) return null;
  const kinds = buildingKinds(terms);
  const at = async (words: string[], propertyIds: string[], placeTerms: string[]) => {
    const retry = await retrieveTransactions(db, org, { ...plan.transactions(words), propertyIds }, lex);
    return retry.rows.length ? { tx: retry, terms: words, placeTerms, placeIds: propertyIds } : null;
  };
  if (namedByText.length && (!tx.rows.length || kinds.length === terms.length))
    return at([], namedByText, terms);
  if (tx.rows.length) return null;
  const { ids } = buildingsBeside(terms, lex);
  return ids.length
    ? at(
        terms.filter((t) => !kinds.includes(t)),
        ids,
        kinds,
      )
    : null;
}

/**
 * A property whose name, street or city holds a word only as the stem of a verb form typed ("gutters
 * falling off" and Fall River Cabin): the stemmer joins them, a landlord does not.
 */
function namedByStemOnly(hit: EntityHit, terms: readonly string[]): boolean {
  const words = `${hit.title} ${hit.detail}`.toLowerCase().split(/[^a-z0-9]+/);
  return terms.some(
    (t) =>
      /(ing|ed)$/.test(t) &&
      !words.some((w) => w.startsWith(t)) &&
      words.some(
        (w) => w.length >= 3 && t.startsWith(w) && /^(?:[a-z]?ing|[a-z]?ed)$/.test(t.slice(w.length)),
      ),
  );
}

interface EntityHit {
  kind: "tenant" | "account" | "property" | "unit" | RecordKind;
  id: string;
  title: string;
  detail: string;
  property_id: string | null;
  rank: number;
  /** The page a lease, charge, import or saved report opens on. */
  link: string | null;
}

/**
 * The entities and records for the query. A question about the leases ("overdue", "vacant units") is
 * answered as one unless its other words narrow it to nothing: then all its words are read as text
 * ("vacancy watchlist" is a saved report's name).
 */
async function entitiesFor(
  db: Db,
  org: string,
  query: string | null,
  helpQuery: string,
  lex: OrgLexicon,
  today: string,
): Promise<{ hits: EntityHit[]; intent: RecordIntent | null }> {
  const rq = recordQuery(helpQuery);
  const hits = await retrieveEntities(db, org, query, rq, lex, today);
  if (!rq?.intent) return { hits, intent: null };
  if (!rq.tsquery || hits.some((e) => isRecordKind(e.kind))) return { hits, intent: rq.intent };
  const literal = recordQuery(helpQuery, { intents: false });
  return { hits: await retrieveEntities(db, org, query, literal, lex, today), intent: null };
}

/**
 * Tenants, accounts, properties and units whose documents match the free-text terms, and the leases,
 * charges, imports and saved reports whose text holds the query's words: one statement.
 */
async function retrieveEntities(
  db: Db,
  org: string,
  query: string | null,
  records: RecordQuery | null,
  lex: OrgLexicon,
  today: string,
): Promise<EntityHit[]> {
  const branches = [
    ...(query ? namedEntityBranches(org, query) : []),
    ...(records && lex.recordKinds.size ? recordBranches(org, records, lex.recordKinds, today) : []),
  ];
  if (!branches.length) return [];
  return rowsOf<EntityHit>(
    await db.execute(
      sql`select * from (${sql.join(branches, sql` union all `)}) e(kind, id, title, detail, property_id, rank, link)`,
    ),
  );
}

function namedEntityBranches(org: string, query: string): SQL[] {
  const q = sql`to_tsquery('english', ${query})`;
  const qs = sql`to_tsquery('simple', ${query})`;
  return [
    sql`(select 'tenant' as kind, tn.id::text as id, tn.name as title,
            coalesce(u.name, '') || ' · ' || coalesce(p.name, '') as detail, tn.property_id::text as property_id,
            ts_rank(${documentOf("tenants", "tn")}, ${qs})::float8 as rank, null::text as link
       from tenants tn left join units u on u.id = tn.unit_id left join properties p on p.id = tn.property_id
      where tn.organization_id = ${org} and ${documentOf("tenants", "tn")} @@ ${qs}
      order by rank desc, tn.name, tn.id limit 10)`,
    sql`(select 'account', a.id::text, a.name, a.code || ' · ' || a.type, null, ts_rank(${documentOf("accounts", "a")}, ${q})::float8, null
       from accounts a
      where a.organization_id = ${org} and ${documentOf("accounts", "a")} @@ ${q}
      order by 6 desc, a.code limit 10)`,
    sql`(select 'property', p.id::text, p.name, p.address_line1 || ', ' || p.city, p.id::text,
            ts_rank(${documentOf("properties", "p")}, ${q})::float8, null
       from properties p
      where p.organization_id = ${org} and ${documentOf("properties", "p")} @@ ${q}
      order by 6 desc, p.name, p.id limit ${INTERNAL_CAP})`,
    sql`(select 'unit', u.id::text, u.name || ' at ' || p.name, p.address_line1 || ', ' || p.city, p.id::text,
            ts_rank(${documentOf("units", "u")}, ${qs})::float8, null
       from units u join properties p on p.id = u.property_id
      where u.organization_id = ${org} and ${documentOf("units", "u")} @@ ${qs}
      order by 6 desc, p.name, u.id limit 10)`,
  ];
}

/** A word of the data that `word` may be: itself, its stem, or a word it begins ("dispo"). */
function occursIn(words: ReadonlySet<string>, word: string): boolean {
  const stem = word.length > 5 ? word.replace(/(ing|ed|es|s)$/, "") : word.replace(/s$/, "");
  if (words.has(word) || words.has(stem)) return true;
  for (const w of words) if (w.startsWith(stem)) return true;
  return false;
}

/**
 * Of `terms`, those that occur nowhere: not in the organization's names and transaction words (any
 * thesaurus alternative counts), nor in a transaction written since they were cached.
 */
async function wordsFoundNowhere(
  db: Db,
  org: string,
  lex: OrgLexicon,
  terms: string[],
  checked: ReadonlyMap<string, boolean>,
  /** Names typed as names ("Lowe's", "Apartments.com"): known only as written, not by their words. */
  names: readonly TypedName[],
  /** The words as typed, categories' too: a phrase may hold one ("rubber roof repair"). */
  typed: readonly string[],
): Promise<string[]> {
  const written = await Promise.all(
    names.map((n) => someTransaction(db, org, sql`t.search_text ~ ${n.pattern}`)),
  );
  const unsaid = names.filter((_, i) => !written[i]).map((n) => n.written);
  if (unsaid.length) return unsaid;
  const known = (concept: readonly string[]) =>
    concept.some((alt) => alt.split(" ").every((w) => occursIn(lex.dataWords, w)));
  const units = phraseUnits([...new Set(terms)]);
  const absent = units.filter((unit) => {
    // The tenants on record are what "tenant" names, though no row says the word (payers.ts).
    if (unit.length === 1 && PAYER_WORDS.has(unit[0]!) && lex.lexicon.tenants.length) return false;
    return !known(conceptOf(unit, units, typed));
  });
  // The correction step looked for some in every form already ("moved" is a form of "Move-out"): a
  // round trip saved; the rest are looked for now.
  const words = absent.filter((u) => u.length === 1).map((u) => u[0]!);
  const { inAnyForm } = await wordsWritten(
    db,
    org,
    words.filter((w) => !checked.has(w)),
  );
  const left = absent.filter(
    ([w, ...more]) => more.length || checked.get(w!) === false || (!checked.has(w!) && !inAnyForm.has(w!)),
  );
  // A thesaurus alternative written since the words were cached ("HAP" for "section 8").
  const said = await Promise.all(left.map((unit) => alternativeWritten(db, org, unit)));
  return left.filter((_, i) => !said[i]).flat();
}

/**
 * The terms as the units they are looked for in: each thesaurus phrase of two words or more typed
 * together ("money back", "moved out": no row need say "money" or "out" alone), and each other word.
 */
function phraseUnits(terms: readonly string[]): string[][] {
  const units: string[][] = [];
  for (let i = 0; i < terms.length; ) {
    let n = Math.min(4, terms.length - i);
    while (n > 1 && !phrase(terms.slice(i, i + n))) n--;
    units.push(terms.slice(i, i + n));
    i += n;
  }
  return units;
}

/** Whether the words are one thesaurus phrase with other words for it ("moved out": vacated). */
const phrase = (words: readonly string[]) => {
  const concepts = conceptsOf(words);
  return concepts.length === 1 && concepts[0]!.length > 1;
};

/**
 * A unit's alternatives, read with the words after it: "new" before a thing is the thing put in
 * ("new heat pump system": replaced), which the books say though they never say "new".
 */
function conceptOf(
  unit: readonly string[],
  units: readonly (readonly string[])[],
  typed: readonly string[],
): readonly string[] {
  // The words typed after it, though a category took them ("rubber" of "rubber roof repair"), else
  // the terms after it.
  const at = typed.indexOf(unit[unit.length - 1]!);
  const after = at >= 0 ? typed.slice(at + 1) : units.slice(units.indexOf(unit) + 1).flat();
  return conceptsOf([...unit, ...after.slice(0, 2)])[0] ?? [];
}

async function alternativeWritten(db: Db, org: string, unit: readonly string[]): Promise<boolean> {
  const query = (conceptsOf(unit)[0]?.length ?? 0) > 1 ? expandTerms(unit) : null;
  if (!query) return false;
  return someTransaction(db, org, sql`t.search_document @@ to_tsquery('english', ${query})`);
}
