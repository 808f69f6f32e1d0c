import { useState } from "react";
import { useSearch } from "wouter";
import type { BuilderDefinition, SavedReport } from "../../../shared/report-builder";
import { today } from "../../accounting/format";
import { ErrorState, Skeleton } from "../../accounting/states";
import { PageFrame } from "../../components/PageFrame";
import { pageInfo } from "../../pages/pageInfo";
import { Downloads } from "../ReportPage";
import { downloadUrl, useBuilderRun, useSavedReport } from "./api";
import { BuilderForm, defaultDefinition } from "./BuilderForm";
import { BuilderResult } from "./BuilderResult";
import { SavedReportActions } from "./SavedReportActions";

const crumbs = [{ label: "Reports", href: "/reports" }];

/** The builder over one definition: the form, then the report it gives, with downloads and saving. */
export function ReportBuilder({
  initial,
  saved,
  title,
  description,
  intro,
}: {
  initial: BuilderDefinition;
  saved: SavedReport | null;
  title: string;
  description: string;
  intro?: React.ReactNode;
}) {
  const [definition, setDefinition] = useState(initial);
  const run = useBuilderRun(definition);
  return (
    <PageFrame
      title={title}
      description={description}
      breadcrumbs={crumbs}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <SavedReportActions definition={definition} saved={saved} />
          <Downloads url={(format) => downloadUrl(definition, format)} />
        </div>
      }
    >
      {intro}
      <BuilderForm initial={initial} onRun={setDefinition} pending={run.isFetching} />
      <BuilderResult
        definition={definition}
        statement={run.data}
        pending={run.isFetching}
        error={run.isError ? run.error : null}
        onRetry={() => run.refetch()}
      />
    </PageFrame>
  );
}

/** /reports/dynamic-builder — build a report (or open a saved one with ?report=<id>), run, chart, save. */
export default function DynamicBuilderPage() {
  const id = new URLSearchParams(useSearch()).get("report");
  const saved = useSavedReport(id);
  const info = pageInfo("/reports/dynamic-builder");
  if (id && (saved.isPending || saved.isError)) {
    return (
      <PageFrame title={info.title} description={info.description} breadcrumbs={crumbs}>
        {saved.isError ? (
          <ErrorState error={saved.error} onRetry={() => saved.refetch()} />
        ) : (
          <Skeleton rows={8} />
        )}
      </PageFrame>
    );
  }
  const report = id ? (saved.data ?? null) : null;
  return (
    <ReportBuilder
      key={report ? `${report.id}-${report.updatedAt}` : "new"}
      initial={report?.definition ?? defaultDefinition(today())}
      saved={report}
      title={report?.name ?? info.title}
      description={
        report
          ? `Saved report${report.createdByName ? ` by ${report.createdByName}` : ""}. Change it and save, or save it as a new report.`
          : info.description
      }
    />
  );
}
