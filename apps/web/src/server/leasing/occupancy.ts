// Leases are the source of truth for who occupies a unit. The accounting `tenants` table (read by the
// unit list, property occupancy, the dashboard and the AI search) is kept as their projection: once a
// unit has a lease that is not a draft, its rows are rewritten from its leases on every change, in the
// same transaction. A unit that never had a lease keeps the occupant it was given by hand.
import { and, eq, inArray, sql } from "drizzle-orm";
import { tenants as occupants, units } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { conflict } from "./context";

interface LeaseOccupancy {
  id: string;
  property_id: string;
  status: string;
  start_date: string;
  last_day: string | null;
  rent_cents: string;
  deposit_cents: string;
  names: string | null;
  email: string | null;
  phone: string | null;
}

/** Rewrites the occupant rows of each unit from its leases (a no-op for a unit without one). */
export async function syncOccupancy(tx: Db, orgId: string, unitIds: string[], now: Date): Promise<void> {
  for (const unitId of new Set(unitIds)) await syncUnit(tx, orgId, unitId, now);
}

async function syncUnit(tx: Db, orgId: string, unitId: string, now: Date): Promise<void> {
  const leases = rowsOf<LeaseOccupancy>(
    await tx.execute(sql`
      select l.id, l.property_id, l.status, l.start_date::text as start_date,
             coalesce(l.move_out_date, l.end_date)::text as last_day, l.rent_cents, l.deposit_cents,
             (select string_agg(t.name, ', ' order by t.name) from lease_tenants lt
                join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
               where lt.organization_id = l.organization_id and lt.lease_id = l.id) as names,
             (select t.email from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
               where lt.organization_id = l.organization_id and lt.lease_id = l.id and t.email is not null order by t.name limit 1) as email,
             (select t.phone from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
               where lt.organization_id = l.organization_id and lt.lease_id = l.id and t.phone is not null order by t.name limit 1) as phone
        from leases l
       where l.organization_id = ${orgId} and l.unit_id = ${unitId} and l.status <> 'draft'
       order by l.start_date`),
  );
  if (!leases.length) return;
  const existing = await tx
    .select({
      id: occupants.id,
      leaseStart: occupants.leaseStart,
      status: occupants.status,
    })
    .from(occupants)
    .where(and(eq(occupants.organizationId, orgId), eq(occupants.unitId, unitId)));
  const kept = new Set<string>();
  for (const l of leases) {
    const name = l.names ?? "Tenant";
    const values = {
      name,
      email: l.email,
      phone: l.phone,
      leaseStart: l.start_date,
      leaseEnd: l.last_day,
      rentCents: Number(l.rent_cents),
      depositCents: Number(l.deposit_cents),
      // A renewed lease occupied the unit until the day before its renewal: its dates bound it.
      status: l.status === "ended" ? ("former" as const) : ("active" as const),
      updatedAt: now,
    };
    // A lease's row is the unit's row with its start day (renaming a tenant keeps the row).
    const match = existing.find((o) => !kept.has(o.id) && o.leaseStart === l.start_date);
    if (match) {
      kept.add(match.id);
      await tx.update(occupants).set(values).where(eq(occupants.id, match.id));
    } else {
      await tx
        .insert(occupants)
        .values({ ...values, organizationId: orgId, propertyId: l.property_id, unitId, createdAt: now });
    }
  }
  // Occupants from before the unit's first lease (or of leases since changed) are former now.
  const stale = existing.filter((o) => !kept.has(o.id) && o.status === "active").map((o) => o.id);
  if (stale.length) {
    await tx
      .update(occupants)
      .set({ status: "former", updatedAt: now })
      .where(and(eq(occupants.organizationId, orgId), inArray(occupants.id, stale)));
  }
}

/**
 * The accounting move-in/move-out of a unit is refused once the unit is let through leases: its
 * occupant is then whoever its lease names, and tenants move in and out from the lease.
 */
export async function refuseManualOccupancy(db: Db, orgId: string, unitId: string): Promise<void> {
  const [lease] = rowsOf<{ id: string; status: string; unit_name: string }>(
    await db.execute(sql`
      select l.id, l.status, u.name as unit_name from leases l
        join ${units} u on u.organization_id = l.organization_id and u.id = l.unit_id
       where l.organization_id = ${orgId} and l.unit_id = ${unitId} and l.status <> 'draft'
       order by (l.status = 'active') desc, l.start_date desc limit 1`),
  );
  if (!lease) return;
  throw conflict(
    lease.status === "active"
      ? `${lease.unit_name} is let through a lease; move tenants in and out from the lease page: /leases/${lease.id}`
      : `${lease.unit_name} is let through leases; start a new lease for it: /leases/new?unitId=${unitId}`,
  );
}
