// Bank reconciliation contracts shared by the server and the client: start from a statement, tick the
// transactions the statement shows, finish at a zero difference. Amounts are integer cents in the
// account's natural sign: money held for a bank or cash account, money owed for a credit card.
import { z } from "zod";
import { isoDate, MAX_CENTS, uuid } from "./accounting";

/** A transaction's state on its bank account: ticked in a reconciliation in progress, or locked by a finished one. */
export const CLEARED_STATES = ["uncleared", "cleared", "reconciled"] as const;
export type ClearedState = (typeof CLEARED_STATES)[number];

export const CLEARED_LABELS: Record<ClearedState, string> = {
  uncleared: "Uncleared",
  cleared: "Cleared",
  reconciled: "Reconciled",
};

export const reconciliationStartBody = z.object({
  statementDate: isoDate,
  /** The statement's ending balance; negative for an overdrawn account or a card in credit. */
  statementBalanceCents: z
    .number()
    .int("must be whole cents")
    .min(-MAX_CENTS, "is too large")
    .max(MAX_CENTS, "is too large"),
});
export type ReconciliationStartBody = z.infer<typeof reconciliationStartBody>;

export const clearedBody = z.object({
  transactionIds: z.array(uuid).min(1, "choose at least one transaction").max(10_000),
  cleared: z.boolean(),
});
export type ClearedBody = z.infer<typeof clearedBody>;

type ReconciliationStatus = "in_progress" | "finished";

export interface ReconciliationSummary {
  id: string;
  bankAccountId: string;
  statementDate: string;
  statementBalanceCents: number;
  /** The previous finished reconciliation's ending balance, or 0 for the account's first. */
  openingBalanceCents: number;
  clearedCount: number;
  /** Sum of the cleared transactions' amounts. */
  clearedCents: number;
  /** statement balance − opening balance − cleared total: zero when the books agree with the statement. */
  differenceCents: number;
  status: ReconciliationStatus;
  startedByName: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The account's latest reconciliation: only that one can be undone. */
  canUndo: boolean;
}

export interface ReconciliationLine {
  transactionId: string;
  date: string;
  description: string;
  payee: string | null;
  reference: string | null;
  /** > 0 raises the balance (a deposit; a charge on a card), < 0 lowers it. */
  amountCents: number;
  cleared: boolean;
}

export interface ReconciliationAccount {
  id: string;
  code: string;
  name: string;
  /** "bank", "cash" or "credit_card". */
  subtype: string;
}

/** GET /reconciliations/:id: the summary and every candidate line up to the statement date. */
export interface ReconciliationView {
  account: ReconciliationAccount;
  reconciliation: ReconciliationSummary;
  lines: ReconciliationLine[];
}

/** GET /accounts/:id/reconciliations: what the reconcile page opens with. */
export interface AccountReconciliations {
  account: ReconciliationAccount;
  /** The opening balance a new reconciliation would start from. */
  openingBalanceCents: number;
  /** A new statement must end after this day (the last finished one's). */
  lastStatementDate: string | null;
  inProgress: ReconciliationSummary | null;
  /** Finished reconciliations, newest first. */
  history: ReconciliationSummary[];
}

const DIFFERENCE_HINT_KINDS = ["missing", "extra", "duplicated", "transposed", "sign"] as const;
export type DifferenceHintKind = (typeof DIFFERENCE_HINT_KINDS)[number];

/** A transaction that could explain the difference, and how. */
export interface DifferenceHint {
  kind: DifferenceHintKind;
  transactionId: string;
  date: string;
  description: string;
  amountCents: number;
  cleared: boolean;
  explanation: string;
}

export interface DifferenceHelp {
  differenceCents: number;
  hints: DifferenceHint[];
}
