import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ShellUser } from "../ports";
import { createStoryHttp, StoryProviders } from "../test/StoryProviders";
import { preloadShellParts } from "../test/storyEnv";
import { Sidebar, SidebarTrigger } from "./Sidebar";
import { SidebarProvider, useSidebar } from "./SidebarContext";

const ADMIN: ShellUser = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@oakstreet.test",
  role: "admin",
};
const VIEWER: ShellUser = {
  firstName: "Vic",
  lastName: "Viewer",
  email: "vic@oakstreet.test",
  primaryRole: "viewer",
};

let lastRouter: ReturnType<typeof createStoryHttp>["router"] | undefined;

function Page() {
  const { isMobile } = useSidebar();
  return (
    <main className="flex-1 p-4">
      <SidebarTrigger />
      <p className="mt-2 text-sm text-muted-foreground">{isMobile ? "Mobile layout" : "Desktop layout"}</p>
    </main>
  );
}

interface SidebarStoryProps {
  user: ShellUser;
  path?: string;
  defaultCollapsed?: boolean;
  mobile?: boolean;
  dir?: "ltr" | "rtl";
}

function SidebarStory({
  user,
  path = "/transactions",
  defaultCollapsed = false,
  mobile = false,
  dir,
}: SidebarStoryProps) {
  const [http] = useState(() => createStoryHttp(path));
  lastRouter = http.router;
  return (
    <StoryProviders http={http}>
      <SidebarProvider defaultCollapsed={defaultCollapsed} isMobile={mobile}>
        <div dir={dir} className="flex h-[720px] w-full border border-border bg-background">
          <Sidebar
            user={user}
            externalAvatarUrl={null}
            onSignOut={() => http.router.assign?.("/api/logout")}
          />
          <Page />
        </div>
      </SidebarProvider>
    </StoryProviders>
  );
}

const meta = {
  title: "Shell/Sidebar",
  loaders: [preloadShellParts],
  component: SidebarStory,
  tags: ["autodocs"],
  subcomponents: { Sidebar, SidebarTrigger, SidebarProvider },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "560px" },
      description: {
        component:
          "The navigation: groups of links from the navigation model, the current page marked with `aria-current`. On desktop it collapses to icons with tooltips; on phones it is a drawer opened by `SidebarTrigger`.",
      },
    },
    a11y: { test: "off" },
    layout: "fullscreen",
  },
  args: { user: ADMIN },
} satisfies Meta<typeof SidebarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const nav = () => within(page().getByRole("navigation", { name: "Main navigation" }));

export const ExpandedAdmin: Story = {
  play: async () => {
    const current = nav().getByRole("link", { name: /Transactions/ });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveTextContent("12");
    await expect(nav().getByRole("button", { name: "Accounting" })).toHaveAttribute("aria-expanded", "true");
    await waitFor(async () =>
      expect(nav().getByRole("button", { name: "Users & Permissions" })).toBeVisible(),
    );
    // One group open at a time.
    await userEvent.click(nav().getByRole("button", { name: "Settings" }));
    await waitFor(async () => expect(nav().getByRole("link", { name: "Admin Console" })).toBeVisible());
    await expect(nav().getByRole("button", { name: "Accounting" })).toHaveAttribute("aria-expanded", "false");
    // Footer: the signed-in user's name and role.
    await expect(page().getByTestId("sidebar-user-name")).toHaveTextContent("Ada Lovelace");
    await expect(page().getByText("Administrator")).toBeInTheDocument();
    await userEvent.click(page().getByRole("button", { name: "Sign Out" }));
    await expect(lastRouter?.history).toContainEqual({ to: "/api/logout", replace: false, full: true });
  },
};

