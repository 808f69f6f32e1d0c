// The figures of a reconciliation: statement balance, opening balance, cleared total and the
// difference the server computed. While ticking, the difference is announced politely.
import { Card, CardContent, cn } from "@propledger/ui";
import type { ReconciliationSummary } from "../../../shared/reconciliation";
import { formatCents } from "../../accounting/format";

/** Signed money: a minus sign rather than colour alone tells a decrease. */
export function Money({ cents }: { cents: number }) {
  return <>{cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}</>;
}

export function SummaryFigures({
  summary,
  live = false,
}: {
  summary: ReconciliationSummary;
  live?: boolean;
}) {
  const zero = summary.differenceCents === 0;
  const figures: [string, number][] = [
    ["Statement ending balance", summary.statementBalanceCents],
    ["Opening balance", summary.openingBalanceCents],
    [`Cleared (${summary.clearedCount})`, summary.clearedCents],
  ];
  return (
    <Card>
      <CardContent className="py-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map(([label, cents]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                <Money cents={cents} />
              </dd>
            </div>
          ))}
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">Difference</dt>
            <dd
              className={cn("text-lg font-semibold tabular-nums", zero ? "text-success" : "text-destructive")}
            >
              <span {...(live ? { role: "status", "aria-live": "polite" as const } : {})}>
                <Money cents={summary.differenceCents} />
                <span className="sr-only">{zero ? " (balanced)" : " (not balanced)"}</span>
              </span>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
