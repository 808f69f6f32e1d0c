// The notice job: tells the people who run the rent (managers and above) through the inbox when rent
// is still open after its grace period and when a lease ends in 60 and in 30 days. It runs right after
// the charge job (start-up and daily). Each notice is a `lease_notices` row inserted in the same
// transaction as its notifications, so a second run, a restart or a second instance sends nothing twice.
import { sql } from "drizzle-orm";
import { ENDING_SOON_DAYS } from "../../shared/leasing";
import { formatMoney, toCents } from "../accounting/money";
import { cacheBarrier } from "../cache/index";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import type { NotifyInput } from "../notifications/schemas";
import { inTransaction, type Leasing, today } from "./context";
import { daysBetween } from "./dates";
import { notifyManagers } from "./notify";
import { leases } from "./schema";

/**
 * Rent that became overdue more than this many days ago is not announced: it predates the job (a
 * first start on old data) and /rent-payments shows it with its aging.
 */
const OVERDUE_NOTICE_WINDOW_DAYS = 31;

interface NoticeRow {
  lease_id: string;
  kind: "rent_overdue" | "ending_60" | "ending_30";
  subject_date: string;
  place: string;
  tenants: string | null;
  open_cents: string | null;
  grace_days: number;
}

export interface NoticeJobResult {
  organizations: number;
  notices: number;
}

/** Every organization with a lease that is not a draft. */
export async function runLeaseNotices(ctx: Leasing, day = today(ctx)): Promise<NoticeJobResult> {
  const orgs = rowsOf<{ organization_id: string }>(
    await ctx.db.execute(sql`select distinct organization_id from ${leases} where status <> 'draft'`),
  );
  let notices = 0;
  for (const { organization_id } of orgs) notices += await runLeaseNoticesFor(ctx, organization_id, day);
  return { organizations: orgs.length, notices };
}

/** One organization in one transaction; answers how many notices were new. */
export async function runLeaseNoticesFor(ctx: Leasing, orgId: string, day = today(ctx)): Promise<number> {
  const sent = await inTransaction(ctx.db, async (tx) => {
    const fresh = await claimNotices(tx, orgId, day, ctx.clock.now());
    for (const n of fresh) await notifyManagers({ db: tx, clock: ctx.clock }, orgId, noticeMessage(n, day));
    return fresh.length;
  });
  // Inbox lists are cached per instance: once this returns, every instance shows the new notices.
  if (sent > 0) await cacheBarrier(ctx.db);
  return sent;
}

/** Inserts the notices due today that were never sent and returns them, with what the message says. */
/**
 * The "lease ending" rule the notices and the dashboard share: active, no move-out planned, and an
 * end day within ENDING_SOON_DAYS of `day`. `alias` names the leases row in the caller's statement.
 */
export const endingSoon = (alias: string, day: string) => {
  const l = sql.raw(alias);
  return sql`${l}.status = 'active' and ${l}.move_out_date is null
    and ${l}.end_date between ${day}::date and ${day}::date + ${ENDING_SOON_DAYS}::int`;
};

async function claimNotices(tx: Db, orgId: string, day: string, now: Date): Promise<NoticeRow[]> {
  return rowsOf<NoticeRow>(
    await tx.execute(sql`
      with lease_info as (
        select l.id, l.grace_days, l.end_date, l.status, l.move_out_date,
               p.name || ' · ' || u.name as place,
               (select string_agg(t.name, ', ' order by t.name)
                  from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
                 where lt.organization_id = l.organization_id and lt.lease_id = l.id) as tenants
          from ${leases} l
          join units u on u.organization_id = l.organization_id and u.id = l.unit_id
          join properties p on p.organization_id = l.organization_id and p.id = l.property_id
         where l.organization_id = ${orgId} and l.status <> 'draft'
      ), overdue as (
        select c.lease_id, 'rent_overdue'::text as kind, c.due_date as subject_date,
               c.amount_cents - coalesce((select sum(a.amount_cents) from lease_allocations a
                                           where a.organization_id = c.organization_id and a.charge_id = c.id), 0) as open_cents
          from lease_charges c join lease_info i on i.id = c.lease_id
         where c.organization_id = ${orgId} and c.charge_type = 'rent' and c.waived_at is null
           and c.due_date + i.grace_days < ${day}::date
           and c.due_date + i.grace_days >= (${day}::date - ${OVERDUE_NOTICE_WINDOW_DAYS}::int)
      ), ending as (
        select i.id as lease_id,
               case when i.end_date - ${day}::date <= 30 then 'ending_30' else 'ending_60' end as kind,
               i.end_date as subject_date, null::bigint as open_cents
          from lease_info i
         where ${endingSoon("i", day)}
      ), due as (
        select * from overdue where open_cents > 0
        union all
        select * from ending
      ), sent as (
        insert into lease_notices (organization_id, lease_id, kind, subject_date, sent_at)
        select ${orgId}, lease_id, kind, subject_date, ${now.toISOString()}::timestamptz from due
        on conflict do nothing
        returning lease_id, kind, subject_date
      )
      select d.lease_id, d.kind, d.subject_date::text as subject_date, d.open_cents, i.place, i.tenants, i.grace_days
        from due d
        join sent s on s.lease_id = d.lease_id and s.kind = d.kind and s.subject_date = d.subject_date
        join lease_info i on i.id = d.lease_id
       order by d.subject_date, i.place`),
  );
}

function noticeMessage(n: NoticeRow, day: string): NotifyInput {
  const who = n.tenants ? ` (${n.tenants})` : "";
  const link = { actionUrl: `/leases/${n.lease_id}`, actionText: "Open the lease" };
  if (n.kind === "rent_overdue") {
    return {
      title: "Rent overdue",
      message: `${formatMoney(toCents(n.open_cents))} of the rent due ${n.subject_date} for ${n.place}${who} is still unpaid after the ${n.grace_days}-day grace period.`,
      type: "warning",
      ...link,
    };
  }
  const days = daysBetween(day, n.subject_date);
  return {
    title: `Lease ending in ${n.kind === "ending_30" ? 30 : 60} days`,
    message: `The lease for ${n.place}${who} ends on ${n.subject_date}, in ${days} day${days === 1 ? "" : "s"}. Renew it or plan the move-out.`,
    type: "info",
    ...link,
  };
}
