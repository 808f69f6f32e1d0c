// Renewing: a new active lease for the same unit and tenants, linked to the old one, which becomes
// "renewed" and ends the day before. The deposit held carries over to the new lease.
import { and, eq } from "drizzle-orm";
import type { LeaseView } from "../../shared/leasing";
import { lockLease } from "./allocate";
import { runChargeJobFor } from "./charge-job";
import { conflict, findLease, inTransaction, type Leasing } from "./context";
import { addDays } from "./dates";
import { getLease } from "./lease-read";
import { overlapGuard } from "./lease-terms";
import { syncOccupancy } from "./occupancy";
import { leaseDeposits, leaseRecurringCharges, leases, leaseTenants } from "./schema";

export interface RenewInput {
  startDate: string;
  endDate: string | null;
  rentCents: number;
}

export async function renewLease(
  ctx: Leasing,
  orgId: string,
  id: string,
  input: RenewInput,
): Promise<LeaseView> {
  const newId = await overlapGuard(
    inTransaction(ctx.db, async (tx) => {
      const now = ctx.clock.now();
      const old = await findLease(tx, orgId, id);
      await lockLease(tx, orgId, id);
      if (old.status !== "active") throw conflict("Only an active lease can be renewed");
      if (input.startDate <= old.startDate)
        throw conflict("startDate: the renewal must start after the current lease starts");
      await tx
        .update(leases)
        .set({ status: "renewed", endDate: addDays(input.startDate, -1), updatedAt: now })
        .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)));
      const { id: _id, createdAt: _c, updatedAt: _u, chargedThrough: _ct, moveOutDate: _m, ...terms } = old;
      const [lease] = await tx
        .insert(leases)
        .values({ ...terms, ...input, status: "active", renewedFromId: id, createdAt: now, updatedAt: now })
        .returning({ id: leases.id });
      const tenants = await tx
        .select()
        .from(leaseTenants)
        .where(and(eq(leaseTenants.organizationId, orgId), eq(leaseTenants.leaseId, id)));
      await tx.insert(leaseTenants).values(tenants.map((t) => ({ ...t, leaseId: lease!.id })));
      const recurring = await tx
        .select()
        .from(leaseRecurringCharges)
        .where(and(eq(leaseRecurringCharges.organizationId, orgId), eq(leaseRecurringCharges.leaseId, id)));
      if (recurring.length)
        await tx.insert(leaseRecurringCharges).values(recurring.map((r) => ({ ...r, leaseId: lease!.id })));
      // The money stays where it is; the tenancy that holds it continues under the new lease.
      await tx
        .update(leaseDeposits)
        .set({ leaseId: lease!.id })
        .where(and(eq(leaseDeposits.organizationId, orgId), eq(leaseDeposits.leaseId, id)));
      await syncOccupancy(tx, orgId, [old.unitId], now);
      return lease!.id;
    }),
  );
  await runChargeJobFor(ctx, orgId);
  return getLease(ctx.db, orgId, newId);
}
