// The charge job under concurrency on PostgreSQL: several runs at once (as from several instances)
// never double a charge or a late fee, and a second lease on a unit raced in parallel is refused.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { runChargeJobFor } from "./charge-job";
import { createLease } from "./lease-create";
import { leaseInput, leasingFixture } from "./test-support";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

it("charges each period once when the job runs five times at once", async () => {
  const f = await leasingFixture(database.db, "2026-01-02", 4);
  for (const unitId of f.unitIds) {
    await createLease(f.ctx, f.orgId, leaseInput(f, { unitId, lateFeeKind: "flat", lateFeeAmount: 5_000 }));
  }
  f.clock.advance(120 * 86_400_000);
  const results = await Promise.all(Array.from({ length: 5 }, () => runChargeJobFor(f.ctx, f.orgId)));
  await Promise.all(Array.from({ length: 5 }, () => runChargeJobFor(f.ctx, f.orgId)));
  expect(results.filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
  const [row] = rowsOf<{ n: number; dup: number }>(
    await database.db.execute(sql`
      select count(*)::int as n,
             (count(*) - count(distinct (lease_id, period, charge_type)))::int as dup
        from lease_charges where organization_id = ${f.orgId}`),
  );
  // 4 leases × 5 months of rent (Jan–May) + 4 late fees per lease (Jan–Apr, past grace).
  expect(row).toEqual({ n: 4 * 5 + 4 * 4, dup: 0 });
});

it("refuses one of two overlapping leases created at the same moment", async () => {
  const f = await leasingFixture(database.db, "2026-01-02", 1);
  const attempts = await Promise.allSettled(
    Array.from({ length: 4 }, () => createLease(f.ctx, f.orgId, leaseInput(f, { startDate: "2026-01-01" }))),
  );
  expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
  for (const a of attempts.filter((x) => x.status === "rejected")) {
    expect((a as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
  }
});
