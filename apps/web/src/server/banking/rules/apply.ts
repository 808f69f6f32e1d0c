// Rules applied to lines being imported (the preview's suggestions).
import { and, asc, eq } from "drizzle-orm";
import type { RuleActions, RuleCondition, StatementLine } from "../../../shared/banking";
import type { Db } from "../../db/client";
import { mapInChunks } from "../parse/chunks";
import { bankRules } from "../schema";
import { type EngineRule, evaluate, type Suggestion } from "./engine";

export async function activeRules(db: Db, orgId: string): Promise<EngineRule[]> {
  const rows = await db
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.organizationId, orgId), eq(bankRules.isActive, true)))
    .orderBy(asc(bankRules.position), asc(bankRules.createdAt));
  return rows.map((r) => ({
    id: r.id,
    conditions: r.conditions as RuleCondition[],
    actions: r.actions as RuleActions,
    stop: r.stop,
  }));
}

/** Per line: what the rules suggest, with the payee and memo they set folded into the line's values. */
export async function suggestForLines(
  db: Db,
  orgId: string,
  bankAccountId: string,
  lines: readonly StatementLine[],
) {
  const rules = await activeRules(db, orgId);
  return mapInChunks(lines, (line) => {
    const { payee, memo, ...rest }: Suggestion = evaluate(rules, line, bankAccountId);
    return { ...rest, ...(payee ? { payee } : {}), ...(memo ? { memo } : {}) };
  });
}
