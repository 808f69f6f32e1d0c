// HTTP behaviour of /api/accounting/*: success, validation (400 + message), authentication (401),
// authorization (viewer 403 on writes), tenancy (another organization's id → 404).
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
const A = "/api/accounting";
type Acct = {
  id: string;
  code: string;
  name: string;
  type: string;
  isActive: boolean;
  parentId: string | null;
  balanceCents: number;
};
let accts: Map<string, Acct>;
let otherAccts: Map<string, Acct>;

async function accountsOf(b: Browser): Promise<Map<string, Acct>> {
  const res = await b.get(`${A}/accounts`);
  expect(res.statusCode).toBe(200);
  return new Map(res.json<{ items: Acct[] }>().items.map((a) => [a.code, a]));
}

const property = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  addressLine1: "12 Oak Street",
  city: "Austin",
  state: "TX",
  postalCode: "78701",
  type: "multi_family",
  purchaseDate: "2020-06-01",
  purchasePriceCents: 45_000_000,
  ...extra,
});

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  viewer = new Browser(app);
  await owner.signup();
  await other.signup();
  const v = await viewer.signup();
  for (const b of [owner, other]) expect((await b.post(`${A}/accounts/apply-template`)).statusCode).toBe(200);
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
  accts = await accountsOf(owner);
  otherAccts = await accountsOf(other);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

