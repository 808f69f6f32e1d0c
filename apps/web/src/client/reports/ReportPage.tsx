import { Button } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { useParams } from "wouter";
import type { Statement } from "../../shared/reports";
import type { ScheduleE } from "../../shared/schedule-e";
import { toQuery } from "../accounting/api";
import { today } from "../accounting/format";
import { ErrorState, Skeleton } from "../accounting/states";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api } from "../lib/api";
import { REPORTS_API, type ReportEntry, reportBySlug } from "./catalog";
import { initialParams, ReportControls, type ReportParams, reportQuery } from "./ReportControls";
import { ScheduleETable } from "./ScheduleETable";
import { StatementTable } from "./StatementTable";

const crumbs = [{ label: "Reports", href: "/reports" }];

/** CSV, XLSX and PDF links for a report. */
export function Downloads({ url }: { url: (format: string) => string }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Download</legend>
      {(["csv", "xlsx", "pdf"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={url(format)} download>
            <Download aria-hidden="true" className="size-4" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </fieldset>
  );
}

/** One report; `day` is today's date (the default period and the years offered). */
export function Report({ report, day }: { report: ReportEntry; day: string }) {
  const [params, setParams] = useState<ReportParams>(() => initialParams(day));
  const query = reportQuery(report, params);
  const waiting = report.property === "required" && !params.propertyId;
  const path = `${REPORTS_API}/${report.slug}${toQuery(query)}`;
  const result = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<Statement | ScheduleE>(path, { signal }),
    enabled: !waiting,
  });
  return (
    <PageFrame
      title={report.title}
      description={report.description}
      breadcrumbs={crumbs}
      actions={
        waiting ? null : (
          <Downloads url={(format) => `${REPORTS_API}/${report.slug}${toQuery({ ...query, format })}`} />
        )
      }
    >
      <ReportControls
        report={report}
        params={params}
        onChange={setParams}
        currentYear={Number(day.slice(0, 4))}
      />
      {waiting ? (
        <p className="text-sm text-muted-foreground">Choose a property to see its statement.</p>
      ) : result.isPending ? (
        <Skeleton rows={8} />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => result.refetch()} />
      ) : report.slug === "schedule-e" ? (
        <ScheduleETable report={result.data as ScheduleE} />
      ) : (
        <StatementTable statement={result.data as Statement} />
      )}
    </PageFrame>
  );
}

/** /reports/:report — one standard report with its period picker and its CSV, XLSX and PDF. */
export default function ReportPage() {
  const { report = "" } = useParams<{ report: string }>();
  const entry = reportBySlug(report);
  if (!entry) {
    return (
      <PageFrame
        title="Report not found"
        description="There is no report at this address."
        breadcrumbs={crumbs}
      >
        <EmptyState title="Report not found">
          <p>Choose one of the standard reports.</p>
        </EmptyState>
      </PageFrame>
    );
  }
  return <Report key={entry.slug} report={entry} day={today()} />;
}
