// Rules in words, for the rules list: "Description contains "HOME DEPOT"", "Category 5100 · Repairs".
import type { AccountView } from "../../shared/accounting";
import type { BankAccountSummary, RuleCondition, RuleView } from "../../shared/banking";
import { formatCents } from "../accounting/format";
import { FIELD_LABELS, OPS } from "./rule-draft";

function conditionText(c: RuleCondition, banks: BankAccountSummary[]): string {
  const field = FIELD_LABELS[c.field];
  if ("value" in c) return `${field} ${OPS[c.field][c.op]} "${c.value}"`;
  if ("cents" in c) return `${field} equals ${formatCents(c.cents)}`;
  if ("minCents" in c) return `${field} between ${formatCents(c.minCents)} and ${formatCents(c.maxCents)}`;
  if ("sign" in c) return c.sign === "in" ? "money in" : "money out";
  return `${field} is ${banks.find((b) => b.id === c.accountId)?.name ?? "an archived account"}`;
}

/** Every condition, joined: "Description contains "RENT" and money in". */
export function conditionsText(rule: RuleView, banks: BankAccountSummary[]): string {
  const text = rule.conditions.map((c) => conditionText(c, banks)).join(" and ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function actionsText(
  rule: RuleView,
  accounts: AccountView[],
  properties: { id: string; name: string }[],
) {
  const account = (id: string) => {
    const a = accounts.find((x) => x.id === id);
    return a ? `${a.code} · ${a.name}` : "an archived account";
  };
  const a = rule.actions;
  const parts: string[] = [];
  if (a.categoryAccountId) parts.push(`Category ${account(a.categoryAccountId)}`);
  if (a.splits)
    parts.push(`Split ${a.splits.map((s) => `${s.basisPoints / 100}% ${account(s.accountId)}`).join(", ")}`);
  if (a.propertyId)
    parts.push(`Property ${properties.find((p) => p.id === a.propertyId)?.name ?? "(archived)"}`);
  if (a.unitId) parts.push("a unit");
  if (a.payee) parts.push(`Payee "${a.payee}"`);
  if (a.memo) parts.push(`Memo "${a.memo}"`);
  return parts.join("; ");
}
