import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

/** Through the API: the rental chart, a property with one vacant unit, and the tenant who will sign. */
async function seed(page: Page) {
  const headers = { "X-CSRF-Token": await csrf(page.request) };
  await page.request.post("/api/accounting/accounts/apply-template", { headers });
  const property = await page.request.post("/api/accounting/properties", {
    headers,
    data: { name: "Aspen Court", type: "multi_family", units: [{ name: "Unit 1" }] },
  });
  expect(property.status()).toBe(201);
  const tenant = await page.request.post("/api/leasing/tenants", { headers, data: { name: "Nina Park" } });
  expect(tenant.status()).toBe(201);
  return { propertyId: ((await property.json()) as { id: string }).id };
}

const SIGNED_LEASE = path.join(import.meta.dirname, "files", "signed-lease.pdf");
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 7)}-01`;
/** In 45 days: the lease ends within the dashboard's 60-day window. */
const endDay = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
const monthLabel = new Date(`${monthStart}T00:00:00Z`).toLocaleString("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

test("a lease from the wizard to move-out: charge, signed lease upload, payment, receipt, deposit disposition", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const { propertyId } = await seed(page);

  // The vacant unit offers a new lease, which opens the wizard on that unit.
  await page.goto(`/properties/${propertyId}`);
  await pageReady(page, "Aspen Court");
  const unit = page.getByRole("list", { name: "Units" }).getByRole("listitem").first();
  await expect(unit).toContainText("Vacant");
  await unit.getByRole("link", { name: "New lease for Unit 1" }).click();
  await pageReady(page);
  await expect(page.getByLabel("Unit")).toHaveValue(/.+/);
  await page.getByLabel("Nina Park").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Start date").fill(monthStart);
  await page.getByLabel("End date").fill(endDay);
  await page.getByLabel("Monthly rent").fill("1500");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Security deposit").fill("1500");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Create lease" }).click();

  // The lease page: this month's rent is charged at once.
  await pageReady(page, "Aspen Court · Unit 1");
  const ledger = page.getByRole("table", { name: "Ledger" });
  await expect(ledger).toContainText(`Rent ${monthLabel}`);
  await expect(page.getByRole("heading", { name: /^Ledger · balance \$1,500\.00/ })).toBeVisible();

  // The signed lease goes with it, through the file picker, and downloads byte for byte.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload file" }).click();
  await (await chooser).setFiles(SIGNED_LEASE);
  const files = page.getByRole("table", { name: "Files uploaded to the lease" });
  await expect(files.getByRole("row").nth(1)).toContainText("signed-lease.pdf");
  const download = page.waitForEvent("download");
  await files.getByRole("link", { name: "Download signed-lease.pdf" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("signed-lease.pdf");
  expect(readFileSync((await saved.path())!).equals(readFileSync(SIGNED_LEASE))).toBe(true);

  await page.getByRole("button", { name: "Record payment" }).click();
  const payment = page.getByRole("dialog", { name: "Record payment" });
  await payment.getByLabel("Amount").fill("1,500.00");
  await payment.getByLabel("Date received").fill(today);
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole("heading", { name: /^Ledger · balance \$0\.00/ })).toBeVisible();

  // A bounced check: voiding it puts the rent back on the ledger; the tenant pays again.
  await page.getByRole("button", { name: /^Void payment of \$1,500\.00/ }).click();
  const confirm = page.getByRole("dialog", { name: "Void this payment?" });
  await confirm.getByRole("button", { name: "Void payment" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: /^Ledger · balance \$1,500\.00/ })).toBeVisible();
  await page.getByRole("button", { name: "Record payment" }).click();
  await payment.getByLabel("Amount").fill("1,500.00");
  await payment.getByLabel("Date received").fill(today);
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole("heading", { name: /^Ledger · balance \$0\.00/ })).toBeVisible();
  const receipt = page.getByRole("link", { name: /^Receipt for \$1,500\.00 paid/ });
  const receiptFile = await page.request.get((await receipt.getAttribute("href"))!);
  expect(receiptFile.headers()["content-type"]).toBe("application/pdf");

  // The dashboard's rent card: the month's rent is all collected, and the lease is listed as ending soon.
  const leaseUrl = new URL(page.url()).pathname;
  await page.goto("/dashboard");
  await pageReady(page, "Dashboard");
  const rentCard = page.locator("div[data-widget=rent]");
  await expect(rentCard.getByRole("meter", { name: "Rent collected this month" })).toHaveAttribute(
    "aria-valuetext",
    "100 % collected: $1,500.00 of $1,500.00",
  );
  await expect(rentCard).toContainText("All of this month's rent is collected.");
  await expect(rentCard).toContainText("Nothing is overdue past the grace period.");
  const ending = page.locator("div[data-widget=leasesEnding]");
  await expect(ending).toContainText("1 lease ends");
  await ending.getByRole("link", { name: "Nina Park" }).click();
  await pageReady(page, "Aspen Court · Unit 1");
  expect(new URL(page.url()).pathname).toBe(leaseUrl);

  // Move out today, then dispose of the deposit: $200 withheld, $1,300 returned.
  await page.getByRole("button", { name: "End lease" }).click();
  const end = page.getByRole("dialog", { name: "End lease" });
  await end.getByLabel("Move-out date").fill(today);
  await end.getByRole("button", { name: "End lease" }).click();
  await expect(end).toBeHidden();
  await page.getByRole("button", { name: "Deposit disposition" }).click();
  const disposition = page.getByRole("dialog", { name: "Deposit disposition" });
  await disposition.getByLabel("Date", { exact: true }).fill(today);
  await disposition.getByLabel("Deduction 1").fill("Carpet cleaning");
  await disposition.getByLabel("Amount").fill("200.00");
  await expect(disposition).toContainText("returned to the tenant $1,300.00");
  await disposition.getByRole("button", { name: "Record disposition" }).click();
  await expect(disposition).toBeHidden();
  const letter = page.getByRole("link", { name: /^Deposit disposition letter of/ });
  const letterFile = await page.request.get((await letter.getAttribute("href"))!);
  expect(letterFile.status()).toBe(200);

  // The unit follows the lease: vacant again.
  await page.goto(`/properties/${propertyId}`);
  await pageReady(page, "Aspen Court");
  await expect(page.getByRole("list", { name: "Units" }).getByRole("listitem").first()).toContainText(
    "Vacant",
  );
});
