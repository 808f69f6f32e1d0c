#!/usr/bin/env node
// The search probe: bench/search-probe.json's queries over the probe portfolio
// (bench/search-probe-portfolio.mjs: its own names, places, vendors, abbreviated wording and "today"),
// relevance by predicates over the data as in the held-out set, per kind beside the same plain BM25
// baseline (bench/search-heldout.mjs). Prints every query below par, so the probe is for finding
// what the search does not generalise to; the held-out test half stays the unseen measure.
//
//   node bench/search-probe.mjs            the table per kind, and the misses
//   node bench/search-probe.mjs --all      also every query's nDCG, for the search and BM25
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PROBE_FILE = path.join(webDir, "bench/search-probe.json");
const PROBE_ORG = "5ea2c400-0000-4000-8000-0000000000c1";

const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearchTraced } = await import("../src/server/search/service.ts");
const { organizations } = await import("../src/server/db/core-schema.ts");
const { bm25For, labelHeldOut, outcome, qualityTable, summarise } = await import("./search-heldout.mjs");
const { PROBE_NOW, seedProbe } = await import("./search-probe-portfolio.mjs");

const database = await openSearchDatabase();
try {
  await database.db
    .insert(organizations)
    .values({ id: PROBE_ORG, name: "Search probe", createdAt: PROBE_NOW })
    .onConflictDoNothing();
  const seeded = await seedProbe(database.db, PROBE_ORG);
  console.log(`probe portfolio: ${seeded.transactions} transactions, ${seeded.properties} properties`);
  const bm25 = await bm25For(database.db, PROBE_ORG);
  const { queries } = JSON.parse(readFileSync(PROBE_FILE, "utf8"));
  const search = [];
  const base = [];
  const misses = [];
  for (const q of queries) {
    const label = await labelHeldOut(database.db, PROBE_ORG, q.truth);
    if (q.truth.target !== "none" && !label.relevant.length)
      console.warn(`⚠ no relevant rows: ${q.id} ${q.query}`);
    const { answer } = await aiSearchTraced(database.db, {
      organizationId: PROBE_ORG,
      query: q.query,
      now: PROBE_NOW,
    });
    const o = outcome(q, label.relevant, answer, label);
    const b = outcome(q, label.relevant, bm25(q.query));
    search.push(o);
    base.push(b);
    const line = `${q.id} ${q.kind} nDCG ${o.ndcg.toFixed(2)} (BM25 ${b.ndcg.toFixed(2)}, ${label.relevant.length} relevant) “${q.query}” → ${answer.response.slice(0, 140)}`;
    if ((o.noAnswer && !o.empty) || (!o.noAnswer && o.ndcg < 0.9) || o.fact === false) misses.push(line);
    else if (process.argv.includes("--all")) console.log(line);
  }
  console.log(`\nProbe (${queries.length} queries, bench/search-probe.json)`);
  console.log(qualityTable(summarise(search), summarise(base)).join("\n"));
  if (misses.length) console.log(`\nbelow par:\n  ${misses.join("\n  ")}`);
} finally {
  await database.close();
}
process.exit(0);
