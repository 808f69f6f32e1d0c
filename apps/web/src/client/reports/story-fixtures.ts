// What the reports API answers in the report stories: the shapes of src/shared/reports.ts and
// src/shared/schedule-e.ts, with figures that add up the way the server's do.
import type { Statement } from "../../shared/reports";
import type { ScheduleE } from "../../shared/schedule-e";

const base = { organizationName: "Ada Landlord's Properties", basis: "Cash" as const, checks: [] };

export const PROFIT_AND_LOSS: Statement = {
  ...base,
  report: "profit-and-loss",
  title: "Profit and Loss",
  periodLabel: "Year 2025",
  from: "2025-01-01",
  to: "2025-12-31",
  columns: [
    { key: "total", label: "Year 2025" },
    { key: "previous", label: "Year 2024" },
    { key: "change", label: "Change" },
  ],
  rows: [
    { label: "Income", kind: "heading", depth: 0, values: [] },
    {
      label: "4000 Rental Income",
      code: "4000",
      kind: "line",
      depth: 1,
      values: [350_000, 180_000, 170_000],
    },
    { label: "4100 Late Fees", code: "4100", kind: "line", depth: 1, values: [5_000, 0, 5_000] },
    { label: "Total income", kind: "subtotal", depth: 0, values: [355_000, 180_000, 175_000] },
    { label: "Operating expenses", kind: "heading", depth: 0, values: [] },
    { label: "5040 Insurance", code: "5040", kind: "line", depth: 1, values: [90_000, 0, 90_000] },
    { label: "5090 Repairs", code: "5090", kind: "line", depth: 1, values: [32_550, 45_000, -12_450] },
    { label: "Total operating expenses", kind: "subtotal", depth: 0, values: [122_550, 45_000, 77_550] },
    { label: "Net operating income (NOI)", kind: "subtotal", depth: 0, values: [232_450, 135_000, 97_450] },
    { label: "Non-operating expenses", kind: "heading", depth: 0, values: [] },
    { label: "5070 Mortgage Interest", code: "5070", kind: "line", depth: 1, values: [70_000, 0, 70_000] },
    { label: "Total non-operating expenses", kind: "subtotal", depth: 0, values: [70_000, 0, 70_000] },
    { label: "Net income", kind: "total", depth: 0, values: [162_450, 135_000, 27_450] },
  ],
  fileName: "profit-and-loss-2025-01-01-2025-12-31",
};

export const BALANCE_SHEET: Statement = {
  ...base,
  report: "balance-sheet",
  title: "Balance Sheet",
  periodLabel: "As of Dec 31, 2025",
  from: null,
  to: "2025-12-31",
  columns: [{ key: "balance", label: "Dec 31, 2025" }],
  rows: [
    { label: "Assets", kind: "heading", depth: 0, values: [] },
    { label: "1000 Operating Bank Account", code: "1000", kind: "line", depth: 1, values: [3_176_305] },
    { label: "1500 Buildings", code: "1500", kind: "line", depth: 1, values: [21_860_000] },
    { label: "Total assets", kind: "total", depth: 0, values: [25_036_305] },
    { label: "Liabilities", kind: "heading", depth: 0, values: [] },
    { label: "2500 Mortgage Loans", code: "2500", kind: "line", depth: 1, values: [20_000_000] },
    { label: "Total liabilities", kind: "subtotal", depth: 0, values: [20_000_000] },
    { label: "Equity", kind: "heading", depth: 0, values: [] },
    { label: "3000 Owner Contributions", code: "3000", kind: "line", depth: 1, values: [5_000_000] },
    { label: "3100 Owner Draws", code: "3100", kind: "line", depth: 1, values: [-100_000] },
    { label: "Retained earnings (prior years)", kind: "line", depth: 1, values: [75_000] },
    { label: "Net income 2025 to date", kind: "line", depth: 1, values: [61_305] },
    { label: "Total equity", kind: "subtotal", depth: 0, values: [5_036_305] },
    { label: "Total liabilities and equity", kind: "total", depth: 0, values: [25_036_305] },
  ],
  checks: [{ label: "Assets equal liabilities plus equity", ok: true }],
  fileName: "balance-sheet-2025-12-31",
};

