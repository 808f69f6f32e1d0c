// AI search robustness sweep: every description and payee of the held-out, probe, fresh, fifth, sixth,
// seventh and eighth portfolios (bench/search-*portfolio.mjs) searched with one word cut short,
// mistyped (a letter dropped, two swapped, one doubled, a vowel changed, one inserted), with two words
// joined, or with one word alone and begun ("Evergr"), or mistyped or cut inside a question ("show me
// plumbng repair", "… in 2025"), beside the same BM25 baseline as
// bench/search.mjs. Nobody chose these queries: they are the data's own phrases, changed by rule, so
// they say how the search generalises to wordings no labelled set holds. A variant counts when the rows
// that carry the phrase fill the first ten (or all of them when fewer).
//
//   node bench/search-sweep.mjs        prints the table and appends it to <repo>/bench/results.md
//   BENCH_APPEND=0 node bench/search-sweep.mjs   prints only
//   SWEEP_MISSES=1 …                              also prints each variant this search missed
//   SWEEP_ONLY=sixth,seventh …                    only those portfolios
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
const { seedProbe, PROBE_NOW } = await import("./search-probe-portfolio.mjs");
const { seedFresh, FRESH_NOW } = await import("./search-fresh-portfolio.mjs");
const { seedFifth, FIFTH_NOW } = await import("./search-fifth-portfolio.mjs");
const { seedSixth, SIXTH_NOW } = await import("./search-sixth-portfolio.mjs");
const { seedSeventh, SEVENTH_NOW } = await import("./search-seventh-portfolio.mjs");
const { seedEighth, EIGHTH_NOW } = await import("./search-eighth-portfolio.mjs");
const { bm25For } = await import("./search-heldout.mjs");
const { framedVariants, generator, variants } = await import("./search-sweep-changes.mjs");

const PORTFOLIOS = [
  { name: "held-out", org: "5ea2c400-0000-4000-8000-0000000000c0", seed: seedHeldOut, now: HELD_OUT_NOW },
  { name: "probe", org: "5ea2c400-0000-4000-8000-0000000000c1", seed: seedProbe, now: PROBE_NOW },
  { name: "fresh", org: "5ea2c400-0000-4000-8000-0000000000c2", seed: seedFresh, now: FRESH_NOW },
  { name: "fifth", org: "5ea2c400-0000-4000-8000-0000000000c3", seed: seedFifth, now: FIFTH_NOW },
  { name: "sixth", org: "5ea2c400-0000-4000-8000-0000000000c4", seed: seedSixth, now: SIXTH_NOW },
  { name: "seventh", org: "5ea2c400-0000-4000-8000-0000000000c5", seed: seedSeventh, now: SEVENTH_NOW },
  { name: "eighth", org: "5ea2c400-0000-4000-8000-0000000000c6", seed: seedEighth, now: EIGHTH_NOW },
];

const wordsOf = (text) =>
  (text ?? "")
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const found = (ids, relevant) =>
  ids.slice(0, 10).filter((id) => relevant.has(id)).length >= Math.min(10, relevant.size);

