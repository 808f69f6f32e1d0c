// The trial balance and the report builder on either basis, through the API on PGlite and
// PostgreSQL: accrual books with January's rent charged (100.00) and only 60.00 of it paid show the
// rent charged and the 40.00 still receivable on the accrual basis, the money received on the cash
// basis; debits equal credits on both, the books basis is the default, and the files name the basis.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuilderDefinitionInput } from "../../shared/report-builder";
import type { Statement } from "../../shared/reports";
import { FakeClock } from "../clock";
import { parseCsv, pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { R } from "./test-support";

const L = "/api/leasing";
let app: FastifyInstance;
let owner: Browser;

beforeAll(async () => {
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) }));
  owner = new Browser(app);
  await owner.signup();
  expect((await owner.post("/api/accounting/accounts/apply-template")).statusCode).toBe(200);
  expect((await owner.request("PUT", `${L}/settings`, { basis: "accrual" })).statusCode).toBe(200);
  const property = await owner.post("/api/accounting/properties", {
    name: "Elm Terrace",
    type: "multi_family",
    addressLine1: "12 Elm St",
    city: "Springfield",
    state: "IL",
    postalCode: "62701",
    units: [{ name: "3C" }],
  });
  const unitId = property.json<{ units: { id: string }[] }>().units[0]!.id;
  const tenant = (await owner.post(`${L}/tenants`, { name: "Rosa Diaz" })).json<{ id: string }>().id;
  // Accrual books charge January when the lease is created: Dr Rent Receivable / Cr Rental Income.
  const lease = await owner.post(`${L}/leases`, {
    unitId,
    tenantIds: [tenant],
    startDate: "2026-01-01",
    rentCents: 100_000,
  });
  expect(lease.statusCode, lease.body).toBe(201);
  const leaseId = lease.json<{ id: string }>().id;
  const paid = await owner.post(`${L}/leases/${leaseId}/payments`, {
    date: "2026-01-05",
    amountCents: 60_000,
  });
  expect(paid.statusCode, paid.body).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase();
});

const get = async (url: string) => {
  const res = await owner.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
};
const row = (st: Statement, label: string) => st.rows.find((x) => x.label === label)?.values ?? null;
const JANUARY = "period=month&date=2026-01-01";

describe("trial balance", () => {
  it("shows the rent charged and still receivable on accrual, the money received on cash", async () => {
    const accrual = await get(`${R}/trial-balance?${JANUARY}&basis=accrual`);
    expect(accrual.basis).toBe("Accrual");
    expect(row(accrual, "1000 Operating Bank Account")).toEqual([60_000, null]);
    expect(row(accrual, "1100 Rent Receivable")).toEqual([40_000, null]);
    expect(row(accrual, "4000 Rental Income")).toEqual([null, 100_000]);
    expect(row(accrual, "Total")).toEqual([100_000, 100_000]);
    const cash = await get(`${R}/trial-balance?${JANUARY}&basis=cash`);
    expect(cash.basis).toBe("Cash");
    expect(row(cash, "1100 Rent Receivable")).toBeNull();
    expect(row(cash, "4000 Rental Income")).toEqual([null, 60_000]);
    expect(row(cash, "Total")).toEqual([60_000, 60_000]);
    for (const st of [accrual, cash])
      expect(st.checks[0], st.basis).toEqual({ label: "Debits equal credits", ok: true });
  });

  it("takes the organization's books basis when none is asked for", async () => {
    const st = await get(`${R}/trial-balance?${JANUARY}`);
    expect([st.basis, row(st, "4000 Rental Income")]).toEqual(["Accrual", [null, 100_000]]);
  });
});

describe("report builder", () => {
  const income: BuilderDefinitionInput = { from: "2026-01-01", to: "2026-01-31", type: "income" };
  const run = async (definition: BuilderDefinitionInput) => {
    const res = await owner.post(`${R}/builder/run`, { definition });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statement>();
  };

  it("sums the rent charged on accrual and the rent received on cash; omitted, the books basis", async () => {
    const accrual = await run({ ...income, basis: "accrual" });
    expect([accrual.basis, row(accrual, "4000 Rental Income")]).toEqual(["Accrual", [100_000]]);
    const cash = await run({ ...income, basis: "cash" });
    expect([cash.basis, row(cash, "4000 Rental Income")]).toEqual(["Cash", [60_000]]);
    const count = await run({ ...income, basis: "cash", measure: "count" });
    expect(row(count, "4000 Rental Income")).toEqual([1]);
    expect((await run(income)).basis).toBe("Accrual");
    const link = await owner.get(
      `${R}/builder/run?d=${encodeURIComponent(JSON.stringify({ ...income, basis: "cash" }))}`,
    );
    expect(row(link.json<Statement>(), "Total")).toEqual([60_000]);
  });

  it("keeps a saved report's basis, and runs one saved without it on the books basis", async () => {
    const plain = await owner.post(`${R}/saved`, { name: "January income", definition: income });
    expect(plain.statusCode, plain.body).toBe(201);
    const old = plain.json<{ id: string; definition: { basis?: string } }>();
    expect(old.definition.basis).toBeUndefined();
    expect((await get(`${R}/saved/${old.id}/run`)).basis).toBe("Accrual");
    const cashSaved = await owner.post(`${R}/saved`, {
      name: "January income received",
      definition: { ...income, basis: "cash" },
    });
    const id = cashSaved.json<{ id: string }>().id;
    const st = await get(`${R}/saved/${id}/run`);
    expect([st.basis, row(st, "Total")]).toEqual(["Cash", [60_000]]);
  });
});

describe("files, validation and the API document", () => {
  it("documents the trial balance's basis and the builder definition's", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    }>();
    const tb = doc.paths[`${R}/trial-balance`]!.get!.parameters!.map((p) => p.name);
    expect(tb).toContain("basis");
    expect(JSON.stringify(doc.paths[`${R}/builder/run`]!.post!.requestBody)).toContain('"basis"');
  });

  it("names the basis in the CSV header and the PDF subtitle", async () => {
    const csv = await owner.get(`${R}/trial-balance?${JANUARY}&basis=cash&format=csv`);
    expect(parseCsv(csv.body)[0]?.[1]).toBe("Trial Balance (Cash basis)");
    const pdf = await owner.get(`${R}/trial-balance?${JANUARY}&basis=accrual&format=pdf`);
    expect(pdfText(pdf.rawPayload)).toContain("Accrual basis");
    const d = encodeURIComponent(JSON.stringify({ from: "2026-01-01", to: "2026-01-31", basis: "cash" }));
    const builderCsv = await owner.get(`${R}/builder/run?d=${d}&format=csv`);
    expect(parseCsv(builderCsv.body)[0]?.[1]).toBe("Net income by account (Cash basis)");
    const xlsx = await owner.get(`${R}/builder/run?d=${d}&format=xlsx`);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it("refuses a basis it does not know with 400 naming the field", async () => {
    const tb = await owner.get(`${R}/trial-balance?basis=Cash`);
    expect([tb.statusCode, tb.json().message]).toEqual([400, expect.stringContaining("basis:")]);
    const res = await owner.post(`${R}/builder/run`, {
      definition: { from: "2026-01-01", to: "2026-01-31", basis: "modified_cash" },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining("basis")]);
  });
});
