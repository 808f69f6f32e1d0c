// Query understanding without a language model. Rules run in a fixed order on the lower-cased query
// and each claims the words it reads: explicit dates → amounts → names (properties, tenants, vendors,
// accounts, categories; longest span first) → bare years → type / ordering words → filler words. What
// is left are free-text terms for full-text search; the words nobody knows go to the typo corrector.

import type { TransactionType } from "../../shared/accounting";
import type { DateRange } from "./calendar";
import { findDateRange, findYear } from "./dates";
import type { Flow } from "./flow";
import { EMPTY_LEXICON, knownWords, type PreparedLexicon, prepareLexicon } from "./name-index";
import { AMOUNT_RULES } from "./parse-amounts";
import { claimNames, monthsStartingNames } from "./parse-names";
import { claims, normalizeQuery, tokenize, typedWords, withoutAccents } from "./parse-tokens";
import { claimGotBack, classifyRest, settleType } from "./parse-words";
import { HOWTO_PATTERN } from "./vocabulary";

export interface PropertyRef {
  id: string;
  name: string;
  /** Street line ("1234 Oak Street"). */
  address: string;
  city?: string;
  state?: string;
  postalCode?: string;
  county?: string | null;
}
export interface AccountRef {
  id: string;
  code: string;
  name: string;
  type: string;
  /** The chart's subtype ("deposits", "loan"): what a balance-sheet part of a total is called. */
  subtype?: string;
}
export interface TenantRef {
  id: string;
  name: string;
  propertyId?: string | null;
  unitId?: string | null;
}

/** What the parser may match names against (the organization's own lists). */
export interface Lexicon {
  properties: readonly PropertyRef[];
  accounts: readonly AccountRef[];
  tenants: readonly TenantRef[];
  /** Payees that are not tenants ("Ace Plumbing"). */
  vendors: readonly string[];
}

export interface ParseOptions {
  now: Date;
  lexicon?: Lexicon | PreparedLexicon;
}

export interface AmountFilter {
  minCents?: number;
  maxCents?: number;
  /** "over $500" */
  label: string;
}

export interface CategoryMatch {
  key: string;
  label: string;
  /** The organization's accounts it resolved to (empty: unknown to this chart → text search). */
  accountIds: string[];
  /** The words of the query that named it. */
  text: string;
  /** The category's phrase those words cut short, as the books write it ("tras" → "trash"). */
  phrase?: string;
  neighbours: readonly string[];
}

interface PropertyMatch {
  property: PropertyRef;
  /** The words of the query that named it ("oak street"). */
  text: string;
  field: "name" | "address" | "city";
}

export interface ParsedQuery {
  raw: string;
  intent: "data" | "howto";
  type: TransactionType | null;
  /** Which way money moved through a category that holds both ways ("deposits received": in). */
  flow?: Flow;
  amount: AmountFilter | null;
  date: DateRange | null;
  properties: PropertyMatch[];
  /** The phrases that named properties, as typed ("oak street"). */
  propertyPhrases: string[];
  /** "unit 2", "suite 101" (with or without a property). */
  unitName: string | null;
  categories: CategoryMatch[];
  tenants: { tenant: TenantRef; text: string }[];
  vendors: { name: string; text: string }[];
  order: "largest" | "smallest" | "recent" | "oldest" | null;
  /** "top 5": how many the user asked for. */
  limit: number | null;
  /** Free-text terms (must all match, prefix allowed). */
  terms: string[];
  /** Ranking-only terms from synonyms ("plumber" → plumb). */
  softTerms: string[];
  /** Words no rule and no vocabulary knows: candidates for typo correction. */
  unknown: string[];
  /** Share of the query's meaningful words that a rule understood (0–1). */
  understood: number;
}

/** The rule order in one place; each step claims the tokens it reads. */
/**
 * Two words that make one word of a name when joined ("bright spark" for "BrightSpark Electric")
 * are that word, unless some name has them as two words.
 */
function joinSplitNames(text: string, lex: PreparedLexicon): string {
  const words = text.split(" ");
  const apart = (a: string, b: string) =>
    (lex.positions.get(a) ?? []).some(([si, pos]) => lex.sequences[si]!.words[pos + 1] === b);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]];
    if (b && /^[a-z]{2,}$/.test(a) && /^[a-z]{2,}$/.test(b) && lex.words.has(a + b) && !apart(a, b)) {
      out.push(a + b);
      i++;
    } else out.push(a);
  }
  return out.join(" ");
}