/** January on accrual books: 1 000.00 rent charged, 600.00 of it paid. */
export const TRIAL_BALANCE_ACCRUAL: Statement = {
  ...base,
  basis: "Accrual",
  report: "trial-balance",
  title: "Trial Balance",
  periodLabel: "January 2025",
  from: "2025-01-01",
  to: "2025-01-31",
  columns: [
    { key: "debit", label: "Debit" },
    { key: "credit", label: "Credit" },
  ],
  rows: [
    { label: "1000 Operating Bank Account", code: "1000", kind: "line", depth: 0, values: [60_000, null] },
    { label: "1100 Rent Receivable", code: "1100", kind: "line", depth: 0, values: [40_000, null] },
    { label: "4000 Rental Income", code: "4000", kind: "line", depth: 0, values: [null, 100_000] },
    { label: "Total", kind: "total", depth: 0, values: [100_000, 100_000] },
  ],
  checks: [{ label: "Debits equal credits", ok: true }],
  fileName: "trial-balance-2025-01-01-2025-01-31",
};

/** The same month on the cash basis: the receivable left out, the rent received as income. */
export const TRIAL_BALANCE_CASH: Statement = {
  ...TRIAL_BALANCE_ACCRUAL,
  basis: "Cash",
  rows: [
    { label: "1000 Operating Bank Account", code: "1000", kind: "line", depth: 0, values: [60_000, null] },
    { label: "4000 Rental Income", code: "4000", kind: "line", depth: 0, values: [null, 60_000] },
    { label: "Total", kind: "total", depth: 0, values: [60_000, 60_000] },
  ],
};

const lines = (values: Partial<Record<number, number>>) =>
  Object.fromEntries(
    [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((l) => [String(l), values[l] ?? 0]),
  );

export const SCHEDULE_E: ScheduleE = {
  year: 2025,
  organizationName: "Ada Landlord's Properties",
  basis: "Cash",
  allocation: "rent",
  lines: [
    [3, "Rents received"],
    [4, "Royalties received"],
    [5, "Advertising"],
    [6, "Auto and travel"],
    [7, "Cleaning and maintenance"],
    [8, "Commissions"],
    [9, "Insurance"],
    [10, "Legal and other professional fees"],
    [11, "Management fees"],
    [12, "Mortgage interest paid to banks, etc."],
    [13, "Other interest"],
    [14, "Repairs"],
    [15, "Supplies"],
    [16, "Taxes"],
    [17, "Utilities"],
    [18, "Depreciation expense or depletion"],
    [19, "Other"],
  ].map(([line, label]) => ({ line: line as number, label: label as string })),
  properties: [
    {
      propertyId: "00000000-0000-4000-8000-0000000000a1",
      name: "North House",
      address: "1 Main Street, Austin, TX 78701",
      typeCode: 1,
      fairRentalDays: 351,
      personalUseDays: 14,
      depreciation: {
        placedInService: "2024-01-15",
        basisCents: 22_000_000,
        recoveryClass: "residential",
        yearCents: 799_920,
      },
      lines: lines({ 3: 200_000, 9: 50_704, 12: 70_000, 14: 32_550, 18: 799_920 }),
      allocatedIncomeCents: 0,
      allocatedExpenseCents: 50_704,
      totalExpensesCents: 953_174,
      netCents: -753_174,
    },
    {
      propertyId: "00000000-0000-4000-8000-0000000000a2",
      name: "South Flat",
      address: "9 River Road, Austin, TX 78702",
      typeCode: 2,
      fairRentalDays: null,
      personalUseDays: null,
      depreciation: null,
      lines: lines({ 3: 155_000, 9: 39_296, 15: 12_345, 17: 8_800 }),
      allocatedIncomeCents: 0,
      allocatedExpenseCents: 39_296,
      totalExpensesCents: 60_441,
      netCents: 94_559,
    },
  ],
  unassigned: { incomeCents: 0, expenseCents: 90_000 },
  allocations: [
    {
      propertyId: "00000000-0000-4000-8000-0000000000a1",
      name: "North House",
      weight: 200_000,
      shareBp: 5634,
      incomeCents: 0,
      expenseCents: 50_704,
    },
    {
      propertyId: "00000000-0000-4000-8000-0000000000a2",
      name: "South Flat",
      weight: 155_000,
      shareBp: 4366,
      incomeCents: 0,
      expenseCents: 39_296,
    },
  ],
  totals: { incomeCents: 355_000, totalExpensesCents: 1_013_615, netCents: -658_615 },
};
