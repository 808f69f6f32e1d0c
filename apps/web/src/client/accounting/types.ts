// Answer shapes of /api/accounting/* as the client reads them. They mirror the server's view types
// (src/server/accounting/service.ts, reports.ts); the client may not import server code, so these belong
// in src/shared once the accounting feature moves its contracts there.

export type AccountType = "asset" | "liability" | "equity" | "income" | "expense";
export const ACCOUNT_TYPES: readonly AccountType[] = ["asset", "liability", "equity", "income", "expense"];
export const PROPERTY_TYPES = [
  "single_family",
  "multi_family",
  "condo",
  "commercial",
  "short_term_rental",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type TransactionType = "income" | "expense" | "transfer";

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
}

export interface TenantView {
  id: string;
  name: string;
  rentCents: number;
  leaseStart: string | null;
  leaseEnd: string | null;
  status: "active" | "former";
}

export interface UnitView {
  id: string;
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
  type: PropertyType;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  status: "active" | "inactive" | "sold";
  unitCount: number;
  occupiedUnits: number;
  scheduledRentCents: number;
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
  unitName: string | null;
  reference: string | null;
  splits: {
    lineId: string;
    accountId: string;
    accountCode: string;
    accountName: string;
    amountCents: number;
  }[];
}

export interface PnL {
  incomeCents: number;
  expenseCents: number;
  operatingExpenseCents: number;
  noiCents: number;
  netIncomeCents: number;
}

export interface PropertyDetail {
  property: PropertyView;
  units: UnitView[];
  recentTransactions: TransactionView[];
  ytd: PnL & { from: string; to: string };
  occupancyPct: number | null;
}

export interface LedgerLine {
  lineId: string;
  transactionId: string;
  date: string;
  description: string;
  accountId: string;
  accountCode: string;
  accountName: string;
  propertyName: string | null;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

export interface Ledger {
  totals: { debitCents: number; creditCents: number };
  items: LedgerLine[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Dashboard {
  asOf: string;
  month: PnL & { month: string };
  ytd: PnL & { from: string; to: string };
  series: { month: string; incomeCents: number; expenseCents: number; noiCents: number }[];
  properties: {
    total: number;
    items: {
      id: string;
      name: string;
      type: PropertyType;
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
    components: {
      key: string;
      label: string;
      value: number | null;
      display: string;
      weight: number;
      points: number | null;
    }[];
  };
  onboarding: { steps: { key: string; label: string; href: string; done: boolean }[]; done: boolean };
}
