// Reading leases: one lease with its tenants, terms and balance, or a filtered list.
import { sql } from "drizzle-orm";
import type { LeaseView } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { notFound } from "../http/errors";
import { leaseBalancesSql } from "./ledger";

export interface LeaseFilters {
  id?: string;
  unitId?: string;
  propertyId?: string;
  tenantId?: string;
  status?: LeaseView["status"];
}

type Row = Record<string, unknown> & {
  tenants: { id: string; name: string }[] | null;
  recurring: LeaseView["recurringCharges"] | null;
};

export async function listLeases(db: Db, orgId: string, f: LeaseFilters = {}): Promise<LeaseView[]> {
  const conds = [sql`l.organization_id = ${orgId}`];
  if (f.id) conds.push(sql`l.id = ${f.id}`);
  if (f.unitId) conds.push(sql`l.unit_id = ${f.unitId}`);
  if (f.propertyId) conds.push(sql`l.property_id = ${f.propertyId}`);
  if (f.status) conds.push(sql`l.status = ${f.status}`);
  if (f.tenantId) {
    conds.push(
      sql`exists (select 1 from lease_tenants x where x.organization_id = l.organization_id and x.lease_id = l.id and x.tenant_id = ${f.tenantId})`,
    );
  }
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select l.*, l.start_date::text as start_text, l.end_date::text as end_text, l.move_out_date::text as move_out_text,
             u.name as unit_name, p.name as property_name, coalesce(b.balance, 0) as balance,
             (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                from lease_tenants lt join leasing_tenants t on t.organization_id = lt.organization_id and t.id = lt.tenant_id
               where lt.organization_id = l.organization_id and lt.lease_id = l.id) as tenants,
             (select json_agg(json_build_object('chargeType', r.charge_type, 'description', r.description, 'amountCents', r.amount_cents) order by r.charge_type)
                from lease_recurring_charges r where r.organization_id = l.organization_id and r.lease_id = l.id) as recurring,
             (select id from leases n where n.organization_id = l.organization_id and n.renewed_from_id = l.id limit 1) as renewed_to_id,
             coalesce((select sum(case when d.kind = 'received' then d.amount_cents else -d.amount_cents end)
                         from lease_deposits d where d.organization_id = l.organization_id and d.lease_id = l.id), 0) as deposit_held,
             (select max(d.date)::text from lease_deposits d
               where d.organization_id = l.organization_id and d.lease_id = l.id and d.kind = 'disposition') as disposed_on
        from leases l
        join units u on u.organization_id = l.organization_id and u.id = l.unit_id
        join properties p on p.organization_id = l.organization_id and p.id = l.property_id
        left join ${leaseBalancesSql(orgId)} b on b.lease_id = l.id
       where ${sql.join(conds, sql` and `)}
       order by l.start_date desc, l.id`),
  );
  return rows.map(leaseView);
}

function leaseView(r: Row): LeaseView {
  const s = (k: string) => r[k] as string;
  const n = (k: string) => toCents(r[k]);
  return {
    id: s("id"),
    unitId: s("unit_id"),
    unitName: s("unit_name"),
    propertyId: s("property_id"),
    propertyName: s("property_name"),
    tenants: r.tenants ?? [],
    startDate: s("start_text"),
    endDate: (r.end_text as string | null) ?? null,
    rentCents: n("rent_cents"),
    dueDay: Number(r.due_day),
    graceDays: Number(r.grace_days),
    lateFeeKind: r.late_fee_kind as LeaseView["lateFeeKind"],
    lateFeeAmount: n("late_fee_amount"),
    lateFeeMode: r.late_fee_mode as LeaseView["lateFeeMode"],
    lateFeeCapCents: r.late_fee_cap_cents === null ? null : n("late_fee_cap_cents"),
    depositCents: n("deposit_cents"),
    depositAccountId: s("deposit_account_id"),
    depositHeldCents: n("deposit_held"),
    prorationRule: r.proration_rule as LeaseView["prorationRule"],
    recurringCharges: (r.recurring ?? []).map((c) => ({ ...c, amountCents: toCents(c.amountCents) })),
    status: r.status as LeaseView["status"],
    renewedFromId: (r.renewed_from_id as string | null) ?? null,
    renewedToId: (r.renewed_to_id as string | null) ?? null,
    moveOutDate: (r.move_out_text as string | null) ?? null,
    depositDisposedOn: (r.disposed_on as string | null) ?? null,
    notes: (r.notes as string | null) ?? null,
    balanceCents: n("balance"),
  };
}

export async function getLease(db: Db, orgId: string, id: string): Promise<LeaseView> {
  const [lease] = await listLeases(db, orgId, { id });
  if (!lease) throw notFound("Lease not found");
  return lease;
}
