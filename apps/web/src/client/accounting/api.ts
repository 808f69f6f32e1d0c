import type { QueryClient } from "@tanstack/react-query";

export const ACCOUNTING = "/api/accounting";

/** Query string from the set values only. */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** After a write: every accounting query is stale (lists, balances, the dashboard). */
export const invalidateAccounting = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ACCOUNTING) });