export function parseQuery(raw: string, options: ParseOptions): ParsedQuery {
  const now = options.now;
  const lex =
    options.lexicon && "positions" in options.lexicon
      ? options.lexicon
      : prepareLexicon((options.lexicon as Lexicon | undefined) ?? EMPTY_LEXICON);
  const text = joinSplitNames(normalizeQuery(raw), lex);
  const tokens = tokenize(text);
  const { isFree, claim } = claims(tokens);
  const result = emptyQuery(raw);

  // How-to intent ("how do I export to PDF"). "how much / how many" are data questions.
  if (HOWTO_PATTERN.test(text) && !/\bhow (much|many)\b/.test(text)) result.intent = "howto";
  // 1. Explicit dates (everything except a bare year).
  const inNames = monthsStartingNames(tokens, lex);
  const date = findDateRange(text, now, (s, e) => isFree(s, e) && !inNames.some(([a, b]) => s < b && a < e));
  if (date) {
    result.date = date.range;
    claim(date.start, date.end);
  }
  // 2. Amounts. 3. "top 5" / "5 largest". 4. Units ("unit 2", "suite 101", "apt 3b").
  result.amount = claimAmount(text, isFree, claim);
  result.limit = claimTopN(text, isFree, claim);
  result.unitName = claimUnit(text, isFree, claim);
  // 5. Names and categories, longest span first, left to right.
  const allKnown = knownWords(lex);
  claimGotBack(tokens);
  claimNames(tokens, lex, allKnown, result);
  rentalOfAKind(result);
  // 6. A bare year, now that addresses had their chance at the number.
  if (!result.date) {
    const year = findYear(text, now, isFree);
    if (year) {
      result.date = year.range;
      claim(year.start, year.end);
    }
  }
  // 7. Type and ordering words; filler; the rest is free text.
  const { meaningful, understood } = classifyRest(tokens, allKnown, result, lex);
  settleType(result, lex);
  result.understood = meaningful === 0 ? (result.intent === "howto" ? 1 : 0) : understood / meaningful;
  return result;
}

/**
 * "rental" typed just before another category's words ("rental taxes", "rental deposits") says whose
 * books they are, as every row is a rental's, not the rent: that category alone, not the rent besides.
 */
function rentalOfAKind(result: ParsedQuery): void {
  const rent = result.categories.find((c) => c.key === "rent" && /^rentals?$/i.test(c.text));
  if (!rent) return;
  const typed = typedWords(result.raw);
  const next = typed[typed.indexOf(rent.text.toLowerCase()) + 1];
  if (result.categories.some((c) => c !== rent && c.text.toLowerCase().split(" ")[0] === next))
    result.categories.splice(result.categories.indexOf(rent), 1);
}

/** A query that says nothing yet: every rule's reading empty. */
export function emptyQuery(raw: string): ParsedQuery {
  return {
    raw,
    intent: "data",
    type: null,
    amount: null,
    date: null,
    properties: [],
    propertyPhrases: [],
    unitName: null,
    categories: [],
    tenants: [],
    vendors: [],
    order: null,
    limit: null,
    terms: [],
    softTerms: [],
    unknown: [],
    understood: 0,
  };
}

type IsFree = (start: number, end: number) => boolean;
type Claim = (start: number, end: number) => void;

/** The first amount rule (in rule order) that matches free text. */
function claimAmount(text: string, isFree: IsFree, claim: Claim): AmountFilter | null {
  for (const rule of AMOUNT_RULES) {
    const re = new RegExp(rule.re.source, "g");
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      if (!isFree(start, m.index + m[0].length)) continue;
      const amount = rule.make(m);
      if (!amount) continue;
      claim(start, m.index + m[0].length);
      return amount;
    }
  }
  return null;
}

function claimTopN(text: string, isFree: IsFree, claim: Claim): number | null {
  const topN =
    /\b(?:top|largest|biggest|highest|smallest|lowest|last|latest|first) (\d{1,2})\b|\b(\d{1,2}) (?:largest|biggest|highest|smallest|lowest|latest|most recent)\b/.exec(
      text,
    );
  const topNum = topN ? String(Number(topN[1] ?? topN[2])) : "";
  const topAt = topN ? text.indexOf(topNum, topN.index) : -1;
  if (!topN || !isFree(topAt, topAt + topNum.length)) return null;
  const n = Number(topNum);
  if (!(n > 0 && n <= 50)) return null;
  const numStart = text.indexOf(String(n), topN.index);
  claim(numStart, numStart + String(n).length);
  return n;
}

/** The kind of unit each word names ("ste" is a suite), as the unit's name would say it. */
const UNIT_KINDS: Readonly<Record<string, string>> = {
  unit: "Unit",
  suite: "Suite",
  ste: "Suite",
  apt: "Unit",
  apartment: "Unit",
  room: "Room",
  rm: "Room",
};

/**
 * "unit 2", "apt 3b", "ste b", "rm 4", "3rd fl": the unit named, as its name would be written. A lone
 * letter names a suite or room ("Suite B"); a floor is its ordinal ("3rd Floor").
 */
function claimUnit(text: string, isFree: IsFree, claim: Claim): string | null {
  const unit = /\b(unit|suite|ste|apt|apartment|room|rm)\b\.? ?#? ?(\d+[a-z]?|[a-z]\d*)\b/.exec(text);
  const floor = /\b(\d+)(st|nd|rd|th)? ?(?:fl|flr|floor)\b/.exec(text);
  const found = unit ?? floor;
  if (!found || !isFree(found.index, found.index + found[0].length)) return null;
  claim(found.index, found.index + found[0].length);
  if (unit) return `${UNIT_KINDS[unit[1]!]} ${unit[2]!.toUpperCase()}`;
  return `${floor![1]}${floor![2] ?? ""} Floor`;
}

/** The query with corrected words put back in place (case kept for untouched words, and a first capital). */
export function applyCorrections(raw: string, corrections: ReadonlyMap<string, string>): string {
  // A word typed with its accents ("Sadívar") is corrected as the reader saw it, without them.
  // A possessive is one word, its apostrophe typed straight or curly ("Lowe’s").
  return raw.replace(/[\p{L}\p{N}'’]+/gu, (w) => {
    const fix = corrections.get(withoutAccents(w).toLowerCase().replace(/’/g, "'"));
    // A capital typed stays ("Washita Lodge" → "Ouachita Lodge").
    return fix === undefined ? w : /^\p{Lu}/u.test(w) ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
  });
}
