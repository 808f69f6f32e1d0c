// Step 3, literal: the query's words as written come before its categories. When the words that
// named categories and the free words together occur in some transaction's text ("gas leak repair",
// "electric panel replacement"), the query is searched as that text — its category words stop being
// filters ("gas" is not "all utilities"). A lone category word ("repairs in 2025") stays a category.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import type { ParsedQuery } from "../parse";
import { conceptsOf, expandTerms } from "../thesaurus";
import { TYPE_WORDS } from "../vocabulary";

export interface Literal {
  parsed: ParsedQuery;
  /** The words searched as text instead of as categories (null: the categories stand). */
  words: string[] | null;
}

export async function literal(db: Db, org: string, parsed: ParsedQuery): Promise<Literal> {
  if (!parsed.categories.length) return { parsed, words: null };
  const named = new Set([
    ...parsed.categories.flatMap((c) => c.text.toLowerCase().split(/\s+/)),
    ...parsed.terms,
  ]);
  // In the order typed, so thesaurus phrases ("heat pump") are read as phrases.
  const words = (parsed.raw.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => named.has(w));
  const query = expandTerms(words);
  if (!query || conceptsOf(words).length < 2) return { parsed, words: null };
  const hit = rowsOf<{ hit: boolean }>(
    await db.execute(sql`select exists(select 1 from transactions t
      where t.organization_id = ${org} and t.search_document @@ to_tsquery('english', ${query})) as hit`),
  )[0]?.hit;
  if (!hit) return { parsed, words: null };
  // The type the categories implied goes with them; a type word the user wrote stays.
  const typed = (parsed.raw.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => w in TYPE_WORDS);
  return {
    parsed: {
      ...parsed,
      categories: [],
      terms: [...new Set(words)],
      softTerms: [],
      type: typed ? parsed.type : null,
    },
    words,
  };
}
