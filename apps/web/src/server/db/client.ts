import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this surface; features only ever see `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies pending migrations; safe on every start and from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined → in-memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const migrate = async () => {
      // One dedicated connection holding a session lock: two instances starting together would
      // otherwise race to create the same tables.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock(72707101)");
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query("select pg_advisory_unlock(72707101)").catch(() => {});
        conn.release();
      }
    };
    const close = async () => {
      // A client that hung up leaves its handler running; let queries in flight finish first.
      for (let i = 0; i < 100 && (pool.waitingCount > 0 || pool.idleCount < pool.totalCount); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await pool.end();
    };
    return { db, driver: "postgres", migrate, close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
