// Step 4b, reread: when the reading found no transaction, the reading without the direction that
// "payments" implied, then the query's words as typed. Words the parser took for a type, a period, a
// tenant, a place or a category ("pay", "now", "home") may be the starts of the words one row says:
// "book pay" is "Booking payout", "tom now" is "Tomasz Nowak". Every word must then be a word of one
// transaction's text or the start of one, as a plain text search reads them; when no row has them
// all, the first reading's answer stands.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgLexicon } from "../lexicon";
import { someTransaction, someTransactionEach, transactionsCountedSql, valuesOf } from "../looks";
import { emptyQuery, type ParsedQuery } from "../parse";
import { nameWords, typedWords } from "../parse-tokens";
import { type Completer, EITHER, expandTerms, FILLER_WORDS } from "../thesaurus";
import { asWrittenSql, inAccountsSql, oneOf } from "../transactions";
import { saidAsWritten } from "../unseen-words";
import { STOPWORDS, TYPE_WORDS } from "../vocabulary";
import { isLemma } from "../wordnet";
import { buildingsBeside } from "./places";
import { paidAsWord, plan, type SearchPlan } from "./plan";
import type { Retrieved } from "./retrieve";

/**
 * The query read as nothing but words: without the words that only ask ("show me", "find", "all the"),
 * which rows rarely say, then every word, then those within the period it named ("… in 2026": the
 * year is no row's word) (none: the first reading found something, or already was that: its words
 * alone, each completed as any word's start when `completed`).
 */
export function asTypedWords(
  query: string,
  parsed: ParsedQuery,
  found: Retrieved,
  completed: boolean,
): ParsedQuery[] {
  // A word that occurs nowhere, not even as a word's start, is found by no reading.
  if (parsed.intent !== "data" || found.tx.rows.length || found.recordIntent || found.unmatched.length)
    return [];
  const words = [...new Set(nameWords(query, false))].filter((w) => !FILLER_WORDS.has(w));
  const free = new Set(parsed.terms);
  // A stop word the reading searched for is a category's, as written ("property" of "property tax"):
  // without it, "tax" would be a different question.
  const content = words.filter((w) => !STOPWORDS.has(w) || free.has(w));
  const period = new Set(nameWords(parsed.date?.phrase ?? "", false));
  const dated = content.filter((w) => !period.has(w));
  // Without the asking words first: "from" and "the" say nothing of the rows ("stuff from the
  // hardware store"); then every word ("Show Me Realty"), then the words within the period named.
  const readings = [{ terms: content, date: null as ParsedQuery["date"] }];
  if (content.length < words.length) readings.push({ terms: words, date: null });
  if (dated.length && dated.length < content.length) readings.push({ terms: dated, date: parsed.date });
  return readings
    .filter((r) => r.terms.length && !(completed && !r.date && r.terms.every((w) => free.has(w))))
    .map((r) => ({
      ...emptyQuery(parsed.raw),
      understood: parsed.understood,
      order: parsed.order,
      limit: parsed.limit,
      ...r,
    }));
}

/**
 * A question put as one for help ("where is the clawfoot tub", "where are the gutter bills") that no
 * help article answers, read as one about the rows (null: help answers it, or it asked no help).
 */
export function helpUnanswered(parsed: ParsedQuery, found: Retrieved): ParsedQuery | null {
  if (parsed.intent !== "howto" || found.strongHelp.length || found.tx.rows.length) return null;
  return { ...parsed, intent: "data" };
}

/** Words that say money moved but not which way: "HAP payments" are the housing authority's to us. */
const EITHER_WAY = new Set(["pay", "paid", "payment", "payments", "pmt", "pmts"]);

/**
 * The reading without the money-out that "payments" or "paid" implied, when that was all that said
 * which way (null otherwise): tried when the reading found nothing.
 */
export function eitherWay(parsed: ParsedQuery, found: Retrieved): ParsedQuery | null {
  if (found.tx.rows.length || found.unmatched.length || !saidEitherWay(parsed)) return null;
  return { ...parsed, type: null };
}

/** Whether only a word like "payments" or "paid" said the money went out. */
function saidEitherWay(parsed: ParsedQuery): boolean {
  if (parsed.type !== "expense") return false;
  const said = typedWords(parsed.raw).filter((w) => w in TYPE_WORDS);
  return said.length > 0 && said.every((w) => EITHER_WAY.has(w));
}

