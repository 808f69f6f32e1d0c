// Step 3, literal: the query's words as written come before its categories. When the words that named
// categories and the free words together occur in some transaction's text (of the payees and properties
// the query named, if any) ("gas leak repair", "electric panel replacement"), the query is searched as
// that text — its category words stop being filters ("gas" is not "all utilities"). So is a lone word that
// names a category in other words than its own name ("plumbing" for repairs): the rows that say it are what
// the question is about, and the category is offered as a next search. A category named as itself
// ("repairs in 2025"), or set against another, stays one, as does any whose words occur in no transaction.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { CATEGORY_BY_KEY } from "../categories";
import type { OrgLexicon } from "../lexicon";
import { someTransactionEach } from "../looks";
import type { CategoryMatch, ParsedQuery } from "../parse";
import { nameWords, typedWords } from "../parse-tokens";
import { COLLECTING_WORDS, RETURNING_WORDS } from "../parse-words";
import {
  type Completer,
  conceptsOf,
  EITHER,
  expandTerms,
  FILLER_WORDS,
  JOB_WRAPPER_WORDS,
  PAID_AS_WORDS,
  PAYER_WORDS,
  phraseWordsOf,
  singular,
} from "../thesaurus";
import { inAccountsSql, oneOf } from "../transactions";
import { HEATING_FUELS, HEATING_WORDS } from "../utility-names";
import { PAPER_WORDS, PROPERTY_NOUNS, TYPE_WORDS } from "../vocabulary";
import {
  didNotHappen,
  inFewWords,
  keptHappening,
  namesAnObject,
  QUALITIES,
  saysNot,
  tellsHow,
  wordBefore,
} from "../word-kinds";
import { comparesCategories } from "./breakdown";
import { doneToAThing, labelWords, namedBySynonym, saysOwnLabel, stem, stemmed } from "./named-as";
import { namedTogether, withinOwnNamed } from "./named-together";
import { buildingsBeside, placesNamed } from "./places";
import { workWithin } from "./work-within";

export interface Literal {
  parsed: ParsedQuery;
  /** How the words are completed: whole words too when only that found them ("water heat replacement"). */
  complete: Completer;
  /** The words searched as text instead of as categories (null: the categories stand). */
  words: string[] | null;
  /** The categories those words had named, set aside (offered as broader searches). */
  setAside: CategoryMatch[];
  /** Words of what befell a thing, or was done to it, that no row says with it: left out, and told. */
  leftOut?: string[];
}

/** Where the words must occur: the rows of what the query named, and whether it named anything. */
interface Scope {
  where: SQL;
  narrowed: boolean;
}

/**
 * The payees and properties the query named, which the text will be searched within: the words
 * must occur in those rows ("pool cleaning" with the pool vendor), not anywhere in the books.
 */
function withinNamed(parsed: ParsedQuery, placeIds: readonly string[]): Scope {
  // lower(payee) as the (organization, lower(payee)) index has it: a named payee's few rows are read,
  // not every row the words match.
  const payees = [...parsed.tenants.map((t) => t.tenant.name), ...parsed.vendors.map((v) => v.name)];
  const ids = parsed.properties.length ? parsed.properties.map((p) => p.property.id) : placeIds;
  const lower = payees.map((p) => p.toLowerCase());
  return {
    where: sql`${payees.length ? sql`and ${oneOf(sql`lower(t.payee)`, lower, "text")}` : sql``}
    ${ids.length ? sql`and ${oneOf(sql`t.property_id`, ids, "uuid")}` : sql``}`,
    narrowed: payees.length + ids.length > 0,
  };
}

/** The upkeep done to a thing ("furnace maintenance"), which its rows tell as the job done ("tune-up"). */
const UPKEEP_WORDS: ReadonlySet<string> = new Set(["maintenance", "upkeep", "servicing"]);

/**
 * A tenant's "deposit" is their security deposit, not how their rent came in ("BRANCH DEPOSIT"): beside
 * a tenant named, or a payee with rows in them (one who has moved out), or a word of what is done with
 * one ("deposits collected"), categories named only by words of how money is paid stay the categories.
 * A platform's "Vrbo deposits" are its payouts.
 */
