import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { Browser, createTestApp, setupTestApp, uniqueEmail } from "../test/helpers";

const clientDir = path.join(import.meta.dirname, "fixtures/client");
// A TLS-terminating proxy on 127.0.0.1 (inject's peer address) forwards https requests for app.example.
const t = setupTestApp({ clientDir, trustProxy: ["127.0.0.1"] });
const viaProxy = { "x-forwarded-proto": "https", host: "app.example" };

async function signUpViaProxy(browser: Browser, email: string) {
  const tok = await browser.request("GET", "/api/csrf-token", undefined, { headers: viaProxy });
  browser.csrf = tok.json().csrfToken;
  return browser.post(
    "/api/auth/signup",
    { email, password: "plum-orchard-42-lantern", firstName: "Tess", lastName: "Proxy" },
    { headers: { ...viaProxy, origin: "https://app.example" } },
  );
}

describe("session cookie behind a TLS-terminating proxy", () => {
  it("the server-rendered dashboard and the sign-in redirect find the __Host- session", async () => {
    const browser = new Browser(t.app);
    const email = uniqueEmail("tls");
    const signup = await signUpViaProxy(browser, email);
    expect(signup.cookies.find((c) => c.name === "__Host-sid")).toMatchObject({ secure: true });
    expect(browser.cookies.has("sid")).toBe(false);
    const page = await browser.request("GET", "/dashboard", undefined, { headers: viaProxy });
    expect(page.body).toContain(`<h1>/dashboard for ${email}</h1>`);
    const login = await browser.request("GET", "/login", undefined, { headers: viaProxy });
    expect(login.headers.location).toBe("/dashboard");
  });

  it("a plain `sid` cookie does not count on an HTTPS request", async () => {
    const browser = new Browser(t.app);
    await signUpViaProxy(browser, uniqueEmail("shadow"));
    const token = browser.sessionCookie() ?? "";
    const me = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/user", headers: { ...viaProxy, cookie } });
    expect((await me(`__Host-sid=${token}`)).statusCode).toBe(200);
    expect((await me(`sid=${token}`)).statusCode).toBe(401);
  });
});

describe("COOKIE_SECURE=true", () => {
  it("forces Secure __Host- cookies on requests that look like plain HTTP, and the session works", async () => {
    const forced = await createTestApp({ clientDir, secureCookies: true });
    try {
      const browser = new Browser(forced.app);
      const email = uniqueEmail("forced");
      await browser.signup({ email });
      expect([...browser.cookies.keys()].sort()).toEqual(["__Host-csrf", "__Host-sid"]);
      expect((await browser.get("/api/auth/user")).json().email).toBe(email);
      expect((await browser.get("/dashboard")).body).toContain(`<h1>/dashboard for ${email}</h1>`);
    } finally {
      await forced.app.close();
    }
  });

  it("is read from the environment; anything but true/false stops start-up", () => {
    const env = { SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...env, COOKIE_SECURE: "true" }).secureCookies).toBe(true);
    expect(loadConfig({ ...env, COOKIE_SECURE: "false" }).secureCookies).toBe("auto");
    expect(loadConfig(env).secureCookies).toBe("auto");
    expect(() => loadConfig({ ...env, COOKIE_SECURE: "yes" })).toThrow(/Invalid COOKIE_SECURE/);
  });
});
