// A lease's ledger with its running balance, and the corrections made from it: waiving an unpaid late
// fee, voiding a payment that did not happen (a bounced check, the wrong lease).
import { Button, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LeaseLedger, LedgerEntry } from "../../shared/leasing";
import { formatCents, formatDay } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { api, errorText } from "../lib/api";
import { invalidateLeasing, LEASING, useCanChangeLeasing } from "./shared";

const waivable = (e: LedgerEntry) =>
  e.chargeType === "late_fee" && !e.waived && e.openCents === e.amountCents;
/** Deposit money applied at move-out belongs to the disposition, not to a payment the tenant made. */
const voidable = (e: LedgerEntry) => e.kind === "payment" && e.method !== "deposit";

export function LedgerTable({ ledger }: { ledger: LeaseLedger }) {
  const queryClient = useQueryClient();
  const canChange = useCanChangeLeasing();
  const [doomed, setDoomed] = useState<LedgerEntry | null>(null);
  const waive = useMutation({
    mutationFn: (chargeId: string) => api.post<LeaseLedger>(`${LEASING}/charges/${chargeId}/waive`),
    onSuccess: async () => {
      await invalidateLeasing(queryClient);
      toast({ title: "Late fee waived" });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <section aria-labelledby="ledger-heading" className="flex flex-col gap-2">
      <h2 id="ledger-heading" className="text-lg font-semibold">
        Ledger · balance {formatCents(ledger.balanceCents)}
        {ledger.unappliedCents > 0 ? ` (credit ${formatCents(ledger.unappliedCents)} to apply)` : ""}
      </h2>
      {ledger.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No charges or payments yet.</p>
      ) : (
        <TableScroll label="Lease ledger">
          <table className="w-full text-sm">
            <caption className="sr-only">Ledger</caption>
            <TableHead
              columns={[
                { label: "Date" },
                { label: "Description" },
                { label: "Amount", end: true },
                { label: "Open", end: true },
                { label: "Balance", end: true },
                { label: "Actions" },
              ]}
            />
            <tbody className="divide-y divide-border">
              {ledger.entries.map((e) => (
                <LedgerRow
                  key={e.id}
                  entry={e}
                  canChange={canChange}
                  waiving={waive.isPending}
                  onWaive={() => waive.mutate(e.id)}
                  onVoid={() => setDoomed(e)}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title="Void this payment?"
        description={
          doomed
            ? `The ${formatCents(-doomed.amountCents)} received on ${formatDay(doomed.date)} is removed from the ledger and the books, and the charges it paid are owed again. Record it again if it was only entered wrong.`
            : ""
        }
        confirmLabel="Void payment"
        pendingLabel="Voiding…"
        action={() => api.delete<LeaseLedger>(`${LEASING}/payments/${doomed?.id}`)}
        onDone={async () => {
          setDoomed(null);
          await invalidateLeasing(queryClient);
          toast({ title: "Payment voided" });
        }}
      />
    </section>
  );
}

function LedgerRow({
  entry: e,
  canChange,
  waiving,
  onWaive,
  onVoid,
}: {
  entry: LedgerEntry;
  canChange: boolean;
  waiving: boolean;
  onWaive(): void;
  onVoid(): void;
}) {
  return (
    <tr>
      <td className="px-3 py-2 whitespace-nowrap">{formatDay(e.date)}</td>
      <td className="px-3 py-2">
        {e.description}
        {e.waived ? " (waived)" : ""}
      </td>
      <td className="px-3 py-2 text-end tabular-nums">{formatCents(e.amountCents)}</td>
      <td className="px-3 py-2 text-end tabular-nums">{e.openCents ? formatCents(e.openCents) : ""}</td>
      <td className="px-3 py-2 text-end tabular-nums">{formatCents(e.balanceCents)}</td>
      <td className="px-3 py-2">
        {canChange && waivable(e) ? (
          <Button variant="outline" size="sm" disabled={waiving} onClick={onWaive}>
            Waive
          </Button>
        ) : null}
        {canChange && voidable(e) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Void payment of ${formatCents(-e.amountCents)} on ${formatDay(e.date)}`}
            onClick={onVoid}
          >
            Void
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
