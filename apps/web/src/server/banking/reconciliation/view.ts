// What the reconcile page reads: one reconciliation with its candidate lines, and an account's
// reconciliations (the one in progress, the finished ones, where a new one would start).
import { and, desc, eq } from "drizzle-orm";
import type { AccountReconciliations, ReconciliationView } from "../../../shared/reconciliation";
import type { Db } from "../../db/client";
import { requireBankAccount } from "../accounts";
import { bankReconciliations } from "../schema";
import {
  accountView,
  candidateLines,
  lastFinished,
  naturalSign,
  reconciliationWithAccount,
  summaryOf,
} from "./queries";

export async function getReconciliation(db: Db, orgId: string, id: string): Promise<ReconciliationView> {
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  const [reconciliation, lines] = await Promise.all([
    summaryOf(db, orgId, rec, account),
    candidateLines(db, orgId, rec, naturalSign(account)),
  ]);
  return { account: accountView(account), reconciliation, lines };
}

export async function accountReconciliations(
  db: Db,
  orgId: string,
  accountId: string,
): Promise<AccountReconciliations> {
  const account = await requireBankAccount(db, orgId, accountId);
  const rows = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(eq(bankReconciliations.organizationId, orgId), eq(bankReconciliations.bankAccountId, accountId)),
    )
    .orderBy(desc(bankReconciliations.statementDate), desc(bankReconciliations.createdAt));
  const summaries = await Promise.all(rows.map((r) => summaryOf(db, orgId, r, account)));
  const last = await lastFinished(db, orgId, accountId);
  return {
    account: accountView(account),
    openingBalanceCents: last?.statementBalanceCents ?? 0,
    lastStatementDate: last?.statementDate ?? null,
    inProgress: summaries.find((s) => s.status === "in_progress") ?? null,
    history: summaries.filter((s) => s.status === "finished"),
  };
}
