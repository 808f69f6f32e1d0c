import { Badge, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { PropertyDetail } from "../../shared/accounting";
import { PageFrame } from "../components/PageFrame";
import { api } from "../lib/api";
import { formatCents, formatDay, PROPERTY_TYPE_LABELS } from "./format";
import { ACCOUNTING, ErrorState, Skeleton } from "./shared";

/** /properties/:id — units, recent transactions and year-to-date income, expenses and NOI. */
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
          <Card>
            <CardHeader>
              <CardTitle as="h2">Units</CardTitle>
            </CardHeader>
            <CardContent>
              {detail.units.length === 0 ? (
                <p className="text-muted-foreground">This property has no units yet.</p>
              ) : (
                <ul className="divide-y divide-border" aria-label="Units">
                  {detail.units.map((unit) => (
                    <li key={unit.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <span className="font-medium">{unit.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {[
                          unit.beds !== null ? `${unit.beds} bd` : null,
                          unit.baths !== null ? `${unit.baths} ba` : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                        {unit.marketRentCents !== null
                          ? ` · market ${formatCents(unit.marketRentCents)}`
                          : ""}
                      </span>
                      <Badge variant={unit.occupied ? "default" : "outline"}>
                        {unit.occupied ? `Occupied${unit.tenant ? `: ${unit.tenant.name}` : ""}` : "Vacant"}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Recent transactions</CardTitle>
            </CardHeader>
            <CardContent>
              {detail.recentTransactions.length === 0 ? (
                <p className="text-muted-foreground">No transactions for this property yet.</p>
              ) : (
                <ul className="divide-y divide-border" aria-label="Recent transactions">
                  {detail.recentTransactions.map((t) => (
                    <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <span>
                        <span className="font-medium">{t.description}</span>
                        <span className="block text-sm text-muted-foreground">{formatDay(t.date)}</span>
                      </span>
                      <span className="tabular-nums">
                        {t.type === "expense" ? "−" : ""}
                        {formatCents(t.amountCents)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </PageFrame>
  );
}
