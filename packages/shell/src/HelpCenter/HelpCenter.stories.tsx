import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
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
  component: HelpStory,
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
    await expect(help.getByText("Set up the chart of accounts")).toBeVisible();
    await expect(help.getByText("Add properties")).toBeVisible();
    await expect(help.getByText("Connect bank accounts")).toBeVisible();
    await expect(help.getByText("Start managing transactions")).toBeVisible();
  },
};

export const Shortcuts: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Shortcuts" }));
    await expect(help.getByText("Focus the AI search box")).toBeVisible();
    await expect(help.getByText("Open this help centre")).toBeVisible();
  },
};

export const Faq: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "FAQ" }));
    await userEvent.click(help.getByRole("button", { name: "Can I export my data?" }));
    await expect(help.getByText(/CSV, XLSX or PDF/)).toBeVisible();
    for (const topic of [
      "table and list views",
      "connect my bank",
      "customise the dashboard",
      "data secure",
    ]) {
      await expect(help.getByRole("button", { name: new RegExp(topic) })).toBeVisible();
    }
  },
};

export const Support: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Support" }));
    await expect(help.getByText("We reply within 24 hours.")).toBeVisible();
    await expect(help.getByText("Monday-Friday 9 AM-6 PM EST.")).toBeVisible();
    await expect(help.getByText("For urgent issues.")).toBeVisible();
  },
};

export const Features: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    const help = await dialog();
    await userEvent.click(help.getByRole("tab", { name: "Features" }));
    await expect(help.getByText("AI-powered search")).toBeVisible();
    await userEvent.click(help.getByRole("tab", { name: "Navigation" }));
    await expect(help.getByText("Property Management")).toBeVisible();
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
    await expect(page().queryByRole("dialog")).toBeNull();
    // Focus moves into the dialog and back to the button that opened it.
    await userEvent.click(page().getByRole("button", { name: "Help (F1)" }));
    await dialog();
    await userEvent.keyboard("{Escape}");
    await expect(page().getByRole("button", { name: "Help (F1)" })).toHaveFocus();
  },
};
