// Checks shared by creating, editing and renewing a lease: its tenants, its deposit account, and that
// an active lease does not overlap another active lease of the unit.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { accounts } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { badRequest, notFound } from "../http/errors";
import { ACCOUNT_CODES } from "./books";
import { conflict } from "./context";
import { leaseRecurringCharges, leases, leaseTenants, leasingTenants } from "./schema";

export async function checkTenants(tx: Db, orgId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: leasingTenants.id, name: leasingTenants.name, archivedAt: leasingTenants.archivedAt })
    .from(leasingTenants)
    .where(and(eq(leasingTenants.organizationId, orgId), inArray(leasingTenants.id, unique)));
  if (rows.length !== unique.length) throw notFound("Tenant not found");
  const archived = rows.find((r) => r.archivedAt);
  if (archived) throw badRequest(`tenantIds: ${archived.name} is archived`);
}

/** The given asset account, or the chart's Security Deposits Held bank account. */
export async function depositAccount(tx: Db, orgId: string, id: string | null): Promise<string> {
  const [row] = await tx
    .select({ id: accounts.id, type: accounts.type, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, orgId),
        id ? eq(accounts.id, id) : eq(accounts.code, ACCOUNT_CODES.depositBank),
      ),
    )
    .limit(1);
  if (!row)
    throw id
      ? notFound("Account not found")
      : badRequest("depositAccountId: the chart has no deposit account");
  if (row.type !== "asset")
    throw badRequest(`depositAccountId: ${row.name} is not a bank or other asset account`);
  return row.id;
}

/**
 * Refuses an active lease of `unitId` overlapping [start, last]. The unit's row lock serialises two
 * requests for one unit; the database trigger (migration leasing_sql) refuses whatever slips past.
 */
export async function checkNoOverlap(
  tx: Db,
  orgId: string,
  unitId: string,
  start: string,
  last: string | null,
  exceptId: string | null,
): Promise<void> {
  await tx.execute(sql`select id from units where organization_id = ${orgId} and id = ${unitId} for update`);
  const rows = rowsOf<{ id: string; start_date: string; last: string | null }>(
    await tx.execute(sql`
      select id, start_date::text, coalesce(move_out_date, end_date)::text as last from ${leases}
       where organization_id = ${orgId} and unit_id = ${unitId} and status = 'active'
         and ${exceptId ? ne(leases.id, exceptId) : sql`true`}
         and daterange(start_date, coalesce(move_out_date, end_date), '[]') && daterange(${start}::date, ${last}::date, '[]')
       limit 1`),
  );
  const other = rows[0];
  if (other) {
    throw conflict(
      `The unit already has active lease ${other.id} (${other.start_date} to ${other.last ?? "month-to-month"}) overlapping these dates`,
    );
  }
}

/** The database trigger's refusal (SQLSTATE 23P01) as the same 409. */
export async function overlapGuard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    const err = e as { code?: string; detail?: string; cause?: { code?: string; detail?: string } };
    const code = err.code ?? err.cause?.code;
    if (code === "23P01") {
      const other = err.detail ?? err.cause?.detail ?? "";
      throw conflict(`The unit already has active lease ${other} overlapping these dates`);
    }
    throw e;
  }
}

export async function setLeaseTenants(
  tx: Db,
  orgId: string,
  leaseId: string,
  tenantIds: string[],
): Promise<void> {
  await tx
    .delete(leaseTenants)
    .where(and(eq(leaseTenants.organizationId, orgId), eq(leaseTenants.leaseId, leaseId)));
  await tx
    .insert(leaseTenants)
    .values([...new Set(tenantIds)].map((tenantId) => ({ organizationId: orgId, leaseId, tenantId })));
}

export async function setRecurringCharges(
  tx: Db,
  orgId: string,
  leaseId: string,
  charges: {
    chargeType: (typeof leaseRecurringCharges.$inferInsert)["chargeType"];
    description: string;
    amountCents: number;
  }[],
): Promise<void> {
  const types = new Set(charges.map((c) => c.chargeType));
  if (types.size !== charges.length) throw badRequest("recurringCharges: one charge per type");
  await tx
    .delete(leaseRecurringCharges)
    .where(and(eq(leaseRecurringCharges.organizationId, orgId), eq(leaseRecurringCharges.leaseId, leaseId)));
  if (charges.length) {
    await tx
      .insert(leaseRecurringCharges)
      .values(charges.map((c) => ({ ...c, organizationId: orgId, leaseId })));
  }
}
