// The words of a query that say where: US states by name and postal code, and kinds of property.

/** US state names and their postal codes (the data stores the code). */
export const US_STATES: readonly (readonly [string, string])[] = [
  ["alabama", "al"],
  ["alaska", "ak"],
  ["arizona", "az"],
  ["arkansas", "ar"],
  ["california", "ca"],
  ["colorado", "co"],
  ["connecticut", "ct"],
  ["delaware", "de"],
  ["florida", "fl"],
  ["georgia", "ga"],
  ["hawaii", "hi"],
  ["idaho", "id"],
  ["illinois", "il"],
  ["indiana", "in"],
  ["iowa", "ia"],
  ["kansas", "ks"],
  ["kentucky", "ky"],
  ["louisiana", "la"],
  ["maine", "me"],
  ["maryland", "md"],
  ["massachusetts", "ma"],
  ["michigan", "mi"],
  ["minnesota", "mn"],
  ["mississippi", "ms"],
  ["missouri", "mo"],
  ["montana", "mt"],
  ["nebraska", "ne"],
  ["nevada", "nv"],
  ["new hampshire", "nh"],
  ["new jersey", "nj"],
  ["new mexico", "nm"],
  ["new york", "ny"],
  ["north carolina", "nc"],
  ["north dakota", "nd"],
  ["ohio", "oh"],
  ["oklahoma", "ok"],
  ["oregon", "or"],
  ["pennsylvania", "pa"],
  ["rhode island", "ri"],
  ["south carolina", "sc"],
  ["south dakota", "sd"],
  ["tennessee", "tn"],
  ["texas", "tx"],
  ["utah", "ut"],
  ["vermont", "vt"],
  ["virginia", "va"],
  ["washington", "wa"],
  ["west virginia", "wv"],
  ["wisconsin", "wi"],
  ["wyoming", "wy"],
  ["district of columbia", "dc"],
];

/** Words that name a kind of property, and the type the data stores. */
export const PROPERTY_TYPE_WORDS: Readonly<Record<string, string>> = {
  condo: "condo",
  condos: "condo",
  condominium: "condo",
  condominiums: "condo",
  "single family": "single_family",
  "single family homes": "single_family",
  "single family houses": "single_family",
  houses: "single_family",
  homes: "single_family",
  sfh: "single_family",
  "multi family": "multi_family",
  multifamily: "multi_family",
  apartment: "multi_family",
  apartments: "multi_family",
  "apartment building": "multi_family",
  "apartment buildings": "multi_family",
  "short term rental": "short_term_rental",
  "short term rentals": "short_term_rental",
  "short term": "short_term_rental",
  "vacation home": "short_term_rental",
  "vacation homes": "short_term_rental",
  "vacation rental": "short_term_rental",
  "vacation rentals": "short_term_rental",
  str: "short_term_rental",
  commercial: "commercial",
  retail: "commercial",
  // The buildings a shop rents, not "the plumbing shop" (one shop): a landlord's shops are many.
  shops: "commercial",
  storefronts: "commercial",
  "strip mall": "commercial",
  "strip malls": "commercial",
  "shopping center": "commercial",
  "shopping centers": "commercial",
};

/**
 * Hawaii's counties by the islands a landlord names them by ("a rental on Oahu" is in Honolulu County).
 * Lanai and Molokai are left out: "lanai" is also a porch.
 */
const ISLANDS: Readonly<Record<string, readonly string[]>> = {
  "honolulu county": ["oahu"],
  "hawaii county": ["big island", "hawaii island"],
  "maui county": ["maui"],
  "kauai county": ["kauai"],
};

/** The other names of a property's county: its island's in Hawaii. */
export const countyAlsoCalled = (county: string, state: string): readonly string[] =>
  state.toUpperCase() === "HI" ? (ISLANDS[county.toLowerCase()] ?? []) : [];

export type PlaceWord = { kind: "state"; state: string } | { kind: "type"; type: string };

/**
 * The place a run of query words names at `at`: a state by name (or by its code when typed in
 * capitals, "NC"), or a kind of property. Answers the place and how many words it read, or null.
 */
export function placeAt(
  words: readonly string[],
  at: number,
  typedInCapitals: (word: string) => boolean,
): { place: PlaceWord; length: number } | null {
  for (let n = Math.min(3, words.length - at); n >= 1; n--) {
    const phrase = words.slice(at, at + n).join(" ");
    const type = PROPERTY_TYPE_WORDS[phrase];
    if (type) return { place: { kind: "type", type }, length: n };
    const state = US_STATES.find(
      ([name, code]) => name === phrase || (n === 1 && code === phrase && typedInCapitals(phrase)),
    );
    if (state) return { place: { kind: "state", state: state[1].toUpperCase() }, length: n };
  }
  return null;
}
