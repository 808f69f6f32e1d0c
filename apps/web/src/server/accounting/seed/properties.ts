// Sample properties: type, name, address, price and the terms their monthly entries follow.
import type { properties } from "../schema";
import { type PlaceRows, type PropertyPlan, pad2, type SeedPeriod } from "./model";
import { CITIES, KIND_NAMES, type PType, STREETS, SUFFIXES, VENDORS } from "./names";
import type { Rng } from "./random";
import { generateUnit } from "./units";

export interface SeedScope {
  organizationId: string;
  now: Date;
  period: SeedPeriod;
  /** Draws the data. */
  rng: Rng;
  /** Draws the ids (seeded by the organization too, so two organizations never collide). */
  ids: Rng;
}

function propertyType(rng: Rng): PType {
  const r = rng.float();
  return r < 0.45
    ? "single_family"
    : r < 0.75
      ? "multi_family"
      : r < 0.87
        ? "condo"
        : r < 0.92
          ? "commercial"
          : "short_term_rental";
}

/** The properties with their units and tenants; the draws keep the order of one property at a time. */
export function generateProperties(
  scope: SeedScope,
  count: number,
): { rows: PlaceRows; plans: PropertyPlan[] } {
  const rows: PlaceRows = { properties: [], units: [], tenants: [] };
  const plans: PropertyPlan[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < count; i++) plans.push(generateProperty(scope, rows, usedNames));
  return { rows, plans };
}

function generateProperty(scope: SeedScope, rows: PlaceRows, usedNames: Set<string>): PropertyPlan {
  const { rng, ids, organizationId, now } = scope;
  const type = propertyType(rng);
  const street = `${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
  const houseNo = rng.int(100, 9899);
  let name = `${street} ${rng.pick(KIND_NAMES[type])}`;
  if (usedNames.has(name)) name = `${name} (${houseNo})`;
  usedNames.add(name);
  const [city, state, zip3] = rng.pick(CITIES);
  const unitCount =
    type === "multi_family" ? rng.pick([2, 2, 3, 4, 4, 6, 8]) : type === "commercial" ? rng.int(1, 4) : 1;
  const baseRent =
    type === "commercial"
      ? rng.int(1800, 5200)
      : type === "short_term_rental"
        ? rng.int(2200, 4200)
        : rng.int(950, 2600);
  const price =
    Math.round((type === "multi_family" ? baseRent * unitCount * 120 : baseRent * rng.int(130, 170)) / 1000) *
    1000_00;
  const purchaseYear = scope.period.startY - rng.int(0, 8);
  const id = ids.uuid();
  const purchaseDate = `${purchaseYear}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`;
  const row: typeof properties.$inferInsert = {
    id,
    organizationId,
    name,
    addressLine1: `${houseNo} ${street}`,
    addressLine2: type === "condo" ? `Unit ${rng.int(1, 30)}${rng.pick(["A", "B", "C"])}` : null,
    city,
    state,
    postalCode: `${zip3}${pad2(rng.int(1, 99))}`,
    country: "US",
    type,
    purchaseDate,
    purchasePriceCents: price,
    status: "active",
    createdAt: now,
    updatedAt: now,
  };
  rows.properties.push(row);
  const plan: PropertyPlan = {
    id,
    type,
    units: [],
    loanBalance: rng.chance(0.8) ? Math.round(price * 0.75) : 0,
    purchaseDate,
    monthlyRate: rng.int(300, 700) / 100 / 100 / 12,
    payment: 0,
    lender: rng.pick(VENDORS.mortgage),
    managed: rng.chance(0.3),
    landlordUtilities: type === "multi_family" || type === "short_term_rental" || rng.chance(0.15),
    insurance: rng.around(Math.round(price * 0.004), 0.2),
    tax: rng.around(Math.round(price * 0.011), 0.2),
    price,
  };
  if (plan.loanBalance > 0) {
    // A 30-year fixed-rate loan's monthly payment.
    const n = 360;
    const rr = plan.monthlyRate;
    plan.payment = Math.round((plan.loanBalance * rr) / (1 - (1 + rr) ** -n));
  }
  for (let u = 0; u < unitCount; u++) {
    plan.units.push(generateUnit(scope, rows, { id, type, unitCount, baseRent }, u));
  }
  return plan;
}
