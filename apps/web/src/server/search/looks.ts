// Looks at the books: whether, or how often, some transaction says something, each a scalar subquery
// bounded by a LIMIT, and several of them asked in one statement.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";

/**
 * How many transactions `t` of the organization meet `condition`, up to `limit` (a scalar subquery).
 * The rows are a CTE, planned for all of them and read only up to the limit: under the LIMIT itself
 * the planner bets on a sequential scan meeting matches early, and loses when they lie late in the
 * table ("pest control"'s words: 27 ms instead of 2 at 50 000 rows; bench/search.mjs).
 */
export const transactionsCountedSql = (org: string, condition: SQL, limit: number): SQL =>
  sql`(with m as materialized (select 1 from transactions t where t.organization_id = ${org} and ${condition})
    select count(*)::int from (select 1 from m limit ${limit}) x)`;

/**
 * Whether some transaction `t` of the organization meets `condition`, read as "up to 50 such rows"
 * rather than EXISTS: the planner answers a full-text EXISTS with a sequential scan that hopes for an
 * early match, and reads every row when the words never meet (29 ms at 50 000 rows instead of 0.3).
 */
export const anyTransactionSql = (org: string, condition: SQL): SQL =>
  sql`(${transactionsCountedSql(org, condition, 50)} > 0)`;

/**
 * Each expression's value (null: not asked, undefined), in one statement: a search weighs several
 * readings of its words, and each look alone costs a round trip and a wait.
 */
export async function valuesOf<T>(db: Db, expressions: readonly (SQL | null)[]): Promise<(T | undefined)[]> {
  const asked = expressions.flatMap((e, i) => (e ? [sql`${e} as ${sql.raw(`v${i}`)}`] : []));
  if (!asked.length) return expressions.map(() => undefined);
  const row = rowsOf<Record<string, T>>(await db.execute(sql`select ${sql.join(asked, sql`, `)}`))[0];
  return expressions.map((_, i) => row?.[`v${i}`]);
}

/** Whether some transaction `t` of the organization meets `condition`: one round trip. */
export async function someTransaction(db: Db, org: string, condition: SQL): Promise<boolean> {
  return (await someTransactionEach(db, org, [condition]))[0]!;
}

/** Whether some transaction `t` meets each condition (null: not asked, false), in one round trip. */
export async function someTransactionEach(
  db: Db,
  org: string,
  conditions: readonly (SQL | null)[],
): Promise<boolean[]> {
  const hits = await valuesOf<boolean>(
    db,
    conditions.map((c) => c && anyTransactionSql(org, c)),
  );
  return hits.map(Boolean);
}
