// Typo candidates in memory, with pg_trgm's measure: the vocabulary is cached per organization with
// its names, so asking PostgreSQL to compare every word of it on every search (json_array_elements +
// similarity) cost a round trip and a few milliseconds for nothing the database knows better.
import { SOUND_MIN_LENGTH, soundKey } from "./sounds";

/** pg_trgm's default `%` threshold (pg_trgm.similarity_threshold). */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * pg_trgm's trigrams: lower-cased alphanumeric words, each padded with two spaces before and one
 * after, as a set (show_trgm('word') = {"  w"," wo","wor","ord","rd "}).
 */
export function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over the union of both sets. */
export function similarity(a: string, b: string): number {
  const x = trigramsOf(a);
  const y = trigramsOf(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const union = x.size + y.size - shared;
  return union ? shared / union : 0;
}

export interface Candidate {
  term: string;
  sim: number;
}

/** An inverted index from trigram to vocabulary words. */
export class TrigramIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly sizes: number[] = [];
  private readonly terms: string[];
  private readonly bySound = new Map<string, string[]>();

  constructor(terms: Iterable<string>) {
    this.terms = [...new Set(terms)].sort();
    this.terms.forEach((term, i) => {
      if (term.length >= SOUND_MIN_LENGTH) {
        const key = soundKey(term);
        this.bySound.set(key, [...(this.bySound.get(key) ?? []), term]);
      }
      const grams = trigramsOf(term);
      this.sizes.push(grams.size);
      for (const g of grams) {
        const list = this.postings.get(g);
        if (list) list.push(i);
        else this.postings.set(g, [i]);
      }
    });
  }

  /** The vocabulary's words whose length is within `spread` of `length`. */
  wordsNear(length: number, spread: number): string[] {
    return this.terms.filter((t) => Math.abs(t.length - length) <= spread);
  }

  /** The vocabulary's words that sound like `word` (`soundKey`), for words of `SOUND_MIN_LENGTH` or more. */
  soundAlikes(word: string): string[] {
    if (word.length < SOUND_MIN_LENGTH) return [];
    return (this.bySound.get(soundKey(word)) ?? []).filter((t) => t !== word);
  }

  get size(): number {
    return this.terms.length;
  }

  /**
   * What `select term from vocabulary where term % word and term <> word order by similarity(word,
   * term) desc, term limit n` returns.
   */
  nearest(word: string, limit = 5, threshold = SIMILARITY_THRESHOLD): Candidate[] {
    const grams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const g of grams)
      for (const i of this.postings.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const out: Candidate[] = [];
    for (const [i, n] of shared) {
      const term = this.terms[i]!;
      const sim = n / (grams.size + this.sizes[i]! - n);
      if (sim >= threshold && term !== word) out.push({ term, sim });
    }
    return out
      .sort((a, b) => b.sim - a.sim || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
      .slice(0, limit);
  }
}
