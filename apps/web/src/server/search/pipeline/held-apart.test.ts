// Money that is not income or an expense: a security deposit received or returned, a loan payment's
// principal. Totals of what came in or went out say how much of them it was; a net figure leaves it
// out and matches the profit and loss report. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody, transactionBody, unitCreateBody } from "../../../shared/accounting";
import { profitAndLossQuery, type Statement } from "../../../shared/reports";
import { rowsOf } from "../../db/sql-helpers";
import { postEntry } from "../../leasing/books";
import { profitAndLoss } from "../../reports/profit-and-loss";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
let place: string;

const TODAY = "2026-01-15";

beforeAll(async () => {
  books = await openTestBooks("Held", new Date(`${TODAY}T12:00:00Z`), { seed: 15, properties: 3, years: 1 });
  place = (
    await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Ostrander Court", type: "single_family", city: "Ames", state: "IA" }),
    )
  ).id;
  const on = (date: string, description: string, code: string, cents: number, type: "income" | "expense") =>
    books.record(description, code, { date, propertyId: place, cents, type });
  await on("2025-03-01", "Rent March", "4000", 150_000, "income");
  await books.record("Security deposit return - Ned Vail", "2100", {
    date: "2025-05-02",
    propertyId: place,
    cents: 90_000,
    type: "transfer",
  });
  await on("2025-06-09", "Furnace repair", "5090", 43_210, "expense");
  const accounts = new Map(
    rowsOf<{ id: string; code: string }>(
      await books.db.execute(sql`select id, code from accounts where organization_id = ${books.org}`),
    ).map((a) => [a.code, a.id]),
  );
  // Received as the leasing module posts a lease's deposit: income-type, booked to the liability.
  const unit = await books.svc.createUnit(books.org, place, unitCreateBody.parse({ name: "Unit 1" }));
  await postEntry(
    books.db,
    books.org,
    {
      date: "2025-03-01",
      description: "Security deposit - Mara Quist",
      type: "income",
      propertyId: place,
      unitId: unit.id,
      lines: [
        { accountId: accounts.get("1000")!, debit: 150_000, credit: 0 },
        { accountId: accounts.get("2100")!, debit: 0, credit: 150_000 },
      ],
    },
    new Date(`${TODAY}T12:00:00Z`),
  );
  // One payment to the lender: interest is an expense, principal pays the loan down.
  await books.svc.createTransaction(
    books.org,
    transactionBody.parse({
      date: "2025-07-01",
      description: "Mortgage payment July",
      type: "expense",
      propertyId: place,
      bankAccountId: accounts.get("1000"),
      splits: [
        { accountId: accounts.get("5070"), amountCents: 60_000 },
        { accountId: accounts.get("2500"), amountCents: 30_000 },
      ],
    }),
  );
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

/** The profit and loss report's net income for 2025, in cents (of one property, or of all). */
async function reportedNet(propertyId?: string): Promise<number> {
  const query = profitAndLossQuery.parse({
    period: "custom",
    from: "2025-01-01",
    to: "2025-12-31",
    propertyId,
  });
  const statement: Statement = await profitAndLoss(books.db, books.org, query, TODAY);
  return statement.rows.find((r) => r.label === "Net income")!.values[0]!;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("a loan's interest and its payments", () => {
  it("the mortgage “in 2025” is its payments that year: “in” typed whole is no “interest” cut short", async () => {
    const payments = await books.search("Ostrander Court mortgage in 2025");
    expect(payments.answer.response).toMatch(
      /^You spent \$900\.00 on mortgage payments at Ostrander Court in 2025/,
    );
  });

  it("interest on the mortgage is the payments' interest alone, not the principal besides", async () => {
    const interest = await books.search("interest on the mortgage at Ostrander Court in 2025");
    expect(interest.answer.response).toMatch(
      /^You spent \$600\.00 on mortgage interest .* in 2025 across 1 /,
    );
  });
});

describe("totals that hold money which is not income or an expense", () => {
  it("money received says how much of it was a security deposit and what the income was", async () => {
    const { answer } = await books.search("income at Ostrander Court in 2025");
    expect(answer.response).toMatch(
      /^You received \$3,000\.00 at Ostrander Court in 2025 across 2 transactions .*, of which \$1,500\.00 is security deposits received, not income, so income was \$1,500\.00;/,
    );
    // Both rows are still listed: the deposit was received.
    expect(answer.internalData.transactions).toHaveLength(2);
  });

  it("money spent says how much was loan principal", async () => {
    const { answer } = await books.search("expenses at Ostrander Court in 2025");
    expect(answer.response).toMatch(
      /^You spent \$1,332\.10 .*, of which \$300\.00 is loan principal, not expenses, so expenses were \$1,032\.10;/,
    );
  });

  it("a net figure leaves them out and matches the profit and loss report", async () => {
    const { answer } = await books.search("net income at Ostrander Court in 2025");
    const net = await reportedNet(place);
    expect(net).toBe(46_790);
    expect(answer.response).toMatch(
      new RegExp(
        `^Net \\${dollars(net)}: income \\$1,500\\.00 less expenses \\$1,032\\.10, leaving out security deposits received and loan principal \\(cash flow \\$1,667\\.90\\)\\. `,
      ),
    );
  });

  it("a monthly average is of the income itself", async () => {
    const { answer } = await books.search("average monthly income at Ostrander Court in 2025");
    expect(answer.response).toMatch(/^Monthly average income \$1,500\.00 over 1 month\. /);
  });

  it("so is an average per transaction: a deposit received is no income transaction", async () => {
    const { answer } = await books.search("average income at Ostrander Court in 2025");
    expect(answer.response).toMatch(/^Average income \$1,500\.00 across 1 transaction\. /);
    // Loan principal leaves the payment's interest an expense transaction still.
    const spent = await books.search("average expense at Ostrander Court in 2025");
    expect(spent.answer.response).toMatch(/^Average expense \$516\.05 across 2 transactions\. /);
  });

  it("a list of both kinds says what of them all is not income or expenses", async () => {
    const { answer } = await books.search("Ostrander Court 2025");
    expect(answer.response).toMatch(
      /^Found 5 transactions at Ostrander Court in 2025: .*\); of these, \$1,500\.00 is security deposits received and \$300\.00 loan principal, not income or expenses;/,
    );
  });

  it("the portfolio's profit for a year is the report's net income", async () => {
    const { answer } = await books.search("profit in 2025");
    expect(answer.response.startsWith(`Net ${dollars(await reportedNet())}: `)).toBe(true);
  });

  it("cash flow counts them: money in less money out", async () => {
    const { answer } = await books.search("cash flow at Ostrander Court in 2025");
    expect(answer.response).toMatch(
      /^Cash flow \$1,667\.90: money in \$3,000\.00 less money out \$1,332\.10, including security deposits received and loan principal \(net income \$467\.90\)\. /,
    );
  });

  it("rankings and breakdowns sum income and expenses the same way", async () => {
    const ranked = (await books.search("most profitable property in 2025")).answer.response;
    expect(ranked).toMatch(
      /^Properties by net \(income less expenses\), largest first: .*Ostrander Court \$467\.90 /,
    );
    const split = (await books.search("expenses by month at Ostrander Court in 2025")).answer.response;
    expect(split).toMatch(
      /^By month: Jun 2025 \$432\.10 \(1 transaction\); Jul 2025 \$600\.00 \(1 transaction\)\./,
    );
  });

  it("asked for deposits by name, the total is theirs and nothing is set apart", async () => {
    const { answer } = await books.search("security deposits at Ostrander Court");
    expect(answer.response).not.toMatch(/not income|not expenses/);
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual([
      "Security deposit return - Ned Vail",
      "Security deposit - Mara Quist",
    ]);
  });

  it("received or returned, the deposits that went that way", async () => {
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.description);
    expect(await listed("security deposits received at Ostrander Court")).toEqual([
      "Security deposit - Mara Quist",
    ]);
    expect(await listed("security deposits collected at ostrander court in 2025")).toEqual([
      "Security deposit - Mara Quist",
    ]);
    // Still so when who paid them is said: the new tenants are whom deposits come from.
    const fromNew = (await books.search("security deposits collected from new tenants at Ostrander Court"))
      .answer;
    expect(fromNew.response).toMatch(/^You received \$1,500\.00 in security deposits at Ostrander Court/);
    expect(fromNew.internalData.transactions.map((t) => t.description)).toEqual([
      "Security deposit - Mara Quist",
    ]);
    // The refund's words are the row's own; the rest of its story may follow it.
    const refunded = (await books.search("security deposits refunded at Ostrander Court")).answer;
    expect(refunded.response).toMatch(
      /^Transfers at Ostrander Court on May 2, 2025 totalled \$900\.00 across 1 transaction/,
    );
    expect(refunded.internalData.transactions[0]?.description).toBe("Security deposit return - Ned Vail");
  });
});
