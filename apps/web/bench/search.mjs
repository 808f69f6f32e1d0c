#!/usr/bin/env node
// AI search benchmark.
//
// Quality, on two labelled sets, each beside a plain BM25 baseline (MiniSearch over the same rows):
// - bench/search-queries.json over the app's sample portfolio (seedPortfolio seed 7, 40 properties,
//   3 years to 2026-01-15): relevant ids computed once from each query's `truth` (--label);
// - bench/search-heldout.json over a different portfolio (bench/search-portfolio.mjs), relevance by
//   predicates evaluated at run time, reported per split (dev: may be tuned on; test: never).
// Per kind: nDCG@10, recall@10, MRR, no-result rate on answerable queries, no-answer queries answered
// with nothing listed, no-answer precision, counts and totals stated correctly; the parser's accuracy.
// Latency: server-side (aiSearch in process, warm), at 50 000 transactions + 2 000 properties, on
// PGlite and on PostgreSQL (loopback, throw-away database, pool of 4), p50/p95/max per driver.
// Appends a section to <repo>/bench/results.md (BENCH_APPEND=0 prints only).
//
//   node bench/search.mjs            quality + latency (BENCH_SLOWEST=N also prints the N slowest queries,
//                                    BENCH_TIMES=<file> writes each query's best time to <file>.<database>.json)
//   node bench/search.mjs --quality  quality only (fast; SEARCH_BENCH_DATA_DIR=<dir> reuses the seeded data)
//   node bench/search.mjs --label    (re)compute the relevant ids of search-queries.json from each
//                                    query's `truth` with plain SQL (independent of the search code)
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { register } from "tsx/esm/api";

register();
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(webDir, "../..");
const QUERIES_FILE = path.join(webDir, "bench/search-queries.json");
const HELD_OUT_FILE = path.join(webDir, "bench/search-heldout.json");
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const args = new Set(process.argv.slice(2));

const { sql } = await import("drizzle-orm");
const { organizations } = await import("../src/server/db/core-schema.ts");
const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearchTraced } = await import("../src/server/search/service.ts");
const { rowsOf } = await import("../src/server/db/sql-helpers.ts");
const { seedHeldOut } = await import("./search-portfolio.mjs");
const { labelExisting } = await import("./search-label.mjs");
const { bm25For, labelHeldOut, outcome, qualityTable, summarise } = await import("./search-heldout.mjs");

export const QUALITY_ORG = "5ea2c400-0000-4000-8000-000000000001";
const HELD_OUT_ORG = "5ea2c400-0000-4000-8000-0000000000b0";
export const NOW = new Date("2026-01-15T12:00:00Z");
const QUALITY_PORTFOLIO = { seed: 7, properties: 40, years: 3, endDate: "2026-01-15", now: NOW };
const LATENCY_PORTFOLIO = {
  seed: 42,
  properties: 2000,
  years: 3,
  transactions: 50_000,
  endDate: "2026-01-15",
  now: NOW,
};

