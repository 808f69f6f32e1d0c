// Sample units of a property and, for most, a current tenant with a lease.
import type { tenants, units } from "../schema";
import { addMonthsYm, daysIn, type PlaceRows, pad2, type UnitPlan } from "./model";
import { FIRST, LAST, type PType } from "./names";
import type { SeedScope } from "./properties";

interface PropertyShape {
  id: string;
  type: PType;
  unitCount: number;
  baseRent: number;
}

export function generateUnit(
  scope: SeedScope,
  rows: PlaceRows,
  property: PropertyShape,
  u: number,
): UnitPlan {
  const { rng, ids, organizationId, now } = scope;
  const { type, unitCount, baseRent } = property;
  const unitId = ids.uuid();
  const unitName =
    unitCount === 1 ? "Main" : type === "commercial" ? `Suite ${100 + u + 1}` : `Unit ${u + 1}`;
  const rent = rng.around(baseRent * 100, 0.08);
  const beds = type === "commercial" ? null : rng.int(1, type === "single_family" ? 5 : 3);
  const row: typeof units.$inferInsert = {
    id: unitId,
    organizationId,
    propertyId: property.id,
    name: unitName,
    beds,
    baths: beds === null ? null : rng.pick([1, 1, 1.5, 2, 2, 2.5, 3]),
    squareFeet: rng.int(550, 2600),
    marketRentCents: Math.round(rent / 100) * 100,
    createdAt: now,
    updatedAt: now,
  };
  rows.units.push(row);
  const occupied = rng.chance(type === "short_term_rental" ? 0.97 : 0.93);
  const deposit = Math.round(rent / 100) * 100;
  const lease = occupied ? generateTenant(scope, rows, property.id, unitId, rent, deposit) : null;
  return {
    id: unitId,
    name: unitName,
    rent: Math.round(rent / 100) * 100,
    tenant: lease?.name ?? null,
    leaseStart: lease?.leaseStart ?? null,
    deposit,
  };
}

function generateTenant(
  scope: SeedScope,
  rows: PlaceRows,
  propertyId: string,
  unitId: string,
  rent: number,
  deposit: number,
): { name: string; leaseStart: string } {
  const { rng, ids, organizationId, now, period } = scope;
  const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const [ly, lm] = addMonthsYm(period.endY, period.endM, -rng.int(1, period.years * 12 + 12));
  const leaseStart = `${ly}-${pad2(lm)}-01`;
  const [ey, em] = addMonthsYm(period.endY, period.endM, rng.int(1, 11));
  const row: typeof tenants.$inferInsert = {
    id: ids.uuid(),
    organizationId,
    propertyId,
    unitId,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
    phone: `(555) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, "0")}`,
    leaseStart,
    leaseEnd: rng.chance(0.25) ? null : `${ey}-${pad2(em)}-${pad2(daysIn(ey, em))}`,
    rentCents: Math.round(rent / 100) * 100,
    depositCents: deposit,
    status: "active",
    createdAt: now,
    updatedAt: now,
  };
  rows.tenants.push(row);
  return { name, leaseStart };
}
