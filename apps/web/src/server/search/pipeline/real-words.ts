// A real word typed for its neighbour one letter off ("lawn moving" for lawn mowing, "roof leek" where
// the books say "leek" once as a vegetable garden): both words are the books', so no corrector asks
// about them, but the books never write the two side by side and often write the neighbour there.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { COMMON_WORDS } from "../common-words";
import { editDistance } from "../edits";
import type { OrgLexicon } from "../lexicon";
import { transactionsCountedSql, valuesOf } from "../looks";
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { singular } from "../thesaurus";
import { STOPWORDS, TEXT_STOP_WORDS, TYPE_WORDS } from "../vocabulary";
import { oneThing } from "../word-kinds";

/** Rows that say the neighbour with the other word before a slip counts as one: a habit, not a chance. */
const HABIT = 2;

/** Rows that say both words, anywhere, before they count as meant together: no slip is that common. */
const WRITTEN_ALONGSIDE = 50;

/**
 * How many rows say each `a` then `b` side by side, in any form ("deck stained"), up to HABIT, in one
 * round trip: a phrase of the full-text index, which a pattern over the text of every row with a common
 * word would not be. `alongside`: words WRITTEN_ALONGSIDE rows say, in any order, count as said
 * together; a phrase is checked row by row among those that hold both words, and "loan" and
 * "payments" share 2 000 rows without meeting (27 ms).
 */
async function timesSaidTogether(
  db: Db,
  org: string,
  pairs: readonly (readonly [string, string])[],
  alongside = false,
) {
  const rowsSaying = (query: string, limit: number) =>
    transactionsCountedSql(org, sql`t.search_document @@ to_tsquery('english', ${query})`, limit);
  const counts = await valuesOf<number>(
    db,
    pairs.map(([a, b]) => {
      const together = rowsSaying(`${a} <-> ${b}`, HABIT);
      return alongside
        ? sql`case when ${rowsSaying(`${a} & ${b}`, WRITTEN_ALONGSIDE)} >= ${WRITTEN_ALONGSIDE} then ${HABIT} else ${together} end`
        : together;
    }),
  );
  return counts.map((n) => n ?? 0);
}

/** The books' words one letter from `word` that start as it does, other than its own plural or singular. */
function neighbours(word: string, lex: OrgLexicon): string[] {
  return lex.vocabulary
    .wordsNear(word.length, 1)
    .filter(
      (t) =>
        t.length >= 4 &&
        t !== word &&
        t[0] === word[0] &&
        lex.dataWords.has(t) &&
        singular(t) !== singular(word) &&
        editDistance(word, t, 1) === 1,
    );
}

/**
 * The query with a real word put right where the books never say it beside the word next to it but
 * say a neighbour of it there at least HABIT times (null otherwise). Short queries only: a few words
 * typed together are one phrase of the books.
 */
export async function realWordSlip(
  db: Db,
  org: string,
  lex: OrgLexicon,
  query: string,
  parsed: ParsedQuery,
): Promise<string | null> {
  const words = typedWords(query);
  if (words.length < 2 || words.length > 4) return null;
  // Words that say what the rows say or whose they are, not when or how much ("this year").
  const content = new Set(
    [
      ...parsed.terms,
      ...parsed.categories.map((c) => c.text),
      ...parsed.vendors.map((v) => v.text),
      ...parsed.tenants.map((t) => t.text),
      ...parsed.properties.map((p) => p.text),
      // "payment" says which way money went, and is a word rows say ("Loan payment").
      ...words.filter((w) => w in TYPE_WORDS),
    ].flatMap((t) => t.toLowerCase().split(/\s+/)),
  );
  // Words of the books or everyday words ("moving"), and a short start of the books' words ("lan",
  // "wate"): the corrector leaves them all as typed.
  const cut = (w: string) => /^[a-z]{3,4}$/.test(w) && Boolean(lex.complete(w)?.length);
  const known = (w: string) =>
    /^[a-z]{3,}$/.test(w) &&
    content.has(w) &&
    // A stopword is a term only as a word of a thesaurus phrase ("take down"): the phrase is meant.
    !TEXT_STOP_WORDS.has(w) &&
    !STOPWORDS.has(w) &&
    (cut(w) || (w.length >= 4 && (lex.dataWords.has(w) || COMMON_WORDS.has(w))));
  // A cut word is said with its neighbour when some word it begins is ("dis repair").
  const asSaid = (w: string) => (cut(w) ? `${w}:*` : w);
  // Two words English names one thing by ("living room") are meant together, said in the books or not.
  const pairs = words.slice(1).flatMap((b, i) => {
    const a = words[i]!;
    return known(a) && known(b) && !oneThing(a, b) ? [[a, b] as const] : [];
  });
  const together = await timesSaidTogether(
    db,
    org,
    pairs.map(([a, b]) => [asSaid(a), asSaid(b)] as const),
    true,
  );
  for (const [a, b] of pairs.filter((_, i) => !together[i])) {
    type Try = { typed: string; meant: string; pair: readonly [string, string] };
    const tries: Try[] = [
      ...neighbours(b, lex).map((t): Try => ({ typed: b, meant: t, pair: [asSaid(a), t] })),
      ...neighbours(a, lex).map((t): Try => ({ typed: a, meant: t, pair: [t, asSaid(b)] })),
    ].slice(0, 4);
    const times = await timesSaidTogether(
      db,
      org,
      tries.map((t) => t.pair),
    );
    const slip = tries.find((_, i) => times[i]! >= HABIT);
    if (slip) return query.replace(new RegExp(`\\b${slip.typed}\\b`, "i"), slip.meant);
  }
  return null;
}