async function seeded(database, org, options) {
  await database.db
    .insert(organizations)
    .values({ id: org, name: "Search bench", createdAt: NOW })
    .onConflictDoNothing();
  const have = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as n from transactions where organization_id = ${org}`,
    ),
  );
  if (!have[0]?.n) return seedPortfolio(database.db, org, options);
  return null;
}

// ---- parser accuracy -----------------------------------------------------------------------------

function parsedFields(parsed, lex) {
  const codes = [
    ...new Set(
      parsed.categories.flatMap((c) => c.accountIds.map((id) => lex.prepared.accountsById.get(id)?.code)),
    ),
  ]
    .filter(Boolean)
    .sort();
  return {
    intent: parsed.intent,
    type: parsed.type,
    from: parsed.date?.from ?? null,
    to: parsed.date?.to ?? null,
    minCents: parsed.amount?.minCents ?? null,
    maxCents: parsed.amount?.maxCents ?? null,
    codes,
    properties: parsed.properties.map((p) => p.property.name).sort(),
    payees: [...parsed.tenants.map((t) => t.tenant.name), ...parsed.vendors.map((v) => v.name)].sort(),
    order: parsed.order,
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ---- runs -----------------------------------------------------------------------------------------

async function runLabel() {
  const database = await openSearchDatabase();
  await seeded(database, QUALITY_ORG, QUALITY_PORTFOLIO);
  const queries = JSON.parse(readFileSync(QUERIES_FILE, "utf8"));
  for (const q of queries) {
    q.relevant = await labelExisting(database.db, QUALITY_ORG, q);
    if (q.truth.target !== "none" && !q.relevant.length)
      console.warn(`⚠ no relevant rows: ${q.id} ${q.query}`);
  }
  writeFileSync(QUERIES_FILE, `${JSON.stringify(queries, null, 2)}\n`);
  // Keep `biome check .` clean: format the file the way the repository formats JSON.
  const biome = path.join(repoRoot, "node_modules/.bin/biome");
  if (existsSync(biome)) spawnSync(biome, ["format", "--write", QUERIES_FILE], { stdio: "ignore" });
  console.log(`labelled ${queries.length} queries → ${path.relative(repoRoot, QUERIES_FILE)}`);
  await database.close();
}

/** The existing labelled set over the app's sample portfolio, with the parser's accuracy. */
async function runExisting(database) {
  const t0 = Date.now();
  await seeded(database, QUALITY_ORG, QUALITY_PORTFOLIO);
  console.log(`quality portfolio seeded in ${Date.now() - t0} ms`);
  const { loadLexicon } = await import("../src/server/search/lexicon.ts");
  const lex = await loadLexicon(database.db, QUALITY_ORG);
  const bm25 = await bm25For(database.db, QUALITY_ORG);
  const queries = JSON.parse(readFileSync(QUERIES_FILE, "utf8"));
  const fields = new Map();
  const failures = [];
  const search = [];
  const base = [];
  for (const q of queries) {
    const { answer, trace } = await aiSearchTraced(database.db, {
      organizationId: QUALITY_ORG,
      query: q.query,
      now: NOW,
    });
    const o = outcome(q, q.relevant, answer);
    search.push(o);
    base.push(outcome(q, q.relevant, bm25(q.query)));
    if (o.noAnswer && !o.empty)
      failures.push(`${q.id} (no-answer) listed something: ${answer.response.slice(0, 100)}`);
    if (!o.noAnswer && o.ndcg < 0.7)
      failures.push(`${q.id} nDCG ${o.ndcg.toFixed(2)} “${q.query}” → ${answer.response.slice(0, 120)}`);
    if (q.expect) {
      const got = parsedFields(trace.parsed, lex);
      for (const [field, want] of Object.entries(q.expect)) {
        const f = fields.get(field) ?? { n: 0, ok: 0 };
        f.n++;
        if (same(got[field], Array.isArray(want) ? [...want].sort() : want)) f.ok++;
        else
          failures.push(
            `${q.id} parse ${field}: want ${JSON.stringify(want)} got ${JSON.stringify(got[field])}`,
          );
        fields.set(field, f);
      }
    }
  }
  const fieldRows = [...fields.entries()].map(
    ([f, v]) => `| ${f} | ${v.ok}/${v.n} | ${((v.ok / v.n) * 100).toFixed(1)} % |`,
  );
  return { n: queries.length, search: summarise(search), base: summarise(base), fieldRows, failures };
}

/** The held-out set over its own portfolio, per split. */
async function runHeldOut(database) {
  const have = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as n from transactions where organization_id = ${HELD_OUT_ORG}`,
    ),
  );
  if (!have[0]?.n) {
    await database.db
      .insert(organizations)
      .values({ id: HELD_OUT_ORG, name: "Search bench (held-out)", createdAt: NOW })
      .onConflictDoNothing();
    await seedHeldOut(database.db, HELD_OUT_ORG);
  }
  const bm25 = await bm25For(database.db, HELD_OUT_ORG);
  const { queries } = JSON.parse(readFileSync(HELD_OUT_FILE, "utf8"));
  const halves = { dev: { search: [], base: [] }, test: { search: [], base: [] } };
  const failures = [];
  for (const q of queries) {
    const label = await labelHeldOut(database.db, HELD_OUT_ORG, q.truth);
    if (q.truth.target !== "none" && !label.relevant.length)
      console.warn(`⚠ no relevant rows: ${q.id} ${q.query}`);
    const { answer } = await aiSearchTraced(database.db, {
      organizationId: HELD_OUT_ORG,
      query: q.query,
      now: NOW,
    });
    const o = outcome(q, label.relevant, answer, label);
    halves[q.split].search.push(o);
    halves[q.split].base.push(outcome(q, label.relevant, bm25(q.query)));
    // Only the development half's misses are printed: the test half is reported, never studied.
    if (q.split === "dev" && ((o.noAnswer && !o.empty) || (!o.noAnswer && o.ndcg < 0.9) || o.fact === false))
      failures.push(
        `${q.id} ${q.kind} nDCG ${o.ndcg.toFixed(2)} “${q.query}” → ${answer.response.slice(0, 140)}`,
      );
  }
  return {
    n: queries.length,
    dev: { search: summarise(halves.dev.search), base: summarise(halves.dev.base) },
    test: { search: summarise(halves.test.search), base: summarise(halves.test.base) },
    failures,
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function runLatency(label, database) {
  const org = "5ea2c400-0000-4000-8000-000000000050";
  const t0 = Date.now();
  const seededNow = await seeded(database, org, LATENCY_PORTFOLIO);
  const seedMs = Date.now() - t0;
  const queries = [
    ...JSON.parse(readFileSync(QUERIES_FILE, "utf8")).map((q) => q.query),
    ...JSON.parse(readFileSync(HELD_OUT_FILE, "utf8")).queries.map((q) => q.query),
  ];
  // Warm: every query once (lexicon cache, plans, buffers).
  for (const q of queries) await aiSearchTraced(database.db, { organizationId: org, query: q, now: NOW });
  const times = [];
  const best = new Map();
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const load = loadavg()[0];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now();
      await aiSearchTraced(database.db, { organizationId: org, query: q, now: NOW });
      const d = performance.now() - t;
      times.push(d);
      best.set(q, Math.min(best.get(q) ?? Number.POSITIVE_INFINITY, d));
    }
  }
  times.sort((a, b) => a - b);
  const bests = [...best.values()].sort((a, b) => a - b);
  // BENCH_SLOWEST=N prints the N queries whose best time was longest: where to look first.
  for (const [q, ms] of [...best]
    .sort(([, a], [, b]) => b - a)
    .slice(0, Number(process.env.BENCH_SLOWEST ?? 0)))
    console.log(`  ${label}: ${ms.toFixed(1)} ms  “${q}”`);
  // BENCH_TIMES=<file> writes each query's best time, to compare two versions query by query.
  if (process.env.BENCH_TIMES)
    writeFileSync(
      `${process.env.BENCH_TIMES}.${label.split(" ")[0]}.json`,
      JSON.stringify(Object.fromEntries(best)),
    );
  return {
    load: `${load.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    bestP95: percentile(bests, 95),
    label,
    seed: seededNow
      ? `${seededNow.transactions} transactions, ${seededNow.properties} properties (seeded in ${(seedMs / 1000).toFixed(0)} s)`
      : "reused",
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
  };
}

/** Latency on PGlite and on PostgreSQL (a throw-away database), at 50 000 transactions. */
async function measureLatency() {
  const latency = [];
  const lite = await openSearchDatabase();
  try {
    latency.push(await runLatency("PGlite (embedded, in memory)", lite));
  } finally {
    await lite.close();
  }
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  let dbName;
  try {
    await admin.connect();
    dbName = `propledger_search_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const pgdb = await openSearchDatabase({ url: url.toString(), poolSize: 4 });
    try {
      latency.push(await runLatency("PostgreSQL (loopback)", pgdb));
    } finally {
      await pgdb.close();
    }
  } catch (err) {
    console.warn(`⚠ PostgreSQL latency not measured: ${err.message}`);
  } finally {
    if (dbName) await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  for (const l of latency) {
    console.log(
      `${l.label}: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms (p95 of per-query best ${l.bestP95.toFixed(1)} ms), max ${l.max.toFixed(1)} ms over ${l.n} searches (${l.seed}; load ${l.load})`,
    );
  }
  return latency;
}

