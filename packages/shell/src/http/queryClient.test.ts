import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./apiClient";
import {
  CURRENT_USER_QUERY,
  createQueryClient,
  currentUserQueryOptions,
  queryKeyToPath,
  retryDelay,
  shouldRetryQuery,
} from "./queryClient";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("createQueryClient defaults", () => {
  const defaults = createQueryClient({ client: createApiClient({ fetch: vi.fn() }) }).getDefaultOptions();

  it("keeps data fresh 5 minutes and cached 5 minutes, with no focus or interval refetch", () => {
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });

  it("never retries mutations", () => {
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("retries queries up to 2 times, never on 401 or 403", () => {
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError(500, null, "boom");
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(true);
    expect(retry(2, serverError)).toBe(false);
    expect(retry(0, new Error("network"))).toBe(true);
    expect(retry(0, new ApiError(401, null, "no"))).toBe(false);
    expect(retry(0, new ApiError(403, null, "no"))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, null, "no"))).toBe(true);
  });

  it("backs off from 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
  });
});

describe("default query function", () => {
  it("GETs the query key's segments joined with '/'", async () => {
    const fetch = vi.fn(async () => json([{ id: 1 }]));
    const queryClient = createQueryClient({ client: createApiClient({ fetch }) });
    const data = await queryClient.fetchQuery({ queryKey: ["/api/properties", 42, "units"] });
    expect(data).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith(
      "/api/properties/42/units",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    expect(queryKeyToPath(["/api/notifications"])).toBe("/api/notifications");
  });

  it("redirects to /login on 401 for ordinary queries, but not for the current-user query", async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: async () => json({ message: "Unauthorized" }, 401),
      onUnauthorized,
      getPathname: () => "/dashboard",
    });
    const queryClient = createQueryClient({ client });
    await expect(
      queryClient.fetchQuery({ queryKey: ["/api/auth/user"], retry: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(
      queryClient.fetchQuery({ queryKey: ["/api/notifications"], retry: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe("current-user query", () => {
  it("is retried once, not refetched on focus, fresh 5 minutes and kept 10", () => {
    expect(CURRENT_USER_QUERY.queryKey).toEqual(["/api/auth/user"]);
    expect(CURRENT_USER_QUERY.refetchOnWindowFocus).toBe(false);
    expect(CURRENT_USER_QUERY.staleTime).toBe(300_000);
    expect(CURRENT_USER_QUERY.gcTime).toBe(600_000);
    expect(CURRENT_USER_QUERY.retry(0, new Error("x"))).toBe(true);
    expect(CURRENT_USER_QUERY.retry(1, new Error("x"))).toBe(false);
    expect(CURRENT_USER_QUERY.retry(0, new ApiError(401, null, "x"))).toBe(false);
  });

  it("asks the auth adapter", async () => {
    const auth = { getCurrentUser: vi.fn(async () => ({ email: "a@b.c" })), logout: vi.fn() };
    const options = currentUserQueryOptions(auth);
    await expect(options.queryFn({})).resolves.toEqual({ email: "a@b.c" });
  });
});
