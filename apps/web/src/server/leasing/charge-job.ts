// The charge job: rent and recurring charges for every period a lease covers up to this month, then
// late fees on rent still open after the grace period. Idempotent three ways: the unique key per
// (lease, period, charge type) makes a second insert a no-op, `leases.charged_through` is a cursor
// committed with the charges (a restart resumes after it), and a transaction-scoped advisory lock per
// organization lets one instance run at a time (another one skips instead of waiting).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ChargeType } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { applyUnapplied } from "./allocate";
import {
  booksBasis,
  CHARGE_ACCOUNT,
  type LeasingAccounts,
  leasingAccounts,
  postEntry,
  unpostEntry,
} from "./books";
import { allocatedJoin, chargeOpenJoined } from "./collections";
import { inTransaction, type Leasing, today } from "./context";
import { monthEnd, monthStart } from "./dates";
import { syncOccupancy } from "./occupancy";
import { leases } from "./schema";

export interface ChargeJobResult {
  organizations: number;
  skipped: number;
  charges: number;
  lateFees: number;
}

type NewCharge = {
  id: string;
  lease_id: string;
  charge_type: ChargeType;
  amount_cents: string;
  due_date: string;
  description: string;
  old_tx: string | null;
};

/** Runs the job for every organization with active leases (start-up and daily). */
export async function runChargeJob(ctx: Leasing, day = today(ctx)): Promise<ChargeJobResult> {
  const orgs = rowsOf<{ organization_id: string }>(
    await ctx.db.execute(sql`select distinct organization_id from ${leases} where status = 'active'`),
  );
  const total: ChargeJobResult = { organizations: 0, skipped: 0, charges: 0, lateFees: 0 };
  for (const { organization_id } of orgs) {
    const r = await runChargeJobFor(ctx, organization_id, day);
    if (r === null) total.skipped++;
    else {
      total.organizations++;
      total.charges += r.charges;
      total.lateFees += r.lateFees;
    }
  }
  return total;
}

