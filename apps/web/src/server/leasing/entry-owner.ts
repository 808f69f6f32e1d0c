// Which lease posted a journal entry. The transactions list must not edit or delete such an entry:
// the tenant ledger (charges, payments, deposits) would no longer agree with the books, so the
// accounting routes refuse with 409 and point at the lease, where the change is made.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { conflict } from "./context";

interface EntryOwner {
  leaseId: string;
  /** "payment", "charge", "deposit" or "applied prepayment". */
  what: string;
  place: string;
}

async function leaseOwningEntry(db: Db, orgId: string, transactionId: string): Promise<EntryOwner | null> {
  const [row] = rowsOf<{ lease_id: string; what: string; place: string }>(
    await db.execute(sql`
      with owner as (
        select lease_id, 'payment' as what from lease_payments where organization_id = ${orgId} and transaction_id = ${transactionId}
        union all
        select lease_id, 'charge' from lease_charges where organization_id = ${orgId} and transaction_id = ${transactionId}
        union all
        select lease_id, 'deposit' from lease_deposits where organization_id = ${orgId} and transaction_id = ${transactionId}
        union all
        select c.lease_id, 'applied prepayment' from lease_allocations a
          join lease_charges c on c.organization_id = a.organization_id and c.id = a.charge_id
         where a.organization_id = ${orgId} and a.transaction_id = ${transactionId}
      )
      select o.lease_id, o.what, p.name || ' · ' || u.name as place
        from owner o
        join leases l on l.organization_id = ${orgId} and l.id = o.lease_id
        join units u on u.organization_id = l.organization_id and u.id = l.unit_id
        join properties p on p.organization_id = l.organization_id and p.id = l.property_id
       limit 1`),
  );
  return row ? { leaseId: row.lease_id, what: row.what, place: row.place } : null;
}

/** 409 when a lease posted the entry; `action` is "edited" or "deleted". */
export async function refuseLeaseEntry(
  db: Db,
  orgId: string,
  transactionId: string,
  action: "edited" | "deleted",
): Promise<void> {
  const owner = await leaseOwningEntry(db, orgId, transactionId);
  if (!owner) return;
  throw conflict(
    `This entry is the ${owner.what} of the lease for ${owner.place} and cannot be ${action} here; change it from the lease page: /leases/${owner.leaseId}`,
  );
}
