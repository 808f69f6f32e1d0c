#!/usr/bin/env node
// Load benchmark: signed-in GET /api/notifications with 50 notifications vs the trivial
// GET /api/health on the same server, 50 connections, loopback only, ~10 s each. PostgreSQL when
// reachable (throw-away database), else embedded PGlite. Appends a section to <repo>/bench/results.md.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { apiClient, appendResults, signUpBenchUser } from "./lib.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(webDir, "../..");
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** A throw-away PostgreSQL database when one is reachable (DATABASE_URL in `env`), else embedded PGlite. */
async function throwAwayDatabase(env) {
  try {
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    await admin.connect();
    const dbName = `propledger_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    return { driver: "PostgreSQL", admin, dbName };
  } catch {
    delete env.DATABASE_URL;
    return { driver: "PGlite (embedded)", admin: undefined, dbName: undefined };
  }
}

async function waitForServer(base) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    if (i > 300) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs up and creates exactly 50 notifications through the API; answers the list. */
async function fiftyNotifications(call) {
  const { csrfToken } = await signUpBenchUser(call);
  let list = [];
  while (list.length < 50) {
    await call("POST", "/api/notifications/create-samples", undefined, csrfToken);
    list = await call("GET", "/api/notifications");
  }
  for (const n of list.slice(50)) await call("DELETE", `/api/notifications/${n.id}`, undefined, csrfToken);
  list = await call("GET", "/api/notifications");
  if (list.length !== 50) throw new Error(`expected 50 notifications, got ${list.length}`);
  return list;
}

/** The trivial route, then the signed-in list, each after a warm-up. */
async function measure(base, cookie) {
  const run = (url, headers = {}, duration = DURATION) =>
    autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration, headers });
  const results = {};
  for (const [name, url, headers] of [
    ["GET /api/health (trivial)", "/api/health", {}],
    ["GET /api/notifications (signed in, 50 items)", "/api/notifications", { cookie }],
  ]) {
    await run(url, headers, 2); // warm-up: JIT, connection pool, prepared plans
    const r = await run(url, headers);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results[name] = {
      rps: r.requests.average,
      p99: r.latency.p99,
      p50: r.latency.p50,
      total: r.requests.total,
    };
  }
  return results;
}

async function main() {
  const env = { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1" };
  const dataDir = mkdtempSync(path.join(tmpdir(), "propledger-bench-"));
  env.DATA_DIR = dataDir;
  const { driver, admin, dbName } = await throwAwayDatabase(env);

  const port = await freePort();
  env.PORT = String(port);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: webDir,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForServer(base);
    const { call, cookie: cookieHeader } = apiClient(base);
    const list = await fiftyNotifications(call);
    const results = await measure(base, cookieHeader());

    // The served list must still be the real one (the route answers from a per-instance cache).
    const after = await call("GET", "/api/notifications");
    if (JSON.stringify(after) !== JSON.stringify(list)) throw new Error("the list changed during the run");
    const bodyBytes = Buffer.byteLength(JSON.stringify(list));

    const [trivial, notifications] = Object.values(results);
    const ratio = notifications.rps / trivial.rps;
    const lines = [
      `## /api/notifications vs trivial route — ${new Date().toISOString()}`,
      "",
      `Database: ${driver}; ${CONNECTIONS} connections, ${DURATION} s per route after a 2 s warm-up; loopback; ` +
        `Node ${process.version}, ${cpus().length} CPU(s), load generator on the same machine.`,
      "",
      "| Route | req/s (avg) | p50 ms | p99 ms | requests |",
      "|---|---:|---:|---:|---:|",
      ...Object.entries(results).map(
        ([name, r]) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} |`,
      ),
      "",
      `Ratio notifications / trivial: **${(ratio * 100).toFixed(1)} %** (target ≥ 50 %); ` +
        `notifications p99 **${notifications.p99} ms** (target ≤ 25 ms on PostgreSQL). ` +
        `Notifications body: ${bodyBytes} bytes, checked unchanged after the run.`,
      "",
    ];
    const report = lines.join("\n");
    appendResults(repoRoot, report);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
