import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
} from "./Sheet";

function Demo({
  side,
  className,
  defaultOpen,
}: {
  side: SheetSide;
  className?: string;
  defaultOpen?: boolean;
}) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">Open {side} drawer</Button>
      </SheetTrigger>
      <SheetContent side={side} className={className}>
        <SheetHeader>
          <SheetTitle>Navigation</SheetTitle>
          <SheetDescription>Jump to any part of PropLedger.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="grid gap-1 px-4">
          {["Dashboard", "Properties", "Transactions"].map((item) => (
            <SheetClose asChild key={item}>
              <Button variant="ghost" className="justify-start">
                {item}
              </Button>
            </SheetClose>
          ))}
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const body = () => within(document.body);

const meta = {
  title: "UI/Sheet",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: {
    Sheet,
    SheetTrigger,
    SheetContent,
    SheetHeader,
    SheetTitle,
    SheetDescription,
    SheetFooter,
    SheetClose,
  },
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "480px" },
      description: {
        component:
          "A dialog that slides in from an edge (`side`: top, right, bottom, left): the mobile navigation drawer, filters, a detail panel. Same focus rules as Dialog; it needs a `SheetTitle`.",
      },
    },
  },
  args: { side: "left" },
  argTypes: { side: { control: "inline-radio", options: ["left", "right", "top", "bottom"] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openAndCheck: Story["play"] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /drawer/ }));
  const sheet = await body().findByRole("dialog", { name: "Navigation" });
  await expect(within(sheet).getByRole("button", { name: "Close" })).toBeInTheDocument();
};

export const Closed: Story = {};
/** The mobile navigation drawer: 80 units wide, at most 90% of the viewport. */
export const Left: Story = { args: { side: "left", className: "w-80 max-w-[90vw]" }, play: openAndCheck };
export const Right: Story = { args: { side: "right" }, play: openAndCheck };
export const Top: Story = { args: { side: "top" }, play: openAndCheck };
export const Bottom: Story = { args: { side: "bottom" }, play: openAndCheck };

/** Choosing a link closes the drawer and focus returns to the trigger. */
export const CloseOnChoose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /drawer/ });
    await userEvent.click(trigger);
    const sheet = await body().findByRole("dialog", { name: "Navigation" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Properties" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
