// Creates the search's SQL objects (pg_trgm, full-text and trigram indexes). Idempotent and safe to
// run on every start, after the migrations. On PGlite the instance must have been created with the
// pg_trgm extension (db/client.ts loads it).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchStatements } from "./documents";

export async function ensureSearchIndexes(db: Db): Promise<void> {
  const statements = searchStatements();
  await db.transaction(async (tx) => {
    // Two instances starting together must not race on CREATE EXTENSION / CREATE INDEX.
    await tx.execute(sql`select pg_advisory_xact_lock(72707103)`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
