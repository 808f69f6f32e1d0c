// Whether a typo's correction reads with the rest of the query: a name or a thesaurus phrase holds it
// beside the word typed next to it, or some transaction says it with the query's other words. The
// corrector (correct.ts) applies a doubtful correction only where it does.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inPhraseTogether } from "../asked-words";
import { CATEGORIES } from "../categories";
import type { OrgLexicon } from "../lexicon";
import { someTransactionEach } from "../looks";
import type { ParsedQuery } from "../parse";
import { nameWords } from "../parse-tokens";
import { conceptsOf, expandTerms, FILLER_WORDS, lexeme, phraseWordsOf } from "../thesaurus";
import { PROPERTY_NOUNS } from "../vocabulary";

/** A correction: the word typed, the word meant, and the rivals as few edits away. */
export interface Fix {
  word: string;
  term: string;
  /** Other words as few edits away ("interet": "interest", "internet"), closest first. */
  rivals?: string[];
}

/** Each mistyped word's closest known word. */
export type Guesses = ReadonlyMap<string, string>;

/**
 * A name holds the correction next to the word typed next to it ("red rck bungalow", "des mines"): a
 * property's, a tenant's or a payee's, or a record's ("vacany watchlist", a saved report).
 */
function inName(lex: OrgLexicon, parsed: ParsedQuery, fix: Fix): boolean {
  const typed = nameWords(parsed.raw, false);
  const at = typed.indexOf(fix.word);
  if (at < 0) return false;
  const before = typed[at - 1];
  const after = typed[at + 1];
  const besideAt = (words: readonly string[], k: number) =>
    (before && words[k - 1] === before) || (after && words[k + 1] === after);
  const { positions, sequences } = lex.prepared;
  return (
    (positions.get(fix.term) ?? []).some(([si, k]) => besideAt(sequences[si]!.words, k)) ||
    lex.recordNames.some((words) => words.some((w, k) => w === fix.term && besideAt(words, k)))
  );
}

/** Each word of a category's phrase and the word after it there ("late" → fees). */
const CATEGORY_PAIRS = new Set(
  CATEGORIES.flatMap((c) =>
    c.phrases.flatMap((phrase) => {
      const words = phraseWordsOf(phrase);
      return words.slice(1).map((w, i) => `${words[i]} ${w}`);
    }),
  ),
);
const together = (a: string, b: string) => inPhraseTogether(a, b) || CATEGORY_PAIRS.has(`${a} ${b}`);

/**
 * A thesaurus or category phrase holds the correction beside the word typed beside it ("hating and
 * AC", "lte fees").
 */
function inPhrase(parsed: ParsedQuery, fix: Fix, guessed: Guesses): boolean {
  const typed = phraseWordsOf(parsed.raw).map((w) => (w === fix.word ? w : (guessed.get(w) ?? w)));
  const at = typed.indexOf(fix.word);
  if (at < 0) return false;
  const [before, after] = [typed[at - 1], typed[at + 1]];
  return Boolean((before && together(before, fix.term)) || (after && together(fix.term, after)));
}

/**
 * The query's words other than the corrected one, each other typo read as its closest word. Not words
 * that say nothing ("problem" of "the mold problem"): the search drops them, so they back no slip.
 */
export function otherWords(parsed: ParsedQuery, fix: Fix, guessed: Guesses, properties = true): string[] {
  return [
    ...parsed.categories.map((c) => c.text),
    ...parsed.vendors.map((v) => v.text),
    ...parsed.tenants.map((t) => t.text),
    ...(properties ? parsed.properties.map((p) => p.text) : []),
    ...parsed.terms,
  ]
    .flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w, i, all) => w && w !== fix.word && all.indexOf(w) === i && !FILLER_WORDS.has(w))
    .flatMap((w) => (guessed.get(w) ?? w).split(" "));
}

/**
 * Whether a correction reads with the query's other words in some transaction: "rental lasting ad"
 * is the books' "Rental listing ad", but "hardware store" is no "hardware storm". A name answers at
 * once; otherwise the condition a transaction must meet.
 */
export function inContext(lex: OrgLexicon, parsed: ParsedQuery, fix: Fix, guessed: Guesses): boolean | SQL {
  if (inName(lex, parsed, fix) || inPhrase(parsed, fix, guessed)) return true;
  // The correction first: the last word is read as a prefix, and "san" must not pass for "santa".
  const words = [fix.term, ...otherWords(parsed, fix, guessed)];
  const said = words.length >= 2 ? saying(expandTerms(words, lex.complete)) : null;
  // A property named is where the row is, which its text need not say ("Energy Spanish Town
  // Fourplex" is Entergy's bills there), nor a word for it ("repainting the whole place in Joplin");
  // a word many properties' names share names none of them.
  const ids = [...new Set(parsed.properties.map((p) => p.property.id))];
  const besides = otherWords(parsed, fix, guessed, false).filter((w) => !PROPERTY_NOUNS.has(w));
  const rest =
    ids.length && ids.length <= MOST_NAMED ? saying(expandTerms([fix.term, ...besides], lex.complete)) : null;
  const at = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const there = rest ? sql`(t.property_id in (${at}) and ${rest})` : null;
  if (said && there) return sql`(${said} or ${there})`;
  return said ?? there ?? false;
}

/** The most properties a query names by one name. */
const MOST_NAMED = 3;

const saying = (query: string | null) =>
  query ? sql`t.search_document @@ to_tsquery('english', ${query})` : null;

/**
 * Of a fix and its rivals as close, with no other word to read them by, the first some transaction
 * says ("repais" is the repairs the rows say, not the "repaid" of the search's own words). A word of
 * the organization's own (a property's, a tenant's) is meant, whether its rows say it or not.
 */
export async function firstSaidAlone<F extends Fix>(
  db: Db,
  org: string,
  lex: OrgLexicon,
  fix: F,
): Promise<F> {
  if (!fix.rivals?.length || lex.dataWords.has(fix.term)) return fix;
  const terms = [fix.term, ...fix.rivals].slice(0, 4);
  const found = await someTransactionEach(
    db,
    org,
    terms.map((t) => saying(saidWhole(t))),
  );
  const term = terms.find((_, i) => found[i]);
  return term === undefined ? fix : { ...fix, term };
}

/**
 * A to_tsquery string for `term` in any of the thesaurus's words for it ("landscaping": lawn, mowing…),
 * each word whole: a word's start says nothing of it ("col" of "colon").
 */
const saidWhole = (term: string) =>
  (conceptsOf([term])[0] ?? [term])
    .map(
      (alternative) =>
        `(${alternative
          .split(" ")
          .map((w) => lexeme(w, false))
          .join(" & ")})`,
    )
    .join(" | ");