/**
 * The reading as money in, when only "payments" or "paid" said money out and the words name rows
 * (null otherwise): whichever way finds more rows is the one meant ("HAP payments" are the housing
 * authority's to us, though it was once paid an inspection fee).
 */
export function asMoneyIn(parsed: ParsedQuery, found: Retrieved): ParsedQuery | null {
  if (!found.tx.rows.length || !parsed.terms.length || !saidEitherWay(parsed)) return null;
  return { ...parsed, type: "income" };
}

/**
 * The reading with the payees named by one word of their names read as that word instead, when it
 * found no transaction (null otherwise): "snow plowing Grand Island" is the plowing there, not Liberty
 * Grove Plowing, which has no row there. Places, periods and categories stand.
 */
export function payeeWordsAsWords(parsed: ParsedQuery, found: Retrieved): ParsedQuery | null {
  if (found.tx.rows.length || found.unmatched.length || found.recordIntent) return null;
  const oneWord = parsed.vendors.filter((v) => !/\s/.test(v.text.trim()) && v.name.includes(" "));
  if (!oneWord.length) return null;
  const words = [...new Set(oneWord.map((v) => v.text.toLowerCase()))];
  return {
    ...parsed,
    vendors: parsed.vendors.filter((v) => !oneWord.includes(v)),
    terms: [...parsed.terms, ...words.filter((w) => !parsed.terms.includes(w))],
  };
}

/**
 * The reading without the categories named by one word of a longer name, when they found no transaction
 * for the thing named beside them (null otherwise): "boiler maintenance" is the boiler's service, booked
 * to repairs, not to cleaning and maintenance. The categories then rank their rows first (service.ts
 * plans them as set aside). A category named in other words ("air filters") is what was asked about.
 */
export async function categoriesAsRanking(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  found: Retrieved,
): Promise<ParsedQuery | null> {
  if (found.tx.rows.length || found.unmatched.length || found.recordIntent) return null;
  const partly = parsed.categories.filter((c) => {
    const own = c.label.toLowerCase().split(/\s+/);
    return own.length > 1 && own.includes(c.text.toLowerCase());
  });
  const thing = parsed.terms.filter((t) => !FILLER_WORDS.has(t)).join(" ");
  if (!partly.length || !thing) return null;
  // The thing as typed, not a synonym of it: an elevator is no dumpster's "weekly lift".
  const said = sql`t.search_document @@ plainto_tsquery('english', ${thing})`;
  if (!(await someTransaction(db, org, said))) return null;
  return { ...parsed, categories: parsed.categories.filter((c) => !partly.includes(c)) };
}

/**
 * The plan with the word for what a payer's money is called required ("Vrbo payouts"), when the
 * reading found the payer's rows (null otherwise). Kept only if most of those rows say it: then the
 * feed names its payouts so, and a row that does not is other money (a damage claim, a refund).
 */
export function paidAsRequired(plan: SearchPlan, found: Retrieved, lex: OrgLexicon): SearchPlan | null {
  if (!found.tx.rows.length || !plan.payees.length) return null;
  const paidAs = plan.wrappers.filter((w) => paidAsWord(w, lex));
  if (!paidAs.length) return null;
  return {
    ...plan,
    terms: [...plan.terms, ...paidAs],
    wrappers: plan.wrappers.filter((w) => !paidAs.includes(w)),
  };
}

/** A list of single words: "pipe and drain", "paint, drywall or flooring". */
const LISTED = /\b((?:[a-z0-9]+\s*,\s*)*[a-z0-9]+),?\s+(?:and|or)\s+([a-z0-9]+)\b/;

/**
 * The reading with a list of words joined by "and" or "or" read as any of them ("pipe and drain work":
 * the pipe work and the drain work), when no row says them all though each is some row's word (null
 * otherwise). No word is dropped: each must still be said, only not by the same row.
 */
