// The financial statements against the journal they are computed from, on PGlite and PostgreSQL:
// P&L net = change in equity from operations, the balance sheet balances, the cash flow equals
// the change in cash; then the files, validation, authentication and tenancy.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Statement } from "../../shared/reports";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { parseCsv, pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../test/helpers";
import { type Books, R, seedBooks } from "./test-support";

let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let books: Books;
let orgId: string;

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  orgId = (await owner.signup()).organizationId;
  await other.signup();
  books = await seedBooks(owner);
  expect((await other.post("/api/accounting/accounts/apply-template")).statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const get = async (b: Browser, url: string) => {
  const res = await b.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
};
const row = (st: Statement, label: string) => {
  const r = st.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label} in ${st.rows.map((x) => x.label).join(" | ")}`);
  return r.values;
};
/** Income − expenses straight from the journal lines. */
async function journalNet(from: string, to: string, propertyId?: string): Promise<number> {
  const r = await database.db.execute(sql`
    select coalesce(sum(jl.credit_cents - jl.debit_cents), 0) as net
    from journal_lines jl join accounts a on a.id = jl.account_id
    where jl.organization_id = ${orgId} and jl.date between ${from} and ${to}
      and a.type in ('income', 'expense') ${propertyId ? sql`and jl.property_id = ${propertyId}` : sql``}`);
  return Number((r as unknown as { rows: { net: string }[] }).rows[0]!.net);
}

describe("profit and loss", () => {
  it("sections the year's accounts into income, operating, NOI, non-operating and net income", async () => {
    const st = await get(owner, `${R}/profit-and-loss?period=year&date=2025-06-01`);
    expect(st.periodLabel).toBe("Year 2025");
    expect(row(st, "4000 Rental Income")).toEqual([350_000]);
    expect(row(st, "Total income")).toEqual([355_000]);
    expect(row(st, "Total operating expenses")).toEqual([143_695]);
    expect(row(st, "Net operating income (NOI)")).toEqual([211_305]);
    expect(row(st, "Total non-operating expenses")).toEqual([150_000]);
    expect(row(st, "Net income")).toEqual([61_305]);
    expect(row(st, "Net income")[0]).toBe(await journalNet("2025-01-01", "2025-12-31"));
  });

  it("nets to the change in equity from operations", async () => {
    const pnl = await get(owner, `${R}/profit-and-loss?period=custom&from=2025-01-01&to=2025-12-31`);
    const before = await get(owner, `${R}/balance-sheet?asOf=2024-12-31`);
    const after = await get(owner, `${R}/balance-sheet?asOf=2025-12-31`);
    const owners = await database.db.execute(sql`
      select coalesce(sum(jl.credit_cents - jl.debit_cents), 0) as n from journal_lines jl
      join accounts a on a.id = jl.account_id
      where jl.organization_id = ${orgId} and a.type = 'equity' and jl.date between '2025-01-01' and '2025-12-31'`);
    const contributedLessDrawn = Number((owners as unknown as { rows: { n: string }[] }).rows[0]!.n);
    expect(contributedLessDrawn).toBe(-100_000);
    const equityChange = row(after, "Total equity")[0]! - row(before, "Total equity")[0]!;
    expect(equityChange - contributedLessDrawn).toBe(row(pnl, "Net income")[0]);
  });

  it("splits by property, month and quarter into columns that add up to the total", async () => {
    const byProperty = await get(owner, `${R}/profit-and-loss?date=2025-01-01&columns=property`);
    expect(byProperty.columns.map((c) => c.label)).toEqual([
      "North House",
      "South Flat",
      "Not assigned",
      "Total",
    ]);
    expect(row(byProperty, "Net income")).toEqual([
      await journalNet("2025-01-01", "2025-12-31", books.props.north),
      await journalNet("2025-01-01", "2025-12-31", books.props.south),
      -90_000,
      61_305,
    ]);
    const byMonth = await get(owner, `${R}/profit-and-loss?date=2025-01-01&columns=month`);
    expect(byMonth.columns).toHaveLength(13);
    const monthly = row(byMonth, "Net income");
    expect(monthly.slice(0, 12).reduce((s, v) => s! + v!, 0)).toBe(monthly[12]);
    expect(monthly[2]).toBe(-32_550);
    const byQuarter = await get(owner, `${R}/profit-and-loss?date=2025-01-01&columns=quarter`);
    expect(byQuarter.columns.map((c) => c.label)).toEqual([
      "Q1 2025",
      "Q2 2025",
      "Q3 2025",
      "Q4 2025",
      "Total",
    ]);
    expect(row(byQuarter, "Total income")).toEqual([355_000, 0, 0, 0, 355_000]);
  });

  it("compares with the previous year and the previous period", async () => {
    const st = await get(owner, `${R}/profit-and-loss?date=2025-01-01&compare=previous_year`);
    expect(st.columns.map((c) => c.label)).toEqual(["Year 2025", "Year 2024", "Change"]);
    expect(row(st, "Net income")).toEqual([61_305, 75_000, -13_695]);
    expect(row(st, "5090 Repairs")).toEqual([32_550, 45_000, -12_450]);
    const q = await get(owner, `${R}/profit-and-loss?period=quarter&date=2025-04-10&compare=previous_period`);
    expect(q.columns.map((c) => c.label)).toEqual(["Q2 2025", "Q1 2025", "Change"]);
    expect(row(q, "Total income")).toEqual([0, 355_000, -355_000]);
  });

  it("limits to one property", async () => {
    const st = await get(owner, `${R}/profit-and-loss?date=2025-01-01&propertyId=${books.props.south}`);
    expect(st.title).toBe("Profit and Loss - South Flat");
    expect(row(st, "Net income")).toEqual([await journalNet("2025-01-01", "2025-12-31", books.props.south)]);
  });
});

describe("balance sheet", () => {
  it("balances on every date, with this year's earnings in equity", async () => {
    for (const asOf of ["2024-01-10", "2024-06-30", "2024-12-31", "2025-04-20", "2025-12-31"]) {
      const st = await get(owner, `${R}/balance-sheet?asOf=${asOf}`);
      expect(row(st, "Total assets")[0], asOf).toBe(row(st, "Total liabilities and equity")[0]);
      expect(st.checks).toEqual([{ label: "Assets equal liabilities plus equity", ok: true }]);
    }
    const st = await get(owner, `${R}/balance-sheet?asOf=2025-12-31`);
    expect(st.periodLabel).toBe("As of Dec 31, 2025");
    expect(row(st, "1500 Buildings")).toEqual([22_000_000 - 140_000]);
    expect(row(st, "2500 Mortgage Loans")).toEqual([20_000_000]);
    expect(row(st, "Retained earnings (prior years)")).toEqual([75_000]);
    expect(row(st, "Net income 2025 to date")).toEqual([61_305]);
  });
});

describe("cash flow", () => {
  it("equals the change in the bank and card balances, without the non-cash depreciation", async () => {
    const st = await get(owner, `${R}/cash-flow?date=2025-03-03`);
    expect(row(st, "Net cash from operating activities")).toEqual([141_305]);
    expect(row(st, "Net cash from financing activities")).toEqual([-100_000]);
    expect(st.rows.some((r) => r.label.includes("Depreciation"))).toBe(false);
    expect(row(st, "Net change in cash")).toEqual([41_305]);
    expect(row(st, "Cash at Jan 1, 2025 (opening)")).toEqual([3_135_000]);
    expect(row(st, "Cash at Dec 31, 2025 (closing)")).toEqual([3_135_000 + 41_305]);
    expect(st.checks[0]!.ok).toBe(true);
    const y2024 = await get(owner, `${R}/cash-flow?date=2024-03-03`);
    expect(row(y2024, "Net cash from investing activities")).toEqual([-22_000_000]);
    expect(row(y2024, "Net cash from financing activities")).toEqual([25_000_000]);
    expect(row(y2024, "Net change in cash")).toEqual([3_135_000]);
  });
});

describe("trial balance", () => {
  it("is the accounting trial balance with its totals", async () => {
    const st = await get(owner, `${R}/trial-balance?period=custom&from=2024-01-01&to=2025-12-31`);
    const api = (await owner.get("/api/accounting/trial-balance?from=2024-01-01&to=2025-12-31")).json<{
      totals: { debitCents: number; creditCents: number };
    }>();
    expect(row(st, "Total")).toEqual([api.totals.debitCents, api.totals.creditCents]);
    expect(st.checks[0]).toEqual({ label: "Debits equal credits", ok: true });
  });
});

describe("files", () => {
  it("exports CSV a spreadsheet reads, XLSX and an accountant's PDF", async () => {
    const q = "date=2025-01-01&compare=previous_year";
    const csv = await owner.get(`${R}/profit-and-loss?${q}&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="profit-and-loss-2025-01-01-2025-12-31.csv"',
    );
    const records = parseCsv(csv.body);
    expect(records[0]).toEqual([
      "Code",
      "Profit and Loss (Cash basis)",
      "Row",
      "Year 2025",
      "Year 2024",
      "Change",
    ]);
    expect(records.find((r) => r[1] === "Net income")).toEqual([
      "",
      "Net income",
      "total",
      "613.05",
      "750.00",
      "-136.95",
    ]);
    expect(records.find((r) => r[0] === "5090")?.[3]).toBe("325.50");
    const xlsx = await owner.get(`${R}/balance-sheet?asOf=2025-12-31&format=xlsx`);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const pdf = await owner.get(`${R}/profit-and-loss?${q}&format=pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    for (const t of [
      "Profit and Loss",
      "Year 2025",
      "Cash basis",
      "Net operating income (NOI)",
      "Page 1 of 1",
    ])
      expect(text).toContain(t);
    expect(text).toContain("($136.95)");
  });

  it("draws on the basis asked for, the organization's books basis by default", async () => {
    const first = await get(other, `${R}/profit-and-loss?date=2025-01-01&basis=accrual`);
    expect(first.basis).toBe("Accrual");
    expect(first.checks.map((c) => c.label).join()).toContain("The books hold no receivables");
    const list = (await other.get("/api/accounting/accounts")).json<{
      items: { id: string; code: string }[];
    }>().items;
    const id = (code: string) => list.find((a) => a.code === code)!.id;
    const charge = await other.post("/api/accounting/transactions", {
      date: "2025-02-01",
      description: "February rent due",
      type: "income",
      bankAccountId: id("1100"),
      splits: [{ accountId: id("4000"), amountCents: 120_000 }],
    });
    expect(charge.statusCode).toBe(201);
    // The organization keeps cash books (the default): rent charged and not yet received is no income.
    const cash = await get(other, `${R}/profit-and-loss?date=2025-01-01`);
    expect([cash.basis, row(cash, "Total income")]).toEqual(["Cash", [0]]);
    const accrual = await get(other, `${R}/profit-and-loss?date=2025-01-01&basis=accrual`);
    expect([accrual.basis, row(accrual, "Total income"), accrual.checks]).toEqual(["Accrual", [120_000], []]);
    const sheet = await get(other, `${R}/balance-sheet?asOf=2025-12-31&basis=cash`);
    expect(sheet.rows.some((r) => r.code === "1100")).toBe(false);
    expect(sheet.checks[0]!.ok).toBe(true);
  });
});

describe("validation, authentication, tenancy", () => {
  it("answers 400 with the field for bad queries and writes nothing", async () => {
    const cases: [string, string][] = [
      ["profit-and-loss?period=custom&from=2025-01-01", "to: is required for a custom period"],
      ["profit-and-loss?period=custom&from=2025-02-01&to=2025-01-01", "from: must not be after to"],
      ["profit-and-loss?columns=payee", "columns:"],
      ["profit-and-loss?date=2025-13-01", "date:"],
      ["profit-and-loss?propertyId=nope", "propertyId:"],
      ["balance-sheet?asOf=yesterday", "asOf:"],
      ["cash-flow?format=doc", "format:"],
      ["trial-balance?period=week", "period:"],
      ["profit-and-loss?basis=modified_cash", "basis:"],
      ["balance-sheet?basis=Cash", "basis:"],
    ];
    for (const [url, message] of cases) {
      const res = await owner.get(`${R}/${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
    }
  });

  it("answers 401 signed out and 404 for another organization's property", async () => {
    const anon = new Browser(app);
    for (const r of ["profit-and-loss", "balance-sheet", "cash-flow", "trial-balance"])
      expect((await anon.get(`${R}/${r}`)).statusCode).toBe(401);
    const res = await other.get(`${R}/profit-and-loss?propertyId=${books.props.north}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Property not found");
    const theirs = await get(other, `${R}/balance-sheet?asOf=2025-12-31`);
    expect(theirs.rows.some((r) => r.label === "1500 Buildings")).toBe(false);
  });
});
