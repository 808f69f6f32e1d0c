// Reconciled transactions are locked: the accounting endpoints refuse to edit or delete them until
// the reconciliation that locked them is undone. Called inside the posting transaction, after the
// transaction's row is locked, so a reconciliation finishing at the same moment is seen.
import { and, eq } from "drizzle-orm";
import { accounts } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { conflict } from "../../http/errors";
import { bankClearedLines, bankReconciliations } from "../schema";
import { statementDay } from "./queries";

export async function refuseIfReconciled(
  tx: Db,
  orgId: string,
  transactionId: string,
  action: "edit" | "delete",
): Promise<void> {
  const [hit] = await tx
    .select({
      statementDate: bankReconciliations.statementDate,
      code: accounts.code,
      name: accounts.name,
    })
    .from(bankClearedLines)
    .innerJoin(
      bankReconciliations,
      and(
        eq(bankReconciliations.organizationId, bankClearedLines.organizationId),
        eq(bankReconciliations.id, bankClearedLines.reconciliationId),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, bankClearedLines.bankAccountId))
    .where(
      and(
        eq(bankClearedLines.organizationId, orgId),
        eq(bankClearedLines.transactionId, transactionId),
        eq(bankClearedLines.reconciled, true),
      ),
    )
    .limit(1);
  if (hit) {
    throw conflict(
      `This transaction is reconciled (${hit.code} ${hit.name}, statement ending ${statementDay(hit.statementDate)}); unreconcile first: undo that reconciliation, then ${action} it`,
    );
  }
}
