// Issue 7, "Done when": in the running app a user types five searches into the top bar and each
// answer is right against data created through the real API (dates computed from today, so the test
// never goes stale): figures in the AI Response, the related transactions and properties, a help
// article for the how-to, and a suggestion that leads to a useful new answer.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

interface Account {
  id: string;
  code: string;
  name: string;
}

interface Created {
  date: string;
  description: string;
  payee: string;
  type: "income" | "expense";
  cents: number;
  code: string;
  property: "oak" | "maple";
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The related-data list's format (the shell's formatAmount: no thousands separator). */
const listed$ = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const iso = (d: Date) => d.toISOString().slice(0, 10);

// Dates in UTC, like the server's ("last month" = the previous calendar month).
const today = new Date();
const year = today.getUTCFullYear();
const month = today.getUTCMonth();
const lastMonthStart = new Date(Date.UTC(year, month - 1, 1));
const lastMonthDay = (day: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(
    new Date(Date.UTC(lastMonthStart.getUTCFullYear(), lastMonthStart.getUTCMonth(), Math.min(day, last))),
  );
};
const twoMonthsAgo = iso(new Date(Date.UTC(year, month - 2, 10)));
const yearStart = `${year}-01-01`;
const todayIso = iso(today);

/** Everything the searches are checked against. */
const DATA: Created[] = [
  // Repairs last month: two at Oak Street (the answer), one elsewhere and one earlier (not in it).
  {
    date: lastMonthDay(5),
    description: "Plumber: kitchen leak",
    payee: "Ace Plumbing",
    type: "expense",
    cents: 31055,
    code: "5090",
    property: "oak",
  },
  {
    date: lastMonthDay(20),
    description: "Gutter repair",
    payee: "Handy Pros",
    type: "expense",
    cents: 18945,
    code: "5090",
    property: "oak",
  },
  {
    date: lastMonthDay(12),
    description: "Broken window",
    payee: "Glass Co",
    type: "expense",
    cents: 7500,
    code: "5090",
    property: "maple",
  },
  {
    date: twoMonthsAgo,
    description: "Roof patch",
    payee: "Roof Masters",
    type: "expense",
    cents: 99999,
    code: "5090",
    property: "oak",
  },
  // Rent received this year (and one last year, which is not).
  {
    date: yearStart,
    description: "Rent unit 1",
    payee: "Nora Tenant",
    type: "income",
    cents: 125000,
    code: "4000",
    property: "oak",
  },
  {
    date: todayIso,
    description: "Rent unit 2",
    payee: "Liam Tenant",
    type: "income",
    cents: 132500,
    code: "4000",
    property: "oak",
  },
  {
    date: yearStart,
    description: "Rent Maple house",
    payee: "Ava Tenant",
    type: "income",
    cents: 98000,
    code: "4000",
    property: "maple",
  },
  {
    date: `${year - 1}-12-15`,
    description: "Rent unit 1",
    payee: "Nora Tenant",
    type: "income",
    cents: 125000,
    code: "4000",
    property: "oak",
  },
  // Several expenses in 2025 with a clear largest.
  {
    date: "2025-03-10",
    description: "Annual insurance premium",
    payee: "State Farm",
    type: "expense",
    cents: 240000,
    code: "5040",
    property: "oak",
  },
  {
    date: "2025-04-15",
    description: "Property tax first half",
    payee: "County Tax Collector",
    type: "expense",
    cents: 180000,
    code: "5110",
    property: "maple",
  },
  {
    date: "2025-06-02",
    description: "Water heater repair",
    payee: "Handy Pros",
    type: "expense",
    cents: 42000,
    code: "5090",
    property: "oak",
  },
  {
    date: "2025-07-09",
    description: "Electric bill",
    payee: "Metro Electric",
    type: "expense",
    cents: 13025,
    code: "5120",
    property: "maple",
  },
  // A second insurance payment, this year, for the typo search.
  {
    date: yearStart,
    description: "Liability insurance",
    payee: "State Farm",
    type: "expense",
    cents: 60000,
    code: "5040",
    property: "maple",
  },
];

