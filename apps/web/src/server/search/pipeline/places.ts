// The places a query names by words of the language rather than by a property's name: states (by
// name, by a code in capitals or after a city, "macon ga"), kinds of property ("condos", unless a
// thesaurus phrase holds the word: "condo fees"), the kind of building a city's property is ("Juneau
// duplex"), and the properties they filter to (plan.ts reads them).
import type { OrgLexicon } from "../lexicon";
import { propertiesByNameWord } from "../name-index";
import type { ParsedQuery } from "../parse";
import { nameWords, typedWords, writtenOut } from "../parse-tokens";
import { type PlaceWord, placeAt, US_STATES } from "../place-words";
import { phraseAround, singular } from "../thesaurus";
import { GENERIC_PLACE_WORDS } from "../vocabulary";
import { joinAnd, placeWord, titleCase } from "./wording";

/**
 * States and kinds of property among the free words and category words, in the order typed
 * ("short-term rentals in Oregon"): the properties they name (of two places of one kind either, of two
 * kinds both), the words they took, and the free words left.
 */
export function placesNamed(
  parsed: ParsedQuery,
  lex: OrgLexicon,
): { ids: string[] | null; words: string[]; rest: string[]; taken: Set<string>; unheld: string[] } {
  const capitals = new Set(parsed.raw.match(/\b[A-Z]{2}\b/g)?.map((w) => w.toLowerCase()) ?? []);
  for (const code of codesAfterPlaces(parsed)) capitals.add(code);
  const open = new Set([
    ...parsed.terms,
    ...parsed.categories.flatMap((c) => c.text.toLowerCase().split(/\s+/)),
  ]);
  // A code that is also a stop word ("OR", "IN", "ME") is a state only in capitals among lower-case
  // words: a query typed all in capitals says nothing by its case. Where no property is, its name is a
  // word the rows must say ("rent in OR": nothing mentions Oregon).
  const stopCodes = /[a-z]/.test(parsed.raw) ? [...capitals].filter((c) => !open.has(c)) : [];
  for (const code of stopCodes) open.add(code);
  const sequence = typedWords(parsed.raw).filter((w) => open.has(w));
  const taken = new Set<string>();
  const words: string[] = [];
  // Places of one kind are either ("georgia and missouri"); of two kinds, both ("condos in colorado").
  const byKind = new Map<PlaceWord["kind"], Set<string>>();
  for (let i = 0; i < sequence.length; ) {
    const found = placeAt(sequence, i, (w) => capitals.has(w));
    if (!found) {
      i++;
      continue;
    }
    const { place, length } = found;
    // A kind of property that makes a thesaurus phrase with a word beside it is that phrase's ("condo
    // fees" are the association's dues, not fees at the condos).
    if (place.kind === "type" && inLongerPhrase(sequence, i, length)) {
      i += length;
      continue;
    }
    const matching = byKind.get(place.kind) ?? new Set<string>();
    for (const p of lex.properties.values())
      if (place.kind === "state" ? p.state.toUpperCase() === place.state : p.type === place.type)
        matching.add(p.id);
    byKind.set(place.kind, matching);
    const phrase = sequence.slice(i, i + length);
    for (const w of phrase) taken.add(w);
    words.push(phrase.join(" "));
    i += length;
  }
  const [first, ...others] = [...byKind.values()];
  const ids = first ? [...first].filter((id) => others.every((o) => o.has(id))) : null;
  const unheld = stopCodes
    .filter((c) => taken.has(c))
    .map((c) => US_STATES.find(([, code]) => code === c)?.[0] ?? c);
  return { ids, words, rest: parsed.terms.filter((t) => !taken.has(t)), taken, unheld };
}

/** Whether the words from `at` make a thesaurus phrase with a word beside them ("condo fees"). */
export const inLongerPhrase = (sequence: readonly string[], at: number, length = 1) =>
  phraseAround(sequence, at, (_, from, n) => from < at || from + n > at + length) !== null;

/**
 * The kind of building a city's or a street's property is, as its name says ("Juneau duplex",
 * "Anchorage fourplex"): the properties named whose names say it, not a word their rows must say.
 */
