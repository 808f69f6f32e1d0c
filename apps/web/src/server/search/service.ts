// AI search over one organization's data, without a language model: a pipeline of named steps,
// each in its own module under pipeline/ —
//   understand (figures, ranking, breakdown) → correct → literal → plan → retrieve → (reread, described) → relate →
//   answer (residents, portfolio, tenancy) → suggest
// (parse, setting aside words that ask for a net, an average or a ranking; fix typos with pg_trgm; read the words
// as written before their categories; turn the query into ids and terms; read the matching transactions,
// documents and help; when that found no transaction, read the query again as nothing but words; pick the
// properties and tenants; compose the sentence and ranked results, or answer from the records; offer
// next searches and pages). Every statement is a drizzle `sql` template: user text only ever travels as
// a bound parameter, and every table is filtered by the caller's organization_id.
import type { AiSearchResponse } from "../../shared/search";
import type { Db } from "../db/client";
import { isoDay } from "../db/sql-helpers";
import type { AiConfig } from "./ai";
import { earlierYears } from "./calendar";
import { lexiconFor, type OrgLexicon } from "./lexicon";
import type { ParsedQuery } from "./parse";
import { aftermath } from "./pipeline/aftermath";
import { type Answer, answer, reword } from "./pipeline/answer";
import { breakdownAsked, breakdownLine } from "./pipeline/breakdown";
import { type Corrected, correct } from "./pipeline/correct";
import { type Described, described, oneWordPayees } from "./pipeline/described";
import { figureAsked, figureLine } from "./pipeline/figures";
import { literal } from "./pipeline/literal";
import { misread } from "./pipeline/misread";
import { payersSetAside } from "./pipeline/payers";
import { plan, type SearchPlan } from "./pipeline/plan";
import { portfolioAnswer, portfolioAsked } from "./pipeline/portfolio";
import { qualifiersSetAside } from "./pipeline/qualifiers";
import { rankedLine, rankingAsked } from "./pipeline/ranking";
import { relate } from "./pipeline/relate";
import {
  asMoneyIn,
  asTypedWords,
  categoriesAsRanking,
  eitherWay,
  eitherWord,
  helpUnanswered,
  paidAsRequired,
  payeeWordsAsWords,
  planAsTyped,
  rowsSaying,
  someRowSays,
} from "./pipeline/reread";
import { residentsAnswer, residentsAsked } from "./pipeline/residents";
import { foundPlan, retrieve } from "./pipeline/retrieve";
import { suggest } from "./pipeline/suggest";
import { tenancyAnswer, tenancyAsked } from "./pipeline/tenancy";
import { toldAside } from "./pipeline/told-aside";
import { tradesJob } from "./pipeline/trade-job";
import { understand } from "./pipeline/understand";
import { vendorWordsAsWords } from "./pipeline/vendor-words";
import { AFTERMATH_NOTE, leftOutNote, namedMoney } from "./pipeline/wording";
import { isRecordKind } from "./records";
import { countOf, type TxPlan, type TypeTotal } from "./transactions";

export interface AiSearchInput {
  organizationId: string;
  query: string;
  now: Date;
  /** Optional OpenAI-compatible rewrite of `response` (ai.ts). */
  ai?: AiConfig | null;
}

/** What the search understood and did, step by step, for tests and the benchmark. */
export interface SearchTrace {
  /** The parser's reading after typo correction (before the literal step). */
  parsed: ParsedQuery;
  /** The query after typo correction, when one was applied. */
  corrected: string | null;
  /** Words searched as written instead of as the categories they name (null: categories kept). */
  literal: string[] | null;
  /** The first reading found no transaction and the query's words as typed did (reread.ts). */
  reread: boolean;
  /** A sentence's words set aside because no row says them with the rest (described.ts). */
  leftOut: string[];
  /** The transaction retrieval plan with every free word required (null: transactions not searched). */
  plan: TxPlan | null;
  /** Words that occur nowhere in the organization's data: nothing was listed. */
  unmatched: string[];
  totals: TypeTotal[];
  matched: number;
  usedModel: boolean;
}

