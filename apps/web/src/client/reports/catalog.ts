// The standard reports /reports lists, each with the API it reads and the choices its page offers.

type ReportSlug =
  | "profit-and-loss"
  | "balance-sheet"
  | "cash-flow"
  | "trial-balance"
  | "schedule-e"
  | "owner-statement"
  | "vendor-1099";

export interface ReportEntry {
  slug: ReportSlug;
  title: string;
  description: string;
  /** What the period picker asks for: a period (month, quarter, year, custom), a date, or a tax year. */
  period: "range" | "asOf" | "year";
  /** P&L only: columns by property/month/quarter and a comparison. */
  columns?: boolean;
  /** A property filter; `required` for the owner statement. */
  property?: "optional" | "required";
  /** Cash or accrual basis on request (default: the organization's books basis). */
  basis?: boolean;
}

export const REPORTS: readonly ReportEntry[] = [
  {
    slug: "profit-and-loss",
    title: "Profit and Loss",
    description:
      "Income, operating expenses, NOI and net income, by property or by month, compared with an earlier period.",
    period: "range",
    columns: true,
    property: "optional",
    basis: true,
  },
  {
    slug: "balance-sheet",
    title: "Balance Sheet",
    description: "Assets, liabilities and equity on a date, with this year's earnings.",
    period: "asOf",
    basis: true,
  },
  {
    slug: "cash-flow",
    title: "Cash Flow",
    description: "Money in and out of your bank and card accounts: operating, investing and financing.",
    period: "range",
    basis: true,
  },
  {
    slug: "trial-balance",
    title: "Trial Balance",
    description: "Every account's debit or credit balance for a period; debits equal credits.",
    period: "range",
    property: "optional",
    basis: true,
  },
  {
    slug: "schedule-e",
    title: "Schedule E",
    description: "Form 1040 Part I per property for a tax year, with depreciation and shared expenses.",
    period: "year",
    basis: true,
  },
  {
    slug: "owner-statement",
    title: "Owner Statement",
    description:
      "One property's income, expenses, management fees and net for a period, to send to its owner.",
    period: "range",
    property: "required",
    basis: true,
  },
  {
    slug: "vendor-1099",
    title: "1099 Vendors",
    description:
      "Service payees (contractors, repairs, fees) paid $600 or more in a year from your bank accounts.",
    period: "year",
  },
];

export const reportBySlug = (slug: string) => REPORTS.find((r) => r.slug === slug);

export const REPORTS_API = "/api/accounting/reports";
