// Properties: the list (filters, sort, unit and occupancy stats), one property, create with its
// units, edit, and delete (only without history).
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Page, PropertyCreate, PropertyUpdate, PropertyView, UnitView } from "../../shared/accounting";
import type { Db } from "../db/client";
import { likePattern } from "../db/sql-helpers";
import { conflict } from "../http/errors";
import { type AccountingContext, propertyRow, today } from "./context";
import { toCents } from "./money";
import { journalLines, type PropertyRow, properties, tenants, transactions, units } from "./schema";
import { currentTenantSql, insertUnit, listUnits } from "./units";
import type { PropertyListQuery } from "./validation";

async function propertyStats(ctx: AccountingContext, orgId: string, ids: string[]) {
  const stats = new Map<string, { unitCount: number; occupiedUnits: number; scheduledRentCents: number }>();
  if (ids.length === 0) return stats;
  const day = today(ctx);
  const [unitCounts, occ] = await Promise.all([
    ctx.db
      .select({ propertyId: units.propertyId, n: count() })
      .from(units)
      .where(and(eq(units.organizationId, orgId), inArray(units.propertyId, ids)))
      .groupBy(units.propertyId),
    ctx.db
      .select({
        propertyId: tenants.propertyId,
        occupied: sql<number>`count(distinct ${tenants.unitId})`.mapWith(Number),
        rent: sql<string>`sum(${tenants.rentCents})`,
      })
      .from(tenants)
      .where(and(eq(tenants.organizationId, orgId), inArray(tenants.propertyId, ids), currentTenantSql(day)))
      .groupBy(tenants.propertyId),
  ]);
  for (const id of ids) stats.set(id, { unitCount: 0, occupiedUnits: 0, scheduledRentCents: 0 });
  for (const u of unitCounts) stats.get(u.propertyId)!.unitCount = u.n;
  for (const o of occ) {
    const s = stats.get(o.propertyId)!;
    s.occupiedUnits = o.occupied;
    s.scheduledRentCents = toCents(o.rent);
  }
  return stats;
}

function propertyView(
  p: PropertyRow,
  s?: { unitCount: number; occupiedUnits: number; scheduledRentCents: number },
) {
  const view: PropertyView = {
    id: p.id,
    name: p.name,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    country: p.country,
    type: p.type,
    purchaseDate: p.purchaseDate,
    purchasePriceCents: p.purchasePriceCents,
    status: p.status,
    notes: p.notes,
    unitCount: s?.unitCount ?? 0,
    occupiedUnits: s?.occupiedUnits ?? 0,
    scheduledRentCents: s?.scheduledRentCents ?? 0,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  return view;
}

function propertyWhere(
  orgId: string,
  q: { q?: string | undefined; type?: string | undefined; status?: string | undefined },
) {
  const conds: SQL[] = [eq(properties.organizationId, orgId)];
  if (q.type) conds.push(eq(properties.type, q.type as PropertyRow["type"]));
  if (q.status) conds.push(eq(properties.status, q.status as PropertyRow["status"]));
  if (q.q) {
    const p = likePattern(q.q);
    conds.push(
      or(
        ilike(properties.name, p),
        ilike(properties.addressLine1, p),
        ilike(properties.city, p),
        ilike(properties.state, p),
        ilike(properties.postalCode, p),
      )!,
    );
  }
  return and(...conds)!;
}

function propertyOrder(q: Pick<PropertyListQuery, "sort" | "order">) {
  const col: Record<PropertyListQuery["sort"], PgColumn> = {
    name: properties.name,
    type: properties.type,
    status: properties.status,
    city: properties.city,
    createdAt: properties.createdAt,
    purchaseDate: properties.purchaseDate,
  };
  const dir = (q.order ?? "asc") === "asc" ? asc : desc;
  return [dir(col[q.sort]), asc(properties.id)];
}

export async function listProperties(
  ctx: AccountingContext,
  orgId: string,
  q: PropertyListQuery,
): Promise<Page<PropertyView>> {
  const where = propertyWhere(orgId, q);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(properties)
      .where(where)
      .orderBy(...propertyOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(properties).where(where),
  ]);
  const stats = await propertyStats(
    ctx,
    orgId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => propertyView(r, stats.get(r.id))),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every property matching the filters (exports), with unit stats. */
export async function allProperties(
  ctx: AccountingContext,
  orgId: string,
  q: Omit<PropertyListQuery, "page" | "pageSize">,
): Promise<PropertyView[]> {
  const rows = await ctx.db
    .select()
    .from(properties)
    .where(propertyWhere(orgId, q))
    .orderBy(...propertyOrder(q))
    .limit(100_000);
  const stats = new Map<string, { unitCount: number; occupiedUnits: number; scheduledRentCents: number }>();
  for (let i = 0; i < rows.length; i += 5000) {
    const part = await propertyStats(
      ctx,
      orgId,
      rows.slice(i, i + 5000).map((r) => r.id),
    );
    for (const [k, v] of part) stats.set(k, v);
  }
  return rows.map((r) => propertyView(r, stats.get(r.id)));
}

export async function getProperty(ctx: AccountingContext, orgId: string, id: string): Promise<PropertyView> {
  const row = await propertyRow(ctx, orgId, id);
  const stats = await propertyStats(ctx, orgId, [id]);
  return propertyView(row, stats.get(id));
}

export async function createProperty(
  ctx: AccountingContext,
  orgId: string,
  input: PropertyCreate,
): Promise<PropertyView & { units: UnitView[] }> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        organizationId: orgId,
        name: input.name,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        city: input.city,
        state: input.state,
        postalCode: input.postalCode,
        country: input.country,
        type: input.type,
        purchaseDate: input.purchaseDate ?? null,
        purchasePriceCents: input.purchasePriceCents ?? null,
        status: input.status,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: properties.id });
    for (const u of input.units) await insertUnit(tx as unknown as Db, orgId, row!.id, u, now);
    return row!.id;
  });
  return { ...(await getProperty(ctx, orgId, id)), units: await listUnits(ctx, orgId, id) };
}

export async function updateProperty(
  ctx: AccountingContext,
  orgId: string,
  id: string,
  patch: PropertyUpdate,
): Promise<PropertyView> {
  await propertyRow(ctx, orgId, id);
  const set: Partial<typeof properties.$inferInsert> = { updatedAt: ctx.clock.now() };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  await ctx.db
    .update(properties)
    .set(set)
    .where(and(eq(properties.organizationId, orgId), eq(properties.id, id)));
  return getProperty(ctx, orgId, id);
}

/** A property with transactions keeps its history: 409, mark it inactive or sold instead. */
export async function deleteProperty(ctx: AccountingContext, orgId: string, id: string): Promise<void> {
  const p = await propertyRow(ctx, orgId, id);
  const [[tx], [jl]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.organizationId, orgId), eq(transactions.propertyId, id))),
    // An entry has several lines at the property (bank side and splits): count entries, not lines.
    ctx.db
      .select({ n: countDistinct(journalLines.transactionId) })
      .from(journalLines)
      .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.propertyId, id))),
  ]);
  const n = Math.max(tx?.n ?? 0, jl?.n ?? 0);
  if (n > 0) {
    throw conflict(
      `Property "${p.name}" has ${n} transaction${n === 1 ? "" : "s"} and cannot be deleted; set its status to inactive or sold instead`,
    );
  }
  await ctx.db.delete(properties).where(and(eq(properties.organizationId, orgId), eq(properties.id, id)));
}
