// Per-user preferences kept on the server, so they follow the user from one browser to another. No zod here:
// the dashboard imports this file, and the request schema (preferences-body.ts) is the server's to load.

/** The dashboard's widgets, in their default order. */
export const DASHBOARD_WIDGETS = [
  "onboarding",
  "figures",
  "rent",
  "leasesEnding",
  "chart",
  "health",
  "properties",
] as const;
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];

export const DASHBOARD_WIDGET_LABELS: Readonly<Record<DashboardWidgetId, string>> = {
  onboarding: "Getting started",
  figures: "Key figures",
  rent: "Rent this month",
  leasesEnding: "Leases ending soon",
  chart: "Income vs expenses chart",
  health: "Financial health",
  properties: "Properties, year to date",
};

/** What the user chose: the widgets' order and the ones they hid. */
export interface DashboardLayout {
  order: DashboardWidgetId[];
  hidden: DashboardWidgetId[];
}

export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = { order: [...DASHBOARD_WIDGETS], hidden: [] };

export const DASHBOARD_PREFERENCES_PATH = "/api/preferences/dashboard";

/** Whether `id` names a widget the product has. */
export const isDashboardWidget = (id: string): id is DashboardWidgetId =>
  (DASHBOARD_WIDGETS as readonly string[]).includes(id);

/**
 * A stored layout as the current product reads it: ids of widgets that no longer exist are dropped, widgets
 * added since are placed where the default order puts them, so an old layout never hides a new widget.
 */
export function normaliseDashboardLayout(stored: unknown): DashboardLayout {
  const value = (stored ?? {}) as { order?: unknown; hidden?: unknown };
  const known = (list: unknown) =>
    Array.isArray(list)
      ? [
          ...new Set(
            list.filter((id): id is DashboardWidgetId => typeof id === "string" && isDashboardWidget(id)),
          ),
        ]
      : [];
  const order = known(value.order);
  for (const id of DASHBOARD_WIDGETS) {
    if (order.includes(id)) continue;
    const before = DASHBOARD_WIDGETS.slice(0, DASHBOARD_WIDGETS.indexOf(id)).findLast((w) =>
      order.includes(w),
    );
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  return { order, hidden: known(value.hidden) };
}
