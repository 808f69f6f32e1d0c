#!/usr/bin/env node
// Runs the server suite twice: on embedded PGlite, then on PostgreSQL in a throw-away database.
// PostgreSQL is mandatory when CI=true (no silent skip in CI); elsewhere a missing server is reported.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ci = process.env.CI === "true" || process.env.CI === "1";
const extra = process.argv.slice(2);

function vitest(label, env) {
  console.log(`\n▶ server tests on ${label}`);
  const res = spawnSync(
    process.execPath,
    [
      path.join(webDir, "../../node_modules/vitest/vitest.mjs"),
      "run",
      "-c",
      "vitest.server.config.ts",
      ...extra,
    ],
    { cwd: webDir, stdio: "inherit", env: { ...process.env, ...env } },
  );
  return res.status ?? 1;
}

const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;
process.env = baseEnv;
let failed = vitest("PGlite (embedded)", {}) !== 0;

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
let connected = false;
try {
  await admin.connect();
  connected = true;
} catch (err) {
  if (ci) {
    console.error(`✖ PostgreSQL run is mandatory in CI but ${adminUrl} is unreachable: ${err.message}`);
    process.exit(1);
  }
  console.warn(
    `\n⚠ PostgreSQL suite NOT run: cannot connect to ${adminUrl} (${err.message}). Only PGlite was tested.`,
  );
}

if (connected) {
  const dbName = `propledger_test_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${dbName}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    failed = vitest(`PostgreSQL (${dbName})`, { TEST_DATABASE_URL: url.toString() }) !== 0 || failed;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}
console.log(failed ? "\n✖ server tests failed" : "\n✓ server tests passed");
process.exit(failed ? 1 : 0);
