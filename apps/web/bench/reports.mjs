#!/usr/bin/env node
// Report latency (issue 18): with the 50 000-transaction / 2 000-property sample portfolio, the
// profit and loss by property for a year (p95 ≤ 150 ms PGlite, ≤ 50 ms PostgreSQL) and Schedule E
// for every property (≤ 1 s), beside the same server's /api/health. Each driver gets its own
// server process; requests run one at a time after a warm-up pass. Appends to bench/results.md.
//
//   node apps/web/bench/reports.mjs              both drivers
//   BENCH_DRIVERS=pglite | BENCH_REQUESTS=100 | BENCH_APPEND=0 (print only)
import { fork } from "node:child_process";
import { cpus } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiClient, appendResults, forEachDriver, once, pct, signUpBenchUser, stopServer } from "./lib.mjs";

const self = fileURLToPath(import.meta.url);
const webDir = path.resolve(path.dirname(self), "..");
const repoRoot = path.resolve(webDir, "../..");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 2_000);
const TARGETS = {
  pnl: { pglite: 150, postgres: 50 },
  // The same statement read through the other basis view: the budget holds whichever the books use.
  pnlAccrual: { pglite: 150, postgres: 50 },
  scheduleE: { pglite: 1000, postgres: 1000 },
};

async function serve() {
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { buildApp } = await import("../src/server/app.ts");
  const { TEST_SCRYPT } = await import("../src/server/auth/passwords.ts");
  const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 10 } : { kind: "pglite" });
  await database.migrate();
  const app = await buildApp({
    database,
    sessionSecret: "bench-session-secret-bench-session-secret-0123",
    scrypt: TEST_SCRYPT,
    clientDir: null,
    logger: false,
    ipRateLimit: { max: 1_000_000, timeWindow: 60_000 },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  process.on("message", async (msg) => {
    if (msg.type === "seed") {
      const started = Date.now();
      const summary = await seedPortfolio(database.db, msg.organizationId, {
        seed: 2026,
        properties: msg.properties,
        years: 3,
        transactions: msg.transactions,
      });
      process.send({ type: "seeded", summary, ms: Date.now() - started });
    } else if (msg.type === "stop") {
      await app.close();
      process.exit(0);
    }
  });
  process.send({ type: "ready", port: app.server.address().port });
}

async function measure(base, cookie, url, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { n, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) };
}

async function benchDriver(driver, databaseUrl) {
  const child = fork(self, ["--serve"], {
    cwd: webDir,
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const { port } = await once(child, "ready");
    const base = `http://127.0.0.1:${port}`;
    const { call, cookie } = apiClient(base);
    const { me } = await signUpBenchUser(call);
    const seeded = once(child, "seeded");
    child.send({
      type: "seed",
      organizationId: me.organizationId,
      transactions: TRANSACTIONS,
      properties: PROPERTIES,
    });
    const { summary, ms } = await seeded;
    console.log(`${driver}: seeded`, summary, `in ${(ms / 1000).toFixed(1)} s`);
    const year = new Date().getUTCFullYear() - 1;
    const rows = [];
    for (const [key, name, url, n] of [
      ["health", "GET /api/health (trivial route)", "/api/health", REQUESTS],
      [
        "pnl",
        `P&L by property, year ${year}`,
        `/api/accounting/reports/profit-and-loss?date=${year}-01-01&columns=property`,
        REQUESTS,
      ],
      [
        "pnlAccrual",
        `P&L by property, year ${year}, accrual basis`,
        `/api/accounting/reports/profit-and-loss?date=${year}-01-01&columns=property&basis=accrual`,
        REQUESTS,
      ],
      [
        "trialBalance",
        `Trial balance, year ${year}, cash basis`,
        `/api/accounting/reports/trial-balance?date=${year}-01-01&basis=cash`,
        REQUESTS,
      ],
      [
        "scheduleE",
        `Schedule E ${year}, all properties`,
        `/api/accounting/reports/schedule-e?year=${year}`,
        20,
      ],
    ]) {
      await measure(base, cookie(), url, 3);
      const r = await measure(base, cookie(), url, n);
      console.log(`${driver} ${name}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms`);
      rows.push({ key, name, ...r });
    }
    return { driver, summary, ms, rows };
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const results = await forEachDriver("propledger_bench_reports", benchDriver);
  let over = 0;
  const lines = [
    `## Reports latency — ${new Date().toISOString()}`,
    "",
    `Sample portfolio: ${TRANSACTIONS} transactions, ${PROPERTIES} properties, 3 years (seed 2026). Requests one at a ` +
      `time after 3 warm-up requests (${REQUESTS} per row, 20 for Schedule E); loopback, server in its own process; ` +
      `Node ${process.version}, ${cpus().length} CPU(s).`,
    "",
    "| Database | Request | n | p50 ms | p95 ms | max ms | target p95 | |",
    "|---|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of results) {
    for (const row of r.rows) {
      const target = TARGETS[row.key]?.[r.driver];
      const ok = target === undefined ? "" : row.p95 <= target ? "✓" : "✗";
      if (ok === "✗") over += 1;
      lines.push(
        `| ${r.driver === "pglite" ? "PGlite" : "PostgreSQL"} | ${row.name} | ${row.n} | ${row.p50.toFixed(1)} | ` +
          `${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${target === undefined ? "–" : `≤ ${target}`} | ${ok} |`,
      );
    }
  }
  lines.push("");
  const report = lines.join("\n");
  if (process.env.BENCH_APPEND === "0") console.log(`\n${report}`);
  else appendResults(repoRoot, report);
  process.exit(over ? 1 : 0);
}

if (process.argv.includes("--serve")) await serve();
else await main();
