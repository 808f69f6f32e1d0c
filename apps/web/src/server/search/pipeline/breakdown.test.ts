// "… by month", "… by property", "… by category": the matching rows' totals per group, before the
// usual totals. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const said = async (query: string) => (await books.search(query)).answer.response;

beforeAll(async () => {
  books = await openTestBooks("Breakdown", new Date("2026-10-15T12:00:00Z"), {
    seed: 31,
    properties: 2,
    years: 1,
  });
  const property = (name: string) =>
    books.svc.createProperty(books.org, propertyCreateBody.parse({ name, type: "single_family" }));
  const [elm, oak] = [await property("Elm Court House"), await property("Oak Hollow House")];
  const gutter = { propertyId: elm.id, payee: "Zephyr Gutters" };
  await books.record("Gutter cleaning", "5020", { ...gutter, date: "2026-07-02", cents: 10_000 });
  await books.record("Gutter cleaning", "5020", { ...gutter, date: "2026-07-20", cents: 15_000 });
  await books.record("Gutter repair", "5090", { ...gutter, date: "2026-09-05", cents: 40_000 });
  await books.record("Gutter cleaning", "5020", {
    propertyId: oak.id,
    payee: "Zephyr Gutters",
    date: "2026-09-09",
    cents: 12_000,
  });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("totals per group", () => {
  it("by month, in order, with how many rows each", async () => {
    expect(await said("zephyr expenses by month")).toMatch(
      /^By month: Jul 2026 \$250\.00 \(2 transactions\); Sep 2026 \$520\.00 \(2 transactions\)\. You spent \$770\.00 /,
    );
  });

  it("by property and by category, largest first", async () => {
    expect(await said("zephyr by property")).toMatch(
      /^By property: Elm Court House \$650\.00 \(3 transactions\); Oak Hollow House \$120\.00 \(1 transaction\)\. /,
    );
    expect(await said("zephyr gutters by category")).toMatch(
      /^By category: Repairs \$400\.00 \(1 transaction\); Cleaning and Maintenance \$370\.00 \(3 transactions\)\. /,
    );
  });

  it("“which category … the most” and “biggest … category” list the categories, largest first", async () => {
    const categories =
      /^By category: Repairs \$400\.00 \(1 transaction\); Cleaning and Maintenance \$370\.00 \(3 transactions\)\. /;
    expect(await said("which category did we spend the most on with zephyr")).toMatch(categories);
    expect(await said("biggest zephyr expense category")).toMatch(categories);
    expect(await said("top categories for zephyr gutters")).toMatch(categories);
    expect(await said("biggest zephyr expenses")).not.toMatch(/^By /);
  });

  it("“each month” of a period that holds several months lists them", async () => {
    expect(await said("what did we spend with zephyr each month this year")).toMatch(
      /^By month: Jul 2026 \$250\.00 \(2 transactions\); Sep 2026 \$520\.00 \(2 transactions\)\. /,
    );
    expect(await said("zephyr gutter cleaning per month in july 2026")).not.toMatch(/^By /);
  });

  it("“per month” is how often, and one group is no breakdown", async () => {
    expect(await said("zephyr gutter cleaning per month")).not.toMatch(/^By /);
    expect(await said("zephyr gutter repair by month")).not.toMatch(/^By /);
  });

  it("categories set against each other are each one's total (“repairs vs maintenance”)", async () => {
    const compared =
      /^By category: Repairs \$400\.00 \(1 transaction\); Cleaning and Maintenance \$370\.00 \(3 transactions\)\. /;
    expect(await said("zephyr repairs vs maintenance")).toMatch(compared);
    expect(await said("zephyr repairs compared to cleaning")).toMatch(compared);
    // Both together are one total.
    expect(await said("zephyr repairs and maintenance")).not.toMatch(/^By /);
  });
});
