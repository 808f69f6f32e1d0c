// A category named by what was done ("eviction") that no row says as typed, though rows of the category
// say it in the thesaurus's other words ("Rent & possession petition"): the question is about those
// rows and the work that goes with them (the court's filing fee), not every bill of the category (the
// accountant's). What the work is called is the category word's ranking vocabulary (vocabulary.ts).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { CATEGORY_BY_KEY } from "../categories";
import { someTransactionEach } from "../looks";
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { conceptsOf, EITHER, phraseWordsOf, UNQUOTED } from "../thesaurus";
import { inAccountsSql } from "../transactions";
import { namesAPerson } from "../word-kinds";
import { namedBySynonym } from "./named-as";

/** The query with the word or its work as a term (null: not such a query, or no row says it otherwise). */
export async function workWithin(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  scope: SQL,
): Promise<ParsedQuery | null> {
  const [category, ...others] = parsed.categories;
  // Whom the work was done by goes without saying ("the lawyer's bill for the eviction").
  const [word, ...more] = words.filter((w) => !namesAPerson(w));
  if (!category?.accountIds.length || others.length || !word || more.length) return null;
  const said = typedWords(category.text);
  if (said.length !== words.length || words.some((w) => !said.includes(w))) return null;
  // The work is one of the category's own phrases ("eviction"), not how it is charged ("attorney fees").
  const phrases = CATEGORY_BY_KEY.get(category.key)?.phrases ?? [];
  if (!phrases.includes(word) || !namedBySynonym(category) || !parsed.softTerms.length) return null;
  // A term of art the rows say in several words ("unlawful detainer"); a word's own forms ("electrical"
  // of "electrician") would stand in for rows the category's ranking already puts first.
  const otherwise = conceptsOf([word])
    .flat()
    .map(phraseWordsOf)
    .filter((phrase) => phrase.length > 1)
    .map((phrase) => `(${phrase.join(" & ")})`);
  if (!otherwise.length) return null;
  const [otherwiseSaid] = await someTransactionEach(db, org, [
    sql`${inAccountsSql(category.accountIds)} and t.search_document @@ to_tsquery('english', ${otherwise.join(" | ")}) ${scope}`,
  ]);
  if (!otherwiseSaid) return null;
  return {
    ...parsed,
    terms: [
      ...parsed.terms,
      [word, ...new Set(parsed.softTerms)].map((w, i) => (i ? UNQUOTED + w : w)).join(EITHER),
    ],
  };
}
