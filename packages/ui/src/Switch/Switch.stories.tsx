import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./Switch";

const meta = {
  title: "UI/Switch",
  component: Switch,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "An on/off setting that applies at once (accessibility settings, preferences). Needs a visible `Label`. Use a checkbox in forms whose values are saved with a button.",
      },
    },
  },
  args: { label: "High contrast", onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true, label: "Focus indicators" } };
export const Disabled: Story = { args: { disabled: true, label: "Screen reader mode" } };
export const WithDescription: Story = {
  args: {
    label: "Reduced motion",
    description: "Turns off animations across the app.",
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Reduced motion" });
    await expect(control).toHaveAccessibleDescription("Turns off animations across the app.");
  },
};
export const WithoutVisibleLabel: Story = { args: { label: undefined, "aria-label": "Large text" } };

/** Clicking the label toggles; Space toggles from the keyboard. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole("switch", { name: "High contrast" });
    await expect(control).toHaveAttribute("aria-checked", "false");
    await userEvent.click(canvas.getByText("High contrast"));
    await expect(control).toHaveAttribute("aria-checked", "true");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(control).toHaveAttribute("aria-checked", "false");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