export async function aiSearch(db: Db, input: AiSearchInput): Promise<AiSearchResponse> {
  return (await aiSearchTraced(db, input)).answer;
}

export async function aiSearchTraced(
  db: Db,
  input: AiSearchInput,
): Promise<{ answer: AiSearchResponse; trace: SearchTrace }> {
  const org = input.organizationId;
  const lex = await lexiconFor(db, org);
  const heard = understand(input.query, input.now, lex);
  const figure = figureAsked(heard.parsed, lex);
  const ranked = rankingAsked(
    figure?.parsed ?? heard.parsed,
    figure?.figure === "net" || figure?.figure === "cash flow",
  );
  const split = ranked || figure ? null : breakdownAsked(heard.parsed);
  const understood = { ...heard, parsed: split?.parsed ?? ranked?.parsed ?? figure?.parsed ?? heard.parsed };
  const { query } = understood;
  const first = await correct(db, org, lex, understood, input.now);
  const { correction, read: typed } = await correctedReading(db, org, lex, first, query, input.now);
  let read = (await earlierYear(db, org, lex, correction, typed, query, input.now)) ?? typed;
  // "who lives at …" is asked of the records: no sentence's words are set aside for it. Without
  // leases, which units are vacant is which have no current tenant.
  const leased =
    read.found.recordIntent && !(read.found.recordIntent === "vacant" && !lex.recordKinds.has("lease"));
  const ofRecords = leased ? null : askedOfRecords(read, lex, correction.corrected);
  const sentence = ofRecords
    ? null
    : await describedReading(db, org, lex, read, correction, query, input.now);
  if (sentence) read = sentence.read;
  const { parsed, searchPlan, found, setAside, words, reread } = read;
  const related = relate(parsed, searchPlan, found, lex);
  const story = ofRecords ? null : await aftermath(db, org, lex, query, searchPlan, found);
  const told = toldAside(correction, query, [...read.leftOut, ...(sentence?.leftOut ?? [])]);
  // Its correction as told: none when every word it corrected was set aside.
  const computed =
    ofRecords ?? answer({ ...told, query, parsed, lex, plan: searchPlan, found: story ?? found, related });
  const asked = foundPlan(searchPlan, found);
  const lead = !computed.matched
    ? null
    : ranked
      ? await rankedLine(db, org, asked, ranked.ranking, lex, namedMoney(parsed, found.terms))
      : split
        ? await breakdownLine(db, org, asked, split.by, lex)
        : figure && (await figureLine(db, org, asked, figure.figure, found.tx.totals, lex));
  if (lead) computed.response = `${lead} ${computed.response}`;
  if (told.leftOut.length) computed.response = `${leftOutNote(told.leftOut)} ${computed.response}`;
  if (story) computed.response = `${computed.response} ${AFTERMATH_NOTE}`;
  const next = suggest(
    parsed,
    input.now,
    // Words set aside as a sentence's detail are no slips to correct ("on a cold night" is no "light").
    { spelling: sentence?.leftOut.length && computed.matched ? [] : correction.spelling, broader: setAside },
    computed.matched > 0,
    related.properties,
    found.help,
    computed.baseConfidence,
  );
  const reworded = await reword(input.ai, query, computed, found, related);
  return {
    answer: {
      query,
      response: reworded || computed.response,
      results: [...computed.results, ...next.pages],
      internalData: computed.internalData,
      suggestions: next.suggestions,
    },
    trace: {
      parsed: correction.parsed,
      corrected: correction.corrected,
      literal: words,
      reread,
      leftOut: told.leftOut,
      plan: searchPlan.wantTransactions ? searchPlan.transactions(searchPlan.terms) : null,
      unmatched: found.unmatched,
      totals: found.tx.totals,
      matched: computed.matched,
      usedModel: Boolean(reworded),
    },
  };
}

/**
 * A month or season typed without its year that finds nothing in the latest one ("ants in spring",
 * "the AC that died in July"): the latest earlier one that finds something (null: none, or not so).
 */
