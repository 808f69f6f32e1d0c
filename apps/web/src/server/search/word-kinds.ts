// What kind of word a word is, from WordNet (wordnet.ts): a thing one can ask about ("trampoline",
// "spiders", "tornado") or a word that tells how, when or why ("knocked", "danger", "date", "small").
// A sentence may set aside the second kind when the books never say it (pipeline/described.ts); the
// first is what was asked about.
import { STOPWORDS } from "./vocabulary";
import { whenItWas } from "./word-times";
import { describes, forms, isFormOfAVerb, isLemma, nounFile, sensesOf } from "./wordnet";

export { aroundAnEvent, namesATime, partOfATime, whenItWas, wordBefore } from "./word-times";

/**
 * WordNet's lexicographer files of nouns for things: animals, artifacts, body parts, food, places,
 * natural objects, people, weather and other phenomena, plants and substances. The other nouns are
 * acts, states, times, attributes, groups and the like.
 */
const THING_FILES = new Set([5, 6, 8, 13, 15, 17, 18, 19, 20, 27]);

/**
 * Whether `word` names a thing: its most used part of speech is a noun whose most frequent sense is a
 * thing. A word WordNet does not know (a name, a trade's own term, a typo) counts as a thing.
 */
export function namesAThing(word: string): boolean {
  if (!sensesOf(word)) return true;
  const file = mostlyANounIn(word);
  if (file !== null && THING_FILES.has(file)) return true;
  // A plural WordNet files as something else ("shingles", the illness) names what its singular does.
  const one = /[^s]s$/.test(word) ? word.slice(0, -1) : null;
  return one !== null && sensesOf(one) !== null && namesAThing(one);
}

/**
 * The lexicographer file of `word`'s most frequent noun sense, when its most used part of speech is a
 * noun (null: it is mostly something else, or WordNet does not know it).
 */
function mostlyANounIn(word: string): number | null {
  const senses = sensesOf(word);
  if (senses?.nounOffset == null || senses.noun < Math.max(senses.verb, senses.adj, senses.adv)) return null;
  return nounFile(senses.nounOffset);
}

/** How often, which WordNet also knows as a periodical's name ("a monthly", "the weekly"). */
const HOW_OFTEN = new Set(
  "daily weekly biweekly monthly bimonthly quarterly yearly annual annually".split(" "),
);
export const saysHowOften = (word: string): boolean => HOW_OFTEN.has(word);

/** Words that compare, which WordNet also knows as nouns ("for the worse", "your betters"). */
const COMPARED = new Set(["worse", "worst", "better", "best"]);

/**
 * Which side of a house a thing was on ("interior paint", "outdoor lights"), which WordNet knows as
 * nouns first: where the work was, which its rows seldom say.
 */
const SIDES = new Set([
  "interior",
  "exterior",
  "indoor",
  "outdoor",
  "inside",
  "outside",
  "upstairs",
  "downstairs",
]);

/** Whether `word` says which side of a house a thing was on ("exterior paint"). */
export const saysWhichSide = (word: string): boolean => SIDES.has(word);

/**
 * Whether `word` only qualifies what it stands beside: its most used part of speech is an adjective or
 * an adverb ("small", "biggest", "recent"). A word WordNet does not know qualifies nothing, nor does an
 * adjective that only says what its noun pertains to ("geothermal heat pump"), nor a noun that is
 * mostly an adverb typed before a noun (`next`): each names a kind ("well pump").
 */
export function onlyQualifies(word: string, next?: string): boolean {
  if (saysHowOften(word) || COMPARED.has(word) || SIDES.has(word)) return true;
  const senses = sensesOf(word);
  if (!senses || senses.relational || Math.max(senses.adj, senses.adv) <= Math.max(senses.noun, senses.verb))
    return false;
  const following = next ? sensesOf(next) : null;
  return !(senses.noun > 0 && senses.adv > senses.adj && following && following.noun > 0);
}

/** Words that put what follows them where something was ("in the attic", "under the sink"). */
const WHERE_WORDS = new Set([
  "in",
  "on",
  "off",
  "under",
  "inside",
  "outside",
  "around",
  "behind",
  "above",
  "below",
  "beneath",
  "underneath",
]);

/** Words that say which one follows ("the attic", "my porch"). */
export const WHICH_WORDS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "my",
  "our",
  "his",
  "her",
  "their",
  "its",
]);

/**
 * Whether `word` is typed as a thing, after "the", "my" and the like and before no other thing ("the
 * septic pumped"), whatever WordNet makes of it alone (mostly an adjective).
 */
