// Step 3a, vendor words: a vendor named by one word of its name that other payees' rows say too is
// read as that word. "chimney" is Soot Sweepers Chimney Svc's rows and the roofer's "Flashing repair
// around chimney"; "commer" is Beehive Commercial Realty's and the commercial insurance premium. The
// vendor's rows say the word in their payee, so they stay; the rows that say it elsewhere are no longer
// thrown away. A word no other payee's rows say keeps naming its vendors, as does one the query asks
// about as the one paid.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { nameWords, typedWords } from "../parse-tokens";
import { conceptsOf, expandTerms, phraseAround, phraseWordsOf, stopwordPhraseAround } from "../thesaurus";
import { PROPERTY_NOUNS } from "../vocabulary";
import { namesAnObject } from "../word-kinds";
import { forms as formsOf } from "../wordnet";
import { oneWordPayees } from "./described";

/**
 * Words that ask about the one paid or the money paid ("how much did we pay Delacroix", "how many times
 * did Dave's come out", "total with Spectrum"): the word is the payee then, whoever else's rows say it.
 */
const ASKS_OF_PAYEE: ReadonlySet<string> = new Set(
  (
    "pay paid pays paying payment payments charge charged charges bill billed invoiced with from by " +
    "much many total totals sum number count times"
  ).split(" "),
);

export async function vendorWordsAsWords(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  lex: OrgLexicon,
): Promise<ParsedQuery> {
  const typed = typedWords(parsed.raw);
  const renamed = nameInOtherWords(parsed, typed);
  if (renamed) return renamed;
  // A tenant named by a word that names such vendors too is no more the tenant than they are ("city"
  // of Garden City Tax Service and of every City of …).
  const shared = oneWordTenants(parsed);
  if (shared.length) return vendorWordsAsWords(db, org, withoutTenants(parsed, shared), lex);
  if (parsed.tenants.length) return parsed;
  const phrased = inPhrase(parsed, typed);
  if (phrased) return phrased;
  const housed = kindOfHouse(parsed, typed);
  if (housed) return housed;
  const thing = await beforeAThing(db, org, parsed, typed, lex);
  if (thing) return thing;
  if (typed.some((w) => ASKS_OF_PAYEE.has(w))) return parsed;
  const byWord = new Map<string, string[]>();
  for (const v of parsed.vendors) {
    const word = v.text.trim().toLowerCase();
    if (!/^[a-z]{3,}$/.test(word) || v.name.toLowerCase() === word) continue;
    byWord.set(word, [...(byWord.get(word) ?? []), v.name.toLowerCase()]);
  }
  // One word named them all: its rows are the vendors' rows and more. Payees named by several words
  // are any of them ("plow driveway sand"), unless another's row says the words side by side ("tub wont
  // drain": the tub's drain cleared, not the hot tub service's and the drain plumber's every visit).
  const names = [...byWord.values()].flat();
  if (!byWord.size || names.length !== parsed.vendors.length) return parsed;
  const words = [...byWord.keys()].sort((a, b) => typed.indexOf(a) - typed.indexOf(b));
  if (!(await saidByOthers(db, org, words, names, lex))) return parsed;
  return { ...parsed, vendors: [], terms: [...parsed.terms.filter((w) => !words.includes(w)), ...words] };
}

/**
 * Tenants named by a whole word of their name that whole-names vendors by one word too ("city" of Garden
 * City Tax Service and of every City of …; "roote" begins Rooter Brothers and Ines Rooterfeld, and names both).
 */
function oneWordTenants(parsed: ParsedQuery): string[] {
  const whole = (word: string, name: string) => nameWords(name, false).includes(word);
  const words = new Set(
    oneWordPayees(parsed)
      .map((v) => [v.text.trim().toLowerCase(), v.name] as const)
      .filter(([word, name]) => whole(word, name))
      .map(([word]) => word),
  );
  return parsed.tenants
    .filter(
      ({ text, tenant }) =>
        words.has(text.trim().toLowerCase()) && whole(text.trim().toLowerCase(), tenant.name),
    )
    .map((t) => t.tenant.name);
}

const withoutTenants = (parsed: ParsedQuery, names: readonly string[]): ParsedQuery => ({
  ...parsed,
  tenants: parsed.tenants.filter((t) => !names.includes(t.tenant.name)),
});

/**
 * The reading without the vendors named by one word that says which house, typed before the house
 * ("the beach house" is no City of Rehoboth Beach's bill), or null.
 */
function kindOfHouse(parsed: ParsedQuery, typed: readonly string[]): ParsedQuery | null {
  const housing = (v: ParsedQuery["vendors"][number]) => {
    const word = v.text.trim().toLowerCase();
    return /^[a-z]+$/.test(word) && PROPERTY_NOUNS.has(typed[typed.indexOf(word) + 1] ?? "");
  };
  if (!parsed.vendors.some(housing)) return null;
  const words = parsed.vendors.filter(housing).map((v) => v.text.trim().toLowerCase());
  return {
    ...parsed,
    vendors: parsed.vendors.filter((v) => !housing(v)),
    terms: [...parsed.terms, ...new Set(words)],
  };
}

/**
 * The reading with a vendor named by a word or a few read as the thesaurus phrase they make with the
 * words typed beside them ("did I give back": "back" is no start of Tulsa Backflow Testing; "tornado
 * shelter" is no FamilySAFE Shelters), or null.
 */
