// A slip in an everyday word that tells what happened or how ("who cears the snow", "the storm that
// wreked the roof"): the books never say such a word, so no word of theirs is near it, and the slip
// left the whole question found nowhere. Read as the everyday word, it is set aside like any word of
// its kind the books lack (pipeline/described.ts), and the rest of the question is answered.
import { COMMON_WORDS } from "../common-words";
import { editDistance } from "../edits";
import type { OrgLexicon } from "../lexicon";
import { tellsHow } from "../word-kinds";
import { sensesOf } from "../wordnet";

/** The everyday words by length, built on first use. */
let byLength: Map<number, string[]> | null = null;

function ofLength(n: number): readonly string[] {
  if (!byLength) {
    byLength = new Map();
    for (const w of COMMON_WORDS) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  }
  return byLength.get(n) ?? [];
}

/** How much WordNet's corpus uses `word` (0: not one of its words). */
function use(word: string): number {
  const senses = sensesOf(word);
  return senses ? senses.noun + senses.verb + senses.adj + senses.adv : 0;
}

/**
 * The most used everyday word `word` is one slip of (five letters or more, same first letter, in no
 * form a word of WordNet's), when that word tells what happened or how; null otherwise. A slip of a
 * thing stays found nowhere: "trampolin removal" is about something the books lack, whatever it is.
 */
export function everydaySlip(word: string): string | null {
  // A real word ("softener") is no slip, though the books lack it.
  if (word.length < 5 || COMMON_WORDS.has(word) || !/^[a-z]+$/.test(word) || sensesOf(word)) return null;
  let best: string | null = null;
  for (const n of [word.length - 1, word.length, word.length + 1])
    for (const w of ofLength(n))
      if (w[0] === word[0] && editDistance(word, w, 1) <= 1 && (!best || use(w) > use(best))) best = w;
  return best && tellsHow(best) ? best : null;
}

/**
 * The everyday words that words no correction of the books' reached, and no word of theirs begins,
 * are slips of ("who cears the snow"): words that tell how, which the books never say, to be set aside.
 */
export function everydaySlips(
  words: readonly string[],
  applied: readonly { word: string }[],
  lex: OrgLexicon,
  checked: ReadonlyMap<string, boolean>,
): { word: string; term: string; sim: number; hit: false }[] {
  return words.flatMap((word) => {
    // A word of the books, in any form ("repaving": "repaved"), or the start of one ("sched",
    // "florid"), is theirs.
    const theirs =
      lex.dataWords.has(word) || checked.get(word) === true || Boolean(lex.complete(word)?.length);
    const term = theirs || applied.some((f) => f.word === word) ? null : everydaySlip(word);
    return term ? [{ word, term, sim: 0.9, hit: false }] : [];
  });
}
