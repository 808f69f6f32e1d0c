// Query understanding without a language model. Rules run in a fixed order on the lower-cased query
// and each claims the words it reads: explicit dates → amounts → names (properties, tenants, vendors,
// accounts, categories; longest span first) → bare years → type / ordering words → filler words. What
// is left are free-text terms for full-text search; the words nobody knows go to the typo corrector.
import { MAX_CENTS } from "../../shared/accounting";
import { type DateRange, findDateRange, findYear } from "./dates";
import {
  ADDRESS_ABBREVIATIONS,
  CATEGORIES,
  type CategoryDef,
  GENERIC_PLACE_WORDS,
  HOWTO_PATTERN,
  MONTHS,
  ORDER_WORDS,
  SOFT_TERMS,
  STOPWORDS,
  TYPE_WORDS,
} from "./vocabulary";

export type TxType = "income" | "expense" | "transfer";

export interface PropertyRef {
  id: string;
  name: string;
  /** Street line ("1234 Oak Street"). */
  address: string;
  city?: string;
  state?: string;
  postalCode?: string;
}
export interface AccountRef {
  id: string;
  code: string;
  name: string;
  type: string;
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
  neighbours: readonly string[];
}

export interface PropertyMatch {
  property: PropertyRef;
  /** The words of the query that named it ("oak street"). */
  text: string;
  field: "name" | "address" | "city";
}

export interface ParsedQuery {
  raw: string;
  intent: "data" | "howto";
  type: TxType | null;
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

// ---- tokens ----------------------------------------------------------------------------------

interface Token {
  text: string;
  start: number;
  end: number;
  used: boolean;
}

export function normalizeQuery(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\$?\d[\d,]*(?:\.\d+)?[km]?|[a-z0-9]+(?:'[a-z]+)?|\$/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, used: false });
  }
  return out;
}

/** Words as the name index stores them: lower case, no apostrophes, abbreviations expanded. */
export function nameWords(text: string, expandAbbreviations = true): string[] {
  return text
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (expandAbbreviations ? (ADDRESS_ABBREVIATIONS[w] ?? w) : w));
}

// ---- the organization's names, indexed once per lexicon -------------------------------------

interface Sequence {
  words: string[];
  kind: "property" | "tenant" | "vendor" | "account";
  field: "name" | "address" | "city";
  ref: PropertyRef | TenantRef | AccountRef | string;
}

export interface PreparedLexicon {
  lexicon: Lexicon;
  /** word → [sequence index, position] */
  positions: Map<string, [number, number][]>;
  sequences: Sequence[];
  /** Every word of every name (for the typo corrector and the "known word" test). */
  words: Set<string>;
  /** Category phrase → categories resolved against this chart. */
  categoryByPhrase: Map<string, CategoryMatch[]>;
  categoryPhraseWords: Set<string>;
  accountsById: Map<string, AccountRef>;
}

const prepared = new WeakMap<Lexicon, PreparedLexicon>();

const CATEGORY_WORDS = new Set(CATEGORIES.flatMap((c) => c.phrases.flatMap((p) => p.split(" "))));
const ACCOUNT_FILLER = new Set([
  "and",
  "other",
  "account",
  "accounts",
  "fees",
  "fee",
  "income",
  "expense",
  "expenses",
  "of",
  "the",
]);

export function resolveCategory(def: CategoryDef, accounts: readonly AccountRef[]): string[] {
  return accounts.filter((a) => def.codes.includes(a.code) || def.namePattern.test(a.name)).map((a) => a.id);
}

