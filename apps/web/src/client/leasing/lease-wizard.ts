// The lease wizard's values, the create body they become, and each step's problems. Validity comes from the
// API's own schema (leaseCreateBody), so the wizard refuses exactly what the server would; only the wording
// is the wizard's.
import { type LeaseView, leaseCreateBody } from "../../shared/leasing";
import { amountText, parseAmountToCents } from "../accounting/format";

export interface WizardValues {
  propertyId: string;
  unitId: string;
  tenantIds: string[];
  startDate: string;
  endDate: string;
  rent: string;
  dueDay: string;
  graceDays: string;
  lateFeeKind: "none" | "flat" | "percent";
  lateFee: string;
  deposit: string;
  petRent: string;
}

export const STEPS = ["Unit and tenants", "Term and rent", "Late fee and deposit", "Review"] as const;

/** A wizard field with a problem to show; unitId stands for the property and unit pair. */
export type WizardField = "unitId" | "tenantIds" | Exclude<keyof WizardValues, "propertyId" | "lateFeeKind">;
export type WizardErrors = Partial<Record<WizardField, string>>;

/** Each entry step's fields, in the order they appear on screen (the first invalid one takes focus). */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ["unitId", "tenantIds"],
  ["startDate", "endDate", "rent", "petRent", "dueDay", "graceDays"],
  ["lateFee", "deposit"],
];

/** The body field a schema issue is about → the wizard field and what the landlord should do. */
const ISSUE_FIELDS: Record<string, [WizardField, string]> = {
  unitId: ["unitId", "Choose a unit."],
  tenantIds: ["tenantIds", "Choose at least one tenant."],
  startDate: ["startDate", "Enter the start date."],
  endDate: ["endDate", "The end date is before the start date."],
  rentCents: ["rent", "Enter the monthly rent, e.g. 1,450.00."],
  recurringCharges: ["petRent", "Enter the pet rent as an amount, or leave it empty."],
  dueDay: ["dueDay", "Enter a day from 1 to 28."],
  graceDays: ["graceDays", "Enter 0 to 31 days."],
  lateFeeAmount: ["lateFee", "Enter the late fee."],
  depositCents: ["deposit", "Enter the deposit as an amount, or leave it empty."],
};

// Unreadable input becomes -1, which the schema's minimums refuse as a continuable issue; null would be a
// type error, and a type error stops the schema's end-after-start check from running at all.
const INVALID = -1;
const optionalCents = (input: string) => (input.trim() ? (parseAmountToCents(input) ?? INVALID) : 0);
const wholeNumber = (input: string) => {
  const n = input.trim() ? Number(input) : Number.NaN;
  return Number.isFinite(n) ? n : INVALID;
};

function lateFeeAmount(v: WizardValues): number {
  if (v.lateFeeKind === "none") return 0;
  if (v.lateFeeKind === "flat") return parseAmountToCents(v.lateFee) ?? INVALID;
  const percent = v.lateFee.trim() ? Number(v.lateFee) : Number.NaN;
  return Number.isFinite(percent) ? Math.round(percent * 100) : INVALID; // basis points
}

/** The create body; send it only once firstInvalidStep is null. */
export function toLeaseBody(v: WizardValues, status: "active" | "draft") {
  const pet = optionalCents(v.petRent);
  return {
    unitId: v.unitId,
    tenantIds: v.tenantIds,
    startDate: v.startDate,
    endDate: v.endDate || null,
    rentCents: parseAmountToCents(v.rent) ?? INVALID,
    dueDay: wholeNumber(v.dueDay),
    graceDays: wholeNumber(v.graceDays),
    lateFeeKind: v.lateFeeKind,
    lateFeeAmount: lateFeeAmount(v),
    depositCents: optionalCents(v.deposit),
    recurringCharges: pet ? [{ chargeType: "pet_rent", description: "Pet rent", amountCents: pet }] : [],
    status,
  };
}

