// Owner statement and 1099 vendor report against the journal, on PGlite and PostgreSQL.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Statement } from "../../shared/reports";
import { FakeClock } from "../clock";
import { pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { A, type Books, R, seedBooks } from "./test-support";

let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let books: Books;

beforeAll(async () => {
  ({ app } = await createTestApp({
    clock: new FakeClock(Date.UTC(2026, 0, 20, 12)),
  }));
  owner = new Browser(app);
  other = new Browser(app);
  await owner.signup();
  await other.signup();
  books = await seedBooks(owner);
  const pay = async (
    date: string,
    payee: string,
    bank: string,
    account: string,
    amountCents: number,
    propertyId = books.props.north,
  ) => {
    const res = await owner.post(`${A}/transactions`, {
      date,
      description: `Paid ${payee}`,
      payee,
      type: "expense",
      bankAccountId: books.acct.get(bank),
      propertyId,
      splits: [{ accountId: books.acct.get(account), amountCents }],
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await pay("2025-02-01", "Ace Plumbing", "1000", "5090", 45_000);
  await pay("2025-08-01", "ace plumbing ", "1000", "5020", 30_000);
  await pay("2025-09-01", "Ace Plumbing", "2000", "5090", 50_000);
  await pay("2025-03-01", "Bob's Lawn Care", "1000", "5020", 59_999);
  await pay("2025-04-01", "Bob's Lawn Care", "2000", "5020", 10_000);
  await pay("2025-12-01", "Prime Management", "1000", "5060", 80_000);
  await pay("2024-12-01", "Prime Management", "1000", "5060", 80_000);
  // Never on a 1099 (South Flat, so the North House owner statement is unchanged): property tax,
  // mortgage interest, an insurance premium, utilities, supplies.
  const south = books.props.south;
  await pay("2025-01-31", "Travis County Tax Collector", "1000", "5110", 420_000, south);
  await pay("2025-03-01", "First Bank Mortgage", "1000", "5070", 150_000, south);
  await pay("2025-04-01", "State Farm Insurance", "1000", "5040", 120_000, south);
  await pay("2025-06-01", "Austin Energy", "1000", "5120", 70_000, south);
  await pay("2025-07-01", "Home Depot", "1000", "5100", 65_000, south);
  // A contractor paid for repairs and for "other" work is listed with both accounts.
  await pay("2025-05-01", "Lone Star Contractors", "1000", "5090", 40_000, south);
  await pay("2025-05-02", "Lone Star Contractors", "1000", "5190", 25_000, south);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const values = (st: Statement, label: string) => st.rows.find((r) => r.label === label)?.values;

describe("owner statement", () => {
  it("shows income, expenses, management fees and the net to the owner for one property", async () => {
    const res = await owner.get(`${R}/owner-statement?propertyId=${books.props.north}&date=2025-05-01`);
    expect(res.statusCode, res.body).toBe(200);
    const st = res.json<Statement>();
    expect(st.title).toBe("Owner Statement - North House");
    expect(values(st, "Total income")).toEqual([200_000]);
    expect(values(st, "5060 Management Fees")).toEqual([80_000]);
    expect(values(st, "Total management fees")).toEqual([80_000]);
    // Repairs 32 550 + 45 000 + 50 000, cleaning 30 000 + 59 999 + 10 000, interest, depreciation.
    expect(values(st, "Total expenses")).toEqual([127_550 + 99_999 + 70_000 + 80_000]);
    expect(values(st, "Net to owner")).toEqual([200_000 - 377_549 - 80_000]);
    const pdf = pdfText(
      (await owner.get(`${R}/owner-statement?propertyId=${books.props.north}&date=2025-05-01&format=pdf`))
        .rawPayload,
    );
    expect(pdf).toContain("Owner Statement - North House");
    expect(pdf).toContain("Net to owner");
  });

  it("needs a property of the caller's organization", async () => {
    const missing = await owner.get(`${R}/owner-statement?date=2025-05-01`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("propertyId:");
    expect((await other.get(`${R}/owner-statement?propertyId=${books.props.north}`)).statusCode).toBe(404);
  });
});

describe("1099 vendor report", () => {
  it("lists service payees paid $600 or more from bank accounts, by account, without card payments", async () => {
    const res = await owner.get(`${R}/vendor-1099?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const st = res.json<Statement>();
    expect(st.rows.filter((r) => r.kind === "heading").map((r) => r.label)).toEqual([
      "Prime Management",
      "Ace Plumbing",
      "Lone Star Contractors",
    ]);
    expect(values(st, "Total Ace Plumbing")).toEqual([75_000]);
    expect(values(st, "Total Lone Star Contractors")).toEqual([65_000]);
    expect(st.rows.filter((r) => r.kind === "line").map((r) => [r.label, r.values[0]])).toEqual([
      ["5060 Management Fees", 80_000],
      ["5020 Cleaning and Maintenance", 30_000],
      ["5090 Repairs", 45_000],
      ["5090 Repairs", 40_000],
      ["5190 Other Expenses", 25_000],
    ]);
    expect(values(st, "Total paid to 3 payees")).toEqual([220_000]);
    expect(st.periodLabel).toBe("Year 2025 - service payees paid $600.00 or more, card payments excluded");
    expect(st.checks.map((c) => c.label).join(" ")).toContain("Schedule E service lines");
    const csv = (await owner.get(`${R}/vendor-1099?year=2025&format=csv`)).body;
    expect(csv).toContain("Ace Plumbing");
    expect(csv).not.toContain("Bob's Lawn Care");
    const pdf = pdfText((await owner.get(`${R}/vendor-1099?year=2025&format=pdf`)).rawPayload);
    expect(pdf.join(" ")).toContain("Schedule E service lines");
  });

  it("leaves out taxes, interest, insurance, utilities and supplies, whatever was paid", async () => {
    const st = (await owner.get(`${R}/vendor-1099?year=2025`)).json<Statement>();
    const labels = st.rows.map((r) => r.label).join("\n");
    for (const payee of [
      "Travis County Tax Collector",
      "First Bank Mortgage",
      "State Farm Insurance",
      "Austin Energy",
      "Home Depot",
    ])
      expect(labels).not.toContain(payee);
    for (const code of ["5040", "5070", "5100", "5110", "5120"])
      expect(st.rows.some((r) => r.code === code)).toBe(false);
  });

  it("validates the year and keeps organizations apart", async () => {
    expect((await owner.get(`${R}/vendor-1099?year=last`)).statusCode).toBe(400);
    const theirs = (await other.get(`${R}/vendor-1099?year=2025`)).json<Statement>();
    expect(theirs.rows.map((r) => r.label)).toEqual(["Total paid to 0 payees"]);
  });
});
