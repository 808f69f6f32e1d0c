// What /rent-payments shows: the month's charges and what is still open on them, every overdue
// charge by age (0–30, 31–60, 61–90, 90+ days past due), and the payments received this month.
import { sql } from "drizzle-orm";
import { AGING_BUCKETS, type Aging } from "../../shared/leasing";
import type { DueItem, RentCollections } from "../../shared/rent-roll";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { daysBetween, monthEnd } from "./dates";

/** What is still open on the charge aliased `c`: its amount less the payments and credits applied to it. */
const chargeOpenSql = sql.raw(`(c.amount_cents - coalesce((select sum(a.amount_cents) from lease_allocations a
   where a.organization_id = c.organization_id and a.charge_id = c.id), 0))`);

/**
 * The same open amount for a statement over most of the organization's charges: join
 * `allocatedJoin(orgId)` (alias `applied`) and read `chargeOpenJoined`. One grouped pass over the
 * allocations beats a lookup per charge once there are thousands (rent summary 45 → 31 ms on PostgreSQL).
 */
export const allocatedJoin = (orgId: string) => sql`
  left join (select charge_id, sum(amount_cents)::bigint as cents from lease_allocations
              where organization_id = ${orgId} and charge_id is not null group by charge_id) applied
         on applied.charge_id = c.id`;
export const chargeOpenJoined = sql.raw("(c.amount_cents - coalesce(applied.cents, 0))");

/** Overdue money by age: 0–30, 31–60, 61–90 and 90+ days past the due date. */
export function agingOf(overdue: { daysOverdue: number; openCents: number; count?: number }[]): Aging[] {
  const bucketOf = (d: number) => (d <= 30 ? 0 : d <= 60 ? 1 : d <= 90 ? 2 : 3);
  const aging = AGING_BUCKETS.map((bucket) => ({ bucket, cents: 0, count: 0 }));
  for (const o of overdue) {
    const b = aging[bucketOf(o.daysOverdue)]!;
    b.cents += o.openCents;
    b.count += o.count ?? 1;
  }
  return aging;
}

type Row = {
  charge_id: string;
  lease_id: string;
  property_name: string;
  unit_name: string;
  tenants: string | null;
  description: string;
  charge_type: DueItem["chargeType"];
  due_date: string;
  amount: string;
  open: string;
};

export async function rentCollections(
  db: Db,
  orgId: string,
  month: string,
  asOf: string,
): Promise<RentCollections> {
  const from = `${month}-01`;
  const to = monthEnd(from);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select c.id as charge_id, c.lease_id, p.name as property_name, u.name as unit_name,
             (select string_agg(t.name, ', ' order by t.name) from lease_tenants lt
                join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
               where lt.organization_id = c.organization_id and lt.lease_id = c.lease_id) as tenants,
             c.description, c.charge_type, c.due_date::text as due_date, c.amount_cents as amount,
             ${chargeOpenSql} as open
        from lease_charges c
        join leases l on l.organization_id = c.organization_id and l.id = c.lease_id
        join units u on u.organization_id = l.organization_id and u.id = l.unit_id
        join properties p on p.organization_id = l.organization_id and p.id = l.property_id
       where c.organization_id = ${orgId} and c.waived_at is null
         and ((c.due_date between ${from}::date and ${to}::date)
              or (c.due_date < ${asOf}::date and ${chargeOpenSql} > 0))
       order by c.due_date, p.name, u.name, c.id`),
  );
  const items: DueItem[] = rows.map((r) => ({
    chargeId: r.charge_id,
    leaseId: r.lease_id,
    propertyName: r.property_name,
    unitName: r.unit_name,
    tenants: r.tenants ?? "",
    description: r.description,
    chargeType: r.charge_type,
    dueDate: r.due_date,
    amountCents: toCents(r.amount),
    openCents: toCents(r.open),
    daysOverdue: Math.max(0, daysBetween(r.due_date, asOf)),
  }));
  const dueThisMonth = items.filter((i) => i.dueDate >= from && i.dueDate <= to);
  const overdue = items.filter((i) => i.dueDate < asOf && i.openCents > 0);
  const [paid] = rowsOf<{ s: string }>(
    await db.execute(sql`select coalesce(sum(amount_cents), 0) as s from lease_payments
                          where organization_id = ${orgId} and date between ${from}::date and ${to}::date`),
  );
  return {
    month,
    asOf,
    dueThisMonth,
    overdue,
    aging: agingOf(overdue),
    dueCents: dueThisMonth.reduce((s, i) => s + i.amountCents, 0),
    // The dashboard's definition: the part of this month's charges settled, whenever the money came.
    collectedCents: dueThisMonth.reduce((s, i) => s + i.amountCents - i.openCents, 0),
    receivedCents: toCents(paid?.s ?? 0),
    overdueCents: overdue.reduce((s, i) => s + i.openCents, 0),
  };
}
