// Every sentence and phrase the search answers with, in one place: the scope ("repairs at Oak Street
// in 2025"), totals, the summary, the empty answers, result contents and the notes on corrected or
// ignored words.
import type { SearchProperty, SearchResult, SearchTransaction } from "../../../shared/search";
import { formatDay } from "../calendar";
import type { HelpHit } from "../help";
import type { OrgLexicon, TenantDetail } from "../lexicon";
import type { ParsedQuery, PropertyRef } from "../parse";
import { formatCents } from "../parse-amounts";
import { streetNamed, typedWords } from "../parse-tokens";
import { EITHER, PAYER_WORDS, UNQUOTED } from "../thesaurus";
import { countOf, type TxResult, type TxRow, type TypeTotal } from "../transactions";
import { forms } from "../wordnet";

export const dollars = (cents: number) => Math.round(cents) / 100;
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
/** A word in quotes; a term of any of a list's words (reread.ts) as “one”, “another” or “the last”. */
const quote = (s: string) =>
  joinWith(
    s
      .split(EITHER)
      .filter((w) => !w.startsWith(UNQUOTED))
      .map((w) => `“${w}”`),
    "or",
  );

/** Words that only link a phrase's others. */
const LINKING_WORDS = new Set("a an the of for to and or with by from in on at into".split(" "));

/** The words to quote of `words`: a phrase's small words are none ("shut off the water for winter"). */
const quotable = (words: readonly string[]) => {
  const said = words.filter((t) => !LINKING_WORDS.has(t.toLowerCase()));
  return said.length ? said : words;
};

/** "a", "a and b", "a, b and c" (or "or"). */
function joinWith(items: string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export const joinAnd = (items: string[]): string => joinWith(items, "and");

export const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());

export interface Scope {
  /** "repairs" / "expenses" / "transactions" */
  what: string;
  /** " at Oak Street" */
  where: string;
  /** "in October 2026" */
  when: string;
  amount: string;
  /** The words the rows were matched by are part of `what` ("transactions matching “plumbing”"). */
  matching?: boolean;
}

/** The money a question named by its category ("repairs matching “roof”"), else undefined. */
export const namedMoney = (parsed: ParsedQuery, terms: string[]): string | undefined =>
  parsed.categories.length ? describeScope(parsed, terms).what : undefined;

/** `received`: every match is income, so a payee named is who paid ("from Airbnb Payments"). */
export function describeScope(parsed: ParsedQuery, terms: string[], received = false): Scope {
  const cats = parsed.categories.map((c) => c.label);
  const typeWord =
    parsed.type === "income"
      ? "income"
      : parsed.type === "expense"
        ? "expenses"
        : parsed.type === "transfer"
          ? "transfers"
          : "transactions";
  let what = cats.length ? joinAnd(cats) : typeWord;
  if (terms.length) what = `${what} matching ${joinAnd(quotable(terms).map(quote))}`;
  const places: string[] = [];
  if (parsed.unitName) places.push(parsed.unitName);
  if (parsed.propertyPhrases.length) places.push(joinAnd(parsed.propertyPhrases.map((p) => titleCase(p))));
  // "at Oak Street", but "in Indianapolis" when every matched property matched by its city.
  const inCity =
    !parsed.unitName && parsed.properties.length > 0 && parsed.properties.every((p) => p.field === "city");
  let where = places.length ? ` ${inCity ? "in" : "at"} ${places.join(", ")}` : "";
  // The tenants named by the word for them ("refund to the tenant", pipeline/payers.ts), not forty names.
  const tenants = [...new Set(parsed.tenants.map((t) => t.tenant.name))];
  if (tenants.length && parsed.tenants.every((t) => PAYER_WORDS.has(t.text)))
    where += ` ${received ? "from" : "with"} your tenants`;
  else if (tenants.length) where += ` from ${joinAnd(tenants)}`;
  // One cut word that starts a tenant's name and a vendor's ("kowal") asked for either.
  const either = parsed.tenants.some((t) => parsed.vendors.some((v) => v.text === t.text));
  if (parsed.vendors.length)
    where += `${either ? " or" : ""} ${received ? "from" : "with"} ${joinAnd(payeesSaid(parsed.vendors))}`;
  return {
    what,
    where,
    when: parsed.date?.label ?? "",
    amount: parsed.amount?.label ?? "",
    matching: terms.length > 0,
  };
}

/** More payees than this named by one word ("city") are said by the word, not each by name. */
const MOST_PAYEES_NAMED = 3;

