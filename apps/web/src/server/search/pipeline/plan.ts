// Step 3, plan: what to look for. The parsed query's filters become ids (units, accounts,
// properties), payee names and full-text terms, plus the flags that decide whether transactions are
// searched at all ("how do I …" questions only search help).

import { CATEGORY_BY_KEY } from "../categories";
import { flowPlan } from "../flow";
import type { OrgLexicon } from "../lexicon";
import type { CategoryMatch, ParsedQuery } from "../parse";
import { nameWords, streetNamed, typedWords } from "../parse-tokens";
import {
  type Completer,
  conceptsOf,
  DOER_WORDS,
  expandTerms,
  FILLER_WORDS,
  JOB_WRAPPER_WORDS,
  namedAlternatives,
  PAID_AS_WORDS,
  phraseAround,
  singular,
} from "../thesaurus";
import { INTERNAL_CAP, type TxPlan } from "../transactions";
import { type UnitsNamed, unitsNamed } from "../units";
import { namesAsWritten, saidAsWritten } from "../unseen-words";
import { PRICE_WORDS, PROPERTY_NOUNS, TEXT_STOP_WORDS, TYPE_WORDS } from "../vocabulary";
import { WHICH_WORDS } from "../word-kinds";
import { billsApart } from "./bills-apart";
import { otherKindsOf, ownNamed } from "./own-named";
import { payeesFirst } from "./payees-first";
import { kindsNamed, placesNamed } from "./places";

export interface SearchPlan {
  /** Units named in the query (within the named properties); `[]` when the name matched none. */
  unitIds: string[] | null;
  accountIds: string[];
  propertyIds: string[] | null;
  payees: string[];
  /** Free words that must match the text, including categories this chart does not have. */
  terms: string[];
  /** Words that only rank rows, said around the job or the payer ("company", "payouts"). */
  wrappers: string[];
  /** Words that named states or kinds of property ("oregon", "condos"), now a property filter. */
  placeWords: string[];
  /** A street-like word among the terms: a place we do not have, never to be dropped. */
  placeLike: boolean;
  /** The query has filters beyond free words. */
  structured: boolean;
  howtoOnly: boolean;
  wantTransactions: boolean;
  /** The retrieval plan with `hardTerms` as the words every row must match. */
  transactions(hardTerms: string[]): TxPlan;
}

/** A to_tsquery string from already-tokenised words ([a-z0-9] only: no operators get through). */
function tsQueryOf(terms: readonly string[], op: "&" | "|", weight: "" | "A" = ""): string | null {
  const parts = [...new Set(terms.map((t) => t.toLowerCase().replace(/[^a-z0-9]/g, "")).filter(Boolean))].map(
    (t) => (t.length >= 3 && !/^\d+$/.test(t) ? `${t}:*${weight}` : weight ? `${t}:${weight}` : t),
  );
  return parts.length ? parts.join(` ${op} `) : null;
}

/**
 * `word` is one of `words`, or cut short from them only: it begins some of them, and of the books'
 * longer words only theirs ("befo" of before, "payou" of payouts).
 */
function oneOfCut(words: ReadonlySet<string>, word: string, lex: OrgLexicon, shortest: number): boolean {
  if (words.has(word)) return true;
  if (word.length < shortest || lex.dataWords.has(word)) return false;
  if (![...words].some((w) => w.startsWith(word))) return false;
  return (lex.completeAny(word) ?? []).every((w) => words.has(w));
}

/** A word the full-text dictionary drops ("after"), or one cut short from such words: it asks nothing. */
const cutStopWord = (word: string, lex: OrgLexicon) => oneOfCut(TEXT_STOP_WORDS, word, lex, 3);

/** What a payer's money is called ("payouts"), or cut short from it ("payou"). */
export const paidAsWord = (word: string, lex: OrgLexicon) => oneOfCut(PAID_AS_WORDS, word, lex, 4);

