// The query's tokens: normalised text split into words, numbers and "$", each claimed by at most one
// rule of the parser.
import { fullYear } from "./date-shorthand";
import { amountsInDigits } from "./number-words";
import { ADDRESS_ABBREVIATIONS, DIRECTION_ABBREVIATIONS, STREET_WORDS } from "./vocabulary";

export interface Token {
  text: string;
  start: number;
  end: number;
  used: boolean;
}

/** Letters no accent is taken off, as English keyboards type them ("Þórdís" is "thordis"). */
const FOLDED: Record<string, string> = {
  þ: "th",
  ð: "d",
  đ: "d",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ß: "ss",
  ł: "l",
  ı: "i",
};

/** Letters without their accents ("Engström" is typed "engstrom", "Zoë" "zoe"). */
export const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    // Both readers lower-case what this returns, so "Þ" may fold to "th" as "þ" does.
    .replace(/[þðđæœøßłı]/giu, (c) => FOLDED[c.toLowerCase()]!);

/** Periods as bookkeepers write them short. */
const SHORT_PERIODS: Record<string, string> = {
  yr: "year",
  mo: "month",
  mth: "month",
  qtr: "quarter",
  wk: "week",
};

/** How often a sum falls due ("every month", "each year", "per quarter"), the period in its group. */
export const EVERY_PERIOD = "\\b(?:every|each|per) (week|month|quarter|year)\\b";