describe("authentication and authorization", () => {
  const routes: [string, string][] = [
    ["GET", `${A}/accounts`],
    ["POST", `${A}/accounts`],
    ["POST", `${A}/accounts/apply-template`],
    ["GET", `${A}/properties`],
    ["POST", `${A}/properties`],
    ["GET", `${A}/properties/export`],
    ["GET", `${A}/tenants`],
    ["GET", `${A}/transactions`],
    ["POST", `${A}/transactions`],
    ["GET", `${A}/transactions/export`],
    ["GET", `${A}/ledger`],
    ["GET", `${A}/ledger/export`],
    ["GET", `${A}/trial-balance`],
    ["GET", `${A}/dashboard`],
  ];
  it("answers 401 without a session", async () => {
    const anon = new Browser(app);
    for (const [method, url] of routes) {
      const res = await anon.request(method as "GET", url, method === "GET" ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("lets a viewer read but not write (403 with a message)", async () => {
    expect((await viewer.get(`${A}/accounts`)).statusCode).toBe(200);
    expect((await viewer.get(`${A}/dashboard`)).statusCode).toBe(200);
    expect((await viewer.get(`${A}/transactions`)).statusCode).toBe(200);
    for (const [method, url] of routes.filter(([m]) => m !== "GET")) {
      const res = await viewer.request(method as "POST", url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/permission/);
    }
    const fake = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["PATCH", `${A}/accounts/${fake}`],
      ["DELETE", `${A}/accounts/${fake}`],
      ["PUT", `${A}/transactions/${fake}`],
      ["DELETE", `${A}/properties/${fake}`],
    ] as const) {
      expect((await viewer.request(method, url, method === "DELETE" ? undefined : {})).statusCode).toBe(403);
    }
  });
});

describe("chart of accounts", () => {
  it("applies the rental template once, with Schedule E lines", async () => {
    expect(accts.size).toBe(30);
    expect(accts.get("1000")).toMatchObject({ name: "Operating Bank Account", type: "asset" });
    const repairs = (await owner.get(`${A}/accounts/${accts.get("5090")!.id}`)).json();
    expect(repairs).toMatchObject({ type: "expense", scheduleELine: 14, isSystem: true, postingCount: 0 });
    const again = await owner.post(`${A}/accounts/apply-template`);
    expect(again.json()).toMatchObject({ created: 0 });
  });

  it("creates, renames, re-parents, archives and restores", async () => {
    const parent = await owner.post(`${A}/accounts`, {
      code: "5200",
      name: "HOA",
      type: "expense",
      scheduleELine: 19,
    });
    expect(parent.statusCode).toBe(201);
    const child = await owner.post(`${A}/accounts`, {
      code: "5210",
      name: "HOA dues",
      type: "expense",
      parentId: parent.json().id,
    });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ parentId: parent.json().id, subtype: "operating", isActive: true });
    const renamed = await owner.patch(`${A}/accounts/${child.json().id}`, {
      name: "HOA monthly dues",
      parentId: null,
    });
    expect(renamed.json()).toMatchObject({ name: "HOA monthly dues", parentId: null });
    const reparented = await owner.patch(`${A}/accounts/${parent.json().id}`, { parentId: child.json().id });
    expect(reparented.statusCode).toBe(200);
    // child → parent would now be a cycle
    const cycle = await owner.patch(`${A}/accounts/${child.json().id}`, { parentId: parent.json().id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toMatch(/under itself/);
    const crossType = await owner.patch(`${A}/accounts/${child.json().id}`, {
      parentId: accts.get("1000")!.id,
    });
    expect(crossType.statusCode).toBe(400);
    const archived = await owner.post(`${A}/accounts/${child.json().id}/archive`);
    expect(archived.json().isActive).toBe(false);
    const listed = await owner.get(`${A}/accounts?includeInactive=false`);
    expect(listed.json().items.some((a: Acct) => a.id === child.json().id)).toBe(false);
    expect((await owner.post(`${A}/accounts/${child.json().id}/restore`)).json().isActive).toBe(true);
    expect((await owner.delete(`${A}/accounts/${child.json().id}`)).statusCode).toBe(409); // has a sub-account
    expect((await owner.patch(`${A}/accounts/${parent.json().id}`, { parentId: null })).statusCode).toBe(200);
    expect((await owner.delete(`${A}/accounts/${child.json().id}`)).statusCode).toBe(200);
    expect((await owner.get(`${A}/accounts/${child.json().id}`)).statusCode).toBe(404);
  });

  it("validates bodies and refuses duplicate codes", async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ code: "1000", name: "Dup", type: "asset" }, 409, /already used/],
      [{ code: "9000", name: "Bad", type: "cash" }, 400, /type/],
      [{ code: "has space", name: "Bad", type: "asset" }, 400, /code/],
      [{ code: "9001", name: "", type: "asset" }, 400, /name/],
      [{ code: "9002", name: "Bad", type: "income", subtype: "bank" }, 400, /subtype/],
      [{ code: "9003", name: "Bad", type: "expense", scheduleELine: 42 }, 400, /scheduleELine/],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.post(`${A}/accounts`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await owner.patch(`${A}/accounts/${accts.get("4000")!.id}`, {})).statusCode).toBe(400);
    expect((await owner.get(`${A}/accounts/not-a-uuid`)).statusCode).toBe(400);
    expect(
      (await owner.post(`${A}/accounts`, "{not json", { headers: { "content-type": "application/json" } }))
        .statusCode,
    ).toBe(400);
  });

  it("isolates organizations (404)", async () => {
    const theirs = otherAccts.get("1000")!.id;
    expect((await owner.get(`${A}/accounts/${theirs}`)).statusCode).toBe(404);
    expect((await owner.patch(`${A}/accounts/${theirs}`, { name: "Mine now" })).statusCode).toBe(404);
    expect((await owner.post(`${A}/accounts/${theirs}/archive`)).statusCode).toBe(404);
    expect((await owner.delete(`${A}/accounts/${theirs}`)).statusCode).toBe(404);
    expect((await owner.get(`${A}/ledger?accountId=${theirs}`)).statusCode).toBe(404);
    expect(
      (await owner.post(`${A}/accounts`, { code: "7777", name: "X", type: "asset", parentId: theirs }))
        .statusCode,
    ).toBe(404);
    expect((await other.get(`${A}/accounts/${theirs}`)).json().name).toBe("Operating Bank Account");
  });
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

