#!/usr/bin/env node
// Bank import benchmark (issue 17): a 10 000-line CSV statement against a bank account that already
// holds the 50 000-transaction sample portfolio. Preview = upload (parse, mapping suggestion) +
// confirmed mapping (duplicate check against the account's transactions, rules, staging); commit =
// the atomic posting of the included lines. 1 000 of the lines repeat existing transactions, so the
// duplicate check has real matches to find. Also records the longest event-loop stall during the
// preview (parsing yields every slice). One child process per driver; appends to bench/results.md.
//
//   node apps/web/bench/banking.mjs                   both drivers
//   BENCH_DRIVERS=pglite node apps/web/bench/…        one driver
//   BENCH_ROWS=10000 BENCH_TRANSACTIONS=50000 BENCH_APPEND=0
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appendResults, forEachDriver, measureInChild } from "./lib.mjs";

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), "../../..");
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const TARGETS = { pglite: { preview: 3000, commit: 10_000 }, postgres: { preview: 3000, commit: 5000 } };

// ---- measuring child (TypeScript through tsx) --------------------------------------------------
/**
 * The statement: the account's latest 1 000 lines again (duplicates to find), then new card purchases
 * up to ROWS lines; and how many lines the account holds.
 */
async function statementCsv(db, orgId, bank) {
  const { sql } = await import("drizzle-orm");
  const { rowsOf } = await import("../src/server/db/sql-helpers.ts");
  const existing = rowsOf(
    await db.execute(sql`select j.date::text as date, (j.debit_cents - j.credit_cents)::bigint as cents, t.description
      from journal_lines j join transactions t on t.id = j.transaction_id
     where j.organization_id = ${orgId} and j.account_id = ${bank} order by j.date desc limit 1000`),
  );
  const [{ n: onAccount }] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from journal_lines where organization_id = ${orgId} and account_id = ${bank}`,
    ),
  );
  const us = (iso) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  const money = (c) => (Number(c) / 100).toFixed(2);
  const lines = ["Date,Description,Amount"];
  for (const e of existing)
    lines.push(`${us(e.date)},"${e.description.replaceAll('"', '""')}",${money(e.cents)}`);
  for (let i = lines.length - 1; i < ROWS; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`01/${day}/2027,"CARD PURCHASE ${i} HOME DEPOT #${i % 97}",${money(-((i % 50_000) + 100))}`);
  }
  const bytes = Buffer.from(`${lines.join("\n")}\n`);
  return { bytes, onAccount };
}

async function measure() {
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { systemClock } = await import("../src/server/clock.ts");
  const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
  const { bankingOrg } = await import("../src/server/banking/test-support.ts");
  const { uploadStatement, confirmMapping } = await import("../src/server/banking/imports.ts");
  const { commitBatch } = await import("../src/server/banking/commit.ts");
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 4 } : { kind: "pglite" });
  await database.migrate();
  const db = database.db;
  const { orgId, account } = await bankingOrg(db, systemClock);
  await seedPortfolio(db, orgId, { seed: 2026, properties: 200, years: 3, transactions: TRANSACTIONS });
  const bank = account("1000");
  const { bytes, onAccount } = await statementCsv(db, orgId, bank);

  let stall = 0;
  let last = performance.now();
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const up = await uploadStatement(db, systemClock, orgId, null, {
    bankAccountId: bank,
    fileName: "bench.csv",
    bytes,
  });
  const t1 = performance.now();
  const batch = await confirmMapping(db, orgId, up.batch.id, { mapping: up.csv.suggested });
  const t2 = performance.now();
  const cpu2 = process.cpuUsage(cpu0);
  // One more turn lets the pending tick measure up to the end of the preview; later ticks would
  // count a stall of the commit as the preview's.
  await new Promise((resolve) => setImmediate(resolve));
  ticking = false;
  const previewStall = stall;
  const done = await commitBatch(db, systemClock, orgId, batch.id);
  const t3 = performance.now();
  const cpu3 = process.cpuUsage(cpu0);
  const cpuMs = (c) => (c.user + c.system) / 1000;
  await database.close();
  process.send({
    onAccount,
    bytes: bytes.length,
    uploadMs: t1 - t0,
    previewMs: t2 - t0,
    commitMs: t3 - t2,
    stallMs: previewStall,
    previewCpuMs: cpuMs(cpu2),
    commitCpuMs: cpuMs(cpu3) - cpuMs(cpu2),
    duplicates: batch.duplicateCount,
    imported: done.importedCount,
  });
}

const runDriver = (driver, databaseUrl) => measureInChild(self, driver, databaseUrl);

async function main() {
  const load0 = loadavg()[0];
  const results = await forEachDriver("propledger_bench_bank", runDriver);
  let over = 0;
  const ok = (ms, target) => {
    if (ms > target) over += 1;
    return ms <= target ? "✓" : "✗";
  };
  const lines = [
    `## Bank import — ${new Date().toISOString()}`,
    "",
    `${ROWS}-line CSV statement (${results[0] ? (results[0].bytes / 1024).toFixed(0) : "?"} KiB, 1 000 lines repeating existing ` +
      `transactions) into a bank account holding the sample portfolio (${TRANSACTIONS} transactions). In process; ` +
      `Node ${process.version}, ${cpus().length} CPU(s).`,
    "",
    "| Database | lines already on the account | preview ms (upload ms) | target | commit ms | target | duplicates found | imported | longest event-loop stall in preview ms | server CPU ms: preview / commit |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of results) {
    const t = TARGETS[r.driver];
    lines.push(
      `| ${r.driver === "pglite" ? "PGlite (in memory)" : "PostgreSQL"} | ${r.onAccount} | ${r.previewMs.toFixed(0)} (${r.uploadMs.toFixed(0)}) | ≤ ${t.preview} ${ok(r.previewMs, t.preview)} | ` +
        `${r.commitMs.toFixed(0)} | ≤ ${t.commit} ${ok(r.commitMs, t.commit)} | ${r.duplicates} | ${r.imported} | ${r.stallMs.toFixed(0)} | ${r.previewCpuMs.toFixed(0)} / ${r.commitCpuMs.toFixed(0)} |`,
    );
  }
  lines.push(
    "",
    `1-min load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs. Server CPU is the ` +
      "process's own user + system time (PGlite runs inside it; a PostgreSQL server's work is not counted): " +
      "it moves less with other work on the machine than the elapsed times do.",
    "",
  );
  const report = lines.join("\n");
  if (process.env.BENCH_APPEND === "0") console.log(report);
  else appendResults(repoRoot, report);
  process.exit(over ? 1 : 0);
}

if (process.argv.includes("--measure")) await measure();
else await main();
