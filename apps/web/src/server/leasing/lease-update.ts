// Editing a lease's terms, and activating a draft. New terms apply to charges not yet generated;
// charges already on the ledger stay as they were (waive or credit to correct them).
import { and, eq } from "drizzle-orm";
import type { LeaseUpdate, LeaseView } from "../../shared/leasing";
import { lockLease } from "./allocate";
import { runChargeJobFor } from "./charge-job";
import { conflict, findLease, inTransaction, type Leasing } from "./context";
import { recordDepositReceived } from "./deposits";
import { getLease } from "./lease-read";
import {
  checkNoOverlap,
  checkTenants,
  depositAccount,
  overlapGuard,
  setLeaseTenants,
  setRecurringCharges,
} from "./lease-terms";
import { syncOccupancy } from "./occupancy";
import { leases } from "./schema";

export async function updateLease(
  ctx: Leasing,
  orgId: string,
  id: string,
  patch: LeaseUpdate,
): Promise<LeaseView> {
  await overlapGuard(
    inTransaction(ctx.db, async (tx) => {
      const lease = await findLease(tx, orgId, id);
      await lockLease(tx, orgId, id);
      if (lease.status === "ended" || lease.status === "renewed")
        throw conflict(`An ${lease.status} lease cannot be edited`);
      const { tenantIds, recurringCharges, depositAccountId, ...terms } = patch;
      const start = terms.startDate ?? lease.startDate;
      const end = terms.endDate === undefined ? lease.endDate : terms.endDate;
      if (end !== null && end < start) throw conflict("endDate: must be on or after startDate");
      if (
        lease.status === "active" &&
        lease.chargedThrough &&
        terms.startDate &&
        terms.startDate !== lease.startDate
      ) {
        throw conflict("The start date of a lease with charges cannot change; end it and create a new one");
      }
      if (
        lease.status === "active" &&
        terms.depositCents !== undefined &&
        terms.depositCents !== lease.depositCents
      ) {
        throw conflict("The deposit of an active lease is in the books; it cannot change");
      }
      if (lease.status === "active") await checkNoOverlap(tx, orgId, lease.unitId, start, end, id);
      if (tenantIds) {
        await checkTenants(tx, orgId, tenantIds);
        await setLeaseTenants(tx, orgId, id, tenantIds);
      }
      if (recurringCharges) await setRecurringCharges(tx, orgId, id, recurringCharges);
      const set: Partial<typeof leases.$inferInsert> = { ...terms, updatedAt: ctx.clock.now() };
      if (depositAccountId !== undefined) {
        if (lease.status === "active")
          throw conflict("The deposit of an active lease is in the books; it cannot move");
        set.depositAccountId = await depositAccount(tx, orgId, depositAccountId);
      }
      await tx
        .update(leases)
        .set(set)
        .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)));
      await syncOccupancy(tx, orgId, [lease.unitId], ctx.clock.now());
    }),
  );
  await runChargeJobFor(ctx, orgId);
  return getLease(ctx.db, orgId, id);
}

/** A draft becomes active: overlap checked, deposit received on the start date, charges generated. */
export async function activateLease(ctx: Leasing, orgId: string, id: string): Promise<LeaseView> {
  await overlapGuard(
    inTransaction(ctx.db, async (tx) => {
      const lease = await findLease(tx, orgId, id);
      await lockLease(tx, orgId, id);
      if (lease.status !== "draft") throw conflict("Only a draft lease can be activated");
      await checkNoOverlap(tx, orgId, lease.unitId, lease.startDate, lease.endDate, id);
      const [active] = await tx
        .update(leases)
        .set({ status: "active", updatedAt: ctx.clock.now() })
        .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)))
        .returning();
      await recordDepositReceived(tx, orgId, active!, active!.startDate, ctx.clock.now());
      await syncOccupancy(tx, orgId, [lease.unitId], ctx.clock.now());
    }),
  );
  await runChargeJobFor(ctx, orgId);
  return getLease(ctx.db, orgId, id);
}
