// Undoing a reconciliation, the account's latest first: its transactions are cleared of their marks
// and unlocked. Undoing the one in progress discards its ticks.
import { and, eq } from "drizzle-orm";
import { accounts } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { conflict } from "../../http/errors";
import { bankReconciliations } from "../schema";
import { latestReconciliation, requireReconciliation, statementDay } from "./queries";

export async function undoReconciliation(db: Db, orgId: string, id: string): Promise<{ message: string }> {
  const first = await requireReconciliation(db, orgId, id);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Serialises with a start on the same account, so "latest" cannot change meanwhile.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.organizationId, orgId), eq(accounts.id, first.bankAccountId)))
      .for("no key update");
    const rec = await requireReconciliation(tx, orgId, id, true);
    const latest = await latestReconciliation(tx, orgId, rec.bankAccountId);
    if (latest && latest.id !== rec.id) {
      throw conflict(
        `Undo the reconciliation of the statement ending ${statementDay(latest.statementDate)} first: reconciliations are undone latest first`,
      );
    }
    // Its cleared marks go with it (foreign key, on delete cascade).
    await tx
      .delete(bankReconciliations)
      .where(and(eq(bankReconciliations.organizationId, orgId), eq(bankReconciliations.id, id)));
    return {
      message:
        rec.status === "finished"
          ? `The reconciliation of the statement ending ${statementDay(rec.statementDate)} is undone; its transactions are unlocked`
          : `The reconciliation of the statement ending ${statementDay(rec.statementDate)} is discarded`,
    };
  });
}
