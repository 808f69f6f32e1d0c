// Words that tell when a thing happened ("on a cold night", "in the middle of the night", "after move
// out"), from WordNet's nouns for times (wordnet.ts): detail a sentence may set aside (word-kinds.ts).
import { describes, nounFile, sensesOf } from "./wordnet";

/** Words that only say a noun follows ("the night", "a cold night"). */
export const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the"]);

/** WordNet's lexicographer file of nouns for times ("night", "weekend", "winter"). */
const TIME_FILE = 28;

/** Whether WordNet's first sense of `word` as a noun is a time ("Sunday", "night"). */
export function namesATime(word: string | undefined): boolean {
  const senses = word ? sensesOf(word) : null;
  return senses?.nounOffset != null && nounFile(senses.nounOffset) === TIME_FILE;
}

/**
 * Whether `word` is said of a time typed after it ("the middle of the night", "the end of the month"):
 * where in a time, which tells when, not what.
 */
export function partOfATime(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  if (at < 0 || typed[at + 1] !== "of") return false;
  // Past its article and what the time was like ("the middle of a cold night").
  let next = at + 2;
  while (next < typed.length && (ARTICLES.has(typed[next]!) || describes(typed[next]!))) next++;
  return namesATime(typed[next]);
}

/** Words that put a time after them ("on a Sunday", "at night", "over the weekend"). */
const WHEN_WORDS = new Set(["on", "at", "in", "during", "over"]);

/** Words that put an event after them, which tells when ("after move out", "between guests"). */
const AROUND_WORDS = new Set(["after", "before", "between"]);

/** The word typed before `word`, past "a", "an" or "the" ("" at the start). */
export function wordBefore(word: string, typed: readonly string[]): string {
  const at = typed.indexOf(word);
  if (at < 1) return "";
  return typed[ARTICLES.has(typed[at - 1]!) ? at - 2 : at - 1] ?? "";
}

/**
 * Whether `word` is a time typed after "on", "at", "during" and the like ("no heat on Sunday", "locked
 * out at night"), or the time a part of a time is of ("the middle of the night"): when it happened,
 * which the books seldom say.
 */
export function whenItWas(word: string, typed: readonly string[]): boolean {
  if (!namesATime(word)) return saidOfATime(word, typed);
  // Past what the time was like ("on a cold winter night").
  const before = wordBefore(
    word,
    typed.filter((w, i) => w === word || !((describes(w) || namesATime(w)) && namesATime(typed[i + 1]))),
  );
  if (WHEN_WORDS.has(before)) return true;
  const of = typed.lastIndexOf("of", typed.indexOf(word));
  return before === "of" && of >= 1 && partOfATime(typed[of - 1]!, typed);
}

/** How far into a time ("late at night", "early in the morning"). */
const HOW_FAR_IN = new Set(["late", "later", "early", "earlier"]);

/**
 * Whether `word` says what a time typed after it was like ("cold" of "on a cold night"), or how far
 * into it ("late" of "late at night").
 */
function saidOfATime(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const next = typed[at + 1];
  if (next === undefined) return false;
  if (HOW_FAR_IN.has(word) && WHEN_WORDS.has(next)) {
    const time = typed.slice(at + 2).find((w) => !ARTICLES.has(w) && !describes(w));
    return time !== undefined && namesATime(time) && whenItWas(time, typed);
  }
  return describes(word) && namesATime(next) && whenItWas(next, typed);
}

/** Words that begin a clause telling when ("when they moved out", "while the tenant was away"). */
const CLAUSE_WORDS = new Set(["when", "while", "once", ...AROUND_WORDS]);
/** Who or what a clause that tells when goes on with ("when they", "after the tenant"). */
const CLAUSE_SUBJECTS = new Set([..."they he she we i it you my our their".split(" "), ...ARTICLES]);

/**
 * Whether `word` is the event typed after "after" or "before" ("rekeying after move out"), or a word of
 * a clause that tells when, past its first word ("money back to the tenant when they moved out"): when
 * it happened, which a sentence may set aside when no row says it.
 */
export function aroundAnEvent(word: string, typed: readonly string[]): boolean {
  if (AROUND_WORDS.has(wordBefore(word, typed))) return true;
  const at = typed.indexOf(word);
  const clause = typed.findIndex((w, i) => i > 0 && i < at - 1 && CLAUSE_WORDS.has(w));
  return clause > 0 && CLAUSE_SUBJECTS.has(typed[clause + 1]!);
}
