import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

/** A signed-up landlord with one property, Elm Court: $1,800 rent and $425 of repairs this year. */
async function elmCourtBooks(page: Page): Promise<number> {
  await signUpViaApi(page);
  const token = await csrf(page.request);
  const headers = { "x-csrf-token": token };
  const A = "/api/accounting";
  await page.request.post(`${A}/accounts/apply-template`, { headers });
  const accounts = (await (await page.request.get(`${A}/accounts`)).json()).items as {
    id: string;
    code: string;
  }[];
  const id = (code: string) => accounts.find((a) => a.code === code)!.id;
  const property = await page.request.post(`${A}/properties`, {
    headers,
    data: {
      name: "Elm Court",
      addressLine1: "3 Elm Court",
      city: "Austin",
      state: "TX",
      postalCode: "78701",
      type: "condo",
    },
  });
  const propertyId = (await property.json()).id as string;
  const year = new Date().getFullYear();
  for (const [account, type, cents] of [
    ["4000", "income", 180_000],
    ["5090", "expense", 42_500],
  ] as const) {
    const res = await page.request.post(`${A}/transactions`, {
      headers,
      data: {
        date: `${year}-01-02`,
        description: `${type} at Elm Court`,
        type,
        bankAccountId: id("1000"),
        propertyId,
        splits: [{ accountId: id(account), amountCents: cents }],
      },
    });
    expect(res.status()).toBe(201);
  }

  return year;
}

test("from /reports a landlord opens the profit and loss and downloads its PDF", async ({ page }) => {
  test.setTimeout(90_000);
  const year = await elmCourtBooks(page);
  await page.goto("/reports");
  await pageReady(page, "Reports");
  await page.getByRole("link", { name: "Profit and Loss" }).click();
  await expect(page).toHaveURL(/\/reports\/profit-and-loss$/);
  await pageReady(page, "Profit and Loss");
  const table = page.getByRole("region", { name: "Profit and Loss table" });
  await expect(table.getByRole("row", { name: /Net income/ })).toContainText("$1,375.00");
  await page.getByLabel("Columns").selectOption("property");
  await expect(table.getByRole("columnheader", { name: "Elm Court" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "PDF", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`profit-and-loss-${year}-01-01-${year}-12-31.pdf`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a landlord builds a report, saves it, opens it from /reports and downloads it; the AI builder reads a sentence", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await elmCourtBooks(page);
  await page.goto("/reports");
  await pageReady(page, "Reports");
  await page.getByRole("link", { name: "Build a report" }).click();
  await pageReady(page, "Reporting");
  await page.getByLabel("Rows").selectOption("property");
  await page.getByLabel("Chart").selectOption("bar");
  await page.getByRole("button", { name: "Run report" }).click();
  const table = page.getByRole("region", { name: "Net income by property table" });
  await expect(table.getByRole("row", { name: /Elm Court/ })).toContainText("$1,375.00");
  await expect(page.getByText("Bar chart of the table below")).toBeVisible();

  await page.getByRole("button", { name: "Save report" }).click();
  const dialog = page.getByRole("dialog", { name: "Save report" });
  await dialog.getByLabel("Name").fill("Elm Court net");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/reports\/dynamic-builder\?report=/);
  await pageReady(page, "Elm Court net");

  await page.goto("/reports");
  await page.getByRole("link", { name: "Elm Court net" }).click();
  await pageReady(page, "Elm Court net");
  await expect(page.getByLabel("Rows")).toHaveValue("property");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "PDF", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("net-income-by-property.pdf");
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await page.goto("/reports/ai-builder");
  await pageReady(page, "AI Report Builder");
  await page.getByLabel("Describe the report").fill("repairs by property this year");
  await page.getByRole("button", { name: "Build report" }).click();
  const reading = page.getByRole("region", { name: "What PropLedger understood" });
  await expect(reading).toContainText("Category: repairs");
  await expect(reading).toContainText("Rows: Property");
  const result = page.getByRole("region", { name: "Expenses by property table" });
  await expect(result.getByRole("row", { name: /Elm Court/ })).toContainText("$425.00");
});
