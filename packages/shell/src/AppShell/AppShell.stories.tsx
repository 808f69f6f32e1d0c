import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AccessibilitySettings } from "../AccessibilitySettings/AccessibilitySettings";
import { STORY_CSRF_TOKEN } from "../test/fakeServer";
import { makeNotifications } from "../test/fixtures";
import { ShellStory } from "../test/ShellStory";
import { preloadShellParts, type StoryServerParameters, setupStoryServer, storyEnv } from "../test/storyEnv";
import { AppShell } from "./AppShell";

const meta = {
  title: "Shell/AppShell",
  loaders: [preloadShellParts],
  component: ShellStory,
  tags: ["autodocs"],
  subcomponents: { AppShell },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "640px" },
      description: {
        component:
          "The frame of every signed-in page: top bar (search, help, notifications, user menu), sidebar navigation (collapsible on desktop, a drawer on phones) and the page in the main landmark. Driven only by props and adapters (user, navigation, router, http), so the product supplies the data and the shell never imports it.",
      },
    },
    a11y: { test: "off" },
    layout: "fullscreen",
    server: { path: "/transactions" },
  },
  beforeEach: setupStoryServer,
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: { server?: StoryServerParameters } };

const page = () => within(document.body);
const ready = () => page().findByRole("heading", { name: "Transactions", level: 1 }, { timeout: 5000 });

