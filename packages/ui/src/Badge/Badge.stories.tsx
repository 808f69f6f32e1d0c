import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'A short status or count ("Paid", "Overdue", "3"). Variants map to the semantic colours; the words carry the meaning, never the colour alone. Not interactive: put it inside a button or link when it must be clicked.',
      },
    },
  },
  args: { children: "12" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "New" } };
export const Destructive: Story = { args: { variant: "destructive", children: "9+" } };
export const Outline: Story = { args: { variant: "outline", children: "Admin" } };

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#transactions">3 pending</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "3 pending" })).toHaveAttribute(
      "data-slot",
      "badge",
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge>12</Badge>
      <Badge variant="secondary">New</Badge>
      <Badge variant="destructive">9+</Badge>
      <Badge variant="outline">Admin</Badge>
    </div>
  ),
};
