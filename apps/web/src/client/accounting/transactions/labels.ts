import type { TransactionType, TransactionView } from "../../../shared/accounting";
import { formatCents } from "../format";

export const TYPE_LABEL: Record<TransactionType, string> = {
  income: "Income",
  expense: "Expense",
  transfer: "Transfer",
};

/** An expense shows as money out (−). */
export const signedAmount = (t: TransactionView) =>
  `${t.type === "expense" ? "−" : ""}${formatCents(t.amountCents)}`;
