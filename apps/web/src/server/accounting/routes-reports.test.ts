// HTTP behaviour of the ledger, trial balance, dashboard and property detail under /api/accounting,
// read from the sample month of postings (with its corrected utilities bill).
import { beforeAll, describe, expect, it } from "vitest";
import {
  A,
  type Acct,
  januaryPostings,
  property,
  setupAccounting,
  utilitiesCorrection,
} from "../test/accounting";
import type { Browser } from "../test/helpers";

let owner: Browser;
let other: Browser;
let accts: Map<string, Acct>;
setupAccounting((f) => {
  ({ owner, other, accts } = f);
});

describe("ledger, trial balance and dashboard", () => {
  let oak: string;
  let elm: string;
  const acct = (code: string) => accts.get(code)!.id;

  beforeAll(async () => {
    oak = (await owner.post(`${A}/properties`, property("Elm Court House", { type: "single_family" }))).json()
      .id;
    elm = (await owner.post(`${A}/properties`, property("Pine Lane Condo", { type: "condo" }))).json().id;
    for (const [key, body] of januaryPostings(acct, oak, elm)) {
      const res = await owner.post(`${A}/transactions`, body);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
      if (key === "utilities")
        expect(
          (await owner.request("PUT", `${A}/transactions/${res.json().id}`, utilitiesCorrection(acct, oak)))
            .statusCode,
        ).toBe(200);
    }
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
