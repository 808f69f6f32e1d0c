// MSW handlers for the dashboard layout in stories: GET answers the story's saved layout, PUT and DELETE
// answer as the server does and are recorded, so a play function can check what was saved.
import { HttpResponse, http, type RequestHandler } from "msw";
import {
  DASHBOARD_PREFERENCES_PATH,
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
} from "../../../shared/preferences";

export interface LayoutSave {
  method: "PUT" | "DELETE";
  body: DashboardLayout | null;
}

/** Every save since the play function last emptied it. */
export const layoutSaves: LayoutSave[] = [];

export function layoutHandlers(saved: DashboardLayout = DEFAULT_DASHBOARD_LAYOUT): RequestHandler[] {
  return [
    http.get(DASHBOARD_PREFERENCES_PATH, () => HttpResponse.json(saved)),
    http.put(DASHBOARD_PREFERENCES_PATH, async ({ request }) => {
      const body = (await request.json()) as DashboardLayout;
      layoutSaves.push({ method: "PUT", body });
      return HttpResponse.json(body);
    }),
    http.delete(DASHBOARD_PREFERENCES_PATH, () => {
      layoutSaves.push({ method: "DELETE", body: null });
      return HttpResponse.json(DEFAULT_DASHBOARD_LAYOUT);
    }),
  ];
}

/** The demo's answer to a save: its one account is shared by every visitor. */
export const layoutSaveRefused: RequestHandler = http.put(DASHBOARD_PREFERENCES_PATH, () =>
  HttpResponse.json(
    {
      message:
        "Saving the dashboard layout is not available in the demo. Sign up for your own account to do this.",
    },
    { status: 403 },
  ),
);
