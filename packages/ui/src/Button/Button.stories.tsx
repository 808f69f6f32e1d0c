import type { Meta, StoryObj } from "@storybook/react-vite";
import { MailIcon, PlusIcon, SettingsIcon } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'The action control. `default` is the page\'s main action (one per area), `secondary`/`outline` for others, `destructive` for deleting or ending something, `ghost` inside toolbars and menus, `link` for navigation that looks like text. `size="icon"` needs an `aria-label`; `mobile` is full width and 44 px tall for touch layouts. `asChild` renders a link with button styles.',
      },
    },
  },
  args: { children: "Save changes", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "destructive", "outline", "secondary", "ghost", "link"],
    },
    size: { control: "select", options: ["default", "sm", "lg", "icon", "mobile"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Destructive: Story = { args: { variant: "destructive", children: "Delete property" } };
export const Outline: Story = { args: { variant: "outline", children: "Export CSV" } };
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Skip" } };
export const Link: Story = { args: { variant: "link", children: "View all notifications" } };

export const Small: Story = { args: { size: "sm", children: "Small" } };
export const Large: Story = { args: { size: "lg", children: "Large" } };
export const Mobile: Story = {
  args: { size: "mobile", children: "Continue" },
  play: async ({ canvasElement }) => {
    const { height } = within(canvasElement).getByRole("button").getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};
export const Icon: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Settings",
    children: <SettingsIcon aria-hidden="true" />,
  },
  play: async ({ canvasElement }) => {
    const { width, height } = within(canvasElement)
      .getByRole("button", { name: "Settings" })
      .getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(36);
    await expect(height).toBeGreaterThanOrEqual(36);
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <MailIcon aria-hidden="true" /> Invite by email
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChild: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#settings">Open settings</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Open settings" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).not.toHaveAttribute("type");
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button")).toHaveFocus();
  },
};

const variants = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const sizes = ["sm", "default", "lg", "mobile"] as const;

/** Every variant at every text size, plus the icon size; all targets are ≥ 24×24 px. */
export const Matrix: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size} className="sm:w-auto">
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} size="icon" aria-label={`Add (${variant})`}>
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole("button")) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};
