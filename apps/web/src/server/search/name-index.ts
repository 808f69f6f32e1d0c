// The organization's names (properties, tenants, vendors, accounts) and the category phrases,
// indexed once per lexicon, and the longest-span matchers the parser reads them with.

import { CATEGORIES, type CategoryDef } from "./categories";
import type { AccountRef, CategoryMatch, Lexicon, PropertyRef, TenantRef } from "./parse";
import { nameWords } from "./parse-tokens";
import { countyAlsoCalled } from "./place-words";
import { RECORD_WORDS } from "./records";
import { FILLER_WORDS } from "./thesaurus";
import { GENERIC_PLACE_WORDS, MONTHS, ORDER_WORDS, STOPWORDS, TYPE_WORDS } from "./vocabulary";
import { isLemma } from "./wordnet";

interface Sequence {
  words: string[];
  kind: "property" | "tenant" | "vendor" | "account";
  field: "name" | "address" | "city";
  ref: PropertyRef | TenantRef | AccountRef | string;
  /** A place as written, shown when the query names all of it ("St. Louis County", not "Street …"). */
  written?: string;
}

export interface PreparedLexicon {
  lexicon: Lexicon;
  /** word → [sequence index, position] */
  positions: Map<string, [number, number][]>;
  sequences: Sequence[];
  /** Every word of every name (for the typo corrector and the "known word" test). */
  words: Set<string>;
  /** Category phrase → categories resolved against this chart. */
  categoryByPhrase: Map<string, CategoryMatch[]>;
  categoryPhraseWords: Set<string>;
  accountsById: Map<string, AccountRef>;
}

const prepared = new WeakMap<Lexicon, PreparedLexicon>();

const CATEGORY_WORDS = new Set(CATEGORIES.flatMap((c) => c.phrases.flatMap((p) => p.split(" "))));
const ACCOUNT_FILLER = new Set([
  "and",
  "other",
  "account",
  "accounts",
  "fees",
  "fee",
  "income",
  "expense",
  "expenses",
  "of",
  "the",
]);

function resolveCategory(def: CategoryDef, accounts: readonly AccountRef[]): string[] {
  return accounts.filter((a) => def.codes.includes(a.code) || def.namePattern.test(a.name)).map((a) => a.id);
}

export function prepareLexicon(lexicon: Lexicon): PreparedLexicon {
  const cached = prepared.get(lexicon);
  if (cached) return cached;
  const sequences: Sequence[] = [];
  const push = (
    words: string[],
    kind: Sequence["kind"],
    field: Sequence["field"],
    ref: Sequence["ref"],
    written?: string,
  ) => {
    if (words.length) sequences.push({ words, kind, field, ref, written });
  };
  for (const p of lexicon.properties) {
    push(nameWords(p.name), "property", "name", p);
    push(nameWords(p.address), "property", "address", p);
    if (p.city) push(nameWords(p.city), "property", "city", p, p.city);
    if (p.county) {
      push(nameWords(p.county), "property", "city", p, p.county);
      for (const island of countyAlsoCalled(p.county, p.state ?? ""))
        push(nameWords(island), "property", "city", p, p.county);
    }
    if (p.postalCode) push(nameWords(p.postalCode), "property", "address", p);
  }
  // Abbreviations expanded as in the query's words ("St. Louis County Treasurer" is "st louis …" typed).
  for (const t of lexicon.tenants) push(nameWords(t.name), "tenant", "name", t);
  for (const v of lexicon.vendors) push(nameWords(v), "vendor", "name", v);
  for (const a of lexicon.accounts) {
    push(
      nameWords(a.name, false).filter((w) => !ACCOUNT_FILLER.has(w)),
      "account",
      "name",
      a,
    );
  }
  const positions = new Map<string, [number, number][]>();
  const words = new Set<string>();
  sequences.forEach((s, i) => {
    s.words.forEach((w, k) => {
      words.add(w);
      const list = positions.get(w) ?? [];
      if (!list.length) positions.set(w, list);
      list.push([i, k]);
    });
  });
  const categoryByPhrase = new Map<string, CategoryMatch[]>();
  for (const def of CATEGORIES) {
    const accountIds = resolveCategory(def, lexicon.accounts);
    for (const phrase of def.phrases) {
      const list = categoryByPhrase.get(phrase) ?? [];
      list.push({ key: def.key, label: def.label, accountIds, text: phrase, neighbours: def.neighbours });
      categoryByPhrase.set(phrase, list);
    }
  }
  const result: PreparedLexicon = {
    lexicon,
    positions,
    sequences,
    words,
    categoryByPhrase,
    categoryPhraseWords: CATEGORY_WORDS,
    accountsById: new Map(lexicon.accounts.map((a) => [a.id, a])),
  };
  prepared.set(lexicon, result);
  return result;
}

