import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import type { AuthAdapter, ShellUser } from "../ports";
import type { ApiClient } from "./apiClient";
import { CURRENT_USER_PATH, isApiError } from "./apiError";

const MINUTE = 60_000;

/** Spec §9: queries retry up to 2 times, and never on 401 or 403. */
export function shouldRetryQuery(failureCount: number, error: unknown, maxRetries = 2): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
  return failureCount < maxRetries;
}

/** Spec §9 backoff: starts at 1 s, doubles, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** The path a query key stands for: its segments joined with "/". */
export const queryKeyToPath = (queryKey: QueryKey) => queryKey.map((segment) => String(segment)).join("/");

/**
 * Default query function: GET the key's path through the client. A 401 sends the browser to /login except
 * for the current-user query, which the auth gate handles itself.
 */
export function createDefaultQueryFn(client: ApiClient): QueryFunction {
  return ({ queryKey, signal }) => {
    const path = queryKeyToPath(queryKey);
    return client.get(path, { signal, redirectOnUnauthorized: path !== CURRENT_USER_PATH });
  };
}

export interface CreateQueryClientOptions {
  /** The client the default query function uses. Default: `createApiClient()`. */
  client?: ApiClient;
}

/** A QueryClient with the product defaults: fresh and kept 5 min, no focus or interval refetch, at most two retries (never on 401/403), mutations never retried. */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  // Without `client`, the default client is created (and its code loaded) by the first query that uses the
  // default query function; hosts whose queries all bring their own (AppShell's) never load it.
  let defaultQueryFn: QueryFunction | undefined = options.client && createDefaultQueryFn(options.client);
  const queryFn: QueryFunction =
    defaultQueryFn ??
    (async (context) => {
      defaultQueryFn ??= createDefaultQueryFn((await import("./apiClient")).createApiClient());
      return defaultQueryFn(context);
    });
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: 5 * MINUTE,
        gcTime: 5 * MINUTE,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, error),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/** The current-user query's fixed options: retried once, no focus refetch, fresh 5 min, kept 10 min. */
export const CURRENT_USER_QUERY = {
  queryKey: [CURRENT_USER_PATH] as const,
  retry: (failureCount: number, error: unknown) => shouldRetryQuery(failureCount, error, 1),
  refetchOnWindowFocus: false,
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
} as const;

/** `CURRENT_USER_QUERY` plus a query function that asks the auth adapter. */
export function currentUserQueryOptions(auth: AuthAdapter) {
  return {
    ...CURRENT_USER_QUERY,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<ShellUser | null> => auth.getCurrentUser(signal),
  };
}
