// Candidates from the transactions themselves for a word the cached vocabulary has nothing near:
// words written since it was cached (correct.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";

/**
 * Rows that may hold a word one typo away from `word`: its first and last three letters (a typo inside
 * keeps both), or all of it but its first and last letters (a typo at either end keeps those). Constant
 * patterns, so the trigram index answers each; the long one is the most selective.
 */
function anchorPatterns(word: string): string[][] {
  const ends = [`%${word.slice(0, 3)}%`, `%${word.slice(-3)}%`];
  return word.length >= 5 ? [ends, [`%${word.slice(1, -1)}%`]] : [ends];
}

function anchorsSql(word: string) {
  const groups = anchorPatterns(word).map(
    (group) =>
      sql`(${sql.join(
        group.map((p) => sql`t.search_text like ${p}`),
        sql` and `,
      )})`,
  );
  return sql`(${sql.join(groups, sql` or `)})`;
}

/**
 * Candidates for `words` from transaction text: rows that may hold the word with one typo
 * (`anchorPairs`), their words of about the same length, scored by trigram similarity. One
 * statement for all the words.
 */
export async function recentCandidates(
  db: Db,
  org: string,
  words: string[],
): Promise<{ word: string; term: string; sim: number }[]> {
  if (!words.length) return [];
  const perWord = words.map(
    (word, i) => sql`(select ${i}::int as at, w as term, similarity(w, ${word})::float8 as sim from (
          select distinct regexp_split_to_table(t.search_text, '[^a-z]+') as w
            from (select search_text from transactions t
                   where t.organization_id = ${org}
                     and ${anchorsSql(word)}
                   limit 200) t) x
         where length(w) between ${word.length - 2} and ${word.length + 2} and w <> ${word}
         order by sim desc limit 5)`,
  );
  const rows = rowsOf<{ at: number; term: string; sim: number }>(
    await db.execute(sql`select * from (${sql.join(perWord, sql` union all `)}) u order by at, sim desc`),
  );
  return words.flatMap((word, i) =>
    rows.filter((r) => r.at === i).map(({ term, sim }) => ({ word, term, sim })),
  );
}
