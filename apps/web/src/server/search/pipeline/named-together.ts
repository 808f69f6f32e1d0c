// The last readings of literal.ts: categories named in other words beside one named as itself ("gas
// valve repairs"), or beside each other as one thing ("gas leak"), when no row says all the words.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgLexicon } from "../lexicon";
import { someTransactionEach } from "../looks";
import type { CategoryMatch, ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { expandTerms } from "../thesaurus";
import { inAccountsSql } from "../transactions";
import type { Literal } from "./literal";
import { namedBySynonym, stem, stemmed } from "./named-as";

/** The words typed of the categories named as themselves ("repairs"), stemmed. */
const ownWordsOf = (own: readonly CategoryMatch[]) => new Set(own.flatMap((c) => stemmed(c.text).split(" ")));

/**
 * A category named as itself beside words that named others ("gas valve repairs"): that category's rows
 * that say the other words ("Water heater gas valve" among the repairs), not every row of each
 * category (null: no such rows).
 */
export async function withinOwnNamed(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  lex: OrgLexicon,
  scope: SQL,
): Promise<Literal | null> {
  const own = parsed.categories.filter((c) => !namedBySynonym(c) && c.accountIds.length);
  const others = parsed.categories.filter(namedBySynonym);
  if (!own.length || !others.length) return null;
  const ownWords = ownWordsOf(own);
  const rest = words.filter((w) => !ownWords.has(stem(w)));
  const query = rest.length < words.length && expandTerms(rest, lex.complete);
  if (!query) return null;
  const [some] = await someTransactionEach(db, org, [
    sql`${inAccountsSql(own.flatMap((c) => c.accountIds))} and t.search_document @@ to_tsquery('english', ${query}) ${scope}`,
  ]);
  if (!some) return null;
  const terms = [...new Set([...parsed.terms, ...rest])];
  return {
    parsed: { ...parsed, categories: own, terms },
    complete: lex.complete,
    words: rest,
    setAside: others,
  };
}

/** Words that join what they stand between into several things ("gas and electric", "tax, insurance"). */
const JOINED = /\b(and|or|vs|versus|plus|nor)\b|[,&/+]/;

/**
 * Two categories of different accounts, one at least named in other words, typed together as one
 * thing that no row says ("gas leak": utilities and repairs): the words are what was asked (of a
 * category named as itself: "gas repairs"), so the answer is that nothing says them, not every row of
 * each (null: not such a query).
 */
export function namedTogether(
  parsed: ParsedQuery,
  words: readonly string[],
  lex: OrgLexicon,
): Literal | null {
  const { categories } = parsed;
  const named = categories.filter(namedBySynonym);
  // Two words typed as one thing is named ("gas leak"): in a sentence, the categories are what it asks about.
  const two = typedWords(parsed.raw).length === 2;
  if (!named.length || categories.length < 2 || !two || JOINED.test(parsed.raw.toLowerCase())) return null;
  const apart = categories.every((c, i) =>
    categories.slice(i + 1).every((d) => !d.accountIds.some((id) => c.accountIds.includes(id))),
  );
  if (!apart) return null;
  const own = categories.filter((c) => !named.includes(c));
  const ownWords = ownWordsOf(own);
  const asked = words.filter((w) => !ownWords.has(stem(w)));
  const terms = [...new Set([...parsed.terms, ...asked])];
  return {
    parsed: { ...parsed, categories: own, terms },
    complete: lex.complete,
    words: asked,
    setAside: named,
  };
}
