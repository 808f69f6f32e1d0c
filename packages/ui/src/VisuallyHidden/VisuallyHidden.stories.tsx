import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon } from "lucide-react";
import { expect, within } from "storybook/test";
import { Button } from "../Button";
import { VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Text for screen readers only, e.g. the name of an icon-only button or extra context in a table cell. Visible text is better whenever the layout allows it.",
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icon button's name comes from hidden text. */
export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="ghost" size="icon">
      <BellIcon aria-hidden="true" />
      <VisuallyHidden>Notifications, 3 unread</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Notifications, 3 unread" }),
    ).toBeInTheDocument();
  },
};