export const EMPTY_LEXICON: Lexicon = { properties: [], accounts: [], tenants: [], vendors: [] };

/** A word that can name something by itself (not filler, not a street suffix, not a category word). */
function distinctive(word: string): boolean {
  return (
    word.length >= 2 &&
    !/^\d+$/.test(word) &&
    !STOPWORDS.has(word) &&
    !GENERIC_PLACE_WORDS.has(word) &&
    !CATEGORY_WORDS.has(word) &&
    !(word in TYPE_WORDS) &&
    !(word in ORDER_WORDS) &&
    !(MONTHS as readonly string[]).includes(word)
  );
}

/**
 * The span is a name in full, every word as typed ("North House"): it names that property (tenant,
 * vendor) even when each of its words alone is a type or place word ("houses in Texas").
 */
function wholeName(seq: Sequence, pos: number, span: string[]): boolean {
  return (
    span.length >= 2 &&
    pos === 0 &&
    seq.field === "name" &&
    seq.words.length === span.length &&
    seq.words.every((w, k) => w === span[k])
  );
}

export interface SpanHit {
  length: number;
  kind: Sequence["kind"] | "category";
  seqs: number[];
  categories?: CategoryMatch[];
  text: string;
  /** Matched only through a partial last word. */
  prefix?: boolean;
}

/** Words a city's or county's name may leave unsaid ("polk" for Polk County, "kansas" for Kansas City). */
const PLACE_KINDS = new Set(["city", "county", "parish", "borough", "township"]);

/**
 * Part of a city's name is not the city: "hot" is no Hot Springs, "san" no San Antonio ("hot tub
 * repair" is about no property). The words it leaves out may only say what kind of place it is.
 */
function partOfPlace(seq: Sequence, from: number, to: number): boolean {
  if (seq.field !== "city") return false;
  return seq.words.some((w, k) => (k < from || k > to) && !PLACE_KINDS.has(w));
}

/**
 * The sequences that hold `span` from their position in `candidates` (later words may be cut short),
 * with up to `gap` of the name's words left out between two typed ones ("board public utilities",
 * "daves key"): where each begins and ends.
 */
function sequencesHolding(
  span: string[],
  candidates: readonly [number, number][],
  strict: boolean,
  lex: PreparedLexicon,
  gap = 0,
): Map<number, [number, number]> {
  const len = span.length;
  const last = span[len - 1]!;
  // Prefix on the last word: a partial word while typing ("oak str", "magnol").
  const prefixOk = len >= 2 ? last.length >= 2 : last.length >= 4;
  const fits = (w: string, q: string, k: number) =>
    w === q ||
    // An initial after the first word ("narragansett l&p" for Light & Power).
    (q.length === 1 && /[a-z]/.test(q) && w.startsWith(q)) ||
    (k === len - 1 && prefixOk && w.startsWith(q)) ||
    // A word cut short inside the span ("polk coun treasurer") when it is nobody's whole word.
    (q.length >= 3 && w.startsWith(q) && !lex.positions.has(q));
  const hits = new Map<number, [number, number]>();
  for (const [si, pos] of candidates) {
    const seq = lex.sequences[si]!;
    if (hits.has(si) || pos + len > seq.words.length) continue;
    if (!strict && seq.kind !== "account" && !wholeName(seq, pos, span)) continue;
    let at = pos;
    for (let k = 1; k < len && at >= 0; k++) {
      const next = seq.words.findIndex((w, j) => j > at && j <= at + 1 + gap && fits(w, span[k]!, k));
      at = next;
    }
    if (at >= 0 && !partOfPlace(seq, pos, at)) hits.set(si, [pos, at]);
  }
  return hits;
}

