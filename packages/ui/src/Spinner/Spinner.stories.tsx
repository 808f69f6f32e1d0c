import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate loading indicator with the accessible name "Loading" (overridable). Use it inside a button while its action runs, or for a region that is loading; prefer a skeleton for whole pages. It stops spinning under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const WithVisibleLabel: Story = {
  args: { label: "Loading notifications...", showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading notifications...");
  },
};

/** Under the shell's reduced-motion setting (`.reduce-motion` on an ancestor) the icon does not animate. */
export const ReducedMotion: Story = {
  decorators: [
    (Story) => (
      <div className="reduce-motion">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector("svg");
    await expect(icon).not.toBeNull();
    await expect(getComputedStyle(icon as SVGElement).animationName).toBe("none");
  },
};
