// The reconcile page's reads and writes: the query keys are the endpoints' URLs (the app's default
// query function joins them), and a finished or undone reconciliation makes every bank and
// accounting view stale (balances, unreconciled counts, the transactions' cleared column).
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ACCOUNTING } from "../../accounting/api";
import { api } from "../../lib/api";

export const BANKING = "/api/banking";
export const accountPath = (accountId: string) => `${BANKING}/accounts/${accountId}/reconciliations`;
export const reconciliationPath = (id: string) => `${BANKING}/reconciliations/${id}`;
export const reportUrl = (id: string) => `${reconciliationPath(id)}/report`;

export function useBankingQuery<D>(url: string | null) {
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<D>(url!, { signal }),
    enabled: url !== null,
  });
}

export const invalidateBanking = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith(BANKING) || key.startsWith(ACCOUNTING);
    },
  });

/** "-1,234.56", "$980" or "0" → signed cents, exactly; null when it is not an amount. */
export function parseSignedCents(input: string): number | null {
  const text = input.trim().replace(/[$,\s]/g, "");
  const match = /^(-)?(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}
