// Step 4c, described: a sentence that found nothing ("new sewer pipe out to the street", "hotel tax on
// guest stays") is a description in the user's own words, not words every row must say. The most of its
// words some row says together are searched, as text, within the reading's places, payees and period;
// the answer names the words set aside. A short query ("State Farm policy") asks about those very words
// and its honest answer stands, unless it names a thing and what befell it ("basement flooded") or who
// it was for ("between tenants"): only that may be set aside.
import { type CategoryMatch, emptyQuery, type ParsedQuery } from "../parse";
import { streetNamed, typedWords } from "../parse-tokens";
import { COLLECTING_WORDS, RETURNING_WORDS } from "../parse-words";
import { conceptsOf, FILLER_WORDS, JOB_WRAPPER_WORDS } from "../thesaurus";
import { PRICE_WORDS, PROPERTY_NOUNS, TEXT_STOP_WORDS, TYPE_WORDS } from "../vocabulary";
import {
  aroundAnEvent,
  didNotHappen,
  doingThere,
  firstAnObject,
  harmDoneBy,
  keptHappening,
  namesAThing,
  namesATime,
  partOfATime,
  QUALITIES,
  saidOfTheThing,
  saysNot,
  saysWhatHappened,
  saysWhere,
  stoppedWorking,
  tellsHow,
  troubleSeen,
  typedAsAThing,
  whatItWasFor,
  whereItWas,
  whereOrWhen,
  wordBefore,
} from "../word-kinds";
import { namedBySynonym } from "./named-as";
import type { Retrieved } from "./retrieve";
import {
  bestTry,
  compounds,
  forWhom,
  namesAState,
  readsAsASentence,
  thingsAlone,
  troubleSensed,
  whenFirst,
  without,
} from "./tries";

/**
 * The job done to a thing, which its rows tell in their own words ("ice dam removal": "steamed off"),
 * or never say ("replacing the swamp cooler" of "Evaporative cooler replaced").
 */
const JOB_WORDS = new Set(
  (
    "upgrade upgrades upgrading removal replacement installation repair fix job work " +
    "test testing removing replacing installing repairing fixing redo redone redoing sealing patching " +
    "treatment treating remediation"
  ).split(" "),
);

/** Words typed, stopwords and all, from which a query reads as a sentence rather than a lookup. */
export const SENTENCE_WORDS = 5;
/** The words tried in all: a sentence's content words past these are its detail. */
const MOST_WORDS = 6;

export interface Described {
  parsed: ParsedQuery;
  /** The words set aside: no row says them with the rest. */
  leftOut: string[];
}

/** The sentence's words that say what the rows say, in the order typed. */
function contentWords(parsed: ParsedQuery): string[] {
  const said = new Set(
    [
      ...parsed.terms,
      ...parsed.categories.map((c) => c.text),
      ...oneWordPayees(parsed).map((v) => v.text),
    ].flatMap((t) => t.toLowerCase().split(/\s+/)),
  );
  const words = typedWords(parsed.raw).filter(
    (w) =>
      said.has(w) &&
      !FILLER_WORDS.has(w) &&
      !TEXT_STOP_WORDS.has(w) &&
      !JOB_WRAPPER_WORDS.has(w) &&
      !(w in TYPE_WORDS) &&
      // "not" says what the other words did not do ("dryer not heating"): no row's word to keep.
      !saysNot(w) &&
      !/^\d+$/.test(w),
  );
  return [...new Set(words)].slice(0, MOST_WORDS);
}

/**
 * Payees a sentence named by one word of a longer name ("fence" of Valley Fence Co.): in a sentence the
 * word is the user's own, a word like the others.
 */
export const oneWordPayees = (parsed: ParsedQuery) =>
  parsed.vendors.filter((v) => !/\s/.test(v.text.trim()) && v.name.includes(" "));

/** Whether `word` is typed as whom the money came from or went to ("rebate from the city"). */
const saidOfWhom = (word: string, typed: readonly string[]) =>
  ["from", "to", "by"].includes(wordBefore(word.trim().toLowerCase(), typed));

/**
 * Words a sentence may leave out: never a name typed with a capital ("Buncombe County"), a state, a
 * street or a kind of property. Without them the answer would be about another place or thing.
 */
