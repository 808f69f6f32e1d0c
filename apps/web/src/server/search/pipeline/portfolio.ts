// Step 5d, portfolio: "how many units do we have", "number of properties in Georgia", "occupancy at
// Pulaski Street Triplex" count the organization's properties, units and tenants (the cached names);
// "vacant units", in books without leases, names the units with no current tenant.
// Read as words, "units" would list the transactions that happen to say it.
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS } from "../thesaurus";
import { type Answer, round3 } from "./answer";
import { placesAsked } from "./places";
import type { SearchPlan } from "./plan";
import { joinAnd, plural, propertyResult, searchProperty, withNotes } from "./wording";

type Counted = "properties" | "units" | "tenants";

const COUNTED: Readonly<Record<string, Counted>> = {
  properties: "properties",
  property: "properties",
  rentals: "properties",
  buildings: "properties",
  units: "units",
  unit: "units",
  doors: "units",
  tenants: "tenants",
  tenant: "tenants",
  renters: "tenants",
  residents: "tenants",
};
/** Words that ask how full the units are. */
const OCCUPANCY = new Set(["occupancy", "occupied", "leased"]);
/** Words that ask which units stand empty. */
const VACANCY = new Set(["vacant", "vacancy", "vacancies", "empty", "unoccupied", "unrented", "unleased"]);
/** Vacant units named in the answer; past this many, how many more. */
const VACANT_NAMED = 10;
/** Words said around the count that narrow nothing ("do we have", "in total", "rate"). */
const AROUND = new Set([
  ...["how", "many", "number", "count", "total", "rate"],
  ...["have", "own", "owned", "portfolio", "currently", "now"],
]);
const ASKS_COUNT = /\b(?:how many|number of|count of|count)\b/;
/** Words that ask to see the properties, not to count them ("list my properties", "what properties do I have"). */
const LISTING = new Set(
  "list show see view me my our all the what which are there do i we have own".split(" "),
);

export interface PortfolioAsked {
  counted: Counted | "occupancy" | "vacancy";
  propertyIds: string[];
  /** Where, as the answer says it ("in Georgia", "at Pulaski Street Triplex"), or "" for everywhere. */
  place: string;
}

/** The count asked for, or null when the query asks anything else. */
export function portfolioAsked(
  parsed: ParsedQuery,
  plan: SearchPlan,
  lex: OrgLexicon,
): PortfolioAsked | null {
  const p = parsed;
  // As typed: the plan drops "properties" beside a place it filters by.
  const typed = typedWords(p.raw);
  const listed = listsProperties(typed, p);
  if ((p.intent !== "data" && !listed) || p.date || p.amount || p.type || p.order || p.categories.length)
    return null;
  if (p.vendors.length || p.tenants.length) return null;
  const words = plan.terms.filter((w) => !FILLER_WORDS.has(w));
  const occupancy = words.some((w) => OCCUPANCY.has(w));
  const vacancy = words.some((w) => VACANCY.has(w));
  const counted = typed.map((w) => COUNTED[w]).find(Boolean);
  const asksCount = ASKS_COUNT.test(typed.join(" "));
  if (!occupancy && !vacancy && !(counted && (asksCount || listed))) return null;
  const asked = (w: string) => w in COUNTED || OCCUPANCY.has(w) || VACANCY.has(w) || AROUND.has(w);
  if (!words.every(asked)) return null;
  const { ids, said } = placesAsked(p, plan);
  return {
    counted: vacancy ? "vacancy" : occupancy ? "occupancy" : counted!,
    propertyIds: ids.length ? ids : [...lex.properties.keys()],
    place: said ? ` ${said}` : "",
  };
}

/**
 * Whether the query asks only to see the properties, everywhere ("properties", "list my properties"):
 * a place's name beside them asks for its rows ("properties in wyoming"), and "how" asks how to.
 */
