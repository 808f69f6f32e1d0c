import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import RentPaymentsPage from "./RentPaymentsPage";
import { COLLECTIONS, leasing } from "./stories.fixtures";

const meta = {
  title: "Web/Leasing/Rent Payments",
  component: RentPaymentsPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/rent-payments" },
    ...mswHandlers(leasing.answer("/rent-payments", COLLECTIONS)),
  },
} satisfies Meta<typeof RentPaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async () => {
    await pageHeading("Rent Payments");
    const due = within(await screen().findByRole("table", { name: "Rent due this month" })).getAllByRole(
      "row",
    );
    await expect(due).toHaveLength(3);
    await expect(within(due[2]!).getByLabelText("Amount received for Oak Street Duplex Unit B")).toHaveValue(
      "1550.00",
    );
    await expect(screen().getByRole("button", { name: "Record 2 payments" })).toBeEnabled();
    const overdue = within(screen().getByRole("table", { name: "Overdue charges" })).getAllByRole("row");
    await expect(overdue[3]).toHaveTextContent("111");
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