/** The units the query named ("Apt 3"), within the properties it named. */
function namedUnits(parsed: ParsedQuery, lex: OrgLexicon): UnitsNamed | { unitIds: null; unitSaid: null } {
  if (!parsed.unitName) return { unitIds: null, unitSaid: null };
  return unitsNamed(
    parsed.unitName,
    lex,
    parsed.properties.length ? parsed.properties.map((p) => p.property.id) : null,
  );
}

/** The words without stop words, cut short or not, unless a thesaurus phrase holds them ("between tenants"). */
const withoutStopWords = (words: readonly string[], lex: OrgLexicon) =>
  words.filter((t, i) => !cutStopWord(t, lex) || phraseAround(words, i, () => true));

/** `boost`: categories read as words instead (literal.ts), which still rank their rows first. */

export function plan(
  parsed: ParsedQuery,
  lex: OrgLexicon,
  boost: readonly CategoryMatch[] = [],
  complete: Completer = lex.complete,
): SearchPlan {
  const { unitIds, unitSaid } = namedUnits(parsed, lex);
  let propertyIds = parsed.properties.length ? parsed.properties.map((p) => p.property.id) : null;
  // States and kinds of property filter by the properties they name; when they name none, their
  // words stay text (and, found nowhere, make the answer "nothing matches").
  const places = placesNamed(parsed, lex);
  const inPlaces = places.ids && (propertyIds ?? places.ids).filter((id) => places.ids!.includes(id));
  const placed = Boolean(inPlaces?.length);
  if (placed) propertyIds = inPlaces;
  const categories = placed ? outsidePlaces(parsed.categories, places.taken) : parsed.categories;
  const accountIds = [...new Set(categories.flatMap((c) => c.accountIds))];
  // A category this chart does not have is searched as words instead.
  const unresolved = categories.filter((c) => !c.accountIds.length).map((c) => c.text);
  const payees = [
    ...parsed.tenants.map((t) => t.tenant.name.toLowerCase()),
    ...parsed.vendors.map((v) => v.name.toLowerCase()),
  ];
  const kinds = kindsNamed(parsed);
  const ofKind = kinds.ids.length ? propertyIds?.filter((id) => kinds.ids.includes(id)) : undefined;
  if (ofKind?.length) propertyIds = ofKind;
  const listed = [
    ...(placed ? places.rest : [...parsed.terms, ...places.unheld]),
    ...unresolved.flatMap((t) => t.split(" ")),
  ];
  const placeNoun = (t: string) => Boolean(propertyIds) && (PROPERTY_NOUNS.has(t) || kinds.words.includes(t));
  const typed = withoutStopWords(listed, lex).filter((t) => !placeNoun(t));
  const structured = Boolean(
    parsed.type ||
      parsed.date ||
      parsed.amount ||
      propertyIds ||
      unitIds ||
      payees.length ||
      accountIds.length ||
      parsed.order,
  );
  // Filler words are the question only when nothing else is ("work", "came" cut short: understand.ts).
  // Unless a thesaurus phrase holds them ("make ready", "yard work").
  const content = typed.filter((t, i) => !FILLER_WORDS.has(t) || phraseAround(typed, i, () => true));
  const words = content.length || structured ? content : typed;
  // "company" in "the pest control company" is who did the job the other words name.
  // Cut short too ("HVAC compa", "Vrbo payou").
  const job = words.filter(
    (t) => !oneOfCut(JOB_WRAPPER_WORDS, t, lex, 4) && !(payees.length && paidAsWord(t, lex)),
  );
  const terms = job.length || accountIds.length || payees.length ? job : words;
  const wrappers = words.filter((t) => !terms.includes(t));
  const howtoOnly =
    parsed.intent === "howto" && !propertyIds && !payees.length && !parsed.date && !parsed.amount && !unitIds;
  return {
    unitIds,
    accountIds,
    propertyIds,
    payees,
    terms,
    wrappers,
    placeWords: placed ? places.words : [],
    placeLike: streetNamed(parsed.raw, terms),
    structured,
    howtoOnly,
    wantTransactions: !howtoOnly && (structured || terms.length > 0) && !(unitIds && unitIds.length === 0),
    transactions: (hardTerms) =>
      txPlan(hardTerms, {
        parsed,
        lex,
        complete,
        ids: { propertyIds, unitIds, unitSaid, accountIds, payees: payees.length ? payees : null },
        categories,
        wrappers,
        boost,
        placeWords: placed ? places.words : [],
      }),
  };
}

