// The dashboard's rent card: this month's charges and how much of them is paid, what is delinquent
// (open after the grace period) by age, and the leases ending soon. Two set-based queries, whatever
// the size of the portfolio; the open amount and the aging are the ones /rent-payments uses.
import { sql } from "drizzle-orm";
import { ENDING_SOON_DAYS, type EndingLease, type RentSummary } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import { round1 } from "../accounting/profit-and-loss";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { agingOf, allocatedJoin, chargeOpenJoined } from "./collections";
import { inTransaction } from "./context";
import { daysBetween, monthEnd } from "./dates";
import { endingSoon } from "./notices";

/** How many of the leases ending soon the card names. */
const ENDING_LISTED = 5;

interface ChargeRow {
  k: "month" | "late" | "day";
  due_date: string | null;
  cents: unknown;
  paid: unknown;
  n: unknown;
}

/** The month's due and paid totals, delinquency in total, and delinquency per due date (for the aging). */
async function chargeFigures(db: Db, orgId: string, from: string, to: string, asOf: string) {
  const rows = await inTransaction(db, async (tx) => {
    // A join between whole-organization sets, where a hash join is right; without planner statistics
    // (PGlite never analyzes) the grouped allocations were joined by a nested loop, for minutes.
    await tx.execute(sql`set local enable_nestloop = off`);
    return rowsOf<ChargeRow>(
      await tx.execute(sql`
      with ch as (
        select c.lease_id, c.due_date, c.amount_cents, (c.due_date + l.grace_days < ${asOf}::date) as late,
               ${chargeOpenJoined} as open
          from lease_charges c
          join leases l on l.organization_id = c.organization_id and l.id = c.lease_id
          ${allocatedJoin(orgId)}
         where c.organization_id = ${orgId} and c.waived_at is null
           and (c.due_date between ${from}::date and ${to}::date or c.due_date + l.grace_days < ${asOf}::date)
      ), late as (select * from ch where late and open > 0)
      select 'month' as k, null as due_date, coalesce(sum(amount_cents), 0) as cents,
             coalesce(sum(amount_cents - open), 0) as paid, count(*) as n
        from ch where due_date between ${from}::date and ${to}::date
      union all
      select 'late', null, coalesce(sum(open), 0), null, count(distinct lease_id) from late
      union all
      select 'day', due_date::text, sum(open), null, count(*) from late group by due_date`),
    );
  });
  const total = (k: ChargeRow["k"]) => rows.find((r) => r.k === k);
  const byDay = rows.filter((r) => r.k === "day");
  return {
    dueCents: toCents(total("month")?.cents ?? 0),
    collectedCents: toCents(total("month")?.paid ?? 0),
    delinquent: {
      cents: toCents(total("late")?.cents ?? 0),
      leases: Number(total("late")?.n ?? 0),
      aging: agingOf(
        byDay.map((r) => ({
          daysOverdue: daysBetween(r.due_date as string, asOf),
          openCents: toCents(r.cents),
          count: Number(r.n),
        })),
      ),
    },
  };
}

interface LeaseRow {
  has_leases: unknown;
  received: unknown;
  ending_count: unknown;
  ending: EndingLease[] | string | null;
}

/** Whether there are leases, the payments received this month, and the leases ending soon. */
async function leaseFigures(db: Db, orgId: string, from: string, to: string, asOf: string) {
  const endingRule = sql`l.organization_id = ${orgId} and ${endingSoon("l", asOf)}`;
  const [row] = rowsOf<LeaseRow>(
    await db.execute(sql`
      select exists (select 1 from leases where organization_id = ${orgId} and status <> 'draft') as has_leases,
             (select coalesce(sum(amount_cents), 0) from lease_payments
               where organization_id = ${orgId} and date between ${from}::date and ${to}::date) as received,
             (select count(*) from leases l where ${endingRule}) as ending_count,
             (select json_agg(e) from (
                select l.id as "leaseId", p.name as "propertyName", u.name as "unitName",
                       coalesce((select string_agg(t.name, ', ' order by t.name) from lease_tenants lt
                          join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
                         where lt.organization_id = l.organization_id and lt.lease_id = l.id), '') as tenants,
                       l.end_date::text as "endDate"
                  from leases l
                  join units u on u.organization_id = l.organization_id and u.id = l.unit_id
                  join properties p on p.organization_id = l.organization_id and p.id = l.property_id
                 where ${endingRule}
                 order by l.end_date, p.name, u.name, l.id
                 limit ${ENDING_LISTED}) e) as ending`),
  );
  const ending = typeof row?.ending === "string" ? (JSON.parse(row.ending) as EndingLease[]) : row?.ending;
  return {
    hasLeases: row?.has_leases === true || row?.has_leases === "t",
    receivedCents: toCents(row?.received ?? 0),
    ending: { days: ENDING_SOON_DAYS, count: Number(row?.ending_count ?? 0), items: ending ?? [] },
  };
}

/** The rent figures of the month `asOf` falls in, as of that day. */
export async function rentSummary(db: Db, orgId: string, asOf: string): Promise<RentSummary> {
  const month = asOf.slice(0, 7);
  const from = `${month}-01`;
  const to = monthEnd(from);
  const [charges, leases] = await Promise.all([
    chargeFigures(db, orgId, from, to, asOf),
    leaseFigures(db, orgId, from, to, asOf),
  ]);
  return {
    month,
    asOf,
    hasLeases: leases.hasLeases,
    dueCents: charges.dueCents,
    collectedCents: charges.collectedCents,
    collectionRatePct:
      charges.dueCents > 0 ? round1((100 * charges.collectedCents) / charges.dueCents) : null,
    receivedCents: leases.receivedCents,
    delinquent: charges.delinquent,
    ending: leases.ending,
  };
}