function inPhrase(parsed: ParsedQuery, typed: readonly string[]): ParsedQuery | null {
  const [vendor] = parsed.vendors;
  const text = vendor ? typedWords(vendor.text) : [];
  const same = (v: ParsedQuery["vendors"][number]) => typedWords(v.text).join(" ") === text.join(" ");
  if (!text.length || !parsed.vendors.every(same)) return null;
  const at = typed.findIndex((_, i) => text.every((w, k) => typed[i + k] === w));
  if (at < 0) return null;
  // A phrase the parser could not read for its stopword, or one whose other words are free words no
  // vendor's name has: "heating and cooling" may be a name. Several words of a name are the phrase's
  // whole ("hot tub lid" is no Mountain Spa & Hot Tub Service's).
  const named = new Set(parsed.vendors.flatMap((v) => nameWords(v.name, false)));
  const ofName = (i: number) => i >= at && i < at + text.length;
  const free = (key: readonly string[], from: number, n: number) =>
    from + n >= at + text.length &&
    n > text.length &&
    typed
      .slice(from, from + n)
      .every((w, i) => ofName(from + i) || (parsed.terms.includes(w) && !named.has(w) && key.includes(w)));
  const phrase =
    (text.length === 1 ? stopwordPhraseAround(typed, at) : null) ?? phraseAround(typed, at, free);
  if (!phrase) return null;
  return { ...parsed, vendors: [], terms: [...parsed.terms.filter((w) => !phrase.includes(w)), ...phrase] };
}

/**
 * The reading without the words typed beside a tenant's one word that make a thesaurus phrase the
 * tenant's name says in other words ("nail salon" of Sweet Tea Nail Studio LLC): they are the name too,
 * not words its rows must say. Null: no such word. (A vendor's word other payees' rows say is read as
 * a word instead, below: "housing assistance" is the housing authority's payments and others'.)
 */
function nameInOtherWords(parsed: ParsedQuery, typed: readonly string[]): ParsedQuery | null {
  const absorbed = new Set<string>();
  for (const { tenant, text } of parsed.tenants.length === 1 ? parsed.tenants : []) {
    const word = text.trim().toLowerCase();
    const at = typed.indexOf(word);
    if (at < 0) continue;
    const name = nameWords(tenant.name, false);
    const saysOtherwise = (key: readonly string[]) =>
      conceptsOf(key)
        .flat()
        .some((other) => other !== key.join(" ") && phraseWordsOf(other).every((w) => name.includes(w)));
    const phrase = phraseAround(
      typed,
      at,
      (key, from, n) =>
        typed.slice(from, from + n).every((w, i) => from + i === at || parsed.terms.includes(w)) &&
        saysOtherwise(key),
    );
    for (const w of phrase ?? []) if (w !== word) absorbed.add(w);
  }
  if (!absorbed.size) return null;
  return { ...parsed, terms: parsed.terms.filter((t) => !absorbed.has(t)) };
}

/**
 * The reading with a vendor named by one word read as that word, when it is typed before a thing other
 * payees' rows say it with ("the Fairbanks oil furnace": Oil furnace replaced, not Polar Fuel Oil's
 * deliveries), asked about as the money paid or not (null: no such word).
 */
async function beforeAThing(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  typed: readonly string[],
  lex: OrgLexicon,
): Promise<ParsedQuery | null> {
  // Payees named by several words are read together below ("plow driveway sand").
  const said = new Set(parsed.vendors.map((v) => v.text.trim().toLowerCase()));
  const [word] = said;
  if (said.size !== 1 || !word || !/^[a-z]{3,}$/.test(word)) return null;
  const next = typed[typed.indexOf(word) + 1] ?? "";
  const free = [...parsed.terms, ...parsed.categories.flatMap((c) => typedWords(c.text))];
  if (!free.includes(next) || !namesAnObject(next)) return null;
  const names = parsed.vendors.map((v) => v.name.toLowerCase());
  if (!(await saidByOthers(db, org, [word, next], names, lex))) return null;
  return { ...parsed, vendors: [], terms: [word, ...parsed.terms] };
}

/**
 * Whether a row paid to none of `names` says `words` (a word's start, when the books hold it cut). The
 * rows that say it are read first, through the full-text index: asked in one condition, the planner
 * scans every row hoping for an early match and finds none when only the vendor's rows say it (25 ms
 * at 50 000 rows instead of 2-5).
 */
async function saidByOthers(
  db: Db,
  org: string,
  words: readonly string[],
  names: readonly string[],
  lex: OrgLexicon,
): Promise<boolean> {
  // Said only in payees (the vendors' own, which the word named), no row of another says it: no look.
  // In any form the stemmer joins ("painting" is the "paint & rollers" bought for the turnover).
  const said = (word: string) => [word, ...(lex.completeAny(word) ?? []), ...formsOf(word)];
  if (!words.every((word) => said(word).some((w) => lex.describedWords.has(w)))) return false;
  // Several words, one thing: side by side in the order typed ("tub drain").
  const query = words.length > 1 ? words.join(" <-> ") : expandTerms(words, lex.complete);
  if (!query) return false;
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const rows = rowsOf<{ hit: boolean }>(
    await db.execute(sql`
      with saying as materialized (select t.payee from transactions t
        where t.organization_id = ${org} and t.search_document @@ to_tsquery('english', ${query}))
      select exists (select 1 from saying where lower(coalesce(payee, '')) not in (${list})) as hit`),
  );
  return Boolean(rows[0]?.hit);
}
