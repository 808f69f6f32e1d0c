// Applying money to charges: a payment's or credit's cents go to the oldest open charges first.
// In accrual books an application after the money arrived (prepaid) moves it from Prepaid Rent to
// Rent Receivable; in cash books the income was recognised when paid, so nothing posts.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type LeasingAccounts, postEntry } from "./books";
import { chargesWithOpen, type OpenCharge, unappliedSources } from "./ledger";
import { type LeaseRow, leaseAllocations } from "./schema";

export interface Application {
  chargeId: string;
  amountCents: number;
}

/** Oldest open charges first, up to `amount`. */
export function allocateOldestFirst(open: readonly OpenCharge[], amount: number): Application[] {
  const out: Application[] = [];
  let left = amount;
  for (const c of open) {
    if (left <= 0) break;
    const take = Math.min(left, c.openCents);
    if (take > 0) {
      out.push({ chargeId: c.id, amountCents: take });
      left -= take;
    }
  }
  return out;
}

/** Takes the lease's row lock: every change to one lease's ledger is serialised. */
export async function lockLease(tx: Db, orgId: string, leaseId: string): Promise<void> {
  await tx.execute(
    sql`select id from leases where organization_id = ${orgId} and id = ${leaseId} for update`,
  );
}

/**
 * Applies the lease's unapplied payments and credits to its open charges (after new charges were
 * generated). The caller holds the lease lock.
 */
export async function applyUnapplied(
  tx: Db,
  orgId: string,
  lease: LeaseRow,
  basis: "cash" | "accrual",
  accts: LeasingAccounts,
  day: string,
  now: Date,
): Promise<void> {
  const sources = await unappliedSources(tx, orgId, lease.id);
  if (!sources.length) return;
  let open = (await chargesWithOpen(tx, orgId, lease.id)).filter((c) => c.openCents > 0);
  for (const s of sources) {
    const apps = allocateOldestFirst(open, s.unappliedCents);
    if (!apps.length) break;
    const total = apps.reduce((sum, a) => sum + a.amountCents, 0);
    const transactionId =
      basis === "accrual"
        ? await postEntry(
            tx,
            orgId,
            {
              date: day,
              description: "Prepaid rent applied to charges",
              type: "transfer",
              propertyId: lease.propertyId,
              unitId: lease.unitId,
              lines: [
                { accountId: accts.receivable, debit: 0, credit: total },
                { accountId: accts.prepaidRent, debit: total, credit: 0 },
              ],
            },
            now,
          )
        : null;
    await tx.insert(leaseAllocations).values(
      apps.map((a) => ({
        organizationId: orgId,
        chargeId: a.chargeId,
        paymentId: s.kind === "payment" ? s.id : null,
        creditId: s.kind === "credit" ? s.id : null,
        amountCents: a.amountCents,
        transactionId,
        createdAt: now,
      })),
    );
    const applied = new Map(apps.map((a) => [a.chargeId, a.amountCents]));
    open = open
      .map((c) => ({ ...c, openCents: c.openCents - (applied.get(c.id) ?? 0) }))
      .filter((c) => c.openCents > 0);
  }
}
