// The chart of accounts every organization starts with (the rental template) and the balance rule
// of each account type: one definition for the server and the story fixtures.
import type { AccountType } from "./accounting";

/** Debit-normal accounts show debit − credit as their balance; the others credit − debit. */
export const isDebitNormal = (type: AccountType): boolean => type === "asset" || type === "expense";

/** Expense accounts carry their IRS Schedule E (Form 1040) line; rents are line 3. */
export interface TemplateAccount {
  code: string;
  name: string;
  type: AccountType;
  subtype: string;
  scheduleELine?: number;
  description?: string;
}

export const RENTAL_CHART_TEMPLATE: readonly TemplateAccount[] = [
  // Assets
  { code: "1000", name: "Operating Bank Account", type: "asset", subtype: "bank" },
  {
    code: "1050",
    name: "Security Deposits Held",
    type: "asset",
    subtype: "bank",
    description: "Separate bank account holding tenants' deposits",
  },
  { code: "1100", name: "Rent Receivable", type: "asset", subtype: "receivable" },
  { code: "1500", name: "Buildings", type: "asset", subtype: "fixed_asset" },
  { code: "1510", name: "Land", type: "asset", subtype: "fixed_asset" },
  // Liabilities
  { code: "2000", name: "Credit Card", type: "liability", subtype: "credit_card" },
  { code: "2100", name: "Security Deposits Owed", type: "liability", subtype: "deposits" },
  { code: "2500", name: "Mortgage Loans", type: "liability", subtype: "loan" },
  // Equity
  { code: "3000", name: "Owner Contributions", type: "equity", subtype: "contribution" },
  { code: "3100", name: "Owner Draws", type: "equity", subtype: "draw" },
  { code: "3900", name: "Retained Earnings", type: "equity", subtype: "retained_earnings" },
  // Income (Schedule E line 3, rents received)
  { code: "4000", name: "Rental Income", type: "income", subtype: "rent", scheduleELine: 3 },
  { code: "4100", name: "Late Fees", type: "income", subtype: "fee", scheduleELine: 3 },
  { code: "4200", name: "Pet Fees", type: "income", subtype: "fee", scheduleELine: 3 },
  { code: "4900", name: "Other Income", type: "income", subtype: "other_income", scheduleELine: 3 },
  // Expenses (Schedule E lines 5–19)
  { code: "5000", name: "Advertising", type: "expense", subtype: "operating", scheduleELine: 5 },
  { code: "5010", name: "Auto and Travel", type: "expense", subtype: "operating", scheduleELine: 6 },
  { code: "5020", name: "Cleaning and Maintenance", type: "expense", subtype: "operating", scheduleELine: 7 },
  { code: "5030", name: "Commissions", type: "expense", subtype: "operating", scheduleELine: 8 },
  { code: "5040", name: "Insurance", type: "expense", subtype: "operating", scheduleELine: 9 },
  {
    code: "5050",
    name: "Legal and Professional Fees",
    type: "expense",
    subtype: "operating",
    scheduleELine: 10,
  },
  { code: "5060", name: "Management Fees", type: "expense", subtype: "operating", scheduleELine: 11 },
  { code: "5070", name: "Mortgage Interest", type: "expense", subtype: "non_operating", scheduleELine: 12 },
  { code: "5080", name: "Other Interest", type: "expense", subtype: "non_operating", scheduleELine: 13 },
  { code: "5090", name: "Repairs", type: "expense", subtype: "operating", scheduleELine: 14 },
  { code: "5100", name: "Supplies", type: "expense", subtype: "operating", scheduleELine: 15 },
  { code: "5110", name: "Taxes", type: "expense", subtype: "operating", scheduleELine: 16 },
  { code: "5120", name: "Utilities", type: "expense", subtype: "operating", scheduleELine: 17 },
  { code: "5130", name: "Depreciation", type: "expense", subtype: "non_operating", scheduleELine: 18 },
  { code: "5190", name: "Other Expenses", type: "expense", subtype: "operating", scheduleELine: 19 },
];

/** Form 1040 Schedule E, Part I: the line each account's `scheduleELine` points at. */
export const SCHEDULE_E_LINES: Readonly<Record<number, string>> = {
  3: "Rents received",
  5: "Advertising",
  6: "Auto and travel",
  7: "Cleaning and maintenance",
  8: "Commissions",
  9: "Insurance",
  10: "Legal and other professional fees",
  11: "Management fees",
  12: "Mortgage interest paid to banks, etc.",
  13: "Other interest",
  14: "Repairs",
  15: "Supplies",
  16: "Taxes",
  17: "Utilities",
  18: "Depreciation expense or depletion",
  19: "Other",
};