export function mayLeaveOut(word: string, raw: string): boolean {
  const typed = raw.split(/[^A-Za-z0-9']+/).filter(Boolean);
  // A day's or a month's name is written with a capital too ("on a Sunday"): a time, not a name. The
  // first word's capital says nothing, unless the name goes on in capitals ("State Farm policy").
  const named = (w: string, i: number) => /^[A-Z]/.test(w) && (i > 0 || /^[A-Z]/.test(typed[1] ?? ""));
  const capital = !namesATime(word) && typed.some((w, i) => w.toLowerCase() === word && named(w, i));
  // A street's word names a property's street ("on Elm Street"), but "the street" is where it was.
  return !capital && !namesAState(word, raw) && !streetNamed(raw, [word]) && !PROPERTY_NOUNS.has(word);
}

/**
 * Whether a quality says which thing was asked about ("old sewer pipe street"): how old or big it was.
 * Not "new", which says only that it was put in, as the rows seldom do ("new basement bedroom window").
 */
const saysWhichThing = (w: string) => QUALITIES.has(w) && w !== "new";

/** Whether a payee, tenant or property was named whole, and whether a name counts as one of the words. */
function namesGiven(parsed: ParsedQuery, typed: readonly string[]) {
  const wholeNames = parsed.vendors.length - oneWordPayees(parsed).length;
  const byName = wholeNames + parsed.tenants.length + parsed.properties.length > 0;
  const namedOne = byName || oneWordPayees(parsed).some((v) => saidOfWhom(v.text, typed)) ? 1 : 0;
  return { byName, byPayee: wholeNames > 0, namedOne };
}

/**
 * Detail beside what was asked about: what happened, the harm a storm did, who it was for (tenants are
 * in every landlord's books: "painting between tenants"), what it was charged as, the job done, where in the house
 * ("animals in the attic") or when ("no heat on Sunday").
 */
const isDetail = (w: string, typed: readonly string[]) =>
  saysWhatHappened(w) ||
  troubleSensed(w, typed) ||
  stoppedWorking(w, typed) ||
  keptHappening(w, typed) ||
  doingThere(w, typed) ||
  didNotHappen(w, typed) ||
  harmDoneBy(w, typed) ||
  forWhom(w) ||
  PRICE_WORDS.has(w) ||
  JOB_WORDS.has(w) ||
  aroundAnEvent(w, typed) ||
  whereOrWhen(w, typed) ||
  saysWhere(w, typed) ||
  whatItWasFor(w, typed);

/**
 * "On the house", or "the place", with no house named: whichever house it was, as "the property" says.
 */
const onAnyHouse = (word: string, parsed: ParsedQuery, typed: readonly string[]) =>
  PROPERTY_NOUNS.has(word) &&
  (whereItWas(word, typed) || typed[typed.indexOf(word) - 1] === "the") &&
  !parsed.properties.length &&
  !parsed.propertyPhrases.length;

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/);

/**
 * Whether `kept` keeps or leaves out each phrase whole: "property tax" names one thing, and "tax" alone
 * another ("Tax preparation").
 */
const phrasesWhole = (
  phrases: readonly (readonly string[])[],
  words: readonly string[],
  kept: readonly string[],
) =>
  phrases.every((phrase) => {
    const typed = phrase.filter((w) => words.includes(w));
    return typed.every((w) => kept.includes(w)) || !typed.some((w) => kept.includes(w));
  });

/** The phrases a sentence's gist keeps or leaves out whole: the categories' and those pairs. */
const phrasesOf = (
  categories: readonly CategoryMatch[],
  typed: readonly string[],
  words: readonly string[],
) => [...categories.map((c) => wordsOf(c.text)), ...compounds(typed, words)];

/** A thing, or one WordNet knows mostly as a verb whose noun is an object ("sink" of "clogged sink"). */
const aThing = (w: string) => namesAThing(w) || firstAnObject(w);

/**
 * The kept words with the categories they name as themselves read as those categories ("rent" of "how
 * much rent did we gather", "cleaning" of "cleaning after tenants moved out"), as do those named by a
 * phrase of the user's own ("money I put in"); one named by another word is that word ("sewer" of "new
 * sewer pipe …").
 */
function keptCategories(parsed: ParsedQuery, kept: readonly string[]) {
  const asItself = (c: CategoryMatch) => !namedBySynonym(c) || wordsOf(c.text).length > 1;
  const categories = parsed.categories.filter(
    (c) => c.accountIds.length && asItself(c) && wordsOf(c.text).every((w) => kept.includes(w)),
  );
  const ofCategories = new Set(categories.flatMap((c) => wordsOf(c.text)));
  return {
    categories,
    words: kept.filter((w) => !ofCategories.has(w)),
    accountIds: categories.flatMap((c) => c.accountIds),
  };
}

/**
 * Whether the words kept of a short query still name what it asked about: a thing, what the money went
 * on ("paint" of "peeling paint"), a thesaurus phrase ("locked out" of "tenant locked out"), whatever
 * was where or when the words `left` say ("animals" of "animals in the attic", "lockout" of "lockout
 * at night", "repainting" of "repainting between renters"), or whatever the fee was for.
 */
const namesWhat = (
  parsed: ParsedQuery,
  kept: readonly string[],
  left: readonly string[],
  typed: readonly string[],
) =>
  kept.some(aThing) ||
  // Set aside only whom it happened to: the tenant is never the thing asked about ("tenant evicted").
  left.every(forWhom) ||
  // Set aside only the trouble heard or seen ("gurgling drain"), or a storm's harm ("hail damage claim").
  left.every(troubleSeen) ||
  left.every((w) => harmDoneBy(w, typed)) ||
  parsed.categories.some((c) => wordsOf(c.text).every((w) => kept.includes(w))) ||
  conceptsOf(kept).length < kept.length ||
  left.some((w) => whereOrWhen(w, typed) || aroundAnEvent(w, typed) || PRICE_WORDS.has(w));

/**
 * The reading of a sentence that found nothing as the most of its words some row says together (at
 * least half of them; of as many, those the most rows say: the gist, not a detail), or null: not a
 * sentence, or no such words. `rowsSaying` counts the rows (up to a cap) that say all the words of each
 * list given.
 */
export async function described(
  parsed: ParsedQuery,
  found: Retrieved,
  rowsSaying: (lists: { words: string[]; accountIds?: string[] }[]) => Promise<number[]>,
  /** Categories the words named before they were read as written ("property tax"). */
  named: readonly CategoryMatch[] = [],
  /** Words that named the places searched ("houses in Kansas"): where, never words the rows say. */
  places: readonly string[] = [],
): Promise<Described | null> {
  if (parsed.intent !== "data" || found.tx.rows.length || found.recordIntent) return null;
  const typed = typedWords(parsed.raw);
  // "who clears the snow" asks for whoever does a job: the thing the job is done to names it, and the
  // words for doing it may be the user's own.
  const who = typed[0] === "who" && typed.length >= 3 && typed.length < SENTENCE_WORDS;
  // A few words that name a thing and what happened to it ("basement flooded"): what happened is detail.
  const happened = typed.length < SENTENCE_WORDS && !who;
  const words = contentWords(parsed).filter((w) => !places.includes(w));
  const detail = (w: string) => isDetail(w, typed);
  // A few words, each of a thing the books say, never all together ("rental inspection certificate"):
  // the most of them some row says, one set aside. A word the books hold nowhere keeps the honest answer.
  // A payee, tenant or property named counts as one of the words: one word kept is then said of it
  // ("airbnb damage claim": Airbnb's AirCover claim).
  const apart = happened && !words.some(detail);
  const { byName, byPayee, namedOne } = namesGiven(parsed, typed);
  if (apart && (words.length + namedOne < 3 || words.some((w) => found.unmatched.includes(w)))) return null;
  const setting = setAside(parsed, found, typed, happened, who);
  const { anyHouse, aside } = setting;
  // How old or big the thing was is then what was asked, not detail (`saysWhichThing`).
  // A word that says which way the money went ("deposits returned") is the question, never detail.
  const directs = (w: string) => Boolean(parsed.flow) && (RETURNING_WORDS.has(w) || COLLECTING_WORDS.has(w));
  const optional = (w: string) =>
    !directs(w) && (apart ? mayLeaveOut(w, parsed.raw) && !saysWhichThing(w) : setting.optional(w));
  // A name and what befell it ("the well pump quit", of Yukon Well & Pump): the name's rows, if any.
  if (words.length === 1 && byName && optional(words[0]!) && detail(words[0]!))
    return keeping(parsed, keptCategories(parsed, []), words, places);
  if (words.length < 2) return null;
  const leftOf = (kept: readonly string[]) => words.filter((w) => !kept.includes(w));
  const kindWords = new Set(parsed.categories.filter(namedBySynonym).flatMap((c) => wordsOf(c.text)));
  const gist = (kept: readonly string[]) => kept.filter((w) => !aside(w)).length;
  const least = apart ? words.length - 1 : Math.ceil(gist(words) / 2);
  const phrases = phrasesOf([...parsed.categories, ...named], typed, words);
  const whole = (kept: readonly string[]) => phrasesWhole(phrases, words, kept);
  function* tried() {
    yield* whenFirst(words, typed, optional, whole);
    const read = (kept: readonly string[]) =>
      gist(kept) >= least && whole(kept) && readsAsASentence(kept, parsed.raw, typed);
    for (let drop = 1; drop <= words.length - least; drop++)
      yield without(words, drop, optional).filter(read);
    const things = thingsAlone(typed, words, (w) => optional(w) && (detail(w) || QUALITIES.has(w)));
    if (things.length < least && things.some(aThing) && whole(things)) yield [things];
    // A payee named whole ("hot tub cleaned out after guests left", of a spa service): a word its rows say.
    if (byPayee) yield words.filter(optional).map((w) => [w]);
  }
  for (const tries of tried()) {
    if (!tries.length) continue; // each try split a phrase ("sink backed up"): the next may read
    // The words as the rows say them first, else the categories they name ("cleaning after move-out").
    const readings = tries.map((kept) => keptCategories(parsed, kept));
    let counts = await rowsSaying(tries.map((words) => ({ words })));
    if (!Math.max(...counts) && readings.some((r) => r.accountIds.length))
      counts = await rowsSaying(readings);
    // Who it was for goes before any word of what was done ("kicked out the tenant"), then what happened,
    // how or when, or how new or big the thing was ("what the management company kept", "new dishwasher
    // from Best Buy"), then the kind of work in the user's words ("hotel when I was fixing up the units"),
    // rows that say the house the user said ("pipe burst under the house"), and last the things kept
    // with only what was done to them set aside ("trees cut back from the roof").
    const best = bestTry(counts, tries.map(leftOf), apart, [
      forWhom,
      (w) => (detail(w) || QUALITIES.has(w)) && !anyHouse(w),
      (w) => kindWords.has(w),
      ...(words.some(anyHouse) ? [(w: string) => !anyHouse(w)] : []),
      tellsHow,
    ]);
    if (best < 0) continue;
    const kept = tries[best]!;
    const left = leftOf(kept);
    if (happened && !apart && !namesWhat(parsed, kept, left, typed)) return null;
    return keeping(parsed, readings[best]!, left, places);
  }
  return null;
}

/**
 * Which words of a sentence may be set aside (`optional`), and which are no part of its gist (`aside`).
 */
function setAside(
  parsed: ParsedQuery,
  found: Retrieved,
  typed: readonly string[],
  happened: boolean,
  who: boolean,
) {
  // A thing the books hold nowhere is what was asked about ("trampoline removal from the back yard"):
  // it stays, and only a thesaurus phrase it makes with the others can find rows ("hotel tax"). A word
  // that tells how or when ("after the windstorm knocked it down", "in the middle of the night") is detail.
  // Tenants are in every landlord's books, said or not: the word is who, never what was asked about.
  // The house it was on may go, and is no word of the gist, of which the rest must keep at least half.
  const anyHouse = (w: string) => onAnyHouse(w, parsed, typed);
  const optional = (w: string) =>
    (mayLeaveOut(w, parsed.raw) || anyHouse(w)) &&
    (!happened || isDetail(w, typed)) &&
    (anyHouse(w) ||
      forWhom(w) ||
      partOfATime(w, typed) ||
      whereOrWhen(w, typed) ||
      aroundAnEvent(w, typed) ||
      doingThere(w, typed) ||
      saysWhere(w, typed) ||
      whatItWasFor(w, typed) ||
      (who
        ? !namesAThing(w)
        : !found.unmatched.includes(w) ||
          !(namesAThing(w) || typedAsAThing(w, typed)) ||
          saysWhatHappened(w) ||
          saidOfTheThing(w, typed)));
  // No part of the gist either: the trouble heard or seen ("rattling noise in the furnace"), what did
  // not happen ("would not start"), who it was for (tenants are in every landlord's books: "the
  // bedbugs that bit the tenant"), what a clause says of the thing ("the fridge that stopped keeping
  // food cold"), and a word that puts the rest where it was ("inside the house").
  const aside = (w: string) =>
    anyHouse(w) ||
    troubleSeen(w) ||
    troubleSensed(w, typed) ||
    didNotHappen(w, typed) ||
    forWhom(w) ||
    saidOfTheThing(w, typed) ||
    saysWhere(w, typed);
  return { anyHouse, optional, aside };
}

/** The query read as the words kept, with the categories they name as themselves, `left` set aside. */
function keeping(
  parsed: ParsedQuery,
  kept: ReturnType<typeof keptCategories>,
  left: string[],
  places: readonly string[],
): Described {
  // The type the categories set aside implied goes with them ("rebate from the utility for the heat pump" is
  // no expense); a type typed stays, as does one no category implied ("money I got back": money in).
  const keepsType = typedWords(parsed.raw).some((w) => w in TYPE_WORDS) || !parsed.categories.length;
  return {
    parsed: {
      ...emptyQuery(parsed.raw),
      categories: kept.categories,
      properties: parsed.properties,
      propertyPhrases: parsed.propertyPhrases,
      unitName: parsed.unitName,
      tenants: parsed.tenants.filter((t) => !left.includes(t.text.trim().toLowerCase())),
      vendors: parsed.vendors.filter((v) => !oneWordPayees(parsed).includes(v)),
      date: parsed.date,
      amount: parsed.amount,
      // What was asked of the rows stays ("the last time we had the furnace looked at": the latest).
      order: parsed.order,
      limit: parsed.limit,
      type: keepsType || kept.categories.length ? parsed.type : null,
      flow: kept.categories.length ? parsed.flow : undefined,
      understood: parsed.understood,
      terms: [...kept.words, ...parsed.terms.filter((t) => places.includes(t))],
    },
    leftOut: left,
  };
}
