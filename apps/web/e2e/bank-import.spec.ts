import path from "node:path";
import { csrf, emailedLink, expect, newUser, pageReady, test } from "./fixtures";

const STATEMENT = path.join(import.meta.dirname, "files", "oak-checking.csv");

test("a landlord imports a CSV statement, reviews it, commits it and undoes it", async ({
  page,
  user: _user,
}) => {
  await page.request.post("/api/accounting/accounts/apply-template", {
    headers: { "X-CSRF-Token": await csrf(page.request) },
  });

  await page.goto("/bank-connections");
  await pageReady(page, "Bank Connections");
  const accounts = page.getByRole("table", { name: "Bank accounts" });
  await expect(accounts.getByRole("row", { name: /Operating Bank Account/ })).toContainText("Never");
  await page.getByRole("link", { name: "Import statement into Operating Bank Account" }).click();
  await pageReady(page, "Import a statement into Operating Bank Account");

  // Upload.
  await page.getByLabel("Statement file").setInputFiles(STATEMENT);
  await page.getByRole("button", { name: "Upload and read" }).click();

  // Map: the server's guess, with the detected date format, confirmed as it is.
  await expect(page.getByRole("heading", { name: "Map the columns of oak-checking.csv" })).toBeVisible();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue("0");
  await expect(page.getByLabel("Date format")).toHaveValue("MM/DD/YYYY");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("1");
  await page.getByRole("button", { name: "Continue to review" }).click();

  // Review: every row with its date and amount; one expense categorised, the bank fee left out.
  const rows = page.getByRole("table", { name: "Statement rows" }).getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(2)).toContainText("Mar 5, 2026");
  await expect(rows.nth(2)).toContainText("-$84.12");
  await page.getByLabel("Category for row 2").selectOption({ label: "5090 · Repairs" });
  await page.getByLabel("Import row 4: MONTHLY SERVICE FEE").uncheck();
  await expect(page.getByText("4 rows: 3 to import, 1 excluded")).toBeVisible();
  await page.getByRole("button", { name: "Commit 3 transactions" }).click();
  await expect(page.getByRole("heading", { name: "3 transactions imported" })).toBeVisible();

  // The imported rows are ordinary transactions now; the excluded one is not among them.
  await page.getByRole("link", { name: "View transactions" }).click();
  await pageReady(page, "Transactions");
  await expect(page.getByText("HOME DEPOT #4411").first()).toBeVisible();
  await expect(page.getByText("RENT OAK ST UNIT 1").first()).toBeVisible();
  await expect(page.getByText("MONTHLY SERVICE FEE")).toHaveCount(0);

  // Undo the whole import from the history.
  await page.goto("/bank-connections");
  await pageReady(page, "Bank Connections");
  const history = page.getByRole("table", { name: "Import history" });
  await expect(history.getByRole("row", { name: /oak-checking\.csv/ })).toContainText("Committed");
  await history.getByRole("button", { name: "Undo oak-checking.csv" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Undo import" }).click();
  await expect(history.getByRole("row", { name: /oak-checking\.csv/ })).toContainText("Undone");

  await page.goto("/transactions");
  await pageReady(page, "Transactions");
  await expect(page.getByRole("heading", { name: /No transactions/ })).toBeVisible();
  await expect(page.getByText("HOME DEPOT #4411")).toHaveCount(0);
});

test("a viewer sees the bank accounts and reconciliations but no control that changes the books", async ({
  page,
  browser,
  user: _user,
}) => {
  const token = await csrf(page.request);
  await page.request.post("/api/accounting/accounts/apply-template", { headers: { "X-CSRF-Token": token } });
  const viewer = newUser("viewer");
  const invited = await page.request.post("/api/invitations", {
    headers: { "X-CSRF-Token": token },
    data: { email: viewer.email, role: "viewer" },
  });
  expect(invited.status()).toBe(201);
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(await emailedLink(viewer.email, "/accept-invitation/"));
  await guest.getByLabel("First name").fill("Vera");
  await guest.getByLabel("Last name").fill("Viewer");
  await guest.getByLabel("Choose a password").fill(viewer.password);
  await guest.getByRole("button", { name: "Create account and join" }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);

  await guest.goto("/bank-connections");
  await pageReady(guest, "Bank Connections");
  const accounts = guest.getByRole("table", { name: "Bank accounts" });
  await expect(accounts.getByRole("row", { name: /Operating Bank Account/ })).toBeVisible();
  await expect(guest.getByText(/Your role is view-only/).first()).toBeVisible();
  await expect(guest.getByRole("link", { name: /^Import statement/ })).toHaveCount(0);
  await expect(accounts.getByRole("link", { name: "Reconciliations Operating Bank Account" })).toBeVisible();

  await guest.goto("/bank-connections/rules");
  await pageReady(guest, "Categorisation rules");
  await expect(guest.getByRole("button", { name: "New rule" })).toHaveCount(0);

  // The server refuses the write anyway, with a sentence.
  const bank = (await (await guest.request.get("/api/banking/accounts")).json()).items[0];
  const upload = await guest.request.post(`/api/banking/imports?bankAccountId=${bank.id}`, {
    headers: { "X-CSRF-Token": await csrf(guest.request) },
    multipart: { file: { name: "s.csv", mimeType: "text/csv", buffer: Buffer.from("Date,Amount\n") } },
  });
  expect(upload.status()).toBe(403);
  expect((await upload.json()).message).toMatch(/permission/i);
  await context.close();
});
