// Test support for the accounting suite (imported only by *.test.ts and the benchmark).
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app";
import { TEST_SCRYPT } from "../auth/passwords";
import { FakeClock } from "../clock";
import type { Database, Db } from "../db/client";
import { organizations } from "../db/core-schema";

export const TEST_SECRET = "test-session-secret-test-session-secret-0123456789";

/** buildApp on the given database (migrated here), with a fake clock. */
export async function createAccountingApp(
  database: Database,
  overrides: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; clock: FakeClock }> {
  await database.migrate();
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
