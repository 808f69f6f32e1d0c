// Accrual books seen on either basis, on PGlite and PostgreSQL: a lease on accrual books charged
// in March and paid in April shows the rent in March on the accrual basis and in April on the cash
// basis, money paid ahead is income when received on the cash basis, receivables and Prepaid Rent
// never reach a cash balance sheet, and every view still reconciles with the journal.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceSheetQuery,
  cashFlowQuery,
  ownerStatementQuery,
  profitAndLossQuery,
  type Statement,
} from "../../shared/reports";
import { scheduleEQuery } from "../../shared/schedule-e";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { createLease } from "../leasing/lease-create";
import { recordPayment } from "../leasing/payment-record";
import { setBooksBasis } from "../leasing/settings";
import { type LeasingFixture, leaseInput, leasingFixture } from "../leasing/test-support";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { balanceSheet } from "./balance-sheet";
import { cashFlow } from "./cash-flow";
import { ownerStatement } from "./owner-statement";
import { profitAndLoss } from "./profit-and-loss";
import { scheduleE } from "./schedule-e";

const TODAY = "2025-12-31";
let database: Database;
let f: LeasingFixture;

beforeAll(async () => {
  database = await testDatabase();
  f = await leasingFixture(database.db, "2025-03-10");
  await setBooksBasis(f.ctx, f.orgId, "accrual");
  // The first month is charged when the lease is created: Dr Rent Receivable / Cr Rental Income.
  const lease = await createLease(
    f.ctx,
    f.orgId,
    leaseInput(f, { startDate: "2025-03-01", rentCents: 100_000 }),
  );
  const payment = { method: "check" as const, reference: null };
  await recordPayment(f.ctx, f.orgId, lease.id, { ...payment, date: "2025-04-04", amountCents: 100_000 });
  // Nothing is open: accrual books owe it back as Prepaid Rent until the next charge.
  await recordPayment(f.ctx, f.orgId, lease.id, { ...payment, date: "2025-04-20", amountCents: 30_000 });
});
afterAll(closeTestDatabase);

const row = (st: Statement, label: string) => st.rows.find((r) => r.label === label)?.values ?? null;
const codes = (st: Statement) => st.rows.flatMap((r) => (r.code ? [r.code] : []));

const pnlByMonth = (basis: "cash" | "accrual") =>
  profitAndLoss(
    database.db,
    f.orgId,
    profitAndLossQuery.parse({
      period: "custom",
      from: "2025-03-01",
      to: "2025-04-30",
      columns: "month",
      basis,
    }),
    TODAY,
  );

/** Credits − debits of the journal's lines on accounts of `types` (or one account code) in a range. */
async function journal(from: string, to: string, where: ReturnType<typeof sql>): Promise<number> {
  const [r] = rowsOf<{ n: string }>(
    await database.db.execute(sql`
      select coalesce(sum(jl.credit_cents - jl.debit_cents), 0) as n
        from journal_lines jl join accounts a on a.id = jl.account_id
       where jl.organization_id = ${f.orgId} and jl.date between ${from} and ${to} and ${where}`),
  );
  return Number(r!.n);
}

describe("profit and loss", () => {
  it("shows rent charged in March and paid in April in March on accrual and April on cash", async () => {
    const accrual = await pnlByMonth("accrual");
    expect(accrual.basis).toBe("Accrual");
    expect(accrual.columns.map((c) => c.key)).toEqual(["2025-03", "2025-04", "total"]);
    expect(row(accrual, "4000 Rental Income")).toEqual([100_000, 0, 100_000]);
    const cash = await pnlByMonth("cash");
    expect(cash.basis).toBe("Cash");
    // April: the March rent paid on the 4th and the 30 000 paid ahead on the 20th.
    expect(row(cash, "4000 Rental Income")).toEqual([0, 130_000, 130_000]);
    expect(cash.checks).toEqual([]);
  });

  it("reconciles with the journal: accrual with income as posted, cash with the money received", async () => {
    const income = sql`a.type = 'income'`;
    const accrual = await pnlByMonth("accrual");
    expect(row(accrual, "Total income")![2]).toBe(await journal("2025-03-01", "2025-04-30", income));
    const cash = await pnlByMonth("cash");
    const bank = sql`a.code = '1000'`;
    expect(row(cash, "Total income")![2]).toBe(-(await journal("2025-03-01", "2025-04-30", bank)));
  });

  it("takes the organization's books basis when none is asked for", async () => {
    const st = await profitAndLoss(
      database.db,
      f.orgId,
      profitAndLossQuery.parse({ date: "2025-03-01" }),
      TODAY,
    );
    expect([st.basis, row(st, "Total income")]).toEqual(["Accrual", [100_000]]);
    const owner = await ownerStatement(
      database.db,
      f.orgId,
      ownerStatementQuery.parse({
        date: "2025-03-01",
        period: "month",
        propertyId: f.propertyId,
        basis: "cash",
      }),
      TODAY,
    );
    expect([owner.basis, row(owner, "Net to owner")]).toEqual(["Cash", [0]]);
  });
});

describe("balance sheet and cash flow", () => {
  const sheet = (asOf: string, basis: "cash" | "accrual") =>
    balanceSheet(database.db, f.orgId, balanceSheetQuery.parse({ asOf, basis }), TODAY);

  it("keeps receivables and Prepaid Rent off the cash balance sheet, balanced on both bases", async () => {
    const march = await sheet("2025-03-31", "accrual");
    expect(codes(march)).toContain("1100");
    expect(row(march, "Total assets")).toEqual([100_000]);
    const marchCash = await sheet("2025-03-31", "cash");
    expect(codes(marchCash)).not.toContain("1100");
    expect(row(marchCash, "Total assets")).toEqual([0]);
    const april = await sheet("2025-04-30", "accrual");
    expect(codes(april)).toContain("2150");
    expect(row(april, "Total liabilities")).toEqual([30_000]);
    const aprilCash = await sheet("2025-04-30", "cash");
    expect(codes(aprilCash)).toEqual(["1000"]);
    expect(row(aprilCash, "Total assets")).toEqual([130_000]);
    expect(row(aprilCash, "Total liabilities and equity")).toEqual([130_000]);
    for (const st of [march, marchCash, april, aprilCash]) expect(st.checks[0]!.ok, st.basis).toBe(true);
  });

  it("classifies the money received as rent on the cash basis; the change in cash is the same", async () => {
    const flow = (basis: "cash" | "accrual") =>
      cashFlow(
        database.db,
        f.orgId,
        cashFlowQuery.parse({ date: "2025-04-01", period: "month", basis }),
        TODAY,
      );
    const cash = await flow("cash");
    expect(codes(cash)).toEqual(["4000"]);
    expect(row(cash, "Net change in cash")).toEqual([130_000]);
    const accrual = await flow("accrual");
    expect(codes(accrual)).toEqual(["1100", "2150"]);
    expect(row(accrual, "Net change in cash")).toEqual([130_000]);
    expect([cash.checks[0]!.ok, accrual.checks[0]!.ok]).toEqual([true, true]);
  });
});

describe("Schedule E", () => {
  it("reports the rents received on the cash basis and the rents charged on accrual", async () => {
    const form = (basis?: "cash" | "accrual") =>
      scheduleE(database.db, f.orgId, scheduleEQuery.parse({ year: "2025", basis }));
    const cash = await form("cash");
    expect([cash.basis, cash.properties[0]!.lines["3"]]).toEqual(["Cash", 130_000]);
    const accrual = await form();
    expect([accrual.basis, accrual.properties[0]!.lines["3"]]).toEqual(["Accrual", 100_000]);
  });
});
