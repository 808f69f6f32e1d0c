import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import LeaseWizardPage from "./LeaseWizardPage";
import { ANA, BEN, leasing } from "./stories.fixtures";

const meta = {
  title: "Web/Leasing/Lease Wizard",
  component: LeaseWizardPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: `/leases/new?tenantId=${ANA.id}` },
    ...mswHandlers(
      leasing.answer("/tenants", { items: [ANA, BEN], total: 2, page: 1, pageSize: 200 }),
      answer("/properties", PROPERTIES_PAGE),
    ),
  },
} satisfies Meta<typeof LeaseWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitAndTenants: Story = {
  play: async () => {
    await pageHeading("New lease");
    await expect(await screen().findByRole("checkbox", { name: "Ana Ruiz" })).toBeChecked();
    await expect(screen().getByRole("checkbox", { name: "Ben Okafor" })).not.toBeChecked();
    await expect(screen().getByLabelText("Unit")).toBeDisabled();
  },
};

export const ReviewWithProblem: Story = {
  play: async () => {
    await screen().findByRole("checkbox", { name: "Ana Ruiz" });
    for (let i = 0; i < 3; i++) await userEvent.click(screen().getByRole("button", { name: "Next" }));
    await userEvent.click(screen().getByRole("button", { name: "Create lease" }));
    await expect(await screen().findByRole("alert")).toHaveTextContent("Choose a unit.");
    await expect(
      within(screen().getByRole("list", { name: "Steps" })).getByText("4. Review"),
    ).toHaveAttribute("aria-current", "step");
  },
};
