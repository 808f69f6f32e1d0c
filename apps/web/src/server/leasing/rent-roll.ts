// The rent roll: every unit with the lease covering the day (or vacant), rent, deposit held and balance due.
// One statement: per-lease sums are grouped once, then joined, so 2,000 properties stay one query.
import { sql } from "drizzle-orm";
import type { RentRoll, RentRollRow } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { leaseBalancesSql } from "./ledger";

export async function rentRoll(db: Db, orgId: string, asOf: string, propertyId?: string): Promise<RentRoll> {
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      with active as (
        select distinct on (l.unit_id) l.* from leases l
         where l.organization_id = ${orgId} and l.status <> 'draft' and l.start_date <= ${asOf}::date
           and (coalesce(l.move_out_date, l.end_date) is null or coalesce(l.move_out_date, l.end_date) >= ${asOf}::date)
         order by l.unit_id, l.start_date desc
      ), held as (
        select lease_id, sum(case when kind = 'received' then amount_cents else -amount_cents end) as held
          from lease_deposits where organization_id = ${orgId} group by lease_id
      ), names as (
        select lt.lease_id, string_agg(t.name, ', ' order by t.name) as tenants
          from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
         where lt.organization_id = ${orgId} group by lt.lease_id
      )
      select p.id as property_id, p.name as property_name, u.id as unit_id, u.name as unit_name,
             a.id as lease_id, coalesce(n.tenants, '') as tenants, a.start_date::text as start_date,
             a.end_date::text as end_date, coalesce(a.rent_cents, 0) as rent, coalesce(h.held, 0) as held,
             coalesce(b.balance, 0) as balance, coalesce(a.status, 'vacant') as status
        from units u
        join properties p on p.organization_id = u.organization_id and p.id = u.property_id
        left join active a on a.unit_id = u.id
        left join held h on h.lease_id = a.id
        left join names n on n.lease_id = a.id
        left join ${leaseBalancesSql(orgId)} b on b.lease_id = a.id
       where u.organization_id = ${orgId} ${propertyId ? sql`and u.property_id = ${propertyId}` : sql``}
       order by p.name, p.id, u.name, u.id`),
  );
  const out: RentRollRow[] = rows.map((r) => ({
    propertyId: r.property_id!,
    propertyName: r.property_name!,
    unitId: r.unit_id!,
    unitName: r.unit_name!,
    leaseId: r.lease_id ?? null,
    tenants: r.tenants ?? "",
    startDate: r.start_date ?? null,
    endDate: r.end_date ?? null,
    rentCents: toCents(r.rent),
    depositHeldCents: toCents(r.held),
    balanceCents: toCents(r.balance),
    status: r.status as RentRollRow["status"],
  }));
  const sum = (k: "rentCents" | "depositHeldCents" | "balanceCents") => out.reduce((s, r) => s + r[k], 0);
  return {
    asOf,
    rows: out,
    totals: {
      units: out.length,
      occupied: out.filter((r) => r.leaseId).length,
      rentCents: sum("rentCents"),
      depositHeldCents: sum("depositHeldCents"),
      balanceCents: sum("balanceCents"),
    },
  };
}
