// Tenants (people or companies who sign leases): create, edit, archive, list with balance and
// status, and delete, which is refused once the tenant has a lease (their history stays; archive).
import { and, eq, sql } from "drizzle-orm";
import type { Page } from "../../shared/accounting";
import type { TenantInput, TenantUpdate, TenantView } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import { likePattern, rowsOf } from "../db/sql-helpers";
import { notFound } from "../http/errors";
import { conflict, inTransaction, type Leasing } from "./context";
import { leaseBalancesSql } from "./ledger";
import { syncOccupancy } from "./occupancy";
import { leaseTenants, leasingTenants } from "./schema";

export interface TenantFilters {
  q?: string;
  propertyId?: string;
  status?: TenantView["status"];
  balanceDue?: "true" | "false";
  page: number;
  pageSize: number;
  id?: string;
}

type Row = {
  id: string;
  kind: TenantView["kind"];
  name: string;
  email: string | null;
  phone: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  notes: string | null;
  archived: boolean;
  status: TenantView["status"];
  balance: string;
  units: string[] | null;
  total: string;
};

export async function listTenants(ctx: Leasing, orgId: string, f: TenantFilters): Promise<Page<TenantView>> {
  const conds = [sql`t.organization_id = ${orgId}`];
  if (f.id) conds.push(sql`t.id = ${f.id}`);
  if (f.q) {
    const p = likePattern(f.q.toLowerCase());
    conds.push(
      sql`(lower(t.name) like ${p} or lower(coalesce(t.email, '')) like ${p} or coalesce(t.phone, '') like ${p})`,
    );
  }
  if (f.propertyId) {
    conds.push(sql`exists (select 1 from lease_tenants lt join leases l on l.organization_id = lt.organization_id and l.id = lt.lease_id
                            where lt.organization_id = t.organization_id and lt.tenant_id = t.id and l.property_id = ${f.propertyId})`);
  }
  const where = sql.join(conds, sql` and `);
  const outer = [sql`true`];
  if (f.status) outer.push(sql`status = ${f.status}`);
  if (f.balanceDue === "true") outer.push(sql`balance > 0`);
  if (f.balanceDue === "false") outer.push(sql`balance <= 0`);
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
      with b as ${leaseBalancesSql(orgId)},
      x as (
        select t.id, t.kind, t.name, t.email, t.phone, t.emergency_contact_name, t.emergency_contact_phone, t.notes,
               t.archived_at is not null as archived,
               case when t.archived_at is not null then 'archived'
                    when bool_or(l.status = 'active') then 'current'
                    when count(l.id) > 0 then 'former' else 'prospect' end as status,
               coalesce(sum(b.balance), 0) as balance,
               array_remove(array_agg(distinct p.name || ' · ' || u.name), null) as units
          from ${leasingTenants} t
          left join ${leaseTenants} lt on lt.organization_id = t.organization_id and lt.tenant_id = t.id
          left join leases l on l.organization_id = lt.organization_id and l.id = lt.lease_id
          left join units u on u.organization_id = l.organization_id and u.id = l.unit_id
          left join properties p on p.organization_id = l.organization_id and p.id = l.property_id
          left join b on b.lease_id = l.id
         where ${where}
         group by t.id
      )
      select *, count(*) over () as total from x where ${sql.join(outer, sql` and `)}
       order by lower(name), id limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`),
  );
  return {
    items: rows.map(tenantView),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

const tenantView = (r: Row): TenantView => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  phone: r.phone,
  emergencyContactName: r.emergency_contact_name,
  emergencyContactPhone: r.emergency_contact_phone,
  notes: r.notes,
  archived: r.archived,
  status: r.status,
  balanceCents: toCents(r.balance),
  units: r.units ?? [],
});

export async function getTenant(ctx: Leasing, orgId: string, id: string): Promise<TenantView> {
  const page = await listTenants(ctx, orgId, { id, page: 1, pageSize: 1 });
  if (!page.items[0]) throw notFound("Tenant not found");
  return page.items[0];
}

export async function createTenant(ctx: Leasing, orgId: string, input: TenantInput): Promise<TenantView> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(leasingTenants)
    .values({ ...input, organizationId: orgId, createdAt: now, updatedAt: now })
    .returning({ id: leasingTenants.id });
  return getTenant(ctx, orgId, row!.id);
}

export async function updateTenant(
  ctx: Leasing,
  orgId: string,
  id: string,
  patch: TenantUpdate,
): Promise<TenantView> {
  const { archived, ...fields } = patch;
  const now = ctx.clock.now();
  const set: Partial<typeof leasingTenants.$inferInsert> = { ...fields, updatedAt: now };
  if (archived !== undefined) set.archivedAt = archived ? now : null;
  await inTransaction(ctx.db, async (tx) => {
    const updated = await tx
      .update(leasingTenants)
      .set(set)
      .where(and(eq(leasingTenants.organizationId, orgId), eq(leasingTenants.id, id)))
      .returning({ id: leasingTenants.id });
    if (!updated.length) throw notFound("Tenant not found");
    // The units this tenant is let show the new name and contact details.
    const leased = rowsOf<{ unit_id: string }>(
      await tx.execute(sql`select l.unit_id from ${leaseTenants} lt join leases l on l.organization_id = lt.organization_id and l.id = lt.lease_id
                            where lt.organization_id = ${orgId} and lt.tenant_id = ${id}`),
    );
    await syncOccupancy(
      tx,
      orgId,
      leased.map((r) => r.unit_id),
      now,
    );
  });
  return getTenant(ctx, orgId, id);
}

/** Only a tenant without leases can be deleted; one with history is archived instead. */
export async function deleteTenant(ctx: Leasing, orgId: string, id: string): Promise<void> {
  const tenant = await getTenant(ctx, orgId, id);
  const [used] = await ctx.db
    .select({ leaseId: leaseTenants.leaseId })
    .from(leaseTenants)
    .where(and(eq(leaseTenants.organizationId, orgId), eq(leaseTenants.tenantId, id)))
    .limit(1);
  if (used)
    throw conflict(`${tenant.name} has lease history and cannot be deleted; archive the tenant instead`);
  await ctx.db
    .delete(leasingTenants)
    .where(and(eq(leasingTenants.organizationId, orgId), eq(leasingTenants.id, id)));
}
