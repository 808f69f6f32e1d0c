import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import RentPaymentsPage from "./RentPaymentsPage";
import { LEASING } from "./shared";
import { COLLECTIONS, leasing } from "./stories.fixtures";

/** The bodies the bulk form sent in the story being played; the server never answers, so none lands. */
let bulkPosts: unknown[] = [];
const BULK_HANDLERS = [
  http.post(`${LEASING}/payments/bulk`, async ({ request }) => {
    bulkPosts.push(await request.json());
    await delay("infinite");
    return HttpResponse.json({});
  }),
  leasing.answer("/rent-payments", COLLECTIONS),
];

const meta = {
  title: "Web/Leasing/Rent Payments",
  component: RentPaymentsPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/rent-payments" },
    ...mswHandlers(...BULK_HANDLERS),
  },
} satisfies Meta<typeof RentPaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const received = (unit: string) => screen().getByLabelText(`Amount received for Oak Street Duplex ${unit}`);

/** The month: every "Received" box starts empty, the amount due only as its placeholder. */
export const Month: Story = {
  play: async () => {
    await pageHeading("Rent Payments");
    const due = within(await screen().findByRole("table", { name: "Rent due this month" })).getAllByRole(
      "row",
    );
    await expect(due).toHaveLength(3);
    await expect(received("Unit A")).toHaveValue("");
    await expect(received("Unit B")).toHaveValue("");
    await expect(received("Unit B")).toHaveAttribute("placeholder", "1,550.00");
    await expect(within(due[2]!).getByRole("button", { name: "Fill 1,550.00 for James Park" })).toBeVisible();
    await expect(screen().getByRole("button", { name: "Record payments" })).toBeEnabled();
    const overdue = within(screen().getByRole("table", { name: "Overdue charges" })).getAllByRole("row");
    await expect(overdue[3]).toHaveTextContent("111");
  },
};

/** Recording with every box empty sends nothing and says why, at the first box, until an amount is typed. */
export const NothingToRecord: Story = {
  play: async () => {
    bulkPosts = [];
    await userEvent.click(await screen().findByRole("button", { name: "Record payments" }));
    const first = received("Unit A");
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription(
      "Nothing to record: enter the amount received for at least one lease, or fill in the amounts due.",
    );
    await expect(bulkPosts).toHaveLength(0);
  },
};

/** "Fill all amounts due" fills every box; one row's "Fill" works from the keyboard too. */
export const Filled: Story = {
  play: async () => {
    const fillB = await screen().findByRole("button", { name: "Fill 1,550.00 for James Park" });
    fillB.focus();
    await userEvent.keyboard("{Enter}");
    await expect(received("Unit B")).toHaveValue("1,550.00");
    await expect(received("Unit A")).toHaveValue("");
    await expect(screen().getByRole("button", { name: "Record 1 payment" })).toBeEnabled();
    await userEvent.click(screen().getByRole("button", { name: "Fill all amounts due" }));
    await expect(received("Unit A")).toHaveValue("45.00");
    await expect(screen().getByRole("button", { name: "Record 2 payments" })).toBeEnabled();
  },
};

/** Only rows with an amount are sent: the one typed in, not the empty one. */
export const RecordingOnlyFilledRows: Story = {
  play: async () => {
    bulkPosts = [];
    await userEvent.type(await screen().findByLabelText(/Amount received for .* Unit B/), "1,000");
    await userEvent.click(screen().getByRole("button", { name: "Record 1 payment" }));
    await expect(await screen().findByRole("button", { name: "Recording…" })).toBeDisabled();
    await waitFor(() => expect(bulkPosts).toHaveLength(1));
    await expect(bulkPosts[0]).toEqual({
      payments: [
        {
          leaseId: COLLECTIONS.dueThisMonth[1]!.leaseId,
          amountCents: 100_000,
          date: "2026-02-20",
          method: "check",
        },
      ],
    });
  },
};

/** A box that is not an amount is marked and focused; nothing is sent until it is fixed or emptied. */
export const UnreadableAmount: Story = {
  play: async () => {
    bulkPosts = [];
    await userEvent.type(await screen().findByLabelText(/Amount received for .* Unit A/), "forty");
    await userEvent.type(received("Unit B"), "1550");
    await userEvent.click(screen().getByRole("button", { name: "Record 1 payment" }));
    const a = received("Unit A");
    await waitFor(() => expect(a).toHaveFocus());
    await expect(a).toHaveAttribute("aria-invalid", "true");
    await expect(a).toHaveAccessibleDescription("Not an amount, e.g. 45.00");
    await expect(bulkPosts).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: mswHandlers(
    leasing.answer("/rent-payments", {
      ...COLLECTIONS,
      dueThisMonth: [],
      overdue: [],
      dueCents: 0,
      overdueCents: 0,
    }),
  ),
  play: async () => {
    await expect(await screen().findByRole("heading", { name: "No rent due this month" })).toBeVisible();
    await expect(screen().getByRole("link", { name: "New lease" })).toHaveAttribute("href", "/leases/new");
  },
};

export const Loading: Story = {
  parameters: mswHandlers(leasing.hang("/rent-payments")),
  play: () => expectLoading("Rent Payments", 4),
};

export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail("/rent-payments")),
  play: async () => {
    await expectLoadError();
  },
};
