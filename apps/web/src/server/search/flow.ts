// Which way money moved through a category that holds both ways: security deposits are received and
// returned, a loan is drawn and paid down. "security deposits received" asks for money in. Neither
// the transaction's type (a deposit is income to one ledger, a transfer to another) nor its amount
// says which, but the category's line does: money came in when the bank was debited, so the other
// side was credited; into a bank account of the category itself (a deposits trust account) it is
// that line that was debited.
import { type SQL, sql } from "drizzle-orm";
import type { OrgLexicon } from "./lexicon";
import type { TxPlan } from "./transactions";

export type Flow = "in" | "out";

/** Which way, with the accounts money sits in (bank and cash), whose debit is money in. */
export interface FlowPlan {
  way: Flow;
  moneyIds: string[];
}

const MONEY = new Set(["bank", "cash"]);

/** The accounts money sits in (bank and cash): every transaction's bank side is one of them. */
export const moneyAccountIds = (lex: OrgLexicon): Set<string> =>
  new Set([...lex.prepared.accountsById.values()].filter((a) => MONEY.has(a.subtype ?? "")).map((a) => a.id));

export function flowPlan(way: Flow | undefined, lex: OrgLexicon): FlowPlan | undefined {
  return way ? { way, moneyIds: [...moneyAccountIds(lex)] } : undefined;
}

/** The transaction `t` moved money the plan's way through one of its category's lines (none: no category). */
export function flowSql(plan: Pick<TxPlan, "flow" | "accountIds">): SQL[] {
  if (!plan.flow || !plan.accountIds.length) return [];
  const money = sql`jl.account_id = any(${sql.param(plan.flow.moneyIds)}::uuid[])`;
  const [inSide, outSide] = [sql`jl.debit_cents`, sql`jl.credit_cents`];
  const [moneySide, otherSide] = plan.flow.way === "in" ? [inSide, outSide] : [outSide, inSide];
  return [
    sql`exists(select 1 from journal_lines jl
                where jl.transaction_id = t.id and jl.line_no > 0
                  and jl.account_id = any(${sql.param(plan.accountIds)}::uuid[])
                  and (case when ${money} then ${moneySide} else ${otherSide} end) > 0)`,
  ];
}
