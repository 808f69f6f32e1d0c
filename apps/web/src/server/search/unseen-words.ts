// Phrases the documents cannot see whole. PostgreSQL's english dictionary drops its stop words ("out",
// "up", "off", "down") from every document and every tsquery, so the thesaurus phrase "locked out" is
// searched as "lock" and matches every lock bought or rekeyed. Such a phrase is checked in the text as
// written as well: the rows must say it, or one of its concept's other words.
import { COMMON_WORDS } from "./common-words";
import { withoutAccents } from "./parse-tokens";
import { conceptsOf, lexeme, phraseWordsOf } from "./thesaurus";
import { isLemma } from "./wordnet";

/** PostgreSQL's english.stop: the words no document keeps. */
export const DOCUMENT_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her " +
    "hers herself it its itself they them their theirs themselves what which who whom this that these " +
    "those am is are was were be been being have has had having do does did doing a an the and but if " +
    "or because as until while of at by for with about against between into through during before after " +
    "above below to from up down in out on off over under again further then once here there when where " +
    "why how all any both each few more most other some such no nor not only own same so than too very " +
    "s t can will just don should now"
  ).split(" "),
);

/** One concept with a phrase the documents cannot see: the rows must say it as written, or `otherwise`. */
export interface SaidAsWritten {
  /** A regular expression over a row's lower-cased text for the phrases ("\mlock[a-z]*[^a-z0-9]+out\M"). */
  pattern: string;
  /** A tsquery of the concept's other alternatives (null: none). */
  otherwise: string | null;
}

/** "locked" → "lock": the start every form of the word shares ("locks", "locking"). */
const stemOf = (w: string) => (w.length > 4 ? w.replace(/(ing|ed|es|e|s)$/, "") : w);

const unseen = (words: readonly string[]) =>
  words.length > 1 &&
  words.some((w) => DOCUMENT_STOP_WORDS.has(w)) &&
  words.some((w) => !DOCUMENT_STOP_WORDS.has(w));

/**
 * A word the thesaurus put in that the english stemmer cuts to another word, the one who does a thing or
 * the machine that does it: "accountant" is searched as "account", which every bank's ACCOUNT ANALYSIS
 * charge says, and "refrigerator" as "refriger", which the AC's refrigerant leak says. ("replacement" is
 * searched as "replac", as "replaced" is: the same job.) A word typed is what was asked for, whatever
 * it matches.
 */
const stemmedAway = (words: readonly string[], typed: ReadonlySet<string>) =>
  words.length === 1 && /^[a-z]{4,}(ant|ator)$/.test(words[0]!) && !typed.has(words[0]!);

/**
 * Words the stemmer cuts to another thing the rows say, typed or not: "screening" is searched as
 * "screen", which every screen door says; "siding" as "side" (the side door), "parking" as "park" (Park
 * Avenue), "listing" as "list" (the punch list), and the state "maine" as "main" (the main line).
 */
const CUT_TO_ANOTHER: ReadonlySet<string> = new Set([
  "screening",
  "siding",
  "parking",
  "listing",
  "housing",
  "maine",
]);

/** The word of CUT_TO_ANOTHER `w` is, in either number, or null. */
const cutToAnother = (w: string) => {
  const one = w.replace(/s$/, "");
  return CUT_TO_ANOTHER.has(one) ? one : null;
};

/** A word of a phrase as the rows must write it: a stop word as is, a word cut to another whole. */
const writtenAs = (w: string) => {
  if (DOCUMENT_STOP_WORDS.has(w)) return w;
  const cut = cutToAnother(w);
  return cut ? `${cut}s?` : `${stemOf(w)}[a-z]*`;
};

/**
 * The concepts of `terms` with a phrase of several words that a stop word makes unseen, or a word of
 * the thesaurus's the stemmer reads as another.
 */
export function saidAsWritten(terms: readonly string[]): SaidAsWritten[] {
  const typed = new Set(terms.map((t) => t.toLowerCase()));
  return conceptsOf(terms).flatMap((alternatives) => {
    const phrases = alternatives.map(phraseWordsOf);
    const hiddenFrom = (p: readonly string[]) =>
      unseen(p) || stemmedAway(p, typed) || p.some((w) => cutToAnother(w) !== null);
    const hidden = phrases.filter(hiddenFrom);
    if (!hidden.length) return [];
    const seen = phrases
      .filter((p) => p.length && !hiddenFrom(p))
      .map((p) => p.map((w) => lexeme(w, false)).join(" & "));
    const patterns = hidden.map((p) => p.map(writtenAs).join("[^a-z0-9]+"));
    return [
      {
        pattern: `\\m(${patterns.join("|")})\\M`,
        otherwise: seen.length ? seen.map((s) => (seen.length > 1 ? `(${s})` : s)).join(" | ") : null,
      },
    ];
  });
}

/** A name typed as a name: the word the query's terms hold, and how the rows must write it. */
export interface TypedName {
  /** The term it left among the query's words ("lowe", "apartments"). */
  word: string;
  /** The name as the answer quotes it ("lowe", "apartments.com"). */
  written: string;
  /** A regular expression over a row's lower-cased text. */
  pattern: string;
}

/**
 * Names typed possessive ("Lowe's", "Wendy's"): a shop or a person, which the rows must say as written.
 * The english stemmer reads "lowe" as "low", which "lower element" says. A name is a word no dictionary
 * holds, or one typed with a capital after the query's start ("at Stowe's"); "the tenant's" is a word.
 */
function possessiveNames(raw: string): TypedName[] {
  const typed = [...raw.matchAll(/\b([A-Za-z][A-Za-z0-9]*)['’]s\b/g)];
  return typed
    .filter(([, w], i) => {
      const word = w!.toLowerCase();
      const capital = /^[A-Z]/.test(w!) && (typed[i]!.index ?? 0) > 0;
      return !COMMON_WORDS.has(word) && (capital || !isLemma(word));
    })
    .map(([, w]) => {
      const word = w!.toLowerCase();
      return { word, written: word, pattern: `\\m${word}('?s)?\\M` };
    });
}

/**
 * A web address ("Apartments.com"): one name, not the word "apartments" (a kind of property) and a
 * "com" that begins "commissions". Its ending is the term that stands for it.
 */
const WEB_ADDRESS = /\b([a-z0-9][a-z0-9-]*)\.(com|net|org)\b/g;

const webAddresses = (raw: string): TypedName[] =>
  [...raw.toLowerCase().matchAll(WEB_ADDRESS)].map(([written, name, ending]) => ({
    word: ending!,
    written: written!,
    // The books may drop the dot ("APARTMENTS COM LISTING").
    pattern: `\\m${name!.replace(/-/g, "\\-")}[^a-z0-9]?${ending}\\M`,
  }));

/** The names typed as names ("at Lowe's", "Apartments.com") among `terms`. */
export const namesTyped = (raw: string, terms: readonly string[]): TypedName[] =>
  [...possessiveNames(withoutAccents(raw)), ...webAddresses(raw)].filter((n) => terms.includes(n.word));

/** The rows that say each name of `terms` typed as a name as written ("lowe", "lowe's", "lowes"). */
export const namesAsWritten = (raw: string, terms: readonly string[]): SaidAsWritten[] =>
  namesTyped(raw, terms).map(({ pattern }) => ({ pattern, otherwise: null }));

/** Whether `text` says the name as written (the row's pattern, read by JavaScript). */
export const saysName = (name: TypedName, text: string): boolean =>
  new RegExp(name.pattern.replace(/\\[mM]/g, "\\b")).test(text.toLowerCase());
