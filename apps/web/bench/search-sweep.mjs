// AI search robustness sweep: every description and payee of the held-out portfolio
// (bench/search-portfolio.mjs) searched with one word cut short, mistyped (a letter dropped, two
// swapped, one doubled, a vowel changed, one inserted) or with two words joined, beside the same BM25
// baseline as bench/search.mjs. Nobody chose these queries: they are the data's own phrases, changed
// by rule, so they say how the search generalises to wordings no labelled set holds. A variant counts
// when the rows that carry the phrase fill the first ten (or all of them when fewer).
//
//   node bench/search-sweep.mjs        prints the table and appends it to <repo>/bench/results.md
//   BENCH_APPEND=0 node bench/search-sweep.mjs   prints only
//   SWEEP_MISSES=1 …                              also prints each variant this search missed
import { appendFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { sql } = await import("drizzle-orm");
const { organizations } = await import("../src/server/db/core-schema.ts");
const { rowsOf } = await import("../src/server/db/sql-helpers.ts");
const { openSearchDatabase } = await import("../src/server/search/test-support.ts");
const { aiSearch } = await import("../src/server/search/service.ts");
const { seedHeldOut, HELD_OUT_NOW } = await import("./search-portfolio.mjs");
const { bm25For } = await import("./search-heldout.mjs");

const ORG = "5ea2c400-0000-4000-8000-0000000000c0";

/** A small seeded generator, so every run changes the same letters. */
function generator(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const VOWELS = "aeiou";
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One way of changing a word of six or more letters, never its first letter. */
const CHANGES = {
  "cut short": (w) => w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))),
  "letter dropped": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w.slice(i + 1);
  },
  "letters swapped": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
  "letter doubled": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w[i] + w.slice(i);
  },
  "vowel changed": (w, r) => {
    const at = [...w].flatMap((c, k) => (k > 0 && VOWELS.includes(c) ? [k] : []));
    if (!at.length) return w;
    const k = at[r(at.length)];
    const others = VOWELS.replace(w[k], "");
    return w.slice(0, k) + others[r(others.length)] + w.slice(k + 1);
  },
  "letter inserted": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + LETTERS[r(LETTERS.length)] + w.slice(i);
  },
};

/** The phrase's variants: one per change of a long word, and its first two words joined. */
function variants(phrase, r) {
  const words = phrase
    .toLowerCase()
    .replace(/[^a-z ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const long = words.flatMap((w, i) => (w.length >= 6 ? [i] : []));
  const out = [];
  if (long.length) {
    for (const [kind, change] of Object.entries(CHANGES)) {
      const j = long[r(long.length)];
      const text = words.map((w, i) => (i === j ? change(w, r) : w)).join(" ");
      if (text !== words.join(" ")) out.push({ kind, text });
    }
  }
  if (words.length >= 2 && words[0].length >= 3 && words[1].length >= 3)
    out.push({ kind: "words joined", text: [words[0] + words[1], ...words.slice(2)].join(" ") });
  return out;
}

const found = (ids, relevant) =>
  ids.slice(0, 10).filter((id) => relevant.has(id)).length >= Math.min(10, relevant.size);

async function main() {
  const database = await openSearchDatabase();
  const { db } = database;
  await db.insert(organizations).values({ id: ORG, name: "Search sweep", createdAt: HELD_OUT_NOW });
  await seedHeldOut(db, ORG);
  const bm25 = await bm25For(db, ORG);
  const phrases = rowsOf(
    await db.execute(sql`select distinct x.phrase from transactions t,
        lateral (values (t.description), (t.payee)) x(phrase)
      where t.organization_id = ${ORG} and x.phrase is not null and x.phrase !~ '[0-9]' order by 1`),
  )
    .map((r) => r.phrase)
    .filter((p) => p.split(/\s+/).length <= 4);
  const r = generator(2026);
  const tally = new Map();
  for (const phrase of phrases) {
    const relevant = new Set(
      rowsOf(
        await db.execute(sql`select id from transactions
          where organization_id = ${ORG} and (description = ${phrase} or payee = ${phrase})`),
      ).map((x) => x.id),
    );
    for (const v of variants(phrase, r)) {
      const ours = await aiSearch(db, { organizationId: ORG, query: v.text, now: HELD_OUT_NOW });
      const theirs = bm25(v.text);
      const t = tally.get(v.kind) ?? { n: 0, ours: 0, bm25: 0 };
      t.n++;
      if (
        found(
          ours.internalData.transactions.map((x) => x.id),
          relevant,
        )
      )
        t.ours++;
      else if (process.env.SWEEP_MISSES)
        console.log(`  ${v.kind}: “${v.text}” for “${phrase}” → ${ours.response.slice(0, 120)}`);
      if (
        found(
          theirs.internalData.transactions.map((x) => x.id),
          relevant,
        )
      )
        t.bm25++;
      tally.set(v.kind, t);
    }
  }
  await database.close();
  const pct = (a, n) => `${((100 * a) / n).toFixed(0)} %`;
  const rows = [...tally].map(
    ([kind, t]) => `| ${kind} | ${t.n} | ${pct(t.ours, t.n)} | ${pct(t.bm25, t.n)} |`,
  );
  const all = [...tally.values()].reduce(
    (a, t) => ({ n: a.n + t.n, ours: a.ours + t.ours, bm25: a.bm25 + t.bm25 }),
    {
      n: 0,
      ours: 0,
      bm25: 0,
    },
  );
  const report = [
    `\n## AI search robustness sweep — ${new Date().toISOString()}`,
    "",
    `Every description and payee of the held-out portfolio (${phrases.length} phrases of up to four words), one word of six letters or more changed by rule, or the first two words joined; a variant counts when the rows carrying the phrase fill the first ten results (all of them when fewer). BM25: MiniSearch with prefix and fuzzy 0.2 over the same rows.`,
    "",
    "| Change | Variants | this search | BM25 |",
    "|---|---:|---:|---:|",
    ...rows,
    `| **all** | ${all.n} | **${pct(all.ours, all.n)}** | ${pct(all.bm25, all.n)} |`,
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_APPEND !== "0") appendFileSync(path.join(repoRoot, "bench/results.md"), report);
}

await main();
process.exit(0);
