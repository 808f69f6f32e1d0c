// The options the bank screens offer: categories by direction of money, properties and their units.
import { useQuery } from "@tanstack/react-query";
import type { AccountView, Page, PropertyView, UnitView } from "../../shared/accounting";
import { ACCOUNTING } from "../accounting/api";
import { categoryOptions } from "../accounting/transactions/categories";
import { useAccounts } from "../accounting/useAccounts";
import { api } from "../lib/api";

const PROPERTIES = `${ACCOUNTING}/properties?pageSize=200`;

export function useProperties() {
  return useQuery({
    queryKey: [PROPERTIES],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(PROPERTIES, { signal }),
    select: (data) => data.items,
  });
}

export function useUnits(propertyId: string | null | undefined) {
  const url = `${ACCOUNTING}/properties/${propertyId}/units`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<{ items: UnitView[] }>(url, { signal }),
    select: (data) => data.items,
    enabled: Boolean(propertyId),
  });
}

/** Money in posts to income (or a balance-sheet account), money out to expenses (or one). */
export function categoriesFor(accounts: AccountView[], amountCents: number, keep: string | null) {
  return categoryOptions(accounts, amountCents > 0 ? "income" : "expense", keep ? [keep] : []);
}

/** Every category a rule may set, either direction. */
export const allCategories = (accounts: AccountView[]) => {
  const seen = new Set<string>();
  return [...categoryOptions(accounts, "expense", []), ...categoryOptions(accounts, "income", [])].filter(
    (o) => !seen.has(o.value) && seen.add(o.value),
  );
};

export { useAccounts };
