// Accounting contracts shared by the server and the client: the enumerations, the request bodies of
// /api/accounting/* (zod, so forms can validate with the same rules) and the answer types. Strings are
// trimmed and bounded, ids are UUIDs (a malformed id is a 400, never a database error), money is integer
// cents or a decimal string parsed exactly by parseMoney. Query-string schemas stay with the server
// (src/server/accounting/validation.ts).
import { z } from "zod";

// ---- enumerations -------------------------------------------------------------------------------

export const ACCOUNT_TYPES = ["asset", "liability", "equity", "income", "expense"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Subtypes per type; they drive behaviour (cash on hand, NOI, which accounts can hold money). */
export const ACCOUNT_SUBTYPES = {
  asset: ["bank", "cash", "receivable", "fixed_asset", "other_asset"],
  liability: ["credit_card", "deposits", "loan", "other_liability"],
  equity: ["contribution", "draw", "retained_earnings", "other_equity"],
  income: ["rent", "fee", "other_income"],
  // non_operating (mortgage/other interest, depreciation) is excluded from NOI.
  expense: ["operating", "non_operating"],
} as const satisfies Record<AccountType, readonly string[]>;
export const ALL_SUBTYPES = Object.values(ACCOUNT_SUBTYPES).flat();

export const PROPERTY_TYPES = [
  "single_family",
  "multi_family",
  "condo",
  "commercial",
  "short_term_rental",
] as const;
export const PROPERTY_STATUSES = ["active", "inactive", "sold"] as const;
export const TRANSACTION_TYPES = ["income", "expense", "transfer"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TENANT_STATUSES = ["active", "former"] as const;

// ---- money --------------------------------------------------------------------------------------

/** Largest amount accepted on a single posting: $10 trillion, far inside Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 1_000_000_000_000_00;

const MONEY_RE = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Parses a user-typed amount into integer cents, exactly: "1,234.56" → 123456, "$12" → 1200,
 * "-3.5" → -350, "(3.50)" → -350. Throws a RangeError with a readable message on anything else
 * (more than two decimals, misplaced thousands separators, letters, empty input).
 */
export function parseMoney(input: string): number {
  let s = input.trim();
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.startsWith("+")) s = s.slice(1).trim();
  if (s.startsWith("$")) s = s.slice(1).trim();
  const m = MONEY_RE.exec(s);
  if (!m || s === "" || s === ".") throw new RangeError(`Invalid amount "${input}"`);
  const whole = (m[1] ?? "0").replaceAll(",", "");
  const frac = (m[2] ?? "").padEnd(2, "0");
  if (whole.length > 13) throw new RangeError(`Amount "${input}" is too large`);
  const cents = Number(whole) * 100 + Number(frac);
  if (cents > MAX_CENTS) throw new RangeError(`Amount "${input}" is too large`);
  return negative && cents !== 0 ? -cents : cents;
}

// ---- field rules --------------------------------------------------------------------------------

export const uuid = z.uuid("must be a valid id");
/**
 * Required trimmed text of at most `max` characters. The API's messages name no field (the server
 * prefixes the path); a form passes its `label` to get "Name is required" instead.
 */
export const text = (max: number, label?: string) => {
  const prefix = label ? `${label} ` : "";
  return z
    .string()
    .trim()
    .min(1, `${prefix}is required`)
    .max(max, `${prefix}must be at most ${max} characters`);
};
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
const positiveCents = cents.min(1, "must be greater than zero");

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

// ---- properties, units, tenants ---------------------------------------------------------------

export const tenantInput = z.object({
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

/** The fields of a property (the create body adds its units). */
export const propertyFields = {
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

export * from "./accounting-views";
