// Starting a reconciliation from a statement: its ending date and balance. One reconciliation per
// account is in progress at a time, and a statement must end after the last reconciled one.
import { and, eq } from "drizzle-orm";
import type { ReconciliationStartBody, ReconciliationView } from "../../../shared/reconciliation";
import { accounts } from "../../accounting/schema";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../http/errors";
import { requireBankAccount } from "../accounts";
import { bankReconciliations } from "../schema";
import { inProgressOf, lastFinished, statementDay } from "./queries";
import { getReconciliation } from "./view";

export async function startReconciliation(
  db: Db,
  clock: Clock,
  orgId: string,
  userId: string | null,
  accountId: string,
  body: ReconciliationStartBody,
): Promise<ReconciliationView> {
  await requireBankAccount(db, orgId, accountId);
  const id = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Two starts at once for one account: the second waits here and then sees the first.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.organizationId, orgId), eq(accounts.id, accountId)))
      .for("no key update");
    const open = await inProgressOf(tx, orgId, accountId);
    if (open) {
      throw conflict(
        `The reconciliation of the statement ending ${statementDay(open.statementDate)} is in progress: finish or undo it first`,
      );
    }
    const last = await lastFinished(tx, orgId, accountId);
    if (last && body.statementDate <= last.statementDate) {
      throw badRequest(
        `statementDate: must be after the last reconciled statement, which ended ${statementDay(last.statementDate)}`,
      );
    }
    const [row] = await tx
      .insert(bankReconciliations)
      .values({
        organizationId: orgId,
        bankAccountId: accountId,
        statementDate: body.statementDate,
        statementBalanceCents: body.statementBalanceCents,
        status: "in_progress",
        startedBy: userId,
        createdAt: clock.now(),
      })
      .returning({ id: bankReconciliations.id });
    return row!.id;
  });
  return getReconciliation(db, orgId, id);
}
