// Units of a property and their tenants: the unit list with each unit's current tenant, create,
// edit (including changing the tenant), delete, and the organization's tenant list.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Page, TenantView, UnitCreate, UnitUpdate, UnitView } from "../../shared/accounting";
import type { Db } from "../db/client";
import { likePattern } from "../db/sql-helpers";
import { refuseManualOccupancy } from "../leasing/occupancy";
import { type AccountingContext, checkFilterRefs, propertyRow, today, unitRow } from "./context";
import { properties, type TenantRow, tenants, type UnitRow, units } from "./schema";
import type { TenantListQuery } from "./validation";

const tenantView = (t: TenantRow): TenantView => ({
  id: t.id,
  propertyId: t.propertyId,
  unitId: t.unitId,
  name: t.name,
  email: t.email,
  phone: t.phone,
  leaseStart: t.leaseStart,
  leaseEnd: t.leaseEnd,
  rentCents: t.rentCents,
  depositCents: t.depositCents,
  status: t.status,
});

/** A tenant is current (the unit occupied) when active and the lease has not ended by `day`. */
export const currentTenantSql = (day: string): SQL =>
  sql`${tenants.status} = 'active' and (${tenants.leaseEnd} is null or ${tenants.leaseEnd} >= ${day}) and (${tenants.leaseStart} is null or ${tenants.leaseStart} <= ${day})`;

export async function listUnits(
  ctx: AccountingContext,
  orgId: string,
  propertyId: string,
): Promise<UnitView[]> {
  const day = today(ctx);
  const [rows, current] = await Promise.all([
    ctx.db
      .select()
      .from(units)
      .where(and(eq(units.organizationId, orgId), eq(units.propertyId, propertyId)))
      .orderBy(asc(units.name), asc(units.id)),
    ctx.db
      .select()
      .from(tenants)
      .where(
        and(eq(tenants.organizationId, orgId), eq(tenants.propertyId, propertyId), currentTenantSql(day)),
      )
      .orderBy(desc(tenants.leaseStart)),
  ]);
  const byUnit = new Map<string, TenantRow>();
  for (const t of current) if (t.unitId && !byUnit.has(t.unitId)) byUnit.set(t.unitId, t);
  return rows.map((u) => unitView(u, byUnit.get(u.id)));
}

export async function createUnit(
  ctx: AccountingContext,
  orgId: string,
  propertyId: string,
  input: UnitCreate,
): Promise<UnitView> {
  await propertyRow(ctx, orgId, propertyId);
  const id = await ctx.db.transaction((tx) =>
    insertUnit(tx as unknown as Db, orgId, propertyId, input, ctx.clock.now()),
  );
  return getUnit(ctx, orgId, id);
}

export async function getUnit(ctx: AccountingContext, orgId: string, id: string): Promise<UnitView> {
  const row = await unitRow(ctx, orgId, id);
  const all = await listUnits(ctx, orgId, row.propertyId);
  return all.find((u) => u.id === id)!;
}

export async function updateUnit(
  ctx: AccountingContext,
  orgId: string,
  id: string,
  patch: UnitUpdate,
): Promise<UnitView> {
  const row = await unitRow(ctx, orgId, id);
  if (patch.tenant !== undefined) await refuseManualOccupancy(ctx.db, orgId, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const set: Partial<typeof units.$inferInsert> = { updatedAt: now };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.beds !== undefined) set.beds = patch.beds;
    if (patch.baths !== undefined) set.baths = patch.baths;
    if (patch.squareFeet !== undefined) set.squareFeet = patch.squareFeet;
    if (patch.marketRentCents !== undefined) set.marketRentCents = patch.marketRentCents;
    await tx
      .update(units)
      .set(set)
      .where(and(eq(units.organizationId, orgId), eq(units.id, id)));
    if (patch.tenant !== undefined) {
      await setUnitTenant(tx as unknown as Db, orgId, row.propertyId, id, patch.tenant ?? null, now);
    }
  });
  return getUnit(ctx, orgId, id);
}

export async function deleteUnit(ctx: AccountingContext, orgId: string, id: string): Promise<void> {
  await unitRow(ctx, orgId, id);
  await ctx.db.delete(units).where(and(eq(units.organizationId, orgId), eq(units.id, id)));
}

export async function listTenants(
  ctx: AccountingContext,
  orgId: string,
  q: TenantListQuery,
): Promise<Page<TenantView & { propertyName: string; unitName: string | null }>> {
  await checkFilterRefs(ctx, orgId, q);
  const conds: SQL[] = [eq(tenants.organizationId, orgId)];
  if (q.propertyId) conds.push(eq(tenants.propertyId, q.propertyId));
  if (q.status) conds.push(eq(tenants.status, q.status));
  if (q.q) {
    const p = likePattern(q.q);
    conds.push(or(ilike(tenants.name, p), ilike(tenants.email, p), ilike(tenants.phone, p))!);
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ t: tenants, propertyName: properties.name, unitName: units.name })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, tenants.propertyId))
      .leftJoin(units, eq(units.id, tenants.unitId))
      .where(where)
      .orderBy(asc(tenants.name), asc(tenants.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(tenants).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...tenantView(r.t), propertyName: r.propertyName, unitName: r.unitName })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

function unitView(u: UnitRow, tenant?: TenantRow): UnitView {
  return {
    id: u.id,
    propertyId: u.propertyId,
    name: u.name,
    beds: u.beds,
    baths: u.baths === null ? null : Number(u.baths),
    squareFeet: u.squareFeet,
    marketRentCents: u.marketRentCents,
    occupied: !!tenant,
    tenant: tenant ? tenantView(tenant) : null,
  };
}

export async function insertUnit(
  db: Db,
  orgId: string,
  propertyId: string,
  u: UnitCreate,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(units)
    .values({
      organizationId: orgId,
      propertyId,
      name: u.name,
      beds: u.beds ?? null,
      baths: u.baths ?? null,
      squareFeet: u.squareFeet ?? null,
      marketRentCents: u.marketRentCents ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: units.id });
  if (u.tenant) await setUnitTenant(db, orgId, propertyId, row!.id, u.tenant, now);
  return row!.id;
}

/** Sets the unit's current tenant: the previous active tenant (if any) becomes former. */
async function setUnitTenant(
  db: Db,
  orgId: string,
  propertyId: string,
  unitId: string,
  t: NonNullable<UnitCreate["tenant"]> | null,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.organizationId, orgId), eq(tenants.unitId, unitId), eq(tenants.status, "active")))
    .limit(1);
  if (t && current && current.name === t.name) {
    await db
      .update(tenants)
      .set({
        email: t.email ?? null,
        phone: t.phone ?? null,
        leaseStart: t.leaseStart ?? null,
        leaseEnd: t.leaseEnd ?? null,
        rentCents: t.rentCents,
        depositCents: t.depositCents,
        updatedAt: now,
      })
      .where(eq(tenants.id, current.id));
    return;
  }
  await db
    .update(tenants)
    .set({ status: "former", updatedAt: now })
    .where(and(eq(tenants.organizationId, orgId), eq(tenants.unitId, unitId), eq(tenants.status, "active")));
  if (t) {
    await db.insert(tenants).values({
      organizationId: orgId,
      propertyId,
      unitId,
      name: t.name,
      email: t.email ?? null,
      phone: t.phone ?? null,
      leaseStart: t.leaseStart ?? null,
      leaseEnd: t.leaseEnd ?? null,
      rentCents: t.rentCents,
      depositCents: t.depositCents,
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
  }
}
