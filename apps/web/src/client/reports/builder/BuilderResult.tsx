import { lazy, Suspense } from "react";
import type { BuilderDefinition } from "../../../shared/report-builder";
import type { Statement } from "../../../shared/reports";
import { ErrorState, Skeleton } from "../../accounting/states";
import { StatementTable } from "../StatementTable";

const BuilderChart = lazy(() => import("./BuilderChart"));

export interface BuilderResultProps {
  definition: BuilderDefinition;
  statement: Statement | undefined;
  pending: boolean;
  error: unknown;
  onRetry(): void;
}

/** The report a definition gives: its chart (when asked for) above the table it is drawn from. */
export function BuilderResult({ definition, statement, pending, error, onRetry }: BuilderResultProps) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!statement) return pending ? <Skeleton rows={8} /> : null;
  const lines = statement.rows.filter((r) => r.kind === "line").length;
  return (
    <section aria-labelledby="builder-result" aria-busy={pending} className="flex flex-col gap-4">
      <h2 id="builder-result" className="text-lg font-semibold">
        {statement.title}
      </h2>
      {lines === 0 ? (
        <p className="text-sm text-muted-foreground">
          No transactions match this report. Widen the period or clear a filter.
        </p>
      ) : null}
      {definition.chart !== "none" && lines > 0 ? (
        <figure className="rounded-lg border border-border p-3">
          <figcaption className="mb-2 text-sm text-muted-foreground">
            {definition.chart === "line" ? "Line chart" : "Bar chart"} of the table below
          </figcaption>
          <div aria-hidden="true">
            <Suspense fallback={<Skeleton rows={6} />}>
              <BuilderChart statement={statement} definition={definition} />
            </Suspense>
          </div>
        </figure>
      ) : null}
      <StatementTable statement={statement} />
    </section>
  );
}