export const NonAdmin: Story = {
  args: { user: VIEWER, path: "/settings" },
  play: async () => {
    await expect(nav().queryByRole("button", { name: "Users & Permissions" })).toBeNull();
    await expect(nav().getByRole("link", { name: "System Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav().queryByRole("link", { name: "Admin Console" })).toBeNull();
    await expect(page().getByTestId("sidebar-user-name")).toHaveTextContent("Vic Viewer");
    await expect(page().getByText("Viewer")).toBeInTheDocument();
  },
};

export const CollapsedWithTooltip: Story = {
  args: { defaultCollapsed: true, path: "/dashboard" },
  play: async () => {
    const dashboard = await nav().findByRole("link", { name: "Dashboard" });
    await expect(dashboard).toHaveAttribute("aria-current", "page");
    await userEvent.hover(dashboard);
    const tip = await page().findByRole("tooltip", {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent("Dashboard");
    await expect(tip).toHaveTextContent("Overview of your portfolio");
  },
};

export const CollapsedFlyout: Story = {
  args: { defaultCollapsed: true },
  play: async () => {
    await userEvent.click(await nav().findByRole("button", { name: "Accounting" }));
    const menu = within(await page().findByRole("menu"));
    const current = menu.getByRole("menuitem", { name: /Transactions/ });
    await expect(current).toHaveAttribute("aria-current", "page");
    await userEvent.click(menu.getByRole("menuitem", { name: "General Ledger" }));
    await waitFor(() =>
      expect(lastRouter?.history.at(-1)).toEqual({ to: "/ledger", replace: false, full: false }),
    );
    await waitFor(() => expect(nav().getByRole("link", { name: "Dashboard" })).toBeVisible());
  },
};

export const ToggleCollapse: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Collapse sidebar" }));
    await expect(page().getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page().queryByTestId("sidebar-user-name")).toBeNull();
    await userEvent.click(page().getByRole("button", { name: "Expand sidebar" }));
    await expect(page().getByTestId("sidebar-user-name")).toHaveTextContent("Ada Lovelace");
  },
};

export const MobileDrawer: Story = {
  args: { mobile: true },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await expect(page().queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    await userEvent.click(page().getByRole("button", { name: "Open navigation menu" }));
    const drawer = within(await page().findByRole("dialog", { name: "PropLedger" }));
    await expect(drawer.getByRole("link", { name: /Transactions/ })).toHaveAttribute("aria-current", "page");
    // Choosing a link closes the drawer.
    await userEvent.click(drawer.getByRole("link", { name: "General Ledger" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(lastRouter?.history.at(-1)?.to).toBe("/ledger");
    // Open again for the screenshot; Escape would close it.
    await userEvent.click(page().getByRole("button", { name: "Open navigation menu" }));
    await page().findByRole("dialog", { name: "PropLedger" });
  },
};

export const RightToLeft: Story = {
  args: { dir: "rtl" },
};

/** The element's box, and the popup's side relative to it. */
const box = (element: Element) => element.getBoundingClientRect();

/**
 * `dir="rtl"` on the document, sidebar collapsed: the strip is on the right, so its tooltips and group flyouts
 * open to its left, toward the content (not off the edge of the window).
 */
export const CollapsedRightToLeftDocument: Story = {
  tags: ["shell-a11y-extra"],
  args: { defaultCollapsed: true, path: "/dashboard" },
  beforeEach: () => {
    document.documentElement.dir = "rtl";
    return () => document.documentElement.removeAttribute("dir");
  },
  play: async () => {
    const strip = page().getByRole("navigation", { name: "Main navigation" });
    await expect(box(strip).left).toBeGreaterThan(window.innerWidth / 2);

    // Keyboard focus opens the tooltip at once.
    const dashboard = await nav().findByRole("link", { name: "Dashboard" });
    dashboard.focus();
    await page().findByRole("tooltip", {}, { timeout: 3000 });
    const tip = document.querySelector("[data-slot=tooltip-content]")!;
    await expect(tip).toHaveAttribute("data-side", "left");
    await expect(box(tip).right).toBeLessThanOrEqual(box(dashboard).left);
    await expect(box(tip).left).toBeGreaterThanOrEqual(0);

    const accounting = nav().getByRole("button", { name: "Accounting" });
    await userEvent.click(accounting);
    const menu = await page().findByRole("menu");
    await expect(menu).toHaveAttribute("dir", "rtl");
    await expect(menu).toHaveAttribute("data-side", "left");
    await expect(box(menu).right).toBeLessThanOrEqual(box(accounting).left);
    // align="start" in right-to-left: the flyout's top lines up with its button.
    await expect(Math.abs(box(menu).top - box(accounting).top)).toBeLessThan(2);
  },
};
