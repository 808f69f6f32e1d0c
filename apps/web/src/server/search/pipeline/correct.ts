// Step 2, correct: words nobody knows are matched to the closest known word (pg_trgm's trigram
// similarity over the cached vocabulary, or one or two edits away). A correction is applied and the
// query parsed again, unless the word as typed occurs in transaction text: then it is only suggested.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import type { OrgLexicon } from "../lexicon";
import { applyCorrections, type ParsedQuery, parseQuery } from "../parse";
import type { Understood } from "./understand";

export interface Corrected {
  parsed: ParsedQuery;
  /** The query after typo correction, when one was applied. */
  corrected: string | null;
  /** The weakest applied correction's similarity (1 without one): lowers the confidence. */
  correctionSim: number;
  /** Corrected queries offered as suggestions instead of applied. */
  spelling: string[];
}

export async function correct(
  db: Db,
  org: string,
  lex: OrgLexicon,
  { query, parsed }: Understood,
  now: Date,
): Promise<Corrected> {
  const none: Corrected = { parsed, corrected: null, correctionSim: 1, spelling: [] };
  if (!parsed.unknown.length) return none;
  const fixes = pickCorrections(await correctWords(db, org, lex, parsed.unknown));
  if (!fixes.length) return none;
  const candidate = applyCorrections(query, new Map(fixes.map((f) => [f.word, f.term])));
  if (fixes.some((f) => f.hit)) return { ...none, spelling: [candidate] };
  return {
    parsed: parseQuery(candidate, { now, lexicon: lex.prepared }),
    corrected: candidate,
    correctionSim: Math.min(...fixes.map((f) => f.sim)),
    spelling: [],
  };
}

interface Correction {
  word: string;
  term: string;
  sim: number;
  /** The word as typed already matches some transaction text. */
  hit: boolean;
}

/**
 * For the words nobody knows: the closest known word (pg_trgm's similarity over the cached
 * vocabulary), and whether the word as typed matches transaction text anyway (then it is only
 * suggested, not applied).
 */
async function correctWords(db: Db, org: string, lex: OrgLexicon, words: string[]): Promise<Correction[]> {
  const safe = [...new Set(words.map((w) => w.replace(/[^a-z0-9]/g, "")).filter((w) => w.length >= 3))].slice(
    0,
    6,
  );
  const picks = pickCorrections(
    safe.flatMap((word) => lex.vocabulary.nearest(word).map((c) => ({ word, ...c }))),
  );
  if (!picks.length) return [];
  const typed = await wordsInTransactions(
    db,
    org,
    picks.map((p) => p.word),
  );
  return picks.map((p) => ({ ...p, hit: typed.has(p.word) }));
}

/**
 * Which of `words` occur in some transaction's text. Constant LIKE patterns, so the trigram index on
 * search_text answers each (a correlated pattern would read every row).
 */
async function wordsInTransactions(db: Db, org: string, words: string[]): Promise<Set<string>> {
  const checks = words.map(
    (w) => sql`select ${w}::text as word where exists(select 1 from transactions t
                 where t.organization_id = ${org} and t.search_text like ${`%${w}%`})`,
  );
  return new Set(
    rowsOf<{ word: string }>(await db.execute(sql.join(checks, sql` union all `))).map((r) => r.word),
  );
}

/** Optimal string alignment distance (Levenshtein + adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Per word, the candidate pg_trgm ranked best, if it is close enough: trigram similarity ≥ 0.45, or
 * one or two edits away (transpositions count as one: "repiars" → "repairs" has few shared trigrams).
 */
function pickCorrections<C extends Omit<Correction, "hit">>(rows: C[]): C[] {
  const byWord = new Map<string, C[]>();
  for (const r of rows) if (r.term) byWord.set(r.word, [...(byWord.get(r.word) ?? []), r]);
  const out: C[] = [];
  for (const [word, candidates] of byWord) {
    const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    const scored = candidates.map((c) => ({ c, edits: editDistance(word, c.term) }));
    const close = scored
      .filter((x) => x.edits <= allowed)
      .sort((x, y) => x.edits - y.edits || y.c.sim - x.c.sim)[0];
    const similar = scored.filter((x) => x.c.sim >= 0.45).sort((x, y) => y.c.sim - x.c.sim)[0];
    const pick = close ?? similar;
    if (pick)
      out.push({ ...pick.c, sim: Math.max(pick.c.sim, 1 - pick.edits / Math.max(word.length, 1) / 2) });
  }
  return out;
}
