// Step 1, understand: the query, trimmed to its limit, parsed against the organization's names
// (type, period, amounts, categories, properties, tenants, vendors, order, free words).
import type { OrgLexicon } from "../lexicon";
import { type ParsedQuery, parseQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS } from "../thesaurus";
import { unitKey } from "../units";
import { DETERMINERS, STOPWORDS } from "../vocabulary";
import { keptHappening, namesAPerson } from "../word-kinds";

export const MAX_QUERY_LENGTH = 500;

export interface Understood {
  query: string;
  parsed: ParsedQuery;
}

export function understand(rawQuery: string, now: Date, lex: OrgLexicon): Understood {
  const query = untitled(unshouted(rawQuery.trim().slice(0, MAX_QUERY_LENGTH)));
  const parsed = parseQuery(query, { now, lexicon: lex.prepared });
  const united = unitNamedInWords(parsed, lex) ?? parsed;
  const uncalled = withoutCallingOrStopping(united, lex);
  return { query, parsed: fillerAsWords(uncalled, lex) ?? uncalled };
}

/**
 * A query typed all in capitals is shouted, not names and codes word by word ("WHO CLEARS THE SNOW"):
 * read in lower case. One word in capitals ("MO", "HVAC") is typed so on purpose.
 */
const unshouted = (query: string) =>
  /[a-z]/.test(query) || (query.match(/[A-Z]{2,}/g) ?? []).length < 2 ? query : query.toLowerCase();

/**
 * A query with every word capitalised, small words too ("Who Clears The Snow", "Animals In The Attic"),
 * is typed in title case, not names word by word: read in lower case, as names are matched in any case.
 * A name alone ("Top Notch Roofing") has no small word capitalised after its first.
 */
function untitled(query: string): string {
  const words = query.match(/[\p{L}'][\p{L}'-]*/gu) ?? [];
  if (words.length < 3 || words.some((w) => !/^\p{Lu}/u.test(w))) return query;
  const small = words.slice(1).some((w) => w !== "I" && STOPWORDS.has(w.toLowerCase()));
  return small ? query.toLowerCase() : query;
}

/** Words for getting a trade out ("call the plumber"), which the trade's rows never say. */
const CALLING = new Set(["call", "called", "calling", "phone", "phoned"]);

/**
 * Words for keeping a thing from happening ("stop the pipes freezing", "prevent ice dams"), which the
 * rows never say: they say what was done, or what happened.
 */
const PREVENTING = new Set(["stop", "stopping", "prevent", "preventing", "avoid", "avoiding"]);

/**
 * The reading without a word that calls a person out, typed before the person ("we called the plumber"),
 * or one that keeps a thing from happening, typed before the thing, when no row says it ("stop payment"
 * is a bank's fee) and nothing "won't stop" ("toilet won't stop running").
 */
function withoutCallingOrStopping(parsed: ParsedQuery, lex: OrgLexicon): ParsedQuery {
  const typed = typedWords(parsed.raw);
  const calls = (w: string, i: number) => {
    const next = DETERMINERS.has(typed[i + 1] ?? "") ? typed[i + 2] : typed[i + 1];
    if (next === undefined) return false;
    if (PREVENTING.has(w)) return !lex.dataWords.has(w) && !keptHappening(w, typed);
    return CALLING.has(w) && namesAPerson(next);
  };
  const called = new Set(typed.filter(calls));
  return called.size ? { ...parsed, terms: parsed.terms.filter((t) => !called.has(t)) } : parsed;
}

/** Words that say the word before them names a unit ("the downstairs unit", "the basement apartment"). */
const UNIT_NOUNS = new Set(["unit", "apartment", "apt", "flat", "suite", "side"]);

/** The units named by letters alone, with their words: worked out once per lexicon, not per query. */
const wordNamedUnits = new WeakMap<OrgLexicon, { unit: OrgLexicon["units"][number]; words: string[] }[]>();

function unitsOfWords(lex: OrgLexicon) {
  let units = wordNamedUnits.get(lex);
  if (!units) {
    units = lex.units
      .map((unit) => ({ unit, words: unitKey(unit.name).split(/\s+/) }))
      .filter(({ words }) => words.every((w) => /^[a-z]+$/.test(w)));
    wordNamedUnits.set(lex, units);
  }
  return units;
}

/**
 * A unit named by its words rather than a number ("Downstairs", "Garden Level"), typed just before a
 * word for a unit: "who lives in the downstairs unit". Alone, such words are the rows' ("main line").
 */
function unitNamedInWords(parsed: ParsedQuery, lex: OrgLexicon): ParsedQuery | null {
  if (parsed.unitName) return null;
  const typed = typedWords(parsed.raw);
  if (!typed.some((w, i) => i > 0 && UNIT_NOUNS.has(w))) return null;
  for (const { unit, words } of unitsOfWords(lex)) {
    const at = typed.findIndex((_, i) => words.every((w, j) => typed[i + j] === w));
    const noun = typed[at + words.length];
    if (at < 0 || !noun || !UNIT_NOUNS.has(noun)) continue;
    const said = new Set([...words, noun]);
    return { ...parsed, unitName: unit.name, terms: parsed.terms.filter((t) => !said.has(t)) };
  }
  return null;
}

/**
 * A query of nothing but words that say nothing about what to find, read as those of them the books
 * hold as words, or the last word as the start of one (null: the query says something, or the books
 * hold none): typed alone, "came" is "camera" cut short and "work" the rows that say it.
 */
function fillerAsWords(parsed: ParsedQuery, lex: OrgLexicon): ParsedQuery | null {
  const p = parsed;
  const said =
    p.intent !== "data" ||
    p.terms.length ||
    p.type ||
    p.amount ||
    p.date ||
    p.order ||
    p.unitName ||
    [p.properties, p.categories, p.tenants, p.vendors].some((names) => names.length);
  if (said) return null;
  // Only the last word may be one still being typed ("came in" is no camera).
  const typed = typedWords(p.raw);
  const last = typed.at(-1);
  const words = typed.filter(
    (w) =>
      FILLER_WORDS.has(w) &&
      w.length >= 4 &&
      (lex.dataWords.has(w) || (w === last && Boolean(lex.completeAny(w)?.length))),
  );
  return words.length ? { ...p, terms: words, understood: Math.max(p.understood, 1) } : null;
}
