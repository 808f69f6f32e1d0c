// Phrases the documents cannot see whole. PostgreSQL's english dictionary drops its stop words ("out",
// "up", "off", "down") from every document and every tsquery, so the thesaurus phrase "locked out" is
// searched as "lock" and matches every lock bought or rekeyed. Such a phrase is checked in the text as
// written as well: the rows must say it, or one of its concept's other words.
import { COMMON_WORDS } from "./common-words";
import { withoutAccents } from "./parse-tokens";
import { conceptsOf, phraseWordsOf } from "./thesaurus";
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
 * The concepts of `terms` with a phrase of several words that a stop word makes unseen, or a word of
 * the thesaurus's the stemmer reads as another.
 */
export function saidAsWritten(terms: readonly string[]): SaidAsWritten[] {
  const typed = new Set(terms.map((t) => t.toLowerCase()));
  return conceptsOf(terms).flatMap((alternatives) => {
    const phrases = alternatives.map(phraseWordsOf);
    const hiddenFrom = (p: readonly string[]) => unseen(p) || stemmedAway(p, typed);
    const hidden = phrases.filter(hiddenFrom);
    if (!hidden.length) return [];
    const seen = phrases.filter((p) => p.length && !hiddenFrom(p)).map((p) => p.join(" & "));
    const patterns = hidden.map((p) =>
      p.map((w) => (DOCUMENT_STOP_WORDS.has(w) ? w : `${stemOf(w)}[a-z]*`)).join("[^a-z0-9]+"),
    );
    return [
      {
        pattern: `\\m(${patterns.join("|")})\\M`,
        otherwise: seen.length ? seen.map((s) => (seen.length > 1 ? `(${s})` : s)).join(" | ") : null,
      },
    ];
  });
}

/**
 * Names typed possessive ("Lowe's", "Wendy's"): a shop or a person, which the rows must say as written.
 * The english stemmer reads "lowe" as "low", which "lower element" says. A name is a word no dictionary
 * holds, or one typed with a capital after the query's start ("at Stowe's"); "the tenant's" is a word.
 */
export function possessiveNames(raw: string): string[] {
  const typed = [...withoutAccents(raw).matchAll(/\b([A-Za-z][A-Za-z0-9]*)['’]s\b/g)];
  return typed
    .filter(([, w], i) => {
      const word = w!.toLowerCase();
      const capital = /^[A-Z]/.test(w!) && (typed[i]!.index ?? 0) > 0;
      return !COMMON_WORDS.has(word) && (capital || !isLemma(word));
    })
    .map(([, w]) => w!.toLowerCase());
}

/** The rows that say each possessive name of `terms` as written ("lowe", "lowe's", "lowes"). */
export const namesAsWritten = (raw: string, terms: readonly string[]): SaidAsWritten[] =>
  possessiveNames(raw)
    .filter((name) => terms.includes(name))
    .map((name) => ({ pattern: `\\m${name}('?s)?\\M`, otherwise: null }));
