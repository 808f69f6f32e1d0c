// The dashboard's widgets: what each shows, what the customise panel calls it, and how wide it is drawn.
import type { ReactNode } from "react";
import type { Dashboard } from "../../../shared/accounting";
import { DASHBOARD_WIDGET_LABELS, type DashboardWidgetId } from "../../../shared/preferences";
import { LeasesEndingCard, type RentSummaryQuery, RentThisMonthCard } from "../../leasing/RentSummaryCards";
import { HealthCard, IncomeExpenseChart, KpiCards, PropertyTable } from "../DashboardWidgets";
import { OnboardingCard } from "./OnboardingCard";

export interface DashboardWidget {
  id: DashboardWidgetId;
  label: string;
  /** One line in the customise panel: what the widget shows. */
  description: string;
  /** A wide and a narrow widget side by side share a row on large screens; anything else is full width. */
  width: "full" | "wide" | "narrow";
  content: ReactNode;
}

/**
 * The widgets that have something to show for these figures (the checklist goes once every step is done;
 * the leases ending soon once there are leases, the rent card says how to create the first one).
 */
export function dashboardWidgets(
  data: Dashboard,
  rent: RentSummaryQuery,
  greeting: string,
): DashboardWidget[] {
  const all: (Omit<DashboardWidget, "label"> & { shown: boolean })[] = [
    {
      id: "onboarding",
      description: "The four steps to set up your books, until they are done",
      width: "full",
      shown: !data.onboarding.done,
      content: <OnboardingCard greeting={greeting} onboarding={data.onboarding} />,
    },
    {
      id: "figures",
      description: "Income, expenses and NOI this month and year to date",
      width: "full",
      shown: true,
      content: <KpiCards data={data} />,
    },
    {
      id: "rent",
      description: "Rent collected against rent due this month, and what is overdue",
      width: "wide",
      shown: true,
      content: <RentThisMonthCard query={rent} />,
    },
    {
      id: "leasesEnding",
      description: "Leases ending in the next 60 days, with their tenants",
      width: "narrow",
      shown: rent.data?.hasLeases === true,
      content: <LeasesEndingCard query={rent} />,
    },
    {
      id: "chart",
      description: "Income and expenses month by month",
      width: "wide",
      shown: true,
      content: <IncomeExpenseChart series={data.series} />,
    },
    {
      id: "health",
      description: "A score out of 100 and the parts it is made of",
      width: "narrow",
      shown: true,
      content: <HealthCard health={data.health} />,
    },
    {
      id: "properties",
      description: "Each property's occupancy, income, expenses and NOI",
      width: "full",
      shown: data.properties.items.length > 0,
      content: <PropertyTable properties={data.properties} />,
    },
  ];
  return all
    .filter((w) => w.shown)
    .map(({ shown: _, ...w }) => ({ ...w, label: DASHBOARD_WIDGET_LABELS[w.id] }));
}

/** The shown widgets in the user's order; a wide and a narrow neighbour share a row, in that order. */
export function WidgetRows({ widgets }: { widgets: DashboardWidget[] }) {
  const rows: DashboardWidget[][] = [];
  for (let i = 0; i < widgets.length; i++) {
    const here = widgets[i] as DashboardWidget;
    const next = widgets[i + 1];
    const pair =
      next && new Set([here.width, next.width]).size === 2 && here.width !== "full" && next.width !== "full";
    rows.push(pair ? [here, next] : [here]);
    if (pair) i++;
  }
  // Each widget in a one-cell grid: its card fills the cell, so two cards side by side are as tall as each other;
  // the column is minmax(0, 1fr) (grid-cols-1), so a wide table scrolls inside its card instead of widening the page.
  const cell = (w: DashboardWidget) => (
    <div key={w.id} data-widget={w.id} className="grid min-w-0 grid-cols-1">
      {w.content}
    </div>
  );
  return rows.map((row) =>
    row.length === 1 ? (
      cell(row[0] as DashboardWidget)
    ) : (
      <div
        key={row.map((w) => w.id).join("+")}
        className={`grid grid-cols-1 gap-6 ${row[0]?.width === "wide" ? "lg:grid-cols-[2fr_1fr]" : "lg:grid-cols-[1fr_2fr]"}`}
      >
        {row.map(cell)}
      </div>
    ),
  );
}
