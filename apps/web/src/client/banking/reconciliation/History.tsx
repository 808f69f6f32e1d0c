// Finished reconciliations, newest first: each with its report (PDF); the latest can be undone,
// which unlocks its transactions.
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileDown, Undo2 } from "lucide-react";
import { useState } from "react";
import type { AccountReconciliations, ReconciliationSummary } from "../../../shared/reconciliation";
import { formatDay } from "../../accounting/format";
import { TableHead, TableScroll } from "../../accounting/list/table";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api, errorText } from "../../lib/api";
import { useCanWrite } from "../../lib/session";
import { invalidateBanking, reconciliationPath, reportUrl } from "./api";
import { Money } from "./SummaryFigures";

export function History({ overview }: { overview: AccountReconciliations }) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<ReconciliationSummary | null>(null);
  const canWrite = useCanWrite();
  const undo = useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${reconciliationPath(id)}/undo`),
    onSuccess: async (r) => {
      setUndoing(null);
      await invalidateBanking(queryClient);
      toast({ title: "Reconciliation undone", description: r.message });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Past reconciliations
        </CardTitle>
      </CardHeader>
      <CardContent>
        {overview.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">This account has not been reconciled yet.</p>
        ) : (
          <TableScroll label="Past reconciliations table">
            <table className="w-full text-sm">
              <caption className="sr-only">Past reconciliations</caption>
              <TableHead
                columns={[
                  { label: "Statement ending" },
                  { label: "Ending balance", end: true },
                  { label: "Cleared", end: true },
                  { label: "Finished" },
                  { label: "Actions", end: true, hidden: true },
                ]}
              />
              <tbody className="divide-y divide-border">
                {overview.history.map((h) => (
                  <HistoryRow
                    key={h.id}
                    summary={h}
                    undoable={canWrite && h.canUndo && !overview.inProgress}
                    onUndo={() => setUndoing(h)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ConfirmDialog
          open={undoing !== null}
          onOpenChange={(open) => (open ? null : setUndoing(null))}
          title="Undo this reconciliation?"
          description={
            undoing
              ? `The ${undoing.clearedCount} transactions of the statement ending ${formatDay(undoing.statementDate)} become uncleared and can be edited again.`
              : ""
          }
          confirmLabel="Undo reconciliation"
          pending={undo.isPending}
          onConfirm={() => undoing && undo.mutate(undoing.id)}
        />
      </CardContent>
    </Card>
  );
}

function HistoryRow({
  summary: h,
  undoable,
  onUndo,
}: {
  summary: ReconciliationSummary;
  undoable: boolean;
  onUndo(): void;
}) {
  return (
    <tr>
      <td className="whitespace-nowrap px-3 py-2">
        {formatDay(h.statementDate)}
        {h.canUndo ? (
          <Badge variant="secondary" className="ms-2">
            Latest
          </Badge>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
        <Money cents={h.statementBalanceCents} />
      </td>
      <td className="px-3 py-2 text-end tabular-nums">{h.clearedCount}</td>
      <td className="px-3 py-2">
        {h.finishedAt ? formatDay(h.finishedAt.slice(0, 10)) : "—"}
        {h.startedByName ? <span className="block text-muted-foreground">{h.startedByName}</span> : null}
      </td>
      <td className="px-3 py-2">
        <span className="flex justify-end gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={reportUrl(h.id)} download>
              <FileDown aria-hidden="true" className="size-4" />
              PDF
              <span className="sr-only">{` report of the statement ending ${formatDay(h.statementDate)}`}</span>
            </a>
          </Button>
          {undoable ? (
            <Button variant="outline" size="sm" onClick={onUndo}>
              <Undo2 aria-hidden="true" className="size-4" />
              Undo
              <span className="sr-only">{` the reconciliation of ${formatDay(h.statementDate)}`}</span>
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
