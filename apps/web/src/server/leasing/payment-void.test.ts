// Voiding a payment (a bounced check): the charges it paid are owed again, its entries leave the
// books in both bases, money paid ahead then settles them; reconciled, foreign or deposit payments
// are refused.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaseLedger } from "../../shared/leasing";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../test/helpers";
import { runChargeJobFor } from "./charge-job";
import { createLease } from "./lease-create";
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
const pay = (date: string, amountCents: number) => ({
  date,
  amountCents,
  method: "check" as const,
  reference: null,
});

describe("voiding a payment", () => {
  it("reopens the charges it paid and takes its entry out of the cash books", async () => {
    const f = await leasingFixture(database.db, "2026-02-10");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f));
    const before = await gl(f, "1000", "4000");
    const paid = await recordPayment(f.ctx, f.orgId, lease.id, pay("2026-01-03", 150_000));
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(150_000);
    const ledger = await voidPayment(f.ctx, f.orgId, paid.id);
    expect(ledger.balanceCents).toBe(300_000);
    expect(ledger.entries.filter((e) => e.kind === "payment")).toEqual([]);
    expect(ledger.entries.filter((e) => e.kind === "charge").map((e) => e.openCents)).toEqual([
      150_000, 150_000,
    ]);
    expect(await gl(f, "1000", "4000")).toEqual(before);
    await expect(voidPayment(f.ctx, f.orgId, paid.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("in accrual books removes the payment and the prepaid rent it later settled", async () => {
    const f = await leasingFixture(database.db, "2026-01-10");
    await setBooksBasis(f.ctx, f.orgId, "accrual");
    const lease = await createLease(f.ctx, f.orgId, leaseInput(f));
    // January's rent and February's paid ahead; February is charged a month later.
    const paid = await recordPayment(f.ctx, f.orgId, lease.id, pay("2026-01-03", 300_000));
    f.clock.advance(31 * 86_400_000);
    await runChargeJobFor(f.ctx, f.orgId);
    const later = await recordPayment(f.ctx, f.orgId, lease.id, pay("2026-02-05", 10_000));
    expect((await leaseLedger(database.db, f.orgId, lease.id)).balanceCents).toBe(-10_000);
    const ledger = await voidPayment(f.ctx, f.orgId, paid.id);
    // The $100 paid on Feb 5, kept as credit until now, goes to January's rent.
    expect(ledger.balanceCents).toBe(290_000);
    expect(ledger.unappliedCents).toBe(0);
    expect(ledger.entries.find((e) => e.id === later.id)).toBeTruthy();
    const [bank, receivable, prepaid, rent] = await gl(f, "1000", "1100", "2150", "4000");
    expect({ bank, receivable, prepaid, rent }).toEqual({
      bank: 10_000,
      receivable: 290_000,
      prepaid: 0,
      rent: -300_000,
    });
  });
});

describe("DELETE /api/leasing/payments/:id", () => {
  const L = "/api/leasing";
  let app: FastifyInstance;
  let owner: Browser;
  let other: Browser;
  let leaseId: string;

  beforeAll(async () => {
    ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 2, 15, 12)) }));
    owner = new Browser(app);
    other = new Browser(app);
    await owner.signup();
    await other.signup();
    await owner.post("/api/accounting/accounts/apply-template");
    const property = await owner.post("/api/accounting/properties", {
      name: "Birch Court",
      type: "multi_family",
      units: [{ name: "1" }],
    });
    const unitId = property.json<{ units: { id: string }[] }>().units[0]!.id;
    const t = (await owner.post(`${L}/tenants`, { name: "Lena Park" })).json<{ id: string }>().id;
    const lease = await owner.post(`${L}/leases`, {
      unitId,
      tenantIds: [t],
      startDate: "2026-03-01",
      rentCents: 120_000,
    });
    leaseId = lease.json<{ id: string }>().id;
  });
  afterAll(() => app.close());

  const payment = async (date: string) =>
    (await owner.post(`${L}/leases/${leaseId}/payments`, { date, amountCents: 120_000 })).json<{
      id: string;
      transactionId: string;
    }>();

  it("voids for a manager, 404 for another organization, 403 for a viewer", async () => {
    const paid = await payment("2026-03-02");
    expect((await other.delete(`${L}/payments/${paid.id}`)).statusCode).toBe(404);
    const viewer = new Browser(app);
    const v = await viewer.signup();
    await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
    expect((await viewer.delete(`${L}/payments/${paid.id}`)).statusCode).toBe(403);
    const voided = await owner.delete(`${L}/payments/${paid.id}`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json<LeaseLedger>().balanceCents).toBe(120_000);
    expect((await owner.get(`${L}/payments/${paid.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/accounting/transactions/${paid.transactionId}`)).statusCode).toBe(404);
  });

  it("refuses a payment whose deposit is reconciled, naming the statement", async () => {
    const paid = await payment("2026-03-03");
    const accounts = (await owner.get("/api/accounting/accounts")).json<{
      items: { id: string; code: string }[];
    }>();
    const bank = accounts.items.find((a) => a.code === "1000")!.id;
    const rec = await owner.post(`/api/banking/accounts/${bank}/reconciliations`, {
      statementDate: "2026-03-31",
      statementBalanceCents: 120_000,
    });
    const recId = rec.json<{ reconciliation: { id: string } }>().reconciliation.id;
    await owner.post(`/api/banking/reconciliations/${recId}/cleared`, {
      transactionIds: [paid.transactionId],
      cleared: true,
    });
    const finished = await owner.post(`/api/banking/reconciliations/${recId}/finish`);
    expect(finished.json()).toMatchObject({ status: "finished" });
    const refused = await owner.delete(`${L}/payments/${paid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/reconciled .*unreconcile first/);
    expect((await owner.get(`${L}/payments/${paid.id}`)).statusCode).toBe(200);
  });
});
