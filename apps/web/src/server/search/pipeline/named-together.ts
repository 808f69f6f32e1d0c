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
import { labelWords, namedBySynonym, ofDifferentAccounts, stem } from "./named-as";

/**
 * A category named as itself beside words that named others ("gas valve repairs", "rubber roof repair"):
 * that category's rows that say the other words ("Water heater gas valve" among the repairs), not every
 * row of each category (null: no such rows).
 */
export async function withinOwnNamed(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  lex: OrgLexicon,
  scope: SQL,
): Promise<Literal | null> {
  // The categories whose own name was typed, with other words or not ("roof repair" is a repair).
  const typed = new Set(typedWords(parsed.raw).map(stem));
  const own = parsed.categories.filter(
    (c) => c.accountIds.length && labelWords(c).every((w) => typed.has(w)),
  );
  const others = parsed.categories.filter((c) => !own.includes(c));
  if (!own.length || !(others.length || own.some(namedBySynonym))) return null;
  const ownWords = new Set(own.flatMap(labelWords));
  const rest = words.filter((w) => !ownWords.has(stem(w)));
  const query = rest.length < words.length && expandTerms(rest, lex.complete);
  if (!query) return null;
  const [some] = await someTransactionEach(db, org, [
    sql`${inAccountsSql(own.flatMap((c) => c.accountIds))} and t.search_document @@ to_tsquery('english', ${query}) ${scope}`,
  ]);
  return some ? asWords(parsed, lex, own, rest, others) : null;
}

/** Words that join what they stand between into several things ("gas and electric", "tax, insurance"). */
const JOINED = /\b(and|or|vs|versus|plus|nor)\b|[,&/+]/;

/**
 * Two categories of different accounts, each named in other words, typed together as one thing that
 * no row says ("gas leak": utilities and repairs): the words are what was asked, so the answer is that
 * nothing says them, not every row of both (null: not such a query). Beside a category named as itself
 * ("pest repairs") the categories stay: its rows may be what was meant.
 */
export function namedTogether(
  parsed: ParsedQuery,
  words: readonly string[],
  lex: OrgLexicon,
): Literal | null {
  const { categories } = parsed;
  // Two words typed as one thing is named ("gas leak"): in a sentence, the categories are what it asks about.
  const two = typedWords(parsed.raw).length === 2;
  if (categories.length < 2 || !categories.every(namedBySynonym) || !two) return null;
  if (JOINED.test(parsed.raw.toLowerCase())) return null;
  return ofDifferentAccounts(categories) ? asWords(parsed, lex, [], [...words], categories) : null;
}

/** The reading that searches `words` as written within the categories `kept`, the others set aside. */
function asWords(
  parsed: ParsedQuery,
  lex: OrgLexicon,
  kept: CategoryMatch[],
  words: string[],
  setAside: CategoryMatch[],
): Literal {
  const terms = [...new Set([...parsed.terms, ...words])];
  return { parsed: { ...parsed, categories: kept, terms }, complete: lex.complete, words, setAside };
}
