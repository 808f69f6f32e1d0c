import type { Meta, StoryObj } from "@storybook/react-vite";
import { InfoIcon, SettingsIcon } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./Tooltip";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const body = () => within(document.body);

function Demo({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Settings">
            <SettingsIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">System Settings</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const meta = {
  title: "UI/Tooltip",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider },
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "200px" },
      description: {
        component:
          "A short label shown on hover and keyboard focus, mainly for icon-only buttons (it repeats their accessible name). Not for essential information or interactive content: it cannot be reached on touch screens.",
      },
    },
    layout: "centered",
  },
  decorators: [
    (Story) => (
      <div className="p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens only after the 700 ms hover delay. */
export const HoverDelay: Story = {
  play: async ({ canvasElement }) => {
    await expect(TOOLTIP_DELAY_DURATION).toBe(700);
    await expect(TOOLTIP_SKIP_DELAY_DURATION).toBe(300);
    const trigger = within(canvasElement).getByRole("button", { name: "Settings" });
    const start = performance.now();
    await userEvent.hover(trigger);
    await sleep(450);
    await expect(body().queryByRole("tooltip")).toBeNull();
    const tooltip = await body().findByRole("tooltip", {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent("System Settings");
    await expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_DELAY_DURATION - 20);
  },
};

/** Keyboard focus opens at once; Escape closes. */
export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Settings" })).toHaveFocus();
    await body().findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/**
 * Within 300 ms of one tooltip closing, the next one opens without the delay. Hoverable content is off here
 * only because synthetic pointer events carry no coordinates for Radix's pointer grace area.
 */
export const SkipDelay: Story = {
  render: () => (
    <TooltipProvider disableHoverableContent>
      <div className="flex gap-2">
        {["Help", "Notifications"].map((name) => (
          <Tooltip key={name}>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={name}>
                <InfoIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{name}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole("button", { name: "Help" }));
    await body().findByRole("tooltip", { name: "Help" }, { timeout: 2000 });
    await userEvent.unhover(canvas.getByRole("button", { name: "Help" }));
    const start = performance.now();
    await userEvent.hover(canvas.getByRole("button", { name: "Notifications" }));
    await body().findByRole("tooltip", { name: "Notifications" });
    await expect(performance.now() - start).toBeLessThan(TOOLTIP_DELAY_DURATION);
  },
};