async function earlierYear(
  db: Db,
  org: string,
  lex: OrgLexicon,
  correction: Corrected,
  read: Reading,
  query: string,
  now: Date,
): Promise<Reading | null> {
  if (read.found.tx.rows.length || read.found.recordIntent) return null;
  for (const date of earlierYears(correction.parsed.date)) {
    const parsed = { ...correction.parsed, date };
    const earlier = await readAndRetrieve(db, org, lex, { ...correction, parsed }, query, now);
    if (earlier.found.tx.rows.length) return earlier;
  }
  return null;
}

/** The reading after `correction`, read again with the known words it misread corrected where they were. */
async function correctedReading(
  db: Db,
  org: string,
  lex: OrgLexicon,
  correction: Corrected,
  query: string,
  now: Date,
): Promise<{ correction: Corrected; read: Reading }> {
  const read = await readAndRetrieve(db, org, lex, correction, query, now);
  const known = misread(correction, read, lex);
  if (!known.length) return { correction, read };
  const text = correction.corrected ?? query;
  const again = await correct(db, org, lex, { query: text, parsed: correction.parsed }, now, known);
  if (!again.corrected) return { correction, read };
  const both = { ...again, correctionSim: Math.min(again.correctionSim, correction.correctionSim) };
  return { correction: both, read: await readAndRetrieve(db, org, lex, both, query, now) };
}

type Reading = Awaited<ReturnType<typeof readAndRetrieve>>;

/** Whether the reading asks who rents a place, how many of something there are, or of one tenancy. */
const asksOfRecords = (parsed: ParsedQuery, searchPlan: SearchPlan, lex: OrgLexicon) =>
  Boolean(
    residentsAsked(parsed, searchPlan, lex) ||
      portfolioAsked(parsed, searchPlan, lex) ||
      tenancyAsked(parsed, searchPlan, lex),
  );

/**
 * The answer from the property and tenant records: who rents a place, how many properties, units or
 * tenants there are, or one tenant's tenancy (null: none of them asked).
 */
function askedOfRecords(read: Reading, lex: OrgLexicon, corrected: string | null): Answer | null {
  const residents = residentsAsked(read.parsed, read.searchPlan, lex);
  if (residents) return residentsAnswer(residents, corrected);
  const counted = portfolioAsked(read.parsed, read.searchPlan, lex);
  if (counted) return portfolioAnswer(counted, lex, corrected);
  // A lease record the words found ("… lease") is its own answer.
  if (read.found.entities.some((e) => isRecordKind(e.kind))) return null;
  const tenant = tenancyAsked(read.parsed, read.searchPlan, lex);
  return tenant ? tenancyAnswer(tenant, lex, corrected) : null;
}

/**
 * A sentence that found nothing, read as the most of its words some row says together, or a period,
 * amount, type or category that found nothing for the words qualifying it, read without them (null:
 * neither, or found something, or no such words, or those words found nothing within its filters).
 */
async function describedReading(
  db: Db,
  org: string,
  lex: OrgLexicon,
  read: Reading,
  correction: Corrected,
  query: string,
  now: Date,
): Promise<{ read: Reading; leftOut: string[] } | null> {
  // The reading of a sentence's words, or null when it finds no transaction either.
  const readAs = async (sentence: Described) => {
    // A month or season typed without its year: the latest in which the words kept find rows ("cooler
    // stopped working in the summer", the summer before).
    const [text, day] = [correction.corrected ?? query, isoDay(now)];
    for (const date of [sentence.parsed.date, ...earlierYears(sentence.parsed.date)]) {
      // Its category words are read as written where rows say them, as the first reading's were.
      const kept = await literal(db, org, { ...sentence.parsed, date }, lex);
      const searchPlan = plan(kept.parsed, lex, kept.setAside, kept.complete);
      const found = await retrieve(db, org, lex, kept.parsed, searchPlan, text, day, correction.checked);
      if (!found.tx.rows.length) continue;
      const { setAside, words, leftOut = [] } = kept;
      const reading = {
        ...read,
        parsed: kept.parsed,
        searchPlan,
        found,
        reread: true,
        setAside,
        words,
        leftOut,
      };
      return { read: reading, leftOut: sentence.leftOut };
    }
    return null;
  };
  const qualified = qualifiersSetAside(read.parsed, read.found);
  const reading = qualified && (await readAs(qualified));
  if (reading) return reading;
  // Without its qualifiers it still found nothing ("fire alarm monthly fee"): a sentence's gist may.
  const typedByOneWord = oneWordPayees(read.parsed).map((v) => v.name.toLowerCase());
  const sentence = await described(
    read.parsed,
    read.found,
    (lists) =>
      rowsSaying(db, org, lists, lex, {
        // A type a category implies goes with it: the words may read as written ("rental … certificate").
        type: read.parsed.categories.length ? null : read.parsed.type,
        // A payee typed by one word of its name ("start" of Fresh Start Cleaners) is a word that may go.
        payees: read.searchPlan.payees.filter((p) => !typedByOneWord.includes(p)),
        propertyIds: read.searchPlan.propertyIds,
      }),
    read.setAside,
    // The words that named the properties searched ("houses in Kansas") are where, not words rows say.
    read.parsed.terms.filter((t) => read.searchPlan.placeWords.some((p) => p.split(" ").includes(t))),
  );
  return sentence && readAs(sentence);
}

