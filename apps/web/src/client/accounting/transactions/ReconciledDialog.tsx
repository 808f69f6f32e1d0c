import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@propledger/ui";
import { Link } from "wouter";
import type { TransactionView } from "../../../shared/accounting";
import { formatDay } from "../format";
import { signedAmount } from "./labels";

/**
 * A reconciled transaction is locked (the server refuses edits and deletion): instead of a form that would
 * fail, say why and where to unreconcile it.
 */
export function ReconciledDialog({
  transaction,
  action,
  onClose,
}: {
  transaction: TransactionView | null;
  action: "edit" | "delete";
  onClose(): void;
}) {
  const reconcile = transaction ? `/bank-connections/accounts/${transaction.bankAccount.id}/reconcile` : "/";
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>This transaction is reconciled</DialogTitle>
          <DialogDescription>
            {transaction
              ? `${transaction.description}, ${formatDay(transaction.date)}, ${signedAmount(transaction)} is part of a finished reconciliation of ${transaction.bankAccount.name}, so it is locked. To ${action} it, unreconcile it first: undo that reconciliation (the latest first) on the account's reconcile page.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button asChild>
            <Link href={reconcile}>Open the reconcile page</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
