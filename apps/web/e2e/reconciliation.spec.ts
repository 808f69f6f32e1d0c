import type { Page } from "@playwright/test";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

/** Through the API: the rental chart and three January entries on the operating account. */
async function seed(page: Page) {
  const headers = { "X-CSRF-Token": await csrf(page.request) };
  await page.request.post("/api/accounting/accounts/apply-template", { headers });
  const accounts = (await (await page.request.get("/api/accounting/accounts")).json()) as {
    items: { id: string; code: string }[];
  };
  const id = (code: string) => accounts.items.find((a) => a.code === code)!.id;
  const entries = [
    ["2026-01-02", "January rent, unit 1", "income", "4000", 1_250_00],
    ["2026-01-09", "Gutter cleaning", "expense", "5090", 180_00],
    ["2026-01-20", "Landscaping", "expense", "5090", 95_50],
  ] as const;
  for (const [date, description, type, category, cents] of entries) {
    const res = await page.request.post("/api/accounting/transactions", {
      headers,
      data: {
        date,
        description,
        type,
        bankAccountId: id("1000"),
        splits: [{ accountId: id(category), amountCents: cents }],
      },
    });
    expect(res.status()).toBe(201);
  }
  return { bankId: id("1000") };
}

test("a landlord reconciles January, finds the entry locked, and undoes the reconciliation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const { bankId } = await seed(page);
  await page.goto(`/bank-connections/accounts/${bankId}/reconcile`);
  await pageReady(page, /^Reconcile 1000 /);

  // The statement: the rent and the gutter cleaning cleared; the landscaping check had not.
  const form = page.getByRole("form", { name: "Statement" });
  await expect(form).toContainText("this account's first reconciliation");
  await form.getByLabel("Statement ending date").fill("2026-01-31");
  await form.getByLabel("Ending balance").fill("1,070.00");
  await form.getByRole("button", { name: "Start reconciling" }).click();

  const difference = page.getByRole("status").filter({ hasText: "balanced" });
  await expect(difference).toHaveText("$1,070.00 (not balanced)");
  const finish = page.getByRole("button", { name: "Finish reconciliation" });
  await expect(finish).toBeDisabled();
  // A tick shows once the server has it; a click landing while the list is redrawn is clicked again.
  const tick = async (name: RegExp) => {
    const box = page.getByRole("checkbox", { name });
    await expect(async () => {
      if (!(await box.isChecked())) await box.click();
      await expect(box).toBeChecked({ timeout: 1_000 });
    }).toPass();
  };
  await tick(/^Cleared: January rent, unit 1,/);
  await expect(difference).toHaveText("−$180.00 (not balanced)");
  await tick(/^Cleared: Gutter cleaning,/);
  await expect(difference).toHaveText("$0.00 (balanced)");
  await finish.click();

  const history = page.getByRole("table", { name: "Past reconciliations" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history).toContainText("Jan 31, 2026");
  await expect(page.getByRole("form", { name: "Statement" })).toContainText("Opening balance $1,070.00");

  // The reconciled entry is locked in the transactions list.
  await page.goto("/transactions");
  await pageReady(page, "Transactions");
  const rent = page.getByRole("row", { name: /January rent, unit 1/ });
  await expect(rent).toContainText("Reconciled");
  await expect(page.getByRole("row", { name: /Landscaping/ })).toContainText("Uncleared");
  await page.getByRole("button", { name: "Actions for January rent, unit 1" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const locked = page.getByRole("dialog", { name: "This transaction is reconciled" });
  await expect(locked).toContainText("unreconcile it first");
  await locked.getByRole("link", { name: "Open the reconcile page" }).click();

  // Undo: the entry is uncleared and editable again.
  await pageReady(page, /^Reconcile 1000 /);
  await page.getByRole("button", { name: /^Undo the reconciliation of Jan 31, 2026/ }).click();
  await page
    .getByRole("dialog", { name: "Undo this reconciliation?" })
    .getByRole("button", { name: "Undo reconciliation" })
    .click();
  await expect(page.getByText("This account has not been reconciled yet.")).toBeVisible();
  await page.goto("/transactions");
  await pageReady(page, "Transactions");
  await expect(page.getByRole("row", { name: /January rent, unit 1/ })).toContainText("Uncleared");
  await page.getByRole("button", { name: "Actions for January rent, unit 1" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit transaction" })).toBeVisible();
});
