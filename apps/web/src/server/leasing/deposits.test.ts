// Deposit money applied at move-out pays what the tenant still owes: once in the ledger, once in the
// books (rent income is not counted twice), never more than is owed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { disposeDeposit } from "./deposits";
import { createLease } from "./lease-create";
import { endLease } from "./lease-end";
import { leaseLedger } from "./ledger";
import { recordPayment } from "./payment-record";
import { voidPayment } from "./payment-void";
import { setBooksBasis } from "./settings";
import { glBalance, type LeasingFixture, leaseInput, leasingFixture } from "./test-support";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const gl = (f: LeasingFixture, ...codes: string[]) =>
  Promise.all(codes.map((code) => glBalance(database.db, f, code)));

/** Jan–Mar rent of $1,500 charged, January and February paid, moved out at the end of March. */
async function movedOutOwingMarch(basis: "cash" | "accrual") {
  const f = await leasingFixture(database.db, "2026-03-10");
  await setBooksBasis(f.ctx, f.orgId, basis);
  const lease = await createLease(f.ctx, f.orgId, leaseInput(f, { depositCents: 200_000 }));
  for (const date of ["2026-01-02", "2026-02-02"])
    await recordPayment(f.ctx, f.orgId, lease.id, {
      date,
      amountCents: 150_000,
      method: "ach",
      reference: null,
    });
  await endLease(f.ctx, f.orgId, lease.id, "2026-03-31");
  return { f, lease };
}

const disposition = {
  date: "2026-04-05",
  deductions: [{ description: "Carpet cleaning", amountCents: 20_000 }],
  appliedCents: 150_000,
  returnedCents: 30_000,
};

describe("deposit applied to the balance", () => {
  for (const basis of ["cash", "accrual"] as const) {
    it(`settles the unpaid rent once (${basis} books)`, async () => {
      const { f, lease } = await movedOutOwingMarch(basis);
      expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(150_000);
      const settled = await disposeDeposit(f.ctx, f.orgId, lease.id, disposition);
      expect(settled).toMatchObject({ heldCents: 200_000, withheldCents: 20_000, appliedCents: 150_000 });
      const ledger = await leaseLedger(database.db, f.orgId, lease.id);
      expect(ledger.balanceCents).toBe(0);
      expect(ledger.unappliedCents).toBe(0);
      expect(ledger.entries.filter((e) => e.kind === "charge").every((e) => e.openCents === 0)).toBe(true);
      expect(ledger.entries.at(-1)).toMatchObject({
        description: "Security deposit applied",
        amountCents: -150_000,
      });
      // Three months of rent in income, once; the liability gone; the deposit bank keeps all but the refund.
      const [rent, owed, depositBank, other, receivable] = await gl(
        f,
        "4000",
        "2100",
        "1050",
        "4900",
        "1100",
      );
      expect({ rent, owed, depositBank, other, receivable }).toEqual({
        rent: -450_000,
        owed: 0,
        depositBank: 170_000,
        other: -20_000,
        receivable: 0,
      });
    });
  }

  it("refuses to apply more than the tenant owes, and sums that do not match the deposit", async () => {
    const { f, lease } = await movedOutOwingMarch("cash");
    await expect(
      disposeDeposit(f.ctx, f.orgId, lease.id, {
        ...disposition,
        appliedCents: 160_000,
        returnedCents: 20_000,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("150000 cents the tenant owes"),
    });
    await expect(
      disposeDeposit(f.ctx, f.orgId, lease.id, { ...disposition, returnedCents: 40_000 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    // Nothing was written by the refused attempts.
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(150_000);
    expect(await gl(f, "2100")).toEqual([-200_000]);
  });

  it("the deposit's payment cannot be voided on its own", async () => {
    const { f, lease } = await movedOutOwingMarch("cash");
    await disposeDeposit(f.ctx, f.orgId, lease.id, disposition);
    const applied = (await leaseLedger(database.db, f.orgId, lease.id)).entries.at(-1)!;
    await expect(voidPayment(f.ctx, f.orgId, applied.id)).rejects.toMatchObject({ statusCode: 409 });
  });
});
