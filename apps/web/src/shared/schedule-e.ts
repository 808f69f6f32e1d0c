// Schedule E (Form 1040) Part I: the query, the settings a landlord enters per property
// (depreciation entry, rental and personal use days) and the answer's shape.
import { z } from "zod";
import { cents, isoDate } from "./accounting";
import { REPORT_BASES, REPORT_FORMATS } from "./reports";

export const RECOVERY_CLASSES = ["residential", "commercial"] as const;
export type RecoveryClass = (typeof RECOVERY_CLASSES)[number];
/** How amounts not assigned to a property are shared out among the properties. */
const ALLOCATION_RULES = ["rent", "units", "equal"] as const;
type AllocationRule = (typeof ALLOCATION_RULES)[number];

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

interface ScheduleELine {
  line: number;
  label: string;
}

export interface ScheduleEProperty {
  propertyId: string;
  name: string;
  address: string;
  /** Form line 1b code: 1 single family, 2 multi-family, 3 vacation/short-term, 5 land... 8 other. */
  typeCode: number;
  fairRentalDays: number | null;
  personalUseDays: number | null;
  depreciation: (DepreciationInput & { yearCents: number }) | null;
  /** Per form line (3, 4, 5–19): integer cents, after allocation. */
  lines: Record<string, number>;
  /** Part of `lines` that came from amounts not assigned to a property. */
  allocatedIncomeCents: number;
  allocatedExpenseCents: number;
  /** Line 20 total expenses; line 21 income (loss) = 3 + 4 − 20. */
  totalExpensesCents: number;
  netCents: number;
}

export interface ScheduleEAllocation {
  propertyId: string;
  name: string;
  /** What the share is proportional to: rents (cents), units, or 1. */
  weight: number;
  /** Share in basis points (1/100 %). */
  shareBp: number;
  incomeCents: number;
  expenseCents: number;
}

export interface ScheduleE {
  year: number;
  organizationName: string;
  /** The basis the amounts are on. */
  basis: "Cash" | "Accrual";
  allocation: AllocationRule;
  lines: ScheduleELine[];
  properties: ScheduleEProperty[];
  /** Amounts not assigned to a property, before they were shared out. */
  unassigned: { incomeCents: number; expenseCents: number };
  allocations: ScheduleEAllocation[];
  totals: { incomeCents: number; totalExpensesCents: number; netCents: number };
}
