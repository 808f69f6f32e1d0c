// The answers of /api/accounting/* as zod schemas: the API document is generated from them, and the
// types are inferred from them (accounting-views.ts re-exports the types only, so the client loads no
// zod for them, and accounting.ts's re-export of the views makes no import cycle).
import { z } from "zod";
import { ACCOUNT_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, TRANSACTION_TYPES } from "./accounting";
import { CLEARED_STATES } from "./reconciliation";

// Each answer is one zod schema (the API document is generated from it) and its inferred type.

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();
const timestamp = z.string().meta({ format: "date-time" });
const date = z.string().meta({ format: "date" });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const accountView = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    subtype: z.string(),
    parentId: nullable(z.string()),
    scheduleELine: nullable(z.number().int()),
    description: nullable(z.string()),
    isActive: z.boolean(),
    isSystem: z.boolean(),
    balanceCents: z.number().int(),
    postingCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Account" });
export type AccountView = z.infer<typeof accountView>;

export const tenantView = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    unitId: nullable(z.string()),
    name: z.string(),
    email: nullable(z.string()),
    phone: nullable(z.string()),
    leaseStart: nullable(date),
    leaseEnd: nullable(date),
    rentCents: z.number().int(),
    depositCents: z.number().int(),
    status: z.enum(["active", "former"]),
  })
  .meta({ id: "AccountingTenant" });
export type TenantView = z.infer<typeof tenantView>;

export const unitView = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    name: z.string(),
    beds: nullable(z.number()),
    baths: nullable(z.number()),
    squareFeet: nullable(z.number()),
    marketRentCents: nullable(z.number().int()),
    occupied: z.boolean(),
    tenant: nullable(tenantView),
  })
  .meta({ id: "Unit" });
export type UnitView = z.infer<typeof unitView>;

export const propertyView = z
  .object({
    id: z.string(),
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: nullable(z.string()),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    type: z.enum(PROPERTY_TYPES),
    purchaseDate: nullable(date),
    purchasePriceCents: nullable(z.number().int()),
    status: z.enum(PROPERTY_STATUSES),
    notes: nullable(z.string()),
    unitCount: z.number().int(),
    occupiedUnits: z.number().int(),
    /** Sum of the active tenants' monthly rent. */
    scheduledRentCents: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Property" });
export type PropertyView = z.infer<typeof propertyView>;

const transactionSplitView = z.object({
  lineId: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  amountCents: z.number().int(),
  propertyId: nullable(z.string()),
  memo: nullable(z.string()),
});
export type TransactionSplitView = z.infer<typeof transactionSplitView>;

export const transactionView = z
  .object({
    id: z.string(),
    date,
    description: z.string(),
    payee: nullable(z.string()),
    type: z.enum(TRANSACTION_TYPES),
    amountCents: z.number().int(),
    bankAccount: z.object({ id: z.string(), code: z.string(), name: z.string() }),
    propertyId: nullable(z.string()),
    propertyName: nullable(z.string()),
    unitId: nullable(z.string()),
    unitName: nullable(z.string()),
    memo: nullable(z.string()),
    reference: nullable(z.string()),
    splits: z.array(transactionSplitView),
    /** On its bank account: ticked in a reconciliation in progress, or reconciled (locked). */
    cleared: z.enum(CLEARED_STATES),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Transaction" });
export type TransactionView = z.infer<typeof transactionView>;

const debitCredit = z.object({ debitCents: z.number().int(), creditCents: z.number().int() });

/** GET /trial-balance: each account's net balance in its debit or credit column. */
const trialBalanceRow = z.object({
  accountId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalanceView = z.object({
  from: nullable(date),
  to: nullable(date),
  propertyId: nullable(z.string()),
  rows: z.array(trialBalanceRow),
  totals: debitCredit,
  balanced: z.boolean(),
});
export type TrialBalance = z.infer<typeof trialBalanceView>;

const ledgerLine = z.object({
  lineId: z.string(),
  transactionId: z.string(),
  date,
  description: z.string(),
  payee: nullable(z.string()),
  reference: nullable(z.string()),
  type: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  propertyId: nullable(z.string()),
  propertyName: nullable(z.string()),
  memo: nullable(z.string()),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  /** Balance of the line's account after this line (in the account's normal direction). */
  balanceCents: z.number().int(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const ledgerView = pageOf(ledgerLine).extend({
  account: nullable(accountView),
  from: nullable(date),
  to: nullable(date),
  /** Per account: balance before `from` (0 without `from`), and after the last filtered line. */
  balances: z.array(
    z.object({
      accountId: z.string(),
      openingBalanceCents: z.number().int(),
      closingBalanceCents: z.number().int(),
    }),
  ),
  openingBalanceCents: nullable(z.number().int()),
  closingBalanceCents: nullable(z.number().int()),
  totals: debitCredit,
});
export type Ledger = z.infer<typeof ledgerView>;

const pnlView = z.object({
  incomeCents: z.number().int(),
  expenseCents: z.number().int(),
  /** Expenses that count against NOI (all but mortgage/other interest and depreciation). */
  operatingExpenseCents: z.number().int(),
  /** Net operating income: income − operating expenses. */
  noiCents: z.number().int(),
  /** income − all expenses. */
  netIncomeCents: z.number().int(),
});
export type PnL = z.infer<typeof pnlView>;

/** GET /properties/:id: the property, its units, its latest transactions and its year to date. */
export const propertyDetailView = z
  .object({
    property: propertyView,
    units: z.array(unitView),
    recentTransactions: z.array(transactionView),
    ytd: pnlView.extend({ from: date, to: date }),
    occupancyPct: nullable(z.number()),
  })
  .meta({ id: "PropertyDetail" });
export type PropertyDetail = z.infer<typeof propertyDetailView>;

const int = z.number().int();
const healthComponent = z.object({
  key: z.enum(["noiMargin", "expenseRatio", "occupancy", "cashOnHand"]),
  label: z.string(),
  value: nullable(z.number()),
  display: z.string(),
  weight: z.number(),
  points: nullable(z.number()),
});
export type HealthComponent = z.infer<typeof healthComponent>;

/** GET /api/accounting/dashboard */
export const dashboardView = z
  .object({
    asOf: date,
    month: pnlView.extend({ month: z.string() }),
    ytd: pnlView.extend({ from: date, to: date }),
    series: z.array(z.object({ month: z.string(), incomeCents: int, expenseCents: int, noiCents: int })),
    /** The first `propertiesLimit` properties by name, with their YTD figures; `total` is the count. */
    properties: z.object({
      total: int,
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.enum(PROPERTY_TYPES),
          status: z.enum(PROPERTY_STATUSES),
          units: int,
          occupiedUnits: int,
          ytdIncomeCents: int,
          ytdExpenseCents: int,
          ytdNoiCents: int,
        }),
      ),
    }),
    occupancy: z.object({ units: int, occupiedUnits: int }),
    cashOnHandCents: int,
    health: z.object({
      score: nullable(z.number()),
      grade: z.string(),
      formula: z.string(),
      components: z.array(healthComponent),
      inputs: z.object({
        noiMarginPct: nullable(z.number()),
        expenseRatioPct: nullable(z.number()),
        occupancyPct: nullable(z.number()),
        cashOnHandCents: int,
        avgMonthlyExpenseCents: int,
        cashMonths: nullable(z.number()),
      }),
    }),
    onboarding: z.object({
      steps: z.array(z.object({ key: z.string(), label: z.string(), href: z.string(), done: z.boolean() })),
      done: z.boolean(),
    }),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof dashboardView>;