/**
 * literal → plan → retrieve, and the reread when that found no transaction: the query's reading
 * after `correction`.
 */
async function readAndRetrieve(
  db: Db,
  org: string,
  lex: OrgLexicon,
  correction: Corrected,
  query: string,
  now: Date,
) {
  const read = await literal(
    db,
    org,
    await vendorWordsAsWords(db, org, tradesJob(correction.parsed), lex),
    lex,
  );
  const text = correction.corrected ?? query;
  const today = isoDay(now);
  const first = plan(read.parsed, lex, read.setAside, read.complete);
  const found = await retrieve(db, org, lex, read.parsed, first, text, today, correction.checked);
  const base = { setAside: read.setAside, words: read.words, leftOut: read.leftOut ?? [] };
  const income = asMoneyIn(read.parsed, found);
  if (income) {
    const second = plan(income, lex, read.setAside, read.complete);
    const other = await retrieve(db, org, lex, income, second, text, today, correction.checked);
    if (countOf(other.tx.totals) > countOf(found.tx.totals))
      return { ...base, parsed: income, searchPlan: second, found: other, reread: true };
  }
  const paid = paidAsRequired(first, found, lex);
  if (paid) {
    const said = await retrieve(db, org, lex, read.parsed, paid, text, today, correction.checked);
    const [n, all] = [countOf(said.tx.totals), countOf(found.tx.totals)];
    if (n * 2 >= all && n < all)
      return { ...base, parsed: read.parsed, searchPlan: paid, found: said, reread: false };
  }
  const loose =
    helpUnanswered(read.parsed, found) ??
    eitherWay(read.parsed, found) ??
    payeeWordsAsWords(read.parsed, found) ??
    (await payersSetAside(db, org, read.parsed, found, lex)) ??
    (await eitherWord(db, org, lex, read.parsed, found)) ??
    (await categoriesAsRanking(db, org, read.parsed, found));
  if (loose) {
    const dropped = read.parsed.categories.filter((c) => !loose.categories.includes(c));
    const second = plan(loose, lex, [...read.setAside, ...dropped], read.complete);
    const again = await retrieve(db, org, lex, loose, second, text, today, correction.checked);
    if (again.tx.rows.length)
      return { ...base, parsed: loose, searchPlan: second, found: again, reread: true };
  }
  // A question the records answer ("how many properties do we have") is no words the rows say.
  const ofRecords = asksOfRecords(read.parsed, first, lex);
  for (const typed of ofRecords
    ? []
    : asTypedWords(text, read.parsed, found, read.complete === lex.completeAny)) {
    // A look before the whole retrieval: most queries that found nothing find nothing this way either.
    const again = planAsTyped(typed, lex);
    if (!(await someRowSays(db, org, again.terms, lex))) continue;
    const second = await retrieve(db, org, lex, typed, again, text, today, correction.checked);
    if (second.tx.rows.length)
      return { ...base, parsed: typed, searchPlan: again, found: second, reread: true };
  }
  return { ...base, parsed: read.parsed, searchPlan: first, found, reread: false };
}
