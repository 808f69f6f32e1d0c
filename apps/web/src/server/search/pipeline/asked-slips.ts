// A word the question is asked with, mistyped ("how mch did I spend", "totl insurance 2024",
// "fees lst year", "repairs ovver $1k", "Jne 2025"): no row says it, so the books' words can neither
// correct it nor back a correction, and the answer would say nothing mentions it.
import { ASKED_WORDS } from "../asked-words";
import { COMMON_WORDS } from "../common-words";
import { editDistance, slipLikeness } from "../edits";
import type { OrgLexicon } from "../lexicon";
import { applyCorrections, type ParsedQuery, parseQuery } from "../parse";
import { FILLER_WORDS, thesaurusWords } from "../thesaurus";
import { MONTHS, ORDER_WORDS, STOPWORDS } from "../vocabulary";
import { isLemma } from "../wordnet";

/** Words that say when, how much or which first: read right, they shape the reading. */
const SHAPING = [
  ...MONTHS,
  ...Object.keys(ORDER_WORDS),
  ...(
    "spring summer fall autumn winter year years month months week weeks quarter quarters day days " +
    "today yesterday last this next past previous first second third fourth half since before after " +
    "over under above below least more less exactly between ago"
  ).split(" "),
];
/** The words a question is asked with ("much", "many", "total", "what"): read right, no row must say them. */
const ASKING = [...STOPWORDS].filter((w) => w.length >= 4 && /^[a-z]+$/.test(w));
const CANDIDATES = [...new Set([...SHAPING, ...ASKING])].filter((w) => w.length >= 3);
const ASKED_WITH = new Set(CANDIDATES);

/** Words known as typed: the search's own, the thesaurus's, and the fillers. */
const KNOWN = new Set([...ASKED_WORDS, ...STOPWORDS, ...FILLER_WORDS, ...thesaurusWords(), ...SHAPING]);

/** One slip away (a letter dropped, added, changed or two swapped), or cut short by two letters at most. */
const slipOf = (typed: string, word: string) =>
  editDistance(typed, word, 1) <= 1 || (word.startsWith(typed) && word.length - typed.length <= 2);

/** How likely `word` was typed for `meant`: a word cut short as likely as a neighbouring key. */
const likeness = (word: string, meant: string) => (meant.startsWith(word) ? 2 : slipLikeness(word, meant));

/** What a reading made of the query: when, how much, which first, money in or out, how many. */
const shape = (p: ParsedQuery) => JSON.stringify([p.date, p.amount, p.order, p.type, p.limit]);
/** The words a reading leaves for the rows to say, and those nobody knows. */
const unread = (p: ParsedQuery) => p.terms.length + p.unknown.length;

/**
 * The query with one mistyped asking word read right, or null. A slip of a word that shapes the
 * reading is that word when it shapes it ("lst year": last year; "ovver $1k": over $1k), of the
 * readings the one that leaves the fewest words unread ("laast month" is last month, not the least
 * of "month"). A slip of a word that only asks ("mch", "totl", "whta") is that word when it is no
 * English word, and no word of the books is as likely a slip ("yar work" is the books' yard). The
 * last word typed that begins a word of the books is that word being typed ("gas lea").
 */
export function askedWordSlips(query: string, parsed: ParsedQuery, lex: Books, now: Date): string | null {
  const read = (text: string) => parseQuery(text, { now, lexicon: lex.prepared });
  const words = query.toLowerCase().match(/[a-z]+/g) ?? [];
  // The last word that asks for something ("gas lea please": lea) may be a word still being typed.
  const last = words.findLast((w) => !STOPWORDS.has(w));
  for (const word of new Set(words)) {
    if (word.length < 3 || KNOWN.has(word) || lex.dataWords.has(word)) continue;
    // The start of the books' word is that word being typed ("gas lea": leak, "sewer lat": lateral).
    const begins = Boolean(lex.complete(word)?.length);
    if (begins && word === last) continue;
    const near = CANDIDATES.filter((c) => slipOf(word, c));
    if (!near.length) continue;
    const readings = near.map((c) => {
      const text = applyCorrections(query, new Map([[word, c]]));
      const p = read(text);
      return { c, text, shaped: shape(p) !== shape(parsed), unread: unread(p) };
    });
    const [shaped] = readings
      .filter((r) => r.shaped && r.unread < unread(parsed))
      .sort((a, b) => a.unread - b.unread);
    // Shaping the reading outweighs a books' word as likely a slip, not a likelier one ("reent": rent).
    if (shaped && !booksWordAsNear(word, likeness(word, shaped.c) + 1, lex)) return shaped.text;
    if (shaped || isLemma(word) || COMMON_WORDS.has(word)) continue;
    // The last word typed may be any word still being typed ("HVAC compa"), not an asking word cut short.
    const cut = (c: string) => c.startsWith(word) && word === last;
    const asking = readings
      .filter((r) => ASKING.includes(r.c) && !cut(r.c) && r.unread < unread(parsed))
      .map((r) => ({ ...r, likeness: likeness(word, r.c) }))
      .sort((a, b) => b.likeness - a.likeness);
    if (asking.length && !booksWordAsNear(word, asking[0]!.likeness, lex)) return asking[0]!.text;
  }
  return null;
}

type Books = Pick<OrgLexicon, "dataWords" | "prepared" | "vocabulary" | "complete">;

/**
 * Whether a word of the books, not one the question asks with, is a slip from `word` as likely as
 * `likeness` ("yar": yard as much as year; "muuch" is no mulch, "mch" no ACH).
 */
const booksWordAsNear = (word: string, likeness: number, lex: Books) =>
  lex.vocabulary
    .wordsNear(word.length, 1)
    .some(
      (w) =>
        lex.dataWords.has(w) &&
        !ASKED_WITH.has(w) &&
        editDistance(word, w, 1) <= 1 &&
        slipLikeness(word, w) >= likeness,
    );
