#!/usr/bin/env node
// Slips in labelled questions: every query of the labelled sets (bench/search-sets.mjs) that is typed
// right (not a misspelling, partial word or no-answer query) searched again with one word of six letters
// or more mistyped (a letter dropped, two swapped, one doubled) or cut to its first 60 %, and scored by
// the query's own truth, beside the same BM25 baseline. The spelling kinds of each set hold the data's
// words mistyped; here the slip falls anywhere: in a month, a state, a category, an asking word
// ("transactions", "anything"). With --short the slip is in a word of four or five letters ("much",
// "total", "last", "year", "June", "rent"), cut to its first three. With --framed the query is framed as
// users type it ("I'm looking for …", "pull up …", "show me …", "…?", all in capitals, in title case, as a
// sentence with its full stop, its year as '25). Reported per set and half: the test half's queries are
// never printed.
//
//   node bench/search-slips.mjs [--short|--framed]  prints the table and appends it to <repo>/bench/results.md
//   BENCH_APPEND=0 node bench/search-slips.mjs   prints only
//   SLIPS_MISSES=1 …                              also prints each dev-half slip scored 0.1 below its query
//   SLIPS_ONLY=fresh,sixth …                      only those sets
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { SETS } = await import("./search-sets.mjs");
const { CHANGES, generator } = await import("./search-sweep-changes.mjs");
const { bm25For, labelHeldOut, outcome } = await import("./search-heldout.mjs");
const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearch } = await import("../src/server/search/service.ts");
const { organizations } = await import("../src/server/db/core-schema.ts");

/** Words of four or five letters slipped (--short), else words of six or more; or the whole query framed (--framed). */
const SHORT = process.argv.includes("--short");
const FRAMED = process.argv.includes("--framed");
const SLIPPED_WORD = SHORT ? /^[A-Za-z]{4,5}$/ : /^[A-Za-z]{6,}$/;

/** Kinds whose queries are slips already (a frame is no slip: it goes round them too), or ask for nothing. */
const SPELT_ALREADY = new Set(
  FRAMED ? ["no-answer", "howto"] : ["misspelling", "typo", "partial", "no-answer", "howto"],
);

/** One slip of each kind in a word, never its first letter: the sweep's, and a cut that keeps four letters (three of a short word). */
const SLIPS = {
  "letter dropped": CHANGES["letter dropped"],
  "letters swapped": CHANGES["letters swapped"],
  "letter doubled": CHANGES["letter doubled"],
  "cut short": (w) => w.slice(0, SHORT ? 3 : Math.max(4, Math.ceil(w.length * 0.6))),
};

/** The words a user puts round a query, or the way they type all of it (null: the query has no such part). */
const FRAMES = {
  "show me …": (q) => `show me ${q}`,
  "can you find …": (q) => `can you find ${q}`,
  "I'm looking for …": (q) => `I'm looking for ${q}`,
  "pull up …": (q) => `pull up ${q}`,
  "…?": (q) => `${q}?`,
  "… please": (q) => `${q} please`,
  "IN CAPITALS": (q) => q.toUpperCase(),
  "Title Case": (q) => q.replace(/\b[a-z]/g, (c) => c.toUpperCase()),
  "A sentence.": (q) => `${q.replace(/^[a-z]/, (c) => c.toUpperCase())}.`,
  "'25 for 2025": (q) => (/\b20\d\d\b/.test(q) ? q.replace(/\b20(\d\d)\b/, "'$1") : null),
};

/** The query's variants: one per slip, each in one of its words of the length slipped, or none; or one per frame. */
function slipped(query, r) {
  if (FRAMED)
    return Object.entries(FRAMES)
      .map(([kind, frame]) => ({ kind, text: frame(query) }))
      .filter((v) => v.text !== null);
  const parts = query.split(/(\s+)/);
  const long = parts.flatMap((p, i) => (SLIPPED_WORD.test(p) ? [i] : []));
  if (!long.length) return [];
  return Object.entries(SLIPS).map(([kind, slip]) => {
    const at = long[r(long.length)];
    return { kind, text: parts.map((p, i) => (i === at ? slip(p, r) : p)).join("") };
  });
}