export function prepareLexicon(lexicon: Lexicon): PreparedLexicon {
  const cached = prepared.get(lexicon);
  if (cached) return cached;
  const sequences: Sequence[] = [];
  const push = (words: string[], kind: Sequence["kind"], field: Sequence["field"], ref: Sequence["ref"]) => {
    if (words.length) sequences.push({ words, kind, field, ref });
  };
  for (const p of lexicon.properties) {
    push(nameWords(p.name), "property", "name", p);
    push(nameWords(p.address), "property", "address", p);
    if (p.city) push(nameWords(p.city), "property", "city", p);
    if (p.postalCode) push(nameWords(p.postalCode), "property", "address", p);
  }
  for (const t of lexicon.tenants) push(nameWords(t.name, false), "tenant", "name", t);
  for (const v of lexicon.vendors) push(nameWords(v, false), "vendor", "name", v);
  for (const a of lexicon.accounts) {
    push(
      nameWords(a.name, false).filter((w) => !ACCOUNT_FILLER.has(w)),
      "account",
      "name",
      a,
    );
  }
  const positions = new Map<string, [number, number][]>();
  const words = new Set<string>();
  sequences.forEach((s, i) => {
    s.words.forEach((w, k) => {
      words.add(w);
      const list = positions.get(w) ?? [];
      if (!list.length) positions.set(w, list);
      list.push([i, k]);
    });
  });
  const categoryByPhrase = new Map<string, CategoryMatch[]>();
  for (const def of CATEGORIES) {
    const accountIds = resolveCategory(def, lexicon.accounts);
    for (const phrase of def.phrases) {
      const list = categoryByPhrase.get(phrase) ?? [];
      list.push({ key: def.key, label: def.label, accountIds, text: phrase, neighbours: def.neighbours });
      categoryByPhrase.set(phrase, list);
    }
  }
  const result: PreparedLexicon = {
    lexicon,
    positions,
    sequences,
    words,
    categoryByPhrase,
    categoryPhraseWords: CATEGORY_WORDS,
    accountsById: new Map(lexicon.accounts.map((a) => [a.id, a])),
  };
  prepared.set(lexicon, result);
  return result;
}

const EMPTY_LEXICON: Lexicon = { properties: [], accounts: [], tenants: [], vendors: [] };

/** A word that can name something by itself (not filler, not a street suffix, not a category word). */
function distinctive(word: string): boolean {
  return (
    word.length >= 2 &&
    !/^\d+$/.test(word) &&
    !STOPWORDS.has(word) &&
    !GENERIC_PLACE_WORDS.has(word) &&
    !CATEGORY_WORDS.has(word) &&
    !(word in TYPE_WORDS) &&
    !(word in ORDER_WORDS) &&
    !(MONTHS as readonly string[]).includes(word)
  );
}

interface SpanHit {
  length: number;
  kind: Sequence["kind"] | "category";
  seqs: number[];
  categories?: CategoryMatch[];
  text: string;
  /** Matched only through a partial last word. */
  prefix?: boolean;
}

/** Longest name starting at token i: all sequences containing the words contiguously. */
function matchNames(words: string[], i: number, lex: PreparedLexicon): SpanHit | null {
  let best: SpanHit | null = null;
  const maxLen = Math.min(6, words.length - i);
  for (let len = maxLen; len >= 1; len--) {
    const span = words.slice(i, i + len);
    // Properties, tenants and vendors need a word of their own; the chart's accounts only a real word.
    const strict = span.some(distinctive);
    if (!strict && !span.some((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w))) continue;
    const last = span[len - 1]!;
    // Prefix on the last word: a partial word while typing ("oak str", "magnol").
    const prefixOk = len >= 2 ? last.length >= 2 : last.length >= 4;
    const head = span[0]!;
    const firstCandidates = lex.positions.get(head) ?? [];
    // A partial first word ("sycamor terrace", "magnol") when it is nobody's whole word.
    const candidates: [number, number][] =
      !firstCandidates.length && head.length >= 4 && !STOPWORDS.has(head) && !/^\d+$/.test(head)
        ? [...lex.positions.entries()].filter(([w]) => w.startsWith(head) && w !== head).flatMap(([, p]) => p)
        : firstCandidates;
    const seqs = new Set<number>();
    const kinds = new Map<Sequence["kind"], number[]>();
    const viaPrefix = candidates !== firstCandidates || (prefixOk && len >= 2);
    const firstHit = new Map<number, [number, number]>();
    for (const [si, pos] of candidates) {
      const seq = lex.sequences[si]!;
      if (!strict && seq.kind !== "account") continue;
      if (pos + len > seq.words.length) continue;
      let ok = true;
      for (let k = 1; k < len; k++) {
        const w = seq.words[pos + k]!;
        const q = span[k]!;
        if (w === q) continue;
        if (k === len - 1 && prefixOk && w.startsWith(q)) continue;
        ok = false;
        break;
      }
      if (!ok || seqs.has(si)) continue;
      seqs.add(si);
      firstHit.set(si, [si, pos]);
      const list = kinds.get(seq.kind) ?? [];
      list.push(si);
      kinds.set(seq.kind, list);
    }
    if (!seqs.size) continue;
    // One kind per span: properties beat tenants beat vendors beat accounts (a street named after a
    // president is more likely meant than a tenant of the same name).
    for (const kind of ["property", "tenant", "vendor", "account"] as const) {
      const list = kinds.get(kind);
      if (list?.length) {
        const exact = list.some((si) => lex.sequences[si]!.words.includes(last));
        const [si0, pos0] = firstHit.get(list[0]!)!;
        const canonical = lex.sequences[si0]!.words.slice(pos0, pos0 + len).join(" ");
        best = { length: len, kind, seqs: list, text: canonical, prefix: viaPrefix && !exact };
        break;
      }
    }
    if (best) return best;
  }
  return best;
}

