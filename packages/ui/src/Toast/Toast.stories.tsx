import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./Toast";
import { Toaster, type ToasterProps } from "./Toaster";
import { clearToasts, TOAST_DURATION, type ToastInput, toast } from "./toast-store";

interface DemoProps extends ToasterProps {
  toasts: { label: string; toast: ToastInput }[];
}

/** Buttons that raise toasts through `toast()`, plus the app's single `<Toaster />`. */
function ToastDemo({ toasts, ...toaster }: DemoProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {toasts.map((t) => (
        <Button key={t.label} variant="outline" onClick={() => toast(t.toast)}>
          {t.label}
        </Button>
      ))}
      <Toaster {...toaster} />
    </div>
  );
}

const body = () => within(document.body);
const region = () => body().getByRole("region", { name: "Notifications (F8)" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: "UI/Toast",
  component: ToastDemo,
  tags: ["autodocs"],
  subcomponents: {
    Toaster,
    Toast,
    ToastTitle,
    ToastDescription,
    ToastAction,
    ToastClose,
    ToastProvider,
    ToastViewport,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A brief message about something that just happened ("Changes saved"), shown by calling `toast({ title, description, variant })` with one `Toaster` mounted in the app. Toasts are announced to screen readers, pause while hovered or focused, and close after 5 s (`duration`; `Infinity` keeps one until dismissed). Never put the only way to do something in a toast.',
      },
    },
  },
  // The toast store is module state: start every story empty.
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
  args: {
    toasts: [
      {
        label: "Save changes",
        // Stays open so the screenshot after the play function is stable.
        toast: {
          title: "Changes saved",
          description: "Your property details were updated.",
          duration: Infinity,
        },
      },
    ],
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save changes" }));
    const item = await within(region()).findByRole("listitem");
    await expect(item).toHaveTextContent("Changes saved");
    await expect(item).toHaveAttribute("data-variant", "default");
  },
};

export const Destructive: Story = {
  args: {
    toasts: [
      {
        label: "Delete property",
        toast: {
          variant: "destructive",
          title: "Could not delete",
          description: "The property still has transactions.",
          duration: Infinity,
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete property" }));
    const item = await within(region()).findByRole("listitem");
    await expect(item).toHaveAttribute("data-variant", "destructive");
    await expect(item).toHaveTextContent("Could not delete");
  },
};

export const WithAction: Story = {
  args: {
    toasts: [
      {
        label: "Archive account",
        toast: {
          title: "Account archived",
          description: "Repairs (5400) is hidden from new transactions.",
          action: <ToastAction altText="Undo archiving">Undo</ToastAction>,
          duration: Infinity,
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Archive account" }));
    const item = await within(region()).findByRole("listitem");
    await userEvent.click(within(item).getByRole("button", { name: "Undo" }));
    // Actions close the toast.
    await waitFor(() => expect(within(region()).queryByRole("listitem")).toBeNull());
  },
};

/** Uses a short `duration` so the run stays fast; the default (5000 ms) is asserted in DefaultDuration. */
export const AutoClose: Story = {
  args: {
    duration: 800,
    toasts: [{ label: "Quick toast", toast: { title: "Synced", description: "Bank feed refreshed." } }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Quick toast" }));
    const item = await within(region()).findByRole("listitem");
    await expect(item).toHaveAttribute("data-duration", "800");
    await waitFor(() => expect(within(region()).queryByRole("listitem")).toBeNull(), { timeout: 3000 });
  },
};

export const DefaultDuration: Story = {
  args: {
    toasts: [
      { label: "Default toast", toast: { title: "Report ready", description: "Schedule E for 2025." } },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(TOAST_DURATION).toBe(5000);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Default toast" }));
    const item = await within(region()).findByRole("listitem");
    await expect(item).toHaveAttribute("data-duration", "5000");
    await sleep(1000);
    await expect(item).toBeInTheDocument();
    // Close it so the screenshot does not depend on how long the checks took.
    await userEvent.click(within(item).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(region()).queryByRole("listitem")).toBeNull());
  },
};

export const LimitOne: Story = {
  args: {
    toasts: [
      { label: "First", toast: { title: "First toast", duration: Infinity } },
      { label: "Second", toast: { title: "Second toast", duration: Infinity } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "First" }));
    await within(region()).findByText("First toast");
    await userEvent.click(canvas.getByRole("button", { name: "Second" }));
    await within(region()).findByText("Second toast");
    await waitFor(() => expect(within(region()).getAllByRole("listitem")).toHaveLength(1));
    await expect(within(region()).queryByText("First toast")).toBeNull();
  },
};

export const HotkeyF8: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save changes" }));
    await within(region()).findByRole("listitem");
    // Radix matches the hotkey on KeyboardEvent.code.
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(within(region()).getByRole("list")).toHaveFocus());
  },
};

/** Static rendering of both variants with the primitives (no store), for visual review. */
export const Variants: Story = {
  render: () => (
    <ToastProvider>
      <Toast open duration={Infinity} onOpenChange={() => {}}>
        <div className="grid gap-1">
          <ToastTitle>Payment recorded</ToastTitle>
          <ToastDescription>$1,250.00 rent from Unit 2B.</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <Toast open variant="destructive" duration={Infinity} onOpenChange={() => {}}>
        <div className="grid gap-1">
          <ToastTitle>Search Error</ToastTitle>
          <ToastDescription>Search failed. Please try again.</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  ),
};
