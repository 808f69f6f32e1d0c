// Schedule E against the P&L it must agree with, on PGlite and PostgreSQL: line 20 and line 21
// per property equal the property's P&L for the year once the unassigned amounts are shared out,
// and line 18 comes from the depreciation entry when the property has one.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Statement } from "../../shared/reports";
import type { ScheduleE } from "../../shared/schedule-e";
import { FakeClock } from "../clock";
import { parseCsv, pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { A, type Books, R, seedBooks } from "./test-support";

let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let books: Books;

beforeAll(async () => {
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  await owner.signup();
  await other.signup();
  books = await seedBooks(owner);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const scheduleE = async (qs: string) => {
  const res = await owner.get(`${R}/schedule-e?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleE>();
};
const prop = (s: ScheduleE, id: string) => s.properties.find((p) => p.propertyId === id)!;
async function pnl(propertyId?: string) {
  const st = (
    await owner.get(`${R}/profit-and-loss?date=2025-01-01${propertyId ? `&propertyId=${propertyId}` : ""}`)
  ).json<Statement>();
  const v = (label: string) => st.rows.find((r) => r.label === label)!.values[0]!;
  return {
    expenses: v("Total operating expenses") + v("Total non-operating expenses"),
    income: v("Total income"),
    net: v("Net income"),
  };
}

describe("Schedule E", () => {
  it("puts each account on its form line and shares the unassigned insurance by rent", async () => {
    const s = await scheduleE("year=2025");
    const north = prop(s, books.props.north);
    const south = prop(s, books.props.south);
    expect(north.lines["3"]).toBe(200_000);
    expect(north.lines["14"]).toBe(32_550);
    expect(north.lines["12"]).toBe(70_000);
    expect(north.lines["18"]).toBe(80_000);
    expect(south.lines["3"]).toBe(155_000);
    expect(s.unassigned).toEqual({ incomeCents: 0, expenseCents: 90_000 });
    // 90 000 × 200 000 / 355 000 = 50 704.2; the leftover cent goes to the larger remainder.
    expect([north.lines["9"], south.lines["9"]]).toEqual([50_704, 39_296]);
    expect(s.allocations.map((a) => a.shareBp)).toEqual([5634, 4366]);
  });

  it("agrees with the P&L per property after allocation (line 20 and line 21)", async () => {
    for (const rule of ["rent", "equal"] as const) {
      const s = await scheduleE(`year=2025&allocation=${rule}`);
      for (const id of [books.props.north, books.props.south]) {
        const p = prop(s, id);
        const books_ = await pnl(id);
        expect(p.totalExpensesCents, rule).toBe(books_.expenses + p.allocatedExpenseCents);
        expect(p.netCents, rule).toBe(books_.net + p.allocatedIncomeCents - p.allocatedExpenseCents);
      }
      expect(s.totals.netCents).toBe((await pnl()).net);
    }
    const equal = await scheduleE("year=2025&allocation=equal");
    expect(equal.properties.map((p) => p.allocatedExpenseCents)).toEqual([45_000, 45_000]);
  });

  it("shares by units", async () => {
    for (const [id, n] of [
      [books.props.north, 3],
      [books.props.south, 1],
    ] as const) {
      for (let i = 0; i < n; i++)
        expect((await owner.post(`${A}/properties/${id}/units`, { name: `U${i}` })).statusCode).toBe(201);
    }
    const s = await scheduleE("year=2025&allocation=units");
    expect(s.allocations.map((a) => [a.weight, a.expenseCents])).toEqual([
      [3, 67_500],
      [1, 22_500],
    ]);
  });

  it("takes line 18 from the depreciation entry and line 2 from the rental days", async () => {
    const put = await owner.request("PUT", `${R}/schedule-e/depreciation/${books.props.north}`, {
      placedInService: "2024-01-15",
      basisCents: 22_000_000,
      recoveryClass: "residential",
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      (
        await owner.request("PUT", `${R}/schedule-e/rental-days/${books.props.north}`, {
          year: 2025,
          fairRentalDays: 351,
          personalUseDays: 14,
        })
      ).statusCode,
    ).toBe(200);
    const s = await scheduleE("year=2025");
    const north = prop(s, books.props.north);
    expect(north.lines["18"]).toBe(799_920);
    expect(north.depreciation?.yearCents).toBe(799_920);
    expect([north.fairRentalDays, north.personalUseDays]).toEqual([351, 14]);
    expect(north.netCents).toBe(
      (await pnl(books.props.north)).net + 80_000 - 799_920 - north.allocatedExpenseCents,
    );
    expect((await scheduleE("year=2024")).properties[0]!.lines["18"]).toBe(766_700);
    expect((await owner.delete(`${R}/schedule-e/depreciation/${books.props.north}`)).statusCode).toBe(200);
    expect(prop(await scheduleE("year=2025"), books.props.north).lines["18"]).toBe(80_000);
  });

  it("exports a CSV per property and a PDF laid out like Part I", async () => {
    const csv = await owner.get(`${R}/schedule-e?year=2025&format=csv`);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="schedule-e-2025.csv"');
    const rows = parseCsv(csv.body);
    expect(rows[0]!.slice(0, 6)).toEqual([
      "Property (Cash basis)",
      "Line 1a Address",
      "Line 1b Type",
      "Line 2 Fair rental days",
      "Line 2 Personal use days",
      "Line 3 Rents received",
    ]);
    const south = rows.find((r) => r[0] === "South Flat")!;
    expect(south[5]).toBe("1550.00");
    expect(south[rows[0]!.indexOf("Line 21 Income or (loss)")]).toBe(
      (prop(await scheduleE("year=2025"), books.props.south).netCents / 100).toFixed(2),
    );
    const pdf = pdfText((await owner.get(`${R}/schedule-e?year=2025&format=pdf`)).rawPayload);
    expect(pdf).toContain("Schedule E (Form 1040) Part I - Income or Loss From Rental Real Estate");
    expect(pdf).toContain("20  Total expenses. Add lines 5 through 19");
    expect(pdf).toContain("Amounts not assigned to a property are shared in proportion to rents received.");
    expect(pdf).toContain("Page 1 of 1");
  });

  it("validates, authenticates and keeps organizations apart", async () => {
    for (const [url, message] of [
      ["schedule-e", "year:"],
      ["schedule-e?year=20x5", "year:"],
      ["schedule-e?year=2025&allocation=sqft", "allocation:"],
    ]) {
      const res = await owner.get(`${R}/${url}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const days = await owner.request("PUT", `${R}/schedule-e/rental-days/${books.props.south}`, {
      year: 2025,
      fairRentalDays: 300,
      personalUseDays: 100,
    });
    expect(days.statusCode).toBe(400);
    expect(days.json().message).toContain("personalUseDays:");
    const bad = await owner.request("PUT", `${R}/schedule-e/depreciation/${books.props.south}`, {
      placedInService: "2025-01-01",
      basisCents: 0,
      recoveryClass: "residential",
    });
    expect(bad.statusCode).toBe(400);
    expect(prop(await scheduleE("year=2025"), books.props.south).fairRentalDays).toBeNull();
    expect((await new Browser(app).get(`${R}/schedule-e?year=2025`)).statusCode).toBe(401);
    const theirs = await other.request("PUT", `${R}/schedule-e/rental-days/${books.props.north}`, {
      year: 2025,
      fairRentalDays: 1,
      personalUseDays: 0,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await other.get(`${R}/schedule-e?year=2025`)).json<ScheduleE>().properties).toEqual([]);
  });
});
