// Leasing wire shapes: tenants, leases, the tenant ledger, payments and deposits (issue 16).
// Money is integer cents; dates are calendar days (YYYY-MM-DD) without a time zone.
import { z } from "zod";
import { uuid } from "./accounting";

export const TENANT_KINDS = ["person", "company"] as const;
export const LEASE_STATUSES = ["draft", "active", "ended", "renewed"] as const;
export const CHARGE_TYPES = ["rent", "late_fee", "pet_rent", "parking", "utilities", "other"] as const;
/** Charge types a lease can carry every period besides rent. */
const RECURRING_CHARGE_TYPES = ["pet_rent", "parking", "utilities", "other"] as const;
export const LATE_FEE_KINDS = ["none", "flat", "percent"] as const;
export const LATE_FEE_MODES = ["once", "daily"] as const;
export const PRORATION_RULES = ["daily", "none"] as const;
export const PAYMENT_METHODS = ["cash", "check", "ach", "card", "money_order", "other"] as const;
export const BOOKS_BASES = ["cash", "accrual"] as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  check: "Check",
  ach: "Bank transfer (ACH)",
  cash: "Cash",
  card: "Card",
  money_order: "Money order",
  other: "Other",
};

type LeaseStatus = (typeof LEASE_STATUSES)[number];
export type ChargeType = (typeof CHARGE_TYPES)[number];
export type BooksBasis = (typeof BOOKS_BASES)[number];

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
  email: z
    .email("must be an e-mail address")
    .max(320)
    .nullish()
    .or(z.literal(""))
    .transform((v) => v || null),
  phone: optionalText(40),
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalText(40),
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
  dueDay: z.number().int().min(1).max(28).default(1),
  graceDays: z.number().int().min(0).max(31).default(5),
  lateFeeKind: z.enum(LATE_FEE_KINDS).default("none"),
  /** Flat: cents; percent: basis points of the rent (500 = 5 %). */
  lateFeeAmount: z.number().int().min(0).max(MAX_CENTS).default(0),
  lateFeeMode: z.enum(LATE_FEE_MODES).default("once"),
  lateFeeCapCents: centsAmount.nullish().transform((v) => v ?? null),
  depositCents: centsAmount.default(0),
  depositAccountId: uuid.nullish().transform((v) => v ?? null),
  prorationRule: z.enum(PRORATION_RULES).default("daily"),
  recurringCharges: z.array(recurringChargeBody).max(10).default([]),
  notes: optionalText(4000),
};

const datesInOrder = (l: { startDate?: string; endDate?: string | null }) =>
  !l.startDate || !l.endDate || l.endDate >= l.startDate;
const dateOrder = { message: "endDate: must be on or after startDate", path: ["endDate"] };

export const leaseCreateBody = z
  .object({ ...leaseFields, status: z.enum(["draft", "active"]).default("active") })
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
export const rentRollQuery = z.object({ asOf: calendarDay.optional(), propertyId: uuid.optional() });
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
export type DispositionInput = z.output<typeof dispositionBody>;

export interface TenantView {
  id: string;
  kind: (typeof TENANT_KINDS)[number];
  name: string;
  email: string | null;
  phone: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  notes: string | null;
  archived: boolean;
  /** current (an active lease), former (only ended leases), prospect (none yet), archived. */
  status: "current" | "former" | "prospect" | "archived";
  balanceCents: number;
  units: string[];
}

interface RecurringChargeView {
  chargeType: ChargeType;
  description: string;
  amountCents: number;
}

export interface LeaseView {
  id: string;
  unitId: string;
  unitName: string;
  propertyId: string;
  propertyName: string;
  tenants: { id: string; name: string }[];
  startDate: string;
  endDate: string | null;
  rentCents: number;
  dueDay: number;
  graceDays: number;
  lateFeeKind: (typeof LATE_FEE_KINDS)[number];
  lateFeeAmount: number;
  lateFeeMode: (typeof LATE_FEE_MODES)[number];
  lateFeeCapCents: number | null;
  depositCents: number;
  depositAccountId: string;
  depositHeldCents: number;
  prorationRule: (typeof PRORATION_RULES)[number];
  recurringCharges: RecurringChargeView[];
  status: LeaseStatus;
  renewedFromId: string | null;
  renewedToId: string | null;
  moveOutDate: string | null;
  /** The day of the deposit disposition (its letter can be downloaded), or null. */
  depositDisposedOn: string | null;
  notes: string | null;
  balanceCents: number;
}

