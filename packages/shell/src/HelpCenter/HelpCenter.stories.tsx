import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { preloadShellParts } from "../test/storyEnv";
import { HELP_TABS, HelpButton, HelpCenter, PublicHelpButton } from "./HelpCenter";

function HelpStory() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HelpButton onClick={() => setOpen(true)} />
      <HelpCenter open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Shell/HelpCenter",
  loaders: [preloadShellParts],
  component: HelpStory,
  tags: ["autodocs"],
  subcomponents: { HelpCenter, HelpButton, PublicHelpButton },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "560px" },
      description: {
        component:
          "The help centre (F1 or the question-mark button): guides, FAQ and contact details in tabs. `HelpButton` opens it from the top bar, `PublicHelpButton` from signed-out pages.",
      },
    },
    a11y: { test: "off" },
  },
} satisfies Meta<typeof HelpStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async () => within(await page().findByRole("dialog", { name: "Help Center" }));

export const GettingStarted: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await expect(help.getAllByRole("tab").map((t) => t.textContent)).toEqual([...HELP_TABS]);
    await waitFor(async () => expect(help.getByText("Set up the chart of accounts")).toBeVisible());
    await waitFor(async () => expect(help.getByText("Add properties")).toBeVisible());
    await waitFor(async () => expect(help.getByText("Connect bank accounts")).toBeVisible());
    await waitFor(async () => expect(help.getByText("Start managing transactions")).toBeVisible());
  },
};

export const Shortcuts: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Shortcuts" }));
    await waitFor(async () => expect(help.getByText("Focus the AI search box")).toBeVisible());
    await waitFor(async () => expect(help.getByText("Open this help centre")).toBeVisible());
  },
};

export const Faq: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "FAQ" }));
    await userEvent.click(help.getByRole("button", { name: "Can I export my data?" }));
    await waitFor(async () => expect(help.getByText(/CSV, XLSX or PDF/)).toBeVisible());
    for (const topic of [
      "table and list views",
      "connect my bank",
      "reconcile an account",
      "finish a reconciliation",
      "find it",
      "report of a reconciliation",
      "customise the dashboard",
      "data secure",
    ]) {
      await waitFor(async () => expect(help.getByRole("button", { name: new RegExp(topic) })).toBeVisible());
    }
  },
};

export const Support: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Support" }));
    await waitFor(async () => expect(help.getByText("We reply within 24 hours.")).toBeVisible());
    await waitFor(async () => expect(help.getByText("Monday-Friday 9 AM-6 PM EST.")).toBeVisible());
    await waitFor(async () => expect(help.getByText("For urgent issues.")).toBeVisible());
  },
};

export const Features: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Features" }));
    await waitFor(async () => expect(help.getByText("AI-powered search")).toBeVisible());
    await userEvent.click(help.getByRole("tab", { name: "Navigation" }));
    await waitFor(async () => expect(help.getByText("Property Management")).toBeVisible());
  },
};

export const PublicPageButtonWithF1: Story = {
  render: () => <PublicHelpButton />,
  parameters: { layout: "fullscreen" },
  play: async () => {
    await userEvent.keyboard("{F1}");
    const help = await dialog();
    await expect(help.getByRole("tab", { name: "Getting Started" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    // Focus moves into the dialog and back to the button that opened it.
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().getByRole("button", { name: "Help (F1)" })).toHaveFocus());
  },
};

/**
 * `dir="rtl"` on the document, Help Center on its own (not inside AppShell): the tabs run right to left — the
 * first tab on the right — and ArrowLeft moves to the next tab, ArrowRight to the previous one.
 */
export const RightToLeft: Story = {
  tags: ["shell-rtl"],
  beforeEach: () => {
    document.documentElement.dir = "rtl";
    return () => document.documentElement.removeAttribute("dir");
  },
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    const tablist = help.getByRole("tablist");
    await expect(tablist.closest("[data-slot=tabs]")).toHaveAttribute("dir", "rtl");

    // Laid out right to left: the first tab at the list's right edge, each next one to the left of the one before.
    const tabs = help.getAllByRole("tab");
    await expect(tabs.map((t) => t.textContent)).toEqual([...HELP_TABS]);
    const boxes = tabs.map((t) => t.getBoundingClientRect());
    const list = tablist.getBoundingClientRect();
    await expect(list.right - boxes[0]!.right).toBeLessThan(6);
    await expect(boxes[0]!.left).toBeGreaterThan(list.left + list.width / 2);
    for (let i = 1; i < boxes.length; i++) {
      await expect(boxes[i]!.right).toBeLessThanOrEqual(boxes[i - 1]!.left + 1);
    }

    // Arrow keys in right-to-left order: ArrowLeft is the next tab, ArrowRight the previous one.
    const [first, second] = tabs as [HTMLElement, HTMLElement];
    first.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute("aria-selected", "true");
    await waitFor(async () => expect(help.getByText("Set up the chart of accounts")).toBeVisible());
  },
};
