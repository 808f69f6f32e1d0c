// Thousands of rows in one statement of column arrays: `insert … select * from unnest(…)`. Building
// the same rows as a multi-row VALUES list costs the query builder a parameter object per cell, which
// for a 10,000-line statement took longer than the database spent writing them.
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { yieldToEventLoop } from "./parse/chunks";

/**
 * A column: its name, the element type of the array it travels in, how to read its value from a row
 * and, when the stored type differs from the travelling one, the cast applied per row (e.g. an array
 * column travels as its text form, since unnest would flatten an array of arrays).
 */
export type Column<R> = [name: string, type: string, pick: (row: R) => unknown, cast?: string];
type Values = [name: string, type: string, values: readonly unknown[], cast?: string];

/**
 * Rows per statement: reading the columns out of the rows and encoding the arrays are synchronous,
 * and in-process PGlite writes a statement without yielding, so a slice (and a yield between slices)
 * keeps each block of the event loop short.
 */
const SLICE = 250;

/** Inserts `rows` into `table` as `columns`, a slice of rows per statement. */
export async function insertRows<R>(
  tx: Db,
  table: PgTable,
  rows: readonly R[],
  columns: Column<R>[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += SLICE) {
    if (at > 0) await yieldToEventLoop();
    const slice = rows.slice(at, at + SLICE);
    await insertSlice(
      tx,
      table,
      columns.map(([name, type, pick, cast]): Values => [name, type, slice.map(pick), cast]),
    );
  }
}

async function insertSlice(tx: Db, table: PgTable, columns: Values[]): Promise<void> {
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
