// The words that named a category other than its own name's ("lawyer" of "lawyer fees", "power" of
// "power bills" for utilities): what the rows found by the category are ranked by (plan.ts).
import type { CategoryMatch } from "../parse";
import { JOB_WRAPPER_WORDS, singular } from "../thesaurus";
import { TYPE_WORDS } from "../vocabulary";

export const ownName = (c: CategoryMatch) => new Set(c.label.toLowerCase().split(/\s+/).map(singular));

/** The words that named a category other than its own name's. */
export function otherWords(c: CategoryMatch): string[] {
  const own = ownName(c);
  // "bills" in "power bills" says how the money went, not which rows: "power" ranks them.
  return c.text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !own.has(singular(w)) && !(w in TYPE_WORDS) && !JOB_WRAPPER_WORDS.has(w));
}
