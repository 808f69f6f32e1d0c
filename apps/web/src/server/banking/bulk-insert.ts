// Thousands of rows in one statement of column arrays: `insert … select * from unnest(…)`. Building
// the same rows as a multi-row VALUES list costs the query builder a parameter object per cell, which
// for a 10,000-line statement took longer than the database spent writing them.
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { yieldToEventLoop } from "./parse/chunks";

/**
 * A column: its name, the element type of the array it travels in, its values (one per row) and,
 * when the stored type differs from the travelling one, the cast applied per row (e.g. an array
 * column travels as its text form, since unnest would flatten an array of arrays).
 */
export type Column = [name: string, type: string, values: readonly unknown[], cast?: string];

/**
 * Rows per statement: encoding the arrays is synchronous and in-process PGlite writes a statement
 * without yielding, so a slice (and a yield between slices) keeps each block short.
 */
const SLICE = 500;

/** Inserts `columns` (equal lengths) into `table`, a slice of rows per statement. */
export async function insertColumns(tx: Db, table: PgTable, columns: Column[]): Promise<void> {
  const rows = columns[0]?.[2].length ?? 0;
  for (let at = 0; at < rows; at += SLICE) {
    if (at > 0) await yieldToEventLoop();
    await insertSlice(
      tx,
      table,
      columns.map(([name, type, values, cast]) => [name, type, values.slice(at, at + SLICE), cast]),
    );
  }
}

async function insertSlice(tx: Db, table: PgTable, columns: Column[]): Promise<void> {
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const picks: SQL[] = columns.map(([, , , cast], i) =>
    cast ? sql.raw(`u.c${i}::${cast}`) : sql.raw(`u.c${i}`),
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
  await tx.execute(
    sql`insert into ${table} (${names}) select ${sql.join(picks, sql`, `)} from unnest(${arrays}) as u(${aliases})`,
  );
}