/** One organization in one transaction; null when another instance holds the organization's lock. */
export async function runChargeJobFor(
  ctx: Leasing,
  orgId: string,
  day = today(ctx),
): Promise<{ charges: number; lateFees: number } | null> {
  return inTransaction(ctx.db, async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`leasing-charge-job:${orgId}`}, 0)) as ok`,
      ),
    );
    if (!lock?.ok) return null;
    const now = ctx.clock.now();
    const basis = await booksBasis(tx, orgId);
    const accts = await leasingAccounts(tx, orgId, now);
    const created = await generatePeriodCharges(tx, orgId, day, now);
    const fees = await assessLateFees(tx, orgId, day, now);
    if (basis === "accrual") await postCharges(tx, orgId, [...created, ...fees], accts, day, now);
    await applyFundsToNewCharges(tx, orgId, basis, accts, day, now);
    await endMovedOut(tx, orgId, day, now);
    return { charges: created.length, lateFees: fees.filter((f) => f.old_tx === null).length };
  });
}

async function generatePeriodCharges(tx: Db, orgId: string, day: string, now: Date): Promise<NewCharge[]> {
  const thisMonth = monthStart(day);
  const rows = rowsOf<NewCharge>(
    await tx.execute(sql`
      with l as (
        select id, organization_id, rent_cents, due_day, proration_rule, start_date,
               coalesce(move_out_date, end_date) as last_day,
               coalesce((charged_through + interval '1 month')::date, date_trunc('month', start_date)::date) as first_period
          from ${leases}
         where organization_id = ${orgId} and status = 'active' and start_date <= ${monthEnd(thisMonth)}::date
      ), spans as (
        select l.*, g::date as period,
               greatest(l.start_date, g::date) as span_from,
               least(coalesce(l.last_day, (g + interval '1 month - 1 day')::date), (g + interval '1 month - 1 day')::date) as span_to,
               extract(day from g + interval '1 month - 1 day')::int as month_days
          from l, generate_series(l.first_period, least(${thisMonth}::date, date_trunc('month', coalesce(l.last_day, ${thisMonth}::date))::date), interval '1 month') g
      ), items as (
        select s.*, 'rent' as charge_type, 'Rent' as label, s.rent_cents as full_cents from spans s
        union all
        select s.*, r.charge_type, r.description, r.amount_cents from spans s
          join lease_recurring_charges r on r.organization_id = s.organization_id and r.lease_id = s.id
      )
      insert into lease_charges as c (organization_id, lease_id, period, charge_type, description, due_date, amount_cents, created_at)
      select organization_id, id, period, charge_type, label || ' ' || to_char(period, 'Mon YYYY'),
             greatest(period + due_day - 1, start_date),
             case when proration_rule = 'none' or span_to - span_from + 1 = month_days then full_cents
                  else round(full_cents * (span_to - span_from + 1)::numeric / month_days)::bigint end,
             ${now.toISOString()}::timestamptz
        from items where span_to >= span_from
      on conflict (organization_id, lease_id, period, charge_type) do nothing
      returning c.id, c.lease_id, c.charge_type, c.amount_cents, c.due_date::text as due_date, c.description, null::uuid as old_tx`),
  );
  // The cursor: every period up to this month (or the lease's last month) is charged.
  await tx.execute(sql`
    update ${leases} set charged_through = least(${thisMonth}::date, date_trunc('month', coalesce(move_out_date, end_date, ${thisMonth}::date))::date)
     where organization_id = ${orgId} and status = 'active' and start_date <= ${monthEnd(thisMonth)}::date
       and (charged_through is null or charged_through < least(${thisMonth}::date, date_trunc('month', coalesce(move_out_date, end_date, ${thisMonth}::date))::date))`);
  return rows;
}

/**
 * Late fees on rent still open after due date + grace days, for rent that fell late after the lease
 * was entered: once (flat or a percentage of the rent), or daily up to the cap. A daily fee grows on its one row; a waived fee is never re-assessed.
 */
async function assessLateFees(tx: Db, orgId: string, day: string, now: Date): Promise<NewCharge[]> {
  return rowsOf<NewCharge>(
    await tx.execute(sql`
      with late as (
        select c.organization_id, c.lease_id, c.period, c.amount_cents as rent, l.late_fee_kind, l.late_fee_mode,
               l.late_fee_amount, l.late_fee_cap_cents, (${day}::date - (c.due_date + l.grace_days)) as days_late
          from lease_charges c
          join ${leases} l on l.organization_id = c.organization_id and l.id = c.lease_id
          ${allocatedJoin(orgId)}
         where c.organization_id = ${orgId} and c.charge_type = 'rent' and c.waived_at is null
           and l.status = 'active' and l.late_fee_kind <> 'none'
           and c.due_date + l.grace_days < ${day}::date
           -- Rent that fell late before the lease was entered: what was paid then is recorded after,
           -- so a fee for it would bill a tenant who paid on time.
           and c.due_date + l.grace_days >= (l.created_at at time zone 'UTC')::date
           and ${chargeOpenJoined} > 0
      ), fee as (
        select *, case when late_fee_kind = 'flat' then late_fee_amount
                       else round(rent * late_fee_amount / 10000.0)::bigint end as base
          from late
      ), amounts as (
        select *, case when late_fee_mode = 'once' then base
                       else least(base * days_late, coalesce(late_fee_cap_cents, base * days_late)) end as cents
          from fee
      )
      insert into lease_charges as c (organization_id, lease_id, period, charge_type, description, due_date, amount_cents, created_at)
      select organization_id, lease_id, period, 'late_fee', 'Late fee ' || to_char(period, 'Mon YYYY'), ${day}::date, cents,
             ${now.toISOString()}::timestamptz
        from amounts where cents > 0
      on conflict (organization_id, lease_id, period, charge_type) do update
        set amount_cents = excluded.amount_cents
        where c.waived_at is null and excluded.amount_cents > c.amount_cents
          and not exists (select 1 from lease_allocations a where a.organization_id = c.organization_id and a.charge_id = c.id)
      returning c.id, c.lease_id, c.charge_type, c.amount_cents, c.due_date::text as due_date, c.description,
                c.transaction_id as old_tx`),
  );
}

/** Accrual books: each new (or re-assessed) charge debits Rent Receivable and credits its income account. */
async function postCharges(
  tx: Db,
  orgId: string,
  charges: NewCharge[],
  accts: LeasingAccounts,
  _day: string,
  now: Date,
) {
  if (!charges.length) return;
  const ids = [...new Set(charges.map((c) => c.lease_id))];
  const leaseRows = await tx
    .select({ id: leases.id, propertyId: leases.propertyId, unitId: leases.unitId })
    .from(leases)
    .where(and(eq(leases.organizationId, orgId), inArray(leases.id, ids)));
  const byId = new Map(leaseRows.map((l) => [l.id, l]));
  for (const c of charges) {
    const lease = byId.get(c.lease_id)!;
    if (c.old_tx) {
      await tx.execute(
        sql`update lease_charges set transaction_id = null where organization_id = ${orgId} and id = ${c.id}`,
      );
      await unpostEntry(tx, orgId, c.old_tx);
    }
    const cents = toCents(c.amount_cents);
    const transactionId = await postEntry(
      tx,
      orgId,
      {
        date: c.due_date,
        description: c.description,
        type: "income",
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        lines: [
          { accountId: accts.receivable, debit: cents, credit: 0 },
          { accountId: accts[CHARGE_ACCOUNT[c.charge_type]], debit: 0, credit: cents },
        ],
      },
      now,
    );
    await tx.execute(
      sql`update lease_charges set transaction_id = ${transactionId} where organization_id = ${orgId} and id = ${c.id}`,
    );
  }
}

/** Leases holding unapplied money (paid ahead) settle their new charges from it. */
async function applyFundsToNewCharges(
  tx: Db,
  orgId: string,
  basis: "cash" | "accrual",
  accts: LeasingAccounts,
  day: string,
  now: Date,
) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select l.id from ${leases} l
       where l.organization_id = ${orgId}
         and coalesce((select sum(amount_cents) from lease_payments p where p.organization_id = l.organization_id and p.lease_id = l.id), 0)
           + coalesce((select sum(amount_cents) from lease_credits r where r.organization_id = l.organization_id and r.lease_id = l.id), 0)
           > coalesce((select sum(a.amount_cents) from lease_allocations a join lease_charges c
                        on c.organization_id = a.organization_id and c.id = a.charge_id
                       where a.organization_id = l.organization_id and c.lease_id = l.id), 0)
         and exists (select 1 from lease_charges c where c.organization_id = l.organization_id and c.lease_id = l.id and c.waived_at is null
                       and c.amount_cents > coalesce((select sum(a.amount_cents) from lease_allocations a where a.organization_id = c.organization_id and a.charge_id = c.id), 0))`),
  );
  for (const { id } of rows) {
    const [lease] = await tx
      .select()
      .from(leases)
      .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)))
      .for("update");
    await applyUnapplied(tx, orgId, lease!, basis, accts, day, now);
  }
}

/** Leases whose move-out day has come, charged through that month, are ended; their units' occupants follow. */
async function endMovedOut(tx: Db, orgId: string, day: string, now: Date) {
  const ended = rowsOf<{ unit_id: string }>(
    await tx.execute(sql`
      update ${leases} set status = 'ended', updated_at = now()
       where organization_id = ${orgId} and status = 'active' and move_out_date is not null
         and move_out_date <= ${day}::date and charged_through >= date_trunc('month', move_out_date)::date
      returning unit_id`),
  );
  await syncOccupancy(
    tx,
    orgId,
    ended.map((e) => e.unit_id),
    now,
  );
}
