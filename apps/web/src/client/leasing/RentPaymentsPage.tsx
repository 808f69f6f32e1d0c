// /rent-payments: the month's rent (due, collected, what is still open), overdue charges by age, a
// payment form per lease, and the month's payments recorded in one form.
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Banknote } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { DueItem, RentCollections } from "../../shared/leasing";
import { formatCents, formatDay, parseAmountToCents } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { FormMessage } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { invalidateLeasing, LEASING, useLeasing } from "./shared";

export default function RentPaymentsPage() {
  const info = pageInfo("/rent-payments");
  const data = useLeasing<RentCollections>("/rent-payments");
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }]}
      actions={
        <Button asChild variant="outline">
          <Link href="/rent-roll">Rent roll</Link>
        </Button>
      }
    >
      {data.isPending ? (
        <Skeleton rows={4} />
      ) : data.isError ? (
        <ErrorState error={data.error} onRetry={() => data.refetch()} />
      ) : data.data.dueThisMonth.length === 0 && data.data.overdue.length === 0 ? (
        <EmptyState
          icon={<Banknote aria-hidden="true" />}
          title="No rent due this month"
          action={
            <Button asChild>
              <Link href="/leases/new">New lease</Link>
            </Button>
          }
        >
          <p>Rent appears here once a unit has an active lease. Create one from a tenant or a unit.</p>
        </EmptyState>
      ) : (
        <>
          <Summary c={data.data} />
          <BulkForm c={data.data} />
          <Overdue items={data.data.overdue} />
        </>
      )}
    </PageFrame>
  );
}

function Summary({ c }: { c: RentCollections }) {
  const cards: [string, number][] = [
    ["Due this month", c.dueCents],
    ["Collected this month", c.collectedCents],
    ["Overdue", c.overdueCents],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map(([label, cents]) => (
        <Card key={label} className="gap-1">
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              {label}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-2xl font-semibold tabular-nums">{formatCents(cents)}</CardContent>
        </Card>
      ))}
      <section aria-labelledby="aging-heading" className="sm:col-span-3">
        <h2 id="aging-heading" className="mb-2 text-lg font-semibold">
          Overdue by age
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {c.aging.map((a) => (
            <div key={a.bucket} className="rounded-md border border-border p-3">
              <dt className="text-sm text-muted-foreground">{a.bucket} days</dt>
              <dd className="font-semibold tabular-nums">
                {formatCents(a.cents)}{" "}
                <span className="text-sm font-normal text-muted-foreground">({a.count})</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** One row per lease with money open this month, pre-filled with what is open; all recorded at once. */
function BulkForm({ c }: { c: RentCollections }) {
  const queryClient = useQueryClient();
  const leases = [...new Map(c.dueThisMonth.map((i) => [i.leaseId, i])).values()];
  const openOf = (leaseId: string) =>
    c.dueThisMonth.filter((i) => i.leaseId === leaseId).reduce((s, i) => s + i.openCents, 0);
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      leases.map((l) => [l.leaseId, openOf(l.leaseId) > 0 ? (openOf(l.leaseId) / 100).toFixed(2) : ""]),
    ),
  );
  const [date, setDate] = useState(c.asOf);
  const record = useMutation({
    mutationFn: (payments: { leaseId: string; amountCents: number }[]) =>
      api.post(`${LEASING}/payments/bulk`, {
        payments: payments.map((p) => ({ ...p, date, method: "check" })),
      }),
    onSuccess: async (_data, payments) => {
      await invalidateLeasing(queryClient);
      toast({ title: `${payments.length} payments recorded` });
    },
  });
  const rows = leases.map((l) => ({ item: l, cents: parseAmountToCents(amounts[l.leaseId] ?? "") }));
  const toRecord = rows
    .filter((r) => r.cents)
    .map((r) => ({ leaseId: r.item.leaseId, amountCents: r.cents! }));
  return (
    <form
      aria-labelledby="due-heading"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (toRecord.length) record.mutate(toRecord);
      }}
    >
      <h2 id="due-heading" className="text-lg font-semibold">
        Due this month
      </h2>
      <FormMessage kind="error">{record.isError ? errorText(record.error) : null}</FormMessage>
      <DueTable leases={leases} openOf={openOf} amounts={amounts} setAmounts={setAmounts} />
      <div className="flex flex-wrap items-end justify-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Date received
          <input
            type="date"
            className="h-9 rounded-md border border-input bg-background px-2"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={record.isPending || toRecord.length === 0}>
          {record.isPending ? "Recording…" : `Record ${toRecord.length} payments`}
        </Button>
      </div>
    </form>
  );
}

function DueTable({
  leases,
  openOf,
  amounts,
  setAmounts,
}: {
  leases: DueItem[];
  openOf(leaseId: string): number;
  amounts: Record<string, string>;
  setAmounts: React.Dispatch<React.SetStateAction<Record<string, string>>>;
}) {
  return (
    <TableScroll label="Rent due this month">
      <table className="w-full text-sm">
        <caption className="sr-only">Rent due this month</caption>
        <TableHead
          columns={[
            { label: "Unit" },
            { label: "Tenants" },
            { label: "Due" },
            { label: "Open", end: true },
            { label: "Received", end: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {leases.map((item) => (
            <tr key={item.leaseId}>
              <td className="px-3 py-2 font-medium">
                <Link
                  href={`/leases/${item.leaseId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {item.propertyName} · {item.unitName}
                </Link>
              </td>
              <td className="px-3 py-2">{item.tenants}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDay(item.dueDate)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatCents(openOf(item.leaseId))}</td>
              <td className="px-3 py-2 text-end">
                <input
                  aria-label={`Amount received for ${item.propertyName} ${item.unitName}`}
                  inputMode="decimal"
                  className="h-9 w-28 rounded-md border border-input bg-background px-2 text-end tabular-nums"
                  value={amounts[item.leaseId] ?? ""}
                  onChange={(e) => setAmounts((a) => ({ ...a, [item.leaseId]: e.target.value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Overdue({ items }: { items: DueItem[] }) {
  return (
    <section aria-labelledby="overdue-heading" className="flex flex-col gap-2">
      <h2 id="overdue-heading" className="text-lg font-semibold">
        Overdue
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing is overdue.</p>
      ) : (
        <TableScroll label="Overdue charges">
          <table className="w-full text-sm">
            <caption className="sr-only">Overdue charges</caption>
            <TableHead
              columns={[
                { label: "Unit" },
                { label: "Tenants" },
                { label: "Charge" },
                { label: "Days overdue", end: true },
                { label: "Open", end: true },
              ]}
            />
            <tbody className="divide-y divide-border">
              {items.map((i) => (
                <tr key={i.chargeId}>
                  <td className="px-3 py-2 font-medium">
                    <Link
                      href={`/leases/${i.leaseId}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {i.propertyName} · {i.unitName}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{i.tenants}</td>
                  <td className="px-3 py-2">{i.description}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{i.daysOverdue}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatCents(i.openCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
