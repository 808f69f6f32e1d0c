// The rent cycle through the use cases: charges with proration, allocation and overpayment, late fees
// and waivers, deposits and their disposition, both books bases, overlap and tenant deletion rules.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPortfolio } from "../accounting/seed";
import { newOrganization } from "../accounting/test-support";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { grantCredit, waiveCharge } from "./charge-adjust";
import { runChargeJobFor } from "./charge-job";
import { disposeDeposit } from "./deposits";
import { createLease } from "./lease-create";
import { endLease } from "./lease-end";
import { renewLease } from "./lease-renew";
import { leaseLedger } from "./ledger";
import { recordPayment } from "./payment-record";
import { rentRoll } from "./rent-roll";
import { rentSummary } from "./rent-summary";
import { seedLeasingDemo } from "./seed";
import { setBooksBasis } from "./settings";
import { deleteTenant, getTenant } from "./tenants";
import { glBalance as glBalanceOf, type LeasingFixture, leaseInput, leasingFixture } from "./test-support";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const glBalance = (f: LeasingFixture, code: string) => glBalanceOf(database.db, f, code);

const pay = (amountCents: number, date = "2026-02-03") => ({
  date,
  amountCents,
  method: "check" as const,
  reference: null,
});

describe("charges", () => {
  it("charges every month up to this one, prorating the first by day", async () => {
    const f = await leasingFixture(database.db, "2026-03-10");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { startDate: "2026-01-16", rentCents: 310_000 }),
    );
    const ledger = await leaseLedger(database.db, f.orgId, lease.id);
    const rents = ledger.entries
      .filter((e) => e.kind === "charge")
      .map((e) => [e.description, e.amountCents, e.date]);
    // January: the 16th to the 31st is 16 of 31 days.
    expect(rents).toEqual([
      ["Rent Jan 2026", 160_000, "2026-01-16"],
      ["Rent Feb 2026", 310_000, "2026-02-01"],
      ["Rent Mar 2026", 310_000, "2026-03-01"],
    ]);
  });

  it("adds recurring charges and never doubles a period when the job runs again", async () => {
    const f = await leasingFixture(database.db, "2026-02-10");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, {
        recurringCharges: [{ chargeType: "pet_rent", description: "Pet rent", amountCents: 5_000 }],
      }),
    );
    await runChargeJobFor(f.ctx, f.orgId);
    await database.db.execute(sql`update leases set charged_through = null where id = ${lease.id}`);
    await runChargeJobFor(f.ctx, f.orgId);
    const ledger = await leaseLedger(database.db, f.orgId, lease.id);
    expect(ledger.entries.map((e) => e.description)).toEqual([
      "Pet rent Jan 2026",
      "Rent Jan 2026",
      "Pet rent Feb 2026",
      "Rent Feb 2026",
    ]);
    expect(ledger.balanceCents).toBe(2 * 155_000);
  });
});

