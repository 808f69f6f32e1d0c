// The answers of /api/accounting/*, as the client reads them (the bodies and enumerations are in accounting.ts).

// ---- answers ------------------------------------------------------------------------------------
// The zod schemas of most answers are in accounting-answers.ts; their types are re-exported here.

export type {
  AccountView,
  Dashboard,
  HealthComponent,
  Ledger,
  LedgerLine,
  PnL,
  PropertyDetail,
  PropertyView,
  TenantView,
  TransactionSplitView,
  TransactionView,
  TrialBalance,
  TrialBalanceRow,
  UnitView,
} from "./accounting-answers";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * How the dashboard's financial health score is computed (shown beside it, so the number is explainable). In
 * words, not Σ: one Greek letter on the dashboard made every visit download Inter's Greek subset (20 KB).
 */
export const HEALTH_FORMULA =
  "score = 100 × total points / total weight of the inputs available; " +
  "NOI margin (weight 30): full at ≥ 60 %, zero at ≤ 0 %; " +
  "expense ratio (weight 20): full at ≤ 50 %, zero at ≥ 100 %; " +
  "occupancy (weight 25): full at ≥ 95 %, zero at ≤ 50 %; " +
  "cash on hand (weight 25): months of average expenses (last 12 months), full at ≥ 6 months. " +
  "NOI margin and expense ratio use year-to-date figures; an input without data is left out.";
