import { expect, pageReady, signUpViaApi, test } from "./fixtures";

test("a landlord adds a property, records income and an expense, and sees them everywhere", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);

  // Chart of accounts: the rental template (applied at sign-up, or here when it is not).
  await page.goto("/accounts");
  await pageReady(page, "Chart of Accounts");
  const apply = page.getByRole("button", { name: "Apply the rental chart of accounts" });
  if (await apply.isVisible()) await apply.click();
  await expect(page.getByRole("list", { name: "Income" }).getByText("Rental Income")).toBeVisible();
  await expect(page.getByRole("list", { name: "Expenses" }).getByText("Repairs")).toBeVisible();

  // A property with two units.
  await page.goto("/properties");
  await pageReady(page, "Properties");
  await page.getByRole("button", { name: "Add property" }).first().click();
  const propertyDialog = page.getByRole("dialog", { name: "Add property" });
  await propertyDialog.getByRole("button", { name: "Add property" }).click();
  await expect(propertyDialog.getByText("Name is required")).toBeVisible();
  await propertyDialog.getByLabel("Name").fill("Oak Street Duplex");
  await propertyDialog.getByLabel("Street address").fill("12 Oak Street");
  await propertyDialog.getByLabel("City").fill("Springfield");
  await propertyDialog.getByLabel("Type").selectOption("multi_family");
  await propertyDialog.getByLabel("Number of units").fill("2");
  await propertyDialog.getByRole("button", { name: "Add property" }).click();
  await expect(propertyDialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Oak Street Duplex" })).toBeVisible();

  // Income and an expense, both at the property.
  await page.goto("/transactions");
  await pageReady(page, "Transactions");
  const record = async (
    type: "income" | "expense",
    description: string,
    amount: string,
    category: RegExp,
  ) => {
    await page.getByRole("button", { name: "Record transaction" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Record transaction" });
    await dialog.getByLabel("Type").selectOption(type);
    await dialog.getByLabel("Amount ($)").fill(amount);
    await dialog.getByLabel("Description").fill(description);
    const categorySelect = dialog.getByLabel("Category");
    const value = await categorySelect
      .locator("option")
      .filter({ hasText: category })
      .first()
      .getAttribute("value");
    await categorySelect.selectOption(value!);
    const bank = dialog.getByLabel(type === "income" ? "Deposited to" : "Paid from");
    const bankValue = await bank
      .locator("option")
      .filter({ hasText: /Operating Bank/ })
      .first()
      .getAttribute("value");
    await bank.selectOption(bankValue!);
    await dialog.getByLabel("Property (optional)").selectOption({ label: "Oak Street Duplex" });
    await dialog.getByRole("button", { name: "Record transaction" }).click();
    await expect(dialog).toBeHidden();
  };
  await record("income", "March rent, unit 1", "1,250.00", /Rental Income/);
  await record("expense", "Plumber: kitchen leak", "310.55", /Repairs/);
  const table = page.getByRole("region", { name: "Transactions table" });
  await expect(table.getByRole("row", { name: /March rent, unit 1/ })).toContainText("$1,250.00");
  await expect(table.getByRole("row", { name: /Plumber: kitchen leak/ })).toContainText("−$310.55");

  // Exports of the current view open as real files.
  for (const [format, type] of [
    ["CSV", /text\/csv/],
    ["XLSX", /spreadsheetml/],
    ["PDF", /application\/pdf/],
  ] as const) {
    const href = await page.getByRole("link", { name: format, exact: true }).getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status(), `${format} export`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(type);
  }

  // T / L on this page.
  await page.locator("main h1").click();
  await page.keyboard.press("l");
  await expect(
    page.getByRole("list", { name: "Transactions" }).getByText("Plumber: kitchen leak"),
  ).toBeVisible();
  await page.keyboard.press("t");
  await expect(table).toBeVisible();

  // The ledger balances.
  await page.goto("/ledger");
  await pageReady(page, "General Ledger");
  const ledger = page.getByRole("region", { name: "General ledger table" });
  await expect(ledger.getByText("Plumber: kitchen leak").first()).toBeVisible();
  const totals = ledger.getByRole("row", { name: /Totals/ });
  await expect(totals).toContainText("$1,560.55");
  const cells = await totals.locator("td").allTextContents();
  expect(cells[0]).toBe(cells[1]);

  // The dashboard and the property page add up.
  await page.goto("/dashboard");
  await pageReady(page, "Dashboard");
  await expect(page.getByText("Income this month").locator("..")).toContainText("$1,250.00");
  await expect(page.getByText("Expenses this month").locator("..")).toContainText("$310.55");
  await expect(page.getByText("NOI this month").locator("..")).toContainText("$939.45");
  await expect(page.getByRole("heading", { name: "Financial health" })).toBeVisible();
  await page.getByRole("link", { name: "Oak Street Duplex" }).click();
  await pageReady(page, "Oak Street Duplex");
  await expect(page.getByText("Net operating income").locator("..")).toContainText("$939.45");
  await expect(page.getByRole("list", { name: "Units" }).getByRole("listitem")).toHaveCount(2);
});
