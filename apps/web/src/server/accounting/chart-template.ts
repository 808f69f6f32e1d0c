// Applies the rental chart of accounts (shared/chart-of-accounts.ts) at sign-up and by
// POST /api/accounting/accounts/apply-template.
import { RENTAL_CHART_TEMPLATE } from "../../shared/chart-of-accounts";
import type { Db } from "../db/client";
import { accounts } from "./schema";

/**
 * Creates the template's accounts that the organization does not have yet (matched by code), so it
 * is idempotent and never overwrites a renamed or archived account. Returns how many were created.
 * Call it right after creating an organization (sign-up) with the same `db` (or transaction).
 */
export async function applyChartTemplate(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
): Promise<number> {
  const rows = RENTAL_CHART_TEMPLATE.map((a) => ({
    organizationId,
    code: a.code,
    name: a.name,
    type: a.type,
    subtype: a.subtype,
    scheduleELine: a.scheduleELine ?? null,
    description: a.description ?? null,
    isSystem: true,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await db
    .insert(accounts)
    .values(rows)
    .onConflictDoNothing({ target: [accounts.organizationId, accounts.code] })
    .returning({ id: accounts.id });
  return inserted.length;
}
