import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ShellStory } from "../test/ShellStory";
import { preloadShellParts, type StoryServerParameters, setupStoryServer, storyEnv } from "../test/storyEnv";

const meta = {
  title: "Shell/AppShell/Keyboard",
  loaders: [preloadShellParts],
  component: ShellStory,
  parameters: { a11y: { test: "off" }, layout: "fullscreen", server: { path: "/transactions" } },
  beforeEach: setupStoryServer,
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: { server?: StoryServerParameters } };

const page = () => within(document.body);
const heading = () => page().findByRole("heading", { name: "Transactions", level: 1 }, { timeout: 5000 });
const view = () => page().getByTestId("view");

/** "Keyboard navigation" off: no shortcut fires, T and L included. */
export const KeyboardNavigationOff: Story = {
  beforeEach: () => {
    storyEnv().http.preferences.set("accessibility", { keyboardNavigation: false });
  },
  play: async () => {
    await userEvent.click(await heading());
    await userEvent.keyboard("l");
    await expect(view()).toHaveTextContent("table");
    await userEvent.keyboard("{F1}");
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(page().queryByRole("dialog", { name: "Help Center" })).toBeNull();
    await expect(page().getByRole("combobox", { name: "Search with AI" })).not.toHaveFocus();
    // Switched back on, the letters work again.
    storyEnv().http.preferences.set("accessibility", { keyboardNavigation: true });
    await userEvent.keyboard("l");
    await waitFor(() => expect(view()).toHaveTextContent("list"));
  },
};

/** While a menu or a dialog is open, T and L belong to it (menu type-ahead), not to the page behind it. */
export const ViewKeysWaitForMenusAndDialogs: Story = {
  play: async () => {
    await userEvent.click(await heading());
    await userEvent.click(page().getByRole("button", { name: /Ada Lovelace.*user menu/ }));
    await page().findByRole("menu");
    await userEvent.keyboard("l");
    await expect(view()).toHaveTextContent("table");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("menu")).toBeNull());

    await userEvent.keyboard("{F1}");
    const help = await page().findByRole("dialog", { name: "Help Center" });
    await userEvent.click(within(help).getByRole("tab", { name: "Getting Started" }));
    await userEvent.keyboard("l");
    await expect(view()).toHaveTextContent("table");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog", { name: "Help Center" })).toBeNull());

    await userEvent.keyboard("l");
    await expect(view()).toHaveTextContent("list");
  },
};

/** Below 768 px a table does not fit: a page without a saved choice opens in list view. */
export const PhoneDefaultsToList: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await heading();
    await expect(view()).toHaveTextContent("list");
    await expect(storyEnv().http.preferences.get("view:transactions")).toBeUndefined();
  },
};

/** A saved choice wins over the phone's default. */
export const PhoneKeepsSavedTable: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  beforeEach: () => {
    storyEnv().http.preferences.set("view:transactions", "table");
  },
  play: async () => {
    await heading();
    await expect(view()).toHaveTextContent("table");
  },
};
