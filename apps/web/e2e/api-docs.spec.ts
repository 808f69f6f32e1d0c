import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "./fixtures";

// The API reference other internal apps read: it loads in the compiled build with the app's CSP, and
// passes axe (WCAG 2.2 AA) like every page of the product.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

test("the API reference at /api/docs shows the document and passes axe", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto("/api/docs");
  // The reference's bundle and the document are read cold on this first visit: on a loaded two-core
  // machine that took longer than the default ten seconds, though the page was right.
  await expect(page.getByRole("heading", { name: /PropLedger API/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("List accounts").first()).toBeVisible();
  // Opening an operation shows its schemas (the part integrators read).
  await page.getByText("List accounts").first().click();
  await expect(page.getByText("Parameters").first()).toBeVisible();

  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: { id: string; help: string; nodes: { target: string[]; html: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 100)}`)
          .slice(0, 5)
          .join(", ")}`,
    );
  }, TAGS);
  expect(violations.join("\n"), "axe violations").toBe("");
  expect(blocked, "requests blocked by the CSP").toEqual([]);
});

test("the document is served as JSON to other apps", async ({ request }) => {
  const res = await request.get("/api/openapi.json");
  expect(res.status()).toBe(200);
  const document = await res.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toContain("/api/accounting/accounts");
});
