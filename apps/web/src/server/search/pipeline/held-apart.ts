// The wording of the matches' balance-sheet parts (held.ts): a total of money received that holds a
// security deposit says how much of it was income; a net figure leaves deposits and loan principal
// out, as the profit and loss report does.
import type { HeldPart } from "../held";
import type { OrgLexicon } from "../lexicon";
import { formatCents } from "../parse-amounts";
import type { TypeTotal } from "../transactions";
import { joinAnd } from "./wording";

/** What a balance-sheet part is called, by its account's subtype and the side it was on. */
function nameOf(part: HeldPart, type: TypeTotal["type"], lex: OrgLexicon): string {
  const account = [...lex.prepared.accountsById.values()].find((a) => a.code === part.account);
  switch (account?.subtype) {
    case "deposits":
      return type === "income" ? "security deposits received" : "security deposits returned";
    case "loan":
      return "loan principal";
    case "credit_card":
      return "credit card payments";
    case "contribution":
      return "owner contributions";
    case "draw":
      return "owner draws";
    case "fixed_asset":
      return "capital improvements";
    default:
      return account ? `${account.name} (${account.code})` : "balance-sheet accounts";
  }
}

/** The cents of a type's total that are not income or an expense. */
export const heldOf = (total: TypeTotal | undefined): number =>
  total?.held?.reduce((sum, p) => sum + p.cents, 0) ?? 0;

/**
 * "$3,360.00 is loan principal and $810.00 security deposits received" (parts of one name summed,
 * largest first);
 * without `amounts`, the names alone.
 */
function partsOf(totals: readonly TypeTotal[], lex: OrgLexicon, amounts = true): string {
  const named = new Map<string, number>();
  for (const t of totals)
    for (const p of t.held ?? []) {
      const name = nameOf(p, t.type, lex);
      named.set(name, (named.get(name) ?? 0) + p.cents);
    }
  const parts = [...named]
    .sort((a, b) => b[1] - a[1])
    .map(([name, cents], i) => (amounts ? `${formatCents(cents)}${i ? "" : " is"} ${name}` : name));
  return joinAnd(parts);
}

/**
 * Appended to a lead that states the totals: which part of them is not income or an expense, and
 * with one type what the income or expenses were without it. Empty when nothing is held.
 */
export function heldClause(totals: readonly TypeTotal[], lex: OrgLexicon): string {
  const held = totals.filter((t) => heldOf(t) > 0 && (t.type === "income" || t.type === "expense"));
  if (!held.length) return "";
  const kinds = totals.length > 1 ? "income or expenses" : held[0]!.type === "income" ? "income" : "expenses";
  // After several types' totals, "of these" is all of them, not the last type's.
  const lead = `${totals.length > 1 ? "; of these," : ", of which"} ${partsOf(held, lex)}, not ${kinds}`;
  if (totals.length > 1) return lead;
  const rest = held[0]!.total - heldOf(held[0]);
  if (rest <= 0) return `, all of it ${partsOf(held, lex, false)}, not ${kinds}`;
  return `${lead}, so ${kinds} ${kinds === "income" ? "was" : "were"} ${formatCents(rest)}`;
}

/** The names of what a net figure left out ("security deposits and loan principal"), or null. */
export function leftOutOfNet(totals: readonly TypeTotal[], lex: OrgLexicon): string | null {
  const held = totals.filter((t) => heldOf(t) > 0);
  return held.length ? partsOf(held, lex, false) : null;
}
