// Leasing wire shapes: tenants, leases, the tenant ledger, payments and deposits (issue 16).
// Money is integer cents; dates are calendar days (YYYY-MM-DD) without a time zone.
import { z } from "zod";
import { uuid } from "./accounting";
import { optionalEmail, optionalPhone } from "./contact";

export const TENANT_KINDS = ["person", "company"] as const;
export const LEASE_STATUSES = ["draft", "active", "ended", "renewed"] as const;
export const CHARGE_TYPES = ["rent", "late_fee", "pet_rent", "parking", "utilities", "other"] as const;
/** Charge types a lease can carry every period besides rent. */
const RECURRING_CHARGE_TYPES = ["pet_rent", "parking", "utilities", "other"] as const;
export const LATE_FEE_KINDS = ["none", "flat", "percent"] as const;
export const LATE_FEE_MODES = ["once", "daily"] as const;
export const PRORATION_RULES = ["daily", "none"] as const;
export const PAYMENT_METHODS = ["cash", "check", "ach", "card", "money_order", "other"] as const;
/** What the ledger can hold: the methods a landlord records, plus deposit money applied at move-out. */
export const LEDGER_PAYMENT_METHODS = [...PAYMENT_METHODS, "deposit"] as const;
export const BOOKS_BASES = ["cash", "accrual"] as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  check: "Check",
  ach: "Bank transfer (ACH)",
  cash: "Cash",
  card: "Card",
  money_order: "Money order",
  other: "Other",
};
export const LEDGER_PAYMENT_METHOD_LABELS: Record<(typeof LEDGER_PAYMENT_METHODS)[number], string> = {
  ...PAYMENT_METHOD_LABELS,
  deposit: "Security deposit",
};

export type ChargeType = (typeof CHARGE_TYPES)[number];
export type BooksBasis = (typeof BOOKS_BASES)[number];
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHODS)[number];

const MAX_CENTS = 100_000_000_000; // $1 billion: far beyond any rent, far below 2^53
const centsAmount = z.number().int("must be whole cents").min(0).max(MAX_CENTS);
const positiveCents = z.number().int("must be whole cents").min(1, "must be more than 0").max(MAX_CENTS);
const calendarDay = z.iso.date("must be a date (YYYY-MM-DD)");
const text = (max: number) => z.string().trim().min(1, "is required").max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const tenantBody = z.object({
  kind: z.enum(TENANT_KINDS).default("person"),
  name: text(200),
  email: optionalEmail,
  phone: optionalPhone,
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalPhone,
  notes: optionalText(4000),
});
export const tenantUpdateBody = tenantBody.partial().extend({ archived: z.boolean().optional() });

export const tenantListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  propertyId: uuid.optional(),
  status: z.enum(["current", "former", "prospect", "archived"]).optional(),
  balanceDue: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const recurringChargeBody = z.object({
  chargeType: z.enum(RECURRING_CHARGE_TYPES),
  description: text(200),
  amountCents: positiveCents,
});

const leaseFields = {
  unitId: uuid,
  tenantIds: z.array(uuid).min(1, "a lease needs at least one tenant").max(10),
  startDate: calendarDay,
  endDate: calendarDay.nullish().transform((v) => v ?? null),
  rentCents: positiveCents,
  dueDay: z.number().int().min(1).max(28),
  graceDays: z.number().int().min(0).max(31),
  lateFeeKind: z.enum(LATE_FEE_KINDS),
  /** Flat: cents; percent: basis points of the rent (500 = 5 %). */
  lateFeeAmount: z.number().int().min(0).max(MAX_CENTS),
  lateFeeMode: z.enum(LATE_FEE_MODES),
  lateFeeCapCents: centsAmount.nullish().transform((v) => v ?? null),
  depositCents: centsAmount,
  depositAccountId: uuid.nullish().transform((v) => v ?? null),
  prorationRule: z.enum(PRORATION_RULES),
  recurringCharges: z.array(recurringChargeBody).max(10),
  notes: optionalText(4000),
};
/** The terms a new lease gets when left out; an edit changes only what it names, so it has none. */
const leaseDefaults = {
  dueDay: leaseFields.dueDay.default(1),
  graceDays: leaseFields.graceDays.default(5),
  lateFeeKind: leaseFields.lateFeeKind.default("none"),
  lateFeeAmount: leaseFields.lateFeeAmount.default(0),
  lateFeeMode: leaseFields.lateFeeMode.default("once"),
  depositCents: leaseFields.depositCents.default(0),
  prorationRule: leaseFields.prorationRule.default("daily"),
  recurringCharges: leaseFields.recurringCharges.default([]),
};

