import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Label } from "../Label";
import { Input } from "./Input";

const meta = {
  title: "UI/Input",
  component: Input,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A single-line text field. Always pair it with a `Label` (`htmlFor` = the input's `id`); put hints and errors in text linked with `aria-describedby`, and mark an invalid value with `aria-invalid`. Text is 16 px on small screens so phones do not zoom on focus.",
      },
    },
  },
  args: { id: "email", placeholder: "name@example.com", type: "email" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor={args.id}>Email</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: "jane.doe@example.com" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "jane.doe@example.com" } };
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "jane.doe@" } };
export const Search: Story = {
  args: { id: "search", type: "search", placeholder: "Search with AI... (Ctrl+K)" },
  render: (args) => <Input {...args} aria-label="Search" className="w-[400px]" />,
};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email");
    await userEvent.type(input, "owner@example.com");
    await expect(input).toHaveValue("owner@example.com");
  },
};
