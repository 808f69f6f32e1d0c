// Test and benchmark support for the leasing suite: an organization with the rental chart, a property
// with units, and tenants.
import { sql } from "drizzle-orm";
import { propertyCreateBody } from "../../shared/accounting";
import type { LeaseInput } from "../../shared/leasing";
import { leaseCreateBody } from "../../shared/leasing";
import { AccountingService } from "../accounting/service";
import { newOrganization } from "../accounting/test-support";
import { FakeClock } from "../clock";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { leasingAccounts } from "./books";
import type { Leasing } from "./context";
import { createTenant } from "./tenants";

export interface LeasingFixture {
  ctx: Leasing;
  clock: FakeClock;
  orgId: string;
  propertyId: string;
  unitIds: string[];
  tenantIds: string[];
  account: (code: string) => string;
}

/** `today` is the clock's calendar day (noon UTC). */
export async function leasingFixture(db: Db, today: string, units = 3): Promise<LeasingFixture> {
  const clock = new FakeClock(Date.parse(`${today}T12:00:00Z`));
  const ctx: Leasing = { db, clock };
  const accounting = new AccountingService(db, clock);
  const orgId = await newOrganization(db);
  await accounting.applyTemplate(orgId);
  await leasingAccounts(db, orgId, clock.now());
  const codes = new Map((await accounting.listAccounts(orgId)).map((a) => [a.code, a.id]));
  const property = await accounting.createProperty(
    orgId,
    propertyCreateBody.parse({
      name: "Oak Street Duplex",
      type: "multi_family",
      units: Array.from({ length: units }, (_, i) => ({ name: `Unit ${i + 1}` })),
    }),
  );
  const tenantIds = [];
  for (const name of ["Ana Ruiz", "Ben Okafor"]) {
    tenantIds.push(
      (
        await createTenant(ctx, orgId, {
          kind: "person",
          name,
          email: null,
          phone: null,
          emergencyContactName: null,
          emergencyContactPhone: null,
          notes: null,
        })
      ).id,
    );
  }
  return {
    ctx,
    clock,
    orgId,
    propertyId: property.id,
    unitIds: property.units.map((u) => u.id),
    tenantIds,
    account: (code) => {
      const id = codes.get(code);
      if (!id) throw new Error(`no account ${code}`);
      return id;
    },
  };
}

export const leaseInput = (
  f: LeasingFixture,
  over: Partial<LeaseInput> & Record<string, unknown> = {},
): LeaseInput =>
  leaseCreateBody.parse({
    unitId: f.unitIds[0],
    tenantIds: [f.tenantIds[0]],
    startDate: "2026-01-01",
    rentCents: 150_000,
    ...over,
  });

/** Debit − credit of an account in the fixture organization's journal. */
export async function glBalance(db: Db, f: LeasingFixture, code: string): Promise<number> {
  const [row] = rowsOf<{ b: string }>(
    await db.execute(sql`select coalesce(sum(debit_cents - credit_cents), 0) as b from journal_lines
                          where organization_id = ${f.orgId} and account_id = ${f.account(code)}`),
  );
  return Number(row!.b);
}
