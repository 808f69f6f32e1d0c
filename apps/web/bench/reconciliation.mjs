#!/usr/bin/env node
// Reconciliation benchmark (issue 17): the operating account of the 50 000-transaction sample portfolio
// reconciled in one statement, the worst case (every line a candidate). Times opening the reconciliation
// (start + every candidate line), ticking all of them at once, the difference helper, finishing, the
// PDF report, and the transactions list filtered by cleared state afterwards. One child process per
// driver; appends to bench/results.md.
//
//   node apps/web/bench/reconciliation.mjs            both drivers
//   BENCH_DRIVERS=pglite BENCH_TRANSACTIONS=50000 BENCH_APPEND=0 node apps/web/bench/reconciliation.mjs
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appendResults, forEachDriver, measureInChild } from "./lib.mjs";

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), "../../..");
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);

async function measure() {
  const { sql } = await import("drizzle-orm");
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { systemClock } = await import("../src/server/clock.ts");
  const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
  const { rowsOf } = await import("../src/server/db/sql-helpers.ts");
  const { bankingOrg } = await import("../src/server/banking/test-support.ts");
  const { startReconciliation } = await import("../src/server/banking/reconciliation/start.ts");
  const { setCleared } = await import("../src/server/banking/reconciliation/tick.ts");
  const { findDifference } = await import("../src/server/banking/reconciliation/difference.ts");
  const { finishReconciliation } = await import("../src/server/banking/reconciliation/finish.ts");
  const { reconciliationReport } = await import("../src/server/banking/reconciliation/report.ts");
  const { statementPdf } = await import("../src/server/reports/pdf.ts");
  const { listTransactions } = await import("../src/server/accounting/transaction-queries.ts");
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 4 } : { kind: "pglite" });
  await database.migrate();
  const db = database.db;
  const { orgId, account } = await bankingOrg(db, systemClock);
  await seedPortfolio(db, orgId, { seed: 2026, properties: 200, years: 3, transactions: TRANSACTIONS });
  const bank = account("1000");
  const [{ last, balance }] = rowsOf(
    await db.execute(sql`select max(date)::text as last, sum(debit_cents - credit_cents)::text as balance
      from journal_lines where organization_id = ${orgId} and account_id = ${bank}`),
  );
  const time = async (fn) => {
    const t0 = performance.now();
    const value = await fn();
    return [performance.now() - t0, value];
  };
  const [openMs, view] = await time(() =>
    startReconciliation(db, systemClock, orgId, null, bank, {
      statementDate: last,
      statementBalanceCents: Number(balance) + 1234,
    }),
  );
  const id = view.reconciliation.id;
  const ids = view.lines.map((l) => l.transactionId);
  const [tickMs] = await time(() => setCleared(db, orgId, id, { transactionIds: ids, cleared: true }));
  const [helpMs, help] = await time(() => findDifference(db, orgId, id));
  await db.execute(sql`update bank_reconciliations set statement_balance_cents = ${Number(balance)}
    where organization_id = ${orgId} and id = ${id}`);
  const [finishMs] = await time(() => finishReconciliation(db, systemClock, orgId, id));
  const [pdfMs, pdf] = await time(async () =>
    statementPdf(await reconciliationReport(db, orgId, id), "2026-01-01"),
  );
  const ctx = { db, clock: systemClock };
  const list = (cleared) => listTransactions(ctx, orgId, { cleared, sort: "date", page: 1, pageSize: 50 });
  const [reconciledMs, reconciled] = await time(() => list("reconciled"));
  const [unclearedMs, uncleared] = await time(() => list("uncleared"));
  const [plainMs] = await time(() => list(undefined));
  await database.close();
  process.send({
    lines: ids.length,
    openMs,
    tickMs,
    helpMs,
    hints: help.hints.length,
    finishMs,
    pdfMs,
    pdfKiB: pdf.length / 1024,
    reconciledMs,
    reconciledTotal: reconciled.total,
    unclearedMs,
    unclearedTotal: uncleared.total,
    plainMs,
  });
}

const runDriver = (driver, databaseUrl) => measureInChild(self, driver, databaseUrl);

async function main() {
  const load0 = loadavg()[0];
  const results = await forEachDriver("propledger_bench_recon", runDriver);
  const ms = (n) => n.toFixed(0);
  const lines = [
    `## Reconciliation — ${new Date().toISOString()}`,
    "",
    `Every line of the operating account of the sample portfolio (${TRANSACTIONS} transactions) in one statement. ` +
      `In process; Node ${process.version}, ${cpus().length} CPU(s).`,
    "",
    "| Database | candidate lines | start + lines ms | tick all ms | find the difference ms | finish ms | PDF ms (KiB) | list `cleared=reconciled` ms | list `cleared=uncleared` ms | list unfiltered ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of results) {
    lines.push(
      `| ${r.driver === "pglite" ? "PGlite (in memory)" : "PostgreSQL"} | ${r.lines} | ${ms(r.openMs)} | ${ms(r.tickMs)} | ` +
        `${ms(r.helpMs)} (${r.hints} hints) | ${ms(r.finishMs)} | ${ms(r.pdfMs)} (${r.pdfKiB.toFixed(0)}) | ` +
        `${ms(r.reconciledMs)} (${r.reconciledTotal}) | ${ms(r.unclearedMs)} (${r.unclearedTotal}) | ${ms(r.plainMs)} |`,
    );
  }
  lines.push(
    "",
    `1-min load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs.`,
    "",
  );
  const report = lines.join("\n");
  if (process.env.BENCH_APPEND === "0") console.log(report);
  else appendResults(repoRoot, report);
}

if (process.argv.includes("--measure")) await measure();
else await main();
