// Invariants under random sequences of days passing (the charge job), payments, credits and waivers,
// on cash and accrual books (fast-check): the tenant ledger's balance is charges − payments − credits,
// and the general ledger agrees with the sub-ledger (bank = payments; accrual: Rent Receivable = open
// charges and Prepaid Rent = money not yet applied; cash: rent income = payments, receivable 0).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { grantCredit, waiveCharge } from "./charge-adjust";
import { runChargeJobFor } from "./charge-job";
import { createLease } from "./lease-create";
import { leaseLedger } from "./ledger";
import { recordPayment } from "./payment-record";
import { setBooksBasis } from "./settings";
import { type LeasingFixture, leaseInput, leasingFixture } from "./test-support";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const op = fc.oneof(
  fc.record({ kind: fc.constant("days" as const), n: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ kind: fc.constant("pay" as const), cents: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({ kind: fc.constant("credit" as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant("waive" as const) }),
);

async function sums(f: LeasingFixture) {
  const q = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ s: string }>(await database.db.execute(query))[0]!.s) + 0; // + 0: no -0
  const gl = (code: string) =>
    q(sql`select coalesce(sum(debit_cents - credit_cents), 0) as s from journal_lines
           where organization_id = ${f.orgId} and account_id = ${f.account(code)}`);
  return {
    charges: await q(
      sql`select coalesce(sum(amount_cents), 0) as s from lease_charges where organization_id = ${f.orgId} and waived_at is null`,
    ),
    payments: await q(
      sql`select coalesce(sum(amount_cents), 0) as s from lease_payments where organization_id = ${f.orgId}`,
    ),
    credits: await q(
      sql`select coalesce(sum(amount_cents), 0) as s from lease_credits where organization_id = ${f.orgId}`,
    ),
    allocated: await q(
      sql`select coalesce(sum(amount_cents), 0) as s from lease_allocations where organization_id = ${f.orgId}`,
    ),
    bank: await gl("1000"),
    receivable: await gl("1100"),
    prepaid: await gl("2150"),
    income: (await gl("4000")) + (await gl("4100")) + (await gl("4900")),
  };
}

it("keeps the tenant ledger and the general ledger in agreement", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("cash" as const, "accrual" as const),
      fc.array(op, { minLength: 1, maxLength: 7 }),
      async (basis, ops) => {
        const f = await leasingFixture(database.db, "2026-01-03", 1);
        await setBooksBasis(f.ctx, f.orgId, basis);
        const lease = await createLease(
          f.ctx,
          f.orgId,
          leaseInput(f, {
            rentCents: 123_457,
            startDate: "2026-01-10",
            lateFeeKind: "percent",
            lateFeeAmount: 50,
            lateFeeMode: "daily",
            lateFeeCapCents: 9_999,
          }),
        );
        for (const o of ops) {
          const day = f.clock.now().toISOString().slice(0, 10);
          if (o.kind === "days") {
            f.clock.advance(o.n * 86_400_000);
            await runChargeJobFor(f.ctx, f.orgId);
          } else if (o.kind === "pay") {
            await recordPayment(f.ctx, f.orgId, lease.id, {
              date: day,
              amountCents: o.cents,
              method: "ach",
              reference: null,
            });
          } else if (o.kind === "credit") {
            await grantCredit(f.ctx, f.orgId, lease.id, {
              date: day,
              amountCents: o.cents,
              reason: "Goodwill",
            });
          } else {
            const ledger = await leaseLedger(database.db, f.orgId, lease.id);
            const fee = ledger.entries.find(
              (e) => e.chargeType === "late_fee" && !e.waived && e.openCents === e.amountCents,
            );
            if (fee) await waiveCharge(f.ctx, f.orgId, fee.id);
          }
          const s = await sums(f);
          const ledger = await leaseLedger(database.db, f.orgId, lease.id);
          expect(ledger.balanceCents).toBe(s.charges - s.payments - s.credits);
          expect(ledger.entries.at(-1)?.balanceCents ?? 0).toBe(ledger.balanceCents);
          expect(ledger.unappliedCents).toBe(s.payments + s.credits - s.allocated);
          expect(s.bank).toBe(s.payments);
          if (basis === "accrual") {
            expect(s.receivable).toBe(s.charges - s.allocated);
            expect(0 - s.prepaid).toBe(s.payments + s.credits - s.allocated);
            expect(0 - s.income).toBe(s.charges - s.credits);
          } else {
            expect(s.receivable).toBe(0);
            expect(0 - s.income).toBe(s.payments);
          }
        }
      },
    ),
    { numRuns: 12 },
  );
  // Twelve scenarios of up to seven steps, each with its own organization.
}, 180_000);
