// Step 5b, residents: "who lives at Pulaski Street Triplex", "tenants at the Laporte duplex", "former
// tenants in Georgia" ask for the people renting there, from the tenant records. Read as words, the
// question would list the few transactions that happen to say "tenants".
import type { OrgLexicon, TenantDetail } from "../lexicon";
import type { ParsedQuery, PropertyRef } from "../parse";
import { formatCents } from "../parse-amounts";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS } from "../thesaurus";
import { TYPE_WORDS } from "../vocabulary";
import { type Answer, round3 } from "./answer";
import { placesAsked } from "./places";
import type { SearchPlan } from "./plan";
import { joinAnd, searchProperty, tenantResult, withNotes } from "./wording";

/** Words for the people who rent a place. */
const RESIDENT_NOUNS = new Set([
  "tenant",
  "tenants",
  "resident",
  "residents",
  "renter",
  "renters",
  "occupant",
  "occupants",
  "lessee",
  "lessees",
]);
/** Verbs that ask the same after "who" ("who lives at …"). */
const LIVING_VERBS = new Set(["lives", "live", "living", "stays", "rents", "renting", "occupies"]);
/** The words this step reads, which no correction should turn into the books' words ("lives" is no "lines"). */
export const RESIDENT_WORDS: ReadonlySet<string> = new Set([...RESIDENT_NOUNS, ...LIVING_VERBS]);
/** Words for those who have moved out. */
const FORMER_WORDS = new Set(["former", "past", "previous", "old", "ex"]);
/** Words that ask for the list without narrowing it. */
const LIST_WORDS = new Set(["current", "currently", "present", "now", "all", "list", "every"]);

/** The tenants asked for, or null when the query is not a question about who rents a named place. */
export function residentsAsked(
  parsed: ParsedQuery,
  plan: SearchPlan,
  lex: OrgLexicon,
): { tenants: TenantDetail[]; former: boolean; place: string; properties: PropertyRef[] } | null {
  if (parsed.intent !== "data" || parsed.date || parsed.amount || parsed.order) return null;
  if (parsed.vendors.length || parsed.tenants.length) return null;
  const typed = typedWords(parsed.raw);
  // Money in or out asked for ("tenant income at …"); a type the rent category implies is not.
  if (typed.some((w) => w in TYPE_WORDS)) return null;
  const words = [...plan.terms, ...parsed.categories.flatMap((c) => c.text.toLowerCase().split(/\s+/))];
  const asks =
    words.some((w) => RESIDENT_NOUNS.has(w)) ||
    (typed[0] === "who" && words.some((w) => LIVING_VERBS.has(w)));
  const other = (w: string) =>
    !RESIDENT_NOUNS.has(w) &&
    !LIVING_VERBS.has(w) &&
    !FORMER_WORDS.has(w) &&
    !LIST_WORDS.has(w) &&
    !FILLER_WORDS.has(w);
  if (!asks || words.some(other)) return null;
  const { ids: places, said } = placesAsked(parsed, plan);
  if (!places.length) return null;
  const units = plan.unitIds;
  const there = [...lex.tenantDetails.values()]
    .filter((t) => places.includes(t.property_id))
    .filter((t) => !units || lex.units.some((u) => units.includes(u.id) && u.name === t.unit))
    .map(({ order: _, ...t }) => t)
    .sort((a, b) => byUnit(a.property, b.property) || byUnit(a.unit, b.unit) || a.name.localeCompare(b.name));
  const former = words.some((w) => FORMER_WORDS.has(w));
  return {
    tenants: there.filter((t) => (t.status === "former") === former),
    former,
    properties: places.flatMap((id) => lex.properties.get(id) ?? []),
    place: said,
  };
}

/** Units and properties in the order their numbers run ("Apt 2" before "Apt 10"). */
const byUnit = (a: string | null, b: string | null) =>
  (a ?? "").localeCompare(b ?? "", "en", { numeric: true });

/** The answer: one sentence naming each tenant with unit and rent, a result per tenant, and the places. */
export function residentsAnswer(
  asked: NonNullable<ReturnType<typeof residentsAsked>>,
  corrected: string | null,
): Answer {
  const { tenants, former, place } = asked;
  const who = former ? "former tenant" : "tenant";
  const each = tenants.map(
    (t) => `${t.name} (${[t.unit, `${formatCents(t.rent_cents)} a month`].filter(Boolean).join(", ")})`,
  );
  const one = tenants.length === 1;
  const verb = former ? "rented" : one ? "rents" : "rent";
  const sentence = tenants.length
    ? `${tenants.length} ${one ? who : `${who}s`} ${verb} ${place}: ${joinAnd(each)}.`
    : `No ${who} ${former ? "rented" : "rents"} ${place}.`;
  const results = tenants.map((t, i) => tenantResult(t, round3(0.95 - i * 0.01)));
  return {
    response: withNotes(sentence, corrected),
    results,
    internalData: {
      transactions: [],
      properties: asked.properties.map(searchProperty),
    },
    matched: 0,
    baseConfidence: 0.9,
  };
}
