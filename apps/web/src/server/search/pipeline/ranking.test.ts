// "Top … vendors", "who did we pay the most", "which property earns the most": payees or properties by
// their total, before the totals. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const said = async (query: string) => (await books.search(query)).answer.response;

beforeAll(async () => {
  books = await openTestBooks("Ranking", new Date("2026-01-15T12:00:00Z"), {
    seed: 17,
    properties: 3,
    years: 1,
  });
  const at = async (name: string) =>
    (
      await books.svc.createProperty(
        books.org,
        propertyCreateBody.parse({ name, type: "single_family", city: "Rutland", state: "VT" }),
      )
    ).id;
  const maple = await at("Maple Knoll House");
  const birch = await at("Birch Knoll House");
  const rent = (propertyId: string, cents: number) =>
    books.record("Rent", "4000", { propertyId, cents, type: "income", payee: "Tenant" });
  await rent(maple, 150_000);
  await rent(birch, 200_000);
  const repoint = (payee: string, propertyId: string, cents: number) =>
    books.record("Quoin repointing", "5090", { payee, propertyId, cents });
  await repoint("Alder Masonry", maple, 30_000);
  await repoint("Alder Masonry", maple, 30_000);
  await repoint("Cobble Masonry", birch, 180_000);
  // A lender is paid, but is no vendor; 2024, before the other rows.
  await books.record("Loan payment", "5070", {
    payee: "Granite Bank",
    propertyId: maple,
    cents: 500_000,
    date: "2024-06-01",
  });
  // Two tenants in New Hampshire, and a booking platform that pays more than either.
  const { id: elm } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Elm Knoll House",
      type: "multi_family",
      city: "Keene",
      state: "NH",
      units: [
        { name: "Up", tenant: { name: "Odalys Brandt", rentCents: 150_000 } },
        { name: "Down", tenant: { name: "Piet Marlow", rentCents: 100_000 } },
      ],
    }),
  );
  const paid = (payee: string, cents: number) =>
    books.record("Rent", "4000", { propertyId: elm, cents, type: "income", payee });
  await paid("Odalys Brandt", 150_000);
  await paid("Odalys Brandt", 150_000);
  await paid("Piet Marlow", 100_000);
  await paid("Staybnb", 900_000);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("payees and properties by their total", () => {
  it("“top … vendors” sums each payee's rows, largest first", async () => {
    expect(await said("top quoin repointing vendors")).toMatch(
      /^Vendors by expenses, largest first: 1\. Cobble Masonry \$1,800\.00 \(1 transaction\); 2\. Alder Masonry \$600\.00 \(2 transactions\)\. You spent \$2,400\.00 /,
    );
  });

  it("the lender is paid but no vendor", async () => {
    expect(await said("top vendors in vermont")).toMatch(
      /^Vendors by expenses, largest first: 1\. Cobble Masonry \$1,800\.00 \(1 transaction\); 2\. Alder Masonry \$600\.00 \(2 transactions\)\. /,
    );
    expect(await said("who did we pay the most in vermont")).toMatch(
      /^Payees by expenses, largest first: 1\. Granite Bank \$5,000\.00 \(1 transaction\); 2\. Cobble Masonry /,
    );
  });

  it("“which property earns the most” and “least profitable” rank the properties", async () => {
    expect(await said("which property in vermont earns the most")).toMatch(
      /^Properties by income, largest first: 1\. Birch Knoll House \$2,000\.00 \(1 transaction\); 2\. Maple Knoll House \$1,500\.00 \(1 transaction\)\. /,
    );
    // Birch: $2,000.00 − $1,800.00; Maple: $1,500.00 − $600.00.
    expect(await said("least profitable property in vermont in 2025")).toMatch(
      /^Properties by net \(income less expenses\), smallest first: 1\. Birch Knoll House \$200\.00 \(2 transactions\); 2\. Maple Knoll House \$900\.00 \(3 transactions\)\. /,
    );
  });

  it("a category asked about is the measure said (“which property had the most repairs”)", async () => {
    expect(await said("which property in vermont had the most repairs")).toMatch(
      /^Properties by repairs, largest first: 1\. Birch Knoll House \$1,800\.00 \(1 transaction\); 2\. Maple Knoll House \$600\.00 \(2 transactions\)\. /,
    );
  });

  it("“which month had the most expenses” ranks the months; “this month” is when, not which", async () => {
    const months = await said("which month had the most expenses");
    const top = /^Months by expenses, largest first: 1\. (\w{3}) (\d{4}) (\$[\d,]+\.\d\d) \(/.exec(months);
    expect(top, months).not.toBeNull();
    const [, month, year, total] = top!;
    const inThatMonth = await said(`expenses in ${month} ${year}`);
    // The month's expenses as the profit and loss report has them (loan principal left out).
    const spent = /^You spent (\$[\d,]+\.\d\d) in .*?(?:, so expenses were (\$[\d,]+\.\d\d))?;/.exec(
      inThatMonth,
    );
    expect(spent?.[2] ?? spent?.[1], inThatMonth).toBe(total);
    expect(await said("the most expensive repair this month")).not.toMatch(/^Months by/);
  });

  it("the largest rows at properties are still rows (“largest expenses at properties in vermont”)", async () => {
    expect(await said("largest expenses at properties in vermont")).toMatch(/^Your largest expenses /);
  });

  it("tenants are the payees who rent from us (“which tenant pays the most”)", async () => {
    expect(await said("which tenant in new hampshire pays the most")).toMatch(
      /^Tenants by income, largest first: 1\. Odalys Brandt \$3,000\.00 \(2 transactions\); 2\. Piet Marlow \$1,000\.00 \(1 transaction\)\. /,
    );
  });
});

describe("a kind of building asked about", () => {
  it("ranks the properties of that kind (“which cabin had the most repairs”), and their payees", async () => {
    const cabin = async (name: string) =>
      (await books.svc.createProperty(books.org, propertyCreateBody.parse({ name, type: "single_family" })))
        .id;
    const aska = await cabin("Aska Road Cabin");
    const fall = await cabin("Fall River Cabin");
    await books.record("Deck boards replaced", "5090", {
      payee: "Toccoa Decks",
      propertyId: aska,
      cents: 90_000,
    });
    await books.record("Hot tub pump", "5090", { payee: "Mountain Spa", propertyId: fall, cents: 40_000 });
    await books.renewVocabulary();
    expect(await said("which cabin had the most repairs")).toMatch(
      /^Properties by repairs, largest first: 1\. Aska Road Cabin \$900\.00 \(1 transaction\); 2\. Fall River Cabin \$400\.00 \(1 transaction\)\. /,
    );
    // Only the cabins' payees, though the lender and the masons were paid more elsewhere.
    expect(await said("who did we pay the most at the cabins")).toMatch(
      /^Payees by expenses, largest first: 1\. Toccoa Decks \$900\.00 \(1 transaction\); 2\. Mountain Spa \$400\.00 \(1 transaction\)\. /,
    );
  });
});
