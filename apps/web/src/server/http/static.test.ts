import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/helpers";

const fixture = path.join(import.meta.dirname, "fixtures/client");
const t = setupTestApp({ clientDir: fixture });

describe("serving the built client", () => {
  it("serves index.html at / and as the SPA fallback for client routes, revalidated", async () => {
    for (const url of ["/", "/dashboard", "/properties/42", "/accept-invitation/abc?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("PropLedger fixture");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("hashed assets get a year of immutable cache and are compressed", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("unknown /api paths stay JSON 404s; missing files are 404s, not the app shell", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    expect((await t.app.inject({ method: "GET", url: "/assets/missing-123.js" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok" });
  });
});
