import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpAdapters } from "./httpAdapters";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setup(routes: Record<string, (init: RequestInit) => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    if (String(input) === "/api/csrf-token") return json({ csrfToken: "t" });
    const route = routes[key];
    return route ? route(init ?? {}) : json({ message: `no route ${key}` }, 404);
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch, onUnauthorized, getPathname: () => "/dashboard" });
  return { adapters: createHttpAdapters(client), fetch, onUnauthorized };
}

describe("createHttpAdapters", () => {
  it("auth.getCurrentUser reads GET /api/auth/user, and a 401 means nobody (no redirect)", async () => {
    const user = { role: "admin", firstName: "Ada", lastName: "Lovelace", email: "ada@x.io" };
    expect(await setup({ "GET /api/auth/user": () => json(user) }).adapters.auth.getCurrentUser()).toEqual(
      user,
    );
    const unauth = setup({ "GET /api/auth/user": () => json({ message: "no" }, 401) });
    expect(await unauth.adapters.auth.getCurrentUser()).toBeNull();
    expect(unauth.onUnauthorized).not.toHaveBeenCalled();
    await expect(
      setup({ "GET /api/auth/user": () => json({ message: "db down" }, 500) }).adapters.auth.getCurrentUser(),
    ).rejects.toThrow("db down");
  });

  it("auth.logout POSTs with the CSRF token; Sign Out goes to /api/logout", async () => {
    const { adapters, fetch } = setup({ "POST /api/auth/logout": () => json({ ok: true }) });
    await adapters.auth.logout();
    const call = fetch.mock.calls.find(([url]) => url === "/api/auth/logout")!;
    expect(((call[1]?.headers ?? {}) as Record<string, string>)["X-CSRF-Token"]).toBe("t");
    expect(adapters.auth.logoutUrl).toBe("/api/logout");
  });

  it("notifications.list: an array is expected, anything else is treated as empty", async () => {
    const list = [
      { id: 1, title: "Rent received", message: "m", type: "success", isRead: false, createdAt: "x" },
    ];
    expect(await setup({ "GET /api/notifications": () => json(list) }).adapters.notifications.list()).toEqual(
      list,
    );
    for (const body of [{ items: list }, null, "oops", 42]) {
      const { adapters } = setup({ "GET /api/notifications": () => json(body) });
      expect(await adapters.notifications.list()).toEqual([]);
    }
    const text = setup({ "GET /api/notifications": () => new Response("<html>", { status: 200 }) });
    expect(await text.adapters.notifications.list()).toEqual([]);
  });

  it("polls every 30 000 ms by default", () => {
    expect(setup({}).adapters.notifications.pollIntervalMs).toBe(30_000);
  });

  it("notification mutations follow the call table and carry X-CSRF-Token", async () => {
    const ok = () => json({});
    const { adapters, fetch } = setup({
      "PATCH /api/notifications/7/read": ok,
      "PATCH /api/notifications/mark-all-read": ok,
      "DELETE /api/notifications/7": ok,
      "POST /api/notifications/create-samples": ok,
    });
    await adapters.notifications.markRead(7);
    await adapters.notifications.markAllRead();
    await adapters.notifications.remove(7);
    await adapters.notifications.createSamples?.();
    const calls = fetch.mock.calls
      .filter(([url]) => url !== "/api/csrf-token")
      .map(([url, init]) => [
        init?.method,
        url,
        ((init?.headers ?? {}) as Record<string, string>)["X-CSRF-Token"],
      ]);
    expect(calls).toEqual([
      ["PATCH", "/api/notifications/7/read", "t"],
      ["PATCH", "/api/notifications/mark-all-read", "t"],
      ["DELETE", "/api/notifications/7", "t"],
      ["POST", "/api/notifications/create-samples", "t"],
    ]);
  });

  it("a 401 on a notification mutation redirects to /login", async () => {
    const { adapters, onUnauthorized } = setup({
      "PATCH /api/notifications/mark-all-read": () => json({}, 401),
    });
    await expect(adapters.notifications.markAllRead()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it("search POSTs {query} and normalises the answer", async () => {
    const { adapters, fetch } = setup({
      "POST /api/search/ai-search": () =>
        json({ query: "rent", response: "R", results: [], suggestions: ["a", 3] }),
    });
    const answer = await adapters.search.search("rent");
    const call = fetch.mock.calls.find(([url]) => url === "/api/search/ai-search")!;
    expect(call[1]?.body).toBe('{"query":"rent"}');
    expect(answer).toEqual({
      query: "rent",
      response: "R",
      results: [],
      internalData: { transactions: [], properties: [] },
      suggestions: ["a"],
    });
  });

  it("search failures carry the server's message", async () => {
    const { adapters } = setup({
      "POST /api/search/ai-search": () => json({ message: "Query too long" }, 400),
    });
    await expect(adapters.search.search("x")).rejects.toThrow("Query too long");
  });
});
