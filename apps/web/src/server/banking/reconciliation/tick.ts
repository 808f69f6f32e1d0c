// Ticking and unticking cleared transactions (one or many at once). Only transactions on the account
// dated up to the statement and not claimed by another reconciliation can be ticked. The answer is
// the summary with the difference the server computed after the change.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ClearedBody, ReconciliationSummary } from "../../../shared/reconciliation";
import { journalLines } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../http/errors";
import { bankClearedLines } from "../schema";
import { reconciliationWithAccount, summaryOf } from "./queries";

export const FINISHED_MESSAGE = "This reconciliation is finished: undo it to change what is cleared";

export async function setCleared(
  db: Db,
  orgId: string,
  id: string,
  body: ClearedBody,
): Promise<ReconciliationSummary> {
  const ids = [...new Set(body.transactionIds)];
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const { rec } = await reconciliationWithAccount(tx, orgId, id, true);
    if (rec.status !== "in_progress") throw conflict(FINISHED_MESSAGE);
    if (!body.cleared) {
      await tx
        .delete(bankClearedLines)
        .where(
          and(
            eq(bankClearedLines.organizationId, orgId),
            eq(bankClearedLines.reconciliationId, id),
            eq(bankClearedLines.reconciled, false),
            inArray(bankClearedLines.transactionId, ids),
          ),
        );
      return;
    }
    const candidates = await tx
      .selectDistinct({ id: journalLines.transactionId })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.organizationId, orgId),
          eq(journalLines.accountId, rec.bankAccountId),
          sql`${journalLines.date} <= ${rec.statementDate}`,
          inArray(journalLines.transactionId, ids),
          sql`not exists (select 1 from ${bankClearedLines} c where c.organization_id = ${orgId}
                and c.bank_account_id = ${rec.bankAccountId} and c.transaction_id = ${journalLines.transactionId}
                and c.reconciliation_id <> ${id})`,
        ),
      );
    if (candidates.length !== ids.length) {
      const n = ids.length - candidates.length;
      throw badRequest(
        `transactionIds: ${n} of these ${n === 1 ? "is" : "are"} not on this account up to the statement date, or already reconciled`,
      );
    }
    await tx
      .insert(bankClearedLines)
      .values(
        ids.map((transactionId) => ({
          organizationId: orgId,
          bankAccountId: rec.bankAccountId,
          transactionId,
          reconciliationId: id,
        })),
      )
      .onConflictDoNothing();
  });
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  return summaryOf(db, orgId, rec, account);
}
