import type { Page } from "@playwright/test";
import { csrf, expect, newUser, pageReady, signUpViaApi, test } from "./fixtures";

// Dashboard customisation (issue 15): reorder by keyboard and by mouse, hide, show, reset; the layout is saved
// on the server, so it survives a reload and follows the user to another browser.

const PREFERENCES = "/api/preferences/dashboard";

/** The widgets on the dashboard, top to bottom. */
const dashboardOrder = (page: Page) =>
  page.locator("main div[data-widget]").evaluateAll((els) => els.map((el) => el.getAttribute("data-widget")));
/** The rows of the customise panel, top to bottom. */
const panelOrder = (page: Page) =>
  page.locator("main li[data-widget]").evaluateAll((els) => els.map((el) => el.getAttribute("data-widget")));

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await pageReady(page, "Dashboard");
  await expect(page.locator("main div[data-widget]").first()).toBeVisible();
}

async function customise(page: Page) {
  await page.getByRole("button", { name: "Customise dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Customise your dashboard" })).toBeFocused();
}

const saved = (page: Page, method: "PUT" | "DELETE" = "PUT") =>
  page.waitForResponse((r) => r.url().endsWith(PREFERENCES) && r.request().method() === method && r.ok());

test.describe("dashboard customisation", () => {
  test("reorders by keyboard, announces each step, and keeps the order in another browser", async ({
    page,
    browser,
  }) => {
    const user = await signUpViaApi(page, newUser("layout"));
    await openDashboard(page);
    // No lease yet: the rent card shows (it offers to create one); the leases ending soon do not.
    expect(await dashboardOrder(page)).toEqual(["onboarding", "figures", "rent", "chart", "health"]);
    await customise(page);

    const handle = page.getByRole("button", { name: "Move Financial health" });
    await handle.focus();
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press("Space");
    await expect(live).toHaveText(/Picked up Financial health, in position 5 of 5/);
    // The keyboard sensor listens for arrows from a timer it set on pick-up; one set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const position of [4, 3, 2]) {
      await page.keyboard.press("ArrowUp");
      await expect(live).toHaveText(`Financial health is over position ${position} of 5.`);
    }
    const put = saved(page);
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Financial health dropped in position 2 of 5.");
    await put;
    await expect(handle).toBeFocused();
    expect(await panelOrder(page)).toEqual(["onboarding", "health", "figures", "rent", "chart"]);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: "Customise dashboard" })).toBeFocused();

    await page.reload();
    await openDashboard(page);
    expect(await dashboardOrder(page)).toEqual(["onboarding", "health", "figures", "rent", "chart"]);

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      const login = await other.request.post("/api/auth/login", {
        data: { email: user.email, password: user.password },
        headers: { "X-CSRF-Token": await csrf(other.request) },
      });
      expect(login.status()).toBe(200);
      await openDashboard(other);
      expect(await dashboardOrder(other)).toEqual(["onboarding", "health", "figures", "rent", "chart"]);
    } finally {
      await elsewhere.close();
    }
  });

  test("reorders by dragging a handle with the mouse, and the order survives a reload", async ({ page }) => {
    await signUpViaApi(page);
    await openDashboard(page);
    await customise(page);
    const from = await page.getByRole("button", { name: "Move Income vs expenses chart" }).boundingBox();
    const to = await page.getByRole("button", { name: "Move Getting started" }).boundingBox();
    if (!from || !to) throw new Error("handles not laid out");
    const put = saved(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // In steps, as a hand moves: the first few pixels only arm the drag.
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 15 });
    await page.mouse.up();
    await put;
    expect(await panelOrder(page)).toEqual(["chart", "onboarding", "figures", "rent", "health"]);
    expect(await dashboardOrder(page)).toEqual(["chart", "onboarding", "figures", "rent", "health"]);

    await page.reload();
    await openDashboard(page);
    expect(await dashboardOrder(page)).toEqual(["chart", "onboarding", "figures", "rent", "health"]);
  });

  test("hides a widget, shows it again where it was, and resets to the default", async ({ page }) => {
    await signUpViaApi(page);
    await openDashboard(page);
    await customise(page);
    let put = saved(page);
    await page.getByRole("button", { name: "Hide Key figures" }).click();
    await put;
    // Focus moves to the control that undoes it.
    await expect(page.getByRole("button", { name: "Show Key figures" })).toBeFocused();
    expect(await dashboardOrder(page)).toEqual(["onboarding", "rent", "chart", "health"]);
    await page.getByRole("button", { name: "Done" }).click();

    await page.reload();
    await openDashboard(page);
    expect(await dashboardOrder(page)).toEqual(["onboarding", "rent", "chart", "health"]);
    await expect(page.getByText("Income this month")).toHaveCount(0);

    await customise(page);
    put = saved(page);
    await page.getByRole("button", { name: "Show Key figures" }).click();
    await put;
    await expect(page.getByRole("button", { name: "Move Key figures" })).toBeFocused();
    expect(await dashboardOrder(page)).toEqual(["onboarding", "figures", "rent", "chart", "health"]);

    // Move one and hide one, then reset: the default layout, also after a reload.
    put = saved(page);
    await page.getByRole("button", { name: "Hide Financial health" }).click();
    await put;
    const reset = saved(page, "DELETE");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await reset;
    // exact: the toast also has a screen-reader announcement that starts "Notification …".
    await expect(page.getByText("Dashboard reset to the default layout", { exact: true })).toBeVisible();
    expect(await panelOrder(page)).toEqual(["onboarding", "figures", "rent", "chart", "health"]);
    await page.reload();
    await openDashboard(page);
    expect(await dashboardOrder(page)).toEqual(["onboarding", "figures", "rent", "chart", "health"]);
  });
});
