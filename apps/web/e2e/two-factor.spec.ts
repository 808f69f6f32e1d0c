import { generate } from "otplib";
import { expect, pageReady, test } from "./fixtures";

// Two-factor from end to end: set it up on the profile with the key an authenticator app would read, sign
// out, and sign in again with the password and then a code computed here as the app would.
test("set up two-factor, sign out, sign in with a code from the app", async ({ page, user }) => {
  await page.goto("/profile");
  await pageReady(page, "Profile");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const dialog = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.locator("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog.getByLabel("Code from the app").fill(await generate({ secret }));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("10 of 10 recovery codes left")).toBeVisible();

  await page.getByRole("button", { name: /user menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  // The code used to turn it on is spent: the app's next one (accepted one period early) is used.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel("Authentication code").fill(next);
  await page.getByRole("button", { name: "Verify" }).click();
  await pageReady(page, "Dashboard");
  await expect(page.getByRole("button", { name: /user menu/i })).toContainText(user.firstName);
});
