// Step 4b, qualifiers: a query that found nothing for a word that only qualifies what it asks about
// ("urgent plumbing repair", "new thermostat", "monthly mortgage payment") is read without that word,
// when the rest still asks for something.
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS, singular } from "../thesaurus";
import { OUTCOME_WORDS, PAPER_WORDS, PRICE_WORDS } from "../vocabulary";
import {
  inFewWords,
  oneThingOrDoing,
  onlyQualifies,
  QUALITIES,
  saysHowOften,
  saysWhichSide,
} from "../word-kinds";
import { type Described, mayLeaveOut } from "./described";
import type { Retrieved } from "./retrieve";

/**
 * The reading without the words the books hold nowhere when each only qualifies ("small expenses
 * below $25", "urgent plumbing repair", "weird noise furnace") and the rest still asks for something:
 * a period, amount, type or category, or other words (null otherwise).
 */
export function qualifiersSetAside(parsed: ParsedQuery, found: Retrieved): Described | null {
  if (parsed.intent !== "data" || found.tx.rows.length || found.recordIntent) return null;
  // Whom it was paid to or by asks for something too ("new awning" of Bellingham Awning & Canvas).
  const named = parsed.vendors.length || parsed.tenants.length;
  const structured =
    parsed.type || parsed.date || parsed.amount || parsed.order || parsed.categories.length || named;
  const free = parsed.terms.filter((t) => !FILLER_WORDS.has(t));
  // A word the books hold elsewhere may qualify too ("monthly mortgage payment", "quarterly taxes"),
  // and in a few words how new or big the thing was ("new thermostat"), unless English names the pair.
  const nowhere = free.filter((t) => found.unmatched.includes(t));
  const typed = typedWords(parsed.raw);
  const next = (w: string) => typed[typed.indexOf(w) + 1] ?? "";
  const pair = (w: string) => oneThingOrDoing(w, next(w)) || oneThingOrDoing(w, singular(next(w)));
  // The words that named the property say nothing of the thing ("new mattress for the beach house").
  const place = new Set(parsed.properties.flatMap((p) => typedWords(p.text)));
  const few = inFewWords(typed.filter((w) => !place.has(w)));
  // So, in a few words, is which side of the house it was on ("exterior painting").
  const quality = (w: string) => few && (QUALITIES.has(w) || saysWhichSide(w)) && !pair(w);
  // What it was charged as ("rental registration fees"), what came of it ("radon test results") or
  // the paper it came on ("claim checks received") is said of the thing, seldom by its rows.
  const saidOfIt = (w: string) =>
    (PRICE_WORDS.has(w) || OUTCOME_WORDS.has(w) || PAPER_WORDS.has(w)) && (free.length > 1 || named > 0);
  const price = free.filter(saidOfIt);
  // Beside a category, a word that only says how it was done ("online ads") qualifies the category
  // its rows never say it of; how new or big the thing was is weighed above.
  const manner = (w: string) =>
    parsed.categories.length > 0 && !QUALITIES.has(w) && onlyQualifies(w, next(w));
  const aside = nowhere.length
    ? nowhere
    : price.length
      ? price
      : free.filter((w) => saysHowOften(w) || quality(w) || manner(w));
  // A name typed with a capital ("Nonexistent Lane") is what was asked about, whatever its words mean.
  // Nor is a pair English names as one thing ("solar panels"): no panel that is solar.
  const qualifies = (w: string) =>
    (saidOfIt(w) || onlyQualifies(w, next(w))) && mayLeaveOut(w, parsed.raw) && !pair(w);
  if (!aside.length || !aside.every(qualifies)) return null;
  if (!structured && aside.length === free.length) return null;
  return { parsed: { ...parsed, terms: parsed.terms.filter((t) => !aside.includes(t)) }, leftOut: aside };
}