/** The most names a first word may be of for a name to be read with words of it left out. */
const MOST_GAPPED = 3;
const fewNamesHold = (candidates: readonly [number, number][]) =>
  new Set(candidates.map(([si]) => si)).size <= MOST_GAPPED;

/**
 * Longest name starting at token i: all sequences containing the words contiguously. The first word
 * may be cut short too: alone when it is nobody's whole word ("magnol"), and in a span of several
 * words that only a longer word's start fits ("tom now" for Tomasz Nowak, "san fe cou" for Santa Fe
 * County).
 */
export function matchNames(words: string[], i: number, lex: PreparedLexicon): SpanHit | null {
  const head = words[i]!;
  const firstCandidates = lex.positions.get(head) ?? [];
  const cuttable = head.length >= 3 && !STOPWORDS.has(head) && !/^\d+$/.test(head);
  const begun = cuttable ? wordsStartingWith(lex, head).filter((w) => w !== head) : [];
  const started: [number, number][] = begun.filter(distinctive).flatMap((w) => lex.positions.get(w)!);
  // Alone, a start that a common word of other names shares ("coun" of every County Treasurer and of
  // Cave Country Foundation Repair) names none of them: it stays a word, the rows that say it. (A
  // filler word, "count", would then ask nothing: it keeps the name.)
  const shared = !FILLER_WORDS.has(head) && begun.some((w) => !distinctive(w));
  for (let len = Math.min(6, words.length - i); len >= 1; len--) {
    const span = words.slice(i, i + len);
    // Properties, tenants and vendors need a word of their own; the chart's accounts only a real word.
    const strict = span.some(distinctive);
    if (!strict && !span.some((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w))) continue;
    const last = span[len - 1]!;
    const alone = !firstCandidates.length && head.length >= 4;
    if (alone && shared && len === 1) continue;
    // Alone and typed whole, before other words, a word of English is that word, not the start of a
    // place's name, which would search nowhere else ("loud" of "fine for the loud party" is no Loudoun).
    const word = alone && len === 1 && i < words.length - 1 && isLemma(head);
    // As typed first; then from a longer word's start; then with a word of the name left out, when the
    // first word is of few names ("daves key": Dave's Lock & Key; "city water" is no City of Wichita Water).
    const gapped = len >= 2 && fewNamesHold(alone ? started : firstCandidates);
    const tries: [readonly [number, number][], boolean, number][] = [
      [alone ? started : firstCandidates, alone, 0],
      ...(len >= 2 && !alone ? [[started, true, 0] as [typeof started, boolean, number]] : []),
      ...(gapped ? [[alone ? started : firstCandidates, alone, 2] as [typeof started, boolean, number]] : []),
    ];
    let hits = new Map<number, [number, number]>();
    let cut = alone;
    for (const [candidates, viaStart, gap] of tries) {
      hits = sequencesHolding(span, candidates, strict, lex, gap);
      cut = viaStart;
      if (hits.size) break;
    }
    // A last word typed whole that names hold only as a longer word's start ("missouri water" of
    // Mid-Missouri Waterproofing) is the whole word of a name with a word left out (Missouri
    // American Water), when there is one.
    if (gapped && !cut && ![...hits.keys()].some((si) => lex.sequences[si]!.words.includes(last))) {
      const gapped = sequencesHolding(span, firstCandidates, strict, lex, 2);
      const whole = [...gapped].filter(([si]) => lex.sequences[si]!.words.includes(last));
      if (whole.length) hits = new Map(whole);
    }
    if (!hits.size) continue;
    const kinds = new Map<Sequence["kind"], number[]>();
    for (const si of hits.keys()) {
      const kind = lex.sequences[si]!.kind;
      kinds.set(kind, [...(kinds.get(kind) ?? []), si]);
    }
    // One kind per span: properties beat tenants beat vendors beat accounts (a street named after a
    // president is more likely meant than a tenant of the same name), but for a cut word.
    for (const kind of ["property", "tenant", "vendor", "account"] as const) {
      let list = kinds.get(kind);
      if (!list?.length || (word && kind === "property")) continue;
      // A word cut short that starts a tenant's name and a vendor's ("kowal") may mean either: both. So
      // may a word of English that is part of both ("city" of Garden City Tax Service and City of Tacoma).
      if (kind === "tenant" && (cut || (len === 1 && partOfEach(list, lex, head))))
        list = [...list, ...(kinds.get("vendor") ?? [])];
      const exact = list.some((si) => lex.sequences[si]!.words.includes(last));
      const [pos0, end0] = hits.get(list[0]!)!;
      const seq0 = lex.sequences[list[0]!]!;
      const whole = pos0 === 0 && end0 === seq0.words.length - 1 && seq0.written;
      const text = whole || seq0.words.slice(pos0, end0 + 1).join(" ");
      const viaPrefix = cut || (len >= 2 && last.length >= 2);
      return { length: len, kind, seqs: list, text, prefix: viaPrefix && !exact };
    }
  }
  return null;
}

