import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Separator } from "./Separator";

const meta = {
  title: "UI/Separator",
  component: Separator,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A thin line between groups of content, horizontal or vertical. Decorative by default (hidden from screen readers); set `decorative={false}` when it separates sections a screen-reader user should know about.",
      },
    },
  },
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div className="w-64 text-sm">
      <p>Accounting</p>
      <Separator {...args} className="my-2" />
      <p>Property Management</p>
    </div>
  ),
};

export const Vertical: Story = {
  render: (args) => (
    <div className="flex h-6 items-center gap-3 text-sm">
      <span>Profile</span>
      <Separator {...args} orientation="vertical" />
      <span>Settings</span>
    </div>
  ),
};

export const Semantic: Story = {
  args: { decorative: false },
  render: Horizontal.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("separator")).toBeInTheDocument();
  },
};
