#!/usr/bin/env node
// Latency benchmark (issue 6): with the 50 000-transaction / 2 000-property sample portfolio, the
// transactions list (filtered, page of 50) and the dashboard, on embedded PGlite and on PostgreSQL
// (throw-away database, when reachable). Each driver gets its own server process on 127.0.0.1; the
// client measures every request (p50/p95/p99/max) sequentially and at concurrency 4, bounded by a
// request count and a time limit. Appends a section to <repo>/bench/results.md.
//
//   node apps/web/bench/accounting.mjs            both drivers
//   BENCH_DRIVERS=pglite node apps/web/bench/…    one driver
//   BENCH_REQUESTS=300 BENCH_TRANSACTIONS=50000 BENCH_PROPERTIES=2000
//   BENCH_APPEND=0                                print the report without appending it (trial runs)
// The list's row also gets a per-filter line (p50/p95 of each of the 6 filters, concurrency 1).
import { fork } from "node:child_process";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiClient, appendResults, forEachDriver, once, pct, signUpBenchUser, stopServer } from "./lib.mjs";

const self = fileURLToPath(import.meta.url);
const webDir = path.resolve(path.dirname(self), "..");
const repoRoot = path.resolve(webDir, "../..");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 2_000);
const TIME_LIMIT_MS = 120_000; // per endpoint and driver
const TARGETS = { pglite: 50, postgres: 20 };

// ---- server mode (child process, TypeScript through tsx) ---------------------------------------
async function serve() {
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { buildApp } = await import("../src/server/app.ts");
  const { TEST_SCRYPT } = await import("../src/server/auth/passwords.ts");
  const { accountingRoutes } = await import("../src/server/accounting/routes.ts");
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
  if (!app.hasRoute({ method: "GET", url: "/api/accounting/dashboard" }))
    await app.register(accountingRoutes);
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

// ---- client -------------------------------------------------------------------------------------
const perFilter = (names, r) =>
  names.map((n, i) => `${n} ${r.perUrl[i].p50.toFixed(1)}/${r.perUrl[i].p95.toFixed(1)}`).join(", ");

async function measure(base, cookie, urls, concurrency) {
  const times = [];
  const perUrl = urls.map(() => []);
  let next = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < REQUESTS && Date.now() < deadline) {
      const k = next++ % urls.length;
      const url = urls[k];
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { cookie } });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
      times.push(ms);
      perUrl[k].push(ms);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  for (const t of perUrl) t.sort((a, b) => a - b);
  return {
    perUrl: perUrl.map((t) => ({ p50: pct(t, 50), p95: pct(t, 95) })),
    n: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    max: times.at(-1),
    rps: (times.length / wall) * 1000,
  };
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
    const { call, cookie: cookieHeader } = apiClient(base);
    const { me } = await signUpBenchUser(call);
    const seedP = once(child, "seeded");
    child.send({
      type: "seed",
      organizationId: me.organizationId,
      transactions: TRANSACTIONS,
      properties: PROPERTIES,
    });
    const seeded = await seedP;
    console.log(`${driver}: seeded`, seeded.summary, `in ${(seeded.ms / 1000).toFixed(1)} s`);
    const cookie = cookieHeader();

    const props = await call("GET", "/api/accounting/properties?pageSize=5&sort=name");
    const accts = await call("GET", "/api/accounting/accounts");
    const code = (c) => accts.items.find((a) => a.code === c).id;
    const year = new Date().getUTCFullYear() - 1;
    const list = "/api/accounting/transactions?pageSize=50";
    const listNames = [
      "date range + type",
      "property",
      "account + amount sort",
      "text",
      "amount range",
      "one month",
    ];
    const listUrls = [
      `${list}&from=${year}-01-01&to=${year}-12-31&type=expense&page=3`,
      `${list}&propertyId=${props.items[0].id}`,
      `${list}&accountId=${code("5090")}&sort=amount&order=desc`,
      `${list}&q=plumbing&from=${year - 1}-01-01`,
      `${list}&minAmount=1,000.00&maxAmount=2,500&type=income&page=2`,
      `${list}&from=${year}-06-01&to=${year}-06-30`,
    ];
    const dashUrls = ["/api/accounting/dashboard"];
    const rows = [];
    for (const [name, urls] of [
      ["GET /api/accounting/transactions (filtered, page of 50)", listUrls],
      ["GET /api/accounting/dashboard", dashUrls],
    ]) {
      await measure(base, cookie, urls, 1).catch((e) => {
        throw e;
      }); // warm-up pass (plans, JIT)
      for (const concurrency of [1, 4]) {
        const r = await measure(base, cookie, urls, concurrency);
        rows.push({ name, concurrency, ...r, ...(urls === listUrls ? { filters: listNames } : {}) });
        console.log(`${driver} ${name} c=${concurrency}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms`);
        if (urls === listUrls && concurrency === 1) console.log(`  ${perFilter(listNames, r)}`);
      }
    }
    return { driver, seeded, rows };
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const load0 = loadavg()[0];
  const results = await forEachDriver("propledger_bench_acct", benchDriver);

  const lines = [
    `## Accounting API latency — ${new Date().toISOString()}`,
    "",
    `Sample portfolio: ${TRANSACTIONS} transactions, ${PROPERTIES} properties, 3 years (seed 2026). ` +
      `${REQUESTS} requests per row after a warm-up pass; the list rotates over 6 filters (date range + type, ` +
      `property, account + amount sort, text, amount range, one month). Loopback, server in its own process; ` +
      `Node ${process.version}, ${cpus().length} CPU(s), client on the same machine.`,
    "",
    "| Database | Endpoint | concurrency | p50 ms | p95 ms | p99 ms | max ms | req/s | target p95 | |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of results) {
    const target = TARGETS[r.driver];
    for (const row of r.rows) {
      const ok = row.concurrency === 1 ? (row.p95 <= target ? "✓" : "✗") : "";
      lines.push(
        `| ${r.driver === "pglite" ? "PGlite" : "PostgreSQL"} | ${row.name} | ${row.concurrency} | ${row.p50.toFixed(1)} | ` +
          `${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} | ${row.rps.toFixed(0)} | ≤ ${target} | ${ok} |`,
      );
    }
  }
  lines.push("");
  for (const r of results) {
    for (const row of r.rows) {
      if (row.filters && row.concurrency === 1)
        lines.push(
          `Per filter on ${r.driver === "pglite" ? "PGlite" : "PostgreSQL"} (concurrency 1, p50/p95 ms): ${perFilter(row.filters, row)}.`,
        );
    }
  }
  lines.push("");
  for (const r of results) {
    lines.push(
      `Seeding on ${r.driver}: ${r.seeded.summary.transactions} transactions, ${r.seeded.summary.journalLines} journal lines, ` +
        `${r.seeded.summary.units} units in ${(r.seeded.ms / 1000).toFixed(1)} s.`,
    );
  }
  lines.push(
    "",
    "The targets apply to single requests (concurrency 1); concurrency 4 shows queueing. " +
      `1-minute load average: ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end ` +
      `(other work on the machine inflates every figure).`,
    "",
  );
  const report = lines.join("\n");
  if (process.env.BENCH_APPEND === "0") console.log(`\n${report}`);
  else appendResults(repoRoot, report);
}

if (process.argv.includes("--serve")) {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
