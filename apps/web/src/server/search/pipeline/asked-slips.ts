// A word the question is asked with, mistyped ("how mch did I spend", "totl insurance 2024",
// "fees lst year", "repairs ovver $1k", "Jne 2025"): no row says it, so the books' words can neither
// correct it nor back a correction, and the answer would say nothing mentions it.
import { ASKED_WORDS } from "../asked-words";
import { COMMON_WORDS } from "../common-words";
import { editDistance, slipLikeness } from "../edits";
import type { OrgLexicon } from "../lexicon";
import { applyCorrections, type ParsedQuery, parseQuery } from "../parse";
import { FILLER_WORDS, JOB_WRAPPER_WORDS, thesaurusWords } from "../thesaurus";
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
/**
 * The words a question is asked with ("much", "many", "total", "what"), and those around a job ("the
 * HVAC guys", "drain work"): read right, no row must say them.
 */
const ASKING = [...STOPWORDS, ...FILLER_WORDS, ...JOB_WRAPPER_WORDS].filter(
  (w) => w.length >= 4 && /^[a-z]+$/.test(w),
);
const CANDIDATES = [...new Set([...SHAPING, ...ASKING])].filter((w) => w.length >= 3);
const ASKED_WITH = new Set(CANDIDATES);
/** What "how" asks: "how much", "how many". */
const HOW_WORDS = new Set(["much", "many"]);
/** Words a question opens with, which no row says. */
const OPENING_WORDS = new Set(["total", "what", "which", "where", "when", "show", "list", "find"]);

/** Words known as typed: the search's own, the thesaurus's, and the fillers. */
const KNOWN = new Set([...ASKED_WORDS, ...STOPWORDS, ...FILLER_WORDS, ...thesaurusWords(), ...SHAPING]);

/** One slip away (a letter dropped, added, changed or two swapped), or cut short by two letters at most. */
const slipOf = (typed: string, word: string) =>
  editDistance(typed, word, 1) <= 1 || (word.startsWith(typed) && word.length - typed.length <= 2);

/** How likely `word` was typed for `meant`: a word cut short as likely as a neighbouring key. */
const likeness = (word: string, meant: string) => (meant.startsWith(word) ? 2 : slipLikeness(word, meant));

/** What a reading made of the query: when, how much, which first, money in or out, how many. */
const shape = (p: ParsedQuery) => JSON.stringify([p.date, p.amount, p.order, p.type, p.limit]);
/** When and how much a reading asks for. */
const when = (p: ParsedQuery) => JSON.stringify([p.date, p.amount]);
/** The words a reading leaves for the rows to say, and those nobody knows. */
const unread = (p: ParsedQuery) => p.terms.length + p.unknown.length;

/**
 * The query with one mistyped asking word read right, or null. A slip of a word that shapes the
 * reading is that word when it shapes it ("lst year": last year; "ovver $1k": over $1k), of the
 * readings the one that leaves the fewest words unread ("laast month" is last month, not the least
 * of "month"); an English word only where it says when or how much ("last moth"). A slip of a word
 * that only asks ("mch", "totl", "whta") is that word when it is no English word and no word of the
 * books is a plausible slip of it ("noth" is north, "yar work" the yard work). The last word typed
 * that begins a word of the books is that word being typed ("gas lea"), unless it says when ("last yea").
 */
