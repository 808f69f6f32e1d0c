// How far a typed word is from a known one: edits (Levenshtein with adjacent transpositions) and the
// reach the corrector allows a word of a given length.
import { SOUND_MIN_LENGTH, soundKey } from "./sounds";

/** Optimal string alignment distance (Levenshtein + adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * At most one edit per four letters typed: "leek" → "leak", "hardwear" → "hardware", but a six-letter
 * word two edits from its neighbour ("quartz" → "quarter") is more likely a real word the data does not
 * have than a typo, and it gets the honest "nothing matches" instead of an answer to another word.
 */
export const allowedEdits = (length: number) => Math.floor(length / 4);

/**
 * Within the edits a word allows, or a three-letter word with one letter dropped ("rck" for "rock",
 * "pol" for "pool"): such a guess stands only where it reads with the query's other words (`settle`).
 * A word spelt by ear ("evicshun", "moshun", "murfy") is its sound-alike up to one edit per two letters.
 */
export const withinReach = (word: string, term: string) => {
  const edits = editDistance(word, term);
  return (
    edits <= allowedEdits(word.length) ||
    (word.length === 3 && letterDropped(word, term)) ||
    byEar(word, term)
  );
};

/** Within reach only as a spelling by ear: a guess the query's other words must back (`settle`). */
export const byEar = (word: string, term: string) => {
  const edits = editDistance(word, term);
  return edits > allowedEdits(word.length) && edits <= Math.ceil(word.length / 2) && soundsAlike(word, term);
};

const soundsAlike = (word: string, term: string) =>
  Math.min(word.length, term.length) >= SOUND_MIN_LENGTH && soundKey(word) === soundKey(term);

/** `word` is `term` with one letter left out. */
const letterDropped = (word: string, term: string) =>
  term.length === word.length + 1 && [...term].some((_, i) => term.slice(0, i) + term.slice(i + 1) === word);