export function typedAsAThing(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const next = typed[at + 1];
  return at > 0 && WHICH_WORDS.has(typed[at - 1]!) && (next === undefined || !namesAThing(next));
}

/**
 * Whether `word` puts the words after it where something was ("inside" of "bats inside the house",
 * "around" of "flying around inside"): a preposition, no thing the rows must say.
 */
export function saysWhere(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const next = typed[at + 1] ?? "";
  // Last, after what happened, it ends the verb's phrase ("tenant left junk behind", "shingles blew off").
  const ending = at === typed.length - 1 && typed.slice(0, at).some(saysWhatHappened);
  return WHERE_WORDS.has(word) && (WHICH_WORDS.has(next) || WHERE_WORDS.has(next) || ending);
}

/**
 * Whether `word` is what a thing was for, typed after "for (the)" ("salt for the sidewalks"): its
 * use, seldom its rows' word.
 */
export function whatItWasFor(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  return typed[WHICH_WORDS.has(typed[at - 1] ?? "") ? at - 2 : at - 1] === "for";
}

/**
 * Whether `word` says where, typed after "in the", "under the" and the like ("animals in the attic"):
 * the place in a house where a thing was, not the thing. A town is never "in the" one.
 */
export function whereItWas(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  // A word that says which or how much of it may come between ("in the whole building"), or the
  // first word of the place's own name ("in the living room").
  const named = (before: string) => describes(before) || oneThing(before, word);
  const the =
    typed[at - 1] === "the" ? at - 1 : typed[at - 2] === "the" && named(typed[at - 1]!) ? at - 2 : -1;
  return the >= 1 && WHERE_WORDS.has(typed[the - 1]!);
}

/** The sides of a house said after "out" ("the sign out front", "the fence out back"). */
const OUT_SIDES = new Set(["front", "back", "side"]);

/** Whether `word` says where or when a thing was ("in the attic", "out front", "at night"): detail beside it. */
export const whereOrWhen = (word: string, typed: readonly string[]): boolean =>
  whereItWas(word, typed) ||
  (OUT_SIDES.has(word) && typed[typed.indexOf(word) - 1] === "out") ||
  whenItWas(word, typed);

/** WordNet's lexicographer file of nouns for people ("accountant", "plumber", "lawyer"). */
const PERSON_FILE = 18;

/** Whether `word` mostly names a person: its most used part of speech is a noun whose first sense is one. */
export const namesAPerson = (word: string): boolean => mostlyANounIn(word) === PERSON_FILE;

/** WordNet's files of nouns for objects one can touch: animals, artifacts, body parts, food, natural objects, plants, substances. */
const OBJECT_FILES = new Set([5, 6, 8, 13, 17, 20, 27]);

/** Whether `word` mostly names an object ("roof", "pipe"), which pays no one: not a person, group or place. */
export const namesAnObject = (word: string): boolean => OBJECT_FILES.has(mostlyANounIn(word) ?? -1);

/** WordNet's lexicographer file of nouns for things people make ("roof", "furnace", "gutter"). */
const ARTIFACT_FILE = 6;

/** Whether `word` mostly names a thing people make ("roof"): not a hole or a crack in it ("leak"). */
export const namesAMadeThing = (word: string): boolean => mostlyANounIn(word) === ARTIFACT_FILE;

/** Whether the first thing `word` names is an object, whatever else it may be ("pump", "cover"). */
export function firstAnObject(word: string): boolean {
  const senses = sensesOf(word);
  return senses?.nounOffset != null && OBJECT_FILES.has(nounFile(senses.nounOffset));
}

/** Whether `word` is mostly a verb, adjective or adverb: it tells what happened or how, not what. */
export function tellsHow(word: string): boolean {
  const senses = sensesOf(word);
  return senses !== null && Math.max(senses.verb, senses.adj, senses.adv) > senses.noun;
}

/** Past forms of the irregular verbs a mishap is told with ("a tree fell", "the pipes froze"). */
const IRREGULAR_PAST: ReadonlySet<string> = new Set(
  (
    "fell broke froze blew tore sank shook stole caught bent wore ran stuck hung left kept lost quit spilt burnt " +
    "bit stung flew struck dug ate threw sprang shrank slid spun swung fallen broken frozen blown torn sunk shaken " +
    "stolen worn bitten eaten thrown sprung shrunk woke woken went gone came got gotten seen found heard told " +
    "took taken hid hidden stank stunk stood put"
  ).split(" "),
);

