// The search's thesaurus: the synonym and kind groups (thesaurus-groups.ts, thesaurus-kinds.ts), US states
// and property type words (place-words.ts). A query word or phrase in a group matches its members; plural and
// singular are left to the stemmer. `expandTerms` turns free words into a to_tsquery string.
import { pluralKept, singularKept } from "./parse-tokens";
import { PROPERTY_TYPE_WORDS, US_STATES } from "./place-words";
import { SYNONYM_GROUPS } from "./thesaurus-groups";
import { KIND_GROUPS } from "./thesaurus-kinds";
import { FILLER_WORDS } from "./thesaurus-words";
import { namedAlternatives, UTILITY_KIND_GROUPS } from "./utility-names";
import { STOPWORDS } from "./vocabulary";
import { firstAnObject } from "./word-kinds";
import { forms, isFormOfAVerb, isVerbForm } from "./wordnet";

export {
  DOER_WORDS,
  FILLER_WORDS,
  JOB_WRAPPER_WORDS,
  PAID_AS_WORDS,
  PAYER_WORDS,
} from "./thesaurus-words";
export { namedAlternatives } from "./utility-names";

const STOP = new Set(["and", "of", "the", "a", "an", "&"]);
/** A phrase's words as the thesaurus keys them: lower case, without "and", "of", "the", "a", "an". */
export const phraseWordsOf = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w));
const wordsOf = phraseWordsOf;

/** The groups by each member phrase ("heat pump" → its groups). */
const BY_PHRASE: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (group: readonly string[], members = group) => {
    for (const member of members) {
      const key = wordsOf(member).join(" ");
      const set = map.get(key) ?? new Set<string>([key]);
      for (const m of group) set.add(wordsOf(m).join(" "));
      map.set(key, set);
    }
  };
  for (const g of SYNONYM_GROUPS) add(g);
  for (const [broader, ...kinds] of [...KIND_GROUPS, ...UTILITY_KIND_GROUPS]) {
    for (const kind of kinds) add([kind]);
    // With each kind's own other words ("cockroaches" of "roaches").
    const reached = kinds.flatMap((kind) => [...map.get(wordsOf(kind).join(" "))!]);
    add([broader!, ...reached], [broader!]);
  }
  for (const [name, code] of US_STATES) add([name, code]);
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([, code]) => code));

/**
 * "condos" → "condo", "properties" → "property", "taxes" → "tax", "branches" → "branch" (enough for
 * thesaurus and name look-ups; "caches" and "niches" keep their "e").
 */
export const singular = (w: string) =>
  w.length > 4 && w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : w.length > 4 && /(?:x|ss|sh|tch|[lnr]ch)es$/.test(w)
      ? w.slice(0, -2)
      : w.length > 3 && /[^s]s$/.test(w)
        ? w.slice(0, -1)
        : w;

/** The phrases the thesaurus writes in the plural only, by their singular ("bug" of "bugs", "rat" of "rats"). */
const BY_SINGULAR: ReadonlyMap<string, readonly string[]> = new Map(
  [...BY_PHRASE]
    .map(([k, v]) => [k.split(" ").map(singular).join(" "), v] as const)
    .filter(([k]) => !BY_PHRASE.has(k) && !STATE_CODES.has(k)),
);

/** The group of a phrase typed in the singular that the thesaurus writes only in the plural, with it. */
function byPluralForm(span: readonly string[]): readonly string[] | undefined {
  const typed = span.join(" ");
  const alternatives = BY_SINGULAR.get(span.map(singular).join(" "));
  return alternatives && [typed, ...alternatives.filter((a) => a !== typed)];
}

const LONGEST = Math.max(...[...BY_PHRASE.keys()].map((k) => k.split(" ").length));
/** How many small words a phrase may be typed with beyond its key's words ("the", "a"). */
const SMALL_WORDS_INSIDE = 2;

/** Whether two of the thesaurus's phrases are one group's ("air conditioner", "air conditioning"). */
export const synonymous = (a: string, b: string) => BY_PHRASE.get(a)?.includes(b) ?? false;

/** The thesaurus's phrases of two words or more ("vacation rental", "pest control"). */
export const thesaurusPhrases = (): string[] => [...BY_PHRASE.keys()].filter((k) => k.includes(" "));

/**
 * The thesaurus phrase typed around the word at `at` ("tornado shelter" of "tornado shelters"), longest
 * first, among the spans `accept` allows (given the phrase's words), as its typed words (null: none).
 */
