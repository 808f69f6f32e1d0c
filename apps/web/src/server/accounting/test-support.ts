// Test support for the accounting suite (imported only by *.test.ts and the benchmark).
// Until the accounting tables are part of apps/web/drizzle, the schema's DDL is generated in-process
// from the Drizzle tables (drizzle-kit's API: core schema → core + accounting) and applied once.
// When the real migration exists, `migrate()` has already created the tables and this is a no-op.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app";
import { TEST_SCRYPT } from "../auth/passwords";
import { FakeClock } from "../clock";
import type { Database, Db } from "../db/client";
import * as core from "../db/core-schema";
import { organizations } from "../db/core-schema";
import { accountingRoutes } from "./routes";
import * as accountingSchema from "./schema";
import { rowsOf } from "./service";

/** Creates the accounting tables when the migrations have not (idempotent, lock-protected). */
export async function ensureAccountingTables(db: Db): Promise<void> {
  const exists = async () =>
    rowsOf<{ t: string | null }>(
      await db.execute(sql`select to_regclass('public.journal_lines')::text as t`),
    )[0]?.t;
  if (await exists()) return;
  const { generateDrizzleJson, generateMigration } = await import("drizzle-kit/api");
  const before = generateDrizzleJson({ ...core });
  const after = generateDrizzleJson({ ...core, ...accountingSchema });
  const statements = await generateMigration(before, after);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72707102)`);
    const again = rowsOf<{ t: string | null }>(
      await tx.execute(sql`select to_regclass('public.journal_lines')::text as t`),
    )[0]?.t;
    if (again) return;
    for (const s of statements) await tx.execute(sql.raw(s));
  });
}

export const TEST_SECRET = "test-session-secret-test-session-secret-0123456789";

/**
 * buildApp + the accounting routes (registered here unless buildApp already does), on the given
 * database, with a fake clock.
 */
export async function createAccountingApp(
  database: Database,
  overrides: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; clock: FakeClock }> {
  await database.migrate();
  await ensureAccountingTables(database.db);
  const clock = overrides.clock instanceof FakeClock ? overrides.clock : new FakeClock();
  const app = await buildApp({
    database,
    keepDatabaseOpen: true,
    sessionSecret: TEST_SECRET,
    scrypt: TEST_SCRYPT,
    clock,
    clientDir: null,
    ipRateLimit: { max: 100_000, timeWindow: 60_000 },
    ...overrides,
  });
  if (!app.hasRoute({ method: "GET", url: "/api/accounting/accounts" })) await app.register(accountingRoutes);
  await app.ready();
  return { app, clock };
}

/** A bare organization for service-level tests. */
export async function newOrganization(db: Db, name = "Test Org"): Promise<string> {
  const [org] = await db
    .insert(organizations)
    .values({ name, createdAt: new Date() })
    .returning({ id: organizations.id });
  return org!.id;
}