/** Words for what money was paid as: a premium, a fee, a bill (the category says what for). */
const CHARGED_AS = new Set([
  ...PRICE_WORDS,
  ..."premium premiums payment payments bill bills cost costs dues".split(" "),
]);

/** What the plan knows when it turns the words every row must say into a retrieval plan. */
interface PlanContext {
  parsed: ParsedQuery;
  lex: OrgLexicon;
  complete: Completer;
  ids: Pick<TxPlan, "propertyIds" | "unitIds" | "unitSaid" | "accountIds" | "payees">;
  categories: ParsedQuery["categories"];
  wrappers: string[];
  boost: readonly CategoryMatch[];
  placeWords: string[];
}

/**
 * Whether the last of `hardTerms` may still be being typed ("gas lea"): not when typed last after "the"
 * or another word that says which one follows, as a word the books hold whole ("who fixes the heat" asks for no water heater).
 */
function lastTyping(raw: string, hardTerms: readonly string[], lex: OrgLexicon): boolean {
  const typed = typedWords(raw);
  const last = typed.at(-1) ?? "";
  const named = WHICH_WORDS.has(typed.at(-2) ?? "") && lex.dataWords.has(last);
  return !(named && hardTerms.at(-1)?.toLowerCase() === last);
}

/**
 * The rows of the category's own kind (otherKindsOf) that say the words besides its phrase ("property
 * taxes on the duplex": the duplexes' "ad valorem tax" too, not every property's), or that say `rest`.
 */
function ownKindSaying(c: PlanContext, rest: string[]): string | null {
  const said = (words: string[]) => expandTerms(words, c.complete, lastTyping(c.parsed.raw, words, c.lex));
  const apart = otherKindsOf(c.boost);
  if (!apart) return said(rest);
  const phrase = new Set(c.boost.flatMap((b) => b.text.toLowerCase().split(/\s+/)));
  const beyond = rest.filter((t) => !phrase.has(t.toLowerCase()));
  return beyond.length ? `${apart} & ${said(beyond)}` : apart;
}

/** The retrieval plan with `hardTerms` as the words every row must say. */
function txPlan(hardTerms: string[], c: PlanContext): TxPlan {
  const { parsed, complete } = c;
  const own = ownNamed(c.boost, c.lex);
  const rest = hardTerms.filter((t) => !own.words.has(t.toLowerCase()));
  const ownTyped = rest.length < hardTerms.length;
  // Words for how it was charged ("insurance premiums") alone, or nothing beside a payee ("hot tub
  // maintenance" of Mountain Spa & Hot Tub Service): every row of the category's accounts.
  const charged =
    ownTyped &&
    (rest.length > 0 ? rest.every((t) => CHARGED_AS.has(t.toLowerCase())) : Boolean(c.ids.payees?.length));
  const inOwn = ownTyped && !charged ? ownKindSaying(c, rest) : null;
  return {
    type: parsed.type,
    flow: flowPlan(parsed.flow, c.lex),
    from: parsed.date?.from,
    to: parsed.date?.to,
    minCents: parsed.amount?.minCents,
    maxCents: parsed.amount?.maxCents,
    ...c.ids,
    fromSide: c.ids.accountIds.filter((id) => c.lex.prepared.accountsById.get(id)?.type === "equity"),
    hard: expandTerms(hardTerms, complete, lastTyping(parsed.raw, hardTerms, c.lex)),
    ranked: expandTerms(hardTerms, complete, lastTyping(parsed.raw, hardTerms, c.lex), c.lex.holds),
    soft: softOf(c, hardTerms),
    // Rows in the category's accounts rank by the other words as typed.
    said: asTyped(inOwn ? rest : hardTerms, complete, cutNames(parsed, c.categories, complete)),
    // Words a place took count too: "Short-term rental license" rows first among the licenses; so do
    // the words around the job ("lawn service" rows before the other lawn rows).
    phrase: together(parsed, hardTerms, [...c.placeWords, ...c.wrappers]),
    outside: hardTerms.length ? billsApart(parsed.raw, c.ids.accountIds, c.lex) : undefined,
    boost: c.boost.length ? [...new Set(c.boost.flatMap((b) => b.accountIds))] : undefined,
    inAccounts: charged || inOwn ? { hard: inOwn ?? undefined, accountIds: own.accountIds } : undefined,
    saidAsWritten: [...saidAsWritten(hardTerms), ...namesAsWritten(parsed.raw, hardTerms)],
    doneBy: c.wrappers.some((w) => DOER_WORDS.has(w.toLowerCase())),
    payeeNamed: payeesFirst(parsed, c.lex),
    order: parsed.order,
    limit: Math.min(parsed.limit ?? INTERNAL_CAP, INTERNAL_CAP),
  };
}