export function normalizeQuery(raw: string): string {
  return (
    amountsInDigits(withoutAccents(raw.normalize("NFKC")).toLowerCase())
      .replace(/[’‘`]/g, "'")
      .replace(/[“”]/g, '"')
      // A year cut to its last two digits after an apostrophe ("insurance '24", "q3 '25") is the year.
      .replace(/(?<=^|[\s/-])'(\d{2})\b(?![.,]\d)/g, (_, yy: string) => String(fullYear(yy)))
      // Two years set side by side ("repairs 2024 vs 2025") ask for both, year by year.
      .replace(
        /(?<!\b(?:between|from) )\b((?:19|20)\d\d),? (?:vs\.?|versus|and|or|against|compared (?:to|with)) ((?:19|20)\d\d)\b/g,
        (_, a: string, b: string) => `between ${a < b ? a : b} and ${a < b ? b : a} by year`,
      )
      // "The last time" is the latest; "ever" and "of all time" leave the period open.
      .replace(/\b(?:the )?last time\b/g, "latest")
      // A period written short after this or last ("this yr", "last qtr") is the period.
      .replace(
        /\b(this|current|last|previous|prior|past) (yr|mo|mth|qtr|wk)\b/g,
        (_, when: string, unit: string) => `${when} ${SHORT_PERIODS[unit]}`,
      )
      .replace(/\b(?:of )?all[- ]time\b|\bever\b/g, " ")
      // Two letters joined by a slash are one abbreviation ("a/c", "w/d"), not two one-letter words.
      .replace(/\b([a-z])\/([a-z])\b/g, "$1$2")
      // Section 8, the housing vouchers, is a name, not a section and an amount.
      .replace(/\bsec(?:tion|\.)? ?(?:8|eight)\b/g, "section8")
      // "The rental" at the end of a phrase is the property ("repairs at the rental"), not the rent, and
      // "the rentals" the properties ("furniture for the rentals"); "the rental license" is the license.
      .replace(
        /\b(the|my|our|this|that|these|those|each|every|a|one) rental(s?)\b(?=$|[^a-z]*(?:in|on|at|for|since|during|last|and|or|over|before|after|with)\b)/g,
        (_, which: string, many: string) => `${which} ${many ? "properties" : "property"}`,
      )
      // "Which house has the clawfoot tub" asks which property: no kind of building a row must be.
      .replace(
        /\b(which|what) (?:house|home|place|building|rental)s?\b(?= (?:has|had|have|is|was|were|got|gets|needed|needs|did|does|with)\b)(?!.*\b(?:most|least|more|less|fewest|top|highest|lowest|biggest|largest|smallest|best|worst)\b)/g,
        "$1 property",
      )
      // Asked to fetch ("pull up the plumbing bills", "can you dig up …", "I need to pull up …"): a
      // request, no word of the rows. A thing's "permit to dig up the street" is the digging.
      .replace(
        /(^|\b(?:you|please|me|and|(?:want|need|like|trying|try|have) to) )(?:pull|dig|call|bring|look) up (?=\S)/g,
        "$1",
      )
      .replace(/^(?:fetch|grab) (?=\S)/, "")
      // A job of a verb and "up" in the plural ("tune-ups", "cleanups") is the job: "up" is a stop word
      // the rows' index drops, and "ups" no form of one.
      .replace(/\b(tune|check|clean|hook|touch|start|fix|set)[- ]?ups\b/g, "$1 up")
      // A run to a store is a trip there: what was bought, not a word the receipt says.
      .replace(/\b(store|supply|supplies|hardware|depot|lowe's|lowes) (?:runs?|trips?)\b/g, "$1")
      // How often ("every month", "each year") says nothing of which rows: no word a row must say.
      .replace(new RegExp(EVERY_PERIOD, "g"), " ")
      // So does "a month" after what it is of ("what it makes a month"), not a span ("in a month", "a month ago").
      .replace(
        /(?<!\b(?:in|for|within|over|about|than|past|last|under|almost|nearly) )\ba (?:week|month|year)\b(?! (?:ago|from|before|after|later|back|or|and))/g,
        " ",
      )
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The query's words in the order typed, as the parser reads them ("A/C repair" → ac, repair). */
export const typedWords = (raw: string): string[] => normalizeQuery(raw).match(/[a-z0-9]+/g) ?? [];

/** Whether `word` was typed with a capital inside it ("PaPal", "OwnerRez"): a brand's name, not a word. */
export const typedAsBrand = (word: string, raw: string): boolean =>
  (raw.match(/[A-Za-z]+/g) ?? []).some((w) => w.toLowerCase() === word && /[a-z][A-Z]/.test(w));

/**
 * A street word among `terms` that names a street ("Elm Street", "12 Ave"), not one said of the street
 * in front ("sewer pipe out to the street"): a place we do not have, never to be dropped.
 */
export function streetNamed(raw: string, terms: readonly string[]): boolean {
  const typed = typedWords(raw);
  return terms.some(
    (t) => STREET_WORDS.has(t) && !/^\d+$/.test(t) && typed.some((w, i) => w === t && typed[i - 1] !== "the"),
  );
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  // A number glued to letters is one word ("3b", "2nd", "200a"): a unit, an ordinal, a size, not an
  // amount and a letter; "1.5k" and "$2,000" stay amounts.
  const re = /\$?\d+(?:,\d{3})*(?:\.\d+)?[km]?(?![a-z0-9])|[a-z0-9]+(?:'[a-z]+)?|\$/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, used: false });
  }
  return out;
}

/** Words as the name index stores them: lower case, no apostrophes, abbreviations expanded. */
export function nameWords(text: string, expandAbbreviations = true): string[] {
  const words = withoutAccents(text)
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return expandAbbreviations ? withDirections(words.map(writtenOut)) : words;
}

/** A word as names write it out ("ave": avenue, "4plex": fourplex). */
export const writtenOut = (word: string): string => ADDRESS_ABBREVIATIONS[word] ?? word;

/**
 * Direction letters before another word expanded ("n tacoma ave" → north tacoma ave); a letter typed
 * last is more often a word still being typed ("oak s").
 */
export const withDirections = (words: readonly string[]): string[] =>
  words.map((w, i) => (i < words.length - 1 ? (DIRECTION_ABBREVIATIONS[w] ?? w) : w));

/** The claim bookkeeping over a query's tokens: a rule reads a span only while all of it is free. */
export function claims(tokens: Token[]) {
  const overlapping = (start: number, end: number) => tokens.filter((t) => t.start < end && t.end > start);
  return {
    isFree: (start: number, end: number) => overlapping(start, end).every((t) => !t.used),
    claim: (start: number, end: number) => {
      for (const t of overlapping(start, end)) t.used = true;
    },
  };
}

/** The stemmer keeps the "s" of an abbreviation's plural with no vowel before its last letter: "CPAs" is "cpas". */
export const pluralKept = (w: string): string[] => (/^[^aeiouy0-9]{2,3}[a-z]$/.test(w) ? [`${w}s`] : []);

/** And the other way: "LLCs" is "llcs" to the stemmer, which no "LLC" row says; the singular does. */
export const singularKept = (w: string): string[] =>
  /^[^aeiouy0-9]{2,4}[a-z]s$/.test(w) ? [w.slice(0, -1)] : [];
