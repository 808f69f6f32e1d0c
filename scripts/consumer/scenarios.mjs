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
    "the pre-paint script from @propledger/shell/theme-init puts the stored theme on <html> before React mounts",
    async (page) => {
      // A fresh page (own storage) that has chosen dark and large text earlier; every change of <html>'s
      // classes is recorded with whether the app's root element exists yet (it does not while <head> runs).
      const fresh = await page.context().browser().newPage();
      try {
        await fresh.addInitScript(() => {
          localStorage.setItem("propledger:theme", JSON.stringify("dark"));
          localStorage.setItem("propledger:accessibility", JSON.stringify({ largeText: true }));
          window.__classChanges = [];
          new MutationObserver((records) => {
            for (const record of records)
              if (record.target === document.documentElement)
                window.__classChanges.push({
                  classes: document.documentElement.className,
                  rootExists: document.getElementById("root") !== null,
                });
          }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
        });
        await fresh.goto(page.url());
        await expectVisible(
          fresh.getByRole("button", { name: /notifications/i }),
          "bell after React mounted",
        );
        const [first] = await fresh.evaluate(() => window.__classChanges);
        if (!first) throw new Error("the theme-init script did not change <html>'s classes");
        const classes = first.classes.split(" ");
        if (first.rootExists || !classes.includes("dark") || !classes.includes("large-text"))
          throw new Error(
            `first class change ${JSON.stringify(first)}: expected dark + large-text before #root`,
          );
        const after = await fresh.evaluate(() => document.documentElement.className);
        if (!after.split(" ").includes("dark")) throw new Error(`after mount <html> is "${after}", not dark`);
      } finally {
        await fresh.close();
      }
    },
  ],
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