/** The categories not named only by words a place took ("rentals" of "short-term rentals"). */
const outsidePlaces = (categories: ParsedQuery["categories"], taken: ReadonlySet<string>) =>
  categories.filter(
    (c) =>
      !c.text
        .toLowerCase()
        .split(/\s+/)
        .every((w) => taken.has(w)),
  );

/**
 * The words as typed, when the thesaurus widened them ("airbnb" also finds "vacation rental"), a word
 * was cut short, or a category or place was `named` by a cut word: rows that say what was typed rank
 * before those found another way.
 */
function asTyped(
  hardTerms: readonly string[],
  complete: Completer,
  named: readonly string[] = [],
): string[] | undefined {
  const widened = conceptsOf(hardTerms).some((alternatives) => alternatives.length > 1);
  // A cut word's completions reach the stemmer's other forms ("booki" → "booking" → "book", which
  // "Books" also is).
  const cut = hardTerms.some((t) => isCut(t, complete));
  if (!widened && !cut && !named.length) return undefined;
  const typed = [
    ...new Set(
      [...hardTerms.filter((t) => !FILLER_WORDS.has(t)), ...named].map((t) =>
        t.toLowerCase().replace(/[^a-z0-9]/g, ""),
      ),
    ),
  ].filter(Boolean);
  return typed.length ? typed : undefined;
}

const isCut = (word: string, complete: Completer) =>
  word.length >= 3 && Boolean(complete(word.toLowerCase())?.length);

/**
 * A category or place named by a word cut short ("utilit", "provid"): its rows that say the word
 * ("City of Ogden Utilities", "City of Providence") rank first, as the typed words' rows would.
 */
const cutNames = (parsed: ParsedQuery, categories: ParsedQuery["categories"], complete: Completer) =>
  [...categories.map((c) => c.text), ...parsed.properties.map((p) => p.text)].filter(
    (text) => !text.includes(" ") && isCut(text, complete),
  );

/** What ranks a row first without being required: the category's other words, a vendor's, a synonym's. */
const softOf = (c: PlanContext, hardTerms: readonly string[]) =>
  [softQuery(c), describedAs(c.parsed), saidOtherwise(hardTerms, c.lex.holds), tsQueryOf(c.wrappers, "|")]
    .filter(Boolean)
    .join(" | ") || null;

/**
 * The typed phrase in the thesaurus's other words that keep one of its own ("heating and AC" as
 * "heating & air"), and the phrase as typed: rows that say either rank before the ones that match a
 * lone alternative ("not cooling", "won't heat"), and those that say it as typed, side by side, first
 * ("bed tax" before "hotel occupancy tax").
 */
