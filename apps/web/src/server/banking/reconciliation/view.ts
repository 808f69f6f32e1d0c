// What the reconcile page reads: one reconciliation with its candidate lines, and an account's
// reconciliations (the one in progress, the finished ones, where a new one would start).
import type { AccountReconciliations, ReconciliationView } from "../../../shared/reconciliation";
import type { Db } from "../../db/client";
import { requireBankAccount } from "../accounts";
import {
  accountView,
  candidateLines,
  inProgressOf,
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
  // The finished ones are paged by ./history.ts: the overview stays one row however long the history.
  const [current, last] = await Promise.all([
    inProgressOf(db, orgId, accountId),
    lastFinished(db, orgId, accountId),
  ]);
  return {
    account: accountView(account),
    openingBalanceCents: last?.statementBalanceCents ?? 0,
    lastStatementDate: last?.statementDate ?? null,
    inProgress: current ? await summaryOf(db, orgId, current, account) : null,
  };
}