/** The variants of every phrase of one portfolio, searched by both: tallies per kind of change. */
async function sweep(db, { name, org, seed, now }) {
  await db.insert(organizations).values({ id: org, name: `Search sweep (${name})`, createdAt: now });
  await seed(db, org);
  const bm25 = await bm25For(db, org);
  const phrases = rowsOf(
    await db.execute(sql`select distinct x.phrase from transactions t,
        lateral (values (t.description), (t.payee)) x(phrase)
      where t.organization_id = ${org} and x.phrase is not null and x.phrase !~ '[0-9]' order by 1`),
  )
    .map((r) => r.phrase)
    .filter((p) => p.split(/\s+/).length <= 4);
  const properties = rowsOf(
    await db.execute(sql`select distinct x.phrase from properties p,
        lateral (values (p.name), (p.city)) x(phrase)
      where p.organization_id = ${org} and x.phrase is not null and x.phrase !~ '[0-9]' order by 1`),
  ).map((row) => row.phrase);
  const r = generator(2026);
  // The questions draw their own numbers, so the other variants stay those of earlier runs.
  const rq = generator(2027);
  const tally = new Map();
  const texts = rowsOf(
    await db.execute(sql`select id, description, payee from transactions where organization_id = ${org}`),
  ).map((t) => ({ id: t.id, fields: [t.description, t.payee].map(wordsOf) }));
  /** Rows with a field that says `typed` in order, each a word or the start of one. */
  const sayingInOrder = (typed) =>
    new Set(
      texts
        .filter((t) =>
          t.fields.some((f) => {
            let at = 0;
            for (const w of typed) {
              while (at < f.length && !f[at].startsWith(w)) at++;
              if (at++ >= f.length) return false;
            }
            return true;
          }),
        )
        .map((t) => t.id),
    );
  const targets = [
    ...phrases.map((phrase) => ({ phrase, target: "transactions", kind: "" })),
    ...properties.map((phrase) => ({ phrase, target: "properties", kind: " (property name or city)" })),
  ];
  for (const { phrase, target, kind } of targets) {
    const rows = rowsOf(
      target === "transactions"
        ? await db.execute(sql`select id, extract(year from date)::int as year from transactions
              where organization_id = ${org} and (description = ${phrase} or payee = ${phrase})`)
        : await db.execute(sql`select id from properties
              where organization_id = ${org} and (name = ${phrase} or city = ${phrase})`),
    );
    const relevant = new Set(rows.map((x) => x.id));
    const listed = (answer) => answer.internalData[target].map((x) => x.id);
    const framed = target === "transactions" ? framedVariants(phrase, rq) : [];
    for (const v of [...variants(phrase, r), ...framed]) {
      // A year asked after the phrase: the year of one of its rows, and only that year's rows are right.
      const year = v.year && rows[rq(rows.length)].year;
      const text = year ? `${v.text} in ${year}` : v.text;
      const ours = await aiSearch(db, { organizationId: org, query: text, now });
      const theirs = bm25(text);
      const key = v.kind + kind;
      const wanted = year
        ? new Set(rows.filter((x) => x.year === year).map((x) => x.id))
        : v.inOrder && target === "transactions"
          ? sayingInOrder(v.text.split(" "))
          : relevant;
      const t = tally.get(key) ?? { n: 0, ours: 0, bm25: 0 };
      t.n++;
      if (found(listed(ours), wanted)) t.ours++;
      else if (process.env.SWEEP_MISSES)
        console.log(`  ${name}, ${key}: “${text}” for “${phrase}” → ${ours.response.slice(0, 120)}`);
      if (found(listed(theirs), wanted)) t.bm25++;
      tally.set(key, t);
    }
  }
  return { phrases: targets.length, tally };
}

const pct = (a, n) => `${((100 * a) / n).toFixed(0)} %`;

function table({ tally }) {
  const all = [...tally.values()].reduce(
    (a, t) => ({ n: a.n + t.n, ours: a.ours + t.ours, bm25: a.bm25 + t.bm25 }),
    { n: 0, ours: 0, bm25: 0 },
  );
  return [
    "| Change | Variants | this search | BM25 |",
    "|---|---:|---:|---:|",
    ...[...tally].map(([kind, t]) => `| ${kind} | ${t.n} | ${pct(t.ours, t.n)} | ${pct(t.bm25, t.n)} |`),
    `| **all** | ${all.n} | **${pct(all.ours, all.n)}** | ${pct(all.bm25, all.n)} |`,
  ];
}

async function main() {
  const database = await openSearchDatabase();
  const results = [];
  const only = process.env.SWEEP_ONLY?.split(",");
  for (const portfolio of PORTFOLIOS.filter((p) => !only || only.includes(p.name)))
    results.push({ ...portfolio, ...(await sweep(database.db, portfolio)) });
  await database.close();
  const report = [
    `\n## AI search robustness sweep — ${new Date().toISOString()}`,
    "",
    "Every description and payee of a portfolio (phrases of up to four words), and every property name and city, with one word of six letters or more changed by rule, a letter dropped from a word of four or five, the first two words joined, the longest word split in two, the last word cut to two letters as while typing, one word of six letters or more alone and begun, the first word's first three letters, or a middle word left out, or a phrase mistyped or cut short inside a question (“show me …”, “find …”) or mistyped before “in” and the year of one of its rows; a variant of the four before the questions counts when the rows saying the typed words in order, each a word or its start, fill the first ten; one with a year when the phrase's rows of that year do; any other when the rows (properties) carrying the phrase fill the first ten results (all of them when fewer). BM25: MiniSearch with prefix and fuzzy 0.2 over the same rows.",
    ...results.flatMap((p) => ["", `${p.name} portfolio, ${p.phrases} phrases:`, "", ...table(p)]),
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_APPEND !== "0") appendFileSync(path.join(repoRoot, "bench/results.md"), report);
}

await main();
process.exit(0);