/** How new, old or big a thing was: never which rows ("new thermostat" is the thermostat installed). */
export const QUALITIES: ReadonlySet<string> = new Set("new old big small little huge tiny bad".split(" "));

/** Whether the words typed are a few, "and" and the like aside ("new carpet and blinds"): where a quality may go. */
export const inFewWords = (typed: readonly string[]) => typed.filter((w) => !STOPWORDS.has(w)).length <= 3;

/** What a storm or an animal did, said as a noun ("hurricane damage"): the rows name it or the fix. */
const HARM: ReadonlySet<string> = new Set(["damage", "damages"]);

/** WordNet's lexicographer file of nouns for natural phenomena ("hurricane", "hail", "flood"). */
const PHENOMENON_FILE = 19;

/** WordNet's files of nouns for events and phenomena ("dripping", "knocking", "peeling"). */
const TROUBLE_FILES = new Set([11, PHENOMENON_FILE]);

/** Whether `word` is the harm a storm, a flood, a fire or an animal typed beside it did ("hurricane damage"). */
export const harmDoneBy = (word: string, typed: readonly string[]): boolean =>
  HARM.has(word) && typed.some(namesAWeatherOrAnimal);

/** WordNet's lexicographer file of nouns for animals ("bear", "squirrel", "dog"). */
const ANIMAL_FILE = 5;

/**
 * Whether `word`'s noun is first of all a natural phenomenon or an animal, though the word may be more a
 * verb ("hail", "bear"): what does harm, not what is harmed.
 */
function namesAWeatherOrAnimal(word: string): boolean {
  const senses = sensesOf(word);
  const file = senses?.nounOffset != null ? nounFile(senses.nounOffset) : null;
  return file === PHENOMENON_FILE || file === ANIMAL_FILE;
}

/**
 * Whether `word` is a verb's -ing that WordNet files first as an event or a phenomenon: the trouble
 * heard or seen ("dripping", "knocking", "peeling"), never what it happened to.
 */
export function troubleSeen(word: string): boolean {
  const own = /^[a-z]{3,}ing$/.test(word) ? sensesOf(word) : null;
  return own?.nounOffset != null && TROUBLE_FILES.has(nounFile(own.nounOffset)) && isFormOfAVerb(word);
}

/**
 * Whether `word` says what happened to a thing ("flooded", "knocked", "overflowed") or is happening
 * ("falling", "sagging"): a past form of a verb, and no word that is mostly a noun ("speed"); a form in
 * -ing only when it is less a noun than anything else, since most name the job ("painting", "plowing").
 */
export function saysWhatHappened(word: string): boolean {
  if (IRREGULAR_PAST.has(word)) return true;
  const ongoing = /^[a-z]{3,}ing$/.test(word);
  if (!ongoing && !/^[a-z]{3,}e?d$/.test(word)) return false;
  if (troubleSeen(word)) return true;
  const own = sensesOf(word);
  if (own && (ongoing ? own.noun >= Math.max(own.verb, own.adj) : own.noun > Math.max(own.verb, own.adj)))
    return false;
  // The base form the ending hides ("clogged" → clog) is a verb of WordNet's.
  return isFormOfAVerb(word);
}

/** The keeping words a thing that happens again is told with ("sump pump kept running"). */
const KEEP_WORDS: ReadonlySet<string> = new Set(["keep", "keeps", "kept", "keeping"]);

/**
 * The words a thing that will not stop is told with ("toilet won't stop running"), as typed without
 * the apostrophe or read by `contracted`.
 */
const WILL_NOT: ReadonlySet<string> = new Set(["wont", "doesnt", "didnt", "never"]);

/** Words that say a thing did not happen ("would not start", "won't flush", "isn't cold"). */
const NOT_WORDS: ReadonlySet<string> = new Set([
  ...WILL_NOT,
  ..."not cant cannot wouldnt isnt arent wasnt werent dont".split(" "),
]);

/** Whether `word` says that something did not happen ("not", "wont", "isnt"). */
export const saysNot = (word: string): boolean => NOT_WORDS.has(word);

/** The typed word at `i`, a contraction's "t" read with the word before it ("won't" is typed "won", "t"). */
const contracted = (typed: readonly string[], i: number): string =>
  typed[i] === "t" && i > 0 ? `${typed[i - 1]}t` : (typed[i] ?? "");

/** Verbs that say what a thing became or stayed ("not getting hot", "won't stay lit"). */
const BECOMING_WORDS = new Set(
  "get gets getting got keep keeps keeping stay stays staying turn turning".split(" "),
);

