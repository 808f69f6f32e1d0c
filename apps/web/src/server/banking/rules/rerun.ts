// Re-running the rules on imported transactions that are still uncategorised (posted to Other Income
// / Other Expenses). A transaction a rule now categorises is re-posted under its own id, in one
// database transaction; cleared or reconciled ones are left alone, as are rows a rule would send the
// wrong way (money in to an expense account).
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { addEntriesToJournalSummaries } from "../../accounting/journal-summaries";
import { transactions } from "../../accounting/schema";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { planContext } from "../commit";
import { planRow } from "../plan-rows";
import { assertEntriesBalanced, insertEntries, type PlannedEntry } from "../post-batch";
import { bankClearedLines, bankImportBatches, bankImportRows } from "../schema";
import { activeRules } from "./apply";
import { evaluate } from "./engine";

/** Committed import rows still uncategorised and not cleared, locked until the re-posting is done. */
async function lockUncategorisedRows(tx: Db, orgId: string) {
  return tx
    .select({ row: bankImportRows, bankAccountId: bankImportBatches.bankAccountId })
    .from(bankImportRows)
    .innerJoin(
      bankImportBatches,
      and(
        eq(bankImportBatches.organizationId, bankImportRows.organizationId),
        eq(bankImportBatches.id, bankImportRows.batchId),
      ),
    )
    .where(
      and(
        eq(bankImportRows.organizationId, orgId),
        isNull(bankImportRows.categoryAccountId),
        isNull(bankImportRows.splits),
        isNotNull(bankImportRows.transactionId),
        eq(bankImportBatches.status, "committed"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(bankClearedLines)
            .where(
              and(
                eq(bankClearedLines.organizationId, orgId),
                eq(bankClearedLines.transactionId, bankImportRows.transactionId),
              ),
            ),
        ),
      ),
    )
    .for("update", { of: bankImportRows });
}

type Plan = { row: typeof bankImportRows.$inferSelect; entry: PlannedEntry };

/** The rows a rule now categorises, each with the entry it would post. */
async function planRecategorisation(
  tx: Db,
  orgId: string,
  rules: Awaited<ReturnType<typeof activeRules>>,
  found: Awaited<ReturnType<typeof lockUncategorisedRows>>,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  const contexts = new Map<string, Awaited<ReturnType<typeof planContext>>>();
  for (const { row, bankAccountId } of found) {
    const s = evaluate(rules, { ...row, fitId: row.fitId }, bankAccountId);
    if (!s.categoryAccountId && !s.splits) continue;
    if (!contexts.has(bankAccountId))
      contexts.set(bankAccountId, await planContext(tx, orgId, bankAccountId, []));
    const next = { ...row, ...s, payee: s.payee ?? row.payee, memo: s.memo ?? row.memo, unitId: null };
    try {
      plans.push({ row: next, entry: planRow(next, contexts.get(bankAccountId)!) });
    } catch {
      // A rule that does not fit this row (e.g. an expense category for money in) leaves it as it is.
    }
  }
  return plans;
}

/** Replaces each transaction under its own id and records the rule's category on its row. */
async function repost(tx: Db, clock: Clock, orgId: string, plans: Plan[]): Promise<void> {
  const ids = plans.map((p) => p.row.transactionId!);
  const these = sql`select unnest(${sql.param(ids)}::uuid[])`;
  await addEntriesToJournalSummaries(tx, orgId, these, -1);
  await tx
    .delete(transactions)
    .where(and(eq(transactions.organizationId, orgId), inArray(transactions.id, ids)));
  await insertEntries(
    tx,
    orgId,
    plans.map((p) => p.entry),
    clock.now(),
    ids,
  );
  for (const { row } of plans) {
    await tx
      .update(bankImportRows)
      .set({
        categoryAccountId: row.categoryAccountId,
        splits: row.splits,
        propertyId: row.propertyId,
        ruleId: row.ruleId,
        payee: row.payee,
        memo: row.memo,
        transactionId: row.transactionId,
      })
      .where(
        and(
          eq(bankImportRows.organizationId, orgId),
          eq(bankImportRows.batchId, row.batchId),
          eq(bankImportRows.rowNo, row.rowNo),
        ),
      );
  }
  await assertEntriesBalanced(tx, orgId, these);
  await addEntriesToJournalSummaries(tx, orgId, these, 1);
}

export async function rerunUncategorised(
  db: Db,
  clock: Clock,
  orgId: string,
): Promise<{ categorised: number }> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const rules = await activeRules(tx, orgId);
    const found = await lockUncategorisedRows(tx, orgId);
    const plans = await planRecategorisation(tx, orgId, rules, found);
    if (!plans.length) return { categorised: 0 };
    await repost(tx, clock, orgId, plans);
    return { categorised: plans.length };
  });
}
