#!/usr/bin/env node
// AI search benchmark (issue 7).
//
// Quality: the labelled queries in bench/search-queries.json over the deterministic sample portfolio
// (seedPortfolio seed 7, 40 properties, 3 years to 2026-01-15, organization 5ea2c400-…-01): recall@10,
// nDCG@10, MRR and no-result rate per kind, and the parser's per-field accuracy.
// Latency: server-side (aiSearch in process, warm), at 50 000 transactions + 2 000 properties, on
// PGlite and on PostgreSQL (loopback, throw-away database, pool of 4), p50/p95/max per driver.
// Appends a section to <repo>/bench/results.md.
//
//   node bench/search.mjs            quality + latency
//   node bench/search.mjs --quality  quality only (fast)
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
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const args = new Set(process.argv.slice(2));

const { sql } = await import("drizzle-orm");
const { organizations } = await import("../src/server/db/core-schema.ts");
const { seedPortfolio } = await import("../src/server/accounting/seed/index.ts");
const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearchTraced } = await import("../src/server/search/service.ts");
const { rowsOf } = await import("../src/server/search/lexicon.ts");

export const QUALITY_ORG = "5ea2c400-0000-4000-8000-000000000001";
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

// ---- labelling: truth → relevant ids, with plain SQL ---------------------------------------------

const list = (values) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function label(db, q) {
  const t = q.truth;
  const org = QUALITY_ORG;
  if (t.target === "none" || t.target === "help")
    return t.target === "help" ? t.slugs.map((s) => `help:${s}`) : [];
  const propFilter = (alias) => {
    const conds = [];
    for (const s of t.streets ?? [])
      conds.push(
        sql`(${sql.raw(alias)}.name ilike ${`%${s}%`} or ${sql.raw(alias)}.address_line1 ilike ${`%${s}%`})`,
      );
    for (const n of t.properties ?? []) conds.push(sql`${sql.raw(alias)}.name = ${n}`);
    for (const c of t.cities ?? []) conds.push(sql`${sql.raw(alias)}.city = ${c}`);
    return conds.length ? sql`(${sql.join(conds, sql` or `)})` : null;
  };
  if (t.target === "properties") {
    const rows = rowsOf(
      await db.execute(
        sql`select id from properties p where organization_id = ${org} and ${propFilter("p")} order by name, id`,
      ),
    );
    return rows.map((r) => r.id);
  }
  if (t.target === "tenants") {
    const rows = rowsOf(
      await db.execute(
        sql`select id from tenants where organization_id = ${org} and name in (${list(t.names)}) order by name, id`,
      ),
    );
    return rows.map((r) => `tenant:${r.id}`);
  }
  // transactions
  const where = [sql`t.organization_id = ${org}`];
  if (t.type) where.push(sql`t.type = ${t.type}`);
  if (t.from) where.push(sql`t.date >= ${t.from}`);
  if (t.to) where.push(sql`t.date <= ${t.to}`);
  const pf = propFilter("p");
  if (pf) where.push(pf);
  if (t.payees) where.push(sql`t.payee in (${list(t.payees)})`);
  if (t.payeePrefix) where.push(sql`t.payee ilike ${`% ${t.payeePrefix}%`}`);
  if (t.unit) where.push(sql`u.name = ${t.unit}`);
  const amount = t.codes
    ? sql`(select sum(jl.debit_cents + jl.credit_cents) from journal_lines jl join accounts a on a.id = jl.account_id
           where jl.transaction_id = t.id and jl.line_no > 0 and a.code in (${list(t.codes)}))`
    : sql`t.amount_cents`;
  if (t.codes) where.push(sql`${amount} is not null`);
  if (t.minCents !== undefined) where.push(sql`${amount} >= ${t.minCents}`);
  if (t.maxCents !== undefined) where.push(sql`${amount} <= ${t.maxCents}`);
  const textMatch = t.text?.length
    ? sql`(${sql.join(
        t.text.map((w) => sql`(t.description ilike ${`%${w}%`} or coalesce(t.payee, '') ilike ${`%${w}%`})`),
        sql` or `,
      )})`
    : sql`false`;
  if (t.textOnly) where.push(textMatch);
  const order = t.order === "amount_desc" ? sql`amount desc, t.date desc, t.id` : sql`t.date desc, t.id`;
  const rows = rowsOf(
    await db.execute(sql`
      select t.id, ${amount}::float8 as amount, ${textMatch} as text_hit
        from transactions t left join properties p on p.id = t.property_id left join units u on u.id = t.unit_id
       where ${sql.join(where, sql` and `)}
       order by ${order}`),
  );
  if (t.order === "amount_desc") {
    const k = t.top ?? 10;
    return rows.slice(0, k).map((r, i) => ({ id: r.id, gain: k - i }));
  }
  if (t.text?.length && !t.textOnly) return rows.map((r) => ({ id: r.id, gain: r.text_hit ? 2 : 1 }));
  return rows.map((r) => r.id);
}