export function phraseAround(
  typed: readonly string[],
  at: number,
  accept: (key: readonly string[], from: number, n: number) => boolean,
): string[] | null {
  // Typed with small words the keys leave out ("shutting off the water for winter"): a span longer
  // than the longest key holds them inside it.
  for (let n = LONGEST + SMALL_WORDS_INSIDE; n >= 2; n--)
    for (let from = Math.max(0, at - n + 1); from <= at && from + n <= typed.length; from++) {
      const span = typed.slice(from, from + n);
      if (n > LONGEST && !(wordsOf(span[0]!).length && wordsOf(span[n - 1]!).length)) continue;
      const key = wordsOf(span.join(" "));
      const known = BY_PHRASE.has(key.join(" ")) || BY_PHRASE.has(key.map(singular).join(" "));
      // Two words of the phrase's own at least: "me the" is no phrase, though "me" is Maine's code.
      if (key.length > 1 && known && accept(key, from, n)) return typed.slice(from, from + n);
    }
  return null;
}

/** Whether the word at `at` is one of a thesaurus phrase typed around it ("bib" of "hose bib"). */
export const inAPhrase = (typed: readonly string[], at: number): boolean =>
  phraseAround(typed, at, () => true) !== null;

/**
 * The thesaurus phrase that says a stopword typed around the word at `at` ("give back" of "deposits I
 * give back", "locked out"). The parser drops stopwords, so such a phrase is only read when looked for
 * this way.
 */
export const stopwordPhraseAround = (
  typed: readonly string[],
  at: number,
  free: (from: number, n: number) => boolean = () => true,
): string[] | null =>
  phraseAround(typed, at, (key, from, n) => key.some((w) => STOPWORDS.has(w)) && free(from, n));

/** Every word the thesaurus knows (the typo corrector's vocabulary includes them). */
export function thesaurusWords(): string[] {
  const phrases = [...BY_PHRASE.keys(), ...Object.keys(PROPERTY_TYPE_WORDS)];
  return [...new Set(phrases.flatMap((k) => k.split(" ")))].filter((w) => w.length >= 3);
}

/**
 * The query's words as concepts: the longest thesaurus phrase at each position (its alternatives),
 * else the word alone. Filler and stop words are left out, unless filler is all there is.
 */
export function conceptsOf(terms: readonly string[]): (readonly string[])[] {
  const words = terms.map(normalTerm).filter((w) => w && !STOP.has(w));
  // Filler words alone are the question ("work"): kept, as the plan keeps them.
  const fillerOnly = words.every((w) => FILLER_WORDS.has(w));
  const either = words.findIndex((w) => w.includes(EITHER));
  if (either < 0) return wordConcepts(words, fillerOnly);
  // A list's words any of which a row may say (reread.ts): one concept of all their alternatives.
  const alternatives = words[either]!.split(EITHER).flatMap((w) => wordConcepts([w], true)[0] ?? []);
  return [
    ...wordConcepts(words.slice(0, either), fillerOnly),
    [...new Set(alternatives)],
    ...wordConcepts(words.slice(either + 1), fillerOnly),
  ];
}

/** A term written as any of a list's words ("pipe|drain"): a row that says one of them matches it. */
export const EITHER = "|";
/** Marks a list's word the answer does not quote: a stem that ranks the rows ("~petit"), not a word typed. */
export const UNQUOTED = "~";

const normalTerm = (t: string) =>
  t
    .toLowerCase()
    .split(EITHER)
    .map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean)
    .join(EITHER);

/**
 * A new thing is one put in: the books say "replaced" or "installed" of it, seldom "new" ("new heat
 * pump": "Heat pump replaced - 3 ton"). Only of a thing: a new tenant or lease is no replacement.
 */
const NEW_THING: readonly string[] = ["new", ...(BY_PHRASE.get("replaced") ?? [])];
/** "new" at `i` before an object, read as a word alone: a phrase of its own ("new roof") is read first. */
const putInNew = (words: readonly string[], i: number) =>
  words[i] === "new" && words.slice(i + 1, i + 3).some((w) => firstAnObject(singular(w)))
    ? NEW_THING
    : undefined;

function wordConcepts(words: readonly string[], fillerOnly: boolean): (readonly string[])[] {
  const out: (readonly string[])[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      const alternatives =
        BY_PHRASE.get(span.join(" ")) ??
        BY_PHRASE.get(span.map(singular).join(" ")) ??
        byPluralForm(span) ??
        (n === 1 ? (putInNew(words, i) ?? byBaseForm(span[0]!)) : undefined) ??
        bySynonym(span) ??
        inAnyOrder(span);
      if (alternatives) {
        // A state's code is no word of text ("2nd fl" is no Florida): a state typed by name is its
        // name in text, and the place filter reads it as the state (plan.ts).
        const typed = span.join(" ");
        out.push(alternatives.filter((a) => a === typed || !STATE_CODES.has(a)));
        taken = n + said(alternatives, words.slice(i + n));
        break;
      }
    }
    if (!taken) {
      if (fillerOnly || !FILLER_WORDS.has(words[i]!)) out.push([words[i]!]);
      taken = 1;
    }
    i += taken;
  }
  return out;
}