/** Longest category phrase starting at token i (exact, then a partial last word of ≥ 4 letters). */
function matchCategory(
  words: string[],
  i: number,
  lex: PreparedLexicon,
  allKnown: Set<string>,
): SpanHit | null {
  const maxLen = Math.min(5, words.length - i);
  for (let len = maxLen; len >= 1; len--) {
    const phrase = words.slice(i, i + len).join(" ");
    const cats = lex.categoryByPhrase.get(phrase);
    if (cats) return { length: len, kind: "category", seqs: [], categories: cats, text: phrase };
  }
  const w = words[i]!;
  if (w.length >= 4 && !allKnown.has(w) && !/^\d/.test(w)) {
    let best: { phrase: string; cats: CategoryMatch[] } | null = null;
    for (const [phrase, cats] of lex.categoryByPhrase) {
      if (phrase.includes(" ") || !phrase.startsWith(w)) continue;
      if (!best || phrase.length < best.phrase.length) best = { phrase, cats };
    }
    if (best)
      return {
        length: 1,
        kind: "category",
        seqs: [],
        categories: best.cats,
        text: best.phrase,
        prefix: true,
      };
  }
  return null;
}

// ---- amounts -----------------------------------------------------------------------------------

const NUM = String.raw`(\$ ?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|m|thousand|million)?(?:\s?(?:dollars|usd|bucks))?`;

function toCents(
  dollarSign: string | undefined,
  whole: string,
  frac: string | undefined,
  mult: string | undefined,
): number {
  let cents = Number(whole.replace(/,/g, "")) * 100 + (frac ? Number(frac.padEnd(2, "0")) : 0);
  if (mult === "k" || mult === "thousand") cents *= 1000;
  if (mult === "m" || mult === "million") cents *= 1_000_000;
  void dollarSign;
  // No amount exceeds MAX_CENTS, and larger figures would overflow the bigint comparison (a 500).
  return Math.min(Math.round(cents), MAX_CENTS);
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

const looksLikeYear = (m: RegExpExecArray, at: number) =>
  !m[at] && !m[at + 2] && !m[at + 3] && /^(19|20)\d{2}$/.test(m[at + 1]!);

interface AmountRule {
  re: RegExp;
  make: (m: RegExpExecArray) => AmountFilter | null;
}

const AMOUNT_RULES: AmountRule[] = [
  {
    re: new RegExp(String.raw`\b(?:between|from) ${NUM} (?:and|to|-) ${NUM}`),
    make: (m) => {
      if (looksLikeYear(m, 1) && looksLikeYear(m, 5)) return null; // "between 2023 and 2025" is a date
      const a = toCents(m[1], m[2]!, m[3], m[4]);
      const b = toCents(m[5], m[6]!, m[7], m[8] ?? m[4]);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return { minCents: lo, maxCents: hi, label: `between ${formatCents(lo)} and ${formatCents(hi)}` };
    },
  },
  {
    re: /(?:^|\s)\$ ?(\d[\d,]*(?:\.\d{1,2})?)\s?(k|m)? ?(?:-|–|to) ?\$? ?(\d[\d,]*(?:\.\d{1,2})?)\s?(k|m)?\b/,
    make: (m) => {
      const parse = (s: string, k?: string) => {
        const [w, f] = s.split(".");
        return toCents("$", w!, f, k);
      };
      const a = parse(m[1]!, m[2] ?? m[4]);
      const b = parse(m[3]!, m[4]);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return { minCents: lo, maxCents: hi, label: `between ${formatCents(lo)} and ${formatCents(hi)}` };
    },
  },
  {
    re: new RegExp(
      String.raw`(?:\b(over|above|more than|greater than|larger than|bigger than|exceeding|in excess of)|(at least|min(?:imum)?(?: of)?|no less than)\b|(>=|>))\s*${NUM}`,
    ),
    make: (m) => {
      const cents = toCents(m[4], m[5]!, m[6], m[7]);
      if (m[2] || m[3] === ">=") return { minCents: cents, label: `of at least ${formatCents(cents)}` };
      return { minCents: cents + 1, label: `over ${formatCents(cents)}` };
    },
  },
  {
    re: new RegExp(
      String.raw`(?:\b(under|below|less than|smaller than|cheaper than)|(at most|up to|max(?:imum)?(?: of)?|no more than)\b|(<=|<))\s*${NUM}`,
    ),
    make: (m) => {
      const cents = toCents(m[4], m[5]!, m[6], m[7]);
      if (m[2] || m[3] === "<=") return { maxCents: cents, label: `of at most ${formatCents(cents)}` };
      return { maxCents: cents - 1, label: `under ${formatCents(cents)}` };
    },
  },
  {
    re: new RegExp(String.raw`\b(?:around|about|approximately|approx|roughly|nearly|~)\s*${NUM}`),
    make: (m) => {
      if (!m[1] && !m[4] && looksLikeYear(m, 1)) return null;
      const cents = toCents(m[1], m[2]!, m[3], m[4]);
      const lo = Math.round(cents * 0.9);
      const hi = Math.round(cents * 1.1);
      return { minCents: lo, maxCents: hi, label: `of about ${formatCents(cents)}` };
    },
  },
  {
    // $1,234.56 / 1,234.56 dollars / $2k: an exact amount (or a round one in thousands).
    re: /(?:^|\s)\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|m)?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))? ?(?:dollars|usd|bucks)\b/,
    make: (m) => {
      const cents = m[1] ? toCents("$", m[1], m[2], m[3]) : toCents(undefined, m[4]!, m[5], undefined);
      return { minCents: cents, maxCents: cents, label: `of exactly ${formatCents(cents)}` };
    },
  },
];