const datesInOrder = (l: { startDate?: string; endDate?: string | null }) =>
  !l.startDate || !l.endDate || l.endDate >= l.startDate;
const dateOrder = { message: "endDate: must be on or after startDate", path: ["endDate"] };

export const leaseCreateBody = z
  .object({ ...leaseFields, ...leaseDefaults, status: z.enum(["draft", "active"]).default("active") })
  .refine(datesInOrder, dateOrder);
export const leaseUpdateBody = z
  .object(leaseFields)
  .omit({ unitId: true })
  .partial()
  .refine(datesInOrder, dateOrder);
export const leaseRenewBody = z
  .object({
    startDate: calendarDay,
    endDate: calendarDay.nullish().transform((v) => v ?? null),
    rentCents: positiveCents,
  })
  .refine(datesInOrder, dateOrder);
export const leaseEndBody = z.object({ moveOutDate: calendarDay });

const allocationBody = z.object({ chargeId: uuid, amountCents: positiveCents });
export const paymentBody = z.object({
  date: calendarDay,
  amountCents: positiveCents,
  method: z.enum(PAYMENT_METHODS).default("check"),
  reference: optionalText(100),
  /** Manual allocation; omitted → the oldest open charges first. */
  allocations: z.array(allocationBody).max(100).optional(),
});
export const bulkPaymentBody = z.object({
  payments: z
    .array(paymentBody.omit({ allocations: true }).extend({ leaseId: uuid }))
    .min(1)
    .max(500),
});
export const creditBody = z.object({ date: calendarDay, amountCents: positiveCents, reason: text(200) });
export const dispositionBody = z.object({
  date: calendarDay,
  deductions: z.array(z.object({ description: text(200), amountCents: positiveCents })).max(50),
  /** Deposit money applied to what the tenant still owes (unpaid rent, fees), oldest charges first. */
  appliedCents: centsAmount.default(0),
  returnedCents: centsAmount,
});
/** A tenant statement's period; omitted: from the lease's start, to today. */
export const statementQuery = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: "to: must be on or after from",
    path: ["to"],
  });
export const booksSettingBody = z.object({ basis: z.enum(BOOKS_BASES) });
const rentRollFilter = { asOf: calendarDay.optional(), propertyId: uuid.optional() };
/** The export takes every row of the filter; the page takes one page of them. */
export const rentRollExportQuery = z.object(rentRollFilter);
export const rentRollQuery = z.object({
  ...rentRollFilter,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export const leaseListQuery = z.object({
  unitId: uuid.optional(),
  propertyId: uuid.optional(),
  tenantId: uuid.optional(),
  status: z.enum(LEASE_STATUSES).optional(),
});
export const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be YYYY-MM")
    .optional(),
});

export type TenantInput = z.output<typeof tenantBody>;
export type TenantUpdate = z.output<typeof tenantUpdateBody>;
export type LeaseInput = z.output<typeof leaseCreateBody>;
export type LeaseUpdate = z.output<typeof leaseUpdateBody>;
export type PaymentInput = z.output<typeof paymentBody>;
export type DispositionInput = z.input<typeof dispositionBody>;

// The answers below are zod schemas (the API document is generated from them) with inferred types.
export const day = z.string().meta({ format: "date" });
export const cents = z.number().int();

export const tenantView = z
  .object({
    id: z.string(),
    kind: z.enum(TENANT_KINDS),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
    notes: z.string().nullable(),
    archived: z.boolean(),
    /** current (an active lease), former (only ended leases), prospect (none yet), archived. */
    status: z.enum(["current", "former", "prospect", "archived"]),
    balanceCents: cents,
    units: z.array(z.string()),
  })
  .meta({ id: "Tenant" });