/**
 * A verb's -ing or -ed form of a word the thesaurus knows ("fixing", "repaired"), or of the noun it
 * writes for the doing ("evicted" of "eviction", "renovating" of "renovation"): that word's group.
 */
function byBaseForm(word: string): readonly string[] | undefined {
  if (!isVerbForm(word)) return undefined;
  const bases = forms(word).filter((f) => f !== word);
  const doing = bases.flatMap((f) => [`${f}ion`, `${f.replace(/e$/, "")}ion`, `${f}ation`, `${f}ment`]);
  const base = [...bases, ...doing].find((f) => BY_PHRASE.has(f));
  return base ? [word, ...BY_PHRASE.get(base)!] : undefined;
}

/**
 * A phrase of the thesaurus typed with one word in another word of its group ("rubbish collection" is
 * the trash collection): the phrase's alternatives and the words as typed. Null for a single word.
 */
function bySynonym(span: readonly string[]): readonly string[] | undefined {
  if (span.length < 2) return undefined;
  for (let k = 0; k < span.length; k++) {
    const phrases = BY_SKELETON.get(skeleton(span, k));
    if (!phrases) continue;
    const alike = BY_PHRASE.get(span[k]!) ?? BY_PHRASE.get(singular(span[k]!)) ?? [];
    const phrase = phrases.find((p) => alike.includes(p.split(" ")[k]!));
    if (phrase) return [span.join(" "), ...BY_PHRASE.get(phrase)!];
  }
  return undefined;
}

/** The words of the thesaurus's phrases of two or three words. */
const PHRASE_WORDS: ReadonlySet<string> = new Set(
  [...BY_PHRASE.keys()].filter((k) => /^\S+ \S+( \S+)?$/.test(k)).flatMap((k) => k.split(" ")),
);

/** The bases worked out (asPhrasesWriteIt), by word. */
const BASES = new Map<string, string>();

/**
 * A word's base as the phrases write it: the shortest of its forms they hold ("sweeping" of "lot
 * sweeping" is "sweep"), or itself.
 */
function asPhrasesWriteIt(w: string): string {
  let base = BASES.get(w);
  if (base === undefined) {
    base = forms(w)
      .filter((f) => PHRASE_WORDS.has(f))
      .reduce((a, b) => (b.length < a.length ? b : a), w);
    // Every query reads its words' concepts many times over: each word's base is worked out once.
    if (BASES.size > 50_000) BASES.clear();
    BASES.set(w, base);
  }
  return base;
}

/** A bag of words in any order: its words, as the phrases write them, sorted. */
const bagOf = (words: readonly string[]) => words.map(asPhrasesWriteIt).sort().join(" ");

/** The thesaurus's phrases of two or three words by their bags. */
const BY_BAG: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const phrase of BY_PHRASE.keys()) {
    const words = phrase.split(" ");
    if (words.length < 2 || words.length > 3) continue;
    const bag = bagOf(words);
    if (!map.has(bag)) map.set(bag, phrase);
  }
  return map;
})();

/**
 * A phrase of the thesaurus typed in another order or another form of its words ("sweeping the
 * chimney" is a chimney sweep, "washing the windows" window washing, "checking backgrounds" a
 * background check): the phrase's alternatives and the words as typed. Null for a single word.
 */
function inAnyOrder(span: readonly string[]): readonly string[] | undefined {
  if (span.length < 2 || span.length > 3) return undefined;
  const phrase = BY_BAG.get(bagOf(span));
  return phrase ? [span.join(" "), ...BY_PHRASE.get(phrase)!] : undefined;
}

/** A phrase with its `k`th word left blank ("* collection"): the phrases a synonym there would make. */
const skeleton = (words: readonly string[], k: number) => words.map((w, i) => (i === k ? "*" : w)).join(" ");

/** The thesaurus's phrases by each of their skeletons. */
const BY_SKELETON: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const phrase of BY_PHRASE.keys()) {
    const words = phrase.split(" ");
    if (words.length < 2) continue;
    for (let k = 0; k < words.length; k++)
      map.set(skeleton(words, k), [...(map.get(skeleton(words, k)) ?? []), phrase]);
  }
  return map;
})();

