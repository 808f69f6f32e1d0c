// HTTP behaviour of /api/leasing/*: the rent cycle through the API, validation (400 + message, nothing
// written), authentication (401), authorization (viewer 403 on writes), tenancy (another
// organization's id → 404), overlap 409, tenant deletion 409 → archive, rent roll and its exports.
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../test/helpers";

let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
const L = "/api/leasing";
let unitIds: string[];
let otherUnitId: string;

async function propertyWithUnits(b: Browser, n: number): Promise<string[]> {
  expect((await b.post("/api/accounting/accounts/apply-template")).statusCode).toBe(200);
  const res = await b.post("/api/accounting/properties", {
    name: "Maple Court",
    type: "multi_family",
    units: Array.from({ length: n }, (_, i) => ({ name: `Apt ${i + 1}` })),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ units: { id: string }[] }>().units.map((u) => u.id);
}

async function tenant(b: Browser, name: string): Promise<string> {
  const res = await b.post(`${L}/tenants`, {
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 2, 15, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  viewer = new Browser(app);
  await owner.signup();
  await other.signup();
  const v = await viewer.signup();
  unitIds = await propertyWithUnits(owner, 4);
  otherUnitId = (await propertyWithUnits(other, 1))[0]!;
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

describe("the rent cycle", () => {
  it("creates a lease, takes a payment, renews, ends and disposes of the deposit", async () => {
    const ana = await tenant(owner, "Ana Ruiz");
    const created = await owner.post(`${L}/leases`, {
      unitId: unitIds[0],
      tenantIds: [ana],
      startDate: "2026-02-01",
      endDate: "2026-07-31",
      rentCents: 120_000,
      depositCents: 120_000,
      lateFeeKind: "flat",
      lateFeeAmount: 5_000,
    });
    expect(created.statusCode).toBe(201);
    const lease = created.json<{ id: string; balanceCents: number; depositHeldCents: number }>();
    // Feb and Mar rent; no late fees for rent that fell late before the lease was entered (the 15th).
    expect([lease.balanceCents, lease.depositHeldCents]).toEqual([2 * 120_000, 120_000]);

    const paid = await owner.post(`${L}/leases/${lease.id}/payments`, {
      date: "2026-03-15",
      amountCents: 130_000,
      method: "ach",
    });
    expect(paid.statusCode).toBe(201);
    expect(
      paid.json<{ allocations: { description: string }[] }>().allocations.map((a) => a.description),
    ).toEqual(["Rent Feb 2026", "Rent Mar 2026"]);

    await app.ctx.background.drain();
    const inbox = (await owner.get("/api/notifications")).json<
      { title: string; message: string }[] | { items: { title: string; message: string }[] }
    >();
    const items = Array.isArray(inbox) ? inbox : inbox.items;
    expect(items.find((n) => n.title === "Payment recorded")?.message).toBe(
      "$1,300.00 received for Maple Court · Apt 1 on 2026-03-15.",
    );

    const ledger = (await owner.get(`${L}/leases/${lease.id}/ledger`)).json<{ balanceCents: number }>();
    expect(ledger.balanceCents).toBe(110_000);
    type Roll = { rows: { leaseId: string | null; balanceCents: number }[]; totals: { units: number } };
    const roll = (await owner.get(`${L}/rent-roll`)).json<Roll>();
    expect(roll.rows.find((r) => r.leaseId === lease.id)?.balanceCents).toBe(110_000);
    expect(roll.rows.filter((r) => r.leaseId === null)).toHaveLength(3);
    const packed = await owner.get(`${L}/rent-roll`, { headers: { "accept-encoding": "br" } });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(roll);
    // Pages split the same order; the totals always cover every unit.
    const page = async (n: number) => (await owner.get(`${L}/rent-roll?pageSize=3&page=${n}`)).json<Roll>();
    const [first, second] = [await page(1), await page(2)];
    expect([...first.rows, ...second.rows]).toEqual(roll.rows);
    expect(first.rows).toHaveLength(3);
    expect(second.totals).toEqual(roll.totals);
    expect(roll.totals.units).toBe(4);
    const tooBig = await owner.get(`${L}/rent-roll?pageSize=501`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/pageSize/);

    const renewed = await owner.post(`${L}/leases/${lease.id}/renew`, {
      startDate: "2026-08-01",
      rentCents: 125_000,
    });
    expect(renewed.statusCode).toBe(201);
    const next = renewed.json<{ id: string; renewedFromId: string; depositHeldCents: number }>();
    expect([next.renewedFromId, next.depositHeldCents]).toEqual([lease.id, 120_000]);
    const ended = await owner.post(`${L}/leases/${next.id}/end`, { moveOutDate: "2026-03-15" });
    expect(ended.statusCode).toBe(409);

    const overview = (await owner.get(`${L}/rent-payments`)).json<{
      overdueCents: number;
      aging: { bucket: string; cents: number }[];
    }>();
    // March rent is partly paid and past due.
    expect(overview.overdueCents).toBe(110_000);
    expect(overview.aging.find((a) => a.bucket === "0-30")?.cents).toBe(110_000);
  });

  it("records the month's payments in one form, all or nothing", async () => {
    const ben = await tenant(owner, "Ben Okafor");
    const lease = (
      await owner.post(`${L}/leases`, {
        unitId: unitIds[1],
        tenantIds: [ben],
        startDate: "2026-03-01",
        rentCents: 90_000,
      })
    ).json<{ id: string }>();
    const bad = await owner.post(`${L}/payments/bulk`, {
      payments: [
        { leaseId: lease.id, date: "2026-03-05", amountCents: 90_000 },
        { leaseId: "00000000-0000-4000-8000-000000000000", date: "2026-03-05", amountCents: 1 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect((await owner.get(`${L}/leases/${lease.id}`)).json<{ balanceCents: number }>().balanceCents).toBe(
      90_000,
    );
    const ok = await owner.post(`${L}/payments/bulk`, {
      payments: [{ leaseId: lease.id, date: "2026-03-05", amountCents: 90_000 }],
    });
    expect(ok.statusCode).toBe(201);
    expect((await owner.get(`${L}/leases/${lease.id}`)).json<{ balanceCents: number }>().balanceCents).toBe(
      0,
    );
  });
});

describe("entries a lease posted", () => {
  it("cannot be deleted from the transactions list: 409, and both ledgers keep them", async () => {
    const cy = await tenant(owner, "Cy Doyle");
    const lease = (
      await owner.post(`${L}/leases`, {
        unitId: unitIds[3],
        tenantIds: [cy],
        startDate: "2026-03-01",
        rentCents: 80_000,
      })
    ).json<{ id: string }>();
    const paid = await owner.post(`${L}/leases/${lease.id}/payments`, {
      date: "2026-03-02",
      amountCents: 80_000,
    });
    expect(paid.statusCode).toBe(201);
    const entry = `/api/accounting/transactions/${paid.json<{ transactionId: string }>().transactionId}`;

    const refused = await owner.delete(entry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/change it from the lease/);
    expect((await owner.get(entry)).statusCode).toBe(200);
    expect((await owner.get(`${L}/leases/${lease.id}`)).json<{ balanceCents: number }>().balanceCents).toBe(
      0,
    );

    // An edit from the transactions list is refused the same way: the entry and the ledger keep $800.
    const view = (await owner.get(entry)).json<{
      date: string;
      description: string;
      type: string;
      bankAccount: { id: string };
      propertyId: string;
      splits: { accountId: string; amountCents: number }[];
    }>();
    const edited = await owner.request("PUT", entry, {
      date: view.date,
      description: view.description,
      type: view.type,
      bankAccountId: view.bankAccount.id,
      propertyId: view.propertyId,
      splits: view.splits.map((sp) => ({ accountId: sp.accountId, amountCents: 50_000 })),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json<{ message: string }>().message).toBe(
      `This entry is the payment of the lease for Maple Court · Apt 4 and cannot be edited here; change it from the lease page: /leases/${lease.id}`,
    );
    expect((await owner.get(entry)).json<{ amountCents: number }>().amountCents).toBe(80_000);
    const ledger = (await owner.get(`${L}/leases/${lease.id}/ledger`)).json<{ paymentsCents: number }>();
    expect(ledger.paymentsCents).toBe(80_000);
  });
});

describe("rules", () => {
  it("refuses an overlapping lease with 409 naming the conflicting lease", async () => {
    const t = await tenant(owner, "Cleo Park");
    const first = (
      await owner.post(`${L}/leases`, {
        unitId: unitIds[2],
        tenantIds: [t],
        startDate: "2026-01-01",
        rentCents: 1_000,
      })
    ).json<{ id: string }>();
    const res = await owner.post(`${L}/leases`, {
      unitId: unitIds[2],
      tenantIds: [t],
      startDate: "2026-05-01",
      rentCents: 1_000,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(first.id);
  });

  it("refuses to delete a tenant with history and archives instead", async () => {
    const t = await tenant(owner, "Dev Shah");
    const lease = await owner.post(`${L}/leases`, {
      unitId: unitIds[2],
      tenantIds: [t],
      startDate: "2027-01-01",
      rentCents: 1_000,
      status: "draft",
    });
    expect(lease.statusCode).toBe(201);
    const del = await owner.delete(`${L}/tenants/${t}`);
    expect(del.statusCode).toBe(409);
    expect(del.json<{ message: string }>().message).toContain("archive");
    const archived = await owner.patch(`${L}/tenants/${t}`, { archived: true });
    expect(archived.json<{ status: string }>().status).toBe("archived");
    const fresh = await tenant(owner, "Eve Stone");
    expect((await owner.delete(`${L}/tenants/${fresh}`)).statusCode).toBe(200);
  });

  it("answers 400 with a message and writes nothing on bad input", async () => {
    const before = (await owner.get(`${L}/tenants`)).json<{ total: number }>().total;
    for (const body of [{}, { name: "" }, { name: "X", email: "not-an-email" }]) {
      const res = await owner.post(`${L}/tenants`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const phone = await owner.post(`${L}/tenants`, { name: "X", phone: "abc" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json<{ message: string }>().message).toBe(
      "phone: must be a phone number, like (555) 123-4567",
    );
    expect((await owner.get(`${L}/tenants`)).json<{ total: number }>().total).toBe(before);
    const t = await tenant(owner, "Fay Lin");
    const badLeases = [
      { unitId: unitIds[2], tenantIds: [t], startDate: "2026-13-01", rentCents: 1 },
      { unitId: unitIds[2], tenantIds: [t], startDate: "2026-01-01", rentCents: 10.5 },
      { unitId: unitIds[2], tenantIds: [], startDate: "2026-01-01", rentCents: 100 },
      { unitId: unitIds[2], tenantIds: [t], startDate: "2026-05-01", endDate: "2026-04-01", rentCents: 100 },
    ];
    for (const body of badLeases) expect((await owner.post(`${L}/leases`, body)).statusCode).toBe(400);
    expect((await owner.get(`${L}/leases/not-a-uuid`)).statusCode).toBe(400);
  });

  it("scopes everything to the organization: another one's ids answer 404", async () => {
    const mine = await tenant(owner, "Gus Vale");
    expect((await other.get(`${L}/tenants/${mine}`)).statusCode).toBe(404);
    expect((await other.patch(`${L}/tenants/${mine}`, { name: "Hijack" })).statusCode).toBe(404);
    expect((await other.delete(`${L}/tenants/${mine}`)).statusCode).toBe(404);
    // A lease on the other organization's unit, or with this organization's tenant, is not found.
    expect(
      (
        await owner.post(`${L}/leases`, {
          unitId: otherUnitId,
          tenantIds: [mine],
          startDate: "2026-01-01",
          rentCents: 100,
        })
      ).statusCode,
    ).toBe(404);
    const theirs = await tenant(other, "Ivy Moss");
    expect(
      (
        await owner.post(`${L}/leases`, {
          unitId: unitIds[2],
          tenantIds: [theirs],
          startDate: "2028-01-01",
          rentCents: 100,
        })
      ).statusCode,
    ).toBe(404);
    const leases = (await owner.get(`${L}/leases`)).json<{ items: { id: string }[] }>().items;
    expect((await other.get(`${L}/leases/${leases[0]!.id}/ledger`)).statusCode).toBe(404);
    expect(
      (await other.post(`${L}/leases/${leases[0]!.id}/payments`, { date: "2026-03-01", amountCents: 100 }))
        .statusCode,
    ).toBe(404);
    expect((await other.get(`${L}/rent-roll`)).json<{ rows: unknown[] }>().rows).toHaveLength(1);
  });

  it("needs a session, and a manager or above to write", async () => {
    const anonymous = new Browser(app);
    expect((await anonymous.get(`${L}/tenants`)).statusCode).toBe(401);
    expect((await viewer.get(`${L}/tenants`)).statusCode).toBe(200);
    expect((await viewer.post(`${L}/tenants`, { name: "Nope" })).statusCode).toBe(403);
  });
});

describe("rent roll exports", () => {
  it.each([
    ["csv", "text/csv"],
    ["xlsx", "application/vnd.openxmlformats"],
    ["pdf", "application/pdf"],
  ])("exports %s", async (format, type) => {
    const res = await owner.get(`${L}/rent-roll/export?format=${format}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain(type);
    if (format === "csv") expect(res.body).toContain("Ana Ruiz");
  });
});
