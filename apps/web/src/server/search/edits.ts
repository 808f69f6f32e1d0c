// How far a typed word is from a known one: edits (Levenshtein with adjacent transpositions) and the
// reach the corrector allows a word of a given length.
import { SOUND_MIN_LENGTH, soundKey } from "./sounds";

/**
 * Optimal string alignment distance (Levenshtein + adjacent transpositions), or `max + 1` as soon as it
 * must exceed `max`: the corrector compares a typed word with every vocabulary word of about its length,
 * and almost all of them are far, so three rolling rows and an early stop keep that cheap.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  // Three rows of one buffer, kept between calls: the corrector makes thousands of calls a search.
  let before = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j < width; j++) rows[prev + j] = j;
  let prevMin = 0;
  for (let i = 1; i <= a.length; i++) {
    rows[row] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(
        rows[prev + j]! + 1,
        rows[row + j - 1]! + 1,
        rows[prev + j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, rows[before + j - 2]! + 1);
      rows[row + j] = v;
      if (v < rowMin) rowMin = v;
    }
    // A cell comes from the two rows above it: once both exceed `max`, every later one does.
    if (rowMin > max && prevMin > max) return max + 1;
    prevMin = rowMin;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(rows[prev + b.length]!, max + 1);
}

let rows = new Int32Array(96);

/**
 * At most one edit per four letters typed: "leek" → "leak", "hardwear" → "hardware", but a six-letter
 * word two edits from its neighbour ("quartz" → "quarter") is more likely a real word the data does not
 * have than a typo, and it gets the honest "nothing matches" instead of an answer to another word.
 */
const allowedEdits = (length: number) => Math.floor(length / 4);

/**
 * Within the edits a word allows, or a three-letter word with one letter dropped ("rck" for "rock",
 * "pol" for "pool") or one vowel for another ("oyl" for "oil"): such a guess stands only where it
 * reads with the query's other words (`settle`).
 * A word spelt by ear ("evicshun", "moshun", "murfy") is its sound-alike up to one edit per two letters;
 * a long word may have two slips.
 */
export function withinReach(word: string, term: string): boolean {
  const allowed = allowedEdits(word.length);
  const slips = mayBeTwoSlips(word, term, allowed);
  const edits = editDistance(word, term, slips ? 2 : allowed);
  return (
    edits <= allowed ||
    (word.length === 3 && (letterDropped(word, term) || vowelSwapped(word, term))) ||
    byEar(word, term) ||
    (slips && edits === 2)
  );
}

/** Three to six letters with one vowel at most: a word that may be shortened ("mgmt"), checked first. */
export const mayAbbreviate = (word: string) =>
  /^[a-z]{3,6}$/.test(word) && (word.match(/[aeiou]/g)?.length ?? 0) <= 1;

/**
 * A word written as bookkeepers shorten one, its vowels left out ("assmt" for assessment, "mgmt",
 * "bldg"): three to six letters with one vowel at most, all of them in order in a word of the books at
 * least two letters longer that starts with the same letter.
 */
export function abbreviates(word: string, term: string): boolean {
  if (!mayAbbreviate(word) || term.length < word.length + 2 || term[0] !== word[0]) return false;
  let at = 0;
  for (const letter of term) if (letter === word[at]) at++;
  return at === word.length;
}

/**
 * A word with no vowel typed for the word that is its letters with the vowels put back ("cnty" for
 * county, "rfng" for roofing): written short on purpose, so it comes before nearer slips ("city").
 */
export const vowelsLeftOut = (word: string, term: string): boolean =>
  !/[aeiou]/.test(word) && term.replace(/[aeiou]/g, "") === word;

/**
 * Two slips in a long word that keep its first letter ("plbing" for plumbing, "proertt" for property):
 * one edit per four letters of the word meant, not of the word typed. A guess the query's other words
 * must back (`settle`).
 */
export const twoSlips = (word: string, term: string) =>
  mayBeTwoSlips(word, term, allowedEdits(word.length)) && editDistance(word, term, 2) === 2;

const mayBeTwoSlips = (word: string, term: string, allowed: number) =>
  term.length >= 8 && word.length >= 5 && word[0] === term[0] && allowed < 2;

