// Voiding a payment that did not happen (a bounced check, a payment keyed to the wrong lease): the
// payment, its allocations and every entry it posted go, so the charges it settled are open again.
// Re-recording it is how a payment is corrected.
import { and, eq, isNotNull } from "drizzle-orm";
import type { LeaseLedger } from "../../shared/leasing";
import { refuseIfReconciled } from "../banking/reconciliation/lock";
import { notFound } from "../http/errors";
import { applyUnapplied, lockLease } from "./allocate";
import { booksBasis, leasingAccounts, unpostEntry } from "./books";
import { conflict, findLease, inTransaction, type Leasing, today } from "./context";
import { leaseLedger } from "./ledger";
import { leaseAllocations, leasePayments } from "./schema";

export async function voidPayment(ctx: Leasing, orgId: string, paymentId: string): Promise<LeaseLedger> {
  const leaseId = await inTransaction(ctx.db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(leasePayments)
      .where(and(eq(leasePayments.organizationId, orgId), eq(leasePayments.id, paymentId)));
    if (!payment) throw notFound("Payment not found");
    await lockLease(tx, orgId, payment.leaseId);
    if (payment.method === "deposit") {
      throw conflict("This payment came from the security deposit; it is part of the deposit's disposition");
    }
    await refuseIfReconciled(tx, orgId, payment.transactionId, "delete");
    // Accrual books: money paid ahead and applied later moved Prepaid Rent to the receivable.
    const later = await tx
      .selectDistinct({ id: leaseAllocations.transactionId })
      .from(leaseAllocations)
      .where(
        and(
          eq(leaseAllocations.organizationId, orgId),
          eq(leaseAllocations.paymentId, paymentId),
          isNotNull(leaseAllocations.transactionId),
        ),
      );
    await tx
      .delete(leasePayments)
      .where(and(eq(leasePayments.organizationId, orgId), eq(leasePayments.id, paymentId)));
    for (const entry of [payment.transactionId, ...later.map((l) => l.id!)]) {
      await unpostEntry(tx, orgId, entry);
    }
    // Credit the tenant still has (another payment made ahead) now settles the reopened charges.
    const now = ctx.clock.now();
    const lease = await findLease(tx, orgId, payment.leaseId);
    const accts = await leasingAccounts(tx, orgId, now);
    await applyUnapplied(tx, orgId, lease, await booksBasis(tx, orgId), accts, today(ctx), now);
    return payment.leaseId;
  });
  return leaseLedger(ctx.db, orgId, leaseId);
}
