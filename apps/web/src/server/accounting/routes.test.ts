// HTTP behaviour of /api/accounting/*: authentication (401) and authorization (viewer 403 on writes)
// across the routes, and the chart of accounts: success, validation (400 + message), tenancy (404).
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { A, type Acct, setupAccounting } from "../test/accounting";
import { Browser } from "../test/helpers";

let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
let accts: Map<string, Acct>;
let otherAccts: Map<string, Acct>;
setupAccounting((f) => {
  ({ app, owner, other, viewer, accts, otherAccts } = f);
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
