import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Input } from "../Input";
import { Label } from "../Label";
import { Popover, PopoverContent, PopoverTrigger } from "./Popover";

function Demo({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">Filter</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Filter transactions" className="grid gap-2">
        <p className="text-sm font-medium">Amount range</p>
        <Label htmlFor="min-amount">Minimum</Label>
        <Input id="min-amount" inputMode="decimal" defaultValue="500" />
      </PopoverContent>
    </Popover>
  );
}

const body = () => within(document.body);
const meta = {
  title: "UI/Popover",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: { Popover, PopoverTrigger, PopoverContent },
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "360px" },
      description: {
        component:
          "Non-modal content anchored to a trigger: a small form or extra detail. Focus moves into it and Escape or a click outside closes it. Use a Dialog instead when the user must answer before continuing, a Tooltip for a short label.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="h-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

export const OpenAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Filter" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const dialog = await body().findByRole("dialog", { name: "Filter transactions" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
