import { FAQ, FEATURES, QUICK_START_STEPS } from "../../../packages/shell/src/HelpCenter/content";
import { defaultNavigation } from "../../../packages/shell/src/navigation/navigation";
import { PROTECTED_PATHS } from "../src/client/route-paths";
import { HELP_ARTICLES } from "../src/server/search/help";
import { routeMatches } from "../src/shared/route-assets";
import { csrf, expect, pageReady, signUpViaApi, test } from "./fixtures";

// Everything the help tells a user: the Help Center's tabs and the help articles AI search answers with.
const CLAIMS = [
  ...QUICK_START_STEPS.map((step) => `${step.title}. ${step.text}`),
  ...FEATURES.map((feature) => `${feature.title}. ${feature.text}`),
  ...FAQ.map((item) => `${item.q} ${item.a}`),
  ...HELP_ARTICLES.map((article) => `${article.title}. ${article.body}`),
];

const PAGES = [...defaultNavigation.groups.flatMap((group) => group.items), ...defaultNavigation.bottom];
const LIST_PAGES = ["/properties", "/transactions", "/ledger"];

/** The pages a claim sends the user to: by their navigation name ("Chart of Accounts") or by path. */
function routesNamedIn(claim: string): { href: string; title?: string }[] {
  const named = PAGES.filter((page) => new RegExp(`\\b${page.title}\\b`).test(claim)).map((page) => ({
    href: page.href,
    title: page.title,
  }));
  const paths = [...claim.matchAll(/\((\/[a-z0-9/-]*)\)/g)].map((m) => ({ href: m[1]! }));
  return [...named, ...paths];
}

test.describe("the help tells the truth", () => {
  test("every page a help claim names is in the app's route table and opens", async ({ page }) => {
    const routes = new Map<string, string | undefined>();
    for (const claim of CLAIMS) {
      for (const { href, title } of routesNamedIn(claim)) {
        const known = PROTECTED_PATHS.some((path) => routeMatches(path, href)) || href === "/about";
        expect(known, `"${claim.slice(0, 60)}…" names ${href}`).toBe(true);
        routes.set(href, title ?? routes.get(href));
      }
    }
    expect(routes.size).toBeGreaterThan(5);
    await signUpViaApi(page);
    for (const [href, title] of routes) {
      if (href === "/about") continue;
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await pageReady(page, title);
    }
  });

  test("the features the help describes have their controls where it says", async ({ page }) => {
    const text = CLAIMS.join("\n");
    await signUpViaApi(page);
    if (/CSV|XLSX|PDF/.test(text)) {
      for (const path of LIST_PAGES) {
        await page.goto(path);
        await pageReady(page);
        const exports = page.getByRole("group", { name: "Export" });
        for (const format of ["CSV", "XLSX", "PDF"])
          await expect(exports.getByText(format), path).toBeVisible();
      }
    }
    if (/\bT\b[^.]*table/.test(text)) {
      for (const path of LIST_PAGES) {
        await page.goto(path);
        await pageReady(page);
        await expect(page.getByRole("button", { name: "Table view" }), path).toBeVisible();
        await page.locator("main h1").click();
        await page.keyboard.press("l");
        await expect(page.getByRole("button", { name: "List view" }), path).toHaveAttribute(
          "aria-pressed",
          "true",
        );
      }
    }
    // Claims of drag and drop or of automatic bank import hold only where the product has the control.
    if (/drag(ging)? and drop/i.test(text)) {
      await page.goto("/dashboard");
      await pageReady(page, "Dashboard");
      await page.getByRole("button", { name: "Customise dashboard" }).click();
      const panel = page.getByRole("region", { name: "Customise your dashboard" });
      const handles = panel.locator('[aria-roledescription="movable widget"]');
      await expect(handles.first()).toBeVisible();
      expect(await handles.count(), "every shown widget has a drag handle").toBeGreaterThan(1);
      await expect(panel.getByRole("button", { name: /^Hide / }).first()).toBeVisible();
      await expect(panel.getByRole("button", { name: "Reset to default" })).toBeVisible();
    }
    // Reconciling: start from a statement, tick, finish at zero, cancel, the report, find the difference.
    if (/choose Reconcile beside/.test(text)) {
      await page.request.post("/api/accounting/accounts/apply-template", {
        headers: { "X-CSRF-Token": await csrf(page.request) },
      });
      await page.goto("/bank-connections");
      await pageReady(page, "Bank Connections");
      await page
        .getByRole("link", { name: /^Reconcile / })
        .first()
        .click();
      await pageReady(page, /^Reconcile /);
      const form = page.getByRole("form", { name: "Statement" });
      await expect(form).toContainText("this account's first reconciliation");
      await form.getByLabel("Statement ending date").fill("2026-01-31");
      await form.getByLabel("Ending balance").fill("10.00");
      await form.getByRole("button", { name: "Start reconciling" }).click();
      await expect(page.getByRole("button", { name: "Finish reconciliation" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Cancel reconciliation" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Report (PDF)" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Find the difference" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Look for candidates" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Past reconciliations" })).toBeVisible();
    }
    for (const claim of CLAIMS.filter((c) => /imported automatically|automatic(ally)? import/i.test(c))) {
      expect(claim, "automatic import is promised only together with 'not available yet'").toMatch(
        /not available yet/,
      );
    }
  });
});
