// /rent-roll: every unit with its lease, rent, deposit held and balance due, a page at a time, with
// CSV/XLSX/PDF export of the whole filter.
import { Button } from "@propledger/ui";
import { Building2, Download } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { RENT_ROLL_STATUS_LABELS, type RentRoll } from "../../shared/rent-roll";
import { toQuery } from "../accounting/api";
import { formatCents, formatDay } from "../accounting/format";
import { Pager } from "../accounting/list/Pager";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { pageInfo } from "../pages/pageInfo";
import { PropertyFilter } from "./PropertyFilter";
import { LEASING, useLeasing } from "./shared";

const PAGE_SIZE = 100;

export default function RentRollPage() {
  const info = pageInfo("/rent-roll");
  const [propertyId, setPropertyId] = useState("");
  const [page, setPage] = useState(1);
  const roll = useLeasing<RentRoll>(
    "/rent-roll",
    { propertyId, page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }, { label: "Rent Payments", href: "/rent-payments" }]}
      actions={<ExportButtons propertyId={propertyId} />}
    >
      <div className="flex flex-wrap items-end gap-3">
        <PropertyFilter
          id="rent-roll-property"
          value={propertyId}
          onChange={(event) => {
            setPropertyId(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {roll.isPending ? (
        <Skeleton />
      ) : roll.isError ? (
        <ErrorState error={roll.error} onRetry={() => roll.refetch()} />
      ) : roll.data.totals.units === 0 && !propertyId ? (
        <EmptyState
          icon={<Building2 aria-hidden="true" />}
          title="No units yet"
          action={
            <Button asChild>
              <Link href="/properties">Add a property</Link>
            </Button>
          }
        >
          <p>
            The rent roll lists every unit of your properties with its lease. Add a property and its units
            first.
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            As of {formatDay(roll.data.asOf)}: {roll.data.totals.occupied} of {roll.data.totals.units} units
            occupied · rent {formatCents(roll.data.totals.rentCents)} · deposits held{" "}
            {formatCents(roll.data.totals.depositHeldCents)} · balance due{" "}
            {formatCents(roll.data.totals.balanceCents)}
          </p>
          <RentRollTable rows={roll.data.rows} />
          <Pager page={page} pageSize={PAGE_SIZE} total={roll.data.totals.units} onPage={setPage} />
        </>
      )}
    </PageFrame>
  );
}

/** Every unit of the filter, not only the page on screen. */
function ExportButtons({ propertyId }: { propertyId: string }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Export</legend>
      {(["csv", "xlsx", "pdf"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={`${LEASING}/rent-roll/export${toQuery({ propertyId, format })}`} download>
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
              <td className="px-3 py-2">{RENT_ROLL_STATUS_LABELS[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