/** Each half's sums: the queries as typed, then slipped, for the search and for BM25. */
async function slipsOf(db, name, set) {
  const { now, seed } = await set.portfolio();
  await db
    .insert(organizations)
    .values({ id: set.org, name: set.name, createdAt: now })
    .onConflictDoNothing();
  await seed(db, set.org);
  const bm25 = await bm25For(db, set.org);
  const { queries } = JSON.parse(readFileSync(path.join(webDir, set.file), "utf8"));
  const r = generator(2027);
  const halves = new Map();
  for (const q of queries.filter((q) => q.truth && q.truth.target !== "none" && !SPELT_ALREADY.has(q.kind))) {
    const variants = slipped(q.query, r);
    if (!variants.length) continue;
    const label = await labelHeldOut(db, set.org, q.truth);
    const ask = (text) => aiSearch(db, { organizationId: set.org, query: text, now });
    const typed = outcome(q, label.relevant, await ask(q.query), label).ndcg;
    const half = q.split ?? "all";
    const h = halves.get(half) ?? { queries: 0, typed: 0, n: 0, ours: 0, bm25: 0, kinds: new Map() };
    h.queries++;
    h.typed += typed;
    for (const v of variants) {
      const answer = await ask(v.text);
      const ours = outcome(q, label.relevant, answer, label).ndcg;
      const theirs = outcome(q, label.relevant, bm25(v.text)).ndcg;
      h.n++;
      h.ours += ours;
      h.bm25 += theirs;
      const k = h.kinds.get(v.kind) ?? { n: 0, ours: 0, bm25: 0 };
      h.kinds.set(v.kind, { n: k.n + 1, ours: k.ours + ours, bm25: k.bm25 + theirs });
      if (process.env.SLIPS_MISSES && half !== "test" && ours < typed - 0.1)
        console.log(
          `  ${name} ${q.id} ${v.kind}: “${v.text}” (“${q.query}”) → ${answer.response.slice(0, 120)}`,
        );
    }
    halves.set(half, h);
  }
  return halves;
}

const mean = (sum, n) => (n ? (sum / n).toFixed(3) : "–");

function table(results) {
  const kinds = Object.keys(FRAMED ? FRAMES : SLIPS);
  return [
    `| Set, half | Queries | nDCG@10 as typed | ${FRAMED ? "framed" : "slipped"}: search / BM25 | ${kinds.join(" | ")} |`,
    `|---|---:|---:|---:|${kinds.map(() => "---:").join("|")}|`,
    ...results.flatMap(({ name, halves }) =>
      [...halves].map(
        ([half, h]) =>
          `| ${name}, ${half === "test" ? "test (never tuned on)" : half} | ${h.queries} | ${mean(h.typed, h.queries)} | **${mean(h.ours, h.n)}** / ${mean(h.bm25, h.n)} | ${kinds
            .map((k) => {
              const c = h.kinds.get(k);
              return c ? `${mean(c.ours, c.n)} / ${mean(c.bm25, c.n)}` : "–";
            })
            .join(" | ")} |`,
      ),
    ),
  ];
}

async function main() {
  const only = process.env.SLIPS_ONLY?.split(",");
  const results = [];
  for (const [name, set] of Object.entries(SETS).filter(([n]) => !only || only.includes(n))) {
    const database = await openSearchDatabase();
    try {
      results.push({ name, halves: await slipsOf(database.db, name, set) });
    } finally {
      await database.close();
    }
  }
  const report = [
    `\n## AI search, ${FRAMED ? "framed" : SHORT ? "slips in short words of" : "slips in"} labelled questions — ${new Date().toISOString()}`,
    "",
    FRAMED
      ? "Every labelled query that asks for something (not a no-answer query) framed as users type it: after “show me”, “can you find”, “I'm looking for” or “pull up”, with “?” or “please” after it, all in capitals, in title case, as a sentence (its first letter a capital, a full stop after it), or with its year cut to “'25”; scored (nDCG@10) by the query's own truth; each frame's cell: this search / BM25 (MiniSearch, prefix and fuzzy 0.2)."
      : SHORT
        ? "Every labelled query typed right (not a misspelling, partial-word or no-answer query) with one word of four or five letters mistyped (a letter dropped, two swapped, one doubled) or cut to its first three, scored (nDCG@10) by the query's own truth; each slip kind's cell: this search / BM25 (MiniSearch, prefix and fuzzy 0.2)."
        : "Every labelled query typed right (not a misspelling, partial-word or no-answer query) with one word of six letters or more mistyped (a letter dropped, two swapped, one doubled) or cut to its first 60 %, scored (nDCG@10) by the query's own truth; each slip kind's cell: this search / BM25 (MiniSearch, prefix and fuzzy 0.2).",
    "",
    ...table(results),
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_APPEND !== "0") appendFileSync(path.join(webDir, "../../bench/results.md"), report);
}

await main();
process.exit(0);