/** Every problem in the values, by wizard field (the first issue per field wins). */
function wizardErrors(v: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  const result = leaseCreateBody.safeParse(toLeaseBody(v, "active"));
  for (const issue of result.error?.issues ?? []) {
    const entry = ISSUE_FIELDS[String(issue.path[0])];
    if (entry && !errors[entry[0]]) errors[entry[0]] = entry[1];
  }
  // The API takes a zero fee, but choosing a late fee and leaving it empty is a slip, not a choice.
  if (v.lateFeeKind !== "none" && !errors.lateFee && lateFeeAmount(v) === 0)
    errors.lateFee = "Enter the late fee.";
  return errors;
}

/** The problems on one entry step only, in screen order. */
export function stepErrors(v: WizardValues, step: number): WizardErrors {
  const all = wizardErrors(v);
  return Object.fromEntries((STEP_FIELDS[step] ?? []).filter((f) => all[f]).map((f) => [f, all[f]]));
}

/** The problems on the term and fee steps: what editing a lease can change. */
export function termErrors(v: WizardValues): WizardErrors {
  return { ...stepErrors(v, 1), ...stepErrors(v, 2) };
}

/** The first entry step with a problem, or null when the lease can be created. */
export function firstInvalidStep(v: WizardValues): number | null {
  const index = STEP_FIELDS.findIndex((_, step) => Object.keys(stepErrors(v, step)).length > 0);
  return index === -1 ? null : index;
}

/** Prefilled from the link that opened the wizard: a unit's or a tenant's "New lease". */
export function initialValues(params: URLSearchParams): WizardValues {
  return {
    propertyId: params.get("propertyId") ?? "",
    unitId: params.get("unitId") ?? "",
    tenantIds: params.get("tenantId") ? [params.get("tenantId")!] : [],
    startDate: "",
    endDate: "",
    rent: "",
    dueDay: "1",
    graceDays: "5",
    lateFeeKind: "none",
    lateFee: "",
    deposit: "",
    petRent: "",
  };
}

/** A lease's terms as the wizard's values, for editing. */
export function valuesOfLease(lease: LeaseView): WizardValues {
  const pet = lease.recurringCharges.find((c) => c.chargeType === "pet_rent");
  return {
    propertyId: lease.propertyId,
    unitId: lease.unitId,
    tenantIds: lease.tenants.map((t) => t.id),
    startDate: lease.startDate,
    endDate: lease.endDate ?? "",
    rent: amountText(lease.rentCents),
    dueDay: String(lease.dueDay),
    graceDays: String(lease.graceDays),
    lateFeeKind: lease.lateFeeKind,
    lateFee:
      lease.lateFeeKind === "percent" ? String(lease.lateFeeAmount / 100) : amountText(lease.lateFeeAmount),
    deposit: amountText(lease.depositCents),
    petRent: amountText(pet?.amountCents ?? 0),
  };
}

/**
 * The edit body: only the terms that differ from the lease's, so what the form does not show (a daily
 * late fee's mode and cap, other recurring charges) stays as it was.
 */
export function leaseChanges(lease: LeaseView, v: WizardValues): Record<string, unknown> {
  const before: Record<string, unknown> = toLeaseBody(valuesOfLease(lease), "active");
  const after: Record<string, unknown> = toLeaseBody(v, "active");
  const changed: Record<string, unknown> = {};
  for (const key of [
    "startDate",
    "endDate",
    "rentCents",
    "dueDay",
    "graceDays",
    "lateFeeKind",
    "lateFeeAmount",
    "depositCents",
  ]) {
    if (after[key] !== before[key]) changed[key] = after[key];
  }
  const pet = optionalCents(v.petRent);
  if (pet !== optionalCents(valuesOfLease(lease).petRent)) {
    const others = lease.recurringCharges.filter((c) => c.chargeType !== "pet_rent");
    changed.recurringCharges = [
      ...others,
      ...(pet ? [{ chargeType: "pet_rent", description: "Pet rent", amountCents: pet }] : []),
    ];
  }
  return changed;
}
