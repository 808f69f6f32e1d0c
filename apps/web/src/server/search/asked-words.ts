// The search's own words: those a question asks with ("transactions", "biggest", "December",
// "Vermont", "lodging tax"). Typed cut short or mistyped they are as much the user's slips as the
// books' words are, but no row says them, so the books' words alone can neither finish nor correct
// them ("transac on 2025-07-10", "bigge expenses last month", "nuumber of Vrbo bookings").
import { COMMON_WORDS } from "./common-words";
import type { OrgLexicon } from "./lexicon";
import { RECORD_WORDS } from "./records";
import {
  FILLER_WORDS,
  JOB_WRAPPER_WORDS,
  PAID_AS_WORDS,
  thesaurusPhrases,
  thesaurusWords,
  US_STATES,
} from "./thesaurus";
import { PROPERTY_NOUNS, STOPWORDS, staticVocabulary } from "./vocabulary";

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
  ...new Set([...staticVocabulary(), ...thesaurusWords(), ...LONG_ASKING, ...RECORD_WORDS, ...SEASONS]),
]
  .filter((w) => /^[a-z]+$/.test(w))
  .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
/**
 * The words a cut word is finished as: not a state's ("Carol", "Louis" and "Georg" begin people's
 * names as often as Carolina, Louisiana and Georgia), which the corrector still offers.
 */
const STATE_WORDS = new Set(US_STATES.flatMap(([name]) => name.split(" ")));
const FINISHED = ASKED_WORDS.filter((w) => !STATE_WORDS.has(w));

/** Whole words of a question, short ones too ("total", "every"): never the start of another. */
const ASKED = new Set([...ASKED_WORDS, ...STOPWORDS, ...FILLER_WORDS]);

/** Each word of a thesaurus phrase, and the words that follow it there ("vacation" → rental, rentals). */
const FOLLOWING: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const phrase of thesaurusPhrases()) {
    const words = phrase.split(" ");
    for (let i = 1; i < words.length; i++)
      map.set(words[i - 1]!, (map.get(words[i - 1]!) ?? new Set()).add(words[i]!));
  }
  return new Map([...map].map(([w, next]) => [w, [...next].sort((a, b) => a.length - b.length)]));
})();

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

/** The search's word a typed one was cut from, or null (see finishAskedWords). */
function finished(typed: string, before: string | undefined, lex: Books): string | null {
  if (!/^[a-z]{3,}$/.test(typed)) return null;
  // After a word a thesaurus phrase begins with, the phrase's next word ("vacation rent", "pest contr").
  // Three letters begin too many words the books say there ("roof rep": repair or replacement).
  // Two of the books' own words are searched as written ("water heat" finds "Water heater flush").
  const written = lex.dataWords.has(typed) && before !== undefined && lex.dataWords.has(before);
  const next =
    before && typed.length >= 4 && !written && !STOPWORDS.has(before) ? FOLLOWING.get(before) : undefined;
  if (next && !next.includes(typed)) {
    const word = oneBegun(next, typed);
    if (word) return word;
  }
  if (typed.length < 5 || ASKED.has(typed) || COMMON_WORDS.has(typed) || lex.dataWords.has(typed))
    return null;
  if (lex.complete(typed)?.length) return null;
  return oneBegun(
    FINISHED.filter((a) => a.length <= 2 * typed.length),
    typed,
  );
}

type Books = Pick<OrgLexicon, "dataWords" | "complete">;

/**
 * The query with each word cut short from one of the search's own finished, or null when there is
 * none: a word of five letters or more that begins none of the books' words but one of the search's,
 * at most twice as long ("transac": transaction, "Decem": December, "lodgi": lodging), or a word of
 * four letters or more that begins the word a thesaurus phrase has after the word typed before it
 * ("vacation rent": rental). Four letters are as often a name's ("Marc" of March), and an everyday
 * word is meant as typed ("small" is no "smallest").
 */
export function finishAskedWords(query: string, lex: Books): string | null {
  const parts = query.split(/([^A-Za-z0-9]+)/);
  let changed = false;
  let before: string | undefined;
  for (let i = 0; i < parts.length; i += 2) {
    const typed = parts[i]!.toLowerCase();
    if (!typed) continue;
    const word = finished(typed, before, lex);
    if (word) {
      parts[i] = word;
      changed = true;
    }
    before = word ?? typed;
  }
  return changed ? parts.join("") : null;
}
