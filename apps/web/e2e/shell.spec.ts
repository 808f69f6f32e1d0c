import path from "node:path";
import { csrf, expect, pageReady, signUpViaApi, test, toastSaying } from "./fixtures";

test.describe("the shell wired to the real server", () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page);
  });

  test("Ctrl+K focuses the AI search, and a search answers", async ({ page }) => {
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    const box = page
      .getByRole("searchbox", { name: "Search with AI" })
      .or(page.getByRole("combobox", { name: "Search with AI" }));
    await page.locator("body").click();
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();

    // The search feature may not be deployed yet: then the shell must show its 'Search Error' toast.
    const probe = await page.request.post("/api/search/ai-search", {
      data: { query: "rent" },
      headers: { "X-CSRF-Token": await csrf(page.request) },
    });
    const searchExists = probe.status() !== 404;

    await box.fill("  rent received this year  ");
    await box.press("Enter");
    if (searchExists) {
      await expect(page.getByRole("heading", { name: "AI Search Results" })).toBeVisible();
      await expect(page.getByText("AI Response")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { name: "AI Search Results" })).toBeHidden();
    } else {
      const toast = toastSaying(page, "Search Error");
      await expect(toast).toBeVisible();
    }
  });

  test("F1 opens the help centre", async ({ page }) => {
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    await page.keyboard.press("F1");
    const dialog = page.getByRole("dialog", { name: "Help Center" });
    await expect(dialog).toBeVisible();
    for (const tab of ["Getting Started", "Navigation", "Shortcuts", "Features", "FAQ", "Support"]) {
      await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
    }
    await dialog.getByRole("tab", { name: "Support" }).click();
    await expect(dialog.getByText(/Monday-Friday 9 AM-6 PM EST/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("notifications: samples, badge, open one, mark all read, delete — with toasts", async ({ page }) => {
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("No notifications yet")).toBeVisible();
    await panel.getByRole("button", { name: "Create Sample Notifications" }).click();
    await expect(toastSaying(page, "Sample notifications created")).toBeVisible();

    const list = panel.getByRole("list", { name: "Notification list" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    const total = await list.getByRole("listitem").count();
    expect(total).toBeGreaterThan(1);
    const badge = page.getByTestId("notification-badge");
    await expect(badge).toHaveText(total > 9 ? "9+" : String(total));
    await expect(bell).toHaveAccessibleName(`Notifications, ${total} unread`);

    // Open one that has a link: it is marked read, the panel closes and the app navigates.
    const withLink = list
      .locator("li[data-unread]")
      .filter({ has: page.locator("span.font-medium.text-primary") })
      .first();
    const title = (await withLink.locator("span.truncate").first().textContent()) ?? "";
    await withLink.getByRole("button").first().click();
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await pageReady(page);
    await expect(bell).toHaveAccessibleName(`Notifications, ${total - 1} unread`);

    await bell.click();
    await expect(panel.getByText(title).first()).toBeVisible();
    await panel.getByRole("button", { name: "Mark all read" }).click();
    await expect(toastSaying(page, "All notifications marked as read")).toBeVisible();
    await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
    await expect(badge).toHaveCount(0);

    // The server's answer first: a refused delete would show "Failed to delete notification" instead.
    const deleted = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().includes("/api/notifications/"),
    );
    await panel
      .getByRole("button", { name: /^Delete notification: / })
      .first()
      .click();
    expect((await deleted).status()).toBe(200);
    await expect(toastSaying(page, "Notification deleted")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(total - 1);

    // 'View all notifications' opens the real page, not the not-found page.
    await panel.getByRole("link", { name: "View all notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await pageReady(page, "Notifications");
    const rows = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
    await expect(rows).toHaveCount(total - 1);
    await page.getByRole("button", { name: /^Unread/ }).click();
    await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
    await page.getByRole("button", { name: /^All \(/ }).click();
    await page
      .getByRole("button", { name: /^Delete notification: / })
      .first()
      .click();
    await expect(toastSaying(page, "Notification deleted")).toBeVisible();
    await expect(rows).toHaveCount(total - 2);
  });

  test("the notifications page marks one read and all read, with the bell's toasts", async ({ page }) => {
    await page.goto("/notifications");
    await pageReady(page, "Notifications");
    await page.getByRole("button", { name: "Create Sample Notifications" }).click();
    await expect(toastSaying(page, "Sample notifications created")).toBeVisible();
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    const rows = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    await expect(bell).toHaveAccessibleName(`Notifications, ${total} unread`);

    await page
      .getByRole("button", { name: /^Mark read: / })
      .first()
      .click();
    await expect(bell).toHaveAccessibleName(`Notifications, ${total - 1} unread`);
    await page.getByRole("button", { name: /^Unread/ }).click();
    await expect(rows).toHaveCount(total - 1);

    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(toastSaying(page, "All notifications marked as read")).toBeVisible();
    await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
    await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
  });

  test("T and L switch the view, and the choice survives a reload", async ({ page }) => {
    for (const route of ["/properties", "/transactions", "/ledger"]) {
      await page.goto(route);
      await pageReady(page);
      const table = page.getByRole("button", { name: "Table view" });
      const list = page.getByRole("button", { name: "List view" });
      await expect(table).toHaveAttribute("aria-pressed", "true");
      await page.locator("main h1").click();
      await page.keyboard.press("l");
      await expect(list).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await pageReady(page);
      await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
      await page.locator("main h1").click();
      await page.keyboard.press("t");
      await expect(page.getByRole("button", { name: "Table view" })).toHaveAttribute("aria-pressed", "true");
    }
    // Per page: switching Properties to list does not change Transactions.
    await page.goto("/properties");
    await pageReady(page);
    await page.getByRole("button", { name: "List view" }).click();
    await page.goto("/transactions");
    await pageReady(page);
    await expect(page.getByRole("button", { name: "Table view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("theme and accessibility settings survive a reload", async ({ page }) => {
    await page.goto("/settings");
    await pageReady(page, "System Settings");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.getByRole("switch", { name: "Dark theme" }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.getByRole("switch", { name: "High contrast" }).click();
    await expect(html).toHaveClass(/high-contrast/);
    await page.getByRole("switch", { name: "Large text" }).click();
    await expect(html).toHaveClass(/large-text/);

    await page.reload();
    // Applied before the first paint by the pre-paint script, then kept by the providers.
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(html).toHaveClass(/high-contrast/);
    await pageReady(page, "System Settings");
    await expect(page.getByRole("switch", { name: "Dark theme" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "High contrast" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Large text" })).toBeChecked();

    // Also on public pages, which do not load the shell's providers.
    await page.goto("/landing");
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test("at 375 px the menu button opens the drawer and choosing a link closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    const menu = page.getByRole("button", { name: "Open navigation menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await menu.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Accounting" }).click();
    await drawer.getByRole("link", { name: "Chart of Accounts" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/accounts$/);
    await pageReady(page, "Chart of Accounts");
  });

  test("every protected route renders its page inside the shell; /properties/:id reads its id", async ({
    page,
  }) => {
    await page.goto("/reports/ai-builder");
    await pageReady(page, "AI Report Builder");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Reports");
    await page.goto("/tenants");
    await pageReady(page, "Tenants");
    await expect(page.getByRole("heading", { name: "No tenants yet" })).toBeVisible();
    await page.getByRole("button", { name: "Add your first tenant" }).click();
    const addTenant = page.getByRole("dialog", { name: "Add tenant" });
    await expect(addTenant).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(addTenant).toBeHidden();
    await page.goto("/properties/00000000-0000-4000-8000-00000000abcd");
    await pageReady(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Properties");
  });

  test("screenshot of the signed-in app for the README", async ({ page }) => {
    await page.goto("/notifications");
    await pageReady(page, "Notifications");
    const create = page.getByRole("button", { name: "Create Sample Notifications" });
    await create.click();
    await expect(create).toBeHidden(); // the samples are in: the empty state has gone
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    await expect(page.getByTestId("notification-badge")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.resolve(import.meta.dirname, "../../../docs/screenshot.png") });
  });
});
