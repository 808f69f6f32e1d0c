// Finishing a reconciliation: only at a zero difference. Its cleared transactions become reconciled
// and locked against edits and deletion until the reconciliation is undone.
import { and, eq, sql } from "drizzle-orm";
import type { ReconciliationSummary } from "../../../shared/reconciliation";
import { formatMoney } from "../../accounting/money";
import { journalLines, transactions } from "../../accounting/schema";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { conflict } from "../../http/errors";
import { bankClearedLines, bankReconciliations } from "../schema";
import { differenceOf, reconciliationWithAccount, summaryOf } from "./queries";
import { FINISHED_MESSAGE } from "./tick";

export async function finishReconciliation(
  db: Db,
  clock: Clock,
  orgId: string,
  id: string,
): Promise<ReconciliationSummary> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const { rec, account } = await reconciliationWithAccount(tx, orgId, id, true);
    if (rec.status !== "in_progress") throw conflict(FINISHED_MESSAGE);
    // The cleared entries cannot change under us: an edit holds its row, so we wait for it and
    // then read what it wrote; an edit that comes after waits for us and then finds them locked.
    await tx.execute(sql`select t.id from ${transactions} t join ${bankClearedLines} c
      on c.transaction_id = t.id and c.organization_id = t.organization_id
      where c.organization_id = ${orgId} and c.reconciliation_id = ${id} for share of t`);
    // Cleared entries that no longer belong here (moved to another account or past the statement).
    await tx.execute(sql`delete from ${bankClearedLines} c
      where c.organization_id = ${orgId} and c.reconciliation_id = ${id}
        and not exists (select 1 from ${journalLines} j where j.organization_id = c.organization_id
          and j.transaction_id = c.transaction_id and j.account_id = c.bank_account_id
          and j.date <= ${rec.statementDate})`);
    const difference = await differenceOf(tx, orgId, rec, account);
    if (difference !== 0) {
      throw conflict(
        `The difference is ${formatMoney(difference)}: it must be zero to finish. Tick the transactions the statement shows, or check the statement's ending balance.`,
      );
    }
    await tx
      .update(bankClearedLines)
      .set({ reconciled: true })
      .where(and(eq(bankClearedLines.organizationId, orgId), eq(bankClearedLines.reconciliationId, id)));
    await tx
      .update(bankReconciliations)
      .set({ status: "finished", finishedAt: clock.now() })
      .where(and(eq(bankReconciliations.organizationId, orgId), eq(bankReconciliations.id, id)));
  });
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  return summaryOf(db, orgId, rec, account);
}
