import { Card } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { PropertyDetail } from "../../shared/accounting";
import { PageFrame } from "../components/PageFrame";
import { api } from "../lib/api";
import { ACCOUNTING } from "./api";
import { formatCents, PROPERTY_TYPE_LABELS } from "./format";
import { DeletePropertyButton } from "./property/DeletePropertyButton";
import { PropertyDetails } from "./property/PropertyDetails";
import { PropertyTransactions } from "./property/PropertyTransactions";
import { UnitsCard } from "./property/UnitsCard";
import { ErrorState, Skeleton } from "./states";

/** /properties/:id — year-to-date figures, the details (edited in place), units with tenants, its transactions. */
export default function PropertyDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const query = useQuery({
    queryKey: [`${ACCOUNTING}/properties/${id}`],
    queryFn: ({ signal }) =>
      api.get<PropertyDetail>(`${ACCOUNTING}/properties/${encodeURIComponent(id)}`, { signal }),
  });
  const detail = query.data;
  const property = detail?.property;
  const crumbs = [{ label: "Property Management" }, { label: "Properties", href: "/properties" }];
  return (
    <PageFrame
      title={property?.name ?? "Property"}
      description={
        property
          ? [property.addressLine1, property.city, property.state, property.postalCode]
              .filter(Boolean)
              .join(", ") || PROPERTY_TYPE_LABELS[property.type]
          : "Property details"
      }
      breadcrumbs={crumbs}
      actions={property ? <DeletePropertyButton property={property} /> : null}
    >
      {query.isPending ? (
        <Skeleton rows={6} />
      ) : query.isError || !detail || !property ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[
              ["Income year to date", formatCents(detail.ytd.incomeCents)],
              ["Expenses year to date", formatCents(detail.ytd.expenseCents)],
              ["Net operating income", formatCents(detail.ytd.noiCents)],
              [
                "Occupancy",
                detail.occupancyPct === null ? "No units" : `${Math.round(detail.occupancyPct)}%`,
              ],
            ].map(([label, value]) => (
              <Card key={label} className="gap-1 py-4">
                <dt className="px-4 text-sm text-muted-foreground">{label}</dt>
                <dd className="px-4 text-xl font-semibold tabular-nums">{value}</dd>
              </Card>
            ))}
          </dl>
          <PropertyDetails property={property} />
          <UnitsCard propertyId={property.id} units={detail.units} />
          <PropertyTransactions propertyId={property.id} />
        </>
      )}
    </PageFrame>
  );
}