/** The payees as the answer says them: by name, or "payees matching “city”" for many by one word. */
function payeesSaid(vendors: ParsedQuery["vendors"]): string[] {
  const words = [...new Set(vendors.map((v) => v.text.toLowerCase()))];
  return words.flatMap((word) => {
    const named = vendors.filter((v) => v.text.toLowerCase() === word);
    return named.length > MOST_PAYEES_NAMED ? [`payees matching ${quote(word)}`] : named.map((v) => v.name);
  });
}

/** First and last ISO day over the totals (ISO days compare as strings). */
function spanOf(totals: TypeTotal[]): { first: string; last: string } {
  const firsts = totals.map((t) => t.first).sort();
  const lasts = totals.map((t) => t.last).sort();
  return { first: firsts[0] ?? "9999-12-31", last: lasts[lasts.length - 1] ?? "0000-01-01" };
}

export function totalsLine(totals: TypeTotal[], withSpan = true): string {
  const parts = totals.map((t) => {
    const label = t.type === "income" ? "income" : t.type === "expense" ? "expenses" : "transfers";
    return `${label} ${formatCents(t.total)} (${plural(t.n, "transaction")})`;
  });
  const { first, last } = spanOf(totals);
  const span =
    totals.length && withSpan
      ? `, ${first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`}`
      : "";
  return `${parts.join("; ")}${span}`;
}

function describeRow(r: TxRow, lex: OrgLexicon, withDate = true): string {
  const prop = r.property_id ? lex.properties.get(r.property_id)?.name : null;
  const who = r.payee ? (r.type === "income" ? ` from ${r.payee}` : ` to ${r.payee}`) : "";
  return `${formatCents(r.cents)}${who} (${r.description}${prop ? `, ${prop}` : ""})${withDate ? ` on ${formatDay(r.date)}` : ""}`;
}

/** `held`: what of the totals is not income or an expense (held-apart.ts), said after the period. */
export function summarize(
  parsed: ParsedQuery,
  tx: TxResult,
  scope: Scope,
  lex: OrgLexicon,
  held = "",
): string {
  const totals = tx.totals;
  const n = countOf(totals);
  const { first, last } = spanOf(totals);
  const span =
    first === last ? `on ${formatDay(first)}` : `between ${formatDay(first)} and ${formatDay(last)}`;
  const when = scope.when || span;
  const amount = scope.amount ? ` ${scope.amount}` : "";
  const single = totals.length === 1 ? totals[0]! : null;

  if (parsed.order === "largest" || parsed.order === "smallest") {
    const top = tx.rows.slice(0, Math.min(parsed.limit ?? 3, 5));
    const adjective = parsed.order === "largest" ? "largest" : "smallest";
    const items = top.map((r, i) => `${i + 1}. ${describeRow(r, lex)}`).join("; ");
    return `Your ${adjective} ${scope.what}${amount}${scope.where} ${when}: ${items}. In all, ${plural(n, "transaction")}: ${totalsLine(totals)}.`;
  }

  // The total is about the rows the words matched: the sentence says which words.
  const named = parsed.categories.length > 0 || Boolean(amount) || Boolean(scope.matching);
  let lead: string;
  if (single && single.type === "expense") {
    lead = `You spent ${formatCents(single.total)}${named ? ` on ${scope.what}` : ""}${amount}${scope.where} ${when} across ${plural(n, "transaction")}`;
  } else if (single && single.type === "income") {
    lead = `You received ${formatCents(single.total)}${named ? ` in ${scope.what}` : ""}${amount}${scope.where} ${when} across ${plural(n, "transaction")}`;
  } else if (single) {
    lead = `Transfers${parsed.categories.length ? ` for ${scope.what}` : ""}${amount}${scope.where} ${when} totalled ${formatCents(single.total)} across ${plural(n, "transaction")}`;
  } else {
    // "Found 9 transactions matching “mortgage”", not "… for transactions matching …".
    const about = scope.what.startsWith("transactions ")
      ? ` ${scope.what.slice("transactions ".length)}`
      : parsed.categories.length || scope.what !== "transactions"
        ? ` for ${scope.what}`
        : "";
    lead = `Found ${plural(n, "transaction")}${about}${amount}${scope.where} ${when}: ${totalsLine(totals, false)}`;
  }
  if (scope.when && first !== "9999-12-31")
    lead += ` (${first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`})`;
  lead += held;
  // Asked in date order ("last payment from …"), the row that answers it; otherwise the largest.
  const dated = parsed.order === "recent" || parsed.order === "oldest" ? tx.rows[0] : undefined;
  // One row: which it was ("which house had the tub reglazed" is answered by its property).
  const largest =
    n <= 1
      ? tx.rows.length === 1
        ? `; it was ${describeRow(tx.rows[0]!, lex, false)}`
        : ""
      : dated
        ? `; the ${parsed.order === "recent" ? "latest" : "earliest"} was ${describeRow(dated, lex)}`
        : tx.largest
          ? `; the largest was ${describeRow(tx.largest, lex)}`
          : "";
  const props =
    parsed.properties.length > 1
      ? ` ${propertiesMatch(new Set(parsed.properties.map((p) => p.property.id)).size)} ${joinAnd(parsed.propertyPhrases.map((p) => quote(titleCase(p))))}.`
      : "";
  return `${lead}${largest}.${props}`;
}

const propertiesMatch = (n: number) =>
  `${plural(n, "property", "properties")} ${n === 1 ? "matches" : "match"}`;

/**
 * The empty answer, grammatical whatever the scope: a category or type goes after "for" ("No
 * transactions were found for rent in 2026", never "No rent … were"), and plain transactions are the
 * subject ("No transactions over $500 were found at Oak Street in 2025").
 */
export function noTransactions(
  parsed: Pick<ParsedQuery, "categories" | "type">,
  scope: Scope,
  verb: "found" | "recorded",
): string {
  const amount = scope.amount ? ` ${scope.amount}` : "";
  const when = scope.when ? ` ${scope.when}` : "";
  if (!parsed.categories.length && !parsed.type)
    return `No ${scope.what}${amount} ${verb === "found" ? "were found" : "were recorded"}${scope.where}${when}.`;
  return `No transactions ${verb === "found" ? "were found" : "were recorded"} for ${scope.what}${amount}${scope.where}${when}.`;
}

export function describeEntitiesOnly(
  parsed: ParsedQuery,
  properties: PropertyRef[],
  tenants: TenantDetail[],
  accounts: { title: string }[],
  scope: Scope,
  searchedTransactions: boolean,
): string {
  const parts: string[] = [];
  if (properties.length) {
    const names = properties.slice(0, 3).map((p) => p.name);
    const more = properties.length > 3 ? ` and ${properties.length - 3} more` : "";
    parts.push(
      `${plural(properties.length, "property", "properties")} ${properties.length === 1 ? "matches" : "match"}: ${names.join(", ")}${more}.`,
    );
  }
  for (const t of tenants.slice(0, 2)) {
    parts.push(
      `${t.name} ${t.status === "former" ? "rented" : "rents"} ${t.unit ? `${t.unit} at ` : ""}${t.property ?? "a property"} for ${formatCents(t.rent_cents)} a month.`,
    );
  }
  if (accounts.length && !properties.length && !tenants.length)
    parts.push(`Matching accounts: ${accounts.map((a) => a.title).join(", ")}.`);
  if (searchedTransactions && (parsed.date || parsed.categories.length || parsed.type || parsed.amount)) {
    parts.push(noTransactions(parsed, scope, "recorded"));
  }
  return parts.join(" ");
}

export function nothingFound(
  parsed: ParsedQuery,
  query: string,
  scope: Scope,
  searched: boolean,
  unitIds: string[] | null,
): string {
  if (unitIds && unitIds.length === 0)
    return `No unit called ${quote(parsed.unitName!)} was found${scope.where ? scope.where.replace(` at ${parsed.unitName}`, "") : ""}.`;
  const placeWords = parsed.terms.filter((t) => !/^\d+$/.test(t));
  if (streetNamed(parsed.raw, placeWords)) {
    return `No property matches ${quote(titleCase(placeWords.join(" ")))}, so there is nothing to show for ${quote(query)}.`;
  }
  if (
    searched &&
    (parsed.categories.length ||
      parsed.type ||
      parsed.date ||
      parsed.amount ||
      parsed.properties.length ||
      parsed.tenants.length ||
      parsed.vendors.length)
  ) {
    return noTransactions(parsed, scope, "found");
  }
  return `Nothing in your transactions, properties, tenants or accounts matches ${quote(query)}, and no help article covers it.`;
}

export function toTransaction(r: TxRow, lex: OrgLexicon): SearchTransaction {
  const cents = r.type === "expense" ? -r.cents : r.cents;
  return {
    id: r.id,
    description:
      r.payee && !r.description.includes(r.payee) ? `${r.description} — ${r.payee}` : r.description,
    type: r.type,
    amount: dollars(cents),
    date: r.date,
    payee: r.payee,
    property: r.property_id ? (lex.properties.get(r.property_id)?.name ?? null) : null,
    category: r.category,
  };
}

/** A place word as an answer says it: a state's code as an address writes it ("GA"), others as typed. */
export const placeWord = (w: string) => (/^[a-z]{2}$/.test(w) ? w.toUpperCase() : w);

export const atPropertiesMatching = (terms: string[]) =>
  ` at properties matching ${joinAnd(terms.map((t) => quote(placeWord(t))))}`;

export const helpAnswer = (h: HelpHit) => `${h.article.title}: ${h.article.body}`;

/** A property as the answer lists it. */
export const searchProperty = (p: PropertyRef): SearchProperty => ({
  id: p.id,
  name: p.name,
  address: [p.address, p.city, p.state].filter(Boolean).join(", "),
});

export function propertyContent(p: PropertyRef, stats: { n?: number; total?: number } | undefined): string {
  return `${[p.address, p.city, p.state].filter(Boolean).join(", ")}${
    stats?.n !== undefined && stats.total !== undefined
      ? ` · ${plural(stats.n, "matching transaction")} totalling ${formatCents(stats.total)}`
      : ""
  }`;
}

/** A property as a ranked result, its page to open. */
export const propertyResult = (
  p: PropertyRef,
  confidence: number,
  stats?: { n?: number; total?: number },
): SearchResult => ({
  id: `property:${p.id}`,
  title: p.name,
  type: "internal",
  confidence,
  content: propertyContent(p, stats),
  source: `Properties (/properties/${p.id})`,
});

/** A tenant as a ranked result. */
export const tenantResult = (t: TenantDetail, confidence: number): SearchResult => ({
  id: `tenant:${t.id}`,
  title: `${t.name} (tenant)`,
  type: "internal",
  confidence,
  content: tenantContent(t),
  source: "Tenants (/tenants)",
});

export function tenantContent(t: TenantDetail): string {
  const lease = t.lease_start
    ? `lease from ${formatDay(t.lease_start)}${t.lease_end ? ` to ${formatDay(t.lease_end)}` : ""}`
    : "";
  return [
    `${t.unit ? `${t.unit}, ` : ""}${t.property ?? ""}`,
    `rent ${formatCents(t.rent_cents)}/month`,
    lease,
    t.status === "former" ? "former tenant" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The correction to say: none when each word it changed is only a form of the one typed ("moved": "move"). */
export function correctionToSay(query: string, corrected: string | null): string | null {
  if (!corrected) return null;
  const [typed, read] = [typedWords(query), typedWords(corrected)];
  if (typed.length !== read.length) return corrected;
  // A doer is no form of the deed ("sprayer" is not "spray").
  const formOf = (w: string, r: string) => !/(?:er|est)$/.test(w) && forms(w).includes(r);
  return typed.every((w, i) => w === read[i] || formOf(w, read[i]!)) ? null : corrected;
}

/** The response with the correction said first. */
export function withNotes(response: string, corrected: string | null): string {
  return corrected ? `Showing results for ${quote(corrected)}. ${response}` : response;
}

/** A sentence's words no row says with the rest, set aside (described.ts). */
export function leftOutNote(left: string[]): string {
  const words = quotable(left);
  return `No transaction says ${joinAnd(words.map(quote))} with the rest of your words, so ${words.length > 1 ? "they are" : "it is"} left out.`;
}

/** After a story's own rows (aftermath.ts), which are all its totals count. */
export const AFTERMATH_NOTE =
  "Listed after them: what the books record around the same time at the same property about the same thing.";

/** The honest empty answer: the words that occur nowhere, and nothing listed. */
export function mentionedNowhere(words: string[]): string {
  return `Nothing in your transactions, properties, tenants or accounts mentions ${joinAnd(words.map(quote))}, so there is nothing to show.`;
}

/**
 * Words found nowhere, as typed: a correction that found nothing either ("Columbus" read as "Columbia")
 * is no better a reading, so the words typed in their place are the ones said.
 */
export function nowhereAsTyped(query: string, corrected: string | null, unmatched: string[]): string {
  const typed = typedWords(query);
  const read = corrected ? typedWords(corrected) : [];
  // Word for word, a correction's word stands where the typed one did.
  const asTyped = unmatched.map((w) => (read.length === typed.length ? typed[read.indexOf(w)] : undefined));
  if (!corrected || asTyped.some((w) => w === undefined || unmatched.includes(w)))
    return withNotes(mentionedNowhere(unmatched), corrected);
  return mentionedNowhere(asTyped as string[]);
}
