// A refused edit or undo leaves the books exactly as they were, and names the field it concerns (the
// transaction form shows the message beside that field).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, testDatabase } from "../test/helpers";
import { createAccountingApp } from "./test-support";

const A = "/api/accounting";
let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let acct: (code: string) => string;

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createAccountingApp(database, { clock: new FakeClock(Date.UTC(2026, 2, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  await owner.signup();
  await other.signup();
  await owner.post(`${A}/accounts/apply-template`);
  const items = (await owner.get(`${A}/accounts`)).json<{ items: { id: string; code: string }[] }>().items;
  acct = (code: string) => items.find((a) => a.code === code)!.id;
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const rent = () => ({
  date: "2026-03-01",
  description: "March rent",
  type: "income",
  bankAccountId: acct("1000"),
  splits: [
    { accountId: acct("4000"), amountCents: 1_250_00 },
    { accountId: acct("4100"), amountCents: 50_00 },
  ],
});

/** What a refused write must not change: the entry, and the balances every report reads. */
async function books(id: string) {
  return {
    entry: (await owner.get(`${A}/transactions/${id}`)).json(),
    trial: (await owner.get(`${A}/trial-balance`)).json(),
    dashboard: (await owner.get(`${A}/dashboard?asOf=2026-03-20`)).json(),
  };
}

describe("editing a transaction", () => {
  it("refuses a bad edit with the field's path, and writes nothing", async () => {
    const created = await owner.post(`${A}/transactions`, rent());
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const before = await books(id);

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...rent(), splits: [{ accountId: acct("1000"), amountCents: 5 }] }, /^splits\.0\.accountId: /],
      [{ ...rent(), splits: [] }, /^splits: needs at least one split$/],
      [{ ...rent(), description: "  " }, /^description: is required$/],
      [{ ...rent(), splits: [{ accountId: acct("4000"), amount: "12.345" }] }, /^splits\.0\.amount: /],
      [{ ...rent(), date: "2026-02-30" }, /^date: /],
    ];
    for (const [body, message] of refusals) {
      const res = await owner.request("PUT", `${A}/transactions/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    // Another organisation's id is not found, and changes nothing either.
    expect((await other.request("PUT", `${A}/transactions/${id}`, rent())).statusCode).toBe(404);
    expect((await other.delete(`${A}/transactions/${id}`)).statusCode).toBe(404);
    expect(await books(id)).toEqual(before);
  });

  it("restores a deleted entry with the same body (what Undo sends): same books as before", async () => {
    const id = (await owner.post(`${A}/transactions`, rent())).json<{ id: string }>().id;
    const before = await books(id);
    const entry = before.entry as { splits: { accountId: string; amountCents: number }[] };
    expect((await owner.delete(`${A}/transactions/${id}`)).statusCode).toBe(200);
    expect((await owner.get(`${A}/trial-balance`)).json()).not.toEqual(before.trial);

    const again = await owner.post(`${A}/transactions`, {
      ...rent(),
      splits: entry.splits.map((s) => ({ accountId: s.accountId, amountCents: s.amountCents })),
    });
    expect(again.statusCode).toBe(201);
    expect((await owner.get(`${A}/trial-balance`)).json()).toEqual(before.trial);
    expect((await owner.get(`${A}/dashboard?asOf=2026-03-20`)).json()).toEqual(before.dashboard);
  });

  it("counts a property's entries, not their lines, when refusing to delete it", async () => {
    const home = (await owner.post(`${A}/properties`, { name: "Birch House", type: "single_family" })).json<{
      id: string;
    }>().id;
    // One entry whose bank line and both splits all carry the property.
    const body = rent();
    const entry = await owner.post(`${A}/transactions`, {
      ...body,
      propertyId: home,
      splits: body.splits.map((s) => ({ ...s, propertyId: home })),
    });
    expect(entry.statusCode).toBe(201);
    const res = await owner.delete(`${A}/properties/${home}`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'Property "Birch House" has 1 transaction and cannot be deleted; set its status to inactive or sold instead',
    );
  });
});
