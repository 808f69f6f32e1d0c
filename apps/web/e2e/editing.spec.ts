import type { Page } from "@playwright/test";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

/** Through the API: the rental chart, one property with a unit, and one rent payment to correct. */
async function seed(page: Page) {
  const headers = { "X-CSRF-Token": await csrf(page.request) };
  await page.request.post("/api/accounting/accounts/apply-template", { headers });
  const accounts = (await (await page.request.get("/api/accounting/accounts")).json()) as {
    items: { id: string; code: string }[];
  };
  const id = (code: string) => accounts.items.find((a) => a.code === code)!.id;
  const property = await page.request.post("/api/accounting/properties", {
    headers,
    data: {
      name: "Elm Court",
      addressLine1: "3 Elm Court",
      city: "Salem",
      type: "multi_family",
      units: [{ name: "Unit 1" }],
    },
  });
  expect(property.status()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: string };
  const transaction = await page.request.post("/api/accounting/transactions", {
    headers,
    data: {
      date: "2026-03-01",
      description: "March rent, unit 1",
      type: "income",
      bankAccountId: id("1000"),
      propertyId,
      splits: [{ accountId: id("4000"), amountCents: 1_250_00, propertyId }],
    },
  });
  expect(transaction.status()).toBe(201);
  return { propertyId };
}

test("a landlord corrects a transaction into two splits, deletes it and undoes the delete", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await seed(page);
  await page.goto("/transactions");
  await pageReady(page, "Transactions");

  // Keyboard only: the row's menu, Edit.
  await page.getByRole("button", { name: "Actions for March rent, unit 1" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit transaction" });
  await dialog.getByLabel("Amount ($)", { exact: true }).fill("1,300.00");
  await dialog.getByRole("button", { name: "Add split" }).click();
  await dialog.getByLabel("Amount ($) of split 1").fill("1,250.00");
  const category2 = dialog.getByLabel("Category of split 2");
  const lateFees = await category2
    .locator("option")
    .filter({ hasText: /Late Fees/ })
    .getAttribute("value");
  await category2.selectOption(lateFees!);
  await dialog.getByLabel("Amount ($) of split 2").fill("40");
  await expect(dialog.getByRole("status")).toHaveText("Assigned $1,290.00 of $1,300.00 · $10.00 left");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("The splits add up to $1,290.00; the total is $1,300.00")).toBeVisible();
  await dialog.getByLabel("Amount ($) of split 2").fill("50");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole("region", { name: "Transactions table" })
    .getByRole("row", { name: /March rent, unit 1/ });
  await expect(row).toContainText("Rental Income, Late Fees");
  await expect(row).toContainText("$1,300.00");

  // Delete, then Undo: the entry is back with both splits.
  await page.getByRole("button", { name: "Actions for March rent, unit 1" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this transaction?" })
    .getByRole("button", { name: "Delete transaction" })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(row).toContainText("Rental Income, Late Fees");
  const list = (await (await page.request.get("/api/accounting/transactions")).json()) as {
    items: { description: string; amountCents: number; splits: unknown[] }[];
  };
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({ description: "March rent, unit 1", amountCents: 1_300_00 });
  expect(list.items[0]!.splits).toHaveLength(2);
});

test("a landlord edits a property in place, adds a unit, moves a tenant in, and cannot delete it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const { propertyId } = await seed(page);
  await page.goto(`/properties/${propertyId}`);
  await pageReady(page, "Elm Court");

  await page.getByRole("button", { name: "Edit details" }).click();
  const details = page.getByRole("form", { name: "Edit property" });
  await details.getByLabel("Name").fill("Elm Court Duplex");
  await details.getByLabel("ZIP code").fill("97301");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.locator("main h1")).toHaveText("Elm Court Duplex");
  await expect(page.getByText("3 Elm Court, Salem, 97301", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add unit" }).click();
  const unit = page.getByRole("form", { name: "Add unit" });
  await unit.getByLabel("Unit name").fill("Unit 2");
  await unit.getByLabel("Bedrooms").fill("3");
  await unit.getByLabel("Market rent ($/month)").fill("1,800");
  await unit.getByRole("button", { name: "Add unit" }).click();
  const units = page.getByRole("list", { name: "Units" });
  await expect(units.getByRole("listitem")).toHaveCount(2);
  await expect(units.getByRole("listitem").filter({ hasText: "Unit 2" })).toContainText(
    "3 bd · market $1,800.00",
  );

  await page.getByRole("button", { name: "Move in to Unit 2" }).click();
  const tenant = page.getByRole("form", { name: "Move in" });
  await tenant.getByLabel("Tenant name").fill("Grace Hopper");
  await tenant.getByLabel("Lease start").fill("2026-01-01");
  await tenant.getByRole("button", { name: "Move in" }).click();
  await expect(units.getByRole("listitem").filter({ hasText: "Unit 2" })).toContainText(
    "Grace Hopper · $1,800.00/month",
  );

  // Its transactions are listed here, and they keep it from being deleted.
  await expect(page.getByRole("table", { name: "Property transactions" })).toContainText(
    "March rent, unit 1",
  );
  await page.getByRole("button", { name: "Delete property" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Elm Court Duplex?" });
  await confirm.getByRole("button", { name: "Delete property" }).click();
  await expect(confirm.getByText(/has 1 transaction and cannot be deleted/)).toBeVisible();
});
