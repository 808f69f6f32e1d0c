// The history of an account's finished reconciliations: newest first, a page at a time, by statement
// year or dates, the years there are; validation (400 naming the field), roles and tenancy.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReconciliationHistory, ReconciliationView } from "../../../shared/reconciliation";
import { FakeClock } from "../../clock";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../../test/helpers";

let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let bank: string;
const B = "/api/banking";
const history = (query = "", b: Browser = owner) =>
  b.get(`${B}/accounts/${bank}/reconciliations/history${query}`);
const page = async (query = "") => {
  const res = await history(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReconciliationHistory>();
};
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);

/** Month-end statements from November 2023 to December 2024, each finished, and January 2025 in progress. */
async function reconcileMonths() {
  for (let i = 0; i < 14; i++) {
    const day = monthEnd(2023 + Math.floor((10 + i) / 12), ((10 + i) % 12) + 1);
    const started = await owner.post(`${B}/accounts/${bank}/reconciliations`, {
      statementDate: day,
      statementBalanceCents: 0,
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<ReconciliationView>().reconciliation.id;
    expect((await owner.post(`${B}/reconciliations/${id}/finish`)).statusCode).toBe(200);
  }
  const open = await owner.post(`${B}/accounts/${bank}/reconciliations`, {
    statementDate: "2025-01-31",
    statementBalanceCents: 0,
  });
  expect(open.statusCode).toBe(201);
}

beforeAll(async () => {
  await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2025, 1, 10, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  await owner.signup();
  await other.signup();
  const res = await owner.post("/api/accounting/accounts", {
    code: "1010",
    name: "Savings",
    type: "asset",
    subtype: "bank",
  });
  expect(res.statusCode).toBe(201);
  bank = res.json<{ id: string }>().id;
  await reconcileMonths();
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

describe("reconciliation history", () => {
  it("pages the finished ones newest first, with the years there are", async () => {
    const first = await page("?pageSize=5");
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 5, years: [2024, 2023] });
    expect(first.items.map((h) => h.statementDate)).toEqual([
      "2024-12-31",
      "2024-11-30",
      "2024-10-31",
      "2024-09-30",
      "2024-08-31",
    ]);
    expect(first.items.every((h) => h.status === "finished")).toBe(true);
    // The one in progress is the account's latest: no finished one can be undone while it is open.
    expect(first.items.some((h) => h.canUndo)).toBe(false);
    const last = await page("?pageSize=5&page=3");
    expect(last.items.map((h) => h.statementDate)).toEqual([
      "2024-02-29",
      "2024-01-31",
      "2023-12-31",
      "2023-11-30",
    ]);
    expect((await page()).items).toHaveLength(12);
  });

  it("filters by statement year or by statement dates", async () => {
    const y2023 = await page("?year=2023");
    expect(y2023.items.map((h) => h.statementDate)).toEqual(["2023-12-31", "2023-11-30"]);
    expect(y2023.total).toBe(2);
    const spring = await page("?from=2024-03-01&to=2024-05-31");
    expect(spring.items.map((h) => h.statementDate)).toEqual(["2024-05-31", "2024-04-30", "2024-03-31"]);
    expect((await page("?from=2024-11-01")).total).toBe(2);
    expect((await page("?to=2024-01-31")).total).toBe(3);
    const none = await page("?year=2020");
    expect(none).toMatchObject({ items: [], total: 0, years: [2024, 2023] });
  });

  it("refuses bad filters with the field and a reason", async () => {
    const bad = async (query: string) => {
      const res = await history(query);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad("?year=last")).toMatch(/year.*must be a year/);
    expect(await bad("?year=1066")).toMatch(/year.*between 1900 and 2199/);
    expect(await bad("?from=2024-02-30")).toMatch(/from.*date/);
    expect(await bad("?from=2024-06-01&to=2024-05-31")).toMatch(/from.*after to/);
    expect(await bad("?year=2024&from=2024-01-01")).toMatch(/year.*not both/);
    expect(await bad("?pageSize=1000")).toMatch(/pageSize/);
    expect(await bad("?page=0")).toMatch(/page/);
  });

  it("needs a session and hides another organization's account", async () => {
    expect((await history("", new Browser(app))).statusCode).toBe(401);
    expect((await history("", other)).statusCode).toBe(404);
  });
});
