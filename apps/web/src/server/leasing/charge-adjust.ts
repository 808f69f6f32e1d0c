// Adjusting what a tenant owes: waiving an unpaid charge (typically a late fee) and granting a
// credit. A credit is applied to the oldest open charges like a payment.
import { and, eq, sql } from "drizzle-orm";
import type { LeaseLedger } from "../../shared/leasing";
import { rowsOf } from "../db/sql-helpers";
import { notFound } from "../http/errors";
import { applyUnapplied, lockLease } from "./allocate";
import { booksBasis, leasingAccounts, postEntry, unpostEntry } from "./books";
import { conflict, findLease, inTransaction, type Leasing } from "./context";
import { leaseLedger } from "./ledger";
import { leaseCharges, leaseCredits, leases } from "./schema";

export async function waiveCharge(ctx: Leasing, orgId: string, chargeId: string): Promise<LeaseLedger> {
  const leaseId = await inTransaction(ctx.db, async (tx) => {
    const [charge] = await tx
      .select()
      .from(leaseCharges)
      .where(and(eq(leaseCharges.organizationId, orgId), eq(leaseCharges.id, chargeId)));
    if (!charge) throw notFound("Charge not found");
    await lockLease(tx, orgId, charge.leaseId);
    if (charge.waivedAt) throw conflict("The charge is already waived");
    const [applied] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from lease_allocations where organization_id = ${orgId} and charge_id = ${chargeId}`,
      ),
    );
    if (applied && applied.n > 0)
      throw conflict("A charge with payments applied cannot be waived; grant a credit instead");
    await tx
      .update(leaseCharges)
      .set({ waivedAt: ctx.clock.now(), transactionId: null })
      .where(and(eq(leaseCharges.organizationId, orgId), eq(leaseCharges.id, chargeId)));
    // Accrual books recognised it when charged; waiving takes it back out of income and receivable.
    if (charge.transactionId) await unpostEntry(tx, orgId, charge.transactionId);
    return charge.leaseId;
  });
  return leaseLedger(ctx.db, orgId, leaseId);
}

/** A credit reduces the balance; in accrual books it reduces rent income against the receivable. */
export async function grantCredit(
  ctx: Leasing,
  orgId: string,
  leaseId: string,
  input: { date: string; amountCents: number; reason: string },
): Promise<LeaseLedger> {
  await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const lease = await findLease(tx, orgId, leaseId);
    await lockLease(tx, orgId, leaseId);
    await tx.insert(leaseCredits).values({ ...input, organizationId: orgId, leaseId, createdAt: now });
    const basis = await booksBasis(tx, orgId);
    const accts = await leasingAccounts(tx, orgId, now);
    if (basis === "accrual") {
      // All of it to Prepaid Rent first; applying it below moves the applied part to the receivable.
      await postEntry(
        tx,
        orgId,
        {
          date: input.date,
          description: `Credit: ${input.reason}`,
          type: "transfer",
          propertyId: lease.propertyId,
          unitId: lease.unitId,
          lines: [
            { accountId: accts.prepaidRent, debit: 0, credit: input.amountCents },
            { accountId: accts.rent, debit: input.amountCents, credit: 0 },
          ],
        },
        now,
      );
    }
    const [locked] = await tx
      .select()
      .from(leases)
      .where(and(eq(leases.organizationId, orgId), eq(leases.id, leaseId)));
    await applyUnapplied(tx, orgId, locked!, basis, accts, input.date, now);
  });
  return leaseLedger(ctx.db, orgId, leaseId);
}