/**
 * Whether `word` is what did not happen, typed after "not" ("furnace would not start"), or after what
 * did not become so ("dryer not getting hot").
 */
export function didNotHappen(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const before = BECOMING_WORDS.has(typed[at - 1] ?? "") ? at - 2 : at - 1;
  return NOT_WORDS.has(contracted(typed, before));
}

/** Words that say where a thing went or hung ("over the roof", "from the ceiling", "off the house"). */
const MOTION_WORDS = new Set([
  "over",
  "off",
  "from",
  "onto",
  "into",
  "through",
  "down",
  "across",
  "under",
  "around",
  "inside",
]);

/** Whether `before` may name a thing: no filler, and a noun if WordNet knows it at all. */
const aThing = (before: string) =>
  !STOPWORDS.has(before) && (!sensesOf(before) || mostlyANounIn(before) !== null);

/**
 * Whether `word` is in a clause said of the thing before it ("food" and "cold" of "the fridge that
 * stopped keeping food cold"): what the thing did, not the thing asked about.
 */
export function saidOfTheThing(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  return typed.some((w, k) => k > 0 && k < at && (w === "that" || w === "which") && aThing(typed[k - 1]!));
}

/**
 * Whether `word` is what a thing was doing, and where: a verb's -ing form after the thing and before
 * where ("branches hanging over the roof"), though WordNet knows the word as a noun.
 */
export function doingThere(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  // After a thing, not after "the" or a word that says which ("the wiring under the house" is a thing).
  const thing = at > 0 && aThing(typed[at - 1] ?? "");
  return thing && /^[a-z]{3,}ing$/.test(word) && MOTION_WORDS.has(typed[at + 1] ?? "") && isFormOfAVerb(word);
}

/**
 * Whether `word` is what kept happening ("running" of "kept running" or "won't stop running", and that
 * "stop"): what happened, though mostly a noun.
 */
export function keptHappening(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  if (at < 0) return false;
  const notStopping = (i: number) => typed[i] === "stop" && i > 0 && WILL_NOT.has(contracted(typed, i - 1));
  if (word === "stop") return notStopping(at) && /^[a-z]{3,}ing$/.test(typed[at + 1] ?? "");
  // The keeping word itself ("lights keep flickering"): the rows say what kept happening.
  if (KEEP_WORDS.has(word)) return /^[a-z]{3,}ing$/.test(typed[at + 1] ?? "");
  return /^[a-z]{3,}ing$/.test(word) && at > 0 && (KEEP_WORDS.has(typed[at - 1]!) || notStopping(at - 1));
}

/** Words a thing is said to be when it stopped working ("furnace out", "elevator down"). */
const OUT_OF_ORDER: ReadonlySet<string> = new Set(["out", "down"]);
/** Words after which what came before is told in full: where or when, or again ("out on a winter night"). */
const TOLD_AFTER: ReadonlySet<string> = new Set([
  ...WHERE_WORDS,
  ..."at during over after before since for again all and".split(" "),
]);

/**
 * Whether `word` says that the thing typed just before it stopped working ("furnace out in the middle of
 * the night", "elevator down again"): what happened, which the rows tell in their own words. Not a
 * verb's particle ("moved out"), nor one before what a verb is done to ("pump out the tank").
 */
export function stoppedWorking(word: string, typed: readonly string[]): boolean {
  if (!OUT_OF_ORDER.has(word)) return false;
  const at = typed.indexOf(word);
  const [thing, next] = [typed[at - 1], typed[at + 1]];
  const senses = thing === undefined ? null : sensesOf(thing);
  return (
    thing !== undefined &&
    !STOPWORDS.has(thing) &&
    (senses === null || senses.noun >= Math.max(senses.verb, senses.adj)) &&
    !oneThing(thing, word) &&
    (next === undefined || TOLD_AFTER.has(next))
  );
}

/** Whether English names one thing by `a` then `b` ("living room", "solar panel"): WordNet holds the pair. */
export const oneThing = (a: string, b: string): boolean => isLemma(`${a}_${b}`);

/** Whether `a`, in one of its forms, then `b` is one thing or doing WordNet names ("moved out": move out). */
export const oneThingOrDoing = (a: string, b: string): boolean => forms(a).some((f) => oneThing(f, b));

/** Whether `word` and a word typed beside it are one thing English names ("living room"). */
export function oneThingWith(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const [before, after] = [typed[at - 1], typed[at + 1]];
  return at >= 0 && Boolean((before && oneThing(before, word)) || (after && oneThing(word, after)));
}
