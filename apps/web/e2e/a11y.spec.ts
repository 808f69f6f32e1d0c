import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { PROTECTED_PATHS } from "../src/client/route-paths";
import { expect, signUpViaApi, test } from "./fixtures";

// axe-core is evaluated through the DevTools protocol, so the app's real CSP (script-src 'self') stays on.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axe(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const run = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }
    ).axe.run;
    const result = await run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, TAGS);
}

const report = (route: string, violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${route}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    )
    .join("\n");

/** Loads a route and waits for its content (the page's h1) and for pending data to settle. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

const PUBLIC_ROUTES = [
  "/landing",
  "/about",
  "/login",
  "/signup",
  "/request-password-reset",
  "/reset-password?token=not-a-real-token",
  "/reset-password",
  "/auth",
  "/accept-invitation/not-a-real-invitation-token-123",
  "/no/such/page",
];

/** Every protected route of the client's route table, with a well-formed id where the route takes one. */
const PROTECTED_ROUTES = PROTECTED_PATHS.map((path) =>
  path.replace(":id", "00000000-0000-4000-8000-000000000000"),
);

for (const width of [1280, 375]) {
  test.describe(`axe, WCAG 2.2 AA, ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test(`every public route, signed out (${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await visit(page, route);
        const violations = await axe(page);
        if (violations.length) problems.push(report(route, violations));
      }
      expect(problems.join("\n"), "axe violations").toBe("");
    });

    test(`every protected route, signed in (${width} px)`, async ({ page }) => {
      test.setTimeout(240_000);
      await signUpViaApi(page);
      // Notifications make the bell, the badge and the /notifications list part of the check.
      await page.goto("/notifications");
      await page.getByRole("button", { name: "Create Sample Notifications" }).click();
      await expect(page.getByRole("list", { name: "Notifications" })).toBeVisible();
      const problems: string[] = [];
      for (const route of PROTECTED_ROUTES) {
        await visit(page, route);
        await expect(page.locator("main h1")).toBeVisible();
        const violations = await axe(page);
        if (violations.length) problems.push(report(route, violations));
      }
      // The open panels: notifications, help centre (and the drawer on mobile).
      await visit(page, "/dashboard");
      await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
      problems.push(report("/dashboard (notifications open)", await axe(page)));
      await page.keyboard.press("Escape");
      await page.keyboard.press("F1");
      await expect(page.getByRole("dialog", { name: "Help Center" })).toBeVisible();
      problems.push(report("/dashboard (help centre open)", await axe(page)));
      await page.keyboard.press("Escape");
      if (width < 768) {
        await page.getByRole("button", { name: "Open navigation menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        problems.push(report("/dashboard (drawer open)", await axe(page)));
      }
      expect(problems.filter(Boolean).join("\n"), "axe violations").toBe("");
    });
  });
}

test("axe in dark and high-contrast themes, signed in", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto("/login");
  const problems: string[] = [];
  for (const [theme, accessibility] of [
    ["dark", {}],
    ["light", { highContrast: true }],
    ["dark", { highContrast: true }],
  ] as const) {
    await page.evaluate(
      ([t, a]) => {
        localStorage.setItem("propledger:theme", JSON.stringify(t));
        localStorage.setItem("propledger:accessibility", JSON.stringify(a));
      },
      [theme, accessibility] as const,
    );
    for (const route of [
      "/dashboard",
      "/settings",
      "/notifications",
      "/profile",
      "/shield/users-permissions",
      "/properties",
    ]) {
      await visit(page, route);
      problems.push(
        report(
          `${route} [${theme}${"highContrast" in accessibility ? ", high contrast" : ""}]`,
          await axe(page),
        ),
      );
    }
    for (const route of ["/login", "/landing", "/no/such/page"]) {
      await visit(page, route);
      problems.push(report(`${route} [${theme}]`, await axe(page)));
    }
  }
  expect(problems.filter(Boolean).join("\n"), "axe violations").toBe("");
});
