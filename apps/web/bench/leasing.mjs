#!/usr/bin/env node
// Leasing benchmark (issue 16), in process on each driver (embedded PGlite; PostgreSQL in a throw-away
// database when reachable): the 2,000-property sample portfolio with 4,000 active leases, then
//  - the rent roll (every unit, its lease, rent, deposit held, balance due), p50/p95 of sequential
//    calls of the use case behind GET /api/leasing/rent-roll, serialised to JSON as the route does;
//  - the monthly charge job: the first run of a new month (4,000 rent charges and their cursor),
//    then a repeat run of the same day (idempotent: nothing to add);
//  - the dashboard's rent summary (GET /api/leasing/rent-summary) on that day, three leases in four paid
//    up, p50/p95 of sequential calls and the CPU time of this process per call (PGlite runs in it).
// Appends a section to <repo>/bench/results.md (BENCH_APPEND=0 prints only).
//   BENCH_DRIVERS=pglite|postgres  BENCH_LEASES=4000  BENCH_PROPERTIES=2000  BENCH_REQUESTS=60
import { fork } from "node:child_process";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { appendResults } from "./lib.mjs";

const self = fileURLToPath(import.meta.url);
const webDir = path.resolve(path.dirname(self), "..");
const repoRoot = path.resolve(webDir, "../..");
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEASES = Number(process.env.BENCH_LEASES ?? 4_000);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const TARGETS = {
  pglite: { roll: 100, job: 10_000, summary: 100 },
  postgres: { roll: 40, job: null, summary: 40 },
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// ---- measuring (child process, TypeScript through tsx) -----------------------------------------
async function measure() {
  const { sql } = await import("drizzle-orm");
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { organizations } = await import("../src/server/db/core-schema.ts");
  const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
  const { FakeClock } = await import("../src/server/clock.ts");
  const { leasingAccounts } = await import("../src/server/leasing/books.ts");
  const { rentRoll } = await import("../src/server/leasing/rent-roll.ts");
  const { runChargeJobFor } = await import("../src/server/leasing/charge-job.ts");
  const { rentSummary } = await import("../src/server/leasing/rent-summary.ts");
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 10 } : { kind: "pglite" });
  await database.migrate();
  const db = database.db;
  const [org] = await db.insert(organizations).values({ name: "Bench", createdAt: new Date() }).returning();
  const started = Date.now();
  await seedPortfolio(db, org.id, {
    seed: 2026,
    properties: PROPERTIES,
    years: 1,
    transactions: 5_000,
    endDate: "2026-02-28",
  });
  const clock = new FakeClock(Date.parse("2026-02-15T12:00:00Z"));
  await leasingAccounts(db, org.id, clock.now());
  // One lease per unit (more units on the first properties when the portfolio has fewer than LEASES).
  await db.execute(sql`
    insert into units (organization_id, property_id, name, created_at, updated_at)
    select ${org.id}, p.id, 'Annex ' || g, now(), now()
      from (select id, row_number() over (order by id) as n from properties where organization_id = ${org.id}) p
      cross join generate_series(1, 4) g
     where (select count(*) from units where organization_id = ${org.id}) < ${LEASES}`);
  await db.execute(sql`
    with u as (select id, property_id, row_number() over (order by id) as n from units where organization_id = ${org.id} limit ${LEASES}),
    t as (insert into leasing_tenants (organization_id, name, created_at, updated_at)
          select ${org.id}, 'Tenant ' || n, now(), now() from u returning id, name),
    tn as (select id, substr(name, 8)::bigint as n from t),
    l as (insert into leases (organization_id, property_id, unit_id, start_date, rent_cents, deposit_cents, deposit_account_id, status, late_fee_kind, late_fee_amount, created_at, updated_at)
          select ${org.id}, u.property_id, u.id, '2026-01-01', 100000 + (u.n % 50) * 1000, 0,
                 (select id from accounts where organization_id = ${org.id} and code = '1050'), 'active', 'flat', 5000, now(), now()
            from u returning id, unit_id)
    insert into lease_tenants (organization_id, lease_id, tenant_id)
    select ${org.id}, l.id, tn.id from l join u on u.id = l.unit_id join tn on tn.n = u.n`);
  await runChargeJobFor({ db, clock }, org.id); // January and February: the history before the measured month
  const seedMs = Date.now() - started;

  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    JSON.stringify(await rentRoll(db, org.id, "2026-02-15"));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const rows = (await rentRoll(db, org.id, "2026-02-15")).rows.length;

  clock.advance(16 * 86_400_000); // March 3rd: a new month
  let t0 = performance.now();
  const first = await runChargeJobFor({ db, clock }, org.id);
  const jobMs = performance.now() - t0;
  t0 = performance.now();
  const again = await runChargeJobFor({ db, clock }, org.id);
  const repeatMs = performance.now() - t0;

  // Three leases in four have every charge settled (by credits: the reads do not care which).
  await db.execute(sql`
    with c as (select ch.id, ch.lease_id, ch.amount_cents from lease_charges ch
                where ch.organization_id = ${org.id} and abs(hashtext(ch.lease_id::text)) % 4 <> 0),
    cr as (insert into lease_credits (organization_id, lease_id, date, amount_cents, reason, created_at)
           select ${org.id}, lease_id, '2026-03-02', amount_cents, 'bench ' || id, now() from c returning id, reason)
    insert into lease_allocations (organization_id, charge_id, credit_id, amount_cents, created_at)
    select ${org.id}, c.id, cr.id, c.amount_cents, now() from c join cr on cr.reason = 'bench ' || c.id`);
  const summaryTimes = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    t0 = performance.now();
    JSON.stringify(await rentSummary(db, org.id, "2026-03-03"));
    summaryTimes.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  summaryTimes.sort((a, b) => a - b);
  const summary = await rentSummary(db, org.id, "2026-03-03");
  await database.close();
  process.send({
    seedMs,
    rows,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    jobMs,
    charges: first.charges,
    repeatMs,
    repeatCharges: again.charges,
    summaryP50: percentile(summaryTimes, 50),
    summaryP95: percentile(summaryTimes, 95),
    summaryCpuMs: (cpu.user + cpu.system) / 1000 / REQUESTS,
    summaryRate: summary.collectionRatePct,
    summaryLate: summary.delinquent.leases,
  });
}

