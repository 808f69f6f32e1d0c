import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { makeNotifications } from "../test/fixtures";
import { ShellStory } from "../test/ShellStory";
import { preloadShellParts, type StoryServerParameters, setupStoryServer } from "../test/storyEnv";

const meta = {
  title: "Shell/AppShell/Widths",
  loaders: [preloadShellParts],
  component: ShellStory,
  parameters: {
    a11y: { test: "off" },
    layout: "fullscreen",
    server: { path: "/transactions", notifications: makeNotifications(5, 3) },
  },
  beforeEach: setupStoryServer,
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: { server?: StoryServerParameters } };

const page = () => within(document.body);

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Every control of the top bar sits inside it, side by side: the search box (at least 400 px from 768 px)
 * overlaps neither the logo nor the buttons, and nothing scrolls sideways.
 */
async function expectTopBarFits() {
  await page().findByRole("heading", { name: "Transactions", level: 1 }, { timeout: 5000 });
  const bar = page().getByRole("banner");
  const top = within(bar);
  const user = await top.findByRole("button", { name: /user menu/ });
  const search = top.getByRole("combobox", { name: "Search with AI" });
  const box = search.closest("form")?.parentElement ?? search;
  await waitFor(() => expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(400));
  const controls = [
    top.getByRole("link", { name: "PropLedger dashboard" }),
    await top.findByRole("button", { name: /Notifications/ }),
    top.getByRole("button", { name: /Help/ }),
    top.getByRole("link", { name: "Settings" }),
    user,
  ];
  for (const control of controls) {
    await expect(overlaps(box.getBoundingClientRect(), control.getBoundingClientRect())).toBe(false);
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
      bar.getBoundingClientRect().right,
    );
  }
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The narrowest desktop width: the sidebar is beside the content, the name and product name give way. */
export const At768: Story = {
  parameters: { testViewport: { width: 768, height: 600 } },
  play: expectTopBarFits,
};

export const At800: Story = {
  parameters: { testViewport: { width: 800, height: 600 } },
  play: expectTopBarFits,
};

/** From 1024 px the product name and the user's name are back beside the search box. */
export const At1024: Story = {
  parameters: { testViewport: { width: 1024, height: 600 } },
  play: async () => {
    await expectTopBarFits();
    const bar = within(page().getByRole("banner"));
    await expect(bar.getByText("PropLedger", { selector: "a span" })).toBeVisible();
    await expect(bar.getByText("Ada Lovelace", { selector: "button span" })).toBeVisible();
  },
};
