// The in-memory corrector must pick what pg_trgm would: same trigrams, same similarity, same order.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";
import { similarity, TrigramIndex, trigramsOf } from "./trigrams";
import { staticVocabulary } from "./vocabulary";

let db: Db;
beforeAll(async () => {
  db = (await searchTestDatabase()).db;
});
afterAll(() => closeSearchTestDatabase());

const TYPED = [
  "insurence",
  "plumbng",
  "watter",
  "utilit",
  "mortg",
  "managment",
  "hvac",
  "zzqx",
  "rent",
  "r3nt",
];

describe("pg_trgm in memory", () => {
  it("has pg_trgm's trigrams and similarity", async () => {
    const vocabulary = staticVocabulary();
    const pairs = TYPED.flatMap((w) => vocabulary.slice(0, 40).map((v) => [w, v] as const));
    const rows = rowsOf<{ a: string; b: string; sim: number; grams: string[] }>(
      await db.execute(sql`
        select p.a, p.b, similarity(p.a, p.b)::float8 as sim, show_trgm(p.a) as grams
          from json_to_recordset(${JSON.stringify(pairs.map(([a, b]) => ({ a, b })))}::json) as p(a text, b text)`),
    );
    expect(rows).toHaveLength(pairs.length);
    for (const r of rows) {
      expect(similarity(r.a, r.b), `${r.a} ~ ${r.b}`).toBeCloseTo(r.sim, 5);
      expect([...trigramsOf(r.a)].sort(), r.a).toEqual([...r.grams].sort());
    }
  });

  it("finds the candidates `term % word order by similarity desc, term limit 5` finds", async () => {
    const vocabulary = staticVocabulary();
    const index = new TrigramIndex(vocabulary);
    for (const word of TYPED) {
      const want = rowsOf<{ term: string; sim: number }>(
        await db.execute(sql`
          select v.term, similarity(${word}, v.term)::float8 as sim
            from json_array_elements_text(${JSON.stringify(vocabulary)}::json) as v(term)
           where v.term % ${word} and v.term <> ${word}
           order by similarity(${word}, v.term) desc, v.term limit 5`),
      );
      const got = index.nearest(word);
      expect(
        got.map((c) => c.term),
        word,
      ).toEqual(want.map((c) => c.term));
      for (const [i, c] of got.entries()) expect(c.sim).toBeCloseTo(want[i]!.sim, 5);
    }
    expect(index.nearest("insurence")[0]?.term).toBe("insurance");
    expect(index.nearest("zzqx")).toEqual([]);
  });
});
