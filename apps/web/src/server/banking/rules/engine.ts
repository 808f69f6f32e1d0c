// Evaluating categorisation rules against a statement line, in order. Every condition of a rule must
// hold; a matching rule sets the fields its actions name unless an earlier match already set them,
// and "stop" ends the evaluation. Regular expressions are checked before they are saved (see
// regexProblem) and only ever see the first 500 characters of a field.
import type { RuleActions, RuleCondition, StatementLine } from "../../../shared/banking";

export interface EngineRule {
  id: string;
  conditions: RuleCondition[];
  actions: RuleActions;
  stop: boolean;
}

export interface Suggestion {
  categoryAccountId: string | null;
  splits: { accountId: string; basisPoints: number }[] | null;
  propertyId: string | null;
  unitId: string | null;
  payee?: string;
  memo?: string;
  ruleId: string | null;
}

const MAX_SUBJECT = 500;

/** Why a pattern is refused: too long, not a regex, or shaped for catastrophic backtracking. */
export function regexProblem(pattern: string): string | null {
  if (pattern.length > 200) return "is longer than 200 characters";
  // A quantified group that itself contains a quantifier ((a+)+, (\w*)*, (x|y+){2,}) can take
  // exponential time on a near-miss; back-references can too.
  if (/\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/.test(pattern))
    return "repeats a repeated group (slow to match)";
  if (/\\[1-9]|\\k</.test(pattern)) return "uses a back-reference";
  try {
    new RegExp(pattern, "iu");
  } catch {
    return "is not a valid regular expression";
  }
  return null;
}

const compiled = new Map<string, RegExp | null>();
function regex(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) compiled.set(pattern, regexProblem(pattern) ? null : new RegExp(pattern, "iu"));
  return compiled.get(pattern)!;
}

function textMatches(subject: string | null, op: string, value: string): boolean {
  if (subject === null) return false;
  const s = subject.slice(0, MAX_SUBJECT).toLowerCase();
  const v = value.toLowerCase();
  if (op === "contains") return s.includes(v);
  if (op === "startsWith") return s.startsWith(v);
  if (op === "exact") return s.trim() === v;
  return regex(value)?.test(subject.slice(0, MAX_SUBJECT)) ?? false;
}

export function conditionHolds(c: RuleCondition, line: StatementLine, bankAccountId: string): boolean {
  const size = Math.abs(line.amountCents);
  switch (c.field) {
    case "description":
    case "payee":
    case "memo":
      return textMatches(line[c.field], c.op, c.value);
    case "bankAccount":
      return c.accountId === bankAccountId;
    case "amount":
      if (c.op === "equals") return size === c.cents;
      if (c.op === "between") return size >= c.minCents && size <= c.maxCents;
      return c.sign === "in" ? line.amountCents > 0 : line.amountCents < 0;
  }
}

export function evaluate(
  rules: readonly EngineRule[],
  line: StatementLine,
  bankAccountId: string,
): Suggestion {
  const out: Suggestion = {
    categoryAccountId: null,
    splits: null,
    propertyId: null,
    unitId: null,
    ruleId: null,
  };
  for (const rule of rules) {
    if (!rule.conditions.every((c) => conditionHolds(c, line, bankAccountId))) continue;
    const a = rule.actions;
    let used = false;
    if ((a.categoryAccountId || a.splits) && !out.categoryAccountId && !out.splits) {
      out.categoryAccountId = a.categoryAccountId ?? null;
      out.splits = a.splits ?? null;
      used = true;
    }
    if (a.propertyId && !out.propertyId) {
      out.propertyId = a.propertyId;
      out.unitId = a.unitId ?? null;
      used = true;
    }
    if (a.payee && out.payee === undefined) {
      out.payee = a.payee;
      used = true;
    }
    if (a.memo && out.memo === undefined) {
      out.memo = a.memo;
      used = true;
    }
    if (used && !out.ruleId) out.ruleId = rule.id;
    if (rule.stop) break;
  }
  return out;
}
