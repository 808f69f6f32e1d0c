import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Input } from "../Input";
import { Label } from "../Label";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./Dialog";

function Demo({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename property</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename property</DialogTitle>
          <DialogDescription>The new name appears in reports and search.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="property-name">Name</Label>
          <Input id="property-name" defaultValue="Oak Street Duplex" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const body = () => within(document.body);

const meta = {
  title: "UI/Dialog",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: {
    Dialog,
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "420px" },
      description: {
        component:
          "A modal for a short task or a confirmation that must be answered before going on. Focus moves into the dialog, stays there while it is open and returns to the trigger on close; Escape closes it. Every dialog needs a `DialogTitle` (and usually a `DialogDescription`). Put the confirming button last in `DialogFooter`.",
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

/** Focus moves into the dialog, Tab cycles inside it, Escape closes and focus returns to the trigger. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Rename property" });
    await userEvent.click(trigger);
    const dialog = await body().findByRole("dialog", { name: "Rename property" });
    await expect(dialog).toHaveAccessibleDescription("The new name appears in reports and search.");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Input, Cancel, Save, Close, then back to the input.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Rename property" });
    await userEvent.click(trigger);
    const dialog = await body().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
