// The dashboard's rent figures on a fixed day: what is due and paid this month, what is delinquent after
// the grace period and how old it is, the leases ending within 60 days, and nothing of another organization.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RentSummary } from "../../shared/leasing";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../test/helpers";
import { rentCollections } from "./collections";
import { createLease } from "./lease-create";
import { recordPayment } from "./payment-record";
import { rentSummary } from "./rent-summary";
import { type LeasingFixture, leaseInput, leasingFixture } from "./test-support";

const TODAY = "2026-03-15";
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const pay = (amountCents: number, date: string) => ({
  date,
  amountCents,
  method: "check" as const,
  reference: null,
});

async function lease(f: LeasingFixture, unit: number, over: Record<string, unknown>) {
  return createLease(
    f.ctx,
    f.orgId,
    leaseInput(f, { unitId: f.unitIds[unit], startDate: "2026-03-01", graceDays: 5, ...over }),
  );
}

describe("rent summary", () => {
  it("adds up the month, the delinquency after grace by age, and the leases ending in 60 days", async () => {
    const f = await leasingFixture(database.db, TODAY, 5);
    const paid = await lease(f, 0, { rentCents: 100_000 });
    await recordPayment(f.ctx, f.orgId, paid.id, pay(100_000, "2026-03-02"));
    // Half paid, still inside its 20 days of grace: open but not delinquent.
    const partly = await lease(f, 1, { rentCents: 120_000, graceDays: 20 });
    await recordPayment(f.ctx, f.orgId, partly.id, pay(50_000, "2026-03-03"));
    // Nothing paid since January: 73, 42 and 14 days past due.
    await lease(f, 2, { rentCents: 90_000, startDate: "2026-01-01" });
    const ending45 = await lease(f, 3, { rentCents: 80_000, endDate: "2026-04-29" });
    await recordPayment(f.ctx, f.orgId, ending45.id, pay(80_000, "2026-03-01"));
    const ending90 = await lease(f, 4, { rentCents: 70_000, endDate: "2026-06-13" });
    await recordPayment(f.ctx, f.orgId, ending90.id, pay(70_000, "2026-02-27"));

    // Another organization's overdue lease ending next week counts nowhere.
    const other = await leasingFixture(database.db, TODAY, 1);
    await lease(other, 0, { rentCents: 55_000, startDate: "2026-01-01", endDate: "2026-03-20" });

    const s = await rentSummary(database.db, f.orgId, TODAY);
    expect(s).toMatchObject({
      month: "2026-03",
      asOf: TODAY,
      hasLeases: true,
      dueCents: 100_000 + 120_000 + 90_000 + 80_000 + 70_000,
      collectedCents: 100_000 + 50_000 + 80_000 + 70_000,
      collectionRatePct: 65.2,
      // The payment dated in February paid March's rent: collected, but not received this month.
      receivedCents: 100_000 + 50_000 + 80_000,
    });
    // /rent-payments states the same month the same way.
    expect(await rentCollections(database.db, f.orgId, "2026-03", TODAY)).toMatchObject({
      dueCents: s.dueCents,
      collectedCents: s.collectedCents,
      receivedCents: s.receivedCents,
    });
    expect(s.delinquent).toEqual({
      cents: 270_000,
      leases: 1,
      aging: [
        { bucket: "0-30", cents: 90_000, count: 1 },
        { bucket: "31-60", cents: 90_000, count: 1 },
        { bucket: "61-90", cents: 90_000, count: 1 },
        { bucket: "90+", cents: 0, count: 0 },
      ],
    });
    expect(s.ending).toEqual({
      days: 60,
      count: 1,
      items: [
        {
          leaseId: ending45.id,
          propertyName: "Oak Street Duplex",
          unitName: "Unit 4",
          tenants: "Ana Ruiz",
          endDate: "2026-04-29",
        },
      ],
    });
  });

  it("counts nothing for an organization without leases", async () => {
    const f = await leasingFixture(database.db, TODAY, 1);
    await lease(f, 0, { status: "draft", rentCents: 100_000 });
    expect(await rentSummary(database.db, f.orgId, TODAY)).toEqual({
      month: "2026-03",
      asOf: TODAY,
      hasLeases: false,
      dueCents: 0,
      collectedCents: 0,
      collectionRatePct: null,
      receivedCents: 0,
      delinquent: {
        cents: 0,
        leases: 0,
        aging: ["0-30", "31-60", "61-90", "90+"].map((bucket) => ({ bucket, cents: 0, count: 0 })),
      },
      ending: { days: 60, count: 0, items: [] },
    });
  });
});

describe("GET /api/leasing/rent-summary", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it("answers 401 without a session and the caller's figures with one", async () => {
    const browser = new Browser(app);
    expect((await browser.get("/api/leasing/rent-summary")).statusCode).toBe(401);
    await browser.signup();
    const res = await browser.get("/api/leasing/rent-summary");
    expect(res.statusCode).toBe(200);
    expect(res.json<RentSummary>()).toMatchObject({ hasLeases: false, dueCents: 0, ending: { count: 0 } });
  });
});
