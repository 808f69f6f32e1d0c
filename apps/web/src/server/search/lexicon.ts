// The organization's names (properties, units, tenants, accounts, vendors), loaded once and kept
// until a write changes them. Vendors come from transaction payees and are refreshed on a timer
// (full-text search over payees finds new ones meanwhile).
import { sql } from "drizzle-orm";
import { perDatabaseCache } from "../cache";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { ASKED_WORDS } from "./asked-words";
import { type PreparedLexicon, prepareLexicon } from "./name-index";
import type { AccountRef, Lexicon, TenantRef } from "./parse";
import { withoutAccents } from "./parse-tokens";
import { loadRecordNames, type RecordKind } from "./records";
import type { Completer } from "./thesaurus";
import { TrigramIndex } from "./trigrams";
import { forms, isFormOfAVerb, isLemma, sensesOf } from "./wordnet";

interface UnitInfo {
  id: string;
  propertyId: string;
  name: string;
}

interface PropertyInfo {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** single_family, multi_family, condo, commercial, short_term_rental. */
  type: string;
  /** The county (parish, borough) the property's notes name ("Polk County"), a place like its city. */
  county: string | null;
}

/** "Polk County", "St. Louis County", "Orleans Parish" as written in a property's notes. */
const COUNTY = /\b((?:St\.? )?[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*) (County|Parish|Borough)\b/;
const countyOf = (notes: string | null) => {
  const m = notes ? COUNTY.exec(notes) : null;
  return m ? `${m[1]} ${m[2]}` : null;
};

/** What an answer shows about a tenant (kept with the names, so no extra round trip per search). */
export interface TenantDetail {
  id: string;
  name: string;
  rent_cents: number;
  lease_start: string | null;
  lease_end: string | null;
  status: string;
  email: string | null;
  phone: string | null;
  deposit_cents: number;
  unit: string | null;
  property: string | null;
  property_id: string;
}

export interface OrgLexicon {
  lexicon: Lexicon;
  prepared: PreparedLexicon;
  properties: Map<string, PropertyInfo>;
  units: UnitInfo[];
  tenants: Map<string, TenantRef>;
  /** Per tenant id: the details an answer shows, and the tenant's place in (name, id) order. */
  tenantDetails: Map<string, TenantDetail & { order: number }>;
  /** The words of the organization's own data (names and transaction text) as of the load. */
  dataWords: ReadonlySet<string>;
  /** Of those, the words of descriptions, memos and references (not only of payees), as of the load. */
  describedWords: ReadonlySet<string>;
  /** The data's words that start with a word it does not know as a whole (cut words). */
  complete: Completer;
  /** The data's longer words that start with any word ("heat" → "heater"): the literal step's second try. */
  completeAny: Completer;
  /** Whether the data held the word whole at the load (a word written since may not be). */
  holds: (word: string) => boolean;
  /** Every known word (names, transaction text, domain words), for the typo corrector. */
  vocabulary: TrigramIndex;
  /** The kinds of record the organization has (leases, imports, saved reports): the others are not searched. */
  recordKinds: ReadonlySet<RecordKind>;
  /** The words of each record's name of two words or more ("vacancy watchlist"), in order. */
  recordNames: readonly (readonly string[])[];
}

/** Up to `limit` completions of a word from `sorted`, the words in order (binary search for the first). */
function completer(
  words: ReadonlySet<string>,
  sorted: readonly string[],
  { wholeToo = false, limit = 8 } = {},
): Completer {
  return (word) => {
    // A verb's form typed whole ("washing") is no name cut short ("Washington").
    if (!wholeToo && (words.has(word) || isFormOfAVerb(word))) return null;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && out.length < limit && sorted[i]!.startsWith(word); i++)
      if (sorted[i] !== word) out.push(sorted[i]!);
    return out;
  };
}

/** Endings that make another word of a word ("janitorial", "heater", "flapper"). */
const ENDING =
  /^([bdfgklmnprtz])?(s|es|er|ers|ing|ings|ed|al|ial|ian|ic|ical|ist|ists|y|ies|ly|ment|ments|ness|ation|ion|ions|ure|ery|ory|ful|less|able|ible|ive|ize|ized|ous|ity|ance|ence|ant|ent|or|ors|ee|ees)$/;

/** The most completions a word of English typed whole is matched by in place of its prefix. */
const MOST_SPELLED_OUT = 40;

/**
 * A word of English typed whole is that word, not the start of a name's own word, one no dictionary
 * holds that is no form of the word typed ("fannin" of "fan", "pettaway" of "pet"; "janitorial" of
 * "janitor" is a form): its other completions, when some name's own word is among them. A word that
 * starts more words than are spelled out ("con") stays a prefix: some of them would be left out.
 */
