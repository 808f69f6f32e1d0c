// /rent-payments: the month's rent (due, collected, what is still open), overdue charges by age, a
// payment form per lease, and the month's payments recorded in one form.
import { Button, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { Banknote } from "lucide-react";
import { Link } from "wouter";
import type { DueItem, RentCollections } from "../../shared/rent-roll";
import { formatCents } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { pageInfo } from "../pages/pageInfo";
import { BulkPaymentsForm } from "./BulkPaymentsForm";
import { useLeasing } from "./shared";

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
          <BulkPaymentsForm c={data.data} />
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
    ["Received this month", c.receivedCents],
    ["Overdue", c.overdueCents],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      <section aria-labelledby="aging-heading" className="sm:col-span-2 lg:col-span-4">
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
