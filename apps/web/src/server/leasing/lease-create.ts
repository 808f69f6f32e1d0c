// Creating a lease on a unit (the wizard's last step). An active lease takes its deposit into the
// books at once and gets its charges up to this month from the charge job.
import { and, eq } from "drizzle-orm";
import type { LeaseInput, LeaseView } from "../../shared/leasing";
import { units } from "../accounting/schema";
import { notFound } from "../http/errors";
import { runChargeJobFor } from "./charge-job";
import { inTransaction, type Leasing } from "./context";
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

export async function createLease(ctx: Leasing, orgId: string, input: LeaseInput): Promise<LeaseView> {
  const id = await overlapGuard(
    inTransaction(ctx.db, async (tx) => {
      const now = ctx.clock.now();
      const [unit] = await tx
        .select({ propertyId: units.propertyId })
        .from(units)
        .where(and(eq(units.organizationId, orgId), eq(units.id, input.unitId)))
        .limit(1);
      if (!unit) throw notFound("Unit not found");
      await checkTenants(tx, orgId, input.tenantIds);
      const depositAccountId = await depositAccount(tx, orgId, input.depositAccountId);
      if (input.status === "active")
        await checkNoOverlap(tx, orgId, input.unitId, input.startDate, input.endDate, null);
      const { tenantIds, recurringCharges, ...terms } = input;
      const [lease] = await tx
        .insert(leases)
        .values({
          ...terms,
          depositAccountId,
          propertyId: unit.propertyId,
          organizationId: orgId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await setLeaseTenants(tx, orgId, lease!.id, tenantIds);
      await setRecurringCharges(tx, orgId, lease!.id, recurringCharges);
      if (lease!.status === "active") await recordDepositReceived(tx, orgId, lease!, lease!.startDate, now);
      await syncOccupancy(tx, orgId, [input.unitId], now);
      return lease!.id;
    }),
  );
  await runChargeJobFor(ctx, orgId);
  return getLease(ctx.db, orgId, id);
}
