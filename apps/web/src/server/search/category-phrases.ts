// The category phrases as people type them: the longest phrase at a position, in another number,
// cut short, or still being typed ("electric bills", "elec bill", "legal fe"), read from the phrases
// the lexicon resolved against the chart (name-index.ts).
import type { PreparedLexicon, SpanHit } from "./name-index";
import type { CategoryMatch } from "./parse";
import { conceptsOf, singular } from "./thesaurus";

/** Longest category phrase starting at token i (exact, then a partial last word of ≥ 4 letters). */
export function matchCategory(
  words: string[],
  i: number,
  lex: PreparedLexicon,
  allKnown: Set<string>,
): SpanHit | null {
  const maxLen = Math.min(5, words.length - i);
  for (let len = maxLen; len >= 1; len--) {
    const span = words.slice(i, i + len);
    const phrase = span.join(" ");
    const cats = lex.categoryByPhrase.get(phrase);
    if (cats) return { length: len, kind: "category", seqs: [], categories: cats, text: phrase };
    const loose = len >= 2 ? looseCategory(span, lex, allKnown, i + len === words.length) : null;
    if (loose) return { length: len, kind: "category", seqs: [], categories: loose.cats, text: loose.phrase };
  }
  const w = words[i]!;
  if (w.length >= 4 && !allKnown.has(w) && !/^\d/.test(w)) {
    // A word the thesaurus knows is cut short of its own kind only ("elec" → electric): "broke" is
    // broken, never "broker".
    const own = conceptsOf([w])[0] ?? [];
    const kin = (phrase: string) => own.length < 2 || own.includes(phrase);
    let best: { phrase: string; cats: CategoryMatch[] } | null = null;
    for (const [phrase, cats] of lex.categoryByPhrase) {
      if (phrase.includes(" ") || !phrase.startsWith(w) || !kin(phrase)) continue;
      if (!best || phrase.length < best.phrase.length) best = { phrase, cats };
    }
    if (best)
      return {
        length: 1,
        kind: "category",
        seqs: [],
        categories: best.cats,
        text: best.phrase,
        prefix: true,
      };
  }
  return null;
}

/**
 * A category phrase of several words typed in another number or cut short ("electric bills", "elec
 * bill"): each word is the phrase's word, its plural, or the start of it when the word is nobody's
 * whole word or is the last word typed ("legal fe", while typing).
 */
function looseCategory(
  span: string[],
  lex: PreparedLexicon,
  allKnown: Set<string>,
  typing: boolean,
): { phrase: string; cats: CategoryMatch[] } | null {
  const typedSingular = span.map(singular);
  const same = (word: PhraseWord, k: number, last: boolean) => {
    const typed = span[k]!;
    return (
      word.word === typed ||
      word.singular === typedSingular[k] ||
      (((typed.length >= 3 && !allKnown.has(typed)) || (last && typed.length >= 2)) &&
        word.word.startsWith(typed))
    );
  };
  for (const { phrase, words, cats } of phrasesOfLength(lex, span.length)) {
    if (words.every((w, k) => same(w, k, typing && k === span.length - 1))) return { phrase, cats };
  }
  return null;
}

type PhraseWord = { word: string; singular: string };
type CategoryPhrase = { phrase: string; words: PhraseWord[]; cats: CategoryMatch[] };
const phraseCache = new WeakMap<PreparedLexicon, Map<number, CategoryPhrase[]>>();

/** The category phrases of `length` words, split once per lexicon (looseCategory runs per span). */
function phrasesOfLength(lex: PreparedLexicon, length: number): CategoryPhrase[] {
  let byLength = phraseCache.get(lex);
  if (!byLength) {
    byLength = new Map();
    for (const [phrase, cats] of lex.categoryByPhrase) {
      const words = phrase.split(" ").map((word) => ({ word, singular: singular(word) }));
      byLength.set(words.length, [...(byLength.get(words.length) ?? []), { phrase, words, cats }]);
    }
    phraseCache.set(lex, byLength);
  }
  return byLength.get(length) ?? [];
}
