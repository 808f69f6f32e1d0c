// Undoing a committed import removes every transaction it created, in one database transaction,
// as long as none of them is reconciled. Transactions the user deleted meanwhile are already gone.
import { and, eq, sql } from "drizzle-orm";
import type { ImportBatchView } from "../../shared/banking";
import { addEntriesToJournalSummaries } from "../accounting/journal-summaries";
import { transactions } from "../accounting/schema";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { badRequest } from "../http/errors";
import { batchTransactionIds, lockBatch } from "./commit";
import { bankClearedLines, bankImportBatches } from "./schema";
import { batchView } from "./views";

export async function undoBatch(
  db: Db,
  clock: Clock,
  orgId: string,
  batchId: string,
): Promise<ImportBatchView> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const batch = await lockBatch(tx, orgId, batchId);
    if (batch.status !== "committed") throw badRequest("Only a committed import can be undone");
    const created = batchTransactionIds(orgId, batchId);
    // Locked before the check: a reconciliation finishing meanwhile waits, or is seen.
    await tx.execute(
      sql`select id from ${transactions} where organization_id = ${orgId} and id in (${created}) for update`,
    );
    const reconciled = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bankClearedLines)
      .where(
        and(
          eq(bankClearedLines.organizationId, orgId),
          eq(bankClearedLines.reconciled, true),
          sql`${bankClearedLines.transactionId} in (${created})`,
        ),
      );
    if ((reconciled[0]?.n ?? 0) > 0) {
      throw badRequest(
        `${reconciled[0]!.n} of this import's transactions are reconciled. Undo the reconciliation first.`,
      );
    }
    await addEntriesToJournalSummaries(tx, orgId, created, -1);
    await tx
      .delete(transactions)
      .where(and(eq(transactions.organizationId, orgId), sql`${transactions.id} in (${created})`));
    await tx
      .update(bankImportBatches)
      .set({ status: "undone", undoneAt: clock.now() })
      .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)));
  });
  return batchView(db, orgId, batchId);
}