export function kindsNamed(parsed: ParsedQuery): { words: string[]; ids: string[] } {
  const nameOf = (p: ParsedQuery["properties"][number]) => nameWords(p.property.name, false);
  const typed = typedWords(parsed.raw);
  // Not a word of a thesaurus phrase ("New Haven condo fees" are the association's dues).
  const words = parsed.terms.filter(
    (t) =>
      GENERIC_PLACE_WORDS.has(writtenOut(t)) &&
      parsed.properties.some((p) => nameOf(p).includes(writtenOut(t))) &&
      !inLongerPhrase(typed, typed.indexOf(t)),
  );
  const ids = parsed.properties
    .filter((p) => words.every((w) => nameOf(p).includes(writtenOut(w))))
    .map((p) => p.property.id);
  return { words, ids: words.length ? ids : [] };
}

/** State codes that join words ("in", "or"): after a place, a state only when they end the query. */
const JOINING_CODES = new Set(["in", "or"]);

/**
 * Two-letter words typed right after a place's name ("macon ga", "akron oh"): the way an address names
 * the state, so a state's code even in lower case ("springfield in 2025" is a year's rows, "akron in"
 * is Indiana's).
 */
function codesAfterPlaces(parsed: ParsedQuery): string[] {
  const ends = new Set(parsed.properties.map((p) => p.text.toLowerCase().split(/\s+/).at(-1)));
  const typed = typedWords(parsed.raw);
  return typed.filter(
    (w, i) => w.length === 2 && ends.has(typed[i - 1]) && (!JOINING_CODES.has(w) || i === typed.length - 1),
  );
}

/**
 * The properties a query names (by name, address, city or county, or by state or kind) and how an
 * answer says where: "at Pulaski Street Triplex", "in Georgia", or "" when it names none.
 */
export function placesAsked(
  parsed: ParsedQuery,
  plan: { placeWords: string[]; propertyIds: string[] | null },
): { ids: string[]; said: string } {
  const named = parsed.properties.map((p) => p.property.id);
  const placed = plan.placeWords.length ? (plan.propertyIds ?? []) : [];
  const phrases = [...new Set(parsed.propertyPhrases.length ? parsed.propertyPhrases : plan.placeWords)];
  // A property is "at"; a city, county, state or kind of property "in".
  const at = parsed.properties.some((p) => p.field === "name" || p.field === "address");
  const names = phrases.map((w) => titleCase(placeWord(w)));
  return {
    ids: [...new Set([...named, ...placed])],
    said: phrases.length ? `${at ? "at" : "in"} ${joinAnd(names)}` : "",
  };
}

/** The words of `words` that are kinds of building ("cabin", "duplexes"). */
export const buildingKinds = (words: readonly string[]) =>
  words.filter((t) => BUILDING_WORDS.has(singular(writtenOut(t))));

/**
 * The kinds of building among `words` and, when other words stand beside them (`others` more besides
 * `words`), the properties whose names say them: where those were done ("snow at the fourplex").
 */
export function buildingsBeside(
  words: readonly string[],
  lex: OrgLexicon,
  others = 0,
): { kinds: string[]; ids: string[] } {
  const kinds = buildingKinds(words);
  const beside = words.length - kinds.length + others > 0;
  return { kinds, ids: kinds.length && beside ? namedKinds(kinds, lex) : [] };
}

/** The properties whose names say every one of the building `kinds` ("cabin": Fall River Cabin). */
function namedKinds(kinds: readonly string[], lex: OrgLexicon): string[] {
  const byWord = propertiesByNameWord(lex.lexicon);
  const [first = [], ...others] = kinds.map((k) => new Set(byWord.get(singular(writtenOut(k)))));
  return [...first].filter((p) => others.every((o) => o.has(p))).map((p) => p.id);
}

/** Kinds of building a property's name ends in ("Fall River Cabin"): typed, they name those properties. */
const BUILDING_WORDS: ReadonlySet<string> = new Set(
  "house cottage bungalow cabin chalet lodge casita duplex triplex fourplex sixplex condo loft townhome".split(
    " ",
  ),
);
