// Rent roll and /rent-payments wire shapes: a row per unit, the month's charges, overdue money by age.
// Money is integer cents; dates are calendar days (YYYY-MM-DD).
import { z } from "zod";
import { agingView, CHARGE_TYPES, cents, day, LEASE_STATUSES } from "./leasing";

/**
 * A unit's state on the rent roll: its lease's status; "no_lease" when someone occupies it by hand-entered
 * occupant (the unit never had a lease), so the roll counts the same occupied units as the dashboard.
 */
export const RENT_ROLL_STATUSES = [...LEASE_STATUSES, "no_lease", "vacant"] as const;
export const RENT_ROLL_STATUS_LABELS: Record<(typeof RENT_ROLL_STATUSES)[number], string> = {
  draft: "Draft",
  active: "Active",
  ended: "Ended",
  renewed: "Renewed",
  no_lease: "Occupied, no lease",
  vacant: "Vacant",
};

/** One row per unit: its active lease, else its occupant without a lease, else vacant (fields null). */
const rentRollRow = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  leaseId: z.string().nullable(),
  tenants: z.string(),
  startDate: day.nullable(),
  endDate: day.nullable(),
  rentCents: cents,
  depositHeldCents: cents,
  balanceCents: cents,
  status: z.enum(RENT_ROLL_STATUSES),
});
export type RentRollRow = z.infer<typeof rentRollRow>;

export const rentRollView = z
  .object({
    asOf: day,
    /** The page's units, in property then unit name order; totals cover every unit of the filter. */
    rows: z.array(rentRollRow),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({
      units: z.number().int(),
      occupied: z.number().int(),
      rentCents: cents,
      depositHeldCents: cents,
      balanceCents: cents,
    }),
  })
  .meta({ id: "RentRoll" });
export type RentRoll = z.infer<typeof rentRollView>;

const dueItem = z.object({
  chargeId: z.string(),
  leaseId: z.string(),
  propertyName: z.string(),
  unitName: z.string(),
  tenants: z.string(),
  description: z.string(),
  chargeType: z.enum(CHARGE_TYPES),
  dueDate: day,
  amountCents: cents,
  openCents: cents,
  daysOverdue: z.number().int(),
});
export type DueItem = z.infer<typeof dueItem>;

/** /rent-payments: the month's charges, everything overdue by age, and what came in this month. */
export const rentCollectionsView = z
  .object({
    month: z.string(),
    asOf: day,
    dueThisMonth: z.array(dueItem),
    overdue: z.array(dueItem),
    aging: z.array(agingView),
    dueCents: cents,
    /** The part of this month's charges settled by payments and credits (as the dashboard counts it). */
    collectedCents: cents,
    /** Payments dated this month, whatever they paid. */
    receivedCents: cents,
    overdueCents: cents,
  })
  .meta({ id: "RentCollections" });
export type RentCollections = z.infer<typeof rentCollectionsView>;