export const FullPage: Story = {
  parameters: { server: { path: "/transactions", notifications: makeNotifications(5, 3) } },
  play: async () => {
    await ready();
    await waitFor(async () => expect(page().getByRole("banner")).toBeVisible());
    await waitFor(async () => expect(page().getByRole("main")).toBeVisible());
    await expect(page().getByRole("link", { name: "PropLedger dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await waitFor(async () =>
      expect(await page().findByRole("button", { name: "Notifications, 3 unread" })).toBeVisible(),
    );
    await expect(page().getByRole("link", { name: /Transactions/ })).toHaveAttribute("aria-current", "page");
    await expect(page().getByTestId("sidebar-user-name")).toHaveTextContent("Ada Lovelace");
  },
};

export const Loading: Story = {
  parameters: { server: { hang: ["user"] } },
  play: async () => {
    await expect(await page().findByRole("status")).toHaveTextContent("Loading...");
  },
};

export const UnauthenticatedRedirectsToLogin: Story = {
  parameters: { server: { user: null, path: "/accounts" } },
  play: async () => {
    await waitFor(() =>
      expect(storyEnv().http.router.history).toEqual([
        { to: "/login?next=/accounts", replace: true, full: false },
      ]),
    );
  },
};

/** The page's query (filters, a page number) survives the trip through the login form. */
export const UnauthenticatedKeepsTheQuery: Story = {
  parameters: { server: { user: null, path: "/transactions?property=7&from=2026-01-01" } },
  play: async () => {
    await waitFor(() =>
      expect(storyEnv().http.router.history).toEqual([
        { to: "/login?next=/transactions%3Fproperty%3D7%26from%3D2026-01-01", replace: true, full: false },
      ]),
    );
  },
};

export const NonAdminNavigation: Story = {
  parameters: {
    server: { user: { firstName: "Vic", lastName: "Viewer", email: "vic@oakstreet.test", role: "viewer" } },
  },
  play: async () => {
    await ready();
    const nav = within(page().getByRole("navigation", { name: "Main navigation" }));
    await expect(nav.queryByRole("button", { name: "Users & Permissions" })).toBeNull();
    await userEvent.click(nav.getByRole("button", { name: "Settings" }));
    await expect(nav.queryByRole("link", { name: "Admin Console" })).toBeNull();
    await waitFor(async () => expect(page().getByText("Viewer")).toBeVisible());
  },
};

/** The Help Center's Navigation tab lists the groups this user can open: no admin-only group for a viewer. */
export const HelpNavigationForNonAdmin: Story = {
  parameters: NonAdminNavigation.parameters,
  play: async () => {
    await ready();
    await userEvent.click(page().getByRole("button", { name: /^Help/ }));
    const help = within(await page().findByRole("dialog", { name: "Help Center" }));
    await userEvent.click(help.getByRole("tab", { name: "Navigation" }));
    const panel = within(help.getByRole("tabpanel"));
    await waitFor(() => expect(panel.getByText("Accounting")).toBeVisible());
    await expect(panel.queryByText("Users & Permissions")).toBeNull();
    await expect(panel.queryByText(/Admin Console/)).toBeNull();
    await expect(panel.getByText(/System Settings/)).toBeVisible();
  },
};

export const DemoMode: Story = {
  args: { mode: "demo" },
  play: async () => {
    await ready();
    await expect(page().getByTestId("sidebar-user-name")).toHaveTextContent("Demo Admin");
    await expect(storyEnv().server.state.requests.some((r) => r.path === "/api/auth/user")).toBe(false);
  },
};

export const KeyboardShortcuts: Story = {
  play: async () => {
    await ready();
    const box = page().getByRole("combobox", { name: "Search with AI" });
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(box).toHaveFocus();
    await userEvent.keyboard("repairs{Enter}");
    await page().findByTestId("ai-search-results");
    await userEvent.click(page().getByRole("heading", { name: "Transactions", level: 1 }));
    await userEvent.click(box);
    await page().findByTestId("ai-search-results");
    await userEvent.keyboard("{Escape}");
    await expect(page().queryByTestId("ai-search-results")).toBeNull();
    // T / L switch the view, except while typing.
    await userEvent.click(page().getByRole("heading", { name: "Transactions", level: 1 }));
    await userEvent.keyboard("l");
    await expect(page().getByTestId("view")).toHaveTextContent("list");
    await userEvent.click(page().getByRole("textbox", { name: "Filter" }));
    await userEvent.keyboard("t");
    await expect(page().getByTestId("view")).toHaveTextContent("list");
    await userEvent.click(page().getByRole("heading", { name: "Transactions", level: 1 }));
    await userEvent.keyboard("t");
    await expect(page().getByTestId("view")).toHaveTextContent("table");
    await expect(storyEnv().http.preferences.get("view:transactions")).toBe("table");
    // F1 opens the help centre; Escape closes it.
    await userEvent.keyboard("{F1}");
    await waitFor(async () =>
      expect(await page().findByRole("dialog", { name: "Help Center" })).toBeVisible(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog", { name: "Help Center" })).toBeNull());
  },
};

export const LogOut: Story = {
  play: async () => {
    await ready();
    await userEvent.click(page().getByRole("button", { name: /Ada Lovelace.*user menu/ }));
    const menu = within(await page().findByRole("menu"));
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await userEvent.click(menu.getByRole("menuitem", { name: "Log out" }));
    await waitFor(() =>
      expect(storyEnv().http.router.history).toContainEqual({ to: "/login", replace: false, full: true }),
    );
    const logout = storyEnv().server.state.requests.find((r) => r.path === "/api/auth/logout");
    await expect(logout).toEqual({ method: "POST", path: "/api/auth/logout", csrf: STORY_CSRF_TOKEN });
    // The menu closes, and the page it hid from assistive technology is back.
    await waitFor(() => expect(page().queryByRole("menu")).toBeNull());
    await waitFor(() => expect(document.querySelector("[data-aria-hidden]")).toBeNull());
  },
};

export const CollapsedSidebar: Story = {
  play: async () => {
    await ready();
    await userEvent.click(page().getByRole("button", { name: "Collapse sidebar" }));
    await expect(storyEnv().http.preferences.get("sidebar:collapsed")).toBe(true);
    await userEvent.click(await page().findByRole("button", { name: "Accounting" }));
    await waitFor(async () => expect(await page().findByRole("menu")).toBeVisible());
  },
};

export const MobileDrawer: Story = {
  args: { breakpoint: 100_000 },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await ready();
    await waitFor(async () => expect(page().getByRole("button", { name: "Search with AI" })).toBeVisible());
    await userEvent.click(page().getByRole("button", { name: "Open navigation menu" }));
    const drawer = within(await page().findByRole("dialog", { name: "PropLedger" }));
    await userEvent.click(drawer.getByRole("link", { name: "Dashboard" }));
    await waitFor(() => expect(page().queryByRole("dialog", { name: "PropLedger" })).toBeNull());
    await userEvent.click(page().getByRole("button", { name: "Open navigation menu" }));
    await page().findByRole("dialog", { name: "PropLedger" });
  },
};

export const DarkTheme: Story = {
  parameters: { themes: ["dark"] },
  globals: { theme: "dark" },
  beforeEach: () => {
    storyEnv().http.preferences.set("theme", "dark");
  },
  play: async () => {
    await ready();
    await expect(document.documentElement).toHaveClass("dark");
  },
};

export const HighContrast: Story = {
  parameters: { themes: ["high-contrast"] },
  globals: { theme: "high-contrast" },
  beforeEach: () => {
    storyEnv().http.preferences.set("accessibility", { highContrast: true });
  },
  play: async () => {
    await ready();
    await expect(document.documentElement).toHaveClass("high-contrast");
  },
};

function SettingsPage() {
  return (
    <div className="flex flex-col gap-3 p-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <AccessibilitySettings showTheme={false} />
    </div>
  );
}

/** The bounding boxes of the visible icon labels, and the accessible names of their controls. */
function visibleIconLabels() {
  return [...document.querySelectorAll<HTMLElement>("[data-slot=icon-label]")]
    .filter((label) => label.getClientRects().length > 0)
    .map((label) => ({
      text: label.textContent ?? "",
      name: label.closest("a,button")?.getAttribute("aria-label") ?? "",
    }));
}

/**
 * "Screen reader optimisations" shows the name of every icon-only control as text (top bar from lg up, the
 * collapsed strip, its footer), and the name a person sees is the start of the name they hear (label in name).
 */
export const ScreenReaderOptimisations: Story = {
  tags: ["shell-a11y-extra"],
  render: (args) => (
    <ShellStory {...args}>
      <SettingsPage />
    </ShellStory>
  ),
  parameters: { server: { path: "/settings", notifications: makeNotifications(5, 3) } },
  beforeEach: () => {
    storyEnv().http.preferences.set("sidebar:collapsed", true);
  },
  play: async () => {
    await page().findByRole("heading", { name: "Settings", level: 1 }, { timeout: 5000 });
    const bell = await page().findByRole("button", { name: "Notifications, 3 unread" });
    const nav = within(page().getByRole("navigation", { name: "Main navigation" }));
    const accounting = await nav.findByRole("button", { name: "Accounting" });
    const before = { bell: bell.getBoundingClientRect(), accounting: accounting.getBoundingClientRect() };
    // Off (the default): icons only.
    await expect(visibleIconLabels()).toEqual([]);
    await expect(within(bell).getByText("Notifications")).not.toBeVisible();

    await userEvent.click(page().getByRole("switch", { name: "Screen reader optimisations" }));
    await expect(document.documentElement).toHaveClass("screen-reader");
    await waitFor(() => expect(within(bell).getByText("Notifications")).toBeVisible());
    // The controls grew around their labels: the bell is wider, the strip's items taller.
    await expect(bell.getBoundingClientRect().width).toBeGreaterThan(before.bell.width + 20);
    await expect(accounting.getBoundingClientRect().height).toBeGreaterThan(before.accounting.height + 4);
    // Long names wrap inside the strip instead of being cut off.
    const property = within(nav.getByRole("button", { name: "Property Management" })).getByText(
      "Property Management",
    );
    await expect(property.scrollWidth).toBeLessThanOrEqual(property.clientWidth);
    await expect(property.getBoundingClientRect().height).toBeGreaterThan(20);
    const labels = visibleIconLabels();
    await expect(labels.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        "Expand sidebar",
        "Notifications",
        "Help",
        "Settings",
        "Dashboard",
        "Accounting",
        "Property Management",
        "Sign Out",
      ]),
    );
    for (const label of labels) await expect(label.name.startsWith(label.text)).toBe(true);
    // Every label is inside the viewport (nothing pushed off the top bar).
    for (const element of document.querySelectorAll<HTMLElement>("[data-slot=icon-label]")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0) await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/**
 * `dir="rtl"` on the document: the sidebar is on the right, so the collapsed strip's tooltips and flyouts
 * open to its left (toward the content), and the user menu reads right to left and opens toward the inline end.
 */
export const RightToLeft: Story = {
  tags: ["shell-a11y-extra"],
  beforeEach: () => {
    storyEnv().http.preferences.set("sidebar:collapsed", true);
    document.documentElement.dir = "rtl";
    return () => document.documentElement.removeAttribute("dir");
  },
  play: async () => {
    await ready();
    const nav = page().getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);

    // The strip's tooltip opens to its left, toward the content (it stays open for the screenshot).
    const dashboard = await within(nav).findByRole("link", { name: "Dashboard" });
    await userEvent.hover(dashboard);
    await page().findByRole("tooltip", {}, { timeout: 3000 });
    const tip = document.querySelector<HTMLElement>("[data-slot=tooltip-content]")!;
    await expect(tip).toHaveAttribute("data-side", "left");
    await expect(tip.getBoundingClientRect().right).toBeLessThanOrEqual(
      dashboard.getBoundingClientRect().left,
    );
  },
};
