// Invariants under random sequences of days passing (the charge job), payments, credits and waivers,
// on cash and accrual books (fast-check): the tenant ledger's balance is charges − payments − credits,
// and the general ledger agrees with the sub-ledger (bank = payments; accrual: Rent Receivable = open
// charges and Prepaid Rent = money not yet applied; cash: rent income = payments, receivable 0).
// With renewals, move-outs and deposit dispositions too: every lease's running totals in
// lease_balances equal its ledger and deposit rows summed.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { HttpError } from "../http/errors";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { grantCredit, waiveCharge } from "./charge-adjust";
import { runChargeJobFor } from "./charge-job";
import { disposeDeposit } from "./deposits";
import { createLease } from "./lease-create";
import { endLease } from "./lease-end";
import { renewLease } from "./lease-renew";
import { leaseLedger, leaseTotalsFromLedgerSql } from "./ledger";
import { recordPayment } from "./payment-record";
import { voidPayment } from "./payment-void";
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
  fc.record({ kind: fc.constant("void" as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** One day-to-day step on a lease: time passing, a payment, a credit, a waiver, a voided payment. */
async function step(f: LeasingFixture, leaseId: string, o: Op): Promise<void> {
  const day = f.clock.now().toISOString().slice(0, 10);
  if (o.kind === "days") {
    f.clock.advance(o.n * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
  } else if (o.kind === "pay") {
    await recordPayment(f.ctx, f.orgId, leaseId, {
      date: day,
      amountCents: o.cents,
      method: "ach",
      reference: null,
    });
  } else if (o.kind === "credit") {
    await grantCredit(f.ctx, f.orgId, leaseId, { date: day, amountCents: o.cents, reason: "Goodwill" });
  } else {
    const entries = (await leaseLedger(database.db, f.orgId, leaseId)).entries;
    if (o.kind === "void") {
      const payment = entries.find((e) => e.kind === "payment" && e.description.startsWith("Payment"));
      if (payment) await voidPayment(f.ctx, f.orgId, payment.id);
      return;
    }
    const fee = entries.find(
      (e) => e.kind === "charge" && !e.waived && e.openCents === e.amountCents && e.chargeType === "late_fee",
    );
    if (fee) await waiveCharge(f.ctx, f.orgId, fee.id);
  }
}

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
          await step(f, lease.id, o);
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

const lifeOp = fc.oneof(
  op,
  fc.record({ kind: fc.constant("renew" as const), rentCents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant("moveOut" as const), returnedCents: fc.integer({ min: 0, max: 80_000 }) }),
);

/** lease_balances and the ledger summed, per lease, as comparable rows (leases without rows: zeros). */
async function runningAndSummed(orgId: string) {
  type Totals = Record<"lease_id" | "charges" | "payments" | "credits" | "held", string>;
  const cols = sql`l.id as lease_id, coalesce(x.charges_cents, 0)::text as charges,
    coalesce(x.payments_cents, 0)::text as payments, coalesce(x.credits_cents, 0)::text as credits,
    coalesce(x.deposit_held_cents, 0)::text as held`;
  const running = rowsOf<Totals>(
    await database.db.execute(sql`select ${cols} from leases l
      left join lease_balances x on x.organization_id = l.organization_id and x.lease_id = l.id
     where l.organization_id = ${orgId} order by l.id`),
  );
  const summed = rowsOf<Totals>(
    await database.db.execute(sql`select ${cols} from leases l
      left join (${leaseTotalsFromLedgerSql(orgId)}) x on x.lease_id = l.id
     where l.organization_id = ${orgId} order by l.id`),
  );
  return { running, summed };
}

it("keeps every lease's running totals equal to its ledger summed", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(lifeOp, { minLength: 1, maxLength: 8 }), async (ops) => {
      const f = await leasingFixture(database.db, "2026-01-03", 1);
      let leaseId = (
        await createLease(f.ctx, f.orgId, leaseInput(f, { startDate: "2026-01-02", depositCents: 80_000 }))
      ).id;
      for (const o of ops) {
        const day = f.clock.now().toISOString().slice(0, 10);
        const write = async () => {
          if (o.kind !== "renew" && o.kind !== "moveOut") {
            await step(f, leaseId, o);
          } else if (o.kind === "renew") {
            f.clock.advance(86_400_000);
            const startDate = f.clock.now().toISOString().slice(0, 10);
            leaseId = (
              await renewLease(f.ctx, f.orgId, leaseId, { startDate, endDate: null, rentCents: o.rentCents })
            ).id;
          } else {
            await endLease(f.ctx, f.orgId, leaseId, day);
            // What is not deducted pays what the tenant owes first; the rest is returned.
            const owed = Math.max(0, (await leaseLedger(database.db, f.orgId, leaseId)).balanceCents);
            const rest = Math.min(o.returnedCents, 80_000);
            const appliedCents = Math.min(owed, rest);
            await disposeDeposit(f.ctx, f.orgId, leaseId, {
              date: day,
              appliedCents,
              returnedCents: rest - appliedCents,
              deductions: rest < 80_000 ? [{ description: "Cleaning", amountCents: 80_000 - rest }] : [],
            });
          }
        };
        // A step the lease's state refuses (renewing an ended lease, a second move-out) writes nothing.
        await write().catch((e: unknown) => {
          if (!(e instanceof HttpError) || e.statusCode >= 500) throw e;
        });
        const { running, summed } = await runningAndSummed(f.orgId);
        expect(running).toEqual(summed);
      }
    }),
    { numRuns: 12 },
  );
}, 180_000);