function asWordOf(
  words: ReadonlySet<string>,
  sorted: readonly string[],
  prepared: PreparedLexicon,
): Completer["asWord"] {
  const started = completer(words, sorted, { wholeToo: true, limit: MOST_SPELLED_OUT + 1 });
  return (word) => {
    if (word.length < 3 || !isLemma(word)) return null;
    const namesOwn = (w: string) =>
      prepared.positions.has(w) && !isLemma(w) && !ENDING.test(w.slice(word.length));
    const all = started(word) ?? [];
    if (all.length > MOST_SPELLED_OUT) return null;
    return all.some(namesOwn) ? all.filter((w) => !namesOwn(w)) : null;
  };
}

/** Endings that make a verb a noun of its doer or its kind ("renter", "rental", "mower"). */
const NOUN_OF_A_VERB = /^([bdfgklmnprtz])?(al|als|er|ers|or|ors)$/;

/**
 * A verb's -ing form typed whole, matched with the books' nouns made of the verb: "license fees for
 * renting" finds "Rental license", where "renting" is "rent" to the stemmer. Only dictionary words
 * count, so no name is reached ("Washington" of "washing"), and no word a person's name may be: a
 * tenant's, or the first of a vendor's ("parking" is no Parker, "walking" no Walker Roofing).
 */
function kinOf(
  words: ReadonlySet<string>,
  sorted: readonly string[],
  prepared: PreparedLexicon,
): Completer["kin"] {
  const started = completer(words, sorted, { wholeToo: true, limit: MOST_SPELLED_OUT });
  const aName = (w: string) =>
    (prepared.positions.get(w) ?? []).some(([seq, at]) => {
      const kind = prepared.sequences[seq]?.kind;
      return kind === "tenant" || (kind === "vendor" && at === 0);
    });
  return (word) => {
    if (!/..ing$/.test(word)) return null;
    const verbs = forms(word).filter((b) => b !== word && (sensesOf(b)?.verb ?? 0) > 0 && isLemma(b));
    const kin = verbs.flatMap((verb) =>
      (started(verb) ?? []).filter(
        (w) => NOUN_OF_A_VERB.test(w.slice(verb.length)) && isLemma(w) && !aName(w),
      ),
    );
    return kin.length ? [...new Set(kin)] : null;
  };
}

const VENDOR_TTL_MS = 5 * 60_000;
const MAX_ORGS = 200;

/**
 * Per database, per organization. A write to properties, units, tenants or accounts (or a lease, signer,
 * import or saved report coming or going: search.sql's triggers) drops the entry
 * through the cache bus (its triggers send `names:<organization id>`), so a search costs no freshness
 * query; the TTL refreshes the vendors (payees of new transactions, which full-text search finds
 * meanwhile). While the bus is not live nothing is cached and every search loads the names.
 */
const lexicons = perDatabaseCache<OrgLexicon>({
  ttlMs: VENDOR_TTL_MS,
  maxWeight: MAX_ORGS,
  route: (cache, kind, key) => {
    if (kind === "names") cache.invalidate(key);
  },
});

/** Everyone the books paid or were paid by, but the tenants (named as tenants): "Home Depot", "Airbnb Payments". */
async function loadVendors(db: Db, org: string, tenantNames: Set<string>): Promise<string[]> {
  const rows = rowsOf<{ payee: string }>(
    await db.execute(sql`
      select payee from transactions
      where organization_id = ${org} and payee is not null and payee <> ''
      group by payee order by payee`),
  );
  return rows.map((r) => r.payee).filter((p) => !tenantNames.has(p.toLowerCase()));
}

/**
 * Every word of the transactions' descriptions, payees, memos and references (the typo corrector's
 * vocabulary; words written since are found in the database, pipeline/correct.ts), and those written
 * other than in a payee (`described`). Letters cut out of a code ("HME1HC4C", a booking's) are no words.
 */
async function loadTextWords(db: Db, org: string): Promise<{ words: string[]; described: string[] }> {
  const rows = rowsOf<{ w: string; described: boolean }>(
    await db.execute(sql`
      select w, bool_or(described) as described from (
        select regexp_split_to_table(lower(v.text), '[^a-z0-9]+') as w, v.described
          from transactions t, lateral (values (coalesce(t.payee, ''), false),
            (t.description || ' ' || coalesce(t.memo, '') || ' ' || coalesce(t.reference, ''), true)) v(text, described)
         where t.organization_id = ${org}) x
      where w ~ '^[a-z]{3,30}$' group by w`),
  );
  return { words: rows.map((r) => r.w), described: rows.filter((r) => r.described).map((r) => r.w) };
}