async function payeesOwn(db: Db, org: string, parsed: ParsedQuery, scope: SQL): Promise<boolean> {
  const paidAs = parsed.categories.every((c) => typedWords(c.text).every((w) => PAID_AS_WORDS.has(w)));
  if (
    paidAs &&
    parsed.flow &&
    typedWords(parsed.raw).some((w) => RETURNING_WORDS.has(w) || COLLECTING_WORDS.has(w))
  )
    return true;
  if (!paidAs || !(parsed.tenants.length || parsed.vendors.length)) return false;
  if (!parsed.vendors.length) return true;
  const accounts = parsed.categories.flatMap((c) => c.accountIds);
  if (!accounts.length) return false;
  const [theirs] = await someTransactionEach(db, org, [sql`${inAccountsSql(accounts)} ${scope}`]);
  return Boolean(theirs);
}

export async function literal(db: Db, org: string, parsed: ParsedQuery, lex: OrgLexicon): Promise<Literal> {
  const kept: Literal = { parsed, complete: lex.complete, words: null, setAside: [] };
  if (!parsed.categories.length || comparesCategories(parsed)) return kept;
  // A state or kind of property the query named beside the categories ("water bills in Georgia") is
  // where to look, not a word the rows say.
  const { placeIds, taken } = placesAndKinds(parsed, lex);
  const scope = withinNamed(parsed, placeIds);
  if (await payeesOwn(db, org, parsed, scope.where)) return kept;
  const categoryWords = parsed.categories.flatMap((c) => c.text.toLowerCase().split(/\s+/));
  const placed = (w: string) => placeIds.length > 0 && taken.has(w) && !categoryWords.includes(w);
  // Nor is a word for the property named ("paint the whole place in Joplin"), nor one that says
  // nothing ("from everyone").
  const where = parsed.properties.length > 0 || placeIds.length > 0;
  const said = (w: string) => !placed(w) && !FILLER_WORDS.has(w) && !(where && PROPERTY_NOUNS.has(w));
  const named = new Set([...categoryWords, ...parsed.terms.filter(said)]);
  // In the order typed, so thesaurus phrases ("heat pump") are read as phrases; "contractor" after a
  // trade is who did it, not a word the rows say.
  const asTyped = typedWords(parsed.raw).filter((w) => named.has(w));
  const job = asTyped.filter((w) => !JOB_WRAPPER_WORDS.has(w));
  const words = job.length ? job : asTyped;
  const billed = await kindWithin(db, org, parsed, words, scope.where, "bills");
  if (billed) return { ...kept, parsed: billed };
  const tries = wordTries(parsed, words);
  for (const tried of tries) {
    const read = await readAsWords(db, org, parsed, tried, lex, scope);
    if (!read) continue;
    return {
      parsed: {
        ...parsed,
        categories: [],
        // The words around the job ("service" of "lawn service") stay, to rank the rows that say them.
        terms: [
          ...new Set([
            ...tried,
            ...asTyped.filter((w) => JOB_WRAPPER_WORDS.has(w)),
            ...parsed.terms.filter(placed),
          ]),
        ],
        softTerms: [],
        type: typeKept(parsed, lex),
      },
      complete: read,
      words: tried,
      setAside: parsed.categories,
      leftOut: doneToAThing(parsed).filter((w) => words.includes(w) && !tried.includes(w)),
    };
  }
  const kind =
    (await kindWithin(db, org, parsed, words, scope.where, "name")) ??
    (await workWithin(db, org, parsed, words, scope.where));
  if (kind) return { ...kept, parsed: kind };
  return (
    (await tradeNamed(db, org, parsed, words, lex)) ??
    (await thingWithin(db, org, parsed, lex, scope.where)) ??
    (await withinOwnNamed(db, org, parsed, words, lex, scope.where)) ??
    namedTogether(parsed, words, lex) ??
    kept
  );
}

/**
 * The words to try as text, each try with fewer than the one before: without the paper the money came
 * on, when the rows never say it with the rest ("insurance claim checks"), and, in a few words, without
 * how new or old the thing was ("new heat pump": the heat pump replaced), then without the upkeep done
 * to it ("water softener maintenance": the softener serviced).
 */
