import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { installCacheTriggers, PgliteCacheBus, PostgresCacheBus, writesCachedRows } from "../cache/bus";
import { registerCacheBus } from "../cache/index";
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

type QueryCallback = (err: Error | null, result?: unknown) => void;

/**
 * Read-your-writes for the caches (see cache/bus.ts): a write to a cached table resolves only after the
 * invalidation barrier, i.e. once every instance has dropped what the write made stale. Inside a
 * transaction the barrier waits for COMMIT. Every statement drizzle sends has its SQL as `text`.
 */
function awaitInvalidationAfterWrites(client: pg.PoolClient, bus: PostgresCacheBus): void {
  let inTransaction = false;
  let dirty = false;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (typeof text !== "string" || (typeof first === "object" && typeof first.submit === "function"))
      return query(...args);
    let barrier = false;
    if (/^\s*(begin|start\s+transaction)\b/i.test(text)) {
      inTransaction = true;
      dirty = false;
    } else if (/^\s*(commit|end)\b/i.test(text)) {
      barrier = dirty;
      inTransaction = dirty = false;
    } else if (/^\s*rollback\b(?!\s+to\b)/i.test(text)) {
      inTransaction = dirty = false;
    } else if (writesCachedRows(text)) {
      if (inTransaction) dirty = true;
      else barrier = true;
    }
    if (!barrier) return query(...args);
    const cbAt = args.findIndex((a) => typeof a === "function");
    if (cbAt >= 0) {
      const cb = args[cbAt] as QueryCallback;
      args[cbAt] = (err: Error | null, result?: unknown) => {
        if (err) cb(err, result);
        else bus.barrier().then(() => cb(null, result));
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).then(async (result) => {
      await bus.barrier();
      return result;
    });
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const bus = new PostgresCacheBus(options.url, {
      // The database has no logger of its own: one pino-shaped JSON line (level 40 = warn).
      onError: (err, msg) =>
        console.warn(
          JSON.stringify({
            level: 40,
            time: Date.now(),
            msg,
            err: err instanceof Error ? err.message : String(err),
          }),
        ),
    });
    pool.on("connect", (client) => awaitInvalidationAfterWrites(client, bus));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    registerCacheBus(db, bus);
    const migrate = async () => {
      // One dedicated connection holding a session lock: two instances starting together would
      // otherwise race to create the same tables.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock(72707101)");
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
        await installCacheTriggers((sql) => conn.query(sql));
      } finally {
        await conn.query("select pg_advisory_unlock(72707101)").catch(() => {});
        conn.release();
      }
      // The caches turn on once invalidations arrive (the app runs migrate before serving).
      await bus.start();
    };
    const close = async () => {
      await bus.close();
      // A client that hung up leaves its handler running; let queries in flight finish first.
      for (let i = 0; i < 100 && (pool.waitingCount > 0 || pool.idleCount < pool.totalCount); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await pool.end();
    };
    return { db, driver: "postgres", migrate, close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the AI search's typo tolerance; the same extension the PostgreSQL server provides.
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const bus = new PgliteCacheBus(client);
  registerCacheBus(db as unknown as Db, bus);
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await installCacheTriggers(async (sql) => (await client.exec(sql)).at(-1) ?? { rows: [] });
      await bus.start();
    },
    close: async () => {
      await bus.close();
      await client.close();
    },
  };
}
