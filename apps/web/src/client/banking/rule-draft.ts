// A categorisation rule as the form edits it (text in inputs, percentages, amounts in dollars) and its
// conversion to and from the wire shape, with the shared schema's messages.
import {
  type ImportRowView,
  type RuleBody,
  type RuleCondition,
  type RuleView,
  ruleBody,
} from "../../shared/banking";
import { parseAmountToCents } from "../accounting/format";

export type ConditionField = RuleCondition["field"];
export interface ConditionDraft {
  field: ConditionField;
  op: string;
  value: string;
  min: string;
  max: string;
  sign: "in" | "out";
  accountId: string;
}
export interface RuleDraft {
  name: string;
  conditions: ConditionDraft[];
  categoryAccountId: string;
  propertyId: string;
  unitId: string;
  payee: string;
  memo: string;
  splits: { accountId: string; percent: string }[];
  stop: boolean;
  isActive: boolean;
}

export const FIELD_LABELS: Record<ConditionField, string> = {
  description: "Description",
  payee: "Payee",
  memo: "Memo",
  amount: "Amount",
  bankAccount: "Bank account",
};
export const OPS: Record<ConditionField, Record<string, string>> = {
  description: {
    contains: "contains",
    startsWith: "starts with",
    exact: "is exactly",
    regex: "matches regex",
  },
  payee: { contains: "contains", startsWith: "starts with", exact: "is exactly", regex: "matches regex" },
  memo: { contains: "contains", startsWith: "starts with", exact: "is exactly", regex: "matches regex" },
  amount: { equals: "equals", between: "is between", sign: "is money" },
  bankAccount: { is: "is" },
};

export const emptyCondition = (field: ConditionField = "description"): ConditionDraft => ({
  field,
  op: Object.keys(OPS[field])[0]!,
  value: "",
  min: "",
  max: "",
  sign: "out",
  accountId: "",
});

export const emptyDraft = (): RuleDraft => ({
  name: "",
  conditions: [emptyCondition()],
  categoryAccountId: "",
  propertyId: "",
  unitId: "",
  payee: "",
  memo: "",
  splits: [],
  stop: false,
  isActive: true,
});

/** "Always categorise like this": the row's description (and its direction) with its category and property. */
export function draftFromRow(row: ImportRowView, bankAccountId: string): RuleDraft {
  const text = row.description.slice(0, 200);
  return {
    ...emptyDraft(),
    name: text.slice(0, 120),
    conditions: [
      { ...emptyCondition("description"), value: text },
      { ...emptyCondition("amount"), op: "sign", sign: row.amountCents > 0 ? "in" : "out" },
      { ...emptyCondition("bankAccount"), accountId: bankAccountId },
    ],
    categoryAccountId: row.categoryAccountId ?? "",
    propertyId: row.propertyId ?? "",
    unitId: row.unitId ?? "",
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

function conditionDraft(c: RuleCondition): ConditionDraft {
  const base = { ...emptyCondition(c.field), op: c.op };
  if ("value" in c) return { ...base, value: c.value };
  if ("cents" in c) return { ...base, min: dollars(c.cents) };
  if ("minCents" in c) return { ...base, min: dollars(c.minCents), max: dollars(c.maxCents) };
  if ("sign" in c) return { ...base, sign: c.sign };
  return { ...base, accountId: c.accountId };
}

export function draftFromRule(rule: RuleView): RuleDraft {
  const a = rule.actions;
  return {
    name: rule.name,
    conditions: rule.conditions.map(conditionDraft),
    categoryAccountId: a.categoryAccountId ?? "",
    propertyId: a.propertyId ?? "",
    unitId: a.unitId ?? "",
    payee: a.payee ?? "",
    memo: a.memo ?? "",
    splits: (a.splits ?? []).map((s) => ({ accountId: s.accountId, percent: String(s.basisPoints / 100) })),
    stop: rule.stop,
    isActive: rule.isActive,
  };
}

/** Zero or a positive amount in cents; NaN when the text is not an amount. */
const cents = (text: string) => (text.trim() === "0" ? 0 : (parseAmountToCents(text) ?? Number.NaN));

function toCondition(d: ConditionDraft): unknown {
  if (d.field === "amount") {
    if (d.op === "equals") return { field: "amount", op: "equals", cents: cents(d.min) };
    if (d.op === "between")
      return { field: "amount", op: "between", minCents: cents(d.min), maxCents: cents(d.max) };
    return { field: "amount", op: "sign", sign: d.sign };
  }
  if (d.field === "bankAccount") return { field: "bankAccount", op: "is", accountId: d.accountId };
  return { field: d.field, op: d.op, value: d.value };
}

/** What a condition that fails the schema lacks (its value is the only thing a user can leave wrong). */
const MISSING: Record<ConditionField, string> = {
  description: "enter the text to look for",
  payee: "enter the text to look for",
  memo: "enter the text to look for",
  amount: "enter the amount in dollars, e.g. 84.12",
  bankAccount: "choose an account",
};

const PATH_LABELS: Record<string, string> = { actions: "Actions" };

/** The body to send, or the first problem, worded for the form. */
export function toRuleBody(
  d: RuleDraft,
): { body: RuleBody; problem?: undefined } | { body?: undefined; problem: string } {
  const splits = d.splits.length
    ? d.splits.map((s) => ({ accountId: s.accountId, basisPoints: Math.round(Number(s.percent) * 100) }))
    : undefined;
  const candidate = {
    name: d.name,
    conditions: d.conditions.map(toCondition),
    actions: {
      ...(d.categoryAccountId && !splits ? { categoryAccountId: d.categoryAccountId } : {}),
      ...(d.propertyId ? { propertyId: d.propertyId } : {}),
      ...(d.unitId ? { unitId: d.unitId } : {}),
      ...(d.payee.trim() ? { payee: d.payee } : {}),
      ...(d.memo.trim() ? { memo: d.memo } : {}),
      ...(splits ? { splits } : {}),
    },
    stop: d.stop,
    isActive: d.isActive,
  };
  const parsed = ruleBody.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [head, index] = issue.path;
  if (head === "conditions" && typeof index === "number")
    return { problem: `Condition ${index + 1}: ${MISSING[d.conditions[index]?.field ?? "description"]}` };
  if (head === "name") return { problem: "Name: give the rule a name" };
  if (issue.path.includes("accountId")) return { problem: "Split: choose a category for every line" };
  if (issue.path.includes("basisPoints"))
    return { problem: "Split: enter every percentage, between 0.01 and 100" };
  return { problem: `${PATH_LABELS[String(head)] ?? "Rule"}: ${issue.message}` };
}