export async function eitherWord(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  found: Retrieved,
): Promise<ParsedQuery | null> {
  if (found.tx.rows.length || found.unmatched.length || found.recordIntent) return null;
  const list = LISTED.exec(parsed.raw.toLowerCase());
  if (!list) return null;
  const words = [...list[1]!.split(/\s*,\s*/), list[2]!];
  if (new Set(words).size < words.length) return null;
  if (words.some((w) => !parsed.terms.includes(w) || FILLER_WORDS.has(w))) return null;
  // Records a word matched leave it unmatched by no transaction: each must be some row's word.
  const said = await someTransactionEach(
    db,
    org,
    words.map((w) => sayingSql([w], lex)),
  );
  if (said.some((s) => !s)) return null;
  return {
    ...parsed,
    terms: parsed.terms.flatMap((t) =>
      t === words[0] ? [words.join(EITHER)] : words.includes(t) ? [] : [t],
    ),
  };
}

/**
 * Each word the start of a longer one. A word of English typed whole stays itself (`asWord`) unless
 * another word is cut short: "air" of "air payo" is then Airbnb's start, as "payo" is the payout's.
 */
const startOfAny = (lex: OrgLexicon, words: readonly string[]): Completer =>
  words.some((w) => /^[a-z]+$/.test(w) && !isLemma(w) && !lex.dataWords.has(w))
    ? (word) => lex.completeAny(word)
    : lex.completeAny;

/** The plan for the words as typed: each the start of a word, as a word cut short while typing is. */
export const planAsTyped = (parsed: ParsedQuery, lex: OrgLexicon): SearchPlan =>
  plan(parsed, lex, [], startOfAny(lex, parsed.terms));

/** Whether some transaction's text holds every word as typed, each a word or a word's start (one cheap look). */
export async function someRowSays(db: Db, org: string, terms: string[], lex: OrgLexicon): Promise<boolean> {
  const saying = sayingSql(terms, lex);
  return saying ? someTransaction(db, org, saying) : false;
}

/** A transaction `t` says every word, each a word or a word's start (null: no word to look for). */
function sayingSql(terms: string[], lex: OrgLexicon): SQL | null {
  const query = expandTerms(terms, startOfAny(lex, terms));
  return query ? sql`t.search_document @@ to_tsquery('english', ${query})` : null;
}

/** Where a sentence's words are counted: the type, payees and properties the query named. */
export interface SaidWithin {
  type?: ParsedQuery["type"];
  payees?: readonly string[] | null;
  propertyIds?: readonly string[] | null;
}

/**
 * How many transactions say every word of each list (each a word or a word's start), up to 10, with
 * a line in the list's accounts when it names some (a category the words named as itself), within
 * what the query named ("rebate from the water utility" is money in; "airbnb damage claim" Airbnb's
 * rows): one cheap look for all the lists.
 */
export async function rowsSaying(
  db: Db,
  org: string,
  lists: readonly { words: string[]; accountIds?: string[] }[],
  lex: OrgLexicon,
  within: SaidWithin = {},
): Promise<number[]> {
  const scope = [
    within.type ? sql`(t.type = ${within.type}) is true` : null,
    within.payees?.length ? oneOf(sql`lower(t.payee)`, within.payees, "text") : null,
    within.propertyIds ? oneOf(sql`t.property_id`, within.propertyIds, "uuid") : null,
  ].filter((c): c is SQL => c !== null);
  const counts = await valuesOf<number>(
    db,
    lists.map(({ words: listed, accountIds }) => {
      // A kind of building beside other words is where they were done, as the retrieval reads it
      // ("beds for the mountain cabin": Fall River Cabin's beds).
      const { kinds, ids: places } = within.propertyIds
        ? { kinds: [], ids: [] }
        : buildingsBeside(listed, lex);
      const words = places.length ? listed.filter((w) => !kinds.includes(w)) : listed;
      const query = expandTerms(words, lex.complete);
      const said = query ? sql`t.search_document @@ to_tsquery('english', ${query})` : null;
      const inAccounts = accountIds?.length ? inAccountsSql(accountIds) : null;
      const at = places.length ? oneOf(sql`t.property_id`, places, "uuid") : null;
      const where = [said, inAccounts, at].filter((c): c is SQL => c !== null);
      if (!where.length) return null;
      // A phrase the rows must say as written is counted as the retrieval will read it ("no heat").
      where.push(...asWrittenSql({ saidAsWritten: saidAsWritten(words) }));
      return transactionsCountedSql(org, sql.join([...where, ...scope], sql` and `), 10);
    }),
  );
  return counts.map((n) => n ?? 0);
}
