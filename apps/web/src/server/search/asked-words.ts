// The search's own words: those a question asks with ("transactions", "biggest", "December",
// "Vermont", "lodging tax"). Typed cut short or mistyped they are as much the user's slips as the
// books' words are, but no row says them, so the books' words alone can neither finish nor correct
// them ("transac on 2025-07-10", "bigge expenses last month", "nuumber of Vrbo bookings").
import { COMMON_WORDS } from "./common-words";
import { withinReach } from "./edits";
import type { OrgLexicon } from "./lexicon";
import { US_STATES } from "./place-words";
import { RECORD_WORDS } from "./records";
import {
  FILLER_WORDS,
  JOB_WRAPPER_WORDS,
  PAID_AS_WORDS,
  singular,
  synonymous,
  thesaurusPhrases,
  thesaurusWords,
} from "./thesaurus";
import { PROPERTY_NOUNS, STOPWORDS, staticVocabulary, TYPE_WORDS } from "./vocabulary";
import { isLemma } from "./wordnet";

/**
 * Words a question asks with, of seven letters or more ("anything", "recorded", "contractors"), and
 * "number". A shorter one ("every", "person", "place") is too near a name the books lack ("Evergy",
 * "Persson") to be what was meant by it.
 */
const LONG_ASKING = [...STOPWORDS, ...FILLER_WORDS, ...JOB_WRAPPER_WORDS, ...PAID_AS_WORDS, ...PROPERTY_NOUNS]
  .filter((w) => w.length >= 7)
  .concat("number");

/** The seasons a period is named by ("summer 2025"). */
const SEASONS = ["spring", "summer", "fall", "autumn", "winter"];

/** The search's own words, for the typo corrector beside the books' words. */
export const ASKED_WORDS: readonly string[] = [
  ...new Set([
    ...staticVocabulary(),
    // A phrase's stop word ("after every stay") is a short asking word too, the long ones kept below.
    ...thesaurusWords().filter((w) => !STOPWORDS.has(w)),
    ...LONG_ASKING,
    ...RECORD_WORDS,
    ...SEASONS,
  ]),
]
  // A key written with its number ("section8") is typed with its word apart ("sectin 8").
  .map((w) => w.replace(/(?<=[a-z]{3})\d+$/, ""))
  .filter((w) => /^[a-z]+$/.test(w))
  .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
/**
 * The words a cut word is finished as. A state's are apart: "Carol", "Louis" and "India" are words
 * of their own, while "Vermo" and "Pennsylv" are only ever the state cut short.
 */
const STATE_WORDS = new Set(US_STATES.flatMap(([name]) => name.split(" ")));
const FINISHED = ASKED_WORDS.filter((w) => !STATE_WORDS.has(w));
const STATES_FINISHED = [...STATE_WORDS].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

/** Whole words of a question, short ones too ("total", "every"): never the start of another. */
const ASKED = new Set([...ASKED_WORDS, ...STOPWORDS, ...FILLER_WORDS]);

/**
 * Each word of a thesaurus phrase and the words that follow it there ("vacation" → rental, rentals),
 * or, `backwards`, the words before it ("rental" → vacation, short).
 */
function neighbours(backwards: boolean): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, Set<string>>();
  for (const phrase of thesaurusPhrases()) {
    const words = phrase.split(" ");
    if (backwards) words.reverse();
    for (let i = 1; i < words.length; i++)
      map.set(words[i - 1]!, (map.get(words[i - 1]!) ?? new Set()).add(words[i]!));
  }
  return new Map([...map].map(([w, next]) => [w, [...next].sort((a, b) => a.length - b.length)]));
}
const FOLLOWING = neighbours(false);
const PRECEDING = neighbours(true);

/** Whether a thesaurus phrase has `b` right after `a` ("heating ac", "vacation rental"). */
export const inPhraseTogether = (a: string, b: string) => FOLLOWING.get(a)?.includes(b) ?? false;

/**
 * The shortest word of `words` that `typed` begins, when all such words are one word's forms: they
 * share the letters typed and three more, and most of the shortest ("air cond": conditioner or
 * conditioning), or null: "trans" may be a transfer or a transaction.
 */
