import { Button, Card } from "@propledger/ui";
import { BarChart3, Sparkles, Wrench } from "lucide-react";
import { Link } from "wouter";
import { BUILDER_LABELS } from "../../../shared/report-builder";
import { describeRange } from "../../../shared/reports";
import { ErrorState, Skeleton } from "../../accounting/states";
import { useSavedReports } from "./api";
import { builderPath } from "./SavedReportActions";

/** /reports: the organization's saved reports, and the two ways to build a new one. */
export function SavedReportsSection() {
  const saved = useSavedReports();
  return (
    <section aria-labelledby="saved-reports" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-reports" className="text-lg font-semibold">
          Saved reports
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href="/reports/dynamic-builder">
              <Wrench aria-hidden="true" className="size-4" />
              Build a report
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href="/reports/ai-builder">
              <Sparkles aria-hidden="true" className="size-4" />
              Describe a report
            </Link>
          </Button>
        </div>
      </div>
      {saved.isPending ? (
        <Skeleton rows={2} />
      ) : saved.isError ? (
        <ErrorState error={saved.error} onRetry={() => saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. Build a report (rows, columns, filters and a chart) or describe one in a sentence, then
          save it: it appears here for everyone in your organization.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {saved.data.map((r) => (
            <li key={r.id}>
              <Card className="h-full gap-2 px-4 py-4">
                <Link
                  href={builderPath(r.id)}
                  className="inline-flex min-h-6 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <BarChart3 aria-hidden="true" className="size-4" />
                  {r.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {BUILDER_LABELS.measure[r.definition.measure]} by{" "}
                  {BUILDER_LABELS.rows[r.definition.rows].toLowerCase()}
                  {" · "}
                  {describeRange(r.definition)}
                  {r.createdByName ? ` · by ${r.createdByName}` : ""}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