function runDriver(driver, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = fork(self, ["--measure"], {
      execArgv: ["--import", "tsx"],
      cwd: webDir,
      env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}), LOG_LEVEL: "warn" },
    });
    child.on("message", resolve);
    child.on("exit", (code) => (code ? reject(new Error(`${driver} run exited with ${code}`)) : null));
  });
}

async function main() {
  const drivers = (process.env.BENCH_DRIVERS ?? "pglite,postgres").split(",");
  const lines = [];
  const load0 = loadavg()[0];
  let over = 0;
  for (const driver of drivers) {
    let admin;
    let dbName;
    let url;
    if (driver === "postgres") {
      try {
        admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
        await admin.connect();
        dbName = `propledger_bench_leasing_${Date.now()}`;
        await admin.query(`CREATE DATABASE "${dbName}"`);
        const u = new URL(adminUrl);
        u.pathname = `/${dbName}`;
        url = u.toString();
      } catch {
        console.log("PostgreSQL not reachable: skipped");
        continue;
      }
    }
    const r = await runDriver(driver, url);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
    const target = TARGETS[driver];
    const ok = (value, limit) => {
      if (limit !== null && value > limit) over += 1;
      return limit === null ? "" : value <= limit ? " ✓" : " ✗ over budget";
    };
    lines.push(
      `| ${driver === "pglite" ? "PGlite" : "PostgreSQL"} | rent roll (${r.rows} units), ${REQUESTS} sequential calls | p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${ok(r.p95, target.roll)} | ≤ ${target.roll} ms p95 |`,
      `| ${driver === "pglite" ? "PGlite" : "PostgreSQL"} | charge job, new month (${r.charges} charges) | ${(r.jobMs / 1000).toFixed(2)} s${ok(r.jobMs, target.job)} | ${target.job === null ? "—" : `≤ ${target.job / 1000} s`} |`,
      `| ${driver === "pglite" ? "PGlite" : "PostgreSQL"} | charge job, same day again (${r.repeatCharges} charges) | ${(r.repeatMs / 1000).toFixed(2)} s | — |`,
      `| ${driver === "pglite" ? "PGlite" : "PostgreSQL"} | rent summary (${r.summaryRate} % collected, ${r.summaryLate} leases delinquent), ${REQUESTS} sequential calls | p50 ${r.summaryP50.toFixed(1)} ms, p95 ${r.summaryP95.toFixed(1)} ms${ok(r.summaryP95, target.summary)}; Node CPU ${r.summaryCpuMs.toFixed(1)} ms/call | ≤ ${target.summary} ms p95 |`,
    );
  }
  const report = [
    `## Leasing — ${new Date().toISOString().slice(0, 16)}Z`,
    "",
    `${PROPERTIES} properties, ${LEASES} active leases; in process (no HTTP), ${cpus().length} cores, 1-min load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}.`,
    "",
    "| Driver | What | Measured | Budget |",
    "| ------ | ---- | -------- | ------ |",
    ...lines,
    "",
  ].join("\n");
  if (process.env.BENCH_APPEND === "0") console.log(report);
  else appendResults(repoRoot, report);
  process.exit(over ? 1 : 0);
}

if (process.argv.includes("--measure")) await measure();
else await main();
