import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./apiClient";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) },
  });

function setup(handler: Handler, pathname = "/dashboard") {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const onUnauthorized = vi.fn();
  const reload = vi.fn();
  const client = createApiClient({ fetch, onUnauthorized, reload, getPathname: () => pathname });
  return { client, fetch, onUnauthorized, reload };
}

const withCsrf =
  (then: Handler, token = "tok-1"): Handler =>
  (url, init) =>
    url === "/api/csrf-token" ? json({ csrfToken: token }) : then(url, init);

describe("createApiClient", () => {
  it("sends credentials on every request, including the token fetch", async () => {
    const { client, fetch } = setup(withCsrf(() => json({ ok: true })));
    await client.get("/api/things");
    await client.post("/api/things", { a: 1 });
    for (const call of fetch.mock.calls) expect(call[1]?.credentials).toBe("include");
  });

  it("sends JSON bodies by default with a JSON content type", async () => {
    const { client, fetch } = setup(withCsrf(() => json({})));
    await client.post("/api/things", { name: "Oak" });
    const init = fetch.mock.calls.at(-1)![1]!;
    expect(init.body).toBe('{"name":"Oak"}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("passes FormData unchanged and sets no content type", async () => {
    const { client, fetch } = setup(withCsrf(() => json({})));
    const form = new FormData();
    form.append("file", "x");
    await client.post("/api/upload", form);
    const init = fetch.mock.calls.at(-1)![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("sends no body and no content type without a payload", async () => {
    const { client, fetch } = setup(withCsrf(() => json({})));
    await client.patch("/api/notifications/1/read");
    const init = fetch.mock.calls.at(-1)![1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("reads JSON when the content type says so, text otherwise", async () => {
    const { client } = setup((url) =>
      url === "/json"
        ? json({ a: 1 })
        : url === "/problem"
          ? new Response('{"b":2}', { headers: { "content-type": "application/problem+json" } })
          : new Response("plain", { headers: { "content-type": "text/plain" } }),
    );
    expect(await client.get("/json")).toEqual({ a: 1 });
    expect(await client.get("/problem")).toEqual({ b: 2 });
    expect(await client.get("/text")).toBe("plain");
  });

  it("reads an empty JSON body as null", async () => {
    const { client } = setup(() => new Response("", { headers: { "content-type": "application/json" } }));
    expect(await client.get("/empty")).toBeNull();
  });

  it("fails with 'Failed to parse JSON response.' on an unparsable JSON body", async () => {
    const { client } = setup(
      () => new Response("{oops", { headers: { "content-type": "application/json" } }),
    );
    await expect(client.get("/bad")).rejects.toMatchObject({
      message: "Failed to parse JSON response.",
      status: 200,
    });
  });

  it("raises an ApiError with the status, the body and the body's message", async () => {
    const { client } = setup(() =>
      json({ message: "Property not found" }, { status: 404, statusText: "Not Found" }),
    );
    const error = await client.get("/api/properties/9").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body: { message: "Property not found" },
      message: "Property not found",
    });
  });

  it("falls back to the status text when the body has no message", async () => {
    const { client } = setup(
      () => new Response("nope", { status: 500, statusText: "Internal Server Error" }),
    );
    await expect(client.get("/x")).rejects.toMatchObject({
      status: 500,
      body: "nope",
      message: "Internal Server Error",
    });
  });

  it("falls back to a generic text when there is no status text either (HTTP/2)", async () => {
    const { client } = setup(() => new Response(null, { status: 502 }));
    await expect(client.get("/x")).rejects.toMatchObject({
      status: 502,
      message: "Request failed with status 502",
    });
  });

  it("accepts GET, POST, PUT, PATCH and DELETE and rejects any other method without a request", async () => {
    const { client, fetch } = setup(withCsrf(() => json({})));
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "get"]) await client.request(method, "/x");
    const before = fetch.mock.calls.length;
    for (const method of ["HEAD", "OPTIONS", "TRACE", "CONNECT", "FOO"]) {
      await expect(client.request(method, "/x")).rejects.toThrow(`Unsupported HTTP method: ${method}`);
    }
    expect(fetch.mock.calls.length).toBe(before);
  });

  describe("CSRF token", () => {
    it("is fetched once, cached and sent as X-CSRF-Token on POST, PUT, PATCH and DELETE only", async () => {
      const { client, fetch } = setup(withCsrf(() => json({})));
      await client.get("/a");
      await client.post("/a");
      await client.put("/a");
      await client.patch("/a");
      await client.delete("/a");
      const tokenFetches = fetch.mock.calls.filter(([url]) => url === "/api/csrf-token");
      expect(tokenFetches).toHaveLength(1);
      const byMethod = Object.fromEntries(
        fetch.mock.calls
          .filter(([url]) => url === "/a")
          .map(([, init]) => [
            init?.method,
            ((init?.headers ?? {}) as Record<string, string>)["X-CSRF-Token"],
          ]),
      );
      expect(byMethod).toEqual({
        GET: undefined,
        POST: "tok-1",
        PUT: "tok-1",
        PATCH: "tok-1",
        DELETE: "tok-1",
      });
    });

    it("concurrent mutations share one token request", async () => {
      const { client, fetch } = setup(withCsrf(() => json({})));
      await Promise.all([client.post("/a"), client.post("/b"), client.delete("/c")]);
      expect(fetch.mock.calls.filter(([url]) => url === "/api/csrf-token")).toHaveLength(1);
    });

    it("can be cleared and is then fetched again", async () => {
      let n = 0;
      const { client } = setup((url) =>
        url === "/api/csrf-token" ? json({ csrfToken: `t${++n}` }) : json({}),
      );
      expect(await client.getCsrfToken()).toBe("t1");
      expect(await client.getCsrfToken()).toBe("t1");
      expect(client.hasCsrfToken()).toBe(true);
      client.clearCsrfToken();
      expect(client.hasCsrfToken()).toBe(false);
      expect(await client.getCsrfToken()).toBe("t2");
      expect(await client.refreshCsrfToken()).toBe("t3");
    });

    it("fails with 'Failed to fetch CSRF token: {status}' and does not send the mutation", async () => {
      const { client, fetch } = setup((url) =>
        url === "/api/csrf-token" ? new Response("down", { status: 503 }) : json({}),
      );
      await expect(client.post("/a")).rejects.toThrow("Failed to fetch CSRF token: 503");
      expect(fetch.mock.calls.some(([url]) => url === "/a")).toBe(false);
    });

    it("retries the token fetch after a failure (the failure is not cached)", async () => {
      let fail = true;
      const { client } = setup((url) =>
        url === "/api/csrf-token"
          ? fail
            ? new Response("", { status: 500 })
            : json({ csrfToken: "ok" })
          : json({}),
      );
      await expect(client.getCsrfToken()).rejects.toThrow("Failed to fetch CSRF token: 500");
      fail = false;
      expect(await client.getCsrfToken()).toBe("ok");
    });

    it("refresh keeps a failure's own message", async () => {
      const { client } = setup(() => new Response("", { status: 500 }));
      await expect(client.refreshCsrfToken()).rejects.toThrow("Failed to fetch CSRF token: 500");
    });

    it("refresh fails with 'Failed to refresh CSRF token' when the failure has no message", async () => {
      const fetch = vi.fn(() => Promise.reject(new Error("")));
      const client = createApiClient({ fetch });
      await expect(client.refreshCsrfToken()).rejects.toThrow(new Error("Failed to refresh CSRF token"));
      const fetch2 = vi.fn(() => Promise.reject({ code: 1 }));
      const client2 = createApiClient({ fetch: fetch2 });
      await expect(client2.refreshCsrfToken()).rejects.toThrow(new Error("Failed to refresh CSRF token"));
    });
  });

  describe("401", () => {
    const unauthorized = () =>
      json({ message: "Not authenticated" }, { status: 401, statusText: "Unauthorized" });

    it("sends the browser to /login and still rejects", async () => {
      const { client, onUnauthorized } = setup(unauthorized);
      await expect(client.get("/api/notifications")).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it("redirects on mutations too", async () => {
      const { client, onUnauthorized } = setup(withCsrf(unauthorized));
      await expect(client.patch("/api/notifications/1/read")).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it("does not redirect when the page is already /login", async () => {
      const { client, onUnauthorized } = setup(unauthorized, "/login");
      await expect(client.get("/api/notifications")).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it("the generic helper skips the redirect for any /api/auth/ path", async () => {
      const { client, onUnauthorized } = setup(withCsrf(unauthorized));
      await expect(client.get("/api/auth/user")).rejects.toMatchObject({ status: 401 });
      await expect(client.post("/api/auth/login", {})).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it("defaults to location.assign('/login')", async () => {
      const assign = vi.fn();
      const original = window.location;
      Object.defineProperty(window, "location", {
        configurable: true,
        value: { ...original, pathname: "/accounts", assign },
      });
      try {
        const client = createApiClient({ fetch: async () => unauthorized() });
        await expect(client.get("/api/x")).rejects.toMatchObject({ status: 401 });
        expect(assign).toHaveBeenCalledWith("/login");
      } finally {
        Object.defineProperty(window, "location", { configurable: true, value: original });
      }
    });
  });

  describe("403", () => {
    const csrfRejected = () =>
      json({ message: "Invalid CSRF token" }, { status: 403, statusText: "Forbidden" });

    it("with CSRF in the message while a token is held: reloads and fails with 'CSRF token expired'", async () => {
      const { client, reload } = setup(withCsrf(csrfRejected));
      const error = await client.post("/api/x").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, message: "CSRF token expired" });
      expect(reload).toHaveBeenCalledTimes(1);
      expect(client.hasCsrfToken()).toBe(false);
    });

    it("without a held token: an ordinary error, no reload", async () => {
      const { client, reload } = setup(csrfRejected);
      await expect(client.get("/api/x")).rejects.toMatchObject({
        status: 403,
        message: "Invalid CSRF token",
      });
      expect(reload).not.toHaveBeenCalled();
    });

    it("without CSRF in the message: an ordinary error, no reload", async () => {
      const { client, reload } = setup(withCsrf(() => json({ message: "Admins only" }, { status: 403 })));
      await expect(client.post("/api/x")).rejects.toMatchObject({ status: 403, message: "Admins only" });
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it("prefixes the base URL and forwards the abort signal", async () => {
    const fetch = vi.fn(async () => json({}));
    const client = createApiClient({ fetch, baseUrl: "https://api.example.test" });
    const controller = new AbortController();
    await client.get("/api/x", { signal: controller.signal });
    expect(fetch).toHaveBeenCalledWith(
      "https://api.example.test/api/x",
      expect.objectContaining({ signal: controller.signal }),
    );
  });
});
