import { Card } from "@propledger/ui";
import { FileText } from "lucide-react";
import { Link } from "wouter";
import { PageFrame } from "../components/PageFrame";
import { pageInfo } from "../pages/pageInfo";
import { SavedReportsSection } from "./builder/SavedReportsSection";
import { REPORTS } from "./catalog";

/** /reports — the standard reports, each opening its page with a period picker and downloads, and the rent roll. */
export default function ReportsPage() {
  const info = pageInfo("/reports");
  return (
    <PageFrame title={info.title} description={info.description} breadcrumbs={[{ label: "Reports" }]}>
      <section aria-labelledby="standard-reports" className="flex flex-col gap-3">
        <h2 id="standard-reports" className="text-lg font-semibold">
          Standard reports
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {REPORTS.map((r) => (
            <ReportCard
              key={r.slug}
              href={`/reports/${r.slug}`}
              title={r.title}
              description={r.description}
            />
          ))}
        </ul>
      </section>
      <SavedReportsSection />
      <section aria-labelledby="leasing-reports" className="flex flex-col gap-3">
        <h2 id="leasing-reports" className="text-lg font-semibold">
          Leasing reports
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <ReportCard
            href="/rent-roll"
            title="Rent Roll"
            description="Every unit with its tenant, lease dates, rent, deposit held and balance due, as CSV, XLSX or PDF."
          />
        </ul>
      </section>
    </PageFrame>
  );
}

function ReportCard({ href, title, description }: { href: string; title: string; description: string }) {
  return (
    <li>
      <Card className="h-full gap-2 px-4 py-4">
        <Link
          href={href}
          className="inline-flex min-h-6 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <FileText aria-hidden="true" className="size-4" />
          {title}
        </Link>
        <p className="text-sm text-muted-foreground">{description}</p>
      </Card>
    </li>
  );
}
