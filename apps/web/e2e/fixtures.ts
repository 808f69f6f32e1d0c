import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
/** A unique address per call, across workers and runs. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export function newUser(prefix = "owner"): TestUser {
  return {
    email: uniqueEmail(prefix),
    password: "Tall-Oak-Street-Ledger-42",
    firstName: "Olivia",
    lastName: "Owner",
  };
}

/** A CSRF token for the request context's current session (or pre-session cookie). */
export async function csrf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/csrf-token");
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Signs a new user up through the API; the page's browser context then holds the session cookie. */
export async function signUpViaApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const token = await csrf(page.request);
  const response = await page.request.post("/api/auth/signup", {
    data: { email: user.email, password: user.password, firstName: user.firstName, lastName: user.lastName },
    headers: { "X-CSRF-Token": token },
  });
  expect(response.status(), await response.text()).toBe(201);
  // As the owner would: open the e-mailed link in this browser (an unverified account cannot invite).
  const link = new URL(await emailedLink(user.email, "/verify-email"), "http://x");
  const verified = await page.request.post("/api/auth/verify-email", {
    data: { token: link.searchParams.get("token") },
    headers: { "X-CSRF-Token": token },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}

/** Reads the server log (e2e/server.mjs) for the newest outbox e-mail to `to`, and returns the link in it. */
export async function emailedLink(to: string, pathPrefix: string): Promise<string> {
  const file = path.join(process.env.E2E_DIR ?? "", "server.log");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(file)) return undefined;
        for (const line of readFileSync(file, "utf8").split("\n").reverse()) {
          if (!line.includes("outbox") || !line.includes(to)) continue;
          try {
            const entry = JSON.parse(line) as { to?: string; text?: string };
            if (entry.to !== to || !entry.text) continue;
            const match = entry.text
              .match(/https?:\/\/\S+/g)
              ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
            if (match) {
              const url = new URL(match);
              link = url.pathname + url.search;
              return link;
            }
          } catch {}
        }
        return undefined;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Waits until a protected page's content is on screen (the shell and the page's h1). */
export async function pageReady(page: Page, heading?: string | RegExp): Promise<void> {
  // The server's page frame (src/client/shell/AppFrame.tsx) looks like the page but is not live yet.
  await expect(page.locator("[data-app-frame]")).toHaveCount(0);
  const h1 = page.locator("main h1").first();
  await expect(h1).toBeVisible();
  if (heading) await expect(h1).toHaveText(heading);
}

/**
 * The toast on screen that says `text`. Radix's role="status" copy of a toast is a screen reader's
 * announcement, gone after a second: an assertion polled later than that (a loaded CI machine) would miss
 * the toast, so this reads the toast itself, in the toasts' region.
 */
export const toastSaying = (page: Page, text: string | RegExp) =>
  page
    .getByRole("region", { name: /^Notifications \(/ })
    .getByRole("listitem")
    .filter({ hasText: text });

type Fixtures = { user: TestUser };

/** `user`: a freshly signed-up owner (admin of a new organisation), already signed in in `page`. */
export const test = base.extend<Fixtures>({
  user: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});
