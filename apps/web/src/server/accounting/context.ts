// What every accounting use case runs against: the database and the clock that says what "today" is.
// Every use case takes the caller's organization id and scopes every statement by it; a row of
// another organization is indistinguishable from a missing one (404).
import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { isoDay } from "../db/sql-helpers";
import { notFound } from "../http/errors";
import { type AccountRow, accounts, type PropertyRow, properties, type UnitRow, units } from "./schema";

export interface AccountingContext {
  readonly db: Db;
  readonly clock: Clock;
}

export const today = (ctx: AccountingContext): string => isoDay(ctx.clock.now());

/** The tenancy rule in one place: another organization's record is "not found" (404), never shown. */
async function scopedRow<T extends typeof accounts | typeof properties | typeof units>(
  ctx: AccountingContext,
  table: T,
  orgId: string,
  id: string,
  what: string,
): Promise<T["$inferSelect"]> {
  const scoped = table as typeof accounts; // the three tables share the id and organization_id columns
  const [row] = await ctx.db
    .select()
    .from(scoped)
    .where(and(eq(scoped.organizationId, orgId), eq(scoped.id, id)))
    .limit(1);
  if (!row) throw notFound(`${what} not found`);
  return row as T["$inferSelect"];
}

export const accountRow = (ctx: AccountingContext, orgId: string, id: string): Promise<AccountRow> =>
  scopedRow(ctx, accounts, orgId, id, "Account");

export const propertyRow = (ctx: AccountingContext, orgId: string, id: string): Promise<PropertyRow> =>
  scopedRow(ctx, properties, orgId, id, "Property");

export const unitRow = (ctx: AccountingContext, orgId: string, id: string): Promise<UnitRow> =>
  scopedRow(ctx, units, orgId, id, "Unit");

/** A filter naming another organization's property or account is a 404, like any other use. */
export async function checkFilterRefs(
  ctx: AccountingContext,
  orgId: string,
  f: { propertyId?: string | undefined; accountId?: string | undefined },
): Promise<void> {
  await Promise.all([
    f.propertyId ? propertyRow(ctx, orgId, f.propertyId) : null,
    f.accountId ? accountRow(ctx, orgId, f.accountId) : null,
  ]);
}
