// The words of a reading that may be real words typed for others, to correct and read again.
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { US_STATES } from "../place-words";
import { COMPANY_NAMES } from "../utility-names";
import { type Corrected, mayBeTypo } from "./correct";
import type { SearchPlan } from "./plan";
import type { Retrieved } from "./retrieve";

/** What a reading found, as far as a slip is told by it. */
interface Reading {
  parsed: ParsedQuery;
  searchPlan: SearchPlan;
  found: Retrieved;
}

/**
 * Words that may be real words typed for others, corrected only where the query's other words occur
 * with the correction, and read again: the one known word the books hold nowhere ("roof single repair"), or,
 * when a query of words alone, or of words beside names, finds nothing though each occurs, any of three
 * letters or more ("storm door closet", "kailua ohana hose", "rentredi annual pan", "shot term rental"
 * where "shot" began a property's name). Unknown words were tried already.
 */
export function misread(correction: Corrected, read: Reading, lex: OrgLexicon): string[] {
  // A state's name is no slip ("repairs in Maine" is no main line): with no property there, nothing is.
  // Nor is a company's name ("Evergy" the books lack is no "energy").
  return slipCandidates(correction, read, lex).filter(
    (w) => !ONE_WORD_STATES.has(w) && !COMPANY_NAMES.has(w),
  );
}

const ONE_WORD_STATES: ReadonlySet<string> = new Set(
  US_STATES.map(([name]) => name).filter((n) => !n.includes(" ")),
);

function slipCandidates(correction: Corrected, read: Reading, lex: OrgLexicon): string[] {
  const { found } = read;
  const unknown = new Set(correction.parsed.unknown);
  // One word found nowhere among words found: a typo; several are a question about something else.
  if (found.unmatched.length)
    return found.unmatched.length === 1
      ? found.unmatched.filter((w) => !unknown.has(w) || !mayBeTypo(w, lex))
      : [];
  // Words alone or beside names: periods, amounts and categories that find nothing are not typos of the
  // words, but a word that reads as part of the name beside it may be ("kailua ohana hose").
  const p = read.parsed;
  if (found.tx.rows.length || found.recordIntent || !read.searchPlan.wantTransactions) return [];
  const wordsAndNames = !(p.type || p.date || p.amount || p.order || read.searchPlan.accountIds.length);
  // A property named by one word's start ("shot" of Shotgun Row) may be a slip of the others' word.
  const named = p.properties.map((m) => m.text.toLowerCase());
  if (wordsAndNames) return [...p.terms, ...named].filter((w) => w.length >= 3 && /^[a-z]+$/.test(w));
  // A category named by a word cut short that finds nothing beside the other words may be a slip of
  // a word they are written with ("lockout after hous": hours, not housekeeping; "puget sund energy").
  if (!p.terms.length && !p.vendors.length) return [];
  return p.categories.map((c) => c.text).filter((w) => /^[a-z]{3,}$/.test(w) && mayBeTypo(w, lex));
}
