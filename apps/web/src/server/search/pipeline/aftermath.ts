// Step 5b, aftermath: a sentence about something that happened ("someone smashed the shop window",
// "the storm that wrecked the roof") finds the repair, and the books hold more of the same story in
// rows that say the thing but not what happened to it: the insurer's payment for the storefront
// glass, the tenants reimbursing the fine, the depreciation released on the roof. Those are the rows
// at the same property, within months, that say any of the things the story's rows name. They
// are listed after the story's own rows and never counted in its totals.
import type { Db } from "../../db/client";
import type { OrgLexicon } from "../lexicon";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS, PAYER_WORDS } from "../thesaurus";
import { countOf, retrieveMatches, stemOf, type TxPlan, type TxRow } from "../transactions";
import { STOPWORDS } from "../vocabulary";
import { namesAThing } from "../word-kinds";
import { sensesOf } from "../wordnet";
import { SENTENCE_WORDS } from "./described";
import type { SearchPlan } from "./plan";
import type { Retrieved } from "./retrieve";

/** A story's rows are few: more is a kind of expense, not one thing that happened. */
const MOST_STORY_ROWS = 3;
/** How far from the story's rows its aftermath may lie (an insurer pays within a season). */
const STORY_DAYS = 120;
/** The aftermath's rows listed at most. */
const MOST_AFTER = 6;
/** The rows read to pick them from: some say the thing only in a payee's name. */
const MOST_ROWS_READ = 20;

/**
 * A sentence in the user's own words: some word of it the story's rows do not say ("smashed" of the
 * storefront glass). A row's text typed back ("Svc call - no hot water") is a lookup of that row.
 */
function toldInOwnWords(raw: string, story: readonly TxRow[], place: ReadonlySet<string>): boolean {
  const typed = typedWords(raw);
  const written = story.map((r) => r.description.toLowerCase()).join(" ");
  // The words that named where ("septic pumping at the cabin") are no rows' words.
  const said = (w: string) => written.includes(w.replace(/(?:e?s|ed|ing)$/, "")) || place.has(w);
  return (
    typed.length >= SENTENCE_WORDS &&
    typed.some((w) => /^[a-z]{3,}$/.test(w) && !STOPWORDS.has(w) && !said(w))
  );
}

/** Asked in words, not as a kind of money, a period or an amount: those are lookups of their own. */
const askedInWords = (plan: TxPlan) =>
  !plan.accountIds.length && !plan.from && !plan.to && plan.minCents == null && plan.maxCents == null;

/** A word of the dictionary that names a thing ("glass", "roof"), not a name or what was done. */
const namesAKnownThing = (w: string) => !STOPWORDS.has(w) && sensesOf(w) !== null && namesAThing(w);

const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `found` with the rest of its story listed after its rows, its totals as they were (null: not a
 * sentence, not such a story, or nothing more of it).
 */
export async function aftermath(
  db: Db,
  org: string,
  lex: OrgLexicon,
  raw: string,
  searchPlan: SearchPlan,
  found: Retrieved,
): Promise<Retrieved | null> {
  const story = found.tx.rows;
  const places = [...new Set(story.map((r) => r.property_id))];
  if (!story.length || countOf(found.tx.totals) > MOST_STORY_ROWS || places.some((p) => !p)) return null;
  const wordsOf = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const named = new Set(places.flatMap((p) => wordsOf(lex.properties.get(p!)?.name ?? "")));
  const where = places.flatMap((p) => wordsOf(lex.properties.get(p!)?.city ?? ""));
  const place = new Set([...named, ...[...named].map((w) => `${w}s`), ...where]);
  if (!toldInOwnWords(raw, story, place) || !askedInWords(searchPlan.transactions([]))) return null;
  // The thing as the story's rows name it: the things they say ("storefront glass" where "window" was
  // typed), and the query's words they say too ("fine"; not "branches" where they say "limbs", or a
  // bank's branch deposits would be the story). Who it was for (a tenant) is in every row of a
  // property, and its own name ("Oregon District Storefronts") says nothing of what happened there.
  const written = story.flatMap((r) => wordsOf(r.description));
  const typed = found.terms.filter((t) => written.includes(t));
  const things = [...new Set([...typed, ...written.filter(namesAKnownThing)])].filter(
    (t) => !PAYER_WORDS.has(t) && !FILLER_WORDS.has(t) && !named.has(t) && !named.has(`${t}s`),
  );
  // As written: the thesaurus's other words for them ("limbs": branch) are other stories.
  if (!things.length) return null;
  const either = things.join(" | ");
  const days = story.map((r) => r.date).sort();
  // Only the property, the months around the story and its words: no type, category or payee of the query.
  const plan: TxPlan = {
    type: null,
    from: shifted(days[0]!, -STORY_DAYS),
    to: shifted(days[days.length - 1]!, STORY_DAYS),
    propertyIds: places as string[],
    unitIds: null,
    payees: null,
    accountIds: [],
    hard: either,
    soft: null,
    order: null,
    limit: MOST_ROWS_READ,
  };
  const seen = new Set(story.map((r) => r.id));
  const { rows } = await retrieveMatches(db, org, plan, lex);
  // Its description says the thing: the story's vendor's other jobs say it only in the vendor's
  // name ("Live Oak Lawn & Tree" mowing after the tree removal).
  const stems = things.map(stemOf);
  const says = (r: TxRow) => stems.some((t) => r.description.toLowerCase().includes(t));
  const after = rows.filter((r) => !seen.has(r.id) && says(r)).slice(0, MOST_AFTER);
  return after.length ? { ...found, tx: { ...found.tx, rows: [...story, ...after] } } : null;
}
