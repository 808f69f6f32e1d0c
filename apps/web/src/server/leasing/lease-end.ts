// Ending a lease at move-out. The charge job charges through the move-out month (prorated) and then
// marks the lease ended, at once for a past or present date, on that day for a future one. Payments
// are still accepted afterwards (arrears), and the deposit disposition follows.
import { and, eq, sql } from "drizzle-orm";
import type { LeaseView } from "../../shared/leasing";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { lockLease } from "./allocate";
import { unpostEntry } from "./books";
import { runChargeJobFor } from "./charge-job";
import { conflict, findLease, inTransaction, type Leasing } from "./context";
import { addMonths, monthStart } from "./dates";
import { getLease } from "./lease-read";
import { syncOccupancy } from "./occupancy";
import { leaseCharges, leases } from "./schema";

/** Unpaid rent and recurring charges from `period` on (charged ahead of the move-out) are removed. */
async function dropChargesFrom(tx: Db, orgId: string, leaseId: string, period: string): Promise<void> {
  const dropped = rowsOf<{ id: string; transaction_id: string | null }>(
    await tx.execute(sql`
      delete from ${leaseCharges} c
       where c.organization_id = ${orgId} and c.lease_id = ${leaseId} and c.period >= ${period}::date
         and c.charge_type <> 'late_fee'
         and not exists (select 1 from lease_allocations a where a.organization_id = c.organization_id and a.charge_id = c.id)
      returning c.id, c.transaction_id`),
  );
  for (const d of dropped) if (d.transaction_id) await unpostEntry(tx, orgId, d.transaction_id);
}

export async function endLease(
  ctx: Leasing,
  orgId: string,
  id: string,
  moveOutDate: string,
): Promise<LeaseView> {
  await inTransaction(ctx.db, async (tx) => {
    const lease = await findLease(tx, orgId, id);
    await lockLease(tx, orgId, id);
    if (lease.status !== "active") throw conflict("Only an active lease can be ended");
    if (moveOutDate < lease.startDate) throw conflict("moveOutDate: before the lease starts");
    await dropChargesFrom(tx, orgId, id, monthStart(moveOutDate));
    // The job re-charges the move-out month, prorated to the move-out day.
    const before = addMonths(monthStart(moveOutDate), -1);
    await tx
      .update(leases)
      .set({
        moveOutDate,
        chargedThrough: lease.chargedThrough && lease.chargedThrough > before ? before : lease.chargedThrough,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)));
    await syncOccupancy(tx, orgId, [lease.unitId], ctx.clock.now());
  });
  await runChargeJobFor(ctx, orgId);
  return getLease(ctx.db, orgId, id);
}
