// Schedule E (Form 1040) Part I: the query, the settings a landlord enters per property
// (depreciation entry, rental and personal use days) and the answer's shape.
import { z } from "zod";
import { cents, isoDate } from "./accounting";
import { REPORT_BASES, REPORT_FORMATS } from "./reports";

export const RECOVERY_CLASSES = ["residential", "commercial"] as const;
export type RecoveryClass = (typeof RECOVERY_CLASSES)[number];
/** How amounts not assigned to a property are shared out among the properties. */
const ALLOCATION_RULES = ["rent", "units", "equal"] as const;

const taxYear = z.coerce.number().int("must be a year").min(1987).max(2199);

export const scheduleEQuery = z.object({
  year: taxYear,
  allocation: z.enum(ALLOCATION_RULES).default("rent"),
  format: z.enum(REPORT_FORMATS).default("json"),
  /** Omitted → the organization's books basis; most small landlords file on the cash basis. */
  basis: z.enum(REPORT_BASES).optional(),
});
export type ScheduleEQuery = z.output<typeof scheduleEQuery>;

export const depreciationBody = z.object({
  placedInService: isoDate,
  basisCents: cents.min(1, "must be greater than zero"),
  recoveryClass: z.enum(RECOVERY_CLASSES),
});
export type DepreciationInput = z.output<typeof depreciationBody>;

export const rentalDaysBody = z
  .object({
    year: taxYear,
    fairRentalDays: z.int("must be a whole number").min(0).max(366),
    personalUseDays: z.int("must be a whole number").min(0).max(366),
  })
  .refine((b) => b.fairRentalDays + b.personalUseDays <= 366, {
    path: ["personalUseDays"],
    message: "together with the fair rental days must not exceed 366",
  });
export type RentalDaysInput = z.output<typeof rentalDaysBody>;

// The answer: zod schemas (the API document is generated from them) with inferred types.
const int = z.number().int();

const scheduleELine = z.object({ line: int, label: z.string() });

/** A property's depreciation entry as saved (the PUT's answer, with the property). */
export const depreciationEntry = z.object({
  propertyId: z.string(),
  placedInService: z.string().meta({ format: "date" }),
  basisCents: int,
  recoveryClass: z.enum(RECOVERY_CLASSES),
});
/** A property's rental and personal use days of a tax year as saved. */
export const rentalDaysEntry = z.object({
  propertyId: z.string(),
  year: int,
  fairRentalDays: int,
  personalUseDays: int,
});

const scheduleEProperty = z.object({
  propertyId: z.string(),
  name: z.string(),
  address: z.string(),
  /** Form line 1b code: 1 single family, 2 multi-family, 3 vacation/short-term, 5 land... 8 other. */
  typeCode: int,
  fairRentalDays: int.nullable(),
  personalUseDays: int.nullable(),
  depreciation: depreciationEntry.omit({ propertyId: true }).extend({ yearCents: int }).nullable(),
  /** Per form line (3, 4, 5–19): integer cents, after allocation. */
  lines: z.record(z.string(), int),
  /** Part of `lines` that came from amounts not assigned to a property. */
  allocatedIncomeCents: int,
  allocatedExpenseCents: int,
  /** Line 20 total expenses; line 21 income (loss) = 3 + 4 − 20. */
  totalExpensesCents: int,
  netCents: int,
});
export type ScheduleEProperty = z.infer<typeof scheduleEProperty>;

const scheduleEAllocation = z.object({
  propertyId: z.string(),
  name: z.string(),
  /** What the share is proportional to: rents (cents), units, or 1. */
  weight: z.number(),
  /** Share in basis points (1/100 %). */
  shareBp: z.number(),
  incomeCents: int,
  expenseCents: int,
});
export type ScheduleEAllocation = z.infer<typeof scheduleEAllocation>;

export const scheduleEAnswer = z
  .object({
    year: int,
    organizationName: z.string(),
    /** The basis the amounts are on. */
    basis: z.enum(["Cash", "Accrual"]),
    allocation: z.enum(ALLOCATION_RULES),
    lines: z.array(scheduleELine),
    properties: z.array(scheduleEProperty),
    /** Amounts not assigned to a property, before they were shared out. */
    unassigned: z.object({ incomeCents: int, expenseCents: int }),
    allocations: z.array(scheduleEAllocation),
    totals: z.object({ incomeCents: int, totalExpensesCents: int, netCents: int }),
  })
  .meta({ id: "ScheduleE" });
export type ScheduleE = z.infer<typeof scheduleEAnswer>;
