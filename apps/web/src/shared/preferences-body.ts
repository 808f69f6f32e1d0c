// The request body of PUT /api/preferences/dashboard (kept apart from preferences.ts so the client's
// dashboard does not load zod).
import { z } from "zod";
import {
  DASHBOARD_WIDGETS,
  type DashboardLayout,
  type DashboardWidgetId,
  isDashboardWidget,
} from "./preferences";

const widgetList = z
  .array(z.string().max(40))
  .max(DASHBOARD_WIDGETS.length)
  .superRefine((ids, ctx) => {
    const unknown = ids.find((id) => !isDashboardWidget(id));
    if (unknown !== undefined)
      ctx.addIssue({ code: "custom", message: `Unknown dashboard widget "${unknown}"` });
    else if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "A widget is listed twice" });
  })
  .transform((ids) => ids as DashboardWidgetId[]);

/** The layout answered by GET, PUT and DELETE (its type, DashboardLayout, stays in zod-free preferences.ts). */
export const dashboardLayoutAnswer: z.ZodType<DashboardLayout> = z
  .object({ order: z.array(z.enum(DASHBOARD_WIDGETS)), hidden: z.array(z.enum(DASHBOARD_WIDGETS)) })
  .meta({ id: "DashboardLayout" });

/** PUT body: unknown widget ids are refused (400 naming the id), not silently dropped. */
export const dashboardLayoutBody = z.strictObject({ order: widgetList, hidden: widgetList });