/** A word of English typed alone that each of the names holds beside other words. */
const partOfEach = (seqs: readonly number[], lex: PreparedLexicon, word: string) =>
  isLemma(word) && seqs.every((si) => lex.sequences[si]!.words.length > 1);

const sortedCache = new WeakMap<PreparedLexicon, [string, number][]>();

/**
 * The names' words that start with `head`, in the lexicon's order (which name a span reads as first
 * depends on it), by binary search over the words sorted once per lexicon.
 */
function wordsStartingWith(lex: PreparedLexicon, head: string): string[] {
  let sorted = sortedCache.get(lex);
  if (!sorted) {
    sorted = [...lex.positions.keys()]
      .map((w, k): [string, number] => [w, k])
      .sort(([a], [b]) => (a < b ? -1 : 1));
    sortedCache.set(lex, sorted);
  }
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]![0] < head) lo = mid + 1;
    else hi = mid;
  }
  const out: [string, number][] = [];
  for (let k = lo; k < sorted.length && sorted[k]![0].startsWith(head); k++) out.push(sorted[k]!);
  return out.sort(([, a], [, b]) => a - b).map(([w]) => w);
}

/** Every word some rule or name knows: the rest are typo candidates. */
export function knownWords(lex: PreparedLexicon): Set<string> {
  const cached = knownCache.get(lex);
  if (cached) return cached;
  const set = new Set<string>(lex.words);
  for (const w of STOPWORDS) set.add(w);
  for (const w of CATEGORY_WORDS) set.add(w);
  for (const w of Object.keys(TYPE_WORDS)) set.add(w);
  for (const w of Object.keys(ORDER_WORDS)) set.add(w);
  for (const w of MONTHS) set.add(w);
  for (const w of GENERIC_PLACE_WORDS) set.add(w);
  for (const w of EXTRA_KNOWN) set.add(w);
  for (const w of RECORD_WORDS) set.add(w);
  knownCache.set(lex, set);
  return set;
}
const knownCache = new WeakMap<PreparedLexicon, Set<string>>();
const EXTRA_KNOWN = (
  "today yesterday week weeks month months year years quarter quarters day days ytd mtd expensive " +
  "export exports exporting csv xlsx pdf excel bank connect connecting connection connections import dashboard " +
  "customize customise table view views shortcut shortcuts security secure support phone chat hours help ledger " +
  "chart tenant tenants lease vendor vendors service premium annual landlord owner"
).split(" ");

const byNameWordCache = new WeakMap<Lexicon, Map<string, PropertyRef[]>>();

/**
 * The properties whose names say each word (as typed, "ave" not "avenue"), in the lexicon's order:
 * read once per lexicon, as a query naming a kind of building would read every name again.
 */
export function propertiesByNameWord(lexicon: Lexicon): Map<string, PropertyRef[]> {
  const cached = byNameWordCache.get(lexicon);
  if (cached) return cached;
  const index = new Map<string, PropertyRef[]>();
  for (const p of lexicon.properties)
    for (const w of new Set(nameWords(p.name, false))) {
      const named = index.get(w);
      if (named) named.push(p);
      else index.set(w, [p]);
    }
  byNameWordCache.set(lexicon, index);
  return index;
}
