import { describe, expect, it } from "vitest";
import { Browser, setupTestApp } from "../test/helpers";
import { registeredRoutes } from "../test/routes";

const t = setupTestApp();

describe("Cache-Control on authenticated answers", () => {
  it("every signed-in GET route without parameters answers no-store", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      // health is the same for everyone; GET /api/logout is a redirect
      (r) => r.method === "GET" && !r.path.includes(":") && !["/api/logout", "/api/health"].includes(r.path),
    );
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/notifications", "/api/users", "/api/accounting/accounts"]),
    );
    for (const route of routes) {
      const res = await b.get(route.path);
      if (res.statusCode !== 200) continue; // a route needing query input; its 4xx is not private data
      expect(res.headers["cache-control"], route.path).toBe("no-store");
    }
  });

  it("mutations and errors answered to a signed-in caller are no-store too", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const created = await b.post("/api/notifications/create-samples");
    expect(created.headers["cache-control"]).toBe("no-store");
    const missing = await b.get("/api/accounting/properties/00000000-0000-0000-0000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
  });
});
