// A property called by its place and its kind of building ("the beach house" of Rehoboth Dune House in
// Rehoboth Beach, "the lake cabin"): a word of its city or name beside a word its name ends in. Alone, a
// word of a city's name is no city ("hot" is no Hot Springs, name-index.ts) and may be a payee's
// ("City of Rehoboth Beach"); beside the building it names the property.
import { type PreparedLexicon, propertiesByNameWord } from "./name-index";
import type { ParsedQuery } from "./parse";
import { nameWords } from "./parse-tokens";
import { singular } from "./thesaurus";

/** Words for a kind of building a property's name ends in. */
const BUILDINGS: ReadonlySet<string> = new Set(
  "house home cottage bungalow cabin chalet lodge condo duplex triplex fourplex sixplex townhome loft villa retreat getaway".split(
    " ",
  ),
);

/** The reading with such a place's payee word and building read as the property (unchanged: none). */
export function nicknamedPlaces(
  result: ParsedQuery,
  rawWords: readonly string[],
  lex: PreparedLexicon,
): void {
  if (result.properties.length) return;
  const typed = rawWords.map((w) => w.toLowerCase());
  for (const vendor of result.vendors) {
    const word = vendor.text.toLowerCase();
    const building = typed[typed.indexOf(word) + 1];
    if (/\s/.test(word) || !building || !BUILDINGS.has(singular(building))) continue;
    const named = (propertiesByNameWord(lex.lexicon).get(singular(building)) ?? []).filter((p) =>
      [...nameWords(p.city ?? "", false), ...nameWords(p.name, false)].includes(word),
    );
    if (!named.length) continue;
    const text = `${word} ${building}`;
    result.vendors = result.vendors.filter((v) => v !== vendor);
    result.terms = result.terms.filter((t) => t !== building);
    result.properties.push(...named.map((property) => ({ property, text, field: "name" as const })));
    result.propertyPhrases.push(text);
    return;
  }
}
