import { csrf, emailedLink, expect, newUser, pageReady, signUpViaApi, test } from "./fixtures";

test.describe("authentication against the real server", () => {
  test("sign up lands on the dashboard, and a reload keeps the session", async ({ page }) => {
    const user = newUser("signup");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

    // Inline validation from the shared zod schema before anything is sent.
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();

    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await pageReady(page, "Dashboard");
    // The user menu and the sidebar footer show the signed-in user, not a placeholder.
    await expect(page.getByRole("button", { name: /user menu/i })).toContainText(
      `${user.firstName} ${user.lastName}`,
    );
    await expect(page.getByText("Administrator", { exact: true }).first()).toBeVisible();

    await page.reload();
    await pageReady(page, "Dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-out visit to a protected route goes to /login and back after login", async ({
    page,
    browser,
  }) => {
    // Create the account in another context, so this page stays signed out.
    const other = await browser.newContext();
    const user = await signUpViaApi(await other.newPage());
    await other.close();

    await page.goto("/ledger");
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)ledger$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/ledger$/);
    await pageReady(page, "General Ledger");
  });

  test("/ and /app send the visitor to /login", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("log out ends the session: /login, and the old cookie now gets 401", async ({
    page,
    user,
    playwright,
  }) => {
    await page.goto("/dashboard");
    await pageReady(page, "Dashboard");
    await expect(page.getByRole("button", { name: /user menu/i })).toContainText(user.firstName);
    const cookies = await page.context().cookies();
    const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");

    await page.getByRole("button", { name: /user menu/i }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();

    const stale = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await stale.get("/api/auth/user", { headers: { cookie: header } });
    expect(response.status()).toBe(401);
    await stale.dispose();

    // And the app itself treats us as signed out.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)dashboard$/);
  });

  test("what is typed into a prerendered form before its code has loaded is kept and submitted", async ({
    page,
  }) => {
    // Hold the app's entry script back, so the page is only the server's HTML while the visitor types.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/request-password-reset");
    const email = page.getByLabel("Email");
    await email.fill("early-typist@example.com");
    const submit = page.getByRole("button", { name: "Send reset link" });
    await expect(submit).toBeDisabled(); // a native submit now would put the fields in the URL
    release();
    await expect(submit).toBeEnabled();
    await expect(email).toHaveValue("early-typist@example.com");
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: /link/i })).toBeVisible();
  });

  test("password reset through the e-mailed link", async ({ page, browser }) => {
    const other = await browser.newContext();
    const user = await signUpViaApi(await other.newPage());
    await other.close();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/request-password-reset$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: /link/i })).toBeVisible();

    const link = await emailedLink(user.email, "/reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    const fresh = "Brand-New-Ledger-Phrase-77";
    await page.getByLabel("New password", { exact: true }).fill(fresh);
    await page.getByLabel("Repeat the new password").fill("something else entirely");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("Repeat the new password").fill(fresh);
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(fresh);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await pageReady(page, "Dashboard");

    // The token was single-use.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Yet-Another-Phrase-123");
    await page.getByLabel("Repeat the new password").fill("Yet-Another-Phrase-123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
  });

  test("an invited member accepts in a second browser and sees non-admin navigation", async ({
    page,
    user,
    browser,
  }) => {
    await page.goto("/shield/users-permissions");
    await pageReady(page, "Users & Permissions");
    await expect(page.getByRole("list", { name: "Members" }).getByText(user.email)).toBeVisible();

    const invitee = newUser("invitee");
    await page.getByLabel("Email").fill(invitee.email);
    await page.getByLabel("Role", { exact: true }).selectOption("viewer");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Pending invitations" }).getByText(invitee.email),
    ).toBeVisible();

    const link = await emailedLink(invitee.email, "/accept-invitation/");
    const second = await browser.newContext();
    const guest = await second.newPage();
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: /^Join / })).toBeVisible();
    await expect(guest.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();
    await expect(guest.getByText("Viewer", { exact: true })).toBeVisible();
    await guest.getByLabel("First name").fill("Vera");
    await guest.getByLabel("Last name").fill("Viewer");
    await guest.getByLabel("Choose a password").fill(invitee.password);
    await guest.getByRole("button", { name: "Create account and join" }).click();
    await expect(guest).toHaveURL(/\/dashboard$/);
    await pageReady(guest, "Dashboard");

    const nav = guest.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("button", { name: "Settings" })).toBeVisible();
    await nav.getByRole("button", { name: "Settings" }).click();
    await expect(nav.getByRole("link", { name: "System Settings" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin Console" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Users & Permissions" })).toHaveCount(0);
    await expect(guest.getByText("Viewer").first()).toBeVisible();

    // Admin pages tell a non-admin clearly; the server refuses the data anyway.
    await guest.goto("/shield/users-permissions");
    await expect(guest.getByRole("heading", { name: "You are not allowed to view this page" })).toBeVisible();
    const token = await csrf(guest.request);
    expect((await guest.request.get("/api/users", { headers: { "X-CSRF-Token": token } })).status()).toBe(
      403,
    );
    await second.close();

    // The admin sees the new member, and the invitation is no longer pending.
    await page.reload();
    await expect(page.getByRole("list", { name: "Members" }).getByText(invitee.email)).toBeVisible();
    await expect(page.getByText("No pending invitations.")).toBeVisible();
  });

  test("public pages have the fixed help button, and F1 opens the help centre there too", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.getByRole("button", { name: "Help (F1)" }).click();
    await expect(page.getByRole("dialog", { name: "Help Center" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("F1");
    await expect(page.getByRole("dialog", { name: "Help Center" })).toBeVisible();
  });

  test("an unknown path shows the not-found page with a way back", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)dashboard$/);
  });
});
