import { Button } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Dashboard } from "../../shared/accounting";
import { ACCOUNTING } from "../accounting/api";
import { shownWidgets } from "../accounting/dashboard/layout";
import { useDashboardLayout } from "../accounting/dashboard/useDashboardLayout";
import { dashboardWidgets, WidgetRows } from "../accounting/dashboard/widgets";
import { ErrorState, Skeleton } from "../accounting/states";
import { PageFrame } from "../components/PageFrame";
import { useRentSummary } from "../leasing/RentSummaryCards";
import { api } from "../lib/api";
import { useCurrentUser } from "../lib/session";

// The drag-and-drop library comes with the panel, fetched when the user first reaches for it.
const loadCustomiser = () => import("../accounting/dashboard/DashboardCustomiser");
const DashboardCustomiser = lazy(loadCustomiser);

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const dashboard = useQuery({
    queryKey: [`${ACCOUNTING}/dashboard`],
    queryFn: ({ signal }) => api.get<Dashboard>(`${ACCOUNTING}/dashboard`, { signal }),
    retry: false,
  });
  const rent = useRentSummary();
  const layout = useDashboardLayout();
  const [customising, setCustomising] = useState(false);
  const customiseButton = useRef<HTMLButtonElement>(null);
  const data = dashboard.data;
  const greeting = user?.firstName ? `Welcome, ${user.firstName}` : "Welcome";
  const widgets = data ? dashboardWidgets(data, rent, greeting) : [];
  const shownIds = shownWidgets(
    layout.layout,
    widgets.map((w) => w.id),
  );
  const shown = shownIds.map((id) => widgets.find((w) => w.id === id)).filter((w) => w !== undefined);
  // The rent card waits too (a failure shows inside it), so no widget appears or moves after the first draw.
  const ready = data && layout.settled && !rent.isPending;
  return (
    <PageFrame
      title="Dashboard"
      description="Overview of your portfolio"
      actions={
        ready && !customising ? (
          <Button
            ref={customiseButton}
            variant="outline"
            onClick={() => setCustomising(true)}
            onPointerEnter={() => void loadCustomiser()}
            onFocus={() => void loadCustomiser()}
          >
            <Settings2 aria-hidden="true" /> Customise dashboard
          </Button>
        ) : null
      }
    >
      {/* Nothing is drawn until the figures and the layout are known, so no card moves when they arrive (CLS 0). */}
      {dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : !ready ? (
        <Skeleton rows={4} />
      ) : (
        <>
          {customising ? (
            <Suspense fallback={<Skeleton rows={2} />}>
              <DashboardCustomiser
                layout={layout.layout}
                widgets={widgets}
                onChange={layout.change}
                onReset={layout.reset}
                onDone={() => {
                  setCustomising(false);
                  // The button is drawn again on this render; focus it once it is there.
                  requestAnimationFrame(() => customiseButton.current?.focus());
                }}
              />
            </Suspense>
          ) : null}
          {shown.length > 0 ? (
            <WidgetRows widgets={shown} />
          ) : customising ? null : (
            <p className="text-muted-foreground">
              Every widget is hidden. Choose Customise dashboard to show them again.
            </p>
          )}
        </>
      )}
    </PageFrame>
  );
}
