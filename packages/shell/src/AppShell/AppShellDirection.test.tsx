import { ScrollArea, Tabs, TabsList, TabsTrigger } from "@propledger/ui";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HELP_TABS, HelpCenter } from "../HelpCenter/HelpCenter";
import { createMemoryRouter } from "../lib/memoryRouter";
import type { ShellAdapters } from "../ports";
import { createMemoryPreferences } from "../preferences/preferences";
import { createMemoryNotifications } from "../test/memoryAdapters";
import { AppShell } from "./AppShell";

const adapters = (): ShellAdapters => ({
  auth: { getCurrentUser: vi.fn(async () => null), logout: vi.fn() },
  notifications: createMemoryNotifications([]),
  search: { search: vi.fn() },
  router: createMemoryRouter("/accounts"),
  preferences: createMemoryPreferences(),
});

/** Radix writes its direction on the tabs' root: it decides their layout and arrow keys. */
const tabsDir = (tablist: HTMLElement) => tablist.closest("[data-slot=tabs]")?.getAttribute("dir");

afterEach(() => document.documentElement.removeAttribute("dir"));

describe("Radix parts follow dir on the document", () => {
  it("inside AppShell: tabs and scroll areas take the document's direction and follow its changes", async () => {
    document.documentElement.dir = "rtl";
    render(
      <AppShell adapters={adapters()} mode="demo" externalAvatarUrl={null} isMobile={false}>
        <Tabs defaultValue="a">
          <TabsList aria-label="Page tabs">
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </TabsList>
        </Tabs>
        <ScrollArea aria-label="Rows">rows</ScrollArea>
      </AppShell>,
    );
    const tablist = await screen.findByRole("tablist", { name: "Page tabs" });
    expect(tabsDir(tablist)).toBe("rtl");
    expect(screen.getByRole("region", { name: "Rows" }).closest("[data-slot=scroll-area]")).toHaveAttribute(
      "dir",
      "rtl",
    );

    act(() => document.documentElement.removeAttribute("dir"));
    await waitFor(() => expect(tabsDir(tablist)).toBe("ltr"));
  });

  it("the Help Center on its own (as PublicHelpButton renders it): right-to-left tabs, ArrowLeft = next tab", async () => {
    document.documentElement.dir = "rtl";
    render(<HelpCenter open onOpenChange={() => {}} />);
    const dialog = within(await screen.findByRole("dialog", { name: "Help Center" }));
    expect(tabsDir(dialog.getByRole("tablist"))).toBe("rtl");
    const first = dialog.getByRole("tab", { name: HELP_TABS[0] });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    await waitFor(() => expect(dialog.getByRole("tab", { name: HELP_TABS[1] })).toHaveFocus());
  });

  it("inside AppShell: the user menu opens right to left", async () => {
    document.documentElement.dir = "rtl";
    render(<AppShell adapters={adapters()} mode="demo" externalAvatarUrl={null} isMobile={false} />);
    const trigger = await screen.findByRole("button", { name: /user menu/ });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(await screen.findByRole("menu")).toHaveAttribute("dir", "rtl");
  });

  it("left to right by default", async () => {
    render(<HelpCenter open onOpenChange={() => {}} />);
    const dialog = within(await screen.findByRole("dialog", { name: "Help Center" }));
    expect(tabsDir(dialog.getByRole("tablist"))).toBe("ltr");
  });
});
