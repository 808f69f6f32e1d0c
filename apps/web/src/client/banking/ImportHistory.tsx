// The import history of every bank account: file, counts, who imported it and when; a committed import
// is undone as a whole (refused with the reason once one of its transactions is reconciled), an
// unfinished one discarded.
import { Badge, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BankAccountSummary, ImportBatchView, ImportStatus } from "../../shared/banking";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { api, errorText } from "../lib/api";
import { useCanWrite } from "../lib/session";
import { BANKING, formatStamp, invalidateBanking, useBanking } from "./api";

const STATUS: Record<ImportStatus, { label: string; variant: "secondary" | "outline" | "default" }> = {
  mapping: { label: "Not committed", variant: "outline" },
  preview: { label: "Not committed", variant: "outline" },
  committed: { label: "Committed", variant: "default" },
  undone: { label: "Undone", variant: "secondary" },
};
const RECONCILED_NO_UNDO =
  "Some of its transactions are reconciled. Undo that reconciliation first, then undo the import.";
const BUTTON =
  "inline-flex min-h-6 items-center rounded-sm text-primary underline-offset-4 hover:underline disabled:opacity-50";

export function ImportHistory({ accounts }: { accounts: BankAccountSummary[] }) {
  const history = useBanking<{ items: ImportBatchView[] }>("/imports");
  const [target, setTarget] = useState<ImportBatchView | null>(null);
  const nameOf = (id: string) => accounts.find((a) => a.id === id)?.name ?? "";
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <h2 id="history-heading" className="text-lg font-semibold">
        Import history
      </h2>
      {history.isPending ? (
        <Skeleton rows={2} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No statements imported yet. Choose Import statement beside an account to start.
        </p>
      ) : (
        <TableScroll label="Import history table">
          <table className="w-full text-sm">
            <caption className="sr-only">Import history</caption>
            <TableHead
              columns={[
                { label: "File" },
                { label: "Account" },
                { label: "Status" },
                { label: "Imported", end: true },
                { label: "Excluded", end: true },
                { label: "Duplicates", end: true },
                { label: "By" },
                { label: "Date" },
                { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-border">
              {history.data.items.map((b) => (
                <tr key={b.id}>
                  <th scope="row" className="min-w-44 px-3 py-2 text-start font-medium break-words">
                    {b.fileName}
                  </th>
                  <td className="px-3 py-2">{nameOf(b.bankAccountId)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={STATUS[b.status].variant}>{STATUS[b.status].label}</Badge>
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {b.status === "committed" || b.status === "undone" ? b.importedCount : "–"}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">{b.excludedCount}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{b.duplicateCount}</td>
                  <td className="px-3 py-2">{b.createdByName ?? "–"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatStamp(b.committedAt ?? b.createdAt)}</td>
                  <td className="px-3 py-2 text-end">
                    <RowAction batch={b} onChoose={() => setTarget(b)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {target ? <UndoDialog batch={target} onClose={() => setTarget(null)} /> : null}
    </section>
  );
}

function RowAction({ batch, onChoose }: { batch: ImportBatchView; onChoose(): void }) {
  const canWrite = useCanWrite();
  if (batch.status === "undone" || !canWrite) return null;
  if (batch.status === "committed" && !batch.canUndo)
    return (
      <span className="block max-w-56 text-start text-xs text-muted-foreground">
        Cannot be undone. {RECONCILED_NO_UNDO}
      </span>
    );
  return (
    <button type="button" className={BUTTON} onClick={onChoose}>
      {batch.status === "committed" ? "Undo" : "Discard"}
      <span className="sr-only"> {batch.fileName}</span>
    </button>
  );
}

function UndoDialog({ batch, onClose }: { batch: ImportBatchView; onClose(): void }) {
  const queryClient = useQueryClient();
  const committed = batch.status === "committed";
  const run = useMutation({
    mutationFn: () =>
      committed
        ? api.post(`${BANKING}/imports/${batch.id}/undo`)
        : api.delete(`${BANKING}/imports/${batch.id}`),
    onSuccess: async () => {
      await invalidateBanking(queryClient);
      toast({ title: committed ? `Import of ${batch.fileName} undone` : `${batch.fileName} discarded` });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={committed ? `Undo the import of ${batch.fileName}?` : `Discard ${batch.fileName}?`}
      description={
        <>
          {committed
            ? `Its ${batch.importedCount} transactions are deleted and the account's balance goes back to what it was before. You can import the file again later.`
            : "Nothing of it was posted; the file and its preview are forgotten."}
          {run.isError ? (
            <span role="alert" className="mt-3 block font-medium text-destructive">
              {errorText(run.error)}
            </span>
          ) : null}
        </>
      }
      confirmLabel={committed ? "Undo import" : "Discard"}
      pending={run.isPending}
      onConfirm={() => run.mutate()}
    />
  );
}
