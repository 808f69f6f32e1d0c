import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SCROLL_HIDE_DELAY, ScrollArea } from "./ScrollArea";

const rows = Array.from({ length: 30 }, (_, i) => `Transaction ${String(i + 1).padStart(2, "0")}`);

const meta = {
  title: "UI/ScrollArea",
  component: ScrollArea,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A scrollable region with thin scrollbars that match the theme, used in the sidebar, menus and long panels. Content stays reachable by keyboard and wheel; give the region an accessible name when it holds a list of its own.",
      },
    },
  },
  args: { "aria-label": "Recent transactions", className: "h-72 w-64 rounded-md border border-border" },
  render: (args) => (
    <ScrollArea {...args}>
      <ul className="p-4">
        {rows.map((row) => (
          <li key={row} className="border-b border-border py-2 text-sm last:border-b-0">
            {row}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
} satisfies Meta<typeof ScrollArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(SCROLL_HIDE_DELAY).toBe(600);
    const root = canvasElement.querySelector('[data-slot="scroll-area"]');
    await expect(root).not.toBeNull();
  },
};

/** The viewport is focusable so keyboard users can scroll it. */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Recent transactions" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const MaxHeight: Story = {
  args: { className: "w-80 rounded-md border border-border", viewportClassName: "max-h-96" },
};
