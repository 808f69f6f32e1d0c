// /api/preferences/*: what a signed-in member chose for themselves, in their current organization. Any role
// may read and change their own; nobody reads another member's.
import type { FastifyInstance } from "fastify";
import { DASHBOARD_PREFERENCES_PATH } from "../../shared/preferences";
import { dashboardLayoutAnswer, dashboardLayoutBody } from "../../shared/preferences-body";
import { refuseInDemo } from "../auth/guards";
import { requireAuth } from "../auth/session";
import { parse } from "../http/errors";
import { apiDoc } from "../http/openapi";
import { readDashboardLayout, resetDashboardLayout, saveDashboardLayout } from "./dashboard-layout";

const doc = apiDoc("Preferences");

const DEMO_ACTION = "Saving the dashboard layout";

export async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(
    DASHBOARD_PREFERENCES_PATH,
    doc("The caller's dashboard layout", { response: { 200: dashboardLayoutAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      return readDashboardLayout(ctx, auth);
    },
  );

  app.put(
    DASHBOARD_PREFERENCES_PATH,
    doc("Save the dashboard layout", { body: dashboardLayoutBody, response: { 200: dashboardLayoutAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      // The demo's one account is shared by every visitor: one visitor's layout would become everyone's.
      refuseInDemo(request, DEMO_ACTION);
      return saveDashboardLayout(ctx, auth, parse(dashboardLayoutBody, request.body));
    },
  );

  app.delete(
    DASHBOARD_PREFERENCES_PATH,
    doc("Reset the dashboard layout", { response: { 200: dashboardLayoutAnswer } }),
    async (request) => {
      const auth = await requireAuth(request);
      refuseInDemo(request, DEMO_ACTION);
      return resetDashboardLayout(ctx, auth);
    },
  );
}