// ---- the parser ---------------------------------------------------------------------------------

export function parseQuery(raw: string, options: ParseOptions): ParsedQuery {
  const now = options.now;
  const lex =
    options.lexicon && "positions" in options.lexicon
      ? options.lexicon
      : prepareLexicon((options.lexicon as Lexicon | undefined) ?? EMPTY_LEXICON);
  const text = normalizeQuery(raw);
  const tokens = tokenize(text);

  const overlapping = (start: number, end: number) => tokens.filter((t) => t.start < end && t.end > start);
  const isFree = (start: number, end: number) => overlapping(start, end).every((t) => !t.used);
  const claim = (start: number, end: number) => {
    for (const t of overlapping(start, end)) t.used = true;
  };

  const result: ParsedQuery = {
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

  // How-to intent ("how do I export to PDF"). "how much / how many" are data questions.
  if (HOWTO_PATTERN.test(text) && !/\bhow (much|many)\b/.test(text)) result.intent = "howto";

  // 1. Explicit dates (everything except a bare year).
  const date = findDateRange(text, now, isFree);
  if (date) {
    result.date = date.range;
    claim(date.start, date.end);
  }

  // 2. Amounts.
  for (const rule of AMOUNT_RULES) {
    const re = new RegExp(rule.re.source, "g");
    let done = false;
    for (let m = re.exec(text); m && !done; m = re.exec(text)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      if (!isFree(start, m.index + m[0].length)) continue;
      const amount = rule.make(m);
      if (!amount) continue;
      result.amount = amount;
      claim(start, m.index + m[0].length);
      done = true;
    }
    if (result.amount) break;
  }

  // 3. "top 5" / "5 largest".
  const topN =
    /\b(?:top|largest|biggest|highest|smallest|lowest|last|latest|first) (\d{1,2})\b|\b(\d{1,2}) (?:largest|biggest|highest|smallest|lowest|latest|most recent)\b/.exec(
      text,
    );
  const topNum = topN ? String(Number(topN[1] ?? topN[2])) : "";
  const topAt = topN ? text.indexOf(topNum, topN.index) : -1;
  if (topN && isFree(topAt, topAt + topNum.length)) {
    const n = Number(topNum);
    if (n > 0 && n <= 50) {
      result.limit = n;
      const numStart = text.indexOf(String(n), topN.index);
      claim(numStart, numStart + String(n).length);
    }
  }

  // 4. Units ("unit 2", "suite 101", "apt 3b").
  const unit = /\b(unit|suite|apt|apartment) ?#? ?(\d+[a-z]?)\b/.exec(text);
  if (unit && isFree(unit.index, unit.index + unit[0].length)) {
    const kind = unit[1] === "suite" ? "Suite" : "Unit";
    result.unitName = `${kind} ${unit[2]!.toUpperCase()}`;
    claim(unit.index, unit.index + unit[0].length);
  }

  // 5. Names and categories, longest span first, left to right.
  const free = tokens.filter((t) => !t.used && !t.text.startsWith("$"));
  const words = free.map((t) => nameWords(t.text)[0] ?? t.text.replace(/'/g, ""));
  const rawWords = free.map((t) => t.text.replace(/'/g, ""));
  const allKnown = knownWords(lex);
  const seenProps = new Set<string>();
  const seenCats = new Set<string>();
  for (let i = 0; i < free.length; ) {
    if (STOPWORDS.has(rawWords[i]!) && !lex.categoryByPhrase.has(rawWords[i]!)) {
      // Filler never starts a name ("at", "the"); it may sit inside one ("Lock & Key").
      const inside = matchNames(words, i, lex);
      if (!inside || inside.length < 2) {
        i++;
        continue;
      }
    }
    const name = matchNames(words, i, lex);
    const cat = matchCategory(rawWords, i, lex, allKnown);
    // An account of the organization's own chart beats a synonym of the same length ("Snow Removal").
    const ownAccount =
      name?.kind === "account" &&
      cat &&
      !name.prefix &&
      name.length === cat.length &&
      name.seqs.some(
        (si) =>
          lex.sequences[si]!.words.length === name.length &&
          !cat.categories!.some((c) => c.accountIds.includes((lex.sequences[si]!.ref as AccountRef).id)),
      );
    const pick = name && (!cat || name.length > cat.length || ownAccount) ? name : cat;
    if (!pick) {
      i++;
      continue;
    }
    for (let k = i; k < i + pick.length; k++) free[k]!.used = true;
    const spanText = free
      .slice(i, i + pick.length)
      .map((t) => t.text)
      .join(" ");
    if (pick.kind === "category") {
      for (const c of pick.categories!) {
        if (seenCats.has(c.key)) continue;
        seenCats.add(c.key);
        result.categories.push({ ...c, text: spanText });
      }
      const soft = SOFT_TERMS[pick.text];
      if (soft) result.softTerms.push(...soft);
    } else if (pick.kind === "property") {
      result.propertyPhrases.push(pick.text);
      for (const si of pick.seqs) {
        const seq = lex.sequences[si]!;
        const p = seq.ref as PropertyRef;
        if (seenProps.has(p.id)) continue;
        seenProps.add(p.id);
        result.properties.push({ property: p, text: spanText, field: seq.field });
      }
    } else if (pick.kind === "tenant") {
      for (const si of pick.seqs) {
        const t = lex.sequences[si]!.ref as TenantRef;
        if (!result.tenants.some((x) => x.tenant.id === t.id))
          result.tenants.push({ tenant: t, text: spanText });
      }
    } else if (pick.kind === "vendor") {
      for (const si of pick.seqs) {
        const v = lex.sequences[si]!.ref as string;
        if (!result.vendors.some((x) => x.name === v)) result.vendors.push({ name: v, text: spanText });
      }
    } else if (pick.kind === "account") {
      for (const si of pick.seqs) {
        const a = lex.sequences[si]!.ref as AccountRef;
        const key = `account:${a.id}`;
        if (
          seenCats.has(key) ||
          result.categories.some((c) => c.accountIds.length === 1 && c.accountIds[0] === a.id)
        ) {
          continue;
        }
        seenCats.add(key);
        result.categories.push({
          key,
          label: a.name.toLowerCase(),
          accountIds: [a.id],
          text: spanText,
          neighbours: [],
        });
      }
    }
    i += pick.length;
  }

  // 6. A bare year, now that addresses had their chance at the number.
  if (!result.date) {
    const year = findYear(text, now, isFree);
    if (year) {
      result.date = year.range;
      claim(year.start, year.end);
    }
  }

  // 7. Type and ordering words; filler; the rest is free text.
  let meaningful = 0;
  let understood = 0;
  for (const t of tokens) {
    const w = t.text.replace(/'s$/, "").replace(/'/g, "");
    const isFiller = STOPWORDS.has(w) || w === "$";
    if (!isFiller) meaningful++;
    if (t.used) {
      if (!isFiller) understood++;
      continue;
    }
    if (w in TYPE_WORDS) {
      result.type ??= TYPE_WORDS[w]!;
      t.used = true;
      understood++;
      continue;
    }
    if (w in ORDER_WORDS) {
      result.order ??= ORDER_WORDS[w]!;
      t.used = true;
      understood++;
      continue;
    }
    if (/^(expensive|costliest|priciest)$/.test(w)) {
      result.order ??= "largest";
      t.used = true;
      understood++;
      continue;
    }
    if (isFiller) {
      t.used = true;
      continue;
    }
    if (/^\$?[\d,.]+[km]?$/.test(w)) {
      // A number nobody claimed (a reference, a house number): searched as text.
      result.terms.push(w.replace(/[$,]/g, ""));
      continue;
    }
    const term = w.replace(/[^a-z0-9]/g, "");
    if (!term) continue;
    result.terms.push(term);
    if (!allKnown.has(term) && term.length >= 3) result.unknown.push(term);
  }

  // A how-to question names no vendors ("how do I connect my bank" is not about "US Bank").
  if (result.intent === "howto" && result.vendors.length) {
    result.terms.push(...result.vendors.flatMap((v) => v.text.split(" ")));
    result.vendors = [];
  }
  // "rent paid" is rent received: a category's own type wins over a contradicting type word.
  if (result.type && result.categories.length) {
    const types = new Set(
      result.categories.flatMap((c) =>
        c.accountIds.map((id) => lex.accountsById.get(id)?.type).filter(Boolean),
      ),
    );
    const incomeCat = types.has("income") && !types.has("expense");
    const expenseCat = types.has("expense") && !types.has("income");
    if ((incomeCat && result.type !== "income") || (expenseCat && result.type !== "expense"))
      result.type = null;
    // Deposits, card payments and owner money are transfers in the ledger.
    if (!types.has("income") && !types.has("expense") && types.size && result.type !== "transfer")
      result.type = null;
  }
  // "insurance" is an expense, "rent" income: the categories imply the type when none was said.
  if (!result.type && result.categories.length) {
    const types = new Set(
      result.categories.flatMap((c) =>
        c.accountIds.map((id) => lex.accountsById.get(id)?.type).filter(Boolean),
      ),
    );
    if (types.size === 1 && types.has("income")) result.type = "income";
    else if (
      types.has("expense") &&
      !types.has("income") &&
      [...types].every((t) => t === "expense" || t === "liability")
    ) {
      result.type = "expense";
    }
  }
  // "largest" with "smallest" both absent but a "top N": largest by default.
  if (result.limit && !result.order) result.order = "largest";

  result.understood = meaningful === 0 ? (result.intent === "howto" ? 1 : 0) : understood / meaningful;
  return result;
}

/** Every word some rule or name knows: the rest are typo candidates. */
function knownWords(lex: PreparedLexicon): Set<string> {
  const cached = knownCache.get(lex);
  if (cached) return cached;
  const set = new Set<string>(lex.words);
  for (const w of STOPWORDS) set.add(w);
  for (const w of CATEGORY_WORDS) set.add(w);
  for (const w of Object.keys(TYPE_WORDS)) set.add(w);
  for (const w of Object.keys(ORDER_WORDS)) set.add(w);
  for (const w of MONTHS) set.add(w);
  for (const w of GENERIC_PLACE_WORDS) set.add(w);
  for (const w of EXTRA_KNOWN) set.add(w);
  knownCache.set(lex, set);
  return set;
}
const knownCache = new WeakMap<PreparedLexicon, Set<string>>();
const EXTRA_KNOWN = (
  "today yesterday week weeks month months year years quarter quarters day days ytd mtd expensive " +
  "export exports exporting csv xlsx pdf excel bank connect connecting connection connections import dashboard " +
  "customize customise table view views shortcut shortcuts security secure support phone chat hours help ledger " +
  "chart tenant tenants lease vendor vendors service premium annual landlord owner"
).split(" ");

/** The query with corrected words put back in place (case kept for untouched words). */
export function applyCorrections(raw: string, corrections: ReadonlyMap<string, string>): string {
  return raw.replace(/[A-Za-z0-9']+/g, (w) => corrections.get(w.toLowerCase()) ?? w);
}