describe("payments", () => {
  it("applies a payment to the oldest charges and keeps the overpayment as credit for next month", async () => {
    const f = await leasingFixture(database.db, "2026-02-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { rentCents: 100_000 }));
    const payment = await recordPayment(f.ctx, f.orgId, lease.id, pay(250_000));
    expect(payment.allocations.map((a) => [a.description, a.amountCents])).toEqual([
      ["Rent Jan 2026", 100_000],
      ["Rent Feb 2026", 100_000],
    ]);
    expect(payment.unappliedCents).toBe(50_000);
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(-50_000);
    f.clock.advance(30 * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    const ledger = await leaseLedger(database.db, f.orgId, lease.id);
    expect(ledger.balanceCents).toBe(50_000);
    expect(ledger.unappliedCents).toBe(0);
    expect(ledger.entries.find((e) => e.description === "Rent Mar 2026")?.openCents).toBe(50_000);
  });

  it("follows a manual allocation and refuses one larger than the charge", async () => {
    const f = await leasingFixture(database.db, "2026-02-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { rentCents: 100_000 }));
    const feb = (await leaseLedger(database.db, f.orgId, lease.id)).entries.find(
      (e) => e.description === "Rent Feb 2026",
    )!;
    const p = await recordPayment(f.ctx, f.orgId, lease.id, {
      ...pay(100_000),
      allocations: [{ chargeId: feb.id, amountCents: 100_000 }],
    });
    expect(p.allocations).toEqual([{ chargeId: feb.id, description: "Rent Feb 2026", amountCents: 100_000 }]);
    await expect(
      recordPayment(f.ctx, f.orgId, lease.id, {
        ...pay(200_000),
        allocations: [{ chargeId: feb.id, amountCents: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("posts cash-basis payments to income and accrual-basis charges to Rent Receivable", async () => {
    const cash = await leasingFixture(database.db, "2026-01-10");
    const l1 = await createLease(cash.ctx, cash.orgId, leaseInput(cash, { rentCents: 100_000 }));
    expect(await glBalance(cash, "4000")).toBe(0);
    await recordPayment(cash.ctx, cash.orgId, l1.id, pay(60_000, "2026-01-05"));
    expect([
      await glBalance(cash, "1000"),
      await glBalance(cash, "4000"),
      await glBalance(cash, "1100"),
    ]).toEqual([60_000, -60_000, 0]);

    const accrual = await leasingFixture(database.db, "2026-01-10");
    await setBooksBasis(accrual.ctx, accrual.orgId, "accrual");
    const l2 = await createLease(accrual.ctx, accrual.orgId, leaseInput(accrual, { rentCents: 100_000 }));
    expect([await glBalance(accrual, "1100"), await glBalance(accrual, "4000")]).toEqual([100_000, -100_000]);
    await recordPayment(accrual.ctx, accrual.orgId, l2.id, pay(60_000, "2026-01-05"));
    expect([
      await glBalance(accrual, "1000"),
      await glBalance(accrual, "1100"),
      await glBalance(accrual, "4000"),
    ]).toEqual([60_000, 40_000, -100_000]);
  });

  it("prorates the move-out month", async () => {
    const f = await leasingFixture(database.db, "2026-03-20");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { startDate: "2026-03-01", rentCents: 310_000 }),
    );
    const ended = await endLease(f.ctx, f.orgId, lease.id, "2026-03-10");
    expect([ended.status, ended.balanceCents]).toEqual(["ended", 100_000]);
  });

  it("takes a payment on an ended lease (arrears)", async () => {
    const f = await leasingFixture(database.db, "2026-03-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { rentCents: 100_000 }));
    expect(lease.balanceCents).toBe(300_000);
    const ended = await endLease(f.ctx, f.orgId, lease.id, "2026-02-28");
    // March was charged ahead of the move-out and is taken back off the ledger.
    expect([ended.status, ended.balanceCents]).toEqual(["ended", 200_000]);
    const p = await recordPayment(f.ctx, f.orgId, lease.id, pay(200_000, "2026-03-05"));
    expect(p.unappliedCents).toBe(0);
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(0);
  });
});

describe("late fees", () => {
  it("charges a flat fee once after the grace period, and a waived fee stays waived", async () => {
    const f = await leasingFixture(database.db, "2026-01-06");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { graceDays: 5, lateFeeKind: "flat", lateFeeAmount: 7_500 }),
    );
    expect(
      (await leaseLedger(database.db, f.orgId, lease.id)).entries.some((e) => e.chargeType === "late_fee"),
    ).toBe(false);
    f.clock.advance(86_400_000); // the 7th: due the 1st + 5 days of grace have passed
    await runChargeJobFor(f.ctx, f.orgId);
    await runChargeJobFor(f.ctx, f.orgId);
    const fees = (await leaseLedger(database.db, f.orgId, lease.id)).entries.filter(
      (e) => e.chargeType === "late_fee",
    );
    expect(fees.map((e) => e.amountCents)).toEqual([7_500]);
    const after = await waiveCharge(f.ctx, f.orgId, fees[0]!.id);
    expect(after.balanceCents).toBe(150_000);
    f.clock.advance(86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(150_000);
  });

  it("fines no rent that fell late before the lease was entered, and rent that falls late after", async () => {
    const f = await leasingFixture(database.db, "2026-03-20");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { graceDays: 5, lateFeeKind: "flat", lateFeeAmount: 5_000 }),
    );
    const fees = async () =>
      (await leaseLedger(database.db, f.orgId, lease.id)).entries
        .filter((e) => e.chargeType === "late_fee")
        .map((e) => e.description);
    // January to March were entered on the 20th of March, before their payments could be.
    expect(await fees()).toEqual([]);
    f.clock.advance(18 * 86_400_000); // April 7th: April's rent is a day past its grace
    await runChargeJobFor(f.ctx, f.orgId);
    expect(await fees()).toEqual(["Late fee Apr 2026"]);
  });

  it("grows a daily percentage fee up to its cap", async () => {
    const f = await leasingFixture(database.db, "2026-01-01");
    const lease = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, {
        rentCents: 100_000,
        graceDays: 3,
        lateFeeKind: "percent",
        lateFeeAmount: 100,
        lateFeeMode: "daily",
        lateFeeCapCents: 5_000,
      }),
    );
    f.clock.advance(5 * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    const fees = async () =>
      (await leaseLedger(database.db, f.orgId, lease.id)).entries
        .filter((e) => e.chargeType === "late_fee")
        .map((e) => e.amountCents);
    // Due the 1st, 3 days of grace: on the 6th it is 2 days late at 1 % of the rent a day.
    expect(await fees()).toEqual([2_000]);
    f.clock.advance(2 * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    expect(await fees()).toEqual([4_000]);
    f.clock.advance(5 * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    expect(await fees()).toEqual([5_000]);
  });
});

describe("deposits", () => {
  it("holds the deposit as a liability and moves the withheld part to income at move-out", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { depositCents: 200_000 }));
    expect([await glBalance(f, "1050"), await glBalance(f, "2100"), await glBalance(f, "4900")]).toEqual([
      200_000, -200_000, 0,
    ]);
    await expect(
      disposeDeposit(f.ctx, f.orgId, lease.id, {
        date: "2026-01-31",
        deductions: [],
        returnedCents: 200_000,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await endLease(f.ctx, f.orgId, lease.id, "2026-01-31");
    await expect(
      disposeDeposit(f.ctx, f.orgId, lease.id, { date: "2026-01-31", deductions: [], returnedCents: 100 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await disposeDeposit(f.ctx, f.orgId, lease.id, {
      date: "2026-02-05",
      deductions: [{ description: "Carpet cleaning", amountCents: 35_000 }],
      returnedCents: 165_000,
    });
    expect([await glBalance(f, "1050"), await glBalance(f, "2100"), await glBalance(f, "4900")]).toEqual([
      35_000, 0, -35_000,
    ]);
    expect((await rentRoll(database.db, f.orgId, "2026-02-05")).totals.depositHeldCents).toBe(0);
  });
});

describe("rules", () => {
  it("refuses an overlapping active lease with 409 naming the lease, in the service and in the database", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    const first = await createLease(f.ctx, f.orgId, leaseInput(f, { endDate: "2026-12-31" }));
    await expect(
      createLease(f.ctx, f.orgId, leaseInput(f, { startDate: "2026-06-01" })),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(first.id),
    });
    await expect(
      database.db.execute(sql`insert into leases (organization_id, property_id, unit_id, start_date, rent_cents, deposit_account_id, status, created_at, updated_at)
        values (${f.orgId}, ${f.propertyId}, ${f.unitIds[0]}, '2026-03-01', 1000, ${f.account("1050")}, 'active', now(), now())`),
    ).rejects.toThrow();
    // The next lease after this one's end is fine, and a draft never conflicts.
    await createLease(f.ctx, f.orgId, leaseInput(f, { startDate: "2027-01-01" }));
    await createLease(f.ctx, f.orgId, leaseInput(f, { startDate: "2026-06-01", status: "draft" }));
  });

  it("renews into a linked lease that carries the deposit", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    const old = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { endDate: "2026-12-31", depositCents: 100_000 }),
    );
    const renewed = await renewLease(f.ctx, f.orgId, old.id, {
      startDate: "2027-01-01",
      endDate: "2027-12-31",
      rentCents: 160_000,
    });
    expect(renewed).toMatchObject({
      status: "active",
      renewedFromId: old.id,
      depositHeldCents: 100_000,
      rentCents: 160_000,
    });
  });

  it("refuses to delete a tenant with lease history", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    await createLease(f.ctx, f.orgId, leaseInput(f));
    await expect(deleteTenant(f.ctx, f.orgId, f.tenantIds[0]!)).rejects.toMatchObject({ statusCode: 409 });
    await deleteTenant(f.ctx, f.orgId, f.tenantIds[1]!);
    await expect(getTenant(f.ctx, f.orgId, f.tenantIds[1]!)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("lets a credit reduce the balance", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { rentCents: 100_000 }));
    const ledger = await grantCredit(f.ctx, f.orgId, lease.id, {
      date: "2026-01-10",
      amountCents: 25_000,
      reason: "Broken heater",
    });
    expect([ledger.chargesCents, ledger.creditsCents, ledger.balanceCents]).toEqual([
      100_000, 25_000, 75_000,
    ]);
  });
});

describe("demo seed", () => {
  it("creates leases with payments, a late fee, a credit and a deposit disposition, once", async () => {
    const orgId = await newOrganization(database.db);
    const clock = new FakeClock(Date.parse("2026-03-20T12:00:00Z"));
    await seedDemoPortfolio(database.db, orgId, { properties: 3, years: 1, endDate: "2026-03-20" });
    const ctx = { db: database.db, clock };
    const seeded = await seedLeasingDemo(ctx, orgId);
    expect(await seedLeasingDemo(ctx, orgId)).toBe(0);
    // Every occupied unit is let through a lease: the roll counts no hand-entered occupant.
    const roll = await rentRoll(database.db, orgId, "2026-03-20");
    expect(seeded).toBeGreaterThan(4);
    expect(roll.rows.filter((r) => r.status === "no_lease")).toEqual([]);
    expect(roll.totals.occupied).toBe(seeded - 1);
    // Their rent since the lease began is the lease's payments alone, not the portfolio's entries too.
    const [twice] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from transactions t
        join leases l on l.organization_id = t.organization_id and l.unit_id = t.unit_id
       where t.organization_id = ${orgId} and t.reference like 'RENT-%' and t.date >= l.start_date`),
    );
    expect(twice!.n).toBe(0);
    const [counts] = rowsOf<{ fees: number; dispositions: number; ended: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from lease_charges where organization_id = ${orgId} and charge_type = 'late_fee') as fees,
        (select count(*)::int from lease_deposits where organization_id = ${orgId} and kind = 'disposition') as dispositions,
        (select count(*)::int from leases where organization_id = ${orgId} and status = 'ended') as ended`),
    );
    expect(counts!.fees).toBeGreaterThan(0);
    expect([counts!.dispositions, counts!.ended]).toEqual([1, 1]);
    // The dashboard's rent card has something to say: part of the month paid, a lease late, one ending.
    const summary = await rentSummary(database.db, orgId, "2026-03-20");
    expect(summary.collectedCents).toBeGreaterThan(0);
    expect(summary.collectedCents).toBeLessThan(summary.dueCents);
    expect(summary.delinquent.leases).toBeGreaterThan(0);
    expect(summary.ending.items.map((l) => l.endDate)).toEqual(["2026-04-30"]);
  });
});