describe("transactions, ledger, trial balance and dashboard", () => {
  let oak: string;
  let elm: string;
  const ids: Record<string, string> = {};
  const tx = (body: Record<string, unknown>) => owner.post(`${A}/transactions`, body);
  const acct = (code: string) => accts.get(code)!.id;

  beforeAll(async () => {
    oak = (await owner.post(`${A}/properties`, property("Elm Court House", { type: "single_family" }))).json()
      .id;
    elm = (await owner.post(`${A}/properties`, property("Pine Lane Condo", { type: "condo" }))).json().id;
  });

  it("records a month of rent and expenses with splits", async () => {
    const posts: [string, Record<string, unknown>][] = [
      [
        "rentOak",
        {
          date: "2026-01-01",
          description: "January rent",
          payee: "Maria Garcia",
          type: "income",
          bankAccountId: acct("1000"),
          propertyId: oak,
          reference: "RENT-2026-01",
          splits: [
            { accountId: acct("4000"), amount: "1,800.00" },
            { accountId: acct("4100"), amountCents: 5000 },
          ],
        },
      ],
      [
        "rentElm",
        {
          date: "2026-01-03",
          description: "January rent",
          payee: "Liam Brown",
          type: "income",
          bankAccountId: acct("1000"),
          propertyId: elm,
          splits: [{ accountId: acct("4000"), amountCents: 120_000 }],
        },
      ],
      [
        "mortgage",
        {
          date: "2026-01-05",
          description: "Mortgage payment",
          payee: "Chase Mortgage",
          type: "expense",
          bankAccountId: acct("1000"),
          propertyId: oak,
          splits: [
            { accountId: acct("5070"), amountCents: 90_000 },
            { accountId: acct("2500"), amountCents: 40_000 },
          ],
        },
      ],
      [
        "repair",
        {
          date: "2026-01-10",
          description: "Plumbing repair, kitchen",
          payee: "Ace Plumbing",
          type: "expense",
          bankAccountId: acct("2000"),
          propertyId: elm,
          memo: "Leak under sink",
          splits: [{ accountId: acct("5090"), amountCents: 32_550 }],
        },
      ],
      [
        "utilities",
        {
          date: "2026-01-12",
          description: "Water and trash",
          payee: "City Water Utility",
          type: "expense",
          bankAccountId: acct("1000"),
          propertyId: oak,
          splits: [{ accountId: acct("5120"), amountCents: 8_425 }],
        },
      ],
      [
        "card",
        {
          date: "2026-01-15",
          description: "Credit card payment",
          type: "transfer",
          bankAccountId: acct("1000"),
          splits: [{ accountId: acct("2000"), amountCents: 32_550 }],
        },
      ],
      [
        "december",
        {
          date: "2025-12-01",
          description: "December rent",
          type: "income",
          bankAccountId: acct("1000"),
          propertyId: oak,
          splits: [{ accountId: acct("4000"), amountCents: 180_000 }],
        },
      ],
    ];
    for (const [key, body] of posts) {
      const res = await tx(body);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
      ids[key] = res.json().id;
    }
    const rent = (await owner.get(`${A}/transactions/${ids.rentOak}`)).json();
    expect(rent).toMatchObject({
      amountCents: 185_000,
      propertyName: "Elm Court House",
      bankAccount: { code: "1000" },
    });
    expect(
      rent.splits.map((s: { accountCode: string; amountCents: number }) => [s.accountCode, s.amountCents]),
    ).toEqual([
      ["4000", 180_000],
      ["4100", 5000],
    ]);
  });

  it("filters, sorts and paginates on the server", async () => {
    const q = async (qs: string) => {
      const res = await owner.get(`${A}/transactions?${qs}`);
      expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
      return res.json<{
        items: { id: string; amountCents: number; date: string }[];
        total: number;
        page: number;
        pageSize: number;
      }>();
    };
    expect((await q("")).total).toBe(7);
    expect((await q("from=2026-01-01&to=2026-01-31")).total).toBe(6);
    expect((await q("type=expense")).total).toBe(3);
    expect((await q(`propertyId=${oak}`)).total).toBe(4);
    expect((await q(`accountId=${acct("2000")}`)).total).toBe(2);
    expect((await q("minAmount=300&maxAmount=1,300.00")).items.map((i) => i.amountCents).sort()).toEqual(
      [120_000, 130_000, 32_550, 32_550].sort(),
    );
    expect((await q("q=plumbing")).items.map((i) => i.id)).toEqual([ids.repair]);
    expect((await q("q=leak")).total).toBe(1);
    expect((await q("q=RENT-2026")).total).toBe(1);
    expect((await q("q=100%25")).total).toBe(0);
    const sorted = await q("sort=amount&order=asc");
    expect(sorted.items.map((i) => i.amountCents)).toEqual(
      [...sorted.items.map((i) => i.amountCents)].sort((a, b) => a - b),
    );
    const byDate = await q("");
    expect(byDate.items[0]!.date).toBe("2026-01-15");
    const p2 = await q("pageSize=3&page=2");
    expect(p2).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(p2.items.map((i) => i.id)).toEqual(byDate.items.slice(3, 6).map((i) => i.id));
  });

  it("validates transaction bodies and filters", async () => {
    const base = {
      date: "2026-01-20",
      description: "x",
      type: "expense",
      bankAccountId: acct("1000"),
      splits: [{ accountId: acct("5090"), amountCents: 100 }],
    };
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...base, splits: [] }, /splits/],
      [{ ...base, date: "20-01-2026" }, /date/],
      [{ ...base, type: "gift" }, /type/],
      [{ ...base, splits: [{ accountId: acct("5090"), amount: "12.345" }] }, /amount/],
      [{ ...base, splits: [{ accountId: acct("5090"), amountCents: 0 }] }, /amount/],
      [{ ...base, splits: [{ accountId: acct("5090"), amountCents: 1.5 }] }, /amountCents/],
      [{ ...base, splits: [{ accountId: acct("5090") }] }, /amount/],
      [{ ...base, unitId: "00000000-0000-4000-8000-000000000000" }, /unitId/],
      [{ ...base, bankAccountId: "nope" }, /bankAccountId/],
      [{ ...base, splits: [{ accountId: acct("4000"), amountCents: 100 }] }, /expense/],
      [{ ...base, description: "a".repeat(301) }, /description/],
    ];
    for (const [body, msg] of bad) {
      const res = await tx(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(msg);
    }
    for (const qs of [
      "from=2026-02-01&to=2026-01-01",
      "minAmount=abc",
      "minAmount=10&maxAmount=5",
      "type=gift",
      "page=0",
      "sort=bogus",
      `propertyId=123`,
    ]) {
      const res = await owner.get(`${A}/transactions?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("edits (re-posts) and deletes atomically", async () => {
    const res = await owner.request("PUT", `${A}/transactions/${ids.utilities}`, {
      date: "2026-01-12",
      description: "Water, sewer and trash",
      payee: "City Water Utility",
      type: "expense",
      bankAccountId: acct("1000"),
      propertyId: oak,
      splits: [{ accountId: acct("5120"), amountCents: 9_000 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amountCents: 9_000, description: "Water, sewer and trash" });
    const temp = (
      await tx({
        date: "2026-01-18",
        description: "Temp",
        type: "expense",
        bankAccountId: acct("1000"),
        splits: [{ accountId: acct("5100"), amountCents: 777 }],
      })
    ).json();
    expect((await owner.delete(`${A}/transactions/${temp.id}`)).statusCode).toBe(200);
    expect((await owner.get(`${A}/transactions/${temp.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`${A}/transactions/${temp.id}`)).statusCode).toBe(404);
    const lines = await database.db.execute(
      sql`select count(*) as n from journal_lines where transaction_id = ${temp.id}`,
    );
    expect(Number((lines as unknown as { rows: { n: unknown }[] }).rows[0]!.n)).toBe(0);
  });

  it("refuses to delete an account with postings or a property with history (archive instead)", async () => {
    const res = await owner.delete(`${A}/accounts/${acct("5090")}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Account 5090 Repairs has 1 posting and cannot be deleted; archive it instead",
    );
    expect((await owner.post(`${A}/accounts/${acct("5090")}/archive`)).json().isActive).toBe(false);
    expect((await owner.get(`${A}/accounts/${acct("5090")}`)).json()).toMatchObject({
      postingCount: 1,
      balanceCents: 32_550,
    });
    await owner.post(`${A}/accounts/${acct("5090")}/restore`);
    const prop = await owner.delete(`${A}/properties/${oak}`);
    expect(prop.statusCode).toBe(409);
    expect(prop.json().message).toMatch(/inactive or sold/);
    const typeChange = await owner.patch(`${A}/accounts/${acct("5090")}`, { type: "asset" });
    expect(typeChange.statusCode).toBe(409);
  });

  it("isolates transactions (404) and refuses other organizations' references", async () => {
    expect((await other.get(`${A}/transactions/${ids.repair}`)).statusCode).toBe(404);
    expect(
      (
        await other.request("PUT", `${A}/transactions/${ids.repair}`, {
          date: "2026-01-10",
          description: "x",
          type: "expense",
          bankAccountId: otherAccts.get("1000")!.id,
          splits: [{ accountId: otherAccts.get("5090")!.id, amountCents: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.delete(`${A}/transactions/${ids.repair}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/transactions`)).json().total).toBe(0);
    const cross = await other.post(`${A}/transactions`, {
      date: "2026-01-10",
      description: "x",
      type: "expense",
      bankAccountId: otherAccts.get("1000")!.id,
      propertyId: oak,
      splits: [{ accountId: otherAccts.get("5090")!.id, amountCents: 1 }],
    });
    expect(cross.statusCode).toBe(404);
    const crossAcct = await other.post(`${A}/transactions`, {
      date: "2026-01-10",
      description: "x",
      type: "expense",
      bankAccountId: acct("1000"),
      splits: [{ accountId: otherAccts.get("5090")!.id, amountCents: 1 }],
    });
    expect(crossAcct.statusCode).toBe(404);
    expect((await other.get(`${A}/ledger?propertyId=${oak}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/transactions?accountId=${acct("1000")}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/ledger/export?accountId=${acct("1000")}`)).statusCode).toBe(404);
    expect((await other.get(`${A}/trial-balance?propertyId=${oak}`)).statusCode).toBe(404);
  });

  it("keeps a general ledger with running balances", async () => {
    const res = await owner.get(`${A}/ledger?accountId=${acct("1000")}`);
    expect(res.statusCode).toBe(200);
    const lg = res.json();
    // Dec rent 1800, Jan: +1850 +1200 −1300 −90 −325.50
    expect(lg.items.map((l: { balanceCents: number }) => l.balanceCents)).toEqual([
      180_000, 365_000, 485_000, 355_000, 346_000, 313_450,
    ]);
    expect(lg).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 313_450, total: 6 });
    const jan = (await owner.get(`${A}/ledger?accountId=${acct("1000")}&from=2026-01-01`)).json();
    expect(jan).toMatchObject({ openingBalanceCents: 180_000, closingBalanceCents: 313_450, total: 5 });
    expect(jan.items[0].balanceCents).toBe(365_000);
    const byProp = (await owner.get(`${A}/ledger?accountId=${acct("1000")}&propertyId=${elm}`)).json();
    expect(byProp.items.map((l: { debitCents: number }) => l.debitCents)).toEqual([120_000]);
    const all = (await owner.get(`${A}/ledger?from=2026-01-01&to=2026-01-31&pageSize=500`)).json();
    expect(all.totals.debitCents).toBe(all.totals.creditCents);
    const paged = (await owner.get(`${A}/ledger?accountId=${acct("1000")}&pageSize=2&page=3`)).json();
    expect(paged.items.map((l: { balanceCents: number }) => l.balanceCents)).toEqual([346_000, 313_450]);
    expect((await owner.get(`${A}/ledger?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
  });

  it("answers a balanced trial balance", async () => {
    const tb = (await owner.get(`${A}/trial-balance`)).json();
    expect(tb.balanced).toBe(true);
    expect(tb.totals.debitCents).toBe(tb.totals.creditCents);
    const row = (c: string) => tb.rows.find((r: { code: string }) => r.code === c);
    expect(row("1000")).toMatchObject({ debitCents: 313_450, creditCents: 0 });
    expect(row("4000")).toMatchObject({ debitCents: 0, creditCents: 480_000 });
    expect(row("2500")).toMatchObject({ debitCents: 40_000 });
    expect((await owner.get(`${A}/trial-balance?to=2025-12-31`)).json().totals).toEqual({
      debitCents: 180_000,
      creditCents: 180_000,
    });
  });

  it("shows the month and YTD on the dashboard, with an explainable health score", async () => {
    const res = await owner.get(`${A}/dashboard?propertiesLimit=10`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.asOf).toBe("2026-01-20");
    // January: income 1850 + 1200 = 3050; expenses 900 (interest) + 325.50 + 90 = 1315.50; NOI excludes interest
    expect(d.month).toMatchObject({
      month: "2026-01",
      incomeCents: 305_000,
      expenseCents: 131_550,
      operatingExpenseCents: 41_550,
      noiCents: 263_450,
      netIncomeCents: 173_450,
    });
    expect(d.ytd).toMatchObject({ from: "2026-01-01", incomeCents: 305_000, expenseCents: 131_550 });
    expect(d.series).toHaveLength(12);
    expect(d.series.at(-1)).toMatchObject({ month: "2026-01", incomeCents: 305_000, expenseCents: 131_550 });
    expect(d.series.at(-2)).toMatchObject({ month: "2025-12", incomeCents: 180_000, expenseCents: 0 });
    expect(d.cashOnHandCents).toBe(313_450);
    const elmRow = d.properties.items.find((p: { id: string }) => p.id === elm);
    expect(elmRow).toMatchObject({ ytdIncomeCents: 120_000, ytdExpenseCents: 32_550, ytdNoiCents: 87_450 });
    expect(d.health.inputs).toMatchObject({
      noiMarginPct: 86.4,
      expenseRatioPct: 43.1,
      cashOnHandCents: 313_450,
    });
    expect(d.health.score).toBeGreaterThan(0);
    expect(d.health.components.map((c: { key: string }) => c.key)).toEqual([
      "noiMargin",
      "expenseRatio",
      "occupancy",
      "cashOnHand",
    ]);
    expect(d.health.formula).toMatch(/NOI margin/);
    expect(d.onboarding.steps.find((s: { key: string }) => s.key === "transactions").done).toBe(true);
    const past = (await owner.get(`${A}/dashboard?asOf=2025-12-31`)).json();
    expect(past.month).toMatchObject({ incomeCents: 180_000 });
    expect((await owner.get(`${A}/dashboard?asOf=yesterday`)).statusCode).toBe(400);
    const empty = (await other.get(`${A}/dashboard`)).json();
    expect(empty).toMatchObject({
      month: { incomeCents: 0 },
      health: { score: null },
      onboarding: { done: false },
    });
  });

  it("shows recent transactions and YTD on the property detail", async () => {
    const d = (await owner.get(`${A}/properties/${oak}`)).json();
    expect(d.recentTransactions.map((t: { description: string }) => t.description)).toEqual([
      "Water, sewer and trash",
      "Mortgage payment",
      "January rent",
      "December rent",
    ]);
    expect(d.ytd).toMatchObject({
      incomeCents: 185_000,
      expenseCents: 99_000,
      operatingExpenseCents: 9_000,
      noiCents: 176_000,
    });
  });
});
