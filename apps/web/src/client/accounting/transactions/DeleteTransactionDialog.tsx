import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ToastAction,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransactionView } from "../../../shared/accounting";
import { FormMessage } from "../../components/FormField";
import { api, errorText } from "../../lib/api";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { formatDay } from "../format";
import { signedAmount } from "./labels";
import { ServerMessage } from "./ServerMessage";

/** The create body that records `t` again: what Undo posts after a delete. */
export const bodyOf = (t: TransactionView) => ({
  date: t.date,
  description: t.description,
  payee: t.payee,
  type: t.type,
  bankAccountId: t.bankAccount.id,
  propertyId: t.propertyId,
  unitId: t.unitId,
  memo: t.memo,
  reference: t.reference,
  splits: t.splits.map((s) => ({
    accountId: s.accountId,
    amountCents: s.amountCents,
    propertyId: s.propertyId,
    memo: s.memo,
  })),
});

/**
 * Asks before deleting; after the delete a toast offers Undo, which records the same entry again (same date,
 * splits and properties), so the books are exactly as before.
 */
export function DeleteTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionView | null;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (t: TransactionView) => api.post<TransactionView>(`${ACCOUNTING}/transactions`, bodyOf(t)),
    onSuccess: (t) => {
      toast({ title: "Transaction restored", description: `${t.description}: ${signedAmount(t)}` });
      void invalidateAccounting(queryClient);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Could not restore", description: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (t: TransactionView) => api.delete(`${ACCOUNTING}/transactions/${t.id}`),
    onSuccess: (_, t) => {
      onClose();
      void invalidateAccounting(queryClient);
      toast({
        title: "Transaction deleted",
        description: `${t.description}: ${signedAmount(t)}`,
        action: (
          <ToastAction altText={`Undo: restore ${t.description}`} onClick={() => restore.mutate(t)}>
            Undo
          </ToastAction>
        ),
      });
    },
  });
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this transaction?</DialogTitle>
          <DialogDescription>
            {transaction
              ? `${transaction.description}, ${formatDay(transaction.date)}, ${signedAmount(transaction)}. Its journal lines leave the ledger and every report.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <FormMessage kind="error">
            <ServerMessage message={errorText(remove.error)} />
          </FormMessage>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => transaction && remove.mutate(transaction)}
          >
            {remove.isPending ? "Deleting..." : "Delete transaction"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
