import { useQuery } from "@tanstack/react-query";
import type { AccountView } from "../../shared/accounting";
import { api } from "../lib/api";
import { ACCOUNTING } from "./api";

const ACCOUNTS_KEY = [`${ACCOUNTING}/accounts`] as const;

/** The organisation's active accounts (chart of accounts). */
export function useAccounts() {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => api.get<{ items: AccountView[] }>(`${ACCOUNTING}/accounts`, { signal }),
    select: (data) => data.items,
  });
}

/** Accounts that can hold money (bank, cash, credit card): where income lands and expenses are paid from. */
export const isMoneyAccount = (a: AccountView) =>
  ["bank", "cash", "credit_card"].includes(a.subtype) && a.isActive;