function wordTries(parsed: ParsedQuery, words: string[]): string[][] {
  const typed = typedWords(parsed.raw);
  const unpapered = words.filter((w) => !PAPER_WORDS.has(w));
  const unqualified = unpapered.filter((w) => !(inFewWords(typed) && QUALITIES.has(w)));
  const unkept = unqualified.filter((w) => !UPKEEP_WORDS.has(w));
  // Last, beside the thing, without what befell it ("furnace broke": the furnace's rows, not every
  // repair); a category named by its own name ("rent") is kept. So is the thing without what it did not
  // do or kept doing ("furnace not lighting": not every repair that says lighting).
  const befell = parsed.categories.filter(namedBySynonym).flatMap((c) => c.text.toLowerCase().split(/\s+/));
  const thing = unkept.some((w) => !befell.includes(w) || namesAnObject(w));
  const untold = thing ? unkept.filter((w) => !(befell.includes(w) && tellsHow(w))) : unkept;
  const named = untold.some((w) => befell.includes(w) && namesAnObject(w));
  const undone = (w: string) => saysNot(w) || didNotHappen(w, typed) || keptHappening(w, typed);
  const unhappened = named ? untold.filter((w) => befell.includes(w) || !undone(w)) : untold;
  const done = doneToAThing(parsed);
  const unbroken = unhappened.filter((w) => !done.includes(w));
  // Whom the money was from is never all that was asked ("deposits received from tenants").
  return [words, unpapered, unqualified, unkept, untold, unhappened, unbroken].filter(
    (tried, i, all) =>
      i === 0 ||
      (tried.some((w) => !PAYER_WORDS.has(w)) && tried.length > 0 && tried.length < all[i - 1]!.length),
  );
}

/**
 * The properties the states and kinds of property named filter to, and the words that named them; a
 * kind of building the properties' names say ("furnace at the duplex") is where the rest was done, as
 * retrieval reads it, not a word the rows must say.
 */
function placesAndKinds(parsed: ParsedQuery, lex: OrgLexicon): { placeIds: string[]; taken: Set<string> } {
  const places = placesNamed(parsed, lex);
  const placeIds = places.ids?.length ? places.ids : [];
  const { kinds, ids: named } = buildingsBeside(places.rest, lex, parsed.categories.length);
  if (!named.length) return { placeIds, taken: places.taken };
  return {
    placeIds: placeIds.length ? placeIds.filter((id) => named.includes(id)) : named,
    taken: new Set([...places.taken, ...kinds]),
  };
}

/**
 * The type once the categories are set aside: the one they implied goes with them; a type word the user
 * wrote stays, its own type where only the categories made it another ("payments to the city for rental
 * licenses" are no rent).
 */
function typeKept(parsed: ParsedQuery, lex: OrgLexicon): ParsedQuery["type"] {
  const said = typedWords(parsed.raw).flatMap((w) => (w in TYPE_WORDS ? [TYPE_WORDS[w]!] : []));
  if (!said.length) return null;
  if (!parsed.type || said.includes(parsed.type)) return parsed.type;
  const accounts = new Set(parsed.categories.flatMap((c) => c.accountIds));
  const implied = lex.lexicon.accounts.filter((a) => accounts.has(a.id)).map((a) => a.type);
  return implied.length && implied.every((t) => t === parsed.type) ? said[0]! : parsed.type;
}

/**
 * A category beside a thing another names in other words ("money I put in for the roof"), or before one
 * said after "on", "of" or "for" ("interest on the mortgage"): the first's rows that say the thing, not
 * every row of both. None saying it, the thing is a word to leave out (null: two words of categories).
 */