export type TenantView = z.infer<typeof tenantView>;
export const tenantPage = z.object({
  items: z.array(tenantView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const recurringChargeView = z.object({
  chargeType: z.enum(CHARGE_TYPES),
  description: z.string(),
  amountCents: cents,
});

export const leaseView = z
  .object({
    id: z.string(),
    unitId: z.string(),
    unitName: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    tenants: z.array(z.object({ id: z.string(), name: z.string() })),
    startDate: day,
    endDate: day.nullable(),
    rentCents: cents,
    dueDay: z.number().int(),
    graceDays: z.number().int(),
    lateFeeKind: z.enum(LATE_FEE_KINDS),
    lateFeeAmount: z.number().int(),
    lateFeeMode: z.enum(LATE_FEE_MODES),
    lateFeeCapCents: cents.nullable(),
    depositCents: cents,
    depositAccountId: z.string(),
    depositHeldCents: cents,
    prorationRule: z.enum(PRORATION_RULES),
    recurringCharges: z.array(recurringChargeView),
    status: z.enum(LEASE_STATUSES),
    renewedFromId: z.string().nullable(),
    renewedToId: z.string().nullable(),
    moveOutDate: day.nullable(),
    /** The day of the deposit disposition (its letter can be downloaded), or null. */
    depositDisposedOn: day.nullable(),
    notes: z.string().nullable(),
    balanceCents: cents,
  })
  .meta({ id: "Lease" });
export type LeaseView = z.infer<typeof leaseView>;
export const leaseList = z.object({ items: z.array(leaseView) });

const ledgerEntry = z.object({
  date: day,
  kind: z.enum(["charge", "payment", "credit"]),
  id: z.string(),
  description: z.string(),
  chargeType: z.enum(CHARGE_TYPES).nullable(),
  /** A payment's method ("deposit": applied at move-out, voided only with the disposition); else null. */
  method: z.enum(LEDGER_PAYMENT_METHODS).nullable(),
  /** Positive: owed by the tenant; negative: paid or credited. */
  amountCents: cents,
  openCents: cents.nullable(),
  waived: z.boolean(),
  balanceCents: cents,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const leaseLedgerView = z
  .object({
    leaseId: z.string(),
    entries: z.array(ledgerEntry),
    chargesCents: cents,
    paymentsCents: cents,
    creditsCents: cents,
    balanceCents: cents,
    /** Paid or credited but not yet applied to a charge (an overpayment). */
    unappliedCents: cents,
  })
  .meta({ id: "LeaseLedger" });
export type LeaseLedger = z.infer<typeof leaseLedgerView>;

export const paymentView = z
  .object({
    id: z.string(),
    leaseId: z.string(),
    date: day,
    amountCents: cents,
    method: z.enum(LEDGER_PAYMENT_METHODS),
    reference: z.string().nullable(),
    allocations: z.array(z.object({ chargeId: z.string(), description: z.string(), amountCents: cents })),
    unappliedCents: cents,
    transactionId: z.string(),
  })
  .meta({ id: "RentPayment" });
export type PaymentView = z.infer<typeof paymentView>;
export const paymentList = z.object({ items: z.array(paymentView) });

/** The settled deposit: what was held, withheld for the deductions, and returned. */
export const depositDispositionView = z.object({
  id: z.string(),
  heldCents: cents,
  withheldCents: cents,
  appliedCents: cents,
  returnedCents: cents,
  deductions: z.array(z.object({ description: z.string(), amountCents: cents })),
  transactionId: z.string(),
});

export const booksSetting = z.object({ booksBasis: z.enum(BOOKS_BASES) });

export const AGING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
/** Overdue money in one age bucket (days past the due date) and how many charges it is. */
export const agingView = z.object({ bucket: z.enum(AGING_BUCKETS), cents, count: z.number().int() });
export type Aging = z.infer<typeof agingView>;
/** How far ahead the dashboard looks for leases ending (the notice job's first warning). */
export const ENDING_SOON_DAYS = 60;

const endingLease = z.object({
  leaseId: z.string(),
  propertyName: z.string(),
  unitName: z.string(),
  tenants: z.string(),
  endDate: day,
});
export type EndingLease = z.infer<typeof endingLease>;

/** GET /api/leasing/rent-summary: the dashboard's rent figures for the current month, as of today. */
export const rentSummaryView = z
  .object({
    month: z.string(),
    asOf: day,
    /** Whether the organization has a lease that is not a draft (else the card offers to create one). */
    hasLeases: z.boolean(),
    /** Charges (not waived) due this month: rent, fees and other recurring charges. */
    dueCents: cents,
    /** The part of this month's charges settled by payments and credits, whenever they came in. */
    collectedCents: cents,
    /** collected ÷ due in percent (one decimal), null when nothing is due. */
    collectionRatePct: z.number().nullable(),
    /** Payments dated this month, whatever they paid (as /rent-payments counts them). */
    receivedCents: cents,
    /** Charges still open after their due date plus the lease's grace days. */
    delinquent: z.object({ cents, leases: z.number().int(), aging: z.array(agingView) }),
    /** Active leases without a move-out ending within ENDING_SOON_DAYS; the first few by end date. */
    ending: z.object({ days: z.number().int(), count: z.number().int(), items: z.array(endingLease) }),
  })
  .meta({ id: "RentSummary" });
export type RentSummary = z.infer<typeof rentSummaryView>;
