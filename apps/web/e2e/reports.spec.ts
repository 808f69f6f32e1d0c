import { readFileSync } from "node:fs";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

test("from /reports a landlord opens the profit and loss and downloads its PDF", async ({ page }) => {
  test.setTimeout(90_000);
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