async function thingWithin(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  lex: OrgLexicon,
  scope: SQL,
): Promise<Literal | null> {
  const typed = typedWords(parsed.raw);
  const at = (c: CategoryMatch) => typed.indexOf(c.text.split(" ")[0]!.toLowerCase());
  const forAnother = (c: CategoryMatch) =>
    ["on", "of", "for"].includes(wordBefore(c.text.toLowerCase(), typed)) &&
    parsed.categories.some((o) => o !== c && at(o) >= 0 && at(o) < at(c));
  const objects = parsed.categories.filter((c) => namedBySynonym(c) && namesAnObject(c.text.toLowerCase()));
  const things = parsed.categories.filter(
    (c) => !/\s/.test(c.text.trim()) && (objects.includes(c) || forAnother(c)),
  );
  // The object's category is no other's ("roof" of the repairs); what interest was paid on may share one.
  const thingAccounts = new Set(things.filter((c) => objects.includes(c)).flatMap((c) => c.accountIds));
  const own = parsed.categories.filter(
    (c) => !things.includes(c) && c.accountIds.length && !c.accountIds.some((id) => thingAccounts.has(id)),
  );
  if (!own.length || !things.length || own.length + things.length < parsed.categories.length) return null;
  const words = [...new Set(things.flatMap((c) => c.text.toLowerCase().split(/\s+/)))].filter(
    (w) => !(w in TYPE_WORDS),
  );
  const query = expandTerms(words, lex.complete);
  if (!query) return null;
  const [some] = await someTransactionEach(db, org, [
    sql`${inAccountsSql(own.flatMap((c) => c.accountIds))} and t.search_document @@ to_tsquery('english', ${query}) ${scope}`,
  ]);
  // Two words, each another category's ("gas leak"), are one thing the rows may not say (named-together.ts).
  if (!some && own.some((c) => namedBySynonym(c) && !/\s/.test(c.text.trim()))) return null;
  const terms = [...new Set([...parsed.terms, ...words])];
  return { parsed: { ...parsed, categories: own, terms }, complete: lex.complete, words, setAside: things };
}

/** Words that name a category's bills ("electric bill"): a kind of them, not a word the rows say. */
const BILL_WORDS: ReadonlySet<string> = new Set(["bill", "bills"]);

/**
 * "electric bill", "water bills", "heating bills" and nothing else (`bills`), or a kind beside the whole of
 * the category's own name ("paint supplies"): the category's rows that say the kind ("power", "elec") and
 * its other words, not every utility bill or supply, nor every row that says "bill" (null: not such a
 * query, or no such rows where the query looks).
 */
async function kindWithin(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  scope: SQL,
  by: "bills" | "name",
): Promise<ParsedQuery | null> {
  const [category, ...others] = parsed.categories;
  if (!category?.accountIds.length || others.length || !namedBySynonym(category)) return null;
  const said = category.text.toLowerCase().split(/\s+/);
  const named = by === "bills" ? BILL_WORDS : namedByItsName(category, said);
  const kind = said.filter((w) => !(w in TYPE_WORDS) && !named.has(w));
  if (!said.some((w) => named.has(w)) || !kind.length || words.some((w) => !said.includes(w))) return null;
  // A bill for what keeps the place warm is also one for what it burns ("heating bills": the gas and propane).
  const heating = by === "bills" && HEATING_WORDS.has(kind.join(" "));
  const terms = heating ? [[...kind, ...HEATING_FUELS].join(EITHER)] : kind;
  const expanded = expandTerms(terms);
  if (!expanded) return null;
  const inText = sql`t.search_document @@ to_tsquery('english', ${expanded})`;
  const [some] = await someTransactionEach(db, org, [
    sql`${inAccountsSql(category.accountIds)} and ${inText} ${scope}`,
  ]);
  return some ? { ...parsed, terms: [...new Set([...parsed.terms, ...terms])] } : null;
}

/**
 * The words said that name the category as itself: every word of its own name ("supplies"; not "fees" of
 * legal and professional fees), with those of a phrase it is known by that holds them ("property" of
 * "property tax", of "property management fees"). None when its name is not all said.
 */
function namedByItsName(category: CategoryMatch, said: readonly string[]): Set<string> {
  const own = labelWords(category);
  const typed = new Set(said.map(stem));
  if (!own.every((w) => typed.has(w))) return new Set();
  const names = (CATEGORY_BY_KEY.get(category.key)?.phrases ?? []).map((p) => stemmed(p).split(" "));
  const withOwn = names.filter((n) => n.some((w) => own.includes(w)) && n.every((w) => typed.has(w)));
  const naming = new Set([...own, ...withOwn.flat()]);
  return new Set(said.filter((w) => naming.has(stem(w))));
}

/**
 * A lone word for a trade that named its category in other words and no row says as typed ("roofer"
 * for repairs): the payees whose names say it or the thesaurus's other words for it ("Keystone
 * Roofing") and have rows in the category, so the answer is the roofer's bills, not every repair
 * (null: no such payee). Outside the category those words name others (a utility "… Gas & Electric").
 */
