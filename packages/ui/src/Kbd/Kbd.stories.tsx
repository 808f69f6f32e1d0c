import type { Meta, StoryObj } from "@storybook/react-vite";
import { Kbd, KbdGroup } from "./Kbd";

const meta = {
  title: "UI/Kbd",
  component: Kbd,
  tags: ["autodocs"],
  subcomponents: { KbdGroup },
  parameters: {
    docs: {
      description: {
        component:
          'A keyboard key in help texts and tooltips ("Ctrl K", "F1"). `KbdGroup` joins the keys of one shortcut. Purely visual: the shortcut itself is registered elsewhere.',
      },
    },
  },
  args: { children: "F1" },
} satisfies Meta<typeof Kbd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Combination: Story = {
  render: () => (
    <p className="text-sm">
      Focus search with{" "}
      <KbdGroup>
        <Kbd>Ctrl</Kbd>+<Kbd>K</Kbd>
      </KbdGroup>
    </p>
  ),
};