function oneBegun(words: readonly string[], typed: string): string | null {
  const begun = words.filter((a) => a.startsWith(typed));
  const word = begun[0];
  if (!word || word === typed) return null;
  let shared = word.length;
  for (const other of begun) while (shared > 0 && other.slice(0, shared) !== word.slice(0, shared)) shared--;
  return shared === word.length || (shared >= typed.length + 3 && shared >= 0.8 * word.length) ? word : null;
}

/**
 * The word of a thesaurus phrase `typed` was cut from, by the word typed beside it in `side` (the
 * word before, or the word after), or null. Three letters begin too many words the books say there
 * ("roof rep": repair or replacement); two of the books' own words are searched as written ("water
 * heat" finds "Water heater flush").
 */
function phraseWord(typed: string, beside: string | undefined, side: "before" | "after", lex: Books) {
  if (!beside || typed.length < 4 || STOPWORDS.has(beside)) return null;
  if (lex.dataWords.has(typed) && lex.dataWords.has(beside)) return null;
  const words = (side === "before" ? FOLLOWING : PRECEDING).get(beside);
  if (!words || words.includes(typed)) return null;
  const word = oneBegun(words, typed);
  if (word) return word;
  // Words it begins that make one thing with the word beside ("air conditio": conditioner, conditioning).
  const [first, ...others] = words.filter((w) => w.startsWith(typed));
  const phrase = (w: string) => (side === "before" ? `${beside} ${w}` : `${w} ${beside}`);
  return first && others.length && others.every((w) => synonymous(phrase(first), phrase(w))) ? first : null;
}

/**
 * The word saying money in or out that four letters or more were cut from ("inco" of income), when
 * the books' words they begin are that word's forms only (an account's "Rental Income"): a correction
 * is one letter per four away, so only finishing reads it.
 */
function typeWordBegun(typed: string, lex: Books): string | null {
  // A word of its own ("collection", the name "Tran") is no word cut short.
  if (typed.length < 4 || typed in TYPE_WORDS || lex.dataWords.has(typed) || isLemma(typed)) return null;
  // Of the search's words, it begins only that word's forms ("trans" may be a transaction too).
  const word = oneBegun(FINISHED, typed);
  if (!word || !(word in TYPE_WORDS)) return null;
  // Its forms are the only search words it begins (oneBegun), so any other word of the books is not one.
  return (lex.complete(typed) ?? []).every((w) => w in TYPE_WORDS) ? word : null;
}

/**
 * The search's word `typed` was cut from, when cut further than a slip reaches; a letter or so short,
 * it is as near the books' words as a slip is ("brough": their "borough", or "brought"), and the
 * corrector weighs both.
 */
const cutFurther = (typed: string, word: string) => (withinReach(typed, word) ? null : word);

/** The search's word a typed one was cut from, or null (see finishAskedWords). */
function finished(typed: string, before: string | undefined, after: string | undefined, lex: Books) {
  if (!/^[a-z]{3,}$/.test(typed)) return null;
  // Beside a word of a thesaurus phrase, the phrase's word there ("vacation rent", "pest contr",
  // "vacat rental").
  const inPhrase = phraseWord(typed, before, "before", lex) ?? phraseWord(typed, after, "after", lex);
  if (inPhrase) return inPhrase;
  const typeWord = typeWordBegun(typed, lex);
  if (typeWord) return cutFurther(typed, typeWord);
  // Before other words, a cut word is no longer being typed (last, its start still matches).
  const booksWord = after === undefined ? null : booksWordBegun(typed, lex);
  if (booksWord) return booksWord;
  if (typed.length < 5 || ASKED.has(typed) || lex.dataWords.has(typed)) return null;
  // The books' words it begins: it is one of those cut short, unless they are states' names only
  // (a property in "MS" makes "mississippi" a word of the books, which no row writes).
  const begun = lex.complete(typed) ?? [];
  if (begun.some((w) => !STATE_WORDS.has(w))) return null;
  // An everyday word is meant as typed ("small" is no "smallest"), unless it is a verb typed for the
  // search's noun made of it ("transact" of transactions).
  if (COMMON_WORDS.has(typed))
    return NOMINAL_ENDINGS.map((end) => typed + end).find((w) => ASKED_WORDS.includes(w)) ?? null;
  const within = (words: readonly string[]) => words.filter((a) => a.length <= 2 * typed.length);
  const word = begun.length ? null : oneBegun(within(FINISHED), typed);
  if (word || isLemma(typed)) return word && cutFurther(typed, word);
  return oneBegun(within(STATES_FINISHED), typed);
}