async function post(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const response = await request.post(url, { data, headers: { "X-CSRF-Token": await csrf(request) } });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

async function createData(page: Page): Promise<void> {
  const request = page.request;
  await post(request, "/api/accounting/accounts/apply-template", {});
  const accounts = ((await (await request.get("/api/accounting/accounts")).json()) as { items: Account[] })
    .items;
  const account = (code: string) => accounts.find((a) => a.code === code)!.id;
  const property = async (name: string, addressLine1: string) =>
    (
      (await post(request, "/api/accounting/properties", {
        name,
        addressLine1,
        city: "Springfield",
        state: "IL",
        type: "single_family",
      })) as { id: string }
    ).id;
  const ids = {
    oak: await property("Oak Street Duplex", "12 Oak Street"),
    maple: await property("Maple Avenue House", "40 Maple Avenue"),
  };
  for (const t of DATA) {
    await post(request, "/api/accounting/transactions", {
      date: t.date,
      description: t.description,
      payee: t.payee,
      type: t.type,
      bankAccountId: account("1000"),
      propertyId: ids[t.property],
      splits: [{ accountId: account(t.code), amountCents: t.cents, propertyId: ids[t.property] }],
    });
  }
}

/** The results card of `query`, once it is on screen. */
async function search(page: Page, query: string): Promise<Locator> {
  const box = page.getByPlaceholder("Search with AI... (Ctrl+K)");
  await box.fill(query);
  await box.press("Enter");
  return resultsFor(page, query);
}

async function resultsFor(page: Page, query: string): Promise<Locator> {
  const card = page.getByTestId("ai-search-results");
  await expect(card.locator("q")).toHaveText(query);
  return card;
}

const section = (card: Locator, heading: string) =>
  card.locator("section").filter({ has: card.page().getByRole("heading", { name: heading, exact: true }) });
const responseOf = (card: Locator) => section(card, "AI Response").locator("p");
const relatedData = (card: Locator) => section(card, "Related Data from Your System");
/** The items listed under the "Transactions" / "Properties" headings (not the "+N more..." line). */
const listed = (card: Locator, heading: "Transactions" | "Properties") =>
  relatedData(card)
    .getByRole("heading", { name: heading, exact: true })
    .locator("xpath=following-sibling::ul[1]/li")
    .filter({ hasNotText: /^\+\d+ more\.\.\.$/ });
const transactionRows = (card: Locator) => listed(card, "Transactions");
const propertyRows = (card: Locator) => listed(card, "Properties");
const suggestionButtons = (card: Locator) => section(card, "Suggested Searches").getByRole("button");

test("the issue's five searches are answered correctly from the user's own data", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await createData(page);
  await page.goto("/dashboard");
  await pageReady(page, "Dashboard");

  // 1. Repairs at Oak Street last month: the two Oak Street repairs of last month, nothing else.
  {
    const expected = DATA.filter(
      (t) =>
        t.code === "5090" && t.property === "oak" && t.date.slice(0, 7) === iso(lastMonthStart).slice(0, 7),
    );
    const total = expected.reduce((s, t) => s + t.cents, 0);
    const largest = expected.reduce((a, b) => (b.cents > a.cents ? b : a));
    const card = await search(page, "repairs at Oak Street last month");
    const response = responseOf(card);
    await expect(response).toContainText(`You spent ${usd(total)} on repairs at Oak Street`);
    await expect(response).toContainText(`across ${expected.length} transactions`);
    await expect(response).toContainText(`the largest was ${usd(largest.cents)} to ${largest.payee}`);
    await expect(transactionRows(card)).toHaveCount(expected.length);
    for (const t of expected) {
      await expect(transactionRows(card).filter({ hasText: t.description })).toContainText(listed$(t.cents));
    }
    await expect(transactionRows(card).filter({ hasText: "Broken window" })).toHaveCount(0);
    await expect(transactionRows(card).filter({ hasText: "Roof patch" })).toHaveCount(0);
    await expect(propertyRows(card).first()).toContainText("Oak Street Duplex");
    await expect(propertyRows(card).filter({ hasText: "Maple Avenue House" })).toHaveCount(0);

    // A suggestion leads to a new, useful answer: the largest of the same repairs.
    const next = suggestionButtons(card).filter({ hasText: /^largest repairs at Oak Street/ });
    await expect(next).toHaveCount(1);
    const suggestion = (await next.textContent())!;
    await next.click();
    const nextCard = await resultsFor(page, suggestion);
    await expect(responseOf(nextCard)).toContainText(`1. ${usd(largest.cents)} to ${largest.payee}`);
    await expect(transactionRows(nextCard).first()).toContainText(largest.description);
  }

  // 2. Rent received this year: every rent of this year, none of last year's.
  {
    const expected = DATA.filter((t) => t.code === "4000" && t.date.startsWith(`${year}-`));
    const total = expected.reduce((s, t) => s + t.cents, 0);
    const card = await search(page, "rent received this year");
    const response = responseOf(card);
    await expect(response).toContainText(`You received ${usd(total)} in rent`);
    await expect(response).toContainText(`across ${expected.length} transactions`);
    await expect(transactionRows(card)).toHaveCount(expected.length);
    for (const t of expected) {
      await expect(transactionRows(card).filter({ hasText: t.description }).first()).toContainText(
        listed$(t.cents),
      );
    }
    await expect(propertyRows(card).filter({ hasText: "Oak Street Duplex" })).toHaveCount(1);
    await expect(propertyRows(card).filter({ hasText: "Maple Avenue House" })).toHaveCount(1);
    // Each suggestion is a search in its own right (a period or category next to this one).
    await expect(suggestionButtons(card).first()).toBeVisible();
  }

  // 3. Largest expenses in 2025: ordered by amount, the clear largest first.
  {
    const expected = DATA.filter((t) => t.type === "expense" && t.date.startsWith("2025-")).sort(
      (a, b) => b.cents - a.cents,
    );
    const total = expected.reduce((s, t) => s + t.cents, 0);
    const card = await search(page, "largest expenses in 2025");
    const response = responseOf(card);
    await expect(response).toContainText(
      `Your largest expenses in 2025: 1. ${usd(expected[0]!.cents)} to ${expected[0]!.payee} (${expected[0]!.description}`,
    );
    await expect(response).toContainText(`2. ${usd(expected[1]!.cents)} to ${expected[1]!.payee}`);
    await expect(response).toContainText(`In all, ${expected.length} transactions: expenses ${usd(total)}`);
    const rows = transactionRows(card);
    await expect(rows.first()).toContainText(expected[0]!.description);
    await expect(rows.first()).toContainText(listed$(expected[0]!.cents));
    await expect(rows.nth(1)).toContainText(expected[1]!.description);
    await expect(rows.nth(2)).toContainText(expected[2]!.description);
    if (expected.length > 3) await expect(relatedData(card)).toContainText(`+${expected.length - 3} more...`);
  }

  // 4. A typo: "insurence" is read as insurance.
  {
    const expected = DATA.filter((t) => t.code === "5040").sort((a, b) => b.cents - a.cents);
    const total = expected.reduce((s, t) => s + t.cents, 0);
    const card = await search(page, "insurence");
    const response = responseOf(card);
    await expect(response).toContainText("Showing results for “insurance”.");
    await expect(response).toContainText(`You spent ${usd(total)} on insurance`);
    await expect(response).toContainText(`across ${expected.length} transactions`);
    await expect(response).toContainText(
      `the largest was ${usd(expected[0]!.cents)} to ${expected[0]!.payee}`,
    );
    await expect(transactionRows(card)).toHaveCount(expected.length);
    for (const t of expected)
      await expect(transactionRows(card).filter({ hasText: t.description })).toHaveCount(1);
    await expect(section(card, "Related Information")).toContainText("Insurance (account)");
  }

  // 5. A how-to question: the help centre's article on exports, and no internal data.
  {
    const card = await search(page, "how do I export to PDF");
    await expect(responseOf(card)).toContainText(/PDF/);
    const info = section(card, "Related Information").locator("li");
    const article = info.filter({ hasText: "Export data as CSV, XLSX or PDF" });
    await expect(article).toHaveCount(1);
    await expect(article).toContainText("general");
    await expect(article).toContainText(/Source: Help Center/);
    await expect(relatedData(card)).toHaveCount(0);
  }
});
