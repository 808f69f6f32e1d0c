// A unit's lease on the property page: who is on it, the rent and term, and what they owe, with the
// way to the lease; a vacant unit offers a new lease. Leases decide who occupies a unit.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { LeaseView } from "../../../shared/leasing";
import { api } from "../../lib/api";
import { formatCents, formatDay } from "../format";

const LEASES = "/api/leasing/leases";
// Underlined: these links sit inside lines of text (colour alone does not tell them apart).
const linkClass = "text-primary underline underline-offset-4";

/** The property's leases by unit: the active one, and whether the unit was ever let through a lease. */
export function usePropertyLeases(propertyId: string) {
  const url = `${LEASES}?propertyId=${encodeURIComponent(propertyId)}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<{ items: LeaseView[] }>(url, { signal }),
  });
  const active = new Map<string, LeaseView>();
  const leased = new Set<string>();
  for (const l of query.data?.items ?? []) {
    if (l.status !== "draft") leased.add(l.unitId);
    if (l.status === "active") active.set(l.unitId, l);
  }
  return { active, leased, isError: query.isError };
}

export function UnitLeaseLine({ lease }: { lease: LeaseView }) {
  return (
    <div className="text-sm">
      <p>
        {lease.tenants.map((t, i) => (
          <span key={t.id}>
            {i > 0 ? ", " : ""}
            <Link href={`/tenants/${t.id}`} className={linkClass}>
              {t.name}
            </Link>
          </span>
        ))}{" "}
        · {formatCents(lease.rentCents)}/month · from {formatDay(lease.startDate)}{" "}
        {lease.moveOutDate
          ? `moving out ${formatDay(lease.moveOutDate)}`
          : lease.endDate
            ? `to ${formatDay(lease.endDate)}`
            : "month-to-month"}
      </p>
      <p className={lease.balanceCents > 0 ? "font-medium text-destructive" : "text-muted-foreground"}>
        {lease.balanceCents > 0
          ? `Balance owed ${formatCents(lease.balanceCents)}`
          : lease.balanceCents < 0
            ? `In credit ${formatCents(-lease.balanceCents)}`
            : "Nothing owed"}
        {" · "}
        <Link href={`/leases/${lease.id}`} className={linkClass}>
          Open lease<span className="sr-only"> for {lease.unitName}</span>
        </Link>
      </p>
    </div>
  );
}

export function NewLeaseLink({ unit }: { unit: { id: string; propertyId: string; name: string } }) {
  const query = new URLSearchParams({ propertyId: unit.propertyId, unitId: unit.id });
  return (
    <Link
      href={`/leases/new?${query}`}
      className="inline-flex min-h-8 items-center rounded-md px-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      New lease<span className="sr-only"> for {unit.name}</span>
    </Link>
  );
}
