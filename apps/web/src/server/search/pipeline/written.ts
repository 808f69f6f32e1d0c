// Words looked for as written in the organization's transactions (and records' names): the corrector
// asks before correcting a word that occurs as typed, and the retrieval before saying a word occurs
// nowhere. Constant patterns and queries, so the trigram and full-text indexes answer each.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { escapeRegExp, rowsOf } from "../../db/sql-helpers";
import { anyTransactionSql, someTransaction } from "../looks";
import { wordInRecordsSql } from "../records";

/**
 * Which of `words` occur in some transaction's text as written, and which in any form (as written, or
 * as another form of the same word: "moved" for "Move-out"), or in a record's name written since the
 * names were cached (a lease's signer, a saved report, an imported file). One statement: the
 * corrector needs the first ("insurence" shares its stem with "insurance" and is still a typo), and
 * whether a word occurs nowhere needs the second. Constant LIKE patterns and queries, so the trigram
 * and full-text indexes answer each (a correlated pattern would read every row).
 */
export async function wordsWritten(
  db: Db,
  org: string,
  words: string[],
): Promise<{ asWritten: Set<string>; inAnyForm: Set<string> }> {
  if (!words.length) return { asWritten: new Set(), inAnyForm: new Set() };
  const checks = words.map((w) => {
    const lexeme = w.replace(/[^a-z0-9]/g, "");
    // Its own check: OR-ed into the LIKE's, the planner reads every row for both.
    const stemmed = lexeme
      ? anyTransactionSql(org, sql`t.search_document @@ to_tsquery('english', ${lexeme})`)
      : sql`false`;
    // Under three letters no trigram narrows a LIKE (it would read every row), and three letters occur
    // inside too many words ("lte" in "filter"): a word it begins will do.
    // At a word's start: "cean" inside "ocean" is no word typed as written, nor "hme" or "rnt" of a
    // code ("HME1HC4C", "RNTB40") (tested on the rows the index finds: an expression, so the planner
    // does not read the index twice for it).
    const atStart = sql`(t.search_text || '') ~ ${`\\m${escapeRegExp(w)}[a-z]*\\M`}`;
    const written =
      w.length >= 4 || !lexeme
        ? sql`t.search_text like ${`%${w}%`} and ${atStart}`
        : sql`t.search_document @@ to_tsquery('simple', ${`${lexeme}:*`}) and ${atStart}`;
    // The other forms are looked for only where the word is not written as typed.
    return sql`select ${w}::text as word, x.written, x.written or ${stemmed} as formed
                 from (select ${anyTransactionSql(org, written)} or ${wordInRecordsSql(org, w)} as written
                       offset 0) x`;
  });
  const rows = rowsOf<{ word: string; written: boolean; formed: boolean }>(
    await db.execute(sql.join(checks, sql` union all `)),
  );
  return {
    asWritten: new Set(rows.filter((r) => r.written).map((r) => r.word)),
    inAnyForm: new Set(rows.filter((r) => r.formed).map((r) => r.word)),
  };
}

/** Whether some transaction says `a` and `b` side by side (letters only: the pattern is safe). */
export async function saidSideBySide(db: Db, org: string, a: string, b: string): Promise<boolean> {
  const pattern = `\\m${a}[^a-z0-9]+${b}\\M`;
  return someTransaction(db, org, sql`t.search_text ~ ${pattern}`);
}