// ---- metrics ------------------------------------------------------------------------------------

function gainsOf(relevant) {
  const m = new Map();
  for (const r of relevant) typeof r === "string" ? m.set(r, 1) : m.set(r.id, r.gain);
  return m;
}

function ranked(answer, target) {
  if (target === "transactions") return answer.internalData.transactions.map((t) => t.id);
  if (target === "properties") return answer.internalData.properties.map((p) => p.id);
  if (target === "help") return answer.results.filter((r) => r.type === "general").map((r) => r.id);
  if (target === "tenants") return answer.results.filter((r) => r.id.startsWith("tenant:")).map((r) => r.id);
  return [];
}

function score(list, relevant) {
  const gains = gainsOf(relevant);
  const top = list.slice(0, 10);
  const hits = top.filter((id) => gains.has(id)).length;
  const recall = gains.size ? hits / Math.min(10, gains.size) : 0;
  let dcg = 0;
  top.forEach((id, i) => {
    const g = gains.get(id) ?? 0;
    dcg += (2 ** g - 1) / Math.log2(i + 2);
  });
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, 10);
  const idcg = ideal.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const first = list.findIndex((id) => gains.has(id));
  return { recall, ndcg: idcg ? dcg / idcg : 0, mrr: first >= 0 ? 1 / (first + 1) : 0 };
}

const isEmpty = (a) =>
  !a.internalData.transactions.length &&
  !a.internalData.properties.length &&
  !a.results.some((r) => r.type === "internal" || r.type === "general");

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
    q.relevant = await label(database.db, q);
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

