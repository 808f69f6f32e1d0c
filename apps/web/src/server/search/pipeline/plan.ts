// Step 3, plan: what to look for. The parsed query's filters become ids (units, accounts,
// properties), payee names and full-text terms, plus the flags that decide whether transactions are
// searched at all ("how do I …" questions only search help).
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { INTERNAL_CAP, type TxPlan } from "../transactions";
import { STREET_WORDS } from "../vocabulary";

export interface SearchPlan {
  /** Units named in the query (within the named properties); `[]` when the name matched none. */
  unitIds: string[] | null;
  accountIds: string[];
  propertyIds: string[] | null;
  payees: string[];
  /** Free words that must match the text, including categories this chart does not have. */
  terms: string[];
  /** A street-like word among the terms: a place we do not have, never to be dropped. */
  placeLike: boolean;
  /** The query has filters beyond free words. */
  structured: boolean;
  howtoOnly: boolean;
  wantTransactions: boolean;
  /** The retrieval plan with `hardTerms` as the words every row must match. */
  transactions(hardTerms: string[]): TxPlan;
}

/** A to_tsquery string from already-tokenised words ([a-z0-9] only: no operators get through). */
export function tsQueryOf(terms: readonly string[], op: "&" | "|"): string | null {
  const parts = [...new Set(terms.map((t) => t.toLowerCase().replace(/[^a-z0-9]/g, "")).filter(Boolean))].map(
    (t) => (t.length >= 3 && !/^\d+$/.test(t) ? `${t}:*` : t),
  );
  return parts.length ? parts.join(` ${op} `) : null;
}

function namedUnits(parsed: ParsedQuery, lex: OrgLexicon): string[] | null {
  if (!parsed.unitName) return null;
  const unitName = parsed.unitName.toLowerCase();
  const propertySet = parsed.properties.length ? new Set(parsed.properties.map((p) => p.property.id)) : null;
  return lex.units
    .filter((u) => u.name.toLowerCase() === unitName && (!propertySet || propertySet.has(u.propertyId)))
    .map((u) => u.id);
}

export function plan(parsed: ParsedQuery, lex: OrgLexicon): SearchPlan {
  const unitIds = namedUnits(parsed, lex);
  const accountIds = [...new Set(parsed.categories.flatMap((c) => c.accountIds))];
  // A category this chart does not have is searched as words instead.
  const unresolved = parsed.categories.filter((c) => !c.accountIds.length).map((c) => c.text);
  const propertyIds = parsed.properties.length ? parsed.properties.map((p) => p.property.id) : null;
  const payees = [
    ...parsed.tenants.map((t) => t.tenant.name.toLowerCase()),
    ...parsed.vendors.map((v) => v.name.toLowerCase()),
  ];
  const terms = [...parsed.terms, ...unresolved.flatMap((t) => t.split(" "))];
  const structured = Boolean(
    parsed.type ||
      parsed.date ||
      parsed.amount ||
      propertyIds ||
      unitIds ||
      payees.length ||
      accountIds.length ||
      parsed.order,
  );
  const howtoOnly =
    parsed.intent === "howto" && !propertyIds && !payees.length && !parsed.date && !parsed.amount && !unitIds;
  return {
    unitIds,
    accountIds,
    propertyIds,
    payees,
    terms,
    placeLike: terms.some((t) => STREET_WORDS.has(t) && !/^\d+$/.test(t)),
    structured,
    howtoOnly,
    wantTransactions: !howtoOnly && (structured || terms.length > 0) && !(unitIds && unitIds.length === 0),
    transactions: (hardTerms) => ({
      type: parsed.type,
      from: parsed.date?.from,
      to: parsed.date?.to,
      minCents: parsed.amount?.minCents,
      maxCents: parsed.amount?.maxCents,
      propertyIds,
      unitIds,
      payees: payees.length ? payees : null,
      accountIds,
      hard: tsQueryOf(hardTerms, "&"),
      soft: tsQueryOf(parsed.softTerms, "|"),
      order: parsed.order,
      limit: Math.min(parsed.limit ?? INTERNAL_CAP, INTERNAL_CAP),
    }),
  };
}