export function askedWordSlips(query: string, parsed: ParsedQuery, lex: Books, now: Date): string | null {
  const read = (text: string) => parseQuery(text, { now, lexicon: lex.prepared });
  const words: string[] = query.toLowerCase().match(/[a-z]+/g) ?? [];
  // The last word that asks for something ("gas lea please": lea) may be a word still being typed; a
  // word before an amount ("ove $3,000") is not.
  const typed = query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/[^a-z0-9$]/g, ""));
  const last = typed.findLast((t) => t && !STOPWORDS.has(t));
  for (const word of new Set(words)) {
    if (word.length < 3 || KNOWN.has(word) || lex.dataWords.has(word)) continue;
    // The start of the books' word is that word being typed ("gas lea": leak, "sewer lat": lateral),
    // unless it ends a period ("last yea").
    const typing = word === last && Boolean(lex.complete(word)?.length);
    const near = CANDIDATES.filter((c) => slipOf(word, c));
    if (!near.length) continue;
    const readings = near.map((c) => {
      const text = applyCorrections(query, new Map([[word, c]]));
      const p = read(text);
      return {
        c,
        text,
        shaped: shape(p) !== shape(parsed),
        dated: when(p) !== when(parsed),
        unread: unread(p),
      };
    });
    // An English word shapes the reading only by saying when or how much ("last moth", "at lest $500"):
    // "toilet wont stop running" is no order of the top ones.
    const english = isLemma(word) || COMMON_WORDS.has(word);
    const [shaped] = readings
      .filter((r) => r.shaped && r.unread < unread(parsed) && (r.dated || !(typing || english)))
      .sort((a, b) => a.unread - b.unread);
    // Saying when or how much outweighs any books' word ("last yar" is no tar, though yard is begun);
    // shaping it otherwise, a books' word as likely a slip, not a likelier one ("reent": rent, not the
    // most recent).
    if (shaped && (shaped.dated || !booksWordAsNear(word, likeness(word, shaped.c) + 1, lex)))
      return shaped.text;
    // After "how", a slip of what it asks is that word ("how muc did we pay": much, not mud).
    const how = words[words.indexOf(word) - 1] === "how" && readings.find((r) => HOW_WORDS.has(r.c));
    if (how && !lex.dataWords.has(word)) return how.text;
    // The first word, cut short from the word a question opens with and beginning no word of the books,
    // is that word though English has it ("tot insurance 2024": total; "fin for the party" may be a fine).
    const opening = words[0] === word && readings.find((r) => OPENING_WORDS.has(r.c) && r.c.startsWith(word));
    if (opening && !lex.complete(word)?.length) return opening.text;
    // A plausible slip of a books' word is theirs to correct ("noth pole plowing": north, not both).
    if (typing || shaped || english || booksWordAsNear(word, 1, lex)) continue;
    // The last word typed may be any word still being typed ("HVAC compa"), not an asking word cut short.
    const cut = (c: string) => c.startsWith(word) && word === last;
    // A word nobody knew, read as one of ours, is read, though a later step reads it ("deposits I gve
    // back", "the HVAC repair gys").
    const unknown = parsed.unknown.includes(word);
    // Only by a slip of the fingers: a name is no asking word a key away from it ("dave" is no "have").
    const asking = readings
      .filter((r) => ASKING.includes(r.c) && !cut(r.c) && (r.unread < unread(parsed) || unknown))
      .filter((r) => likeness(word, r.c) > 0)
      .filter((r) => !outweighed(word, r.c))
      .sort((a, b) => likeness(word, b.c) - likeness(word, a.c));
    if (asking.length) return asking[0]!.text;
  }
  return null;
}

/** Words around a job, or that say nothing of it ("guys", "work", "come"). */
const ASIDE = new Set([...FILLER_WORDS, ...JOB_WRAPPER_WORDS].filter((w) => !STOPWORDS.has(w)));
/** Words of ours that say something ("income", "plumber"), to weigh a slip of an aside word against. */
const SAYING = ASKED_WORDS.filter((w) => !ASIDE.has(w) && !STOPWORDS.has(w));

/**
 * Whether `c` is a word set aside that a word of ours saying something is as likely a slip for:
 * "icome" is income before "come", "pumber" plumber before "number"; "gys" is guys, not gas.
 */
const outweighed = (word: string, c: string) =>
  ASIDE.has(c) &&
  SAYING.some((w) => editDistance(word, w, 1) <= 1 && slipLikeness(word, w) >= slipLikeness(word, c));

type Books = Pick<OrgLexicon, "dataWords" | "prepared" | "vocabulary" | "complete">;

/**
 * Whether a word of the books, not one the question asks with nor a word that says nothing ("tha" is
 * no "the"), is a slip from `word` as likely as `likeness` ("yar": yard as much as year; "muuch" is no
 * mulch, "mch" no ACH).
 */
const booksWordAsNear = (word: string, likeness: number, lex: Books) =>
  lex.vocabulary
    .wordsNear(word.length, 1)
    .some(
      (w) =>
        lex.dataWords.has(w) &&
        !ASKED_WITH.has(w) &&
        !STOPWORDS.has(w) &&
        editDistance(word, w, 1) <= 1 &&
        slipLikeness(word, w) >= likeness,
    );
