// The report builder against the journal it sums, on PGlite and PostgreSQL: rows and columns,
// comparison, count, filters, files, validation; saved reports (names, copies, roles, tenancy);
// and sentences read as definitions, with and without a model.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuilderDefinitionInput, InterpretAnswer, SavedReport } from "../../../shared/report-builder";
import type { Statement } from "../../../shared/reports";
import { FakeClock } from "../../clock";
import type { Database } from "../../db/client";
import { parseCsv, pdfText } from "../../test/documents";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../../test/helpers";
import { A, type Books, R, seedBooks } from "../test-support";

let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
let books: Books;
let orgId: string;

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  viewer = new Browser(app);
  orgId = (await owner.signup()).organizationId;
  await other.signup();
  const v = await viewer.signup();
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
  books = await seedBooks(owner);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const YEAR_2025 = { from: "2025-01-01", to: "2025-12-31" };

async function run(definition: BuilderDefinitionInput, b: Browser = owner): Promise<Statement> {
  const res = await b.post(`${R}/builder/run`, { definition });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
}
const line = (st: Statement, label: string) => {
  const r = st.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label} in ${st.rows.map((x) => x.label).join(" | ")}`);
  return r.values;
};
/** Σ over the journal: income credits − debits (or expense debits − credits), optionally per property. */
async function journal(type: "income" | "expense" | "both", from: string, to: string, propertyId?: string) {
  const sign =
    type === "expense" ? sql`jl.debit_cents - jl.credit_cents` : sql`jl.credit_cents - jl.debit_cents`;
  const types =
    type === "both" ? sql`('income', 'expense')` : type === "income" ? sql`('income')` : sql`('expense')`;
  const r = await database.db.execute(sql`
    select coalesce(sum(${sign}), 0) as v from journal_lines jl join accounts a on a.id = jl.account_id
    where jl.organization_id = ${orgId} and jl.date between ${from} and ${to} and a.type in ${types}
      ${propertyId ? sql`and jl.property_id = ${propertyId}` : sql``}`);
  return Number((r as unknown as { rows: { v: string }[] }).rows[0]!.v);
}

describe("running a definition", () => {
  it("sums expenses by property for a year, each row and the total equal to the journal", async () => {
    const st = await run({ ...YEAR_2025, rows: "property", type: "expense" });
    expect(st.rowHeader).toBe("Property");
    expect(st.columns.map((c) => c.label)).toEqual(["Year 2025"]);
    expect(line(st, "North House")).toEqual([
      await journal("expense", "2025-01-01", "2025-12-31", books.props.north),
    ]);
    expect(line(st, "South Flat")).toEqual([
      await journal("expense", "2025-01-01", "2025-12-31", books.props.south),
    ]);
    expect(line(st, "Not assigned to a property")).toEqual([90_000]);
    expect(line(st, "Total")).toEqual([await journal("expense", "2025-01-01", "2025-12-31")]);
  });

  it("lays accounts out by month with every month of the period as a column", async () => {
    const st = await run({ ...YEAR_2025, rows: "account", columns: "month", type: "income" });
    expect(st.columns).toHaveLength(12);
    expect(st.columns[0]!.label).toBe("Jan 2025");
    expect(line(st, "4000 Rental Income").slice(0, 3)).toEqual([200_000, 150_000, 0]);
    const total = line(st, "Total").reduce<number>((s, v) => s + (v ?? 0), 0);
    expect(total).toBe(await journal("income", "2025-01-01", "2025-12-31"));
  });

  it("compares with the year before: current, previous and the change", async () => {
    const st = await run({ ...YEAR_2025, rows: "property", compare: "previous_year" });
    expect(st.columns.map((c) => c.label)).toEqual(["Year 2025", "Year 2024", "Change"]);
    const north = line(st, "North House");
    expect(north[0]).toBe(await journal("both", "2025-01-01", "2025-12-31", books.props.north));
    expect(north[1]).toBe(await journal("both", "2024-01-01", "2024-12-31", books.props.north));
    expect(north[2]).toBe(north[0]! - north[1]!);
  });

  it("counts transactions instead of summing, without a total row", async () => {
    const st = await run({ ...YEAR_2025, rows: "month", type: "income", measure: "count" });
    expect(st.valueKind).toBe("count");
    expect(line(st, "Jan 2025")).toEqual([1]);
    expect(line(st, "Feb 2025")).toEqual([2]);
    expect(st.rows.some((r) => r.kind === "total")).toBe(false);
  });

  it("filters by property, account and line amount", async () => {
    const repairs = books.acct.get("5090")!;
    const byAccount = await run({ ...YEAR_2025, rows: "account", accountIds: [repairs] });
    expect(byAccount.rows.map((r) => r.label)).toEqual(["5090 Repairs", "Total"]);
    const south = await run({
      ...YEAR_2025,
      rows: "account",
      type: "expense",
      propertyIds: [books.props.south],
    });
    expect(line(south, "Total")).toEqual([
      await journal("expense", "2025-01-01", "2025-12-31", books.props.south),
    ]);
    const big = await run({ ...YEAR_2025, rows: "account", type: "expense", minAmount: 800 });
    expect(line(big, "Total")).toEqual([90_000 + 80_000]);
  });

  it("groups by payee, naming lines without one", async () => {
    const st = await run({ ...YEAR_2025, rows: "payee", type: "income" });
    expect(line(st, "No payee")).toEqual([355_000]);
  });

  it("exports the result as CSV and PDF", async () => {
    const definition = { ...YEAR_2025, rows: "property", type: "expense" };
    const csv = await owner.post(`${R}/builder/run`, { definition, format: "csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("expenses-by-property.csv");
    expect(parseCsv(csv.body).some((r) => r.includes("North House"))).toBe(true);
    const pdf = await owner.get(
      `${R}/builder/run?format=pdf&d=${encodeURIComponent(JSON.stringify(definition))}`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Expenses by property");
    expect(text).toContain("North House");
  });

  it("refuses impossible definitions with the field and a reason", async () => {
    const bad = async (definition: unknown) => {
      const res = await owner.post(`${R}/builder/run`, { definition });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad({ from: "2025-02-01", to: "2025-01-01" })).toMatch(/from.*after/);
    expect(await bad({ ...YEAR_2025, columns: "month", compare: "previous_year" })).toMatch(/comparison/);
    expect(await bad({ ...YEAR_2025, rows: "month", columns: "month" })).toMatch(/differ/);
    expect(await bad({ from: "2016-01-01", to: "2025-12-31", columns: "month" })).toMatch(/120 columns/);
    expect(await bad({ ...YEAR_2025, rows: "tenant" })).toMatch(/rows/);
    const notJson = await owner.get(`${R}/builder/run?d=%7Bnope`);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ message: string }>().message).toContain("report definition");
  });

  it("needs a session and sees only the caller's books", async () => {
    expect((await new Browser(app).post(`${R}/builder/run`, { definition: YEAR_2025 })).statusCode).toBe(401);
    const theirs = await run({ ...YEAR_2025, rows: "account" }, other);
    expect(theirs.rows.filter((r) => r.kind === "line")).toEqual([]);
  });
});

describe("saved reports", () => {
  const definition = { ...YEAR_2025, rows: "property", type: "expense", chart: "bar" } as const;

  it("saves, lists, renames, copies, runs and deletes a report for the organization", async () => {
    const created = await owner.post(`${R}/saved`, { name: "Repairs by property", definition });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json<SavedReport>();
    expect(report.definition.chart).toBe("bar");
    expect(report.createdByName).toBe("Ada Landlord");

    const clash = await owner.post(`${R}/saved`, { name: "repairs BY property", definition });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toContain("already exists");

    const copy = (await owner.post(`${R}/saved/${report.id}/duplicate`)).json<SavedReport>();
    expect(copy.name).toBe("Repairs by property (copy)");
    const copy2 = (await owner.post(`${R}/saved/${report.id}/duplicate`)).json<SavedReport>();
    expect(copy2.name).toBe("Repairs by property (copy 2)");

    const renamed = await owner.patch(`${R}/saved/${copy.id}`, { name: "Spending per building" });
    expect(renamed.json<SavedReport>().name).toBe("Spending per building");
    const list = (await owner.get(`${R}/saved`)).json<{ items: SavedReport[] }>().items.map((r) => r.name);
    expect(list).toEqual(["Repairs by property", "Repairs by property (copy 2)", "Spending per building"]);

    const ran = (await owner.get(`${R}/saved/${report.id}/run`)).json<Statement>();
    expect(ran.title).toBe("Repairs by property");
    expect(line(ran, "Total")).toEqual([await journal("expense", "2025-01-01", "2025-12-31")]);

    expect((await owner.delete(`${R}/saved/${copy2.id}`)).statusCode).toBe(200);
    expect((await owner.get(`${R}/saved/${copy2.id}`)).statusCode).toBe(404);
  });

  it("lets a viewer run but not change, and hides one organization's reports from another", async () => {
    const report = (await owner.post(`${R}/saved`, { name: "Private", definition })).json<SavedReport>();
    expect((await other.get(`${R}/saved/${report.id}`)).statusCode).toBe(404);
    expect((await other.get(`${R}/saved/${report.id}/run`)).statusCode).toBe(404);
    expect((await other.delete(`${R}/saved/${report.id}`)).statusCode).toBe(404);
    expect((await other.get(`${R}/saved`)).json<{ items: unknown[] }>().items).toEqual([]);
    expect((await viewer.post(`${R}/saved`, { name: "Mine", definition })).statusCode).toBe(403);
    expect((await viewer.post(`${R}/builder/run`, { definition })).statusCode).toBe(200);
  });

  it("updates a definition in place", async () => {
    const report = (await owner.post(`${R}/saved`, { name: "Monthly", definition })).json<SavedReport>();
    const res = await owner.request("PUT", `${R}/saved/${report.id}`, {
      name: "Monthly",
      definition: { ...definition, columns: "month" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReport>().definition.columns).toBe("month");
  });
});

describe("reading a sentence", () => {
  const interpret = async (sentence: string) => {
    const res = await owner.post(`${R}/builder/interpret`, { sentence });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InterpretAnswer>();
  };

  it("reads category, grouping, year and comparison", async () => {
    const a = await interpret("repairs by property for 2025 compared with 2024");
    expect(a.source).toBe("rules");
    expect(a.definition).toMatchObject({
      rows: "property",
      columns: "none",
      compare: "previous_year",
      from: "2025-01-01",
      to: "2025-12-31",
      type: "expense",
      accountIds: [books.acct.get("5090")],
    });
    expect(a.understood).toContain("Compared with: Same period last year");
  });

  it("reads a count, a second grouping as columns, and a chart", async () => {
    const a = await interpret("how many rent payments by property by month in 2025 as a line chart");
    expect(a.definition).toMatchObject({
      measure: "count",
      rows: "property",
      columns: "month",
      chart: "line",
    });
    expect(a.definition.type).toBe("income");
  });

  it("names a property and defaults to this year", async () => {
    const a = await interpret("expenses at north house by quarter");
    expect(a.definition).toMatchObject({
      rows: "quarter",
      type: "expense",
      propertyIds: [books.props.north],
    });
    expect(a.definition.from).toBe("2026-01-01");
  });

  it("reads the basis, but not from cash flow or an account's name", async () => {
    const account = async (code: string, name: string, type: string, subtype: string) => {
      const res = await owner.post(`${A}/accounts`, { code, name, type, subtype });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const cash = await account("1010", "Cash", "asset", "cash");
    await account("2600", "Accrual Adjustments", "liability", "other_liability");
    const basisOf = async (sentence: string) => (await interpret(sentence)).definition.basis;
    const onCash = await interpret("rent by property on a cash basis for 2025");
    expect(onCash.definition).toMatchObject({ basis: "cash", type: "income", rows: "property" });
    expect(onCash.definition.accountIds).not.toContain(cash);
    expect(onCash.understood).toContain("Basis: Cash");
    expect(onCash.ignored).toEqual([]);
    expect(await basisOf("cash-basis expenses by month")).toBe("cash");
    expect(await basisOf("expenses on the cash method")).toBe("cash");
    expect(await basisOf("accrual rent by month")).toBe("accrual");
    expect(await basisOf("income on accrual for 2025")).toBe("accrual");
    expect(await basisOf("cash account by month on an accrual basis")).toBe("accrual");
    expect(await basisOf("cash flow by month")).toBeUndefined();
    const account1010 = await interpret("cash by month in 2025");
    expect(account1010.definition.basis).toBeUndefined();
    expect(account1010.definition.accountIds).toEqual([cash]);
    expect(await basisOf("accrual adjustments by month")).toBeUndefined();
    const both = await interpret("rent cash vs accrual");
    expect(both.definition.basis).toBeUndefined();
    expect(both.definition.compare).toBe("none");
    expect(both.ignored).toEqual(["cash", "accrual"]);
  });

  it("reads the shapes a landlord types", async () => {
    const read = async (sentence: string) => (await interpret(sentence)).definition;
    expect(await read("rent by property for 2025 vs 2024")).toMatchObject({
      rows: "property",
      compare: "previous_year",
      ...YEAR_2025,
      type: "income",
    });
    expect(await read("repairs by month last year")).toMatchObject({ rows: "month", ...YEAR_2025 });
    expect(await read("expenses over $500 by payee in Q3 2025")).toMatchObject({
      rows: "payee",
      type: "expense",
      from: "2025-07-01",
      to: "2025-09-30",
      minAmount: 500.01,
    });
    const counted = await interpret("count of transactions by account in 2025");
    expect(counted.definition).toMatchObject({ rows: "account", measure: "count", ...YEAR_2025 });
    expect(counted.ignored).toEqual([]);
    expect(await read("utilities by property as a line chart")).toMatchObject({
      rows: "property",
      chart: "line",
      type: "expense",
      from: "2026-01-01",
    });
    expect(await read("net income by property by quarter")).toMatchObject({
      rows: "property",
      columns: "quarter",
      type: "income_expense",
    });
  });

  it("matches the compared period with the one asked for", async () => {
    const read = async (sentence: string) => (await interpret(sentence)).definition;
    expect(await read("expenses in q3 2025 vs q3 2024")).toMatchObject({
      from: "2025-07-01",
      compare: "previous_year",
    });
    expect(await read("expenses in q3 2025 vs q2 2025")).toMatchObject({
      from: "2025-07-01",
      compare: "previous_period",
    });
    expect(await read("rent vs 2024 for north house")).toMatchObject({
      ...YEAR_2025,
      compare: "previous_year",
      propertyIds: [books.props.north],
    });
    // Today is in January 2026: "last month" is the month before this one, not December a year on.
    expect(await read("rent by property vs last month")).toMatchObject({
      from: "2026-01-01",
      to: "2026-01-31",
      compare: "previous_period",
    });
    expect(await read("rent vs the previous quarter")).toMatchObject({
      from: "2026-01-01",
      compare: "previous_period",
    });
    // Two properties are not two periods: both stay filters.
    const places = await read("rent at north house vs south flat in 2025");
    expect(places).toMatchObject({ compare: "none", ...YEAR_2025 });
    expect(places.propertyIds).toHaveLength(2);
    // A comparison takes the columns: the second grouping is given back as not understood.
    const a = await interpret("rent by property by month vs last year");
    expect(a.definition).toMatchObject({ rows: "property", columns: "none", compare: "previous_year" });
    expect(a.ignored).toContain("by month");
  });

  it("refuses an empty sentence", async () => {
    expect((await owner.post(`${R}/builder/interpret`, { sentence: "  " })).statusCode).toBe(400);
  });
});

describe("a model's proposal", () => {
  async function withModel(reply: unknown) {
    const { app: modelApp } = await createTestApp({
      clock: new FakeClock(Date.UTC(2026, 0, 20, 12)),
      ai: {
        baseUrl: "http://model.test",
        model: "m",
        fetch: async () =>
          new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(reply) } }] }), {
            status: 200,
          }),
      },
    });
    const b = new Browser(modelApp);
    await b.signup();
    const res = await b.post(`${R}/builder/interpret`, { sentence: "spending by month for 2025" });
    await modelApp.close();
    return res.json<InterpretAnswer>();
  }

  it("is used when it passes the schema", async () => {
    const a = await withModel({ ...YEAR_2025, rows: "month", type: "expense", chart: "bar" });
    expect(a.source).toBe("model");
    expect(a.definition).toMatchObject({ rows: "month", type: "expense", chart: "bar" });
  });

  it("is ignored when invalid or naming ids that are not the organization's", async () => {
    expect((await withModel({ rows: "tenant" })).source).toBe("rules");
    const foreign = await withModel({ ...YEAR_2025, propertyIds: [books.props.north] });
    expect(foreign.source).toBe("rules");
  });
});
