// AI search robustness sweep: every description and payee of the held-out, probe, fresh, fifth, sixth,
// seventh and eighth portfolios (bench/search-*portfolio.mjs) searched with one word cut short,
// mistyped (a letter dropped, two swapped, one doubled, a vowel changed, one inserted), with two words
// joined, or with one word alone and begun ("Evergr"), beside the same BM25 baseline as
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

const PORTFOLIOS = [
  { name: "held-out", org: "5ea2c400-0000-4000-8000-0000000000c0", seed: seedHeldOut, now: HELD_OUT_NOW },
  { name: "probe", org: "5ea2c400-0000-4000-8000-0000000000c1", seed: seedProbe, now: PROBE_NOW },
  { name: "fresh", org: "5ea2c400-0000-4000-8000-0000000000c2", seed: seedFresh, now: FRESH_NOW },
  { name: "fifth", org: "5ea2c400-0000-4000-8000-0000000000c3", seed: seedFifth, now: FIFTH_NOW },
  { name: "sixth", org: "5ea2c400-0000-4000-8000-0000000000c4", seed: seedSixth, now: SIXTH_NOW },
  { name: "seventh", org: "5ea2c400-0000-4000-8000-0000000000c5", seed: seedSeventh, now: SEVENTH_NOW },
  { name: "eighth", org: "5ea2c400-0000-4000-8000-0000000000c6", seed: seedEighth, now: EIGHTH_NOW },
];

/** A small seeded generator, so every run changes the same letters. */
function generator(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const VOWELS = "aeiou";
/** The keys beside each letter on a QWERTY keyboard: the letter a hurried finger hits instead. */
const BESIDE = {
  a: "qwsz",
  b: "vghn",
  c: "xdfv",
  d: "serfcx",
  e: "wsdr",
  f: "drtgvc",
  g: "ftyhbv",
  h: "gyujnb",
  i: "ujko",
  j: "huikmn",
  k: "jiolm",
  l: "kop",
  m: "njk",
  n: "bhjm",
  o: "iklp",
  p: "ol",
  q: "wa",
  r: "edft",
  s: "awedxz",
  t: "rfgy",
  u: "yhji",
  v: "cfgb",
  w: "qase",
  x: "zsdc",
  y: "tghu",
  z: "asx",
};
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One way of changing a word of six or more letters, never its first letter (but see firstLetter). */
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
  "key beside hit": (w, r) => {
    const i = 1 + r(w.length - 1);
    const near = BESIDE[w[i]] ?? w[i];
    return w.slice(0, i) + near[r(near.length)] + w.slice(i + 1);
  },
  "letter inserted": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + LETTERS[r(LETTERS.length)] + w.slice(i);
  },
};

/** Spellings a word is often written as by ear: one such change, at random among those that apply. */
const SOUNDS = [
  [/ph/, "f"],
  [/ck/, "k"],
  [/c(?=[aou]|$)/, "k"],
  [/([bcdfglmnprst])\1/, "$1"],
  [/ie/, "ei"],
  [/ei/, "ie"],
  [/tion$/, "shun"],
  [/([^aeiou])y$/, "$1ie"],
  [/s(?=[aeiou])/, "z"],
  [/ou/, "u"],
];

function soundAlike(w, r) {
  const fits = SOUNDS.filter(([from]) => from.test(w.slice(1)));
  if (!fits.length) return w;
  const [from, to] = fits[r(fits.length)];
  return w[0] + w.slice(1).replace(from, to);
}

const TYPOS = Object.entries(CHANGES).filter(([kind]) => kind !== "cut short");

/** Changes that touch several words at once: how people type a whole phrase in a hurry. */
function phraseVariants(words, r) {
  const out = [];
  const long = words.flatMap((w, i) => (w.length >= 5 ? [i] : []));
  if (long.length >= 2) {
    const [a, b] = [long[0], long[long.length - 1]];
    const typo = () => TYPOS[r(TYPOS.length)][1];
    const text = words.map((w, i) => (i === a || i === b ? typo()(w, r) : w)).join(" ");
    if (text !== words.join(" ")) out.push({ kind: "two words mistyped", text });
  }
  const cuttable = words.filter((w) => w.length >= 5).length;
  if (words.length >= 2 && cuttable >= 2)
    out.push({
      kind: "every word cut short",
      text: words
        .map((w) => (w.length >= 5 ? w.slice(0, Math.max(3, Math.ceil(w.length * 0.5))) : w))
        .join(" "),
    });
  // Still typing: the last word's first two letters. Rows that say the words in order, each a word
  // or the start of one, are as right as the phrase's own.
  const last = words[words.length - 1];
  if (words.length >= 2 && words[words.length - 2].length >= 3 && last.length >= 4)
    out.push({
      kind: "still typing the last word",
      text: [...words.slice(0, -1), last.slice(0, 2)].join(" "),
      inOrder: true,
    });
  // One word alone, begun ("Evergr", "Oyela"): any row with a word that starts so is right.
  const alone = words.flatMap((w, i) => (w.length >= 6 ? [i] : []));
  if (words.length >= 2 && alone.length) {
    const w = words[alone[r(alone.length)]];
    out.push({
      kind: "one word alone, begun",
      text: w.slice(0, Math.max(4, Math.ceil(w.length * 0.6))),
      inOrder: true,
    });
  }
  // The first word's first three letters, the rest whole ("nat gas").
  if (words.length >= 2 && words[0].length >= 5)
    out.push({
      kind: "first word's first three letters",
      text: [words[0].slice(0, 3), ...words.slice(1)].join(" "),
      inOrder: true,
    });
  // Rows that say the other words in order (another phrase may) are as right as the phrase's own.
  if (words.length >= 3)
    out.push({ kind: "middle word left out", text: [words[0], ...words.slice(2)].join(" "), inOrder: true });
  const heard = words.flatMap((w, i) => (w.length >= 5 && soundAlike(w, r) !== w ? [i] : []));
  if (heard.length) {
    const j = heard[r(heard.length)];
    out.push({
      kind: "spelt as it sounds",
      text: words.map((w, i) => (i === j ? soundAlike(w, r) : w)).join(" "),
    });
  }
  return out;
}

