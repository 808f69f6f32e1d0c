// The rent roll: every unit with the lease covering the day (or vacant), rent, deposit held and balance due.
// One statement: per-lease sums are grouped once, then joined, so 2,000 properties stay one query.
import { sql } from "drizzle-orm";
import type { RentRoll, RentRollRow } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { leaseBalancesSql } from "./ledger";

// Column order of each row of the statement's one JSON array.
type RollTuple = [
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
];

export async function rentRoll(db: Db, orgId: string, asOf: string, propertyId?: string): Promise<RentRoll> {
  // The rows come back as one JSON text: thousands of units as separate result rows cost the
  // drivers (PGlite most) several times what the query itself does.
  const [result] = rowsOf<{ rows: string }>(
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
      select coalesce(json_agg(json_build_array(
               p.id, p.name, u.id, u.name, a.id, coalesce(n.tenants, ''), a.start_date::text, a.end_date::text,
               coalesce(a.rent_cents, 0)::text, coalesce(h.held, 0)::text, coalesce(b.balance, 0)::text,
               coalesce(a.status, 'vacant'))
             order by p.name, p.id, u.name, u.id), '[]')::text as rows
        from units u
        join properties p on p.organization_id = u.organization_id and p.id = u.property_id
        left join active a on a.unit_id = u.id
        left join held h on h.lease_id = a.id
        left join names n on n.lease_id = a.id
        left join ${leaseBalancesSql(orgId)} b on b.lease_id = a.id
       where u.organization_id = ${orgId} ${propertyId ? sql`and u.property_id = ${propertyId}` : sql``}`),
  );
  const tuples = JSON.parse(result?.rows ?? "[]") as RollTuple[];
  const out: RentRollRow[] = tuples.map((r) => ({
    propertyId: r[0],
    propertyName: r[1],
    unitId: r[2],
    unitName: r[3],
    leaseId: r[4],
    tenants: r[5] ?? "",
    startDate: r[6],
    endDate: r[7],
    rentCents: toCents(r[8]),
    depositHeldCents: toCents(r[9]),
    balanceCents: toCents(r[10]),
    status: r[11] as RentRollRow["status"],
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
