// A reconciliation in progress: the statement's figures with the server's difference, the candidate
// transactions with their cleared boxes (one at a time or all at once), finish at zero, cancel, and the
// find-the-difference panel while the difference is not zero.
import { Button, Card, CardContent, cn, toast } from "@propledger/ui";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCheck, FileDown } from "lucide-react";
import { useState } from "react";
import type { ClearedBody, ReconciliationSummary, ReconciliationView } from "../../../shared/reconciliation";
import { formatDay } from "../../accounting/format";
import { TableScroll } from "../../accounting/list/table";
import { ErrorState, Skeleton } from "../../accounting/states";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api, errorText } from "../../lib/api";
import { useCanWrite } from "../../lib/session";
import { ViewOnlyNote } from "../ViewOnlyNote";
import { invalidateBanking, reconciliationPath, reportUrl, useBankingQuery } from "./api";
import { DifferencePanel } from "./DifferencePanel";
import { Money, SummaryFigures } from "./SummaryFigures";

/** Ticks go to the server one after the other, so the last answer carries the last difference. */
const TICKS = { id: "reconciliation-ticks" };
const MAX_TICKS = 5_000;

function useTick(id: string) {
  const queryClient = useQueryClient();
  const key = [reconciliationPath(id)];
  const patch = (qc: QueryClient, change: (v: ReconciliationView) => ReconciliationView) =>
    qc.setQueryData<ReconciliationView>(key, (v) => (v ? change(v) : v));
  return useMutation({
    scope: TICKS,
    mutationFn: async (body: ClearedBody) => {
      // "Tick all" on a long statement: the server takes at most MAX_TICKS ids per request.
      let summary: ReconciliationSummary | undefined;
      for (let i = 0; i < body.transactionIds.length; i += MAX_TICKS) {
        const transactionIds = body.transactionIds.slice(i, i + MAX_TICKS);
        summary = await api.post<ReconciliationSummary>(`${reconciliationPath(id)}/cleared`, {
          ...body,
          transactionIds,
        });
      }
      return summary!;
    },
    onMutate: (body) => {
      // The box follows the click at once; the difference waits for the server's answer.
      const ids = new Set(body.transactionIds);
      patch(queryClient, (v) => ({
        ...v,
        lines: v.lines.map((l) => (ids.has(l.transactionId) ? { ...l, cleared: body.cleared } : l)),
      }));
    },
    onSuccess: (summary) => {
      patch(queryClient, (v) => ({ ...v, reconciliation: summary }));
      void queryClient.invalidateQueries({ queryKey: [`${reconciliationPath(id)}/difference`] });
    },
    onError: (error) => {
      toast({
        title: "Could not change the cleared mark",
        description: errorText(error),
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Finishing at zero difference and cancelling (undoing the ticks), each with its toast. */
function useFinishOrCancel(reconciliationId: string, onCancelled: () => void) {
  const queryClient = useQueryClient();
  const finish = useMutation({
    mutationFn: () => api.post<ReconciliationSummary>(`${reconciliationPath(reconciliationId)}/finish`),
    onSuccess: async (s) => {
      await invalidateBanking(queryClient);
      toast({
        title: "Reconciled",
        description: `The statement ending ${formatDay(s.statementDate)} is reconciled.`,
      });
    },
    onError: (error) =>
      toast({ title: "Not finished", description: errorText(error), variant: "destructive" }),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<{ message: string }>(`${reconciliationPath(reconciliationId)}/undo`),
    onSuccess: async (r) => {
      onCancelled();
      await invalidateBanking(queryClient);
      toast({ title: "Reconciliation cancelled", description: r.message });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return { finish, cancel };
}

export function Workspace({ reconciliationId }: { reconciliationId: string }) {
  const view = useBankingQuery<ReconciliationView>(reconciliationPath(reconciliationId));
  const tick = useTick(reconciliationId);
  const [cancelling, setCancelling] = useState(false);
  const canWrite = useCanWrite();
  const { finish, cancel } = useFinishOrCancel(reconciliationId, () => setCancelling(false));

  if (view.isPending) return <Skeleton rows={5} />;
  if (view.isError) return <ErrorState error={view.error} onRetry={() => view.refetch()} />;
  const r = view.data.reconciliation;
  const balanced = r.differenceCents === 0;
  const ready = balanced && !tick.isPending;
  return (
    <section aria-labelledby="workspace-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workspace-heading" className="text-lg font-semibold">
          Statement ending {formatDay(r.statementDate)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={reportUrl(r.id)} download>
              <FileDown aria-hidden="true" className="size-4" />
              Report (PDF)
            </a>
          </Button>
          {canWrite ? (
            <>
              <Button variant="outline" onClick={() => setCancelling(true)}>
                Cancel reconciliation
              </Button>
              <Button disabled={!ready || finish.isPending} onClick={() => finish.mutate()}>
                <CheckCheck aria-hidden="true" className="size-4" />
                {finish.isPending ? "Finishing…" : "Finish reconciliation"}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <SummaryFigures summary={r} live />
      {!canWrite ? (
        <ViewOnlyNote>
          This reconciliation is in progress: ticking transactions, finishing and cancelling change the books.
        </ViewOnlyNote>
      ) : !balanced ? (
        <p className="text-sm text-muted-foreground">Finish becomes available when the difference is zero.</p>
      ) : null}
      <Lines view={view.data} onTick={canWrite ? (body) => tick.mutate(body) : undefined} />
      {!balanced ? (
        <DifferencePanel
          reconciliationId={r.id}
          onTick={canWrite ? (body) => tick.mutate(body) : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this reconciliation?"
        description="Its ticks are discarded. The transactions stay as they are."
        confirmLabel="Cancel reconciliation"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </section>
  );
}

/** Without `onTick` (a view-only member) the boxes show the cleared marks but cannot be changed. */
function Lines({ view, onTick }: { view: ReconciliationView; onTick?: (body: ClearedBody) => void }) {
  const { lines } = view;
  if (lines.length === 0) {
    return (
      <Card>
        <CardContent className="py-6 text-sm text-muted-foreground">
          No transactions on this account up to the statement date. Import the statement or record them first.
        </CardContent>
      </Card>
    );
  }
  const clearedCount = lines.filter((l) => l.cleared).length;
  const all = clearedCount === lines.length;
  const ids = lines.map((l) => l.transactionId);
  return (
    <TableScroll label="Transactions to reconcile">
      <table className="w-full text-sm">
        <caption className="sr-only">Transactions up to the statement date</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="w-12 px-3 py-2 text-start font-medium">
              <input
                type="checkbox"
                aria-label={all ? "Untick all" : "Tick all"}
                className="size-5 accent-primary"
                checked={all}
                disabled={!onTick}
                ref={(el) => {
                  if (el) el.indeterminate = clearedCount > 0 && !all;
                }}
                onChange={() => onTick?.({ transactionIds: ids, cleared: !all })}
              />
            </th>
            {["Date", "Description", "Reference"].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 text-start font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-end font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {lines.map((l) => (
            <tr key={l.transactionId} className={cn(l.cleared && "bg-muted/40")}>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  aria-label={`Cleared: ${l.description}, ${formatDay(l.date)}`}
                  checked={l.cleared}
                  disabled={!onTick}
                  onChange={(e) => onTick?.({ transactionIds: [l.transactionId], cleared: e.target.checked })}
                />
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDay(l.date)}</td>
              <td className="px-3 py-2">
                <span className="font-medium">{l.description}</span>
                {l.payee ? <span className="block text-muted-foreground">{l.payee}</span> : null}
              </td>
              <td className="px-3 py-2">{l.reference ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                <Money cents={l.amountCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
