// What the consumer test does in Chromium, as a person would, against the packed packages.
const byRole = (page, role, name) => page.getByRole(role, { name });

async function expectVisible(locator, what) {
  await locator
    .first()
    .waitFor({ state: "visible", timeout: 10_000 })
    .catch(() => {
      throw new Error(`${what} is not visible`);
    });
}

export const scenarios = [
  [
    "the styled Button renders with the package's CSS",
    async (page) => {
      const button = byRole(page, "button", "Save");
      await expectVisible(button, "Save button");
      const bg = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
      if (!bg || bg === "rgba(0, 0, 0, 0)")
        throw new Error(`button has no background (${bg}): styles.css not applied`);
    },
  ],
  [
    "a Toast appears from toast()",
    async (page) => {
      await byRole(page, "button", "Save").click();
      await expectVisible(page.getByText("The consumer's toast works."), "toast");
    },
  ],
  [
    "the AppShell shows the consumer's own navigation and user",
    async (page) => {
      await byRole(page, "button", /Warehouse/).click();
      await expectVisible(byRole(page, "link", /Orders/), "Orders link in the opened Warehouse group");
      await expectVisible(page.getByText("Ada Lovelace"), "user name");
    },
  ],
  [
    "the bell shows 2 unread; opening it and marking one read leaves 1",
    async (page) => {
      const bell = page.getByRole("button", { name: /notifications/i });
      await expectVisible(bell, "bell");
      const name = await bell.getAttribute("aria-label");
      if (!/2/.test(name ?? "")) throw new Error(`bell name is "${name}", expected 2 unread`);
      await bell.click();
      await page.getByText("Stock low").click();
      await page.waitForFunction(
        () =>
          /1/.test(document.querySelector('[aria-label*="otification"]')?.getAttribute("aria-label") ?? ""),
        null,
        { timeout: 10_000 },
      );
    },
  ],
  [
    "a search shows the consumer's results card",
    async (page) => {
      await page.keyboard.press("Escape");
      const box = page.getByPlaceholder("Search with AI... (Ctrl+K)");
      await box.fill("order 42");
      await box.press("Enter");
      await expectVisible(page.getByText("AI Search Results"), "results card");
      await expectVisible(page.getByText('Found 1 order for "order 42".'), "AI response");
    },
  ],
  [
    "the sidebar toggles between expanded and collapsed",
    async (page) => {
      await page.keyboard.press("Escape");
      const toggle = page.getByRole("button", { name: /collapse sidebar/i });
      await toggle.click();
      await expectVisible(page.getByRole("button", { name: /expand sidebar/i }), "expand button");
    },
  ],
  [
    "F1 opens the Help Center (loaded on demand) and Escape closes it",
    async (page) => {
      await page.keyboard.press("Escape");
      await page.keyboard.press("F1");
      await expectVisible(page.getByRole("dialog", { name: "Help Center" }), "Help Center dialog");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Help Center" }).waitFor({ state: "hidden", timeout: 10_000 });
    },
  ],
  [
    "the user menu opens and lists Log out",
    async (page) => {
      await page.getByRole("button", { name: /Ada Lovelace.*user menu/ }).click();
      await expectVisible(page.getByRole("menuitem", { name: "Log out" }), "Log out item");
      await page.keyboard.press("Escape");
    },
  ],
];
