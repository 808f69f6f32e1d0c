// The dashboard's leasing widgets: this month's rent paid against rent due with what is delinquent after
// the grace period, and the leases ending in the next 60 days. Both read GET /api/leasing/rent-summary.
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { CircleCheck, KeyRound, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AGING_BUCKETS, RentSummary } from "../../shared/leasing";
import { ROLES, type Role, roleRank } from "../../shared/roles";
import { Bar } from "../accounting/DashboardWidgets";
import { formatCents, formatDay } from "../accounting/format";
import { Skeleton } from "../accounting/states";
import { errorText } from "../lib/api";
import { useCurrentUser } from "../lib/session";
import { useLeasing } from "./shared";

const RENT_SUMMARY_PATH = "/rent-summary";
export const useRentSummary = () => useLeasing<RentSummary>(RENT_SUMMARY_PATH);
export type RentSummaryQuery = ReturnType<typeof useRentSummary>;

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const AGING_LABELS: Record<(typeof AGING_BUCKETS)[number], string> = {
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
};
const textLink = "font-medium text-primary underline-offset-4 hover:underline";

/** Managers and above may create leases (the API answers 403 to the others); null until the role is known. */
function useCanWriteLeases(): boolean | null {
  const { role } = useCurrentUser();
  if (role === null) return null;
  return ROLES.includes(role as Role) && roleRank(role as Role) >= roleRank("manager");
}

function WidgetCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** Loading and failure inside the card: the rest of the dashboard does not depend on these figures. */
function QueryState({ query }: { query: RentSummaryQuery }) {
  if (query.isPending) return <Skeleton rows={3} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p>Rent figures could not be loaded. {errorText(query.error, "The server did not answer.")}</p>
      <Button variant="outline" size="sm" onClick={() => query.refetch()}>
        <RefreshCw aria-hidden="true" className="size-4" /> Try again
      </Button>
    </div>
  );
}

export function RentThisMonthCard({ query }: { query: RentSummaryQuery }) {
  const s = query.data;
  const title = "Rent this month";
  if (!s) {
    return (
      <WidgetCard title={title}>
        <QueryState query={query} />
      </WidgetCard>
    );
  }
  const description = monthName.format(new Date(`${s.month}-01T00:00:00Z`));
  return (
    <WidgetCard title={title} description={description}>
      {s.hasLeases ? <RentFigures s={s} /> : <NoLeases />}
    </WidgetCard>
  );
}

function NoLeases() {
  const canWrite = useCanWriteLeases();
  return (
    <div className="flex flex-col items-start gap-3 text-sm">
      <p className="text-muted-foreground">
        No leases yet. Rent due, payments and overdue rent show here once a unit has an active lease.
      </p>
      {canWrite === null ? null : canWrite ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/leases/new">
            <KeyRound aria-hidden="true" /> Create a lease for a unit
          </Link>
        </Button>
      ) : (
        <p className="text-muted-foreground">A manager or an administrator can create one.</p>
      )}
    </div>
  );
}

function RentFigures({ s }: { s: RentSummary }) {
  const rate = s.collectionRatePct;
  const allPaid = s.dueCents > 0 && s.collectedCents >= s.dueCents;
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-2xl font-semibold tabular-nums">
          {formatCents(s.collectedCents)}
          <span className="text-base font-medium text-muted-foreground">
            {" "}
            of {formatCents(s.dueCents)} due
          </span>
        </p>
        {rate !== null ? (
          // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled like the dashboard's other bars
          <div
            role="meter"
            aria-label="Rent collected this month"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, rate)}
            aria-valuetext={`${rate} % collected: ${formatCents(s.collectedCents)} of ${formatCents(s.dueCents)}`}
          >
            <Bar fraction={rate / 100} className="h-3" />
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {rate === null ? "Nothing is due this month." : `${rate} % collected. `}
          Collected is the part of this month's charges paid or credited, whenever the money came in. Payments
          received this month: {formatCents(s.receivedCents)}.
        </p>
      </div>
      {allPaid ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="size-4 text-primary" /> All of this month's rent is
          collected.
        </p>
      ) : null}
      <Delinquency s={s} />
    </>
  );
}

function Delinquency({ s }: { s: RentSummary }) {
  const d = s.delinquent;
  if (d.cents === 0) return <p className="text-sm">Nothing is overdue past the grace period.</p>;
  return (
    <section aria-labelledby="rent-delinquent" className="flex flex-col gap-2 text-sm">
      <h3 id="rent-delinquent" className="font-medium">
        Delinquent: {formatCents(d.cents)} on {d.leases} {d.leases === 1 ? "lease" : "leases"}
      </h3>
      <p className="text-muted-foreground">
        Still open after the due date and the lease's grace days, by age.
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {d.aging.map((a) => (
          <div key={a.bucket} className="flex flex-col">
            <dt className="text-muted-foreground">{AGING_LABELS[a.bucket]}</dt>
            <dd className="font-medium tabular-nums">{formatCents(a.cents)}</dd>
          </div>
        ))}
      </dl>
      <Link href="/rent-payments" className={`w-fit ${textLink}`}>
        See overdue rent and record payments
      </Link>
    </section>
  );
}

export function LeasesEndingCard({ query }: { query: RentSummaryQuery }) {
  const s = query.data;
  const title = "Leases ending soon";
  if (!s) {
    return (
      <WidgetCard title={title}>
        <QueryState query={query} />
      </WidgetCard>
    );
  }
  const { count, days, items } = s.ending;
  return (
    <WidgetCard title={title} description={`In the next ${days} days`}>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">No lease ends in the next {days} days.</p>
      ) : (
        <>
          <p className="text-2xl font-semibold tabular-nums">
            {count}
            <span className="text-base font-medium text-muted-foreground">
              {" "}
              {count === 1 ? "lease ends" : "leases end"} by {formatDay(addDays(s.asOf, days))}
            </span>
          </p>
          <ul className="flex flex-col gap-3 text-sm">
            {items.map((l) => (
              <li key={l.leaseId} className="flex flex-col">
                <Link href={`/leases/${l.leaseId}`} className={`w-fit ${textLink}`}>
                  {l.tenants || "No tenant named"}
                </Link>
                <span className="text-muted-foreground">
                  {l.propertyName} · {l.unitName} · ends {formatDay(l.endDate)}
                </span>
              </li>
            ))}
          </ul>
          {count > items.length ? (
            <Link href="/rent-roll" className={`w-fit text-sm ${textLink}`}>
              {count - items.length} more on the rent roll
            </Link>
          ) : null}
        </>
      )}
    </WidgetCard>
  );
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
