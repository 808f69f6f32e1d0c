// Shared pieces of the leasing screens: the API prefix, queries, labels and small forms.
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { ChargeType, LeaseView } from "../../shared/leasing";
import { ROLES, type Role, roleRank } from "../../shared/roles";
import { ACCOUNTING, toQuery } from "../accounting/api";
import { api } from "../lib/api";
import { useCurrentUser } from "../lib/session";

export const LEASING = "/api/leasing";

/** GET a leasing endpoint (path without the prefix) with the set query values. */
export function useLeasing<D>(
  path: string,
  params: Record<string, string | number | undefined> = {},
  /** For pages of one list: the page on screen stays while the next loads. */
  { keepPrevious = false } = {},
) {
  const url = `${LEASING}${path}${toQuery(params)}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<D>(url, { signal }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** Whether the signed-in member may change leasing data (manager or above, as the API decides). */
export function useCanChangeLeasing(): boolean {
  const { role } = useCurrentUser();
  return ROLES.includes(role as Role) && roleRank(role as Role) >= roleRank("manager");
}

/** After a write: leasing lists, ledgers and the accounting views its postings change are stale. */
export const invalidateLeasing = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith(LEASING) || key.startsWith(ACCOUNTING);
    },
  });

export const CHARGE_TYPE_LABELS: Record<ChargeType, string> = {
  rent: "Rent",
  late_fee: "Late fee",
  pet_rent: "Pet rent",
  parking: "Parking",
  utilities: "Utilities bill-back",
  other: "Other",
};

/** A lease's status, and a rent roll unit's ("vacant", "no lease"), in words. */
export { RENT_ROLL_STATUS_LABELS as LEASE_STATUS_LABELS } from "../../shared/rent-roll";

export const TENANT_STATUS_LABELS = {
  current: "Current",
  former: "Former",
  prospect: "No lease yet",
  archived: "Archived",
} as const;

export { PAYMENT_METHOD_LABELS } from "../../shared/leasing";

/** "Jan 16, 2026 – month-to-month" */
export function leaseTerm(lease: Pick<LeaseView, "startDate" | "endDate">, formatDay: (d: string) => string) {
  return `${formatDay(lease.startDate)} – ${lease.endDate ? formatDay(lease.endDate) : "month-to-month"}`;
}
