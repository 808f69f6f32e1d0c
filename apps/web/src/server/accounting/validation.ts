// zod contracts of every accounting body, query and param. Strings are trimmed and bounded, ids are
// UUIDs (a malformed id is a 400, never a database error), money is integer cents or a decimal string
// parsed exactly by parseMoney.
import { z } from "zod";
import { MAX_CENTS, parseMoney } from "./money";
import {
  ACCOUNT_TYPES,
  ALL_SUBTYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TENANT_STATUSES,
  TRANSACTION_TYPES,
} from "./schema";

export const idParam = z.object({ id: z.uuid("must be a valid id") });
export const uuid = z.uuid("must be a valid id");
const text = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
export const isoDate = z.iso
  .date("must be a date (YYYY-MM-DD)")
  .refine((d) => d >= "1900-01-01" && d <= "2199-12-31", {
    message: "must be between 1900 and 2199",
  });
export const cents = z
  .int("must be an integer number of cents")
  .min(0, "must not be negative")
  .max(MAX_CENTS, "is too large");
export const positiveCents = cents.min(1, "must be greater than zero");

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

const accountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/, "must be 1–20 letters, digits, dots or dashes");
const scheduleELine = z.int().min(3).max(19).nullish();

export const accountCreateBody = z.object({
  code: accountCode,
  name: text(120),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.enum(ALL_SUBTYPES as [string, ...string[]]).optional(),
  parentId: uuid.nullish(),
  scheduleELine,
  description: optText(500),
});
export type AccountCreate = z.output<typeof accountCreateBody>;

export const accountUpdateBody = z
  .object({
    code: accountCode.optional(),
    name: text(120).optional(),
    type: z.enum(ACCOUNT_TYPES).optional(),
    subtype: z.enum(ALL_SUBTYPES as [string, ...string[]]).optional(),
    parentId: uuid.nullish(),
    scheduleELine,
    description: optText(500).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to update" });
export type AccountUpdate = z.output<typeof accountUpdateBody>;

export const accountListQuery = z.object({
  includeInactive: boolQuery,
  type: z.enum(ACCOUNT_TYPES).optional(),
});

// ---- properties, units, tenants ---------------------------------------------------------------

const tenantInput = z.object({
  name: text(120),
  email: z.email("must be an e-mail address").max(254).nullish(),
  phone: optText(40),
  leaseStart: isoDate.nullish(),
  leaseEnd: isoDate.nullish(),
  rentCents: cents.default(0),
  depositCents: cents.default(0),
});

const unitFields = {
  name: text(60),
  beds: z.int().min(0).max(100).nullish(),
  baths: z
    .number()
    .min(0)
    .max(100)
    .refine((b) => Number.isInteger(b * 2), "must be a multiple of 0.5")
    .nullish(),
  squareFeet: z.int().min(0).max(10_000_000).nullish(),
  marketRentCents: cents.nullish(),
  /** The current tenant; null moves the current tenant out. */
  tenant: tenantInput.nullish(),
};
const leaseOrder = (u: { tenant?: { leaseStart?: string | null; leaseEnd?: string | null } | null }) =>
  !u.tenant?.leaseStart || !u.tenant.leaseEnd || u.tenant.leaseEnd >= u.tenant.leaseStart;
const leaseMessage = { message: "tenant.leaseEnd must not be before tenant.leaseStart" };
export const unitCreateBody = z.object(unitFields).refine(leaseOrder, leaseMessage);
export type UnitCreate = z.output<typeof unitCreateBody>;
export const unitUpdateBody = z
  .object({ ...unitFields, name: unitFields.name.optional() })
  .refine(leaseOrder, leaseMessage)
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to update" });
export type UnitUpdate = z.output<typeof unitUpdateBody>;

const propertyFields = {
  name: text(120),
  addressLine1: z.string().trim().max(200).default(""),
  addressLine2: optText(200),
  city: z.string().trim().max(100).default(""),
  state: z.string().trim().max(50).default(""),
  postalCode: z.string().trim().max(20).default(""),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
    .default("US"),
  type: z.enum(PROPERTY_TYPES),
  purchaseDate: isoDate.nullish(),
  purchasePriceCents: cents.nullish(),
  status: z.enum(PROPERTY_STATUSES).default("active"),
  notes: optText(2000),
};
export const propertyCreateBody = z.object({
  ...propertyFields,
  units: z.array(unitCreateBody).max(500).default([]),
});
export type PropertyCreate = z.output<typeof propertyCreateBody>;
export const propertyUpdateBody = z
  .object({
    name: propertyFields.name.optional(),
    addressLine1: z.string().trim().max(200).optional(),
    addressLine2: optText(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(50).optional(),
    postalCode: z.string().trim().max(20).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
      .optional(),
    type: z.enum(PROPERTY_TYPES).optional(),
    purchaseDate: isoDate.nullish(),
    purchasePriceCents: cents.nullish(),
    status: z.enum(PROPERTY_STATUSES).optional(),
    notes: optText(2000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to update" });
export type PropertyUpdate = z.output<typeof propertyUpdateBody>;

export const PROPERTY_SORTS = ["name", "type", "status", "city", "createdAt", "purchaseDate"] as const;
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

const splitInput = z
  .object({
    accountId: uuid,
    amountCents: positiveCents.optional(),
    /** Alternative to amountCents: a decimal string such as "1,234.56". */
    amount: z.string().max(32).optional(),
    propertyId: uuid.nullish(),
    memo: optText(500),
  })
  .transform((s, ctx) => {
    let amountCents = s.amountCents;
    if (amountCents === undefined && s.amount !== undefined) {
      try {
        amountCents = parseMoney(s.amount);
      } catch (e) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: (e as Error).message });
        return z.NEVER;
      }
    }
    if (amountCents === undefined) {
      ctx.addIssue({ code: "custom", path: ["amountCents"], message: "amountCents or amount is required" });
      return z.NEVER;
    }
    if (amountCents <= 0) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "must be greater than zero" });
      return z.NEVER;
    }
    return { accountId: s.accountId, amountCents, propertyId: s.propertyId ?? null, memo: s.memo };
  });

export const transactionBody = z
  .object({
    date: isoDate,
    description: text(300),
    payee: optText(200),
    type: z.enum(TRANSACTION_TYPES),
    /** Income: deposited to; expense: paid from; transfer: moved from. A balance-sheet account. */
    bankAccountId: uuid,
    propertyId: uuid.nullish(),
    unitId: uuid.nullish(),
    memo: optText(2000),
    reference: optText(100),
    splits: z.array(splitInput).min(1, "needs at least one split").max(100),
  })
  .superRefine((b, ctx) => {
    if (b.unitId && !b.propertyId) {
      ctx.addIssue({ code: "custom", path: ["unitId"], message: "needs a propertyId" });
    }
    const total = b.splits.reduce((s, x) => s + x.amountCents, 0);
    if (total > MAX_CENTS) ctx.addIssue({ code: "custom", path: ["splits"], message: "total is too large" });
  });
export type TransactionInput = z.output<typeof transactionBody>;

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

export const exportFormat = z.object({ format: z.enum(["csv", "xlsx", "pdf"]).default("csv") });
export const transactionExportQuery = z.object({ ...transactionFilterFields, ...exportFormat.shape });
export const ledgerExportQuery = ledgerQuery.omit({ page: true, pageSize: true }).extend(exportFormat.shape);
export const propertyExportQuery = propertyListQuery
  .omit({ page: true, pageSize: true })
  .extend(exportFormat.shape);

export const rangeCheck = <T extends { from?: string | undefined; to?: string | undefined }>(q: T): T => q;
