// /leases/:id: the lease's terms, its ledger with a running balance, the charges to come, and the
// actions of its life: activate, record a payment, waive a late fee, renew, end, dispose of the deposit;
// its generated PDFs and the files uploaded to it (the signed lease).
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "wouter";
import type { LeaseLedger, LeaseView } from "../../shared/leasing";
import { formatCents, formatDay } from "../accounting/format";
import { ErrorState, Skeleton } from "../accounting/states";
import { PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { DispositionDialog } from "./DepositDisposition";
import { EditLeaseDialog } from "./EditLeaseDialog";
import { EndDialog, PaymentDialog, RenewDialog } from "./LeaseActions";
import { LeaseDocuments } from "./LeaseDocuments";
import { LeaseUploads } from "./LeaseUploads";
import { LedgerTable } from "./LedgerTable";
import {
  CHARGE_TYPE_LABELS,
  invalidateLeasing,
  LEASE_STATUS_LABELS,
  LEASING,
  leaseTerm,
  useCanChangeLeasing,
  useLeasing,
} from "./shared";

type Open = "payment" | "edit" | "renew" | "end" | "deposit" | null;

export default function LeaseDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const lease = useLeasing<LeaseView>(`/leases/${id}`);
  const ledger = useLeasing<LeaseLedger>(`/leases/${id}/ledger`);
  const [open, setOpen] = useState<Open>(null);
  const l = lease.data;
  return (
    <PageFrame
      title={l ? `${l.propertyName} · ${l.unitName}` : "Lease"}
      description={
        l
          ? `${l.tenants.map((t) => t.name).join(", ")} · ${leaseTerm(l, formatDay)}`
          : "Terms, ledger and charges to come"
      }
      breadcrumbs={[{ label: "Property Management" }, { label: "Tenants", href: "/tenants" }]}
      actions={l ? <Actions lease={l} onOpen={setOpen} /> : undefined}
    >
      {lease.isPending ? (
        <Skeleton rows={4} />
      ) : lease.isError ? (
        <ErrorState error={lease.error} onRetry={() => lease.refetch()} />
      ) : (
        <>
          <Terms lease={lease.data} />
          {ledger.data ? (
            <LedgerTable ledger={ledger.data} />
          ) : ledger.isError ? (
            <ErrorState error={ledger.error} onRetry={() => ledger.refetch()} />
          ) : (
            <Skeleton rows={3} />
          )}
          <ChargesToCome lease={lease.data} ledger={ledger.data} />
          <LeaseDocuments lease={lease.data} ledger={ledger.data} />
          <LeaseUploads leaseId={lease.data.id} />
          {open === "payment" && ledger.data ? (
            <PaymentDialog lease={lease.data} ledger={ledger.data} open onOpenChange={() => setOpen(null)} />
          ) : null}
          {open === "edit" ? (
            <EditLeaseDialog lease={lease.data} open onOpenChange={() => setOpen(null)} />
          ) : null}
          {open === "renew" ? (
            <RenewDialog lease={lease.data} open onOpenChange={() => setOpen(null)} />
          ) : null}
          {open === "end" ? <EndDialog lease={lease.data} open onOpenChange={() => setOpen(null)} /> : null}
          {open === "deposit" ? (
            <DispositionDialog lease={lease.data} open onOpenChange={() => setOpen(null)} />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}

function Actions({ lease, onOpen }: { lease: LeaseView; onOpen(o: Open): void }) {
  const queryClient = useQueryClient();
  const canChange = useCanChangeLeasing();
  const activate = useMutation({
    mutationFn: () => api.post<LeaseView>(`${LEASING}/leases/${lease.id}/activate`),
    onSuccess: async () => {
      await invalidateLeasing(queryClient);
      toast({ title: "Lease activated" });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  // Viewers read the lease; every action here writes.
  if (!canChange) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {lease.status === "draft" ? <Button onClick={() => activate.mutate()}>Activate</Button> : null}
      {lease.status !== "draft" ? <Button onClick={() => onOpen("payment")}>Record payment</Button> : null}
      {lease.status === "draft" || lease.status === "active" ? (
        <Button variant="outline" onClick={() => onOpen("edit")}>
          Edit
        </Button>
      ) : null}
      {lease.status === "active" ? (
        <>
          <Button variant="outline" onClick={() => onOpen("renew")}>
            Renew
          </Button>
          {lease.moveOutDate ? null : (
            <Button variant="outline" onClick={() => onOpen("end")}>
              End lease
            </Button>
          )}
        </>
      ) : null}
      {lease.moveOutDate && lease.depositHeldCents > 0 ? (
        <Button variant="outline" onClick={() => onOpen("deposit")}>
          Deposit disposition
        </Button>
      ) : null}
    </span>
  );
}

function Terms({ lease }: { lease: LeaseView }) {
  const fee =
    lease.lateFeeKind === "none"
      ? "None"
      : `${lease.lateFeeKind === "flat" ? formatCents(lease.lateFeeAmount) : `${lease.lateFeeAmount / 100} % of rent`} ${lease.lateFeeMode === "daily" ? "a day" : "once"} after ${lease.graceDays} days of grace`;
  const rows: [string, string][] = [
    ["Rent", `${formatCents(lease.rentCents)} due on day ${lease.dueDay}`],
    [
      "Other charges",
      lease.recurringCharges.map((c) => `${c.description} ${formatCents(c.amountCents)}`).join(", ") ||
        "None",
    ],
    ["Late fee", fee],
    ["Deposit held", formatCents(lease.depositHeldCents)],
    ["Move-out", lease.moveOutDate ? formatDay(lease.moveOutDate) : "—"],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        <CardTitle as="h2" className="text-base">
          Terms
        </CardTitle>
        <Badge variant="secondary">{LEASE_STATUS_LABELS[lease.status]}</Badge>
        {lease.renewedFromId ? (
          <Link
            href={`/leases/${lease.renewedFromId}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Previous lease
          </Link>
        ) : null}
        {lease.renewedToId ? (
          <Link
            href={`/leases/${lease.renewedToId}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Renewal
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The next three periods the charge job will bill, from the lease's terms. */
export function upcomingCharges(lease: LeaseView, from: string) {
  if (lease.status !== "active" && lease.status !== "draft") return [];
  const last = lease.moveOutDate ?? lease.endDate;
  const out: { period: string; description: string; amountCents: number }[] = [];
  const [y, m] = from.split("-").map(Number) as [number, number];
  // from "YYYY-MM-00" (nothing charged yet) the first period is the start month itself
  const first = from.endsWith("-00") ? 0 : 1;
  for (let i = first; i < first + 3; i++) {
    const d = new Date(Date.UTC(y, m - 1 + i, lease.dueDay));
    const due = d.toISOString().slice(0, 10);
    if (due < lease.startDate || (last && due.slice(0, 7) > last.slice(0, 7))) continue;
    out.push({ period: due, description: CHARGE_TYPE_LABELS.rent, amountCents: lease.rentCents });
    for (const c of lease.recurringCharges)
      out.push({ period: due, description: c.description, amountCents: c.amountCents });
  }
  return out;
}

/** After the last period on the ledger (the job has charged through it). */
function ChargesToCome({ lease, ledger }: { lease: LeaseView; ledger?: LeaseLedger }) {
  const charged = ledger?.entries
    .filter((e) => e.kind === "charge" && e.chargeType !== "late_fee")
    .at(-1)?.date;
  const items = upcomingCharges(lease, charged ?? `${lease.startDate.slice(0, 7)}-00`);
  return (
    <section aria-labelledby="upcoming-heading" className="flex flex-col gap-2">
      <h2 id="upcoming-heading" className="text-lg font-semibold">
        Charges to come
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None: the lease has ended.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((c) => (
            <li
              key={`${c.period}-${c.description}`}
              className="flex justify-between gap-4 rounded-md border border-border px-3 py-2"
            >
              <span>
                {formatDay(c.period)} · {c.description}
              </span>
              <span className="tabular-nums">{formatCents(c.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
