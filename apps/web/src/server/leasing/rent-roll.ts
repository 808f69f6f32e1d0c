// The rent roll: every unit with the lease covering the day (or vacant), rent, deposit held and balance due.
// One statement: the per-lease running totals (lease_balances) are joined, so the cost follows the
// number of units, not the length of the ledgers' history.
import { sql } from "drizzle-orm";
import type { RentRoll, RentRollRow } from "../../shared/leasing";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { inTransaction } from "./context";
import { leaseBalances } from "./schema";

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
  number | null,
  number | null,
  number | null,
  RentRollRow["status"] | null,
];

export async function rentRoll(db: Db, orgId: string, asOf: string, propertyId?: string): Promise<RentRoll> {
  // The rows come back as one JSON text: thousands of units as separate result rows cost the
  // drivers (PGlite most) several times what the query itself does.
  const [result] = await inTransaction(db, async (tx) => {
    // Every join below is between whole-organization sets, where hash joins are right; but the leasing
    // tables often have no planner statistics (PGlite never analyzes), and estimated at a few rows
    // they were joined by nested loops comparing every lease with every lease (seconds, not ms).
    await tx.execute(sql`set local enable_nestloop = off`);
    return rowsOf<{ rows: string }>(
      await tx.execute(sql`
      with active as (
        select distinct on (l.unit_id) l.id, l.unit_id, l.start_date, l.end_date, l.rent_cents, l.status
          from leases l
         where l.organization_id = ${orgId} and l.status <> 'draft' and l.start_date <= ${asOf}::date
           and (coalesce(l.move_out_date, l.end_date) is null or coalesce(l.move_out_date, l.end_date) >= ${asOf}::date)
         order by l.unit_id, l.start_date desc
      ), names as (
        select lt.lease_id, string_agg(t.name, ', ' order by t.name) as tenants
          from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
         where lt.organization_id = ${orgId} group by lt.lease_id
      )
      select coalesce(json_agg(json_build_array(
               p.id, p.name, u.id, u.name, a.id, n.tenants, a.start_date::text, a.end_date::text,
               a.rent_cents, b.deposit_held_cents, b.charges_cents - b.payments_cents - b.credits_cents, a.status)
             order by p.name, p.id, u.name, u.id), '[]')::text as rows
        from units u
        join properties p on p.organization_id = u.organization_id and p.id = u.property_id
        left join active a on a.unit_id = u.id
        left join names n on n.lease_id = a.id
        left join ${leaseBalances} b on b.organization_id = ${orgId} and b.lease_id = a.id
       where u.organization_id = ${orgId} ${propertyId ? sql`and u.property_id = ${propertyId}` : sql``}`),
    );
  });
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
    rentCents: r[8] ?? 0,
    depositHeldCents: r[9] ?? 0,
    balanceCents: r[10] ?? 0,
    status: r[11] ?? "vacant",
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
