// /rent-roll: every unit with its lease, rent, deposit held and balance due, with CSV/XLSX/PDF export.
import { Button } from "@propledger/ui";
import { Download } from "lucide-react";
import { Link } from "wouter";
import type { RentRoll } from "../../shared/leasing";
import { formatCents, formatDay } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { PageFrame } from "../components/PageFrame";
import { pageInfo } from "../pages/pageInfo";
import { LEASE_STATUS_LABELS, LEASING, useLeasing } from "./shared";

export default function RentRollPage() {
  const info = pageInfo("/rent-roll");
  const roll = useLeasing<RentRoll>("/rent-roll");
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }, { label: "Rent Payments", href: "/rent-payments" }]}
      actions={<ExportButtons />}
    >
      {roll.isPending ? (
        <Skeleton />
      ) : roll.isError ? (
        <ErrorState error={roll.error} onRetry={() => roll.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            As of {formatDay(roll.data.asOf)}: {roll.data.totals.occupied} of {roll.data.totals.units} units
            leased · rent {formatCents(roll.data.totals.rentCents)} · deposits held{" "}
            {formatCents(roll.data.totals.depositHeldCents)} · balance due{" "}
            {formatCents(roll.data.totals.balanceCents)}
          </p>
          <RentRollTable rows={roll.data.rows} />
        </>
      )}
    </PageFrame>
  );
}

function ExportButtons() {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Export</legend>
      {(["csv", "xlsx", "pdf"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={`${LEASING}/rent-roll/export?format=${format}`} download>
            <Download aria-hidden="true" className="size-4" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </fieldset>
  );
}

function RentRollTable({ rows }: { rows: RentRoll["rows"] }) {
  return (
    <TableScroll label="Rent roll table">
      <table className="w-full text-sm">
        <caption className="sr-only">Rent roll</caption>
        <TableHead
          columns={[
            { label: "Unit" },
            { label: "Tenants" },
            { label: "Lease" },
            { label: "Rent", end: true },
            { label: "Deposit held", end: true },
            { label: "Balance due", end: true },
            { label: "Status" },
          ]}
        />
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.unitId}>
              <td className="px-3 py-2 font-medium">
                {r.leaseId ? (
                  <Link
                    href={`/leases/${r.leaseId}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {r.propertyName} · {r.unitName}
                  </Link>
                ) : (
                  <Link
                    href={`/leases/new?propertyId=${r.propertyId}&unitId=${r.unitId}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {r.propertyName} · {r.unitName} (new lease)
                  </Link>
                )}
              </td>
              <td className="px-3 py-2">{r.tenants || "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {r.startDate
                  ? `${formatDay(r.startDate)} – ${r.endDate ? formatDay(r.endDate) : "month-to-month"}`
                  : "—"}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{formatCents(r.rentCents)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatCents(r.depositHeldCents)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatCents(r.balanceCents)}</td>
              <td className="px-3 py-2">{LEASE_STATUS_LABELS[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
