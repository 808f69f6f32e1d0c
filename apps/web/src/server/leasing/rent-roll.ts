// The rent roll: every unit with the lease covering the day (else its hand-entered occupant, else vacant),
// rent, deposit held and balance due.
// A page of units is read in name order through the properties' name index, and only its units' leases,
// tenants and running totals (lease_balances) are looked up, so a page costs the same at 20 units or
// 12,000; the totals add up the active leases alone, never the ledgers' history.
import { type SQL, sql } from "drizzle-orm";
import type { RentRoll, RentRollRow } from "../../shared/rent-roll";
import { tenants } from "../accounting/schema";
import { currentTenantSql } from "../accounting/units";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { leaseBalances } from "./schema";

// Column order of each row of the statement's JSON array.
type RollTuple = [
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
  RentRollRow["status"] | null,
];
// units, occupied, rent, deposits held, balance due.
type TotalsTuple = [number, number, number, number, number];

export interface RentRollFilter {
  propertyId?: string;
  /** One page of `pageSize` units; without it, every unit (the exports). */
  page?: number;
  pageSize?: number;
}

/** The lease covering `asOf` on a unit: the latest started of those not draft and not yet over. */
export const coversDay = (asOf: string) => sql`
  l.status <> 'draft' and l.start_date <= ${asOf}::date
  and (coalesce(l.move_out_date, l.end_date) is null or coalesce(l.move_out_date, l.end_date) >= ${asOf}::date)`;

/**
 * Hand-entered occupants of units never leased (a leased unit's occupants are its leases' projection,
 * occupancy.ts): the units they occupy and their rent, as the dashboard counts them. Roommates share a
 * unit and each pay their part, so units are counted once and rents added.
 */
function unleasedSql(orgId: string, asOf: string, property: (column: SQL) => SQL): SQL {
  return sql`
    select count(distinct ${tenants.unitId}) as units, coalesce(sum(${tenants.rentCents}), 0) as rent_cents
      from ${tenants}
     where ${tenants.organizationId} = ${orgId} and ${tenants.unitId} is not null
       and ${currentTenantSql(asOf)} ${property(sql`${tenants.propertyId}`)}
       -- one hashed pass over the leases, not a probe per occupant (PGlite plans without statistics)
       and ${tenants.unitId} not in (select l.unit_id from leases l
                                      where l.organization_id = ${orgId} and l.status <> 'draft')`;
}

function totalsSql(orgId: string, asOf: string, property: (column: SQL) => SQL): SQL {
  return sql`
    with unleased as (${unleasedSql(orgId, asOf, property)})
    select json_build_array(
             (select count(*) from units u where u.organization_id = ${orgId} ${property(sql`u.property_id`)}),
             count(*) + (select units from unleased),
             coalesce(sum(a.rent_cents), 0) + (select rent_cents from unleased),
             coalesce(sum(b.deposit_held_cents), 0),
             coalesce(sum(b.charges_cents - b.payments_cents - b.credits_cents), 0))::text
      from (select distinct on (l.unit_id) l.id, l.rent_cents
              from leases l
             where l.organization_id = ${orgId} and ${coversDay(asOf)} ${property(sql`l.property_id`)}
             order by l.unit_id, l.start_date desc) a
      left join ${leaseBalances} b on b.organization_id = ${orgId} and b.lease_id = a.id`;
}

function rowsSql(orgId: string, asOf: string, property: (column: SQL) => SQL, filter: RentRollFilter): SQL {
  const limit = filter.pageSize ?? null;
  const offset = filter.pageSize ? ((filter.page ?? 1) - 1) * filter.pageSize : 0;
  return sql`
    select coalesce(json_agg(json_build_array(
             r.property_id, r.property_name, r.unit_id, r.unit_name, a.id, coalesce(n.tenants, o.name),
             coalesce(a.start_date, o.lease_start)::text, coalesce(a.end_date, o.lease_end)::text,
             coalesce(a.rent_cents, o.rent_cents), b.deposit_held_cents,
             b.charges_cents - b.payments_cents - b.credits_cents,
             coalesce(a.status, case when o.name is not null then 'no_lease' end))
           order by r.property_name, r.property_id, r.unit_name, r.unit_id), '[]')::text
      from (select p.id as property_id, p.name as property_name, u.id as unit_id, u.name as unit_name
              from properties p
              join units u on u.organization_id = p.organization_id and u.property_id = p.id
             where p.organization_id = ${orgId} ${property(sql`p.id`)}
             order by p.name, p.id, u.name, u.id
             limit ${limit} offset ${offset}) r
      left join lateral (
        select l.id, l.start_date, l.end_date, l.rent_cents, l.status from leases l
         where l.organization_id = ${orgId} and l.unit_id = r.unit_id and ${coversDay(asOf)}
         order by l.start_date desc limit 1) a on true
      left join ${leaseBalances} b on b.organization_id = ${orgId} and b.lease_id = a.id
      left join lateral (
        select string_agg(t.name, ', ' order by t.name) as tenants
          from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
         where lt.organization_id = ${orgId} and lt.lease_id = a.id) n on true
      left join lateral (
        select string_agg(${tenants.name}, ', ' order by ${tenants.name}) as name,
               min(${tenants.leaseStart}) as lease_start, max(${tenants.leaseEnd}) as lease_end,
               sum(${tenants.rentCents}) as rent_cents
          from ${tenants}
         where a.id is null and ${tenants.organizationId} = ${orgId} and ${tenants.unitId} = r.unit_id
           and ${currentTenantSql(asOf)}
           and not exists (select 1 from leases l where l.organization_id = ${orgId}
                              and l.unit_id = r.unit_id and l.status <> 'draft')) o on true`;
}

export async function rentRoll(
  db: Db,
  orgId: string,
  asOf: string,
  filter: RentRollFilter = {},
): Promise<RentRoll> {
  const property = (column: SQL) => (filter.propertyId ? sql`and ${column} = ${filter.propertyId}` : sql``);
  // Both parts come back as JSON text: thousands of rows as result rows cost the drivers (PGlite most)
  // several times what the query itself does.
  const [result = { totals: "[0, 0, 0, 0, 0]", rows: "[]" }] = rowsOf<{ totals: string; rows: string }>(
    await db.execute(sql`
      select (${totalsSql(orgId, asOf, property)}) as totals,
             (${rowsSql(orgId, asOf, property, filter)}) as rows`),
  );
  const [units, occupied, rentCents, depositHeldCents, balanceCents] = JSON.parse(
    result.totals,
  ) as TotalsTuple;
  const rows = (JSON.parse(result.rows) as RollTuple[]).map(
    (r): RentRollRow => ({
      propertyId: r[0],
      propertyName: r[1],
      unitId: r[2],
      unitName: r[3],
      leaseId: r[4],
      tenants: r[5] ?? "",
      startDate: r[6],
      endDate: r[7],
      rentCents: r[8] ?? 0,
      depositHeldCents: r[9] ?? 0,
      balanceCents: r[10] ?? 0,
      status: r[11] ?? "vacant",
    }),
  );
  return {
    asOf,
    rows,
    page: filter.pageSize ? (filter.page ?? 1) : 1,
    pageSize: filter.pageSize ?? rows.length,
    totals: { units, occupied, rentCents, depositHeldCents, balanceCents },
  };
}