/**
 * Within reach only as a spelling by ear: a guess the query's other words must back (`settle`). Up to
 * one edit per two letters of the longer word: silent letters ("boudro" for Boudreaux) are edits too.
 */
export const byEar = (word: string, term: string) => {
  if (!soundsAlike(word, term)) return false;
  const reach = Math.ceil(Math.max(word.length, term.length) / 2);
  const edits = editDistance(word, term, reach);
  return edits > allowedEdits(word.length) && edits <= reach;
};

export const soundsAlike = (word: string, term: string) =>
  Math.min(word.length, term.length) >= SOUND_MIN_LENGTH && keyOf(word) === keyOf(term);

/** Sound keys of the words compared lately: a typed word meets the same vocabulary words each search. */
const keys = new Map<string, string>();
function keyOf(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size >= 50_000) keys.clear();
    key = soundKey(word);
    keys.set(word, key);
  }
  return key;
}

/** `word` is `term` with one of its vowels (or "y") typed as another. */
const vowelSwapped = (word: string, term: string) => {
  if (word.length !== term.length) return false;
  const differ = [...word].flatMap((letter, i) => (letter === term[i] ? [] : [i]));
  return differ.length === 1 && [word, term].every((w) => /[aeiouy]/.test(w[differ[0]!]!));
};

/** `word` is `term` with one letter left out. */
const letterDropped = (word: string, term: string) =>
  term.length === word.length + 1 && [...term].some((_, i) => term.slice(0, i) + term.slice(i + 1) === word);

/** `typed` is `term` with one of its letters struck twice ("reent": rent, not recent). */
const letterDoubled = (typed: string, term: string) =>
  typed.length === term.length + 1 &&
  [...typed].some((c, i) => i > 0 && c === typed[i - 1] && typed.slice(0, i) + typed.slice(i + 1) === term);

/** Whether two words are the same letters in another order: a slip of the fingers, not of the word. */
const sameLetters = (a: string, b: string) => [...a].sort().join("") === [...b].sort().join("");

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Keys that touch on a QWERTY keyboard (a row is set half a key right of the one above it). */
function keysTouch(x: string, y: string): boolean {
  const r = KEY_ROWS.findIndex((row) => row.includes(x));
  if (r < 0) return false;
  const i = KEY_ROWS[r]!.indexOf(x);
  const near = (row: number, at: number[]) => at.some((j) => KEY_ROWS[row]?.[j] === y);
  return near(r, [i - 1, i + 1]) || near(r - 1, [i, i + 1]) || near(r + 1, [i - 1, i]);
}

/**
 * How likely a slip of the fingers or the ear turned `term` into `typed`, to choose between words
 * equally far: letters swapped (3), one key struck for its neighbour (2: "leaaing" is leasing, not
 * leaking), one vowel for another, as a word is heard (2), or one key struck twice (2: "reent" is rent,
 * not recent), one letter dropped, or added beside a key it touches (1: "bach" is beach, not back), any
 * other (0). Equally likely, the word that sounds as typed ("collecter" is collector, not collected)
 * comes first (`soundsAlike`).
 */
export function slipLikeness(typed: string, term: string): number {
  if (sameLetters(typed, term)) return 3;
  if (letterDoubled(typed, term)) return 2;
  if (typed.length === term.length + 1) return strayKey(typed, term) ? 1 : 0;
  if (typed.length !== term.length) return term.length === typed.length + 1 ? 1 : 0;
  const differ = [...typed].flatMap((c, i) => (c === term[i] ? [] : [i]));
  if (differ.length !== 1) return 0;
  const [was, is] = [term[differ[0]!]!, typed[differ[0]!]!];
  return keysTouch(is, was) || (VOWELS.includes(is) && VOWELS.includes(was)) ? 2 : 0;
}

const VOWELS = "aeiou";

/**
 * Whether `typed` is `term` with one key struck beside a letter it touches ("costo" is no cost: "o" is
 * far from "t"; it is Costco with a letter dropped).
 */
function strayKey(typed: string, term: string): boolean {
  for (let i = 0; i < typed.length; i++) {
    if (typed.slice(0, i) + typed.slice(i + 1) !== term) continue;
    const beside = [typed[i - 1], typed[i + 1]].filter((c): c is string => c !== undefined);
    if (beside.some((c) => keysTouch(typed[i]!, c))) return true;
  }
  return false;
}
