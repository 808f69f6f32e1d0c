// HTTP behaviour of /api/accounting/properties and /units: success, validation (400 + message),
// tenancy (another organization's id → 404).
import { describe, expect, it } from "vitest";
import { A, property, setupAccounting } from "../test/accounting";
import type { Browser } from "../test/helpers";

let owner: Browser;
let other: Browser;
setupAccounting((f) => {
  ({ owner, other } = f);
});

describe("properties, units and tenants", () => {
  let propId: string;
  let unitId: string;
  it("creates a property with units and a tenant, lists and shows it", async () => {
    const res = await owner.post(
      `${A}/properties`,
      property("Oak Street Duplex", {
        units: [
          {
            name: "Unit A",
            beds: 2,
            baths: 1.5,
            marketRentCents: 150_000,
            tenant: {
              name: "Maria Garcia",
              rentCents: 145_000,
              leaseStart: "2025-06-01",
              leaseEnd: "2026-05-31",
            },
          },
          { name: "Unit B", beds: 2, baths: 1, marketRentCents: 150_000 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const p = res.json();
    propId = p.id;
    expect(p).toMatchObject({
      unitCount: 2,
      occupiedUnits: 1,
      scheduledRentCents: 145_000,
      type: "multi_family",
    });
    expect(p.units.map((u: { name: string; occupied: boolean }) => [u.name, u.occupied])).toEqual([
      ["Unit A", true],
      ["Unit B", false],
    ]);
    unitId = p.units[1].id;
    const list = await owner.get(`${A}/properties?q=oak&pageSize=10`);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const detail = await owner.get(`${A}/properties/${propId}`);
    expect(detail.json()).toMatchObject({
      property: { name: "Oak Street Duplex" },
      recentTransactions: [],
      ytd: { incomeCents: 0, noiCents: 0 },
      occupancyPct: 50,
    });
  });

  it("updates units (tenant moves in, moves out) and properties", async () => {
    const moved = await owner.patch(`${A}/units/${unitId}`, {
      tenant: { name: "Wei Chen", rentCents: 152_500 },
    });
    expect(moved.json()).toMatchObject({ occupied: true, tenant: { name: "Wei Chen", rentCents: 152_500 } });
    const tenantsRes = await owner.get(`${A}/tenants?q=wei`);
    expect(tenantsRes.json().items[0]).toMatchObject({
      name: "Wei Chen",
      propertyName: "Oak Street Duplex",
      unitName: "Unit B",
    });
    const out = await owner.patch(`${A}/units/${unitId}`, { tenant: null });
    expect(out.json()).toMatchObject({ occupied: false, tenant: null });
    expect((await owner.get(`${A}/tenants?q=wei&status=former`)).json().total).toBe(1);
    const added = await owner.post(`${A}/properties/${propId}/units`, { name: "Unit C", beds: 1 });
    expect(added.statusCode).toBe(201);
    expect((await owner.delete(`${A}/units/${added.json().id}`)).statusCode).toBe(200);
    expect((await owner.get(`${A}/properties/${propId}/units`)).json().items).toHaveLength(2);
    const patched = await owner.patch(`${A}/properties/${propId}`, {
      status: "inactive",
      city: "Round Rock",
    });
    expect(patched.json()).toMatchObject({ status: "inactive", city: "Round Rock" });
    await owner.patch(`${A}/properties/${propId}`, { status: "active" });
  });

  it("validates property and unit bodies", async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [property("X", { type: "castle" }), /type/],
      [property("X", { purchasePriceCents: -5 }), /purchasePriceCents/],
      [property("X", { purchasePriceCents: 12.5 }), /purchasePriceCents/],
      [property("X", { purchaseDate: "2020-02-30" }), /purchaseDate/],
      [property(""), /name/],
      [property("X", { units: [{ name: "U", baths: 1.3 }] }), /baths/],
      [
        property("X", {
          units: [{ name: "U", tenant: { name: "T", leaseStart: "2025-05-01", leaseEnd: "2025-01-01" } }],
        }),
        /leaseEnd/,
      ],
    ];
    for (const [body, msg] of bad) {
      const res = await owner.post(`${A}/properties`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(msg);
    }
    expect((await owner.get(`${A}/properties?pageSize=1000`)).statusCode).toBe(400);
    expect((await owner.get(`${A}/properties?sort=price`)).statusCode).toBe(400);
  });

  it("isolates organizations (404)", async () => {
    expect((await other.get(`${A}/properties/${propId}`)).statusCode).toBe(404);
    expect((await other.patch(`${A}/properties/${propId}`, { name: "Stolen" })).statusCode).toBe(404);
    expect((await other.delete(`${A}/properties/${propId}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/properties/${propId}/units`)).statusCode).toBe(404);
    expect((await other.post(`${A}/properties/${propId}/units`, { name: "X" })).statusCode).toBe(404);
    expect((await other.patch(`${A}/units/${unitId}`, { name: "X" })).statusCode).toBe(404);
    expect((await other.delete(`${A}/units/${unitId}`)).statusCode).toBe(404);
    expect(
      (await other.get(`${A}/properties`)).json().items.some((p: { id: string }) => p.id === propId),
    ).toBe(false);
    expect((await other.get(`${A}/tenants?propertyId=${propId}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/transactions?propertyId=${propId}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/transactions/export?propertyId=${propId}`)).statusCode).toBe(404);
  });
});
