// Parser step 5: the organization's names (properties, tenants, vendors, accounts) and categories,
// longest span first, left to right, over the words no earlier rule claimed.

import { CATEGORIES } from "./categories";
import { matchCategory } from "./category-phrases";
import { MONTH_RE } from "./date-shorthand";
import { matchNames, type PreparedLexicon, type SpanHit } from "./name-index";
import type { AccountRef, CategoryMatch, ParsedQuery, PropertyRef, TenantRef } from "./parse";
import { nameWords, type Token, withDirections } from "./parse-tokens";
import { nicknamedPlaces } from "./place-nicknames";
import { placeAt, US_STATES } from "./place-words";
import { conceptsOf, FILLER_WORDS, JOB_WRAPPER_WORDS, phraseAround, stopwordPhraseAround } from "./thesaurus";
import { DETERMINERS, PROPERTY_NOUNS, SOFT_TERMS, STOPWORDS } from "./vocabulary";

export function claimNames(
  tokens: Token[],
  lex: PreparedLexicon,
  allKnown: Set<string>,
  result: ParsedQuery,
): void {
  const seen: Seen = { props: new Set<string>(), cats: new Set<string>(), placeEnd: null };
  const free = tokens.filter((t) => !t.used && !t.text.startsWith("$"));
  const words = withDirections(free.map((t) => nameWords(t.text)[0] ?? t.text.replace(/'/g, "")));
  const rawWords = free.map((t) => t.text.replace(/'/g, ""));
  const placed = placePhrases(rawWords);
  let lonePart: { at: number; pick: SpanHit } | null = null;
  for (let i = 0; i < free.length; ) {
    if (STOPWORDS.has(rawWords[i]!) && !lex.categoryByPhrase.has(rawWords[i]!)) {
      // Filler never starts a name ("at", "the"); it may sit inside one ("Lock & Key") or begin a
      // category's phrase ("property ta…").
      const inside = matchNames(words, i, lex);
      const phrase = matchCategory(rawWords, i, lex, allKnown);
      if ((!inside || inside.length < 2) && (!phrase || phrase.length < 2)) {
        i++;
        continue;
      }
    }
    const found = matchNames(words, i, lex);
    const name = found && !cutShortOff(found, i, rawWords, placed) ? found : null;
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
    if (
      !pick ||
      (pick === name && stateOverPlace(name, words.slice(i, i + name.length), lex)) ||
      partOfAPhrase(pick, rawWords, i, lex)
    ) {
      i++;
      continue;
    }
    // Two words side by side, each one word of other payees' longer names ("State Farm" beside
    // Badger State Plumbing and Kentucky Farm Bureau): one name the books do not have, left as words.
    if (lonePart && pick.kind === "vendor" && lonePart.at === i - 1 && onePartOf(pick, lex, lonePart.pick)) {
      const before = free[lonePart.at]!;
      before.used = false;
      result.vendors = result.vendors.filter((v) => v.text !== before.text);
      lonePart = null;
      i++;
      continue;
    }
    for (let k = i; k < i + pick.length; k++) free[k]!.used = true;
    const spanText = free
      .slice(i, i + pick.length)
      .map((t) => t.text)
      .join(" ");
    const between = seen.placeEnd === null ? null : rawWords.slice(seen.placeEnd, i);
    recordPick(result, lex, pick, spanText, seen, between?.every((w) => PLACE_JOINERS.has(w)) ?? false);
    if (pick.kind === "property") seen.placeEnd = i + pick.length;
    lonePart = pick.kind === "vendor" && onePartOf(pick, lex) ? { at: i, pick } : null;
    i += pick.length;
  }
  feeOnRent(result);
  sharedWordNarrowed(result);
  propertyNounsOfPlace(result, rawWords, lex);
  nicknamedPlaces(result, rawWords, lex);
  wrappersOfJobs(result, rawWords);
}

/**
 * A name read through a word cut short that is none: inside a place's phrase ("term" of "short-term
 * rentals"), a word asked with ("count of …"), or a small word typed whole before more ("mortgage in 2025").
 */
const cutShortOff = (found: SpanHit, i: number, rawWords: readonly string[], placed: Set<number>) =>
  Boolean(found.prefix) &&
  ([...Array(found.length).keys()].some((k) => placed.has(i + k)) ||
    (found.length === 1 && FILLER_WORDS.has(rawWords[i]!)) ||
    (i + found.length < rawWords.length && STOPWORDS.has(rawWords[i + found.length - 1]!)));

/**
 * "guys" of "the lawn guys", "company" of "the pest control company": who did the job typed before it,
 * not a payee named "Two Guys Hauling" by the one word.
 */
function wrappersOfJobs(result: ParsedQuery, rawWords: readonly string[]): void {
  const afterJob = (v: ParsedQuery["vendors"][number]) => {
    const at = rawWords.indexOf(v.text);
    return JOB_WRAPPER_WORDS.has(v.text) && at > 0 && !STOPWORDS.has(rawWords[at - 1]!);
  };
  const wrappers = result.vendors.filter(afterJob);
  if (!wrappers.length) return;
  result.vendors = result.vendors.filter((v) => !wrappers.includes(v));
  result.terms.push(...new Set(wrappers.map((v) => v.text)));
}

/**
 * A payee pick of one word that is only part of each name it reads (never a whole name), and none of
 * whose names is one of `other`'s.
 */
function onePartOf(pick: SpanHit, lex: PreparedLexicon, other?: SpanHit): boolean {
  return (
    pick.length === 1 &&
    pick.seqs.every((si) => lex.sequences[si]!.words.length > 1) &&
    !pick.seqs.some((si) => other?.seqs.includes(si))
  );
}

/**
 * One word of payees' or accounts' longer names, or a word a property's name says longer, that makes a
 * thesaurus phrase with the word beside it ("fire" of "fire risk", not Mt. Baker Fire & Security; "flat
 * roof", not Delano Flats; "pay the bank", not the Operating Bank Account): the phrase's, for the text to say.
 */
const partOfAPhrase = (pick: SpanHit, rawWords: readonly string[], at: number, lex: PreparedLexicon) =>
  ((((pick.kind === "vendor" || pick.kind === "account") && onePartOf(pick, lex)) || lonePrefix(pick)) &&
    phraseAround(rawWords, at, () => true) !== null) ||
  (lonePrefix(pick) && anotherThing(pick, rawWords[at]!, lex)) ||
  // A category's word in a phrase said with a small word ("broke into" is a break-in, not a repair).
  (pick.kind === "category" && pick.length === 1 && stopwordPhraseAround(rawWords, at) !== null);

const lonePrefix = (pick: SpanHit) => pick.kind === "property" && pick.length === 1 && Boolean(pick.prefix);

/** A word the thesaurus knows as something else, not the property it starts ("salt" is ice melt, no Saltbox). */
function anotherThing(pick: SpanHit, typed: string, lex: PreparedLexicon): boolean {
  const things = (conceptsOf([typed])[0] ?? []).filter((t) => t !== typed);
  const named = pick.seqs.flatMap((si) => lex.sequences[si]!.words.filter((w) => w.startsWith(typed)));
  return things.length > 0 && !things.some((t) => named.some((w) => w.startsWith(t)));
}

/**
 * "rentals" beside a named place is the properties there, not a vendor named "… Rentals"; "the
 * Marigold Court building" is the property, not the chart's Buildings account. So is "the building" or
 * "our house" said alone: the property spoken of, whichever it is, a word the rows need not say unless
 * the properties' names say it (plan.ts then reads it as those properties).
 */
function propertyNounsOfPlace(result: ParsedQuery, rawWords: readonly string[], lex: PreparedLexicon): void {
  const placed =
    result.properties.length > 0 || rawWords.some((_, i) => placeAt(rawWords, i, () => false) !== null);
  const spokenOf = (text: string) => DETERMINERS.has(rawWords[rawWords.indexOf(text) - 1] ?? "");
  const noun = (named: { text: string }) =>
    nameWords(named.text, false).every((w) => PROPERTY_NOUNS.has(w)) && (placed || spokenOf(named.text));
  const [vendors, categories] = [result.vendors.filter(noun), result.categories.filter(noun)];
  if (!vendors.length && !categories.length) return;
  result.vendors = result.vendors.filter((v) => !vendors.includes(v));
  result.categories = result.categories.filter((c) => !categories.includes(c));
  const named = (w: string) =>
    (lex.positions.get(w) ?? []).some(([si]) => lex.sequences[si]!.kind === "property");
  const words = [...vendors, ...categories].flatMap((v) => nameWords(v.text, false));
  result.terms.push(...(placed ? words : words.filter(named)));
}

/**
 * A state's name where the organization has properties, read as the state (the place filter reads it,
 * plan.ts) rather than as a name it is part of: the first words of a payee's name ("properties in
 * Wisconsin" are no Wisconsin Public Service bills; its whole name still names it), or a city or county
 * that shares it, where the state holds more of the properties ("Hawaii"; "Hawaii County" names the county).
 */
function stateOverPlace(hit: SpanHit, span: readonly string[], lex: PreparedLexicon): boolean {
  const state = US_STATES.find(([name]) => name === span.join(" "))?.[1].toUpperCase();
  if (!state) return false;
  const hasProperties = lex.sequences.some(
    (seq) => seq.kind === "property" && (seq.ref as PropertyRef).state?.toUpperCase() === state,
  );
  if (hit.kind === "vendor" || hit.kind === "tenant")
    return hasProperties && hit.seqs.every((si) => lex.sequences[si]!.words.length > hit.length);
  if (hit.kind !== "property" || hit.seqs.some((si) => lex.sequences[si]!.field !== "city")) return false;
  const named = new Set(hit.seqs.map((si) => (lex.sequences[si]!.ref as PropertyRef).id));
  return lex.sequences.some(
    (seq) =>
      seq.kind === "property" &&
      !named.has((seq.ref as PropertyRef).id) &&
      (seq.ref as PropertyRef).state?.toUpperCase() === state,
  );
}

/** The positions of the words in a place's phrase of two or more words ("short term rentals", "new hampshire"). */
function placePhrases(words: readonly string[]): Set<number> {
  const lower = words.map((w) => w.toLowerCase());
  const out = new Set<number>();
  for (let i = 0; i < lower.length; i++) {
    const found = placeAt(lower, i, () => false);
    if (found && found.length >= 2) for (let k = 0; k < found.length; k++) out.add(i + k);
  }
  return out;
}

/** The fees charged on rent (late fees, pet fees): rent's neighbours, as categories or the chart's accounts. */
const RENT_FEES = CATEGORIES.filter((c) =>
  CATEGORIES.find((r) => r.key === "rent")?.neighbours.includes(c.key),
);
const isRentFee = (c: CategoryMatch) =>
  RENT_FEES.some((fee) => fee.key === c.key || fee.namePattern.test(c.label));

/**
 * A fee on rent named with rent and nothing joining them ("penalties for paying rent late", "late
 * rent") is the fee alone: rent says what the fee was for. "Rent and late fees" stays both.
 */
function feeOnRent(result: ParsedQuery): void {
  const rent = result.categories.find((c) => c.key === "rent");
  const fee = result.categories.find(isRentFee);
  if (!rent || !fee || /\b(?:and|or|plus|with|vs|versus)\b|[,&+/]/i.test(result.raw)) return;
  fee.text = `${fee.text} ${rent.text}`;
  result.categories.splice(result.categories.indexOf(rent), 1);
}

/**
 * A word two of the chart's accounts share ("owner": Owner Contributions, Owner Draws) names both,
 * unless another word names one of them ("owner distributions"): then the others stand down.
 */
function sharedWordNarrowed(result: ParsedQuery): void {
  const words = (c: CategoryMatch) => c.text.split(" ");
  result.categories = result.categories.filter(
    (c) =>
      !c.key.startsWith("account:") ||
      !result.categories.some((o) => o.text !== c.text && words(c).every((w) => words(o).includes(w))),
  );
}

/**
 * Narrows the properties named to those `pick` names too, when it names some of them; where each names
 * the same ones ("the Moab casita"), they are one place said in one phrase.
 */
function bothNamed(result: ParsedQuery, lex: PreparedLexicon, pick: SpanHit, spanText: string): boolean {
  const fields = new Map(
    pick.seqs.map((si) => [(lex.sequences[si]!.ref as PropertyRef).id, lex.sequences[si]!.field]),
  );
  const both = result.properties.filter((p) => fields.has(p.property.id));
  if (!both.length) return false;
  result.properties = both.map((p) => ({
    ...p,
    text: `${p.text} ${spanText}`,
    field: fields.get(p.property.id)!,
  }));
  result.propertyPhrases.push(`${result.propertyPhrases.pop() ?? ""} ${pick.text}`.trim());
  return true;
}

/** Whether each typed word begins the phrase's word in its place, one of them short of it ("wat bill"). */
function cutShort(typed: string, phrase: string): boolean {
  const [t, p] = [typed.split(" "), phrase.split(" ")];
  return t.length === p.length && t.every((w, i) => p[i]!.startsWith(w)) && typed !== phrase;
}

/** What the names claimed so far named, and where the last property's phrase ended. */
interface Seen {
  props: Set<string>;
  cats: Set<string>;
  placeEnd: number | null;
}

/** Words that may stand between two phrases that name one property together ("the Honolulu walk-up"). */
const PLACE_JOINERS = new Set(["the", "in", "at", "on", "of", "near"]);

/**
 * Adds what a matched span names to the result (each property, tenant, vendor, category once). A
 * property's phrase said `together` with the last one ("Honolulu walk-up", "Elm Street in Denver")
 * names the properties both name, when some are: not every property in Honolulu.
 */
function recordPick(
  result: ParsedQuery,
  lex: PreparedLexicon,
  pick: SpanHit,
  spanText: string,
  seen: Seen,
  together: boolean,
): void {
  const { props: seenProps, cats: seenCats } = seen;
  if (pick.kind === "property" && together && bothNamed(result, lex, pick, spanText)) return;
  if (pick.kind === "category") {
    for (const c of pick.categories!) {
      // The same accounts named again, as the category or as the chart's own account ("late", "penalties").
      const same = result.categories.find((x) => x.key === c.key || sameAccounts(x, c));
      if (seenCats.has(c.key) || same) {
        // Every word that named it ("leak repair"), for the literal step.
        if (same) same.text = `${same.text} ${spanText}`;
        continue;
      }
      seenCats.add(c.key);
      const cut = cutShort(spanText, pick.text);
      result.categories.push({ ...c, text: spanText, ...(cut ? { phrase: pick.text } : {}) });
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
  } else if (pick.kind === "tenant" || pick.kind === "vendor") {
    // A cut word's span may hold both (name-index.ts): each sequence is its own kind's.
    for (const si of pick.seqs) {
      const seq = lex.sequences[si]!;
      if (seq.kind === "tenant") {
        const t = seq.ref as TenantRef;
        if (!result.tenants.some((x) => x.tenant.id === t.id))
          result.tenants.push({ tenant: t, text: spanText });
      } else {
        const v = seq.ref as string;
        if (!result.vendors.some((x) => x.name === v)) result.vendors.push({ name: v, text: spanText });
      }
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
}

const sameAccounts = (a: CategoryMatch, b: CategoryMatch) =>
  a.accountIds.length > 0 &&
  a.accountIds.length === b.accountIds.length &&
  a.accountIds.every((id) => b.accountIds.includes(id));

/** Words before a month that make it a period ("in jan", "since march"), not the start of a name. */
const PERIOD_WORDS = new Set("in during for of since after before until till from".split(" "));

/**
 * The spans of month words that begin a word of a name whose next or previous words the query types
 * beside them, each the start of one, one of them more than a category's word ("jan schw" is Jannik
 * Schwerin, "delp march" Delphine Marchetti, "aug utilities department" Augusta Utilities Department;
 * "aug utilities" stays August's): the date rules leave them to the names. A month with a year or
 * after "in" stays the month.
 */
export function monthsStartingNames(tokens: readonly Token[], lex: PreparedLexicon): [number, number][] {
  const month = new RegExp(`^${MONTH_RE}$`);
  const typed = tokens.map((t) => t.text);
  const startsName = (i: number) =>
    lex.sequences.some(
      (s) =>
        s.kind !== "account" &&
        s.words.some(
          (w, k) =>
            w.startsWith(typed[i]!) &&
            [1, -1].some((step) => besideInName(typed, i, s.words, k, step, lex.categoryPhraseWords)),
        ),
    );
  return tokens
    .filter(
      (t, i) =>
        month.test(t.text) &&
        !PERIOD_WORDS.has(typed[i - 1] ?? "") &&
        !/^\d{4}$/.test(typed[i + 1] ?? "") &&
        startsName(i),
    )
    .map((t): [number, number] => [t.start, t.end]);
}

/** Whether the typed words from `i + step` on begin the name's words from `k + step` on, one not a category's. */
function besideInName(
  typed: readonly string[],
  i: number,
  words: readonly string[],
  k: number,
  step: number,
  categoryWords: ReadonlySet<string>,
): boolean {
  let named = false;
  for (let n = 1; ; n++) {
    const [word, name] = [typed[i + n * step], words[k + n * step]];
    if (!word || !name || word.length < 2 || !name.startsWith(word)) return named;
    named ||= !categoryWords.has(word);
  }
}