/**
 * The one word of the books, in its forms only, that a word no one writes whole begins ("lodgi taxes":
 * lodging, "kans rentals": Kansas, "charg when tenants paid late": charge), or null: read whole, the
 * thesaurus and the names read it too, where its start only matched rows.
 */
function booksWordBegun(typed: string, lex: Books): string | null {
  if (typed.length < 4 || ASKED.has(typed) || COMMON_WORDS.has(typed) || isLemma(typed)) return null;
  const theirs = lex.complete(typed) ?? [];
  // complete() lists eight at most: eight may be the start of more.
  if (!theirs.length || theirs.length >= 8) return null;
  // The search's own words it begins are of that word too, and none whose form decides how it is
  // read ("recei": received is money in; "renta": rentals are properties).
  const ours = ASKED_WORDS.filter((w) => w.startsWith(typed));
  if (ours.some((w) => w in TYPE_WORDS || PROPERTY_NOUNS.has(w))) return null;
  const [word, ...others] = [...new Set([...theirs, ...ours])].sort((a, b) => a.length - b.length);
  return others.every((w) => formOf(w, word!)) ? word! : null;
}

/** Whether `w` is `word` with an ending of number or tense ("charges", "charged", "batteries"). */
const formOf = (w: string, word: string) =>
  ["s", "es", "d", "ed", "ing"].some((end) => w === word + end || w === word.replace(/[ey]$/, "") + end) ||
  singular(w) === word;

/** The endings that make a noun of a verb, as the search's words are made ("transactions"). */
const NOMINAL_ENDINGS = ["ions", "ion"];

type Books = Pick<OrgLexicon, "dataWords" | "complete">;

/**
 * The query with each word cut short from one of the search's own finished, or null when there is
 * none: a word of five letters or more that begins none of the books' words but one of the search's,
 * at most twice as long ("transac": transaction, "Decem": December, "lodgi": lodging; a state's name
 * when the word is no word of its own: "Vermo"), or a word of four letters or more that begins the
 * word a thesaurus phrase has beside the word typed beside it ("vacation rent": rental, "vacat
 * rental": vacation), or four letters or more of a word saying money in or out ("inco": income).
 * Otherwise four letters are as often a name's ("Marc" of March), and an everyday word is
 * meant as typed ("small" is no "smallest") unless it is the verb of the search's noun ("transact").
 */
export function finishAskedWords(query: string, lex: Books): string | null {
  const parts = query.split(/([^A-Za-z0-9]+)/);
  let changed = false;
  let before: string | undefined;
  // The thesaurus keeps its phrases without "and" ("heating and AC" is "heating ac"): the word
  // beside another is the next one that is not "and" ("heati and AC").
  const words = parts.map((p, i) => (i % 2 === 0 ? p.toLowerCase() : ""));
  const next = (i: number) => words.slice(i + 2).find((w) => w && w !== "and");
  for (let i = 0; i < parts.length; i += 2) {
    const typed = words[i]!;
    if (!typed || typed === "and") continue;
    // A possessive is a name's ("Lowe's"), never a question's word cut short ("lowest").
    const possessive = /^['’]$/.test(parts[i + 1] ?? "") && words[i + 2] === "s";
    const word = possessive ? null : finished(typed, before, next(i), lex);
    if (word) {
      parts[i] = word;
      changed = true;
    }
    before = word ?? typed;
  }
  return changed ? parts.join("") : null;
}