/**
 * How many of the words after a phrase its alternatives already say ("occupancy excise tax": the
 * tax is the lodging tax's): they are part of the concept, not a further word every row must have.
 */
function said(alternatives: readonly string[], next: readonly string[]): number {
  const theirs = new Set(alternatives.flatMap((a) => a.split(" ")));
  let n = 0;
  while (n < next.length && theirs.has(singular(next[n]!)) && !STATE_CODES.has(next[n]!)) n++;
  return n;
}

/**
 * The data's words that start with a word it does not know as a whole ("alar" → "alarm"), or null
 * for a word it knows. Completions let a cut word match through the stemmer: "booki:*" misses
 * "booking", stored as "book", but "booking" itself finds it.
 */
export type Completer = {
  (word: string): readonly string[] | null;
  /**
   * For a word of English typed whole whose start is a name's own word ("fan" of Fannin County, "pet" of
   * Devontae Pettaway): the data's other words it starts ("fans"), matched in place of a prefix that
   * would reach the name; null when no name's word starts with it.
   */
  asWord?: (word: string) => readonly string[] | null;
  /** For a verb's -ing form typed whole ("renting"): the data's nouns of the verb ("rental", "renter"). */
  kin?: (word: string) => readonly string[] | null;
};

/** A to_tsquery term: the word, prefix-matched when `prefix` (numbers and one-letter words never), or any of its completions. */
export function lexeme(w: string, prefix: boolean, completions: readonly string[] = []): string {
  const own = prefix && w.length >= 2 && !/^\d+$/.test(w) ? `${w}:*` : w;
  // Letters and a number typed together that the books part with a hyphen ("e5521" for E-5521).
  const coded = /^([a-z]+)(\d+)$/.exec(w) ?? /^(\d+)([a-z]+)$/.exec(w);
  const parts = [
    own,
    ...(coded ? [`${coded[1]} & ${coded[2]}`] : []),
    ...(prefix ? [] : pluralKept(w)),
    ...singularKept(w),
    ...completions.filter((c) => /^[a-z0-9]+$/.test(c)),
  ];
  return parts.length > 1 ? `(${parts.join(" | ")})` : own;
}

/**
 * A plural the books hold whole ("bats"): a word finished, not one being typed, whose stem as a prefix
 * ("bat:*") would reach other words ("bathroom", "batteries").
 */
const pluralTypedWhole = (w: string, complete: Completer) =>
  w.length > 3 && /[^s]s$/.test(w) && complete(w) === null;

/**
 * A to_tsquery string for the query's free words: every concept must match, a concept by any of its
 * alternatives, an alternative by all its words. Words match whole (after stemming) except the last
 * one typed, which may be a word still being typed ("gas lea"), and any typed word the data does not
 * know (`complete`), which is a word cut short ("smoke alar batt"). Only [a-z0-9] and operators: no
 * user syntax gets through.
 */
export function expandTerms(
  terms: readonly string[],
  complete: Completer = () => null,
  /** Whether the last word may still be being typed (false: it was typed whole, see plan.ts). */
  lastTyping = true,
  /** For ranking: whether the books hold a word whole (utility-names.ts namedAlternatives). */
  holds?: (word: string) => boolean,
): string | null {
  const concepts = conceptsOf(terms);
  if (!concepts.length) return null;
  const conceptSql = (alternatives: readonly string[], last: boolean) => {
    const typed = alternatives.length === 1;
    const alts = [
      ...new Set(
        namedAlternatives(alternatives, holds).map((a) =>
          wordsOf(a)
            .map((w, i, all) => {
              const cut = typed && w.length >= 3 && !/^\d+$/.test(w) ? complete(w) : null;
              const typing =
                typed && last && i === all.length - 1 && !isFormOfAVerb(w) && !pluralTypedWhole(w, complete);
              const asWord = cut !== null || typing ? (complete.asWord?.(w) ?? null) : null;
              if (asWord) return lexeme(w, false, asWord);
              const kin = typed && cut === null && !typing ? (complete.kin?.(w) ?? []) : [];
              return lexeme(w, cut !== null || typing, cut ?? kin);
            })
            .join(" & "),
        ),
      ),
    ].filter(Boolean);
    const parts = alts.map((a) => (a.includes("&") && alts.length > 1 ? `(${a})` : a));
    return parts.length > 1 ? `(${parts.join(" | ")})` : parts[0]!;
  };
  return concepts.map((c, i) => conceptSql(c, lastTyping && i === concepts.length - 1)).join(" & ");
}
