// Units follow their leases: the property page's units, occupancy and the accounting tenant list show
// whoever the active lease names; the older move-in/move-out endpoint is refused once a unit is let
// through leases (409 pointing at the lease), and keeps working on a unit that never had one.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertyDetail } from "../../shared/accounting";
import type { RentRoll } from "../../shared/rent-roll";
import { FakeClock } from "../clock";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";

const L = "/api/leasing";
const A = "/api/accounting";
let app: FastifyInstance;
let owner: Browser;
let propertyId: string;
let unitIds: string[];

beforeAll(async () => {
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 2, 15, 12)) }));
  owner = new Browser(app);
  await owner.signup();
  await owner.post(`${A}/accounts/apply-template`);
  const res = await owner.post(`${A}/properties`, {
    name: "Cedar Lofts",
    type: "multi_family",
    units: [{ name: "L1" }, { name: "L2" }, { name: "L3" }],
  });
  propertyId = res.json<{ id: string }>().id;
  unitIds = res.json<{ units: { id: string }[] }>().units.map((u) => u.id);
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

const detail = async () => (await owner.get(`${A}/properties/${propertyId}`)).json<PropertyDetail>();
const unit = async (i: number) => (await detail()).units.find((u) => u.id === unitIds[i])!;
async function tenant(name: string) {
  return (await owner.post(`${L}/tenants`, { name, email: `${name.split(" ")[0]}@example.com` })).json<{
    id: string;
  }>().id;
}
async function lease(i: number, tenantIds: string[], over: Record<string, unknown> = {}) {
  const res = await owner.post(`${L}/leases`, {
    unitId: unitIds[i],
    tenantIds,
    startDate: "2026-02-01",
    rentCents: 140_000,
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

describe("occupancy follows leases", () => {
  it("shows the lease's tenants on the unit, and the hand-entered occupant before it becomes former", async () => {
    const moveIn = await owner.patch(`${A}/units/${unitIds[0]}`, {
      tenant: { name: "Old Occupant", rentCents: 90_000, depositCents: 0, leaseStart: "2025-01-01" },
    });
    expect(moveIn.statusCode).toBe(200);
    expect((await unit(0)).tenant?.name).toBe("Old Occupant");

    const id = await lease(0, [await tenant("Mia Chen"), await tenant("Leo Chen")], {
      endDate: "2027-01-31",
    });
    const u = await unit(0);
    expect(u.occupied).toBe(true);
    expect(u.tenant).toMatchObject({
      name: "Leo Chen, Mia Chen",
      rentCents: 140_000,
      leaseStart: "2026-02-01",
      leaseEnd: "2027-01-31",
    });
    const list = (await owner.get(`${A}/tenants?propertyId=${propertyId}`)).json<{
      items: { name: string; status: string }[];
    }>();
    expect(list.items.map((t) => [t.name, t.status])).toEqual([
      ["Leo Chen, Mia Chen", "active"],
      ["Old Occupant", "former"],
    ]);
    expect((await detail()).occupancyPct).toBe(33.3);

    // The old move-in/move-out endpoint no longer changes a leased unit: it points at the lease.
    const out = await owner.patch(`${A}/units/${unitIds[0]}`, { tenant: null });
    expect(out.statusCode).toBe(409);
    expect(out.json<{ message: string }>().message).toBe(
      `L1 is let through a lease; move tenants in and out from the lease page: /leases/${id}`,
    );
    expect((await unit(0)).tenant?.name).toBe("Leo Chen, Mia Chen");
    // Editing the unit's own fields is still allowed.
    expect((await owner.patch(`${A}/units/${unitIds[0]}`, { beds: 2 })).statusCode).toBe(200);
  });

  it("follows a renamed tenant, a renewal and a move-out; a unit without leases keeps the old endpoint", async () => {
    const ivy = await tenant("Ivy Stone");
    const id = await lease(1, [ivy], { endDate: "2026-03-31" });
    await owner.patch(`${L}/tenants/${ivy}`, { name: "Ivy Stone-Park" });
    expect((await unit(1)).tenant?.name).toBe("Ivy Stone-Park");

    const renewed = await owner.post(`${L}/leases/${id}/renew`, {
      startDate: "2026-03-10",
      endDate: "2026-12-31",
      rentCents: 150_000,
    });
    expect(renewed.statusCode).toBe(201);
    const renewal = renewed.json<{ id: string }>().id;
    expect((await unit(1)).tenant).toMatchObject({ rentCents: 150_000, leaseStart: "2026-03-10" });

    const ended = await owner.post(`${L}/leases/${renewal}/end`, { moveOutDate: "2026-03-14" });
    expect(ended.json<{ status: string }>().status).toBe("ended");
    expect(await unit(1)).toMatchObject({ occupied: false, tenant: null });
    const moveIn = await owner.patch(`${A}/units/${unitIds[1]}`, {
      tenant: { name: "Walk In", rentCents: 100_000, depositCents: 0 },
    });
    expect(moveIn.statusCode).toBe(409);
    expect(moveIn.json<{ message: string }>().message).toBe(
      `L2 is let through leases; start a new lease for it: /leases/new?unitId=${unitIds[1]}`,
    );

    const free = await owner.patch(`${A}/units/${unitIds[2]}`, {
      tenant: { name: "Walk In", rentCents: 100_000, depositCents: 0 },
    });
    expect(free.statusCode).toBe(200);
    expect((await unit(2)).tenant?.name).toBe("Walk In");
  });

  it("the rent roll counts the same occupied units as the dashboard, a hand-entered occupant included", async () => {
    const roll = (await owner.get(`${L}/rent-roll?propertyId=${propertyId}`)).json<RentRoll>();
    const walkIn = roll.rows.find((r) => r.unitId === unitIds[2])!;
    expect(walkIn).toMatchObject({
      status: "no_lease",
      tenants: "Walk In",
      rentCents: 100_000,
      leaseId: null,
    });
    const dashboard = (await owner.get(`${A}/dashboard`)).json<{ occupancy: { occupiedUnits: number } }>();
    expect(roll.totals.occupied).toBe(dashboard.occupancy.occupiedUnits);
    expect(roll.totals.occupied).toBe(roll.rows.filter((r) => r.status !== "vacant").length);
    expect(roll.totals.rentCents).toBe(roll.rows.reduce((sum, r) => sum + r.rentCents, 0));
    const csv = (await owner.get(`${L}/rent-roll/export?format=csv&propertyId=${propertyId}`)).body;
    expect(csv).toContain("Occupied, no lease");
  });
});