async function runQuality() {
  const database = await openSearchDatabase();
  const t0 = Date.now();
  await seeded(database, QUALITY_ORG, QUALITY_PORTFOLIO);
  console.log(`quality portfolio seeded in ${Date.now() - t0} ms`);
  const { loadLexicon } = await import("../src/server/search/lexicon.ts");
  const lex = await loadLexicon(database.db, QUALITY_ORG);
  const queries = JSON.parse(readFileSync(QUERIES_FILE, "utf8"));
  const perKind = new Map();
  const fields = new Map();
  const failures = [];
  let answerableEmpty = 0;
  for (const q of queries) {
    const { answer, trace } = await aiSearchTraced(database.db, {
      organizationId: QUALITY_ORG,
      query: q.query,
      now: NOW,
    });
    const k = perKind.get(q.kind) ?? { n: 0, recall: 0, ndcg: 0, mrr: 0, empty: 0, emptyOk: 0 };
    k.n++;
    const empty = isEmpty(answer);
    if (empty) k.empty++;
    if (q.truth.target === "none") {
      if (empty) k.emptyOk++;
      else failures.push(`${q.id} (no-answer) returned something: ${answer.response.slice(0, 100)}`);
    } else {
      if (empty) answerableEmpty++;
      const s = score(ranked(answer, q.truth.target), q.relevant);
      k.recall += s.recall;
      k.ndcg += s.ndcg;
      k.mrr += s.mrr;
      if (s.ndcg < 0.7)
        failures.push(`${q.id} nDCG ${s.ndcg.toFixed(2)} “${q.query}” → ${answer.response.slice(0, 120)}`);
    }
    perKind.set(q.kind, k);
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
  await database.close();
  const kinds = [...perKind.entries()];
  const answerable = kinds.filter(([kind]) => kind !== "no-answer");
  const total = (key) =>
    answerable.reduce((s, [, k]) => s + k[key], 0) / answerable.reduce((s, [, k]) => s + k.n, 0);
  const rows = kinds.map(([kind, k]) =>
    kind === "no-answer"
      ? `| ${kind} | ${k.n} | – | – | – | ${((k.empty / k.n) * 100).toFixed(0)} % (correct: empty) |`
      : `| ${kind} | ${k.n} | ${(k.recall / k.n).toFixed(3)} | ${(k.ndcg / k.n).toFixed(3)} | ${(k.mrr / k.n).toFixed(3)} | ${((k.empty / k.n) * 100).toFixed(0)} % |`,
  );
  const overall = { recall: total("recall"), ndcg: total("ndcg"), mrr: total("mrr") };
  const fieldRows = [...fields.entries()].map(
    ([f, v]) => `| ${f} | ${v.ok}/${v.n} | ${((v.ok / v.n) * 100).toFixed(1)} % |`,
  );
  return { queries: queries.length, rows, overall, answerableEmpty, fieldRows, failures };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function runLatency(label, database) {
  const org = "5ea2c400-0000-4000-8000-000000000050";
  const t0 = Date.now();
  const seededNow = await seeded(database, org, LATENCY_PORTFOLIO);
  const seedMs = Date.now() - t0;
  const queries = JSON.parse(readFileSync(QUERIES_FILE, "utf8")).map((q) => q.query);
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

async function main() {
  if (args.has("--label")) return runLabel();
  const quality = await runQuality();
  console.log(
    `\nquality: ${quality.queries} queries; nDCG@10 ${quality.overall.ndcg.toFixed(3)}, recall@10 ${quality.overall.recall.toFixed(3)}, MRR ${quality.overall.mrr.toFixed(3)}`,
  );
  console.log(quality.rows.join("\n"));
  console.log(quality.fieldRows.join("\n"));
  if (quality.failures.length) console.log(`\nbelow par:\n  ${quality.failures.join("\n  ")}`);

  const latency = [];
  if (!args.has("--quality")) {
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
  }

  const targets = { "PGlite (embedded, in memory)": 50, "PostgreSQL (loopback)": 15 };
  const md = [
    `\n## AI search quality and latency — ${new Date().toISOString()}`,
    "",
    `Node ${process.version}, ${cpus().length} CPU(s). Quality: ${quality.queries} labelled queries (apps/web/bench/search-queries.json) over the sample portfolio (seed 7, 40 properties, 3 years). recall@10 = relevant in the top 10 / min(10, relevant); nDCG@10 with graded gains where labelled; MRR of the first relevant item.`,
    "",
    "| Kind | Queries | recall@10 | nDCG@10 | MRR | no-result rate |",
    "|---|---:|---:|---:|---:|---:|",
    ...quality.rows,
    `| **answerable, overall** | | **${quality.overall.recall.toFixed(3)}** | **${quality.overall.ndcg.toFixed(3)}** (target ≥ 0.85) | **${quality.overall.mrr.toFixed(3)}** | ${quality.answerableEmpty} answerable queries returned nothing (target 0) |`,
    "",
    "Parser, per field (after typo correction):",
    "",
    "| Field | Correct | Accuracy |",
    "|---|---:|---:|",
    ...quality.fieldRows,
    "",
  ];
  if (latency.length) {
    md.push(
      "Latency, server-side (aiSearch in process, warm, sequential), 50 000 transactions + 2 000 properties, every labelled query × rounds:",
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
  const out = path.join(repoRoot, "bench/results.md");
  mkdirSync(path.dirname(out), { recursive: true });
  if (!existsSync(out)) writeFileSync(out, "# Benchmark results\n");
  appendFileSync(out, `${md.join("\n")}\n`);
  console.log(`\nappended to ${path.relative(process.cwd(), out)}`);
}

await main();
process.exit(0);
