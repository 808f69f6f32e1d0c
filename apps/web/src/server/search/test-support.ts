// Test and benchmark support for the search feature (imported only by *.test.ts and bench/search.mjs).
// Opens a database the way the app does (pg_trgm on PGlite, the cache bus that keeps the cached names
// current), migrated, with the search indexes.
import { type Database, openDatabase } from "../db/client";
import { ensureSearchIndexes } from "./indexes";

/** PGlite (in memory unless dataDir), or PostgreSQL at `url`. Migrated, with search indexes. */
export async function openSearchDatabase(
  options: { url?: string; dataDir?: string; poolSize?: number } = {},
): Promise<Database> {
  const database = options.url
    ? await openDatabase({ kind: "postgres", url: options.url, poolSize: options.poolSize ?? 5 })
    : await openDatabase({ kind: "pglite", dataDir: options.dataDir });
  await database.migrate();
  await ensureSearchIndexes(database.db);
  return database;
}

let shared: Promise<Database> | undefined;

/** One database per test file (TEST_DATABASE_URL → the run's PostgreSQL database, else PGlite). */
export function searchTestDatabase(): Promise<Database> {
  shared ??= openSearchDatabase({ url: process.env.TEST_DATABASE_URL });
  return shared;
}

export async function closeSearchTestDatabase(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}
