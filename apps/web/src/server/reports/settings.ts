// What a landlord enters for Schedule E beside the journal: a property's depreciation entry and
// its rental and personal use days for a tax year. Each property is looked up in the caller's
// organization first (404 otherwise).
import { and, eq } from "drizzle-orm";
import type { DepreciationInput, RentalDaysInput } from "../../shared/schedule-e";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { propertyName } from "./journal";
import { propertyDepreciation, propertyRentalDays } from "./schema";

export async function saveDepreciation(
  db: Db,
  orgId: string,
  propertyId: string,
  input: DepreciationInput,
  now: Date,
) {
  await propertyName(db, orgId, propertyId);
  const values = { ...input, updatedAt: now };
  await db
    .insert(propertyDepreciation)
    .values({ organizationId: orgId, propertyId, ...values })
    .onConflictDoUpdate({
      target: [propertyDepreciation.organizationId, propertyDepreciation.propertyId],
      set: values,
    });
  return { propertyId, ...input };
}

export async function removeDepreciation(db: Db, orgId: string, propertyId: string) {
  await propertyName(db, orgId, propertyId);
  const removed = await db
    .delete(propertyDepreciation)
    .where(
      and(eq(propertyDepreciation.organizationId, orgId), eq(propertyDepreciation.propertyId, propertyId)),
    )
    .returning({ propertyId: propertyDepreciation.propertyId });
  if (removed.length === 0) throw notFound("This property has no depreciation entry");
}

export async function saveRentalDays(
  db: Db,
  orgId: string,
  propertyId: string,
  input: RentalDaysInput,
  now: Date,
) {
  await propertyName(db, orgId, propertyId);
  const values = {
    fairRentalDays: input.fairRentalDays,
    personalUseDays: input.personalUseDays,
    updatedAt: now,
  };
  await db
    .insert(propertyRentalDays)
    .values({ organizationId: orgId, propertyId, taxYear: input.year, ...values })
    .onConflictDoUpdate({
      target: [propertyRentalDays.organizationId, propertyRentalDays.propertyId, propertyRentalDays.taxYear],
      set: values,
    });
  return { propertyId, ...input };
}
