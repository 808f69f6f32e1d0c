import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useViewPreference } from "../shortcuts/useViewPreference";
import { STORY_CSRF_TOKEN } from "../test/fakeServer";
import { fixedNow, makeNotifications } from "../test/fixtures";
import { preloadShellParts, type StoryServerParameters, setupStoryServer, storyEnv } from "../test/storyEnv";
import { AppShell, type AppShellProps } from "./AppShell";

function TransactionsPage() {
  const [view, setView] = useViewPreference("transactions");
  return (
    <div className="flex flex-col gap-3 p-6">
      <h1 className="text-2xl font-semibold">Transactions</h1>
      <p className="text-sm text-muted-foreground">
        Current view: <span data-testid="view">{view}</span>
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded-md border border-border px-3 py-1 text-sm"
          onClick={() => setView("table")}
        >
          Table view
        </button>
        <label className="flex items-center gap-2 text-sm">
          Filter
          <input className="rounded-md border border-input bg-background px-2 py-1" />
        </label>
      </div>
    </div>
  );
}

type ShellStoryProps = Pick<AppShellProps, "mode" | "isMobile" | "breakpoint">;

function ShellStory(props: ShellStoryProps) {
  const { http } = storyEnv();
  return (
    <AppShell
      {...props}
      adapters={{ ...http.adapters, router: http.router, preferences: http.preferences }}
      now={fixedNow}
      externalAvatarUrl={null}
    >
      <TransactionsPage />
    </AppShell>
  );
}

const meta = {
  title: "Shell/AppShell",
  loaders: [preloadShellParts],
  component: ShellStory,
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: { a11y: { test: "off" }, layout: "fullscreen", server: { path: "/transactions" } },
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