export interface LedgerEntry {
  date: string;
  kind: "charge" | "payment" | "credit";
  id: string;
  description: string;
  chargeType: ChargeType | null;
  /** Positive: owed by the tenant; negative: paid or credited. */
  amountCents: number;
  openCents: number | null;
  waived: boolean;
  balanceCents: number;
}

export interface LeaseLedger {
  leaseId: string;
  entries: LedgerEntry[];
  chargesCents: number;
  paymentsCents: number;
  creditsCents: number;
  balanceCents: number;
  /** Paid or credited but not yet applied to a charge (an overpayment). */
  unappliedCents: number;
}

export interface PaymentView {
  id: string;
  leaseId: string;
  date: string;
  amountCents: number;
  method: (typeof PAYMENT_METHODS)[number];
  reference: string | null;
  allocations: { chargeId: string; description: string; amountCents: number }[];
  unappliedCents: number;
  transactionId: string;
}

/** One row per unit: its active lease, or vacant (lease fields null). */
export interface RentRollRow {
  propertyId: string;
  propertyName: string;
  unitId: string;
  unitName: string;
  leaseId: string | null;
  tenants: string;
  startDate: string | null;
  endDate: string | null;
  rentCents: number;
  depositHeldCents: number;
  balanceCents: number;
  status: LeaseStatus | "vacant";
}

export interface RentRoll {
  asOf: string;
  rows: RentRollRow[];
  totals: {
    units: number;
    occupied: number;
    rentCents: number;
    depositHeldCents: number;
    balanceCents: number;
  };
}

export interface DueItem {
  chargeId: string;
  leaseId: string;
  propertyName: string;
  unitName: string;
  tenants: string;
  description: string;
  chargeType: ChargeType;
  dueDate: string;
  amountCents: number;
  openCents: number;
  daysOverdue: number;
}

export const AGING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
/** Overdue money in one age bucket (days past the due date) and how many charges it is. */
export interface Aging {
  bucket: (typeof AGING_BUCKETS)[number];
  cents: number;
  count: number;
}

/** /rent-payments: the month's charges, everything overdue by age, and what came in this month. */
export interface RentCollections {
  month: string;
  asOf: string;
  dueThisMonth: DueItem[];
  overdue: DueItem[];
  aging: Aging[];
  dueCents: number;
  collectedCents: number;
  overdueCents: number;
}

/** How far ahead the dashboard looks for leases ending (the notice job's first warning). */
export const ENDING_SOON_DAYS = 60;

export interface EndingLease {
  leaseId: string;
  propertyName: string;
  unitName: string;
  tenants: string;
  endDate: string;
}

/** GET /api/leasing/rent-summary: the dashboard's rent figures for the current month, as of today. */
export interface RentSummary {
  month: string;
  asOf: string;
  /** Whether the organization has a lease that is not a draft (else the card offers to create one). */
  hasLeases: boolean;
  /** Charges (not waived) due this month: rent, fees and other recurring charges. */
  dueCents: number;
  /** The part of this month's charges settled by payments and credits, whenever they came in. */
  collectedCents: number;
  /** collected ÷ due in percent (one decimal), null when nothing is due. */
  collectionRatePct: number | null;
  /** Payments dated this month, whatever they paid (as /rent-payments counts them). */
  receivedCents: number;
  /** Charges still open after their due date plus the lease's grace days. */
  delinquent: { cents: number; leases: number; aging: Aging[] };
  /** Active leases without a move-out ending within ENDING_SOON_DAYS; the first few by end date. */
  ending: { days: number; count: number; items: EndingLease[] };
}
