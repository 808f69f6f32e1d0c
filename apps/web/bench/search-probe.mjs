#!/usr/bin/env node
// The search probe: a labelled query set over a sample portfolio the search was not tuned on, relevance
// by predicates over the data as in the held-out set, per kind beside the same plain BM25 baseline
// (bench/search-heldout.mjs). Four sets:
//   probe (default)  bench/search-probe.json over bench/search-probe-portfolio.mjs (its own names, places,
//                    vendors, abbreviated wording and "today"); prints every query below par, so it is for
//                    finding what the search does not generalise to.
//   fresh            bench/search-fresh.json over bench/search-fresh-portfolio.mjs (other regions, tenants,
//                    vendors and wording, written without seeing the search code). Its queries are split:
//                    the table is printed for the dev and test halves apart, and the queries below par
//                    only for dev; the test half's queries and misses are never printed.
//   fifth            bench/search-fifth.json over bench/search-fifth-portfolio.mjs (a fifth portfolio in
//                    eleven other states, weighted to misspelt and cut words), split and printed as fresh.
//   sixth            bench/search-sixth.json over bench/search-sixth-portfolio.mjs (a sixth portfolio in
//                    Louisiana, Hawaii and Alaska, parishes and boroughs), split and printed as fresh.
//   seventh          bench/search-seventh.json over bench/search-seventh-portfolio.mjs (a seventh portfolio in
//                    Ohio, Wisconsin, Kentucky, Nebraska and Indiana, weighted to misspelt, cut and
//                    paraphrased words), split and printed as fresh.
//   eighth           bench/search-eighth.json over bench/search-eighth-portfolio.mjs (an eighth portfolio in
//                    Colorado, Georgia, Missouri, Virginia and Washington), split and printed as fresh.
//   ninth            bench/search-ninth.json over bench/search-ninth-portfolio.mjs (a ninth portfolio in
//                    Iowa, Kansas, Oklahoma, Arkansas and Utah), split and printed as fresh.
//
//   node bench/search-probe.mjs [--set fresh|fifth|sixth|seventh|eighth]  the table per kind, and the misses
//   node bench/search-probe.mjs [--set fresh] --all  also every (dev) query's nDCG, for the search and BM25
//   node bench/search-probe.mjs --set fresh --record  also appends the tables to <repo>/bench/results.md
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { SETS } = await import("./search-sets.mjs");
const setArg = process.argv.indexOf("--set");
const setName = setArg >= 0 ? process.argv[setArg + 1] : "probe";
const set = SETS[setName];
if (!set) throw new Error(`unknown --set ${setName} (one of ${Object.keys(SETS).join(", ")})`);
const ORG = set.org;

const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearchTraced } = await import("../src/server/search/service.ts");
const { organizations } = await import("../src/server/db/core-schema.ts");
const { bm25For, labelHeldOut, outcome, qualityTable, summarise } = await import("./search-heldout.mjs");
const { now: NOW, seed } = await set.portfolio();

/** One query's outcomes for the search and BM25, and its line (the query, its scores, the answer). */
async function run(db, bm25, q) {
  const label = await labelHeldOut(db, ORG, q.truth);
  const hidden = q.split === "test";
  if (q.truth.target !== "none" && !label.relevant.length)
    console.warn(`⚠ no relevant rows: ${q.id}${hidden ? "" : ` ${q.query}`}`);
  const { answer } = await aiSearchTraced(db, { organizationId: ORG, query: q.query, now: NOW });
  const o = outcome(q, label.relevant, answer, label);
  const b = outcome(q, label.relevant, bm25(q.query));
  const line = `${q.id} ${q.kind} nDCG ${o.ndcg.toFixed(2)} (BM25 ${b.ndcg.toFixed(2)}, ${label.relevant.length} relevant) “${q.query}” → ${answer.response.slice(0, 140)}`;
  const miss = (o.noAnswer && !o.empty) || (!o.noAnswer && o.ndcg < 0.9) || o.fact === false;
  return { o, b, line: hidden ? null : line, miss };
}

const database = await openSearchDatabase();
try {
  await database.db
    .insert(organizations)
    .values({ id: ORG, name: set.name, createdAt: NOW })
    .onConflictDoNothing();
  const seeded = await seed(database.db, ORG);
  console.log(`${setName} portfolio: ${seeded.transactions} transactions, ${seeded.properties} properties`);
  const bm25 = await bm25For(database.db, ORG);
  const { queries } = JSON.parse(readFileSync(path.join(webDir, set.file), "utf8"));
  // Without splits (the probe) one table of every query; with them, one per half, dev first.
  const halves = queries.some((q) => q.split) ? ["dev", "test"] : [undefined];
  const runs = [];
  for (const q of queries) runs.push({ q, ...(await run(database.db, bm25, q)) });
  const shown = runs.filter((r) => r.line);
  if (process.argv.includes("--all")) for (const r of shown.filter((r) => !r.miss)) console.log(r.line);
  const tables = halves.flatMap((half) => {
    const mine = runs.filter((r) => r.q.split === half);
    const title = half ? `, ${half} half${half === "test" ? " (never tuned on)" : ""}` : "";
    return [
      `\n${setName} set (${mine.length} queries${title}, ${set.file})`,
      ...qualityTable(summarise(mine.map((r) => r.o)), summarise(mine.map((r) => r.b))),
    ];
  });
  console.log(tables.join("\n"));
  // --record: the tables (never a query) appended to <repo>/bench/results.md, as bench:search does.
  if (process.argv.includes("--record"))
    appendFileSync(
      path.join(webDir, "../../bench/results.md"),
      `\n## AI search, ${setName} set — ${new Date().toISOString()}\n${tables.join("\n")}\n`,
    );
  const misses = shown.filter((r) => r.miss).map((r) => r.line);
  const whose = halves.length > 1 ? " (dev half only)" : "";
  if (misses.length) console.log(`\nbelow par${whose}:\n  ${misses.join("\n  ")}`);
} finally {
  await database.close();
}
process.exit(0);
