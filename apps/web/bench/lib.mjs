// Helpers shared by the benchmarks: HTTP client, server child processes, databases, percentiles, results.
import { fork } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** fetch against `base` with a cookie jar; `call` answers the parsed JSON body. */
export function apiClient(base) {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (method, url, body, csrf) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: cookie(),
        ...(csrf ? { "x-csrf-token": csrf } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0].split("=");
      jar.set(name, value);
    }
    return res.json();
  };
  return { call, cookie };
}

/** Fetches a CSRF token and signs a fresh bench user up (the client's jar then holds the session). */
export async function signUpBenchUser(call) {
  const { csrfToken } = await call("GET", "/api/csrf-token");
  const me = await call(
    "POST",
    "/api/auth/signup",
    {
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-4711",
      firstName: "Bench",
      lastName: "Mark",
    },
    csrfToken,
  );
  return { csrfToken, me };
}

/** Prints the report and appends it to <repo>/bench/results.md. */
export function appendResults(repoRoot, report) {
  console.log(`\n${report}`);
  const resultsFile = path.join(repoRoot, "bench/results.md");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  if (!existsSync(resultsFile)) writeFileSync(resultsFile, "# Benchmark results\n\n");
  appendFileSync(resultsFile, `${report}\n`);
  console.log(`appended to ${resultsFile}`);
}

export const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The p-th percentile of an ascending array (nearest rank). */
export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The next IPC message of `type` from a forked server; rejects if it exits first. */
export function once(child, type) {
  return new Promise((resolve, reject) => {
    const onMsg = (m) => {
      if (m.type === type) {
        child.off("message", onMsg);
        resolve(m);
      }
    };
    child.on("message", onMsg);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before "${type}"`)));
  });
}

/** Asks a forked server to stop and waits for it, killing it after 10 s. */
export async function stopServer(child) {
  child.send?.({ type: "stop" });
  await new Promise((r) => {
    const t = setTimeout(() => {
      child.kill("SIGKILL");
      r();
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(t);
      r();
    });
  });
}

/**
 * Runs `run(driver, databaseUrl)` for each driver BENCH_DRIVERS names (default both) and answers the
 * results: PGlite in memory, PostgreSQL in a fresh database `<prefix>_<time>` dropped afterwards, skipped
 * with a warning when the server is not reachable.
 */
export async function forEachDriver(prefix, run) {
  const wanted = (process.env.BENCH_DRIVERS ?? "pglite,postgres").split(",");
  const results = [];
  if (wanted.includes("pglite")) results.push(await run("pglite"));
  if (wanted.includes("postgres")) {
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    let dbName;
    try {
      await admin.connect();
      dbName = `${prefix}_${Date.now()}`;
      await admin.query(`CREATE DATABASE "${dbName}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      results.push(await run("postgres", url.toString()));
    } catch (err) {
      if (!dbName) console.warn(`PostgreSQL not reachable at ${adminUrl}: ${err.message}; skipped`);
      else throw err;
    } finally {
      if (dbName) await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }
  return results;
}

/**
 * Runs `script --measure` in a child process (its own heap and event loop, so one database's run
 * cannot slow the next) against `databaseUrl` (empty: PGlite); resolves with its message and driver.
 */
export function measureInChild(script, driver, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = fork(script, ["--measure"], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    });
    child.once("message", (m) => resolve({ driver, ...m }));
    child.once("exit", (code) =>
      code ? reject(new Error(`${driver} bench exited with ${code}`)) : undefined,
    );
  });
}
