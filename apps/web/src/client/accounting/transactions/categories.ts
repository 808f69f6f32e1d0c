import type { AccountView, TransactionType } from "../../../shared/accounting";
import { isMoneyAccount } from "../useAccounts";

const BALANCE_SHEET = ["asset", "liability", "equity"];

/**
 * The accounts a split may post to: income or expense accounts for their type (and balance-sheet accounts
 * such as a deposit or a loan's principal), balance-sheet accounts for a transfer; never a money account
 * for income or expense. An archived account stays offered when the entry already uses it.
 */
export function categoryOptions(accounts: AccountView[], type: TransactionType, keep: string[]) {
  const fits = (a: AccountView) =>
    type === "transfer"
      ? BALANCE_SHEET.includes(a.type)
      : a.type === type || (BALANCE_SHEET.includes(a.type) && !isMoneyAccount(a));
  return accounts
    .filter((a) => (a.isActive && fits(a)) || keep.includes(a.id))
    .sort((a, b) => (a.type === type ? 0 : 1) - (b.type === type ? 0 : 1) || a.code.localeCompare(b.code))
    .map(accountOption);
}

/** Where the money lands or comes from: bank, cash and card accounts (and the one already used). */
export const bankOptions = (accounts: AccountView[], keep: string) =>
  accounts.filter((a) => isMoneyAccount(a) || a.id === keep).map(accountOption);

const accountOption = (a: AccountView) => ({ value: a.id, label: `${a.code} · ${a.name}` });
