// Who paid whom, as typed: a payer's paying ("what Airbnb paid me", "what the insurer paid for the
// glass") is money in, and so are payments from one ("payments from the housing authority").
import type { PreparedLexicon } from "./name-index";
import type { ParsedQuery } from "./parse";
import { typedWords } from "./parse-tokens";

/** The account types the categories read resolved to. */
export const categoryTypes = (result: ParsedQuery, lex: PreparedLexicon): Set<string> =>
  new Set(
    result.categories.flatMap((c) => c.accountIds.flatMap((id) => lex.accountsById.get(id)?.type ?? [])),
  );

/** What follows a payer's "paid": whom ("me"), what for, or nothing ("how much did Airbnb pay"). */
export const PAID_TO = new Set(["me", "us", "for", ""]);

const PAYING_VERBS = new Set(["pay", "paid", "pays", "sent", "send"]);

/**
 * What follows a payee's paying, said of those a category is paid to ("what insurance paid out"): not
 * nothing, as a bookkeeper's "insurance paid" is the premiums.
 */
export const PAID_BY_THEM = new Set(["me", "us", "for", "out"]);
/** What such a payee's money to us is called ("the insurance payout", "insurance checks"). */
export const PAID_OUT_AS = new Set([
  "payout",
  "payouts",
  "check",
  "checks",
  "reimbursement",
  "reimbursements",
]);

/** Who a name that is no payee's paid, to be money in: us ("what HANO sent us"). */
export const PAID_US = new Set(["me", "us"]);

/**
 * What a party paid us for, named by an expense category's word ("what the insurer paid for the broken
 * glass"): the thing paid for, which the rows of the money in say, not the category of our spending.
 */
export function paidForAThing(result: ParsedQuery, lex: PreparedLexicon): void {
  const types = categoryTypes(result, lex);
  if (!result.categories.length || types.has("income") || !types.has("expense")) return;
  result.terms.push(...result.categories.flatMap((c) => typedWords(c.text)));
  result.categories = [];
}

/** Whether `name` typed paid: its last word just before "paid" or "sent", then one of `to`. */
export function paidBy(name: string, said: readonly string[], to: ReadonlySet<string> = PAID_TO): boolean {
  const at = said.indexOf(typedWords(name).at(-1) ?? "");
  return at >= 0 && PAYING_VERBS.has(said[at + 1] ?? "") && to.has(said[at + 2] ?? "");
}

/** Payments said as things had ("payments from the city"), not as paying done. */
const PAYMENT_NOUNS = new Set(["payment", "payments", "pmt", "pmts"]);

/** Where the word before `at` stands, past a "the" ("from the insurance company": "from"). */
export const wordBefore = (said: readonly string[], at: number) => (said[at - 1] === "the" ? at - 2 : at - 1);

/** Whether the payee `name` typed follows "payments from" ("payments from the housing authority"). */
export function paymentsFrom(name: string, said: readonly string[]): boolean {
  const at = said.indexOf(typedWords(name)[0] ?? "");
  const from = wordBefore(said, at);
  return at > 0 && said[from] === "from" && PAYMENT_NOUNS.has(said[from - 1] ?? "");
}