async function tradeNamed(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  lex: OrgLexicon,
): Promise<Literal | null> {
  const [category, ...others] = parsed.categories;
  const [word, ...more] = words;
  if (!category || others.length || !word || more.length || category.text.toLowerCase() !== word) return null;
  if (!category.accountIds.length || !namedBySynonym(category) || parsed.vendors.length) return null;
  // A phrase names the trade when the name has all its words, in either number ("Razorback Lock & Key"
  // for "lock and key", "Ruiz CPAs" for "cpa"); a trade cut short ("tras") is its phrase's.
  const alternatives = conceptsOf([category.phrase ?? word])
    .flat()
    .map(phraseWordsOf);
  const named = lex.lexicon.vendors.filter((v) => {
    const words = nameWords(v, false).map(singular);
    return alternatives.some((phrase) => phrase.every((w) => words.includes(singular(w))));
  });
  const inCategory = inAccountsSql(category.accountIds);
  const hits = await someTransactionEach(
    db,
    org,
    named.map((v) => sql`lower(t.payee) = ${v.toLowerCase()} and ${inCategory}`),
  );
  const vendors = named.filter((_, i) => hits[i]).map((name) => ({ name, text: word }));
  if (!vendors.length) return null;
  return { parsed: { ...parsed, vendors }, complete: lex.complete, words: null, setAside: [] };
}

/** How `words` read as text (null: they do not, and the categories stand). */
async function readAsWords(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  words: readonly string[],
  { complete, completeAny }: { complete: Completer; completeAny: Completer },
  scope: Scope,
): Promise<Completer | null> {
  const lone = conceptsOf(words).length < 2;
  // A thesaurus phrase of a free word and a category's ("lodging tax" is occupancy tax) is its own
  // concept, not the category named as itself.
  const phrase = lone && words.length >= 2 && words.some((w) => parsed.terms.includes(w));
  if (!words.length || (lone && !phrase && !parsed.categories.every(namedBySynonym))) return null;
  // Every word a word of a category named as itself: the category, whatever the order of its words.
  const asItself = parsed.categories
    .filter((c) => !namedBySynonym(c))
    .flatMap((c) => stemmed(c.text).split(" "));
  if (!phrase && words.every((w) => asItself.includes(stem(w)))) return null;
  // A lone synonym must occur as typed: its thesaurus alternatives ("electric" for "electrician") and its stem
  // ("fixing" in "Fix-It Fred") would stand in for rows the category already has. A phrase the thesaurus knows
  // ("trash pickup") is one concept of several words: any of its alternatives is what it means. Several words
  // that never meet may be cut short although each is a word ("water heat replacement"): then they are tried
  // as the starts of longer words, unless a category was named as itself ("pet fees"). Words the books use,
  // but not at the payee or property named ("electric bill" at a property with water bills only): their rows
  // there are none, not the category's others, unless a word is the category's own ("property manager" of the
  // management fees). Elsewhere, whole words: a cut one ("wate") starts too many.
  const asWritten = !saysOwnLabel(words, parsed.categories) && words.every((w) => /^[a-z0-9]+$/.test(w));
  const whole = asWritten ? words.join(" & ") : null;
  const inText = (completer: Completer) =>
    sql`t.search_document @@ to_tsquery('english', ${expandTerms(words, completer)})`;
  const single = lone && words.length < 2;
  // A plural the rows write singular ("deposits": "Mobile deposit") is typed as the rows say it.
  const one = stem(words[0] ?? "");
  const orOne = one !== words[0] && /^[a-z]+$/.test(one) ? sql` or t.search_text ~ ${`\\m${one}\\M`}` : sql``;
  // The three readings are weighed together, in one look at the books.
  const [hit, elsewhere, anyForm] = await someTransactionEach(db, org, [
    sql`${single ? sql`(t.search_text like ${`%${words[0]}%`}${orOne})` : inText(complete)} ${scope.where}`,
    scope.narrowed && whole !== null ? sql`t.search_document @@ to_tsquery('english', ${whole})` : null,
    !single && !lone && parsed.categories.some(namedBySynonym)
      ? sql`${inText(completeAny)} ${scope.where}`
      : null,
  ]);
  if (hit || elsewhere) return complete;
  return anyForm ? completeAny : null;
}
