// A process killed while committing an import leaves all of the batch or none of it: the commit is
// one database transaction. On PostgreSQL the kill lands while the child is inserting journal lines.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { transactions } from "../accounting/schema";
import { openDatabase } from "../db/client";
import { bankImportBatches } from "./schema";

const here = path.dirname(fileURLToPath(import.meta.url));
const url = process.env.TEST_DATABASE_URL;
const dataDir = url ? null : mkdtempSync(path.join(tmpdir(), "bank-kill-"));
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function lines(child: ChildProcess, onLine: (line: string) => void) {
  let buf = "";
  child.stdout!.on("data", (d: Buffer) => {
    buf += d.toString();
    for (let i = buf.indexOf("\n"); i >= 0; i = buf.indexOf("\n")) {
      onLine(buf.slice(0, i));
      buf = buf.slice(i + 1);
    }
  });
}

async function waitForInsert(probeUrl: string): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url: probeUrl, poolSize: 1 });
  try {
    for (;;) {
      const r = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where query ilike 'insert into "journal_lines"%' and state <> 'idle'`,
      );
      if (((r as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) return;
      await new Promise((res) => setTimeout(res, 5));
    }
  } finally {
    await database.close();
  }
}

describe("killing the server during an import's commit", () => {
  it("leaves either every transaction of the batch or none", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "commit-kill.child.ts")], {
      env: { ...process.env, KILL_DATABASE_URL: url ?? "", KILL_DATA_DIR: dataDir ?? "", KILL_ROWS: "4000" },
      stdio: ["pipe", "pipe", "inherit"],
    });
    let committed = false;
    const exited = new Promise((res) => child.once("exit", res));
    const ready = new Promise<[string, string]>((resolve) =>
      lines(child, (l) => {
        if (l.startsWith("ready ")) resolve(l.split(" ").slice(1) as [string, string]);
        if (l === "committed") committed = true;
      }),
    );
    const [orgId, batchId] = await ready;
    child.stdin!.write("go\n");
    if (url) await waitForInsert(url);
    else await new Promise((res) => setTimeout(res, 200));
    child.kill("SIGKILL");
    await exited;
    expect(committed).toBe(false);

    const database = await openDatabase(
      url ? { kind: "postgres", url, poolSize: 1 } : { kind: "pglite", dataDir: dataDir! },
    );
    try {
      const [n] = await database.db
        .select({ n: count() })
        .from(transactions)
        .where(eq(transactions.organizationId, orgId));
      const [b] = await database.db
        .select({ status: bankImportBatches.status })
        .from(bankImportBatches)
        .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)));
      expect([
        [0, "preview"],
        [4000, "committed"],
      ]).toContainEqual([n!.n, b!.status]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