/**
 * The phrase's variants: one per change of a long word, a letter dropped from a word of four or five
 * letters (one edit is all such a word allows), and its first two words joined.
 */
function variants(phrase, r) {
  const words = phrase
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/'/g, "")
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
  // A slip on the first key ("vurst pipe"): a word of six letters or more, its first letter's neighbour.
  if (long.length) {
    const j = long[r(long.length)];
    const near = BESIDE[words[j][0]];
    if (near) {
      const text = words.map((w, i) => (i === j ? near[r(near.length)] + w.slice(1) : w)).join(" ");
      out.push({ kind: "first key beside hit", text });
    }
  }
  // Two slips in one word of eight letters or more ("sourdoh" has two letters missing).
  const longer = words.flatMap((w, i) => (w.length >= 8 ? [i] : []));
  if (longer.length) {
    const j = longer[r(longer.length)];
    const [first, second] = [TYPOS[r(TYPOS.length)][1], TYPOS[r(TYPOS.length)][1]];
    const text = words.map((w, i) => (i === j ? second(first(w, r), r) : w)).join(" ");
    if (text !== words.join(" ")) out.push({ kind: "two slips in one word", text });
  }
  const short = words.flatMap((w, i) => (w.length >= 4 && w.length <= 5 ? [i] : []));
  if (short.length) {
    const j = short[r(short.length)];
    const text = words.map((w, i) => (i === j ? CHANGES["letter dropped"](w, r) : w)).join(" ");
    out.push({ kind: "short word, letter dropped", text });
  }
  if (words.length >= 2 && words[0].length >= 3 && words[1].length >= 3)
    out.push({ kind: "words joined", text: [words[0] + words[1], ...words.slice(2)].join(" ") });
  // A compound typed as two words ("sky light"): the longest word of seven letters or more, halved.
  const split = words.reduce(
    (best, w, i) => (w.length >= 7 && w.length > (words[best]?.length ?? 0) ? i : best),
    -1,
  );
  if (split >= 0) {
    const w = words[split];
    const half = Math.floor(w.length / 2);
    const text = words.map((x, i) => (i === split ? `${w.slice(0, half)} ${w.slice(half)}` : x)).join(" ");
    out.push({ kind: "word split in two", text });
  }
  return [...out, ...phraseVariants(words, r)];
}

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
    const relevant = new Set(
      rowsOf(
        target === "transactions"
          ? await db.execute(sql`select id from transactions
              where organization_id = ${org} and (description = ${phrase} or payee = ${phrase})`)
          : await db.execute(sql`select id from properties
              where organization_id = ${org} and (name = ${phrase} or city = ${phrase})`),
      ).map((x) => x.id),
    );
    const listed = (answer) => answer.internalData[target].map((x) => x.id);
    for (const v of variants(phrase, r)) {
      const ours = await aiSearch(db, { organizationId: org, query: v.text, now });
      const theirs = bm25(v.text);
      const key = v.kind + kind;
      const wanted = v.inOrder && target === "transactions" ? sayingInOrder(v.text.split(" ")) : relevant;
      const t = tally.get(key) ?? { n: 0, ours: 0, bm25: 0 };
      t.n++;
      if (found(listed(ours), wanted)) t.ours++;
      else if (process.env.SWEEP_MISSES)
        console.log(`  ${name}, ${key}: “${v.text}” for “${phrase}” → ${ours.response.slice(0, 120)}`);
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
    "Every description and payee of a portfolio (phrases of up to four words), and every property name and city, with one word of six letters or more changed by rule, a letter dropped from a word of four or five, the first two words joined, the longest word split in two, the last word cut to two letters as while typing, one word of six letters or more alone and begun, the first word's first three letters, or a middle word left out; a variant of those last four counts when the rows saying the typed words in order, each a word or its start, fill the first ten; any other when the rows (properties) carrying the phrase fill the first ten results (all of them when fewer). BM25: MiniSearch with prefix and fuzzy 0.2 over the same rows.",
    ...results.flatMap((p) => ["", `${p.name} portfolio, ${p.phrases} phrases:`, "", ...table(p)]),
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_APPEND !== "0") appendFileSync(path.join(repoRoot, "bench/results.md"), report);
}

await main();
process.exit(0);
