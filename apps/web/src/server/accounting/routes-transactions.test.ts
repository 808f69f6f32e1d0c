// HTTP behaviour of /api/accounting/transactions: recording, listing, validation (400 + message),
// editing and deleting, and tenancy (another organization's ids and references → 404).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import {
  A,
  type Acct,
  januaryPostings,
  property,
  setupAccounting,
  utilitiesCorrection,
} from "../test/accounting";
import type { Browser } from "../test/helpers";

let database: Database;
let owner: Browser;
let other: Browser;
let accts: Map<string, Acct>;
let otherAccts: Map<string, Acct>;
setupAccounting((f) => {
  ({ database, owner, other, accts, otherAccts } = f);
});

describe("transactions", () => {
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
    const posts = januaryPostings(acct, oak, elm);
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
    const res = await owner.request(
      "PUT",
      `${A}/transactions/${ids.utilities}`,
      utilitiesCorrection(acct, oak),
    );
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
});
