import { readFileSync } from "node:fs";
import { serverFile } from "../files";

const TRIGGER_SQL = readFileSync(serverFile("cache/triggers.sql"), "utf8");
const VERSION = /COMMENT ON FUNCTION propledger_cache_notify\(\) IS '([^']+)'/.exec(TRIGGER_SQL)?.[1];
const TRIGGER_COUNT = TRIGGER_SQL.match(/^CREATE OR REPLACE TRIGGER /gm)?.length ?? 0;

/**
 * Installs (or upgrades) the triggers of triggers.sql; a no-op when its version is already there, so a
 * start does not take table locks. Runs after the migrations, under their advisory lock on PostgreSQL.
 */
export async function installCacheTriggers(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  if (!VERSION) throw new Error("cache/triggers.sql has no version comment");
  const { rows } = await query(
    `SELECT obj_description(to_regprocedure('propledger_cache_notify()'), 'pg_proc') = '${VERSION}'
       AND (SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'propledger_cache%' AND NOT tgisinternal) = ${TRIGGER_COUNT}
       AS current`,
  );
  if ((rows[0] as { current: boolean | null } | undefined)?.current === true) return;
  await query(TRIGGER_SQL);
}
