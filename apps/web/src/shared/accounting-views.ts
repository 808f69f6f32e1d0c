// The answers of /api/accounting/*, as the client reads them (the bodies and enumerations are in accounting.ts).
import type { AccountType, PropertyStatus, PropertyType, TransactionType } from "./accounting";
import type { ClearedState } from "./reconciliation";

// ---- answers ------------------------------------------------------------------------------------

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AccountView {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  subtype: string;
  parentId: string | null;
  scheduleELine: number | null;
  description: string | null;
  isActive: boolean;
  isSystem: boolean;
  balanceCents: number;
  postingCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TenantView {
  id: string;
  propertyId: string;
  unitId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  leaseStart: string | null;
  leaseEnd: string | null;
  rentCents: number;
  depositCents: number;
  status: "active" | "former";
}

export interface UnitView {
  id: string;
  propertyId: string;
  name: string;
  beds: number | null;
  baths: number | null;
  squareFeet: number | null;
  marketRentCents: number | null;
  occupied: boolean;
  tenant: TenantView | null;
}

export interface PropertyView {
  id: string;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  type: PropertyType;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  status: PropertyStatus;
  notes: string | null;
  unitCount: number;
  occupiedUnits: number;
  /** Sum of the active tenants' monthly rent. */
  scheduledRentCents: number;
  createdAt: string;
  updatedAt: string;
}

export interface TransactionSplitView {
  lineId: string;
  accountId: string;
  accountCode: string;
  accountName: string;
  amountCents: number;
  propertyId: string | null;
  memo: string | null;
}

export interface TransactionView {
  id: string;
  date: string;
  description: string;
  payee: string | null;
  type: TransactionType;
  amountCents: number;
  bankAccount: { id: string; code: string; name: string };
  propertyId: string | null;
  propertyName: string | null;
  unitId: string | null;
  unitName: string | null;
  memo: string | null;
  reference: string | null;
  splits: TransactionSplitView[];
  /** On its bank account: ticked in a reconciliation in progress, or reconciled (locked). */
  cleared: ClearedState;
  createdAt: string;
  updatedAt: string;
}

/** GET /trial-balance: each account's net balance in its debit or credit column. */
export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  type: AccountType;
  debitCents: number;
  creditCents: number;
}

export interface TrialBalance {
  from: string | null;
  to: string | null;
  propertyId: string | null;
  rows: TrialBalanceRow[];
  totals: { debitCents: number; creditCents: number };
  balanced: boolean;
}

export interface LedgerLine {
  lineId: string;
  transactionId: string;
  date: string;
  description: string;
  payee: string | null;
  reference: string | null;
  type: string;
  accountId: string;
  accountCode: string;
  accountName: string;
  propertyId: string | null;
  propertyName: string | null;
  memo: string | null;
  debitCents: number;
  creditCents: number;
  /** Balance of the line's account after this line (in the account's normal direction). */
  balanceCents: number;
}

export interface Ledger {
  account: AccountView | null;
  from: string | null;
  to: string | null;
  /** Per account: balance before `from` (0 without `from`), and after the last filtered line. */
  balances: { accountId: string; openingBalanceCents: number; closingBalanceCents: number }[];
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  totals: { debitCents: number; creditCents: number };
  items: LedgerLine[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PnL {
  incomeCents: number;
  expenseCents: number;
  /** Expenses that count against NOI (all but mortgage/other interest and depreciation). */
  operatingExpenseCents: number;
  /** Net operating income: income − operating expenses. */
  noiCents: number;
  /** income − all expenses. */
  netIncomeCents: number;
}

export interface PropertyDetail {
  property: PropertyView;
  units: UnitView[];
  recentTransactions: TransactionView[];
  ytd: PnL & { from: string; to: string };
  occupancyPct: number | null;
}

export interface HealthComponent {
  key: "noiMargin" | "expenseRatio" | "occupancy" | "cashOnHand";
  label: string;
  value: number | null;
  display: string;
  weight: number;
  points: number | null;
}

/** GET /api/accounting/dashboard */
export interface Dashboard {
  asOf: string;
  month: PnL & { month: string };
  ytd: PnL & { from: string; to: string };
  series: { month: string; incomeCents: number; expenseCents: number; noiCents: number }[];
  /** The first `propertiesLimit` properties by name, with their YTD figures; `total` is the count. */
  properties: {
    total: number;
    items: {
      id: string;
      name: string;
      type: PropertyType;
      status: PropertyStatus;
      units: number;
      occupiedUnits: number;
      ytdIncomeCents: number;
      ytdExpenseCents: number;
      ytdNoiCents: number;
    }[];
  };
  occupancy: { units: number; occupiedUnits: number };
  cashOnHandCents: number;
  health: {
    score: number | null;
    grade: string;
    formula: string;
    components: HealthComponent[];
    inputs: {
      noiMarginPct: number | null;
      expenseRatioPct: number | null;
      occupancyPct: number | null;
      cashOnHandCents: number;
      avgMonthlyExpenseCents: number;
      cashMonths: number | null;
    };
  };
  onboarding: { steps: { key: string; label: string; href: string; done: boolean }[]; done: boolean };
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
