// Changes to a dashboard layout. A move concerns only the widgets on screen: hidden widgets, and widgets
// with nothing to show today (the getting-started card once done), keep their place in the saved order.
import type { DashboardLayout, DashboardWidgetId } from "../../../shared/preferences";

/** The widgets drawn, in the user's order: not hidden, and with something to show. */
export function shownWidgets(
  layout: DashboardLayout,
  available: readonly DashboardWidgetId[],
): DashboardWidgetId[] {
  return layout.order.filter((id) => available.includes(id) && !layout.hidden.includes(id));
}

/** `active` takes `over`'s place among the shown widgets; the others shift by one. */
export function moveWidget(
  layout: DashboardLayout,
  available: readonly DashboardWidgetId[],
  active: DashboardWidgetId,
  over: DashboardWidgetId,
): DashboardLayout {
  const shown = shownWidgets(layout, available);
  const from = shown.indexOf(active);
  const to = shown.indexOf(over);
  if (from < 0 || to < 0 || from === to) return layout;
  const moved = [...shown];
  moved.splice(to, 0, ...moved.splice(from, 1));
  // The shown widgets' slots in the full order get the new sequence; every other widget stays put.
  let next = 0;
  const order = layout.order.map((id) => (shown.includes(id) ? (moved[next++] as DashboardWidgetId) : id));
  return { ...layout, order };
}

export function hideWidget(layout: DashboardLayout, id: DashboardWidgetId): DashboardLayout {
  return layout.hidden.includes(id) ? layout : { ...layout, hidden: [...layout.hidden, id] };
}

/** Shown again where it was. */
export function showWidget(layout: DashboardLayout, id: DashboardWidgetId): DashboardLayout {
  return { ...layout, hidden: layout.hidden.filter((h) => h !== id) };
}
