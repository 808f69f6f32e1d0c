import path from "node:path";
import { describe, expect, it } from "vitest";
import { Browser, setupTestApp, uniqueEmail } from "../test/helpers";

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

  it("answers 404 with the app (its not-found page) where the client has no route, matched like wouter", async () => {
    for (const url of ["/no-such-page", "/dashboard/extra", "/properties", "/accept-invitation"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // wouter matches case-insensitively and accepts a trailing slash: so does the server.
    for (const url of ["/Dashboard", "/dashboard/", "/PROPERTIES/7", "/login?next=/x"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });

  it("sends a signed-in visitor from /login, /signup, / and /app to next or the dashboard; a stale cookie gets the form", async () => {
    const browser = new Browser(t.app);
    await browser.signup({ email: uniqueEmail("guest-pages") });
    for (const url of ["/login", "/signup", "/", "/app", "/Login/"]) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe("/dashboard");
    }
    const next = await browser.get("/login?next=%2Ftransactions%3Fproperty%3D7%26from%3D2026-01-01");
    expect(next.headers.location).toBe("/transactions?property=7&from=2026-01-01");
    expect((await browser.get("/login?next=https://evil.test")).headers.location).toBe("/dashboard");
    const injected = await browser.get("/login?next=/x%0d%0aSet-Cookie:%20a=b");
    expect(injected.statusCode).toBe(302);
    expect(injected.headers.location).toBe("/dashboard");
    const unicode = await browser.get("/login?next=/properties%3Fq%3D%E6%97%A5");
    expect(unicode.headers.location).toBe("/properties?q=%E6%97%A5");
    const stale = await t.app.inject({ method: "GET", url: "/login", cookies: { sid: "forged" } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain("Log in (prerendered)");
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

  it("sends a prerendered public page inside #root unless its query changes the page; an empty #root elsewhere", async () => {
    const login = await t.app.inject({ method: "GET", url: "/login?next=/ledger" });
    expect(login.body).toContain('<div id="root"><main><h1>Log in (prerendered)</h1></main></div>');
    for (const url of ["/login?reset=1", "/login?email=a%40example.com"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    const dashboard = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).not.toContain("prerendered");
  });

  it("sends a protected page's frame only to a visitor with a session (the others go to /login)", async () => {
    const signedIn = await t.app.inject({ method: "GET", url: "/dashboard", cookies: { sid: "any" } });
    expect(signedIn.body).toContain(
      '<div id="root"><div data-app-frame=""><h1>Dashboard (frame)</h1></div></div>',
    );
    const anonymous = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(anonymous.body).not.toContain("data-app-frame");
    for (const res of [signedIn, anonymous]) expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it("announces a route's chunks in the head, and its first API reads only to a visitor with a session", async () => {
    const head = (body: string) => body.slice(0, body.indexOf("</head>"));
    const anonymous = head((await t.app.inject({ method: "GET", url: "/dashboard" })).body);
    expect(anonymous).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(anonymous).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    expect(anonymous).not.toContain("/api/");

    const signedIn = head(
      (await t.app.inject({ method: "GET", url: "/dashboard", cookies: { sid: "any" } })).body,
    );
    expect(signedIn).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
    );
    expect(signedIn).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/accounting/dashboard">',
    );

    const property = head((await t.app.inject({ method: "GET", url: "/properties/42" })).body);
    expect(property).toContain("/assets/property-1.js");
    expect(property).not.toContain("/assets/dashboard-1.js");
    const invitation = head((await t.app.inject({ method: "GET", url: "/accept-invitation/abc" })).body);
    expect(invitation).toContain("/assets/invitation-1.js");

    const unknown = head((await t.app.inject({ method: "GET", url: "/no-such-page" })).body);
    expect(unknown).not.toContain("modulepreload");
  });

  it("a page painted from the HTML starts its scripts after the first paint; an empty one at once", async () => {
    const login = (await t.app.inject({ method: "GET", url: "/login" })).body;
    expect(login).not.toContain('<script type="module"');
    expect(login).toContain(
      '<script src="/assets/after-paint-1.js" data-entry="/assets/app-abc123.js" data-preload="" defer></script>',
    );
    const frame = (await t.app.inject({ method: "GET", url: "/dashboard", cookies: { sid: "any" } })).body;
    expect(frame).not.toContain("modulepreload");
    expect(frame).toContain('data-preload="/assets/shell-1.js /assets/dashboard-1.js"');
    const empty = (await t.app.inject({ method: "GET", url: "/dashboard" })).body;
    expect(empty).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
    expect(empty).not.toContain("after-paint");
  });

  it("renders a signed-in page with its first reads, answered by the app's own routes", async () => {
    const browser = new Browser(t.app);
    const email = uniqueEmail("ssr");
    await browser.signup({ email });
    const res = await browser.get("/dashboard");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain(
      `<h1>/dashboard for ${email}</h1><p>/api/auth/user,/api/accounting/dashboard</p>`,
    );
    const seeded = /<script type="application\/json" id="page-queries">(.*?)<\/script>/.exec(res.body)?.[1];
    const queries = JSON.parse(seeded ?? "[]") as [string, { email?: string; health?: unknown }][];
    expect(queries.map(([key]) => key)).toEqual(["/api/auth/user", "/api/accounting/dashboard"]);
    expect(queries[0]?.[1].email).toBe(email);
    expect(queries[1]?.[1]).toEqual((await browser.get("/api/accounting/dashboard")).json());
    // The answers are inline, so the page does not ask the browser to preload them.
    expect(res.body).not.toContain('as="fetch"');
  });

  it("a session the API rejects gets the plain frame, never another visitor's data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dashboard", cookies: { sid: "forged" } });
    expect(res.body).toContain("Dashboard (frame)");
    expect(res.body).not.toContain("page-queries");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("does not serve the build's route tables", async () => {
    for (const url of ["/.vite/route-assets.json", "/.vite/prerendered.json"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