/** The organization's names, from the cache when it has them. */
export async function lexiconFor(db: Db, org: string): Promise<OrgLexicon> {
  const cache = lexicons(db);
  const cached = cache?.get(org);
  if (cached) return cached;
  // Taken before reading: a write landing during the load keeps its result out of the cache.
  const generation = cache?.begin();
  const lex = await loadLexicon(db, org);
  if (cache && generation !== undefined) cache.set(org, lex, generation);
  return lex;
}

export async function loadLexicon(db: Db, org: string): Promise<OrgLexicon> {
  const [props, units, tenants, accounts] = await Promise.all([
    db.execute(sql`
      select id, name, address_line1 as address, city, state, postal_code as "postalCode", type, notes
      from properties where organization_id = ${org} order by name, id`),
    db.execute(
      sql`select id, property_id as "propertyId", name from units where organization_id = ${org} order by name, id`,
    ),
    db.execute(sql`
      select id, name, property_id as "propertyId", unit_id as "unitId", rent_cents::float8 as rent_cents,
             lease_start::text as lease_start, lease_end::text as lease_end, status, email, phone,
             deposit_cents::float8 as deposit_cents
      from tenants where organization_id = ${org} order by name, id`),
    db.execute(
      sql`select id, code, name, type, subtype from accounts where organization_id = ${org} order by code, id`,
    ),
  ]);
  const propertyRows = rowsOf<Omit<PropertyInfo, "county"> & { notes: string | null }>(props).map(
    ({ notes, ...p }): PropertyInfo => ({ ...p, county: countyOf(notes) }),
  );
  const tenantRows = rowsOf<TenantRef & Omit<TenantDetail, "unit" | "property" | "property_id">>(tenants);
  const unitRows = rowsOf<UnitInfo>(units);
  const unitNames = new Map(unitRows.map((u) => [u.id, u.name]));
  const propertyNames = new Map(propertyRows.map((p) => [p.id, p.name]));
  const tenantNames = new Set(tenantRows.map((t) => t.name.toLowerCase()));
  const [vendors, textWords, records] = await Promise.all([
    loadVendors(db, org, tenantNames),
    loadTextWords(db, org),
    loadRecordNames(db, org),
  ]);
  const lexicon: Lexicon = {
    properties: propertyRows.map(({ type: _type, ...ref }) => ref),
    accounts: rowsOf<AccountRef>(accounts),
    tenants: tenantRows.map((t) => ({ id: t.id, name: t.name, propertyId: t.propertyId, unitId: t.unitId })),
    vendors,
  };
  const prepared = prepareLexicon(lexicon);
  const dataWords = new Set<string>();
  for (const w of prepared.words) dataWords.add(w);
  for (const w of [...textWords.words, ...records.words]) dataWords.add(w);
  // Sorted once for every completer: a lexicon is loaded per search while the cache bus is not live.
  const sorted = [...dataWords].sort();
  const asWord = asWordOf(dataWords, sorted, prepared);
  const kin = kinOf(dataWords, sorted, prepared);
  const vocabulary = new Set(ASKED_WORDS);
  for (const w of [...prepared.words, ...textWords.words, ...records.words, ...hyphenedJoined(lexicon)])
    if (w.length >= 3 && /^[a-z]+$/.test(w)) vocabulary.add(w);
  return {
    lexicon,
    prepared,
    properties: new Map(propertyRows.map((p) => [p.id, p])),
    units: unitRows,
    tenants: new Map(lexicon.tenants.map((t) => [t.id, t])),
    tenantDetails: new Map(
      tenantRows.map(({ propertyId, unitId, ...t }, order) => [
        t.id,
        {
          ...t,
          unit: unitId ? (unitNames.get(unitId) ?? null) : null,
          property: propertyId ? (propertyNames.get(propertyId) ?? null) : null,
          property_id: propertyId ?? "",
          order,
        },
      ]),
    ),
    dataWords,
    describedWords: new Set(textWords.described),
    complete: Object.assign(completer(dataWords, sorted), { asWord, kin }),
    completeAny: Object.assign(completer(dataWords, sorted, { wholeToo: true }), { asWord, kin }),
    holds: (word) => dataWords.has(word),
    vocabulary: new TrigramIndex(vocabulary),
    recordKinds: records.kinds,
    recordNames: records.names,
  };
}

/**
 * A name's hyphened words typed as one ("sungmin" of Sung-min Bae, "owusuansah"): words for the typo
 * corrector only, so that one slip in them ("sugmin") reads as the joined word, which reads as the name.
 */
function hyphenedJoined(lexicon: Lexicon): string[] {
  const names = [
    ...lexicon.properties.map((p) => p.name),
    ...lexicon.tenants.map((t) => t.name),
    ...lexicon.vendors,
  ];
  return names.flatMap((name) =>
    (withoutAccents(name.toLowerCase()).match(/[a-z]+(?:-[a-z]+)+/g) ?? []).map((w) => w.replace(/-/g, "")),
  );
}
