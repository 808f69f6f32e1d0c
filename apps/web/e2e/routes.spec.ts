import { expect, pageReady, signUpViaApi, test } from "./fixtures";

test.describe("one route table for the server and the client", () => {
  test("an unknown path answers 404 with the not-found page; a known one in other case is found", async ({
    page,
  }) => {
    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("/no-such-page")).toBeVisible();

    const login = await page.goto("/LOGIN");
    expect(login?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: /log in/i }).first()).toBeVisible();
  });

  test("a signed-out visit keeps the page's query in next, and comes back to it after login", async ({
    page,
  }) => {
    await page.goto("/transactions?view=list&from=2026-01-01");
    await expect(page).toHaveURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get("next");
    expect(next).toBe("/transactions?view=list&from=2026-01-01");
  });

  test("a signed-in visitor opening /login, /signup, / or /app goes to the dashboard, or to next", async ({
    page,
  }) => {
    await signUpViaApi(page);
    for (const path of ["/login", "/signup", "/", "/app"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
    await pageReady(page, "Dashboard");
    await page.goto(`/login?next=${encodeURIComponent("/transactions?from=2026-01-01")}`);
    await expect(page).toHaveURL(/\/transactions\?from=2026-01-01$/);
    await pageReady(page, "Transactions");
  });
});
