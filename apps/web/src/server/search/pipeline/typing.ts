// A query still being typed: its last word one to three letters long ("water he", "lawn mo", "sewer
// la"). Such a word is often something else too — a stopword, a state's code, a month — and the
// parser claims it as that. When the books say the word before it followed by a word that starts
// with it, the user is typing that word: the query is finished with the one the books use most.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import type { ParsedQuery } from "../parse";
import { conceptsOf } from "../thesaurus";
import { STOPWORDS } from "../vocabulary";

/**
 * The words a parse took as a name. A category read from a word cut short ("lawn mo" as lawn care)
 * is no reason to stop: the rows' own words say more.
 */
function namedWords(parsed: ParsedQuery): Set<string> {
  const texts = [
    ...parsed.properties.map((p) => p.text),
    ...parsed.tenants.map((t) => t.text),
    ...parsed.vendors.map((v) => v.text),
  ];
  return new Set(texts.flatMap((t) => t.toLowerCase().split(/[^a-z0-9]+/)));
}

/** The query with its short last word finished as the books write it after the word before, or null. */
export async function finishTyping(
  db: Db,
  org: string,
  query: string,
  parsed: ParsedQuery,
): Promise<string | null> {
  // Typed in capitals ("rent DE"), a short word is a code, not a word being typed.
  const m = /(?:^|\s)([A-Za-z]{3,})\s+([a-z]{1,3})$/.exec(query);
  if (!m) return null;
  const [before, typing] = [m[1]!.toLowerCase(), m[2]!];
  if (STOPWORDS.has(before) || namedWords(parsed).has(typing)) return null;
  // A free word the thesaurus leaves alone is already matched as the start of longer ones ("boiler
  // re" finds repair and replacement); one it reads as something else ("la", Louisiana) is not.
  if (parsed.terms.includes(typing) && conceptsOf([typing])[0]?.length === 1) return null;
  // Between the two, whatever the books put there ("Landscaping - monthly", "Internet/WiFi",
  // "knobs & deadbolts"); pg_trgm's index answers the regular expression from its letters.
  const pattern = `\\m${before}[^a-z0-9]+(${typing}[a-z]*)`;
  const rows = rowsOf<{ word: string }>(
    await db.execute(sql`
      select substring(t.search_text from ${pattern}) as word
        from transactions t
       where t.organization_id = ${org} and t.search_text ~ ${pattern}
       limit 200`),
  );
  const counts = new Map<string, number>();
  for (const { word } of rows) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  const best = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  // Most often the word as typed ("cleaning co" of Maid Marian Cleaning Co.): nothing to finish.
  return best && best[0] !== typing ? `${query.slice(0, query.length - typing.length)}${best[0]}` : null;
}