function saidOtherwise(hardTerms: readonly string[], holds: (word: string) => boolean): string | null {
  const typed = new Set(hardTerms.map((t) => t.toLowerCase()));
  const phrases = conceptsOf(hardTerms).flatMap((alternatives) => {
    const kept = namedAlternatives(alternatives, holds)
      .map((a) => a.split(" "))
      .filter((words) => words.length >= 2 && words.some((w) => typed.has(w)));
    return kept.some((words) => !words.every((w) => typed.has(w))) ? kept : [];
  });
  return phrases.length ? [...new Set(phrases.map((words) => `(${words.join(" & ")})`))].join(" | ") : null;
}

/**
 * The typed words that say what the rows say, as one phrase in the order typed: the free words, and
 * those that named a payee or a category ("plow driveway sand" is Mat Valley Snow & Sand's "Plow
 * driveway & sand", "lawn mowing" ranks before "Lawn & Snow: Mowing"; a free word alone, "mowing",
 * puts the rows that say it, and those that say nothing else, first).
 */
function together(
  parsed: ParsedQuery,
  hardTerms: readonly string[],
  around: readonly string[],
): string | undefined {
  const said = new Set(
    [
      ...hardTerms,
      ...around,
      ...parsed.vendors.map((v) => v.text),
      ...parsed.categories.map((c) => c.text),
    ].flatMap((t) => t.toLowerCase().split(/\s+/)),
  );
  const words = typedWords(parsed.raw).filter((w) => said.has(w) && !FILLER_WORDS.has(w));
  // One word alone only when the rows must say it: a place's or payee's rows are not scored for it.
  const alone = words.length === 1 && hardTerms.includes(words[0]!);
  return words.length >= 2 || alone ? words.join(" ") : undefined;
}

/**
 * A vendor named by part of its name ("move out cleaning" for "Sparkle Move-Out Cleaning"): its rows
 * whose description says those words rank first (weight A is the description, migration 0023).
 */
function describedAs(parsed: ParsedQuery): string | null {
  const parts = parsed.vendors
    .filter((v) => nameWords(v.name, false).length > nameWords(v.text, false).length)
    .map((v) => tsQueryOf(nameWords(v.text, false), "&", "A"))
    .filter(Boolean);
  return parts.length ? [...new Set(parts)].map((p) => `(${p})`).join(" | ") : null;
}

/** Ranking-only words: the parser's, and the words that named a category in other words ("furn"). */
function softQuery({ parsed, categories, lex }: PlanContext): string | null {
  // The words that named the category other than its own name's ("lawyer" of "lawyer fees" for legal
  // and professional fees): rows that say them rank first.
  const boosts = categories.map((c) => {
    const own = new Set(c.label.toLowerCase().split(/\s+/).map(singular));
    // "bills" in "power bills" says how the money went, not which rows: "power" ranks them.
    const words = c.text
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => !own.has(singular(w)) && !(w in TYPE_WORDS) && !JOB_WRAPPER_WORDS.has(w));
    // Beside a thing, a word that names the category alone is the category ("fixed" of "fixed furnace").
    // Where each word names it, the things are those the thesaurus knows other words for, none of
    // them the category's own ("furnace" is HVAC; "fix" is a repair).
    const names = new Set(CATEGORY_BY_KEY.get(c.key)?.phrases ?? []);
    const unnamed = words.filter((w) => !names.has(w));
    const things = unnamed.length
      ? unnamed
      : words.filter((w) => {
          const alternatives = conceptsOf([w])[0] ?? [];
          return alternatives.length > 1 && !alternatives.some((a) => own.has(singular(a)));
        });
    return expandTerms(things.length ? things : words, undefined, true, lex.holds);
  });
  const parts = [tsQueryOf(parsed.softTerms, "|"), ...boosts.filter(Boolean).map((b) => `(${b})`)].filter(
    Boolean,
  );
  return parts.length ? parts.join(" | ") : null;
}
