// Exports read back: CSV parsed (RFC 4180), XLSX opened with exceljs, PDF text extracted from its
// content streams, each compared with the rows the list endpoints answer for the same filters.
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../clock";
import { parseCsv, pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../test/helpers";
import { type ExportTable, toCsv } from "./exports";
import { centsToDecimal, formatMoney, parseMoney } from "./money";
import { seedPortfolio } from "./seed";

let app: FastifyInstance;
let owner: Browser;
const A = "/api/accounting";

beforeAll(async () => {
  const database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  const { organizationId } = await owner.signup();
  await seedPortfolio(database.db, organizationId, {
    seed: 7,
    properties: 6,
    years: 1,
    endDate: "2026-01-15",
    now: new Date(Date.UTC(2026, 0, 15)),
  });
  // Awkward text for the encoders: quotes, commas, a newline, a formula-looking payee, non-Latin-1.
  const bank = (await owner.get(`${A}/accounts`))
    .json()
    .items.find((a: { code: string }) => a.code === "1000").id;
  const repairs = (await owner.get(`${A}/accounts`))
    .json()
    .items.find((a: { code: string }) => a.code === "5090").id;
  const res = await owner.post(`${A}/transactions`, {
    date: "2026-01-14",
    description: 'Fix "leaky" faucet, unit 2\nsecond line — café ✓',
    payee: "=HYPERLINK(1)",
    type: "expense",
    bankAccountId: bank,
    splits: [{ accountId: repairs, amount: "1,234.56" }],
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

type Tx = { date: string; description: string; payee: string | null; type: string; amountCents: number };
const FILTER = "from=2025-10-01&to=2026-01-31&sort=date&order=asc";

async function listed(filter = FILTER): Promise<Tx[]> {
  const out: Tx[] = [];
  for (let page = 1; ; page++) {
    const res = await owner.get(`${A}/transactions?${filter}&pageSize=200&page=${page}`);
    const body = res.json<{ items: Tx[]; total: number }>();
    out.push(...body.items);
    if (out.length >= body.total) return out;
  }
}

describe("transaction exports", () => {
  it("CSV: RFC 4180, same rows and totals as the list", async () => {
    const res = await owner.get(`${A}/transactions/export?format=csv&${FILTER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="transactions-2026-01-20\.csv"/);
    const rows = parseCsv(res.body);
    const [header, ...rest] = rows;
    expect(header).toEqual([
      "Date",
      "Type",
      "Description",
      "Payee",
      "Property",
      "Unit",
      "Category",
      "Account",
      "Reference",
      "Income",
      "Expense",
      "Transfer",
    ]);
    const body = rest.slice(0, -1);
    const totals = rest.at(-1)!;
    const items = await listed();
    expect(body.length).toBe(items.length);
    body.forEach((r, i) => {
      const t = items[i]!;
      expect(r[0]).toBe(t.date);
      expect(r[1]).toBe(t.type);
      expect(r[2]).toBe(t.description);
      const col = { income: 9, expense: 10, transfer: 11 }[t.type]!;
      expect(parseMoney(r[col]!)).toBe(t.amountCents);
    });
    const odd = body.find((r) => r[2]!.startsWith("Fix"))!;
    expect(odd[2]).toBe('Fix "leaky" faucet, unit 2\nsecond line — café ✓');
    expect(odd[3]).toBe("'=HYPERLINK(1)");
    expect(odd[10]).toBe("1234.56");
    const sum = (type: string) => items.filter((t) => t.type === type).reduce((s, t) => s + t.amountCents, 0);
    expect(totals[0]).toBe("Total");
    expect(totals.slice(9)).toEqual([
      centsToDecimal(sum("income")),
      centsToDecimal(sum("expense")),
      centsToDecimal(sum("transfer")),
    ]);
  });

  it("XLSX: money as numbers with a currency format and a totals row", async () => {
    const res = await owner.get(`${A}/transactions/export?format=xlsx&${FILTER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const items = await listed();
    expect(ws.rowCount).toBe(items.length + 2);
    expect(ws.getRow(1).getCell(3).value).toBe("Description");
    items.forEach((t, i) => {
      const row = ws.getRow(i + 2);
      expect((row.getCell(1).value as Date).toISOString().slice(0, 10)).toBe(t.date);
      expect(row.getCell(3).value).toBe(t.description);
      const col = { income: 10, expense: 11, transfer: 12 }[t.type]!;
      expect(Math.round((row.getCell(col).value as number) * 100)).toBe(t.amountCents);
      expect(row.getCell(col).numFmt).toContain("#,##0.00");
    });
    const total = ws.getRow(items.length + 2);
    expect(total.getCell(1).value).toBe("Total");
    const cell = total.getCell(10).value as { formula: string; result: number };
    expect(cell.formula).toBe(`SUM(J2:J${items.length + 1})`);
    const income = items.filter((t) => t.type === "income").reduce((s, t) => s + t.amountCents, 0);
    expect(Math.round(cell.result * 100)).toBe(income);
  });

  it("PDF: paginated, with the rows, formatted money and totals", async () => {
    const res = await owner.get(`${A}/transactions/export?format=pdf&${FILTER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    // Untouched objects around the streams stay parseable text: the file is a real PDF.
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    const items = await listed();
    expect(text).toContain("Transactions");
    expect(text).toContain("Description");
    const pages = text.filter((t) => /^Page \d+ of \d+$/.test(t));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
    for (const t of items.slice(0, 40)) expect(text).toContain(formatMoney(t.amountCents));
    expect(text).toContain("$1,234.56");
    expect(text).toContain("Total");
    const income = items.filter((t) => t.type === "income").reduce((s, t) => s + t.amountCents, 0);
    expect(text).toContain(formatMoney(income));
  });
});

describe("ledger and properties exports", () => {
  it("ledger CSV matches the ledger endpoint, with opening balance and running balance", async () => {
    const bank = (await owner.get(`${A}/accounts`))
      .json()
      .items.find((a: { code: string }) => a.code === "1000").id;
    const qs = `accountId=${bank}&from=2025-12-01&to=2026-01-31`;
    const lg = (await owner.get(`${A}/ledger?${qs}&pageSize=500`)).json();
    const rows = parseCsv((await owner.get(`${A}/ledger/export?format=csv&${qs}`)).body);
    expect(rows[0]).toEqual([
      "Date",
      "Account",
      "Description",
      "Payee",
      "Property",
      "Reference",
      "Debit",
      "Credit",
      "Balance",
    ]);
    expect(rows[1]!.slice(2)).toEqual([
      "Opening balance",
      "",
      "",
      "",
      "",
      "",
      centsToDecimal(lg.openingBalanceCents),
    ]);
    const body = rows.slice(2, -1);
    expect(body.length).toBe(lg.items.length);
    body.forEach((r, i) => {
      expect(parseMoney(r[8]!)).toBe(lg.items[i].balanceCents);
    });
    expect(rows.at(-1)!.slice(6)).toEqual([
      centsToDecimal(lg.totals.debitCents),
      centsToDecimal(lg.totals.creditCents),
      centsToDecimal(lg.closingBalanceCents),
    ]);
    const xlsx = await owner.get(`${A}/ledger/export?format=xlsx&${qs}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(lg.items.length + 3);
    const pdf = pdfText((await owner.get(`${A}/ledger/export?format=pdf&${qs}`)).rawPayload);
    expect(pdf).toContain(formatMoney(lg.closingBalanceCents));
    expect(pdf).toContain("Opening balance");
  });

  it("properties in all three formats", async () => {
    const list = (await owner.get(`${A}/properties?pageSize=200`)).json();
    const rows = parseCsv((await owner.get(`${A}/properties/export?format=csv`)).body);
    expect(rows.length).toBe(list.total + 2);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(list.items.map((p: { name: string }) => p.name));
    const units = list.items.reduce((s: number, p: { unitCount: number }) => s + p.unitCount, 0);
    expect(rows.at(-1)![6]).toBe(String(units));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await owner.get(`${A}/properties/export?format=xlsx`)).rawPayload as unknown as ArrayBuffer,
    );
    expect(wb.worksheets[0]!.getRow(2).getCell(1).value).toBe(list.items[0].name);
    const pdf = pdfText((await owner.get(`${A}/properties/export?format=pdf`)).rawPayload);
    for (const p of list.items) expect(pdf.some((t) => t.startsWith(p.name.slice(0, 10)))).toBe(true);
  });

  it("rejects a bad format and answers an empty file for no rows", async () => {
    expect((await owner.get(`${A}/transactions/export?format=docx`)).statusCode).toBe(400);
    const empty = await owner.get(`${A}/transactions/export?format=csv&from=1990-01-01&to=1990-01-02`);
    expect(parseCsv(empty.body)).toHaveLength(2);
    const pdf = pdfText(
      (await owner.get(`${A}/transactions/export?format=pdf&from=1990-01-01&to=1990-01-02`)).rawPayload,
    );
    expect(pdf).toContain("No rows match these filters.");
  });

  it("CSV encoder quotes per RFC 4180", () => {
    const t: ExportTable = {
      title: "t",
      subtitle: "",
      fileName: "t",
      columns: [
        { header: "a,b", kind: "text", width: 1 },
        { header: "m", kind: "money", width: 1 },
      ],
      rows: [
        ['say "hi"', -5],
        ["line\r\nbreak", null],
      ],
      totals: null,
    };
    expect(toCsv(t)).toBe('\uFEFF"a,b",m\r\n"say ""hi""",-0.05\r\n"line\r\nbreak",\r\n');
    // Totals go under the column they name; "Total" heads the row.
    expect(toCsv({ ...t, rows: [], totals: { m: 120 } })).toBe('\uFEFF"a,b",m\r\nTotal,1.20\r\n');
    expect(() => toCsv({ ...t, totals: { mm: 1 } })).toThrow("Export totals name no column: mm");
  });
});
