// Editing a lease changes only the terms the request names: the rest (grace, late fee, deposit,
// recurring charges) stay as they were; the books' facts (an active lease's deposit) and an ended
// lease cannot be edited (409); bad terms are 400.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaseView } from "../../shared/leasing";
import { FakeClock } from "../clock";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";

const L = "/api/leasing";
let app: FastifyInstance;
let owner: Browser;
let unitIds: string[];
let tenantId: string;

beforeAll(async () => {
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 2, 15, 12)) }));
  owner = new Browser(app);
  await owner.signup();
  await owner.post("/api/accounting/accounts/apply-template");
  const property = await owner.post("/api/accounting/properties", {
    name: "Willow Row",
    type: "multi_family",
    units: [{ name: "1" }, { name: "2" }],
  });
  unitIds = property.json<{ units: { id: string }[] }>().units.map((u) => u.id);
  tenantId = (await owner.post(`${L}/tenants`, { name: "Rui Costa" })).json<{ id: string }>().id;
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

const terms = {
  tenantIds: [] as string[],
  startDate: "2026-02-01",
  endDate: "2027-01-31",
  rentCents: 150_000,
  dueDay: 3,
  graceDays: 7,
  lateFeeKind: "flat",
  lateFeeAmount: 6_000,
  depositCents: 150_000,
  recurringCharges: [{ chargeType: "pet_rent", description: "Pet rent", amountCents: 4_000 }],
  notes: "Keys: 2 sets",
};

async function lease(unit: number) {
  const res = await owner.post(`${L}/leases`, { ...terms, tenantIds: [tenantId], unitId: unitIds[unit] });
  expect(res.statusCode).toBe(201);
  return res.json<LeaseView>();
}

describe("PATCH /api/leasing/leases/:id", () => {
  it("changes the rent and nothing else", async () => {
    const before = await lease(0);
    const res = await owner.patch(`${L}/leases/${before.id}`, { rentCents: 155_000 });
    expect(res.statusCode).toBe(200);
    const after = res.json<LeaseView>();
    expect(after.rentCents).toBe(155_000);
    const { rentCents: _a, updatedAt: _b, ...kept } = before as LeaseView & { updatedAt?: string };
    expect(after).toMatchObject(kept);
    expect(after).toMatchObject({
      dueDay: 3,
      graceDays: 7,
      lateFeeKind: "flat",
      lateFeeAmount: 6_000,
      depositCents: 150_000,
      notes: "Keys: 2 sets",
    });
    expect(after.recurringCharges).toHaveLength(1);
  });

  it("refuses what the books already hold and terms out of order", async () => {
    const l = await lease(1);
    expect((await owner.patch(`${L}/leases/${l.id}`, { depositCents: 1 })).statusCode).toBe(409);
    const backwards = await owner.patch(`${L}/leases/${l.id}`, { endDate: "2025-01-01" });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toMatch(/endDate/);
    expect((await owner.patch(`${L}/leases/${l.id}`, { graceDays: 99 })).statusCode).toBe(400);
    await owner.post(`${L}/leases/${l.id}/end`, { moveOutDate: "2026-03-14" });
    expect((await owner.patch(`${L}/leases/${l.id}`, { notes: "late edit" })).statusCode).toBe(409);
  });
});
