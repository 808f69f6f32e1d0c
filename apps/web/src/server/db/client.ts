import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { registerCacheBus } from "../cache/index";
import { PgliteCacheBus } from "../cache/pglite-bus";
import { PostgresCacheBus } from "../cache/postgres-bus";
import { installCacheTriggers } from "../cache/triggers";
import { MIGRATIONS_DIR } from "../files";
import * as schema from "./schema";

type Schema = typeof schema;
/** Both drivers share this surface; features only ever see `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies pending migrations; safe on every start and from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined → in-memory (tests). */
  | { kind: "pglite"; dataDir?: string };

const BYTEA = 17;
/**
 * PGlite's own bytea codec converts byte by byte in JavaScript: a statement file of 500 KB held the
 * event loop for a quarter of a second each way (bench/banking.mjs). Buffer's hex codec is native.
 */
const BYTEA_CODEC = {
  serializers: {
    [BYTEA]: (bytes: unknown) => {
      const b = bytes as Uint8Array;
      return `\\x${Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("hex")}`;
    },
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // The app's statements are short reads over one organization: JIT compilation cost them more
      // than it saved (rent summary 85 → 45 ms, bench/leasing.mjs) once the portfolio grew past its
      // cost threshold.
      options: "-c jit=off",
    });
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
    ? new PGlite(options.dataDir, { extensions: { pg_trgm }, ...BYTEA_CODEC })
    : new PGlite({ extensions: { pg_trgm }, ...BYTEA_CODEC });
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
