#!/usr/bin/env node
// Leasing benchmark (issue 16), in process on each driver (embedded PGlite; PostgreSQL in a throw-away
// database when reachable): the 2,000-property sample portfolio with 4,000 active leases, then
//  - the rent roll: p50/p95 and CPU time of sequential GET /api/leasing/rent-roll through the app
//    (app.inject: session, validation, JSON serialisation and the compression a browser asks for; no
//    socket) for its first and its last page of 100 units, each with the totals of every unit, beside
//    GET /api/health in the same run; and of the use case for every unit (what the exports read);
//  - the monthly charge job: the first run of a new month (4,000 rent charges and their cursor),
//    then a repeat run of the same day (idempotent: nothing to add);
//  - the dashboard's rent summary (the use case of GET /api/leasing/rent-summary) on that day, three leases in four paid
//    up, p50/p95 of sequential calls and the CPU time of this process per call (PGlite runs in it).
// Appends a section to <repo>/bench/results.md (BENCH_APPEND=0 prints only).
//   BENCH_DRIVERS=pglite|postgres  BENCH_LEASES=4000  BENCH_PROPERTIES=2000  BENCH_REQUESTS=60
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
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
/** The app on a fresh database (PGlite, or BENCH_DATABASE_URL), its clock on 2026-02-15. */
async function openBench() {
  const { openDatabase } = await import("../src/server/db/client.ts");
  const { buildApp } = await import("../src/server/app.ts");
  const { TEST_SCRYPT } = await import("../src/server/auth/passwords.ts");
  const { FakeClock } = await import("../src/server/clock.ts");
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 10 } : { kind: "pglite" });
  await database.migrate();
  const db = database.db;
  const clock = new FakeClock(Date.parse("2026-02-15T12:00:00Z"));
  const app = await buildApp({
    database,
    keepDatabaseOpen: true,
    sessionSecret: "bench-session-secret-bench-session-secret-0123",
    scrypt: TEST_SCRYPT,
    clock,
    clientDir: null,
    logger: false,
    ipRateLimit: { max: 1_000_000, timeWindow: 60_000 },
  });
  await app.ready();
  return { url, database, db, clock, app };
}

/** The sample portfolio with LEASES active leases, charged for January and February. */
async function seedLeases(db, clock, org) {
  const { sql } = await import("drizzle-orm");
  const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
  const { leasingAccounts } = await import("../src/server/leasing/books.ts");
  const { runChargeJobFor } = await import("../src/server/leasing/charge-job.ts");
  await seedPortfolio(db, org.id, {
    seed: 2026,
    properties: PROPERTIES,
    years: 1,
    transactions: 5_000,
    endDate: "2026-02-28",
  });
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
}

/** Three leases in four have every charge settled (by credits: the reads do not care which). */
async function settleThreeInFour(db, sql, org) {
  await db.execute(sql`
    with c as (select ch.id, ch.lease_id, ch.amount_cents from lease_charges ch
                where ch.organization_id = ${org.id} and abs(hashtext(ch.lease_id::text)) % 4 <> 0),
    cr as (insert into lease_credits (organization_id, lease_id, date, amount_cents, reason, created_at)
           select ${org.id}, lease_id, '2026-03-02', amount_cents, 'bench ' || id, now() from c returning id, reason)
    insert into lease_allocations (organization_id, charge_id, credit_id, amount_cents, created_at)
    select ${org.id}, c.id, cr.id, c.amount_cents, now() from c join cr on cr.reason = 'bench ' || c.id`);
}

async function measure() {
  const { sql } = await import("drizzle-orm");
  const { rentRoll } = await import("../src/server/leasing/rent-roll.ts");
  const { runChargeJobFor } = await import("../src/server/leasing/charge-job.ts");
  const { rentSummary } = await import("../src/server/leasing/rent-summary.ts");
  const { url, database, db, clock, app } = await openBench();
  const { cookie, organizationId } = await signUp(app);
  const org = { id: organizationId };
  const started = Date.now();
  await seedLeases(db, clock, org);
  const seedMs = Date.now() - started;

  const cpu = await cpuMeter(db, sql, url);
  const browser = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
  const route = (path) => async () => {
    const res = await app.inject({ method: "GET", url: path, headers: browser });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };
  const runs = {
    health: await timed(route("/api/health"), cpu),
    route: await timed(route("/api/leasing/rent-roll?asOf=2026-02-15"), cpu),
    lastPage: null,
    useCase: await timed(async () => JSON.stringify(await rentRoll(db, org.id, "2026-02-15")), cpu),
  };
  const rows = (await rentRoll(db, org.id, "2026-02-15")).rows.length;
  const lastPage = Math.ceil(rows / 100);
  runs.lastPage = await timed(route(`/api/leasing/rent-roll?asOf=2026-02-15&page=${lastPage}`), cpu);

  clock.advance(16 * 86_400_000); // March 3rd: a new month
  let t0 = performance.now();
  const first = await runChargeJobFor({ db, clock }, org.id);
  const jobMs = performance.now() - t0;
  t0 = performance.now();
  const again = await runChargeJobFor({ db, clock }, org.id);
  const repeatMs = performance.now() - t0;

  await settleThreeInFour(db, sql, org);
  // The use case behind GET /api/leasing/rent-summary: the session signed in before the clock moved
  // 16 days on has expired by now.
  runs.summary = await timed(async () => JSON.stringify(await rentSummary(db, org.id, "2026-03-03")), cpu);
  const summary = await rentSummary(db, org.id, "2026-03-03");
  await app.close();
  await database.close();
  process.send({
    seedMs,
    rows,
    runs,
    jobMs,
    charges: first.charges,
    repeatMs,
    repeatCharges: again.charges,
    summaryRate: summary.collectionRatePct,
    summaryLate: summary.delinquent.leases,
  });
}

