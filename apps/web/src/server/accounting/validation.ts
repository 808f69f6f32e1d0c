// zod contracts of the accounting queries and params. The request bodies and the field rules they share
// (ids, dates, money) live in src/shared/accounting.ts, which the client's forms use too.
import { z } from "zod";
import {
  ACCOUNT_TYPES,
  isoDate,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  parseMoney,
  TENANT_STATUSES,
  TRANSACTION_TYPES,
  uuid,
} from "../../shared/accounting";
import { CLEARED_STATES } from "../../shared/reconciliation";

export const idParam = z.object({ id: uuid });

/** A query-string amount: "1,234.56" → 123456. */
const moneyQuery = z
  .string()
  .max(32)
  .transform((s, ctx) => {
    try {
      return parseMoney(s);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: (e as Error).message });
      return z.NEVER;
    }
  });

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
const orderQuery = z.enum(["asc", "desc"]).optional();
const boolQuery = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

// ---- accounts ---------------------------------------------------------------------------------

export const accountListQuery = z.object({
  includeInactive: boolQuery,
  type: z.enum(ACCOUNT_TYPES).optional(),
});

// ---- properties, units, tenants ---------------------------------------------------------------

const PROPERTY_SORTS = ["name", "type", "status", "city", "createdAt", "purchaseDate"] as const;
export const propertyListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.enum(PROPERTY_TYPES).optional(),
  status: z.enum(PROPERTY_STATUSES).optional(),
  sort: z.enum(PROPERTY_SORTS).default("name"),
  order: orderQuery,
  ...pageQuery,
});
export type PropertyListQuery = z.output<typeof propertyListQuery>;

export const tenantListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  propertyId: uuid.optional(),
  status: z.enum(TENANT_STATUSES).optional(),
  ...pageQuery,
});
export type TenantListQuery = z.output<typeof tenantListQuery>;

// ---- transactions -----------------------------------------------------------------------------

export const TRANSACTION_SORTS = ["date", "amount", "description", "payee", "type", "createdAt"] as const;
const transactionFilterFields = {
  from: isoDate.optional(),
  to: isoDate.optional(),
  propertyId: uuid.optional(),
  accountId: uuid.optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  minAmount: moneyQuery.optional(),
  maxAmount: moneyQuery.optional(),
  q: z.string().trim().max(200).optional(),
  cleared: z.enum(CLEARED_STATES).optional(),
  sort: z.enum(TRANSACTION_SORTS).default("date"),
  order: orderQuery,
};
export const transactionListQuery = z.object({ ...transactionFilterFields, ...pageQuery });
export type TransactionFilters = z.output<typeof transactionListQuery>;

// ---- ledger, reports, exports -----------------------------------------------------------------

export const ledgerQuery = z.object({
  accountId: uuid.optional(),
  propertyId: uuid.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type LedgerQuery = z.output<typeof ledgerQuery>;

export const trialBalanceQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  propertyId: uuid.optional(),
});
export type TrialBalanceQuery = z.output<typeof trialBalanceQuery>;

export const dashboardQuery = z.object({
  asOf: isoDate.optional(),
  propertiesLimit: z.coerce.number().int().min(1).max(500).default(25),
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

const exportFormat = z.object({ format: z.enum(["csv", "xlsx", "pdf"]).default("csv") });
export const transactionExportQuery = z.object({ ...transactionFilterFields, ...exportFormat.shape });
export const ledgerExportQuery = ledgerQuery.omit({ page: true, pageSize: true }).extend(exportFormat.shape);
export const propertyExportQuery = propertyListQuery
  .omit({ page: true, pageSize: true })
  .extend(exportFormat.shape);
