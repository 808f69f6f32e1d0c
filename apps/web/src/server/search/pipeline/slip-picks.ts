// The candidates a word nobody knows may be a slip of, and the pick among them: the fewest edits away,
// the likelier slip, the sound-alike (correct.ts weighs whether the pick reads with the other words).
import { COMMON_WORDS } from "../common-words";
import {
  abbreviates,
  editDistance,
  mayAbbreviate,
  slipLikeness,
  soundsAlike,
  vowelsLeftOut,
  withinReach,
} from "../edits";
import type { OrgLexicon } from "../lexicon";
import { TEXT_STOP_WORDS } from "../vocabulary";
import type { Fix } from "./in-context";
import { joinedWords } from "./split-words";

export interface Correction extends Fix {
  sim: number;
  /** The base form of the word that was corrected ("dlivery" of "dliveries"), when not the word. */
  base?: string;
  /** The word as typed already matches some transaction text, or begins a word of the data's names. */
  hit: boolean;
}

/** The known words `word` may be a slip of, unweighed. */
export function candidatesFor(word: string, lex: OrgLexicon): Omit<Correction, "hit">[] {
  return [
    ...joinedWords(word, lex.dataWords).map((term) => ({ word, term, sim: 0.9 })),
    ...lex.vocabulary.nearest(word).map((c) => ({ word, ...c })),
    // One or two edits can share few trigrams ("leek" → "leak"): the words of about its length.
    ...lex.vocabulary
      .wordsNear(word.length, 2)
      .filter((term) => term !== word && withinReach(word, term))
      .map((term) => ({ word, term, sim: 0 })),
    ...lex.vocabulary.soundAlikes(word).map((term) => ({ word, term, sim: 0 })),
    ...(mayAbbreviate(word) ? shortened(word, lex.dataWords) : []),
  ];
}

export const unpicked = (words: string[], picks: readonly { word: string }[]) =>
  words.filter((w) => !picks.some((p) => p.word === w));

/** Endings of a word's other forms, and what its base form ends with instead ("deliveries": delivery). */
const INFLECTIONS: readonly (readonly [string, string])[] = [
  ["ies", "y"],
  ["es", ""],
  ["s", ""],
  ["ed", ""],
  ["ed", "e"],
  ["ing", ""],
  ["ing", "e"],
];

/**
 * A form of the books' word mistyped, which no word of theirs is near ("fuel deeliveries" where the
 * books say "Fuel delivery"): its base form's correction, as the books write it.
 */
export function inflectedPicks(words: string[], lex: OrgLexicon): Omit<Correction, "hit">[] {
  return words.flatMap((word) => {
    for (const [end, base] of INFLECTIONS) {
      const stem = word.slice(0, -end.length) + base;
      if (!word.endsWith(end) || stem.length < 5 || lex.dataWords.has(stem)) continue;
      const near = candidatesFor(stem, lex).filter((c) => !c.term.includes(" ") && lex.dataWords.has(c.term));
      const picked = pickCorrections(near);
      if (picked.length) return picked.map((p) => ({ ...p, word, base: stem }));
    }
    return [];
  });
}

/** The books' words that `word` shortens ("assmt": assessment), as candidates. */
function shortened(word: string, words: ReadonlySet<string>): { word: string; term: string; sim: number }[] {
  const out: { word: string; term: string; sim: number }[] = [];
  for (const term of words) if (abbreviates(word, term)) out.push({ word, term, sim: 0 });
  return out;
}

/**
 * Per word, the word a vowel-less one leaves the vowels out of (`vowelsLeftOut`: "cnty" is county, not
 * city), else the closest candidate within `allowedEdits` (transpositions count as one: "repiars" →
 * "repairs" shares few trigrams), the likelier slip (`slipLikeness`), the sound-alike, then pg_trgm's
 * similarity breaking ties. Similarity alone never admits a candidate: it rates shared fragments, not
 * how far the word was mistyped.
 */
export function pickCorrections<C extends Omit<Correction, "hit">>(rows: C[]): C[] {
  const byWord = new Map<string, C[]>();
  // An everyday word is no slip for a word that says nothing ("drying" is no "during").
  const empty = (r: C) => TEXT_STOP_WORDS.has(r.term) && COMMON_WORDS.has(r.word);
  for (const r of rows) if (r.term && !empty(r)) byWord.set(r.word, [...(byWord.get(r.word) ?? []), r]);
  const out: C[] = [];
  for (const [word, candidates] of byWord) {
    const ranked = candidates
      .filter((c) => withinReach(c.base ?? word, c.term) || abbreviates(word, c.term))
      .map((c) => ({
        c,
        short: Number(vowelsLeftOut(word, c.term)),
        edits: editDistance(c.base ?? word, c.term),
        slip: slipLikeness(c.base ?? word, c.term),
        sound: Number(soundsAlike(c.base ?? word, c.term)),
      }))
      .sort(
        (x, y) =>
          y.short - x.short || x.edits - y.edits || y.slip - x.slip || y.sound - x.sound || y.c.sim - x.c.sim,
      );
    const pick = ranked[0];
    if (!pick) continue;
    const rivals = [
      ...new Set(
        ranked
          .filter((x) => x.short === pick.short && x.edits === pick.edits && x.c.term !== pick.c.term)
          .map((x) => x.c.term),
      ),
    ];
    out.push({
      ...pick.c,
      sim: Math.max(pick.c.sim, 1 - pick.edits / Math.max(word.length, 1) / 2),
      ...(rivals.length ? { rivals: [...new Set([...(pick.c.rivals ?? []), ...rivals])] } : {}),
    });
  }
  return out;
}
