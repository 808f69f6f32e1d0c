// The lease's PDFs read back as text: the rent receipt of a payment, the tenant statement of a period
// and the deposit disposition letter; tenancy (404), missing disposition (404) and bad periods (400).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../clock";
import { pdfText } from "../test/documents";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";

const L = "/api/leasing";
/** A calendar day as YYYY-MM-DD: the PDFs print none. */
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let leaseId: string;
let paymentId: string;

const pdf = async (b: Browser, url: string) => {
  const res = await b.get(url);
  return { res, text: res.statusCode === 200 ? pdfText(res.rawPayload) : [] };
};

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 3, 20, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  await owner.signup();
  await other.signup();
  await owner.post("/api/accounting/accounts/apply-template");
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
  const t = (await owner.post(`${L}/tenants`, { name: "Rosa Diaz" })).json<{ id: string }>().id;
  const lease = await owner.post(`${L}/leases`, {
    unitId,
    tenantIds: [t],
    startDate: "2026-02-01",
    rentCents: 100_000,
    depositCents: 150_000,
  });
  leaseId = lease.json<{ id: string }>().id;
  const paid = await owner.post(`${L}/leases/${leaseId}/payments`, {
    date: "2026-03-03",
    amountCents: 230_000,
    method: "ach",
    reference: "TX-881",
  });
  paymentId = paid.json<{ id: string }>().id;
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

describe("lease documents", () => {
  it("a rent receipt names the payer, premises, amount, method and what it paid", async () => {
    const { res, text } = await pdf(owner, `${L}/payments/${paymentId}/receipt`);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="receipt-2026-03-03-/);
    expect(text).toEqual(
      expect.arrayContaining([
        "Rent receipt",
        "Rosa Diaz",
        "Elm Terrace · 3C, 12 Elm St, Springfield, IL, 62701",
        "$2,300.00",
        "Mar 3, 2026",
        "Bank transfer (ACH)",
        "TX-881",
        "Rent Feb 2026",
        "Rent Mar 2026",
        // Paid ahead on Mar 3, 2026; the charge job applied the $300 to April's rent since.
        "Rent Apr 2026",
        "$300.00",
        "Balance owed on the lease as of Apr 20, 2026: $700.00.",
        "Generated Apr 20, 2026 by PropLedger",
      ]),
    );
    // Dates read as the UI shows them; only the file name keeps YYYY-MM-DD.
    expect(text.join(" ")).not.toMatch(ISO_DAY);
  });

  it("a statement shows the period's entries between its opening and closing balances", async () => {
    const { text } = await pdf(owner, `${L}/leases/${leaseId}/statement?from=2026-03-01&to=2026-03-31`);
    expect(text).toEqual(
      expect.arrayContaining([
        "Tenant statement",
        "Mar 1, 2026 to Mar 31, 2026",
        "Rent Mar 2026",
        "Mar 3, 2026",
        "Payment (ach TX-881)",
        "Generated Apr 20, 2026 by PropLedger",
      ]),
    );
    expect(text.join(" ")).not.toMatch(ISO_DAY);
    // Opening: February's rent ($1,000) unpaid; March: +$1,000 rent, −$2,300 paid → −$300 (credit).
    const opening = text.indexOf("Opening balance");
    expect(text[opening + 1]).toBe("$1,000.00");
    const closing = text.indexOf("Closing balance");
    expect(text[closing + 1]).toBe("-$300.00");
    expect(text).not.toContain("Rent Feb 2026");
    expect(text.join(" ")).toContain("Mar 1, 2026 Opening balance");

    expect(
      (await owner.get(`${L}/leases/${leaseId}/statement?from=2026-04-01&to=2026-03-01`)).statusCode,
    ).toBe(400);
  });

  it("the deposit letter itemises deductions, the rent it paid and the amount returned", async () => {
    expect((await owner.get(`${L}/leases/${leaseId}/deposit-letter`)).statusCode).toBe(404);
    await owner.post(`${L}/leases/${leaseId}/end`, { moveOutDate: "2026-04-15" });
    const owed = (await owner.get(`${L}/leases/${leaseId}/ledger`)).json<{ balanceCents: number }>()
      .balanceCents;
    expect(owed).toBeGreaterThan(0);
    const disposed = await owner.post(`${L}/leases/${leaseId}/deposit-disposition`, {
      date: "2026-04-18",
      deductions: [
        { description: "Carpet cleaning", amountCents: 20_000 },
        { description: "Broken blind", amountCents: 5_500 },
      ],
      appliedCents: owed,
      returnedCents: 124_500 - owed,
    });
    expect(disposed.statusCode).toBe(201);
    const { text } = await pdf(owner, `${L}/leases/${leaseId}/deposit-letter`);
    expect(text).toEqual(
      expect.arrayContaining([
        "Security deposit disposition",
        "Apr 18, 2026",
        "To Rosa Diaz,",
        "$1,500.00",
        "Carpet cleaning",
        "$200.00",
        "Broken blind",
        "$55.00",
        "Total withheld",
        "$255.00",
        "Applied to unpaid rent and charges",
        dollars(owed),
        dollars(124_500 - owed),
      ]),
    );
    // The tenant owes nothing once the deposit paid the rest.
    expect(
      (await owner.get(`${L}/leases/${leaseId}/ledger`)).json<{ balanceCents: number }>().balanceCents,
    ).toBe(0);
    expect(text.join(" ")).toContain("which you moved out of on Apr 15, 2026");
    expect(text.join(" ")).not.toMatch(ISO_DAY);
  });

  it("another organization's payment or lease answers 404", async () => {
    expect((await other.get(`${L}/payments/${paymentId}/receipt`)).statusCode).toBe(404);
    expect((await other.get(`${L}/leases/${leaseId}/statement`)).statusCode).toBe(404);
    expect((await other.get(`${L}/leases/${leaseId}/deposit-letter`)).statusCode).toBe(404);
  });
});