async function main() {
  if (args.has("--label")) return runLabel();
  // SEARCH_BENCH_DATA_DIR keeps the seeded quality portfolios between runs (PGlite on disk).
  const quality = await openSearchDatabase({ dataDir: process.env.SEARCH_BENCH_DATA_DIR });
  let existing;
  let heldOut;
  try {
    existing = await runExisting(quality);
    heldOut = await runHeldOut(quality);
  } finally {
    await quality.close();
  }
  const sets = [
    [`Held-out set, test half (never tuned on)`, heldOut.test],
    [`Held-out set, development half`, heldOut.dev],
    [`Existing set (${existing.n} queries, bench/search-queries.json)`, existing],
  ];
  for (const [title, r] of sets) console.log(`\n${title}\n${qualityTable(r.search, r.base).join("\n")}`);
  console.log(existing.fieldRows.join("\n"));
  if (existing.failures.length) console.log(`\nexisting set below par:\n  ${existing.failures.join("\n  ")}`);
  if (heldOut.failures.length)
    console.log(`\nheld-out dev half below par:\n  ${heldOut.failures.join("\n  ")}`);

  const latency = args.has("--quality") ? [] : await measureLatency();

  const targets = { "PGlite (embedded, in memory)": 50, "PostgreSQL (loopback)": 15 };
  const md = [
    `\n## AI search quality and latency — ${new Date().toISOString()}`,
    "",
    `Node ${process.version}, ${cpus().length} CPU(s). Each cell: this search / a plain BM25 baseline (MiniSearch 7.2.0, prefix and fuzzy 0.2, over the same transactions and properties). recall@10 = relevant in the top 10 / min(10, relevant); nDCG@10 with graded gains where labelled; MRR of the first relevant item; no-result rate on answerable queries. The held-out set (${heldOut.n} queries, apps/web/bench/search-heldout.json) runs over its own portfolio (bench/search-portfolio.mjs); targets on its test half: nDCG@10 ≥ 0.90 overall and ≥ 0.95 on exact, misspelling and partial; ≥ 90 % of no-answer queries list nothing; ≥ 90 % of counts and totals stated.`,
    "",
    ...sets.flatMap(([title, r]) => [`### ${title}`, "", ...qualityTable(r.search, r.base), ""]),
    "Parser, per field (after typo correction):",
    "",
    "| Field | Correct | Accuracy |",
    "|---|---:|---:|",
    ...existing.fieldRows,
    "",
  ];
  if (latency.length) {
    md.push(
      "Latency, server-side (aiSearch in process, warm, sequential), 50 000 transactions + 2 000 properties, every query of both labelled sets × rounds:",
      "",
      "| Database | searches | p50 ms | p95 ms | max ms | p95 of each query's best ms | target p95 | 1-min load average (start → end) |",
      "|---|---:|---:|---:|---:|---:|---:|---|",
      ...latency.map(
        (l) =>
          `| ${l.label} | ${l.n} | ${l.p50.toFixed(1)} | **${l.p95.toFixed(1)}** | ${l.max.toFixed(1)} | ${l.bestP95.toFixed(1)} | ≤ ${targets[l.label]} ms | ${l.load} on ${cpus().length} CPUs |`,
      ),
      "",
    );
  }
  if (process.env.BENCH_APPEND === "0") return;
  const out = path.join(repoRoot, "bench/results.md");
  mkdirSync(path.dirname(out), { recursive: true });
  if (!existsSync(out)) writeFileSync(out, "# Benchmark results\n");
  appendFileSync(out, `${md.join("\n")}\n`);
  console.log(`\nappended to ${path.relative(process.cwd(), out)}`);
}

await main();
process.exit(0);
