// Test and benchmark support for the search feature (imported only by *.test.ts and bench/search.mjs).
// Opens a database that has pg_trgm (PGlite needs the extension passed at creation — the foundation's
// openDatabase does not do it yet, see INTEGRATION.md), creates the accounting tables when the
// migrations have not, and the search indexes.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { ensureAccountingTables } from "../accounting/test-support";
import { type Database, type Db, MIGRATIONS_DIR, openDatabase } from "../db/client";
import * as schema from "../db/schema";
import { ensureSearchIndexes } from "./indexes";

/** PGlite with pg_trgm (in memory unless dataDir), or PostgreSQL at `url`. Migrated, with search indexes. */
export async function openSearchDatabase(
  options: { url?: string; dataDir?: string; poolSize?: number } = {},
): Promise<Database> {
  let database: Database;
  if (options.url) {
    database = await openDatabase({ kind: "postgres", url: options.url, poolSize: options.poolSize ?? 5 });
  } else {
    const client = new PGlite(options.dataDir ?? "memory://", { extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    database = {
      db: db as unknown as Db,
      driver: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => client.close(),
    };
  }
  await database.migrate();
  await ensureAccountingTables(database.db);
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