const listsProperties = (typed: readonly string[], p: ParsedQuery) =>
  typed.some((w) => PROPERTY_WORDS.has(w)) &&
  !typed.includes("how") &&
  !p.properties.length &&
  typed.every((w) => PROPERTY_WORDS.has(w) || LISTING.has(w));
/** The words for properties only ("rentals" is as often the rent). */
const PROPERTY_WORDS = new Set(["properties", "property", "buildings"]);

/** One sentence with the count (and how many units have a current tenant), and the properties counted. */
export function portfolioAnswer(asked: PortfolioAsked, lex: OrgLexicon, corrected: string | null): Answer {
  const ids = new Set(asked.propertyIds);
  const units = lex.units.filter((u) => ids.has(u.propertyId));
  const tenants = [...lex.tenantDetails.values()].filter((t) => ids.has(t.property_id));
  const current = tenants.filter((t) => t.status !== "former");
  const let_ = new Set(current.map((t) => lex.tenants.get(t.id)?.unitId));
  const occupied = units.filter((u) => let_.has(u.id)).length;
  const where = asked.place;
  const share = units.length ? Math.round((100 * occupied) / units.length) : 0;
  const tenanted = `${occupied === 1 ? "has" : "have"} a current tenant (${share} % occupied)`;
  // One property named ("how many units at Pulaski Street Triplex") is the sentence's subject.
  const one = ids.size === 1 && where.startsWith(" at ") ? lex.properties.get([...ids][0]!) : undefined;
  const sentence = {
    properties: `You have ${plural(ids.size, "property", "properties")}${where}, with ${plural(units.length, "unit")}.`,
    units: `${one ? `${one.name} has` : "You have"} ${plural(units.length, "unit")}${one ? "" : ` across ${plural(ids.size, "property", "properties")}${where}`}${units.length ? `; ${occupied} ${tenanted}` : ""}.`,
    occupancy: units.length
      ? `${occupied} of ${plural(units.length, "unit")}${where} ${tenanted}.`
      : `No units are recorded${where}.`,
    tenants: `You have ${plural(current.length, "current tenant")}${where}${tenants.length > current.length ? ` and ${tenants.length - current.length} former` : ""}.`,
    vacancy: vacantSentence(
      units.filter((u) => !let_.has(u.id)),
      units,
      where,
      lex,
    ),
  }[asked.counted];
  const properties = asked.propertyIds.flatMap((id) => lex.properties.get(id) ?? []);
  return {
    response: withNotes(sentence, corrected),
    results: properties.slice(0, 10).map((p, i) => propertyResult(p, round3(0.9 - i * 0.01))),
    internalData: { transactions: [], properties: properties.map(searchProperty) },
    matched: 0,
    baseConfidence: 0.9,
  };
}

/**
 * "1 of 18 units has no current tenant: Apt D at Black Hills Fourplex." A short-term rental's units
 * have guests, never tenants: they are no vacancy.
 */
function vacantSentence(
  vacant: OrgLexicon["units"],
  units: OrgLexicon["units"],
  where: string,
  lex: OrgLexicon,
): string {
  const leased = (u: OrgLexicon["units"][number]) =>
    lex.properties.get(u.propertyId)?.type !== "short_term_rental";
  const [empty, all] = [vacant.filter(leased), units.filter(leased).length];
  if (!all) return `No units are let to tenants${where}.`;
  if (!empty.length) return `Every one of the ${plural(all, "unit")}${where} has a current tenant.`;
  const named = empty.map((u) => `${u.name} at ${lex.properties.get(u.propertyId)?.name ?? "a property"}`);
  const shown = named.slice(0, VACANT_NAMED);
  const more = named.length - shown.length;
  const list = more ? `${shown.join(", ")} and ${more} more` : joinAnd(shown);
  const have = empty.length === 1 ? "has" : "have";
  return `${empty.length} of ${plural(all, "unit")}${where} ${have} no current tenant: ${list}.`;
}
