// The search's own words: those a question asks with ("transactions", "biggest", "December",
// "Vermont", "lodging tax"). Typed cut short or mistyped they are as much the user's slips as the
// books' words are, but no row says them, so the books' words alone can neither finish nor correct
// them ("transac on 2025-07-10", "bigge expenses last month", "nuumber of Vrbo bookings").
import { COMMON_WORDS } from "./common-words";
import type { OrgLexicon } from "./lexicon";
import { FILLER_WORDS, JOB_WRAPPER_WORDS, PAID_AS_WORDS, thesaurusWords, US_STATES } from "./thesaurus";
import { PROPERTY_NOUNS, STOPWORDS, staticVocabulary } from "./vocabulary";

/**
 * Words a question asks with, of seven letters or more ("anything", "recorded", "contractors"), and
 * "number". A shorter one ("every", "person", "place") is too near a name the books lack ("Evergy",
 * "Persson") to be what was meant by it.
 */
const LONG_ASKING = [...STOPWORDS, ...FILLER_WORDS, ...JOB_WRAPPER_WORDS, ...PAID_AS_WORDS, ...PROPERTY_NOUNS]
  .filter((w) => w.length >= 7)
  .concat("number");

/** The search's own words, for the typo corrector beside the books' words. */
export const ASKED_WORDS: readonly string[] = [
  ...new Set([...staticVocabulary(), ...thesaurusWords(), ...LONG_ASKING]),
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

/**
 * The query with each word of five letters or more that begins none of the books' words but one of
 * the search's own, at most twice as long as typed, finished as that word ("transac": transaction,
 * "Decem": December, "lodgi": lodging), or null when there is none. Four letters are as often a
 * name's ("Marc" of March), and an everyday word is meant as typed ("small" is no "smallest").
 */
export function finishAskedWords(
  query: string,
  lex: Pick<OrgLexicon, "dataWords" | "complete">,
): string | null {
  let finished = false;
  const text = query.replace(/[A-Za-z0-9]+/g, (typed) => {
    const w = typed.toLowerCase();
    if (
      w.length < 5 ||
      !/^[a-z]+$/.test(w) ||
      ASKED.has(w) ||
      COMMON_WORDS.has(w) ||
      lex.dataWords.has(w) ||
      lex.complete(w)?.length
    )
      return typed;
    const begun = FINISHED.filter((a) => a.length <= 2 * w.length && a.startsWith(w));
    const word = begun[0];
    // Two words it may begin ("trans": transfer, transaction) are a guess.
    if (!word || !begun.every((a) => a.startsWith(word))) return typed;
    finished = true;
    return word;
  });
  return finished ? text : null;
}
