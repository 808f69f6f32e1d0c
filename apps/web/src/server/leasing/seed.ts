// Demo mode: a lease for every occupied unit of the demo portfolio (so the tenants, the rent roll and the
// dashboard's occupancy tell one story), with payments, a late fee, an overpayment kept as credit and a
// move-out with its deposit disposition. Created once (skipped when
// the organization already has leases); dates follow today, so the month on /rent-payments and the
// dashboard's rent card is live: part of the month paid, one lease delinquent, one ending within 60 days.
import { and, eq, gte, like, or, sql } from "drizzle-orm";
import { deleteTransaction } from "../accounting/posting";
import { tenants as occupants, transactions, units } from "../accounting/schema";
import { currentTenantSql } from "../accounting/units";
import type { Db } from "../db/client";
import { runChargeJobFor } from "./charge-job";
import { type Leasing, today } from "./context";
import { addDays, addMonths, monthStart } from "./dates";
import { disposeDeposit } from "./deposits";
import { createLease } from "./lease-create";
import { endLease } from "./lease-end";
import { recordPayment } from "./payment-record";
import { leases } from "./schema";
import { createTenant } from "./tenants";

/**
 * Dates a lease's entry back to `day`, as if it had been entered when signed: the charge job assesses
 * late fees only on rent that fell late after a lease was entered.
 */
export async function enteredOn(db: Db, orgId: string, leaseId: string, day: string): Promise<void> {
  await db
    .update(leases)
    .set({ createdAt: new Date(`${day}T00:00:00Z`) })
    .where(and(eq(leases.organizationId, orgId), eq(leases.id, leaseId)));
}

/**
 * The portfolio's own record of a unit's tenancy gives way to its lease: the hand-entered move-in
 * deposit and the rent entries from the lease's start are removed (with their month totals), or the
 * books would count that rent and deposit twice once the lease posts its own.
 */
async function retirePortfolioTenancy(ctx: Leasing, orgId: string, unitId: string, from: string) {
  const rows = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.organizationId, orgId),
        eq(transactions.unitId, unitId),
        or(
          and(like(transactions.reference, "RENT-%"), gte(transactions.date, from)),
          like(transactions.description, "Security deposit - %"),
        ),
      ),
    );
  for (const { id } of rows) await deleteTransaction(ctx, orgId, id);
}

export async function seedLeasingDemo(ctx: Leasing, orgId: string): Promise<number> {
  const [existing] = await ctx.db
    .select({ id: leases.id })
    .from(leases)
    .where(eq(leases.organizationId, orgId))
    .limit(1);
  if (existing) return 0;
  const day = today(ctx);
  const rows = await ctx.db
    .select({
      name: occupants.name,
      email: occupants.email,
      phone: occupants.phone,
      unitId: occupants.unitId,
      rentCents: occupants.rentCents,
    })
    .from(occupants)
    .innerJoin(units, and(eq(units.organizationId, occupants.organizationId), eq(units.id, occupants.unitId)))
    .where(and(eq(occupants.organizationId, orgId), currentTenantSql(day), sql`${occupants.rentCents} > 0`))
    .orderBy(occupants.name);
  const start = addMonths(monthStart(day), -2);
  for (const [i, r] of rows.entries()) {
    await retirePortfolioTenancy(ctx, orgId, r.unitId!, start);
    const tenant = await createTenant(ctx, orgId, {
      kind: "person",
      name: r.name,
      email: r.email,
      phone: r.phone,
      emergencyContactName: null,
      emergencyContactPhone: null,
      notes: null,
    });
    const lease = await createLease(ctx, orgId, {
      unitId: r.unitId!,
      tenantIds: [tenant.id],
      startDate: start,
      // The one paying ahead signed for four months: its lease ends 30 to 60 days from today.
      endDate: addDays(addMonths(start, i === 2 ? 4 : 12), -1),
      rentCents: r.rentCents,
      dueDay: 1,
      graceDays: 5,
      lateFeeKind: "flat",
      lateFeeAmount: 5_000,
      lateFeeMode: "once",
      lateFeeCapCents: null,
      depositCents: r.rentCents,
      depositAccountId: null,
      prorationRule: "daily",
      recurringCharges: [],
      notes: null,
      status: "active",
    });
    await enteredOn(ctx.db, orgId, lease.id, start);
    const pay = (date: string, amountCents: number) =>
      recordPayment(ctx, orgId, lease.id, { date, amountCents, method: "ach", reference: null });
    // Everyone paid the first month; then the first four: late (a late fee), ahead (a credit), moved
    // out; every other tenant on time.
    const onTime = i === 0 || i > 3;
    await pay(addDays(start, 2), r.rentCents);
    if (onTime) await pay(addDays(addMonths(start, 1), 2), r.rentCents);
    // On time this month too, once the 3rd has come.
    if (onTime && addDays(monthStart(day), 2) <= day) await pay(addDays(monthStart(day), 2), r.rentCents);
    if (i === 2) await pay(addDays(addMonths(start, 1), 1), r.rentCents + 20_000);
    if (i === 3) {
      await endLease(ctx, orgId, lease.id, addDays(addMonths(start, 1), -1));
      await disposeDeposit(ctx, orgId, lease.id, {
        date: addDays(addMonths(start, 1), 10),
        deductions: [{ description: "Carpet cleaning", amountCents: 15_000 }],
        returnedCents: r.rentCents - 15_000,
      });
    }
  }
  await runChargeJobFor(ctx, orgId);
  return rows.length;
}