/** Signs a bench user up through the app; answers the session cookie and the new organization. */
async function signUp(app) {
  const first = await app.inject({ method: "GET", url: "/api/csrf-token" });
  const jar = first.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers: { cookie: jar, "x-csrf-token": first.json().csrfToken, "content-type": "application/json" },
    payload: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-4711",
      firstName: "Bench",
      lastName: "Mark",
    }),
  });
  if (res.statusCode >= 300) throw new Error(`signup: ${res.statusCode} ${res.body}`);
  const cookies = new Map(first.cookies.map((c) => [c.name, c.value]));
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    organizationId: res.json().organizationId,
  };
}

/**
 * CPU milliseconds used so far by this process (PGlite runs inside it) plus, on a local PostgreSQL,
 * by the database's server processes (read from /proc; 0 where that is not possible).
 */
async function cpuMeter(db, sql, url) {
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  if (!url) return own;
  const { rows } = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  const tick = 1000 / 100; // USER_HZ
  const server = () => {
    let ms = 0;
    for (const { pid } of rows) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        ms += (Number(f[11]) + Number(f[12])) * tick;
      } catch {}
    }
    return ms;
  };
  return () => own() + server();
}

/** p50/p95 of REQUESTS sequential calls after 3 warm-up calls, and the mean CPU time per call. */
async function timed(call, cpu) {
  for (let i = 0; i < 3; i++) await call();
  const times = [];
  const cpu0 = cpu();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const cpuMs = (cpu() - cpu0) / REQUESTS;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuMs };
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
    const name = driver === "pglite" ? "PGlite" : "PostgreSQL";
    const fig = (m) =>
      `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, CPU ${m.cpuMs.toFixed(1)} ms/call`;
    lines.push(
      `| ${name} | GET /api/health (trivial route), ${REQUESTS} sequential calls | ${fig(r.runs.health)} | — |`,
      `| ${name} | GET /api/leasing/rent-roll, first page of 100 of ${r.rows} units with the totals of all (session, JSON, br), ${REQUESTS} sequential calls | ${fig(r.runs.route)}${ok(r.runs.route.p95, target.roll)} | ≤ ${target.roll} ms p95 |`,
      `| ${name} | GET /api/leasing/rent-roll, last page, ${REQUESTS} sequential calls | ${fig(r.runs.lastPage)}${ok(r.runs.lastPage.p95, target.roll)} | ≤ ${target.roll} ms p95 |`,
      `| ${name} | rent roll use case, all ${r.rows} units (what the exports read) + JSON.stringify, ${REQUESTS} sequential calls | ${fig(r.runs.useCase)} | — |`,
      `| ${name} | charge job, new month (${r.charges} charges) | ${(r.jobMs / 1000).toFixed(2)} s${ok(r.jobMs, target.job)} | ${target.job === null ? "—" : `≤ ${target.job / 1000} s`} |`,
      `| ${name} | charge job, same day again (${r.repeatCharges} charges) | ${(r.repeatMs / 1000).toFixed(2)} s | — |`,
      `| ${name} | rent summary use case + JSON.stringify (${r.summaryRate} % collected, ${r.summaryLate} leases delinquent), ${REQUESTS} sequential calls | ${fig(r.runs.summary)}${ok(r.runs.summary.p95, target.summary)} | ≤ ${target.summary} ms p95 |`,
    );
  }
  const report = [
    `## Leasing — ${new Date().toISOString().slice(0, 16)}Z`,
    "",
    `${PROPERTIES} properties, ${LEASES} active leases; in process (routes through app.inject, no socket; CPU: this process + local PostgreSQL server processes), ${cpus().length} cores, 1-min load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}.`,
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
