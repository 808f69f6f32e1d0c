import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { OAK_STREET, OAK_STREET_DETAIL, PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import LeaseWizardPage from "./LeaseWizardPage";
import { ANA, BEN, leasing } from "./stories.fixtures";

const HANDLERS = [
  leasing.answer("/tenants", { items: [ANA, BEN], total: 2, page: 1, pageSize: 200 }),
  answer("/properties", PROPERTIES_PAGE),
  answer("/properties/:id/units", { items: OAK_STREET_DETAIL.units }),
];

const meta = {
  title: "Web/Leasing/Lease Wizard",
  component: LeaseWizardPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: `/leases/new?tenantId=${ANA.id}` },
    ...mswHandlers(...HANDLERS),
  },
} satisfies Meta<typeof LeaseWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a unit's "New lease": the property, the unit and the tenant are chosen already. */
const FROM_UNIT = {
  accounting: {
    path: `/leases/new?propertyId=${OAK_STREET.id}&unitId=${OAK_STREET_DETAIL.units[0]!.id}&tenantId=${ANA.id}`,
  },
};

const next = () => userEvent.click(screen().getByRole("button", { name: "Next" }));
const currentStep = () =>
  screen()
    .getByRole("list", { name: "Steps" })
    .querySelector("[aria-current=step]")
    ?.textContent?.replace(/\s+/g, " ");
export const UnitAndTenants: Story = {
  play: async () => {
    await pageHeading("New lease");
    await expect(await screen().findByRole("checkbox", { name: "Ana Ruiz" })).toBeChecked();
    await expect(screen().getByRole("checkbox", { name: "Ben Okafor" })).not.toBeChecked();
    await expect(screen().getByLabelText("Unit")).toBeDisabled();
  },
};

/** "Next" with no unit and no tenant: the step stays, each problem shows at its field, focus on the first. */
export const UnitStepErrors: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole("checkbox", { name: "Ana Ruiz" }));
    await next();
    await expect(currentStep()).toBe("1. Unit and tenants");
    const property = screen().getByLabelText("Property");
    await waitFor(() => expect(property).toHaveFocus());
    await expect(property).toHaveAttribute("aria-invalid", "true");
    await expect(property).toHaveAccessibleDescription("Choose a property, then its unit.");
    const ana = screen().getByRole("checkbox", { name: "Ana Ruiz" });
    await expect(ana).toHaveAttribute("aria-invalid", "true");
    await expect(ana).toHaveAccessibleDescription("Choose at least one tenant.");
    await expect(screen().queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The end date before the start and no rent: refused on "Next"; each problem clears once corrected. */
export const TermStepErrors: Story = {
  parameters: FROM_UNIT,
  play: async () => {
    await expect(await screen().findByRole("option", { name: "Unit A", selected: true })).toBeInTheDocument();
    await next();
    await userEvent.type(screen().getByLabelText("Start date"), "2026-03-10");
    await userEvent.type(screen().getByLabelText("End date"), "2026-03-01");
    await next();
    await expect(currentStep()).toBe("2. Term and rent");
    const end = screen().getByLabelText("End date");
    await waitFor(() => expect(end).toHaveFocus());
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toHaveAccessibleDescription("The end date is before the start date.");
    const rent = screen().getByLabelText("Monthly rent");
    await expect(rent).toHaveAccessibleDescription("Enter the monthly rent, e.g. 1,450.00.");
    await userEvent.type(rent, "1450");
    await expect(rent).not.toHaveAttribute("aria-invalid");
    await expect(screen().queryByText("Enter the monthly rent, e.g. 1,450.00.")).not.toBeInTheDocument();
    await expect(end).toHaveAttribute("aria-invalid", "true");
  },
};

/** A valid lease all the way to the review: dates read as dates, money as money. */
export const Review: Story = {
  parameters: FROM_UNIT,
  play: async () => {
    await expect(await screen().findByRole("option", { name: "Unit A", selected: true })).toBeInTheDocument();
    await next();
    await userEvent.type(screen().getByLabelText("Start date"), "2026-03-03");
    await userEvent.type(screen().getByLabelText("End date"), "2027-03-02");
    await userEvent.type(screen().getByLabelText("Monthly rent"), "1,450.00");
    await next();
    await userEvent.selectOptions(screen().getByLabelText("Late fee"), "flat");
    await userEvent.type(screen().getByLabelText("Late fee amount"), "75");
    await userEvent.type(screen().getByLabelText("Security deposit"), "1450");
    await next();
    await expect(currentStep()).toBe("4. Review");
    await expect(screen().getByText("Mar 3, 2026 to Mar 2, 2027")).toBeVisible();
    await expect(screen().getByText("$1,450.00 due on day 1, 5 days of grace")).toBeVisible();
    await expect(screen().getByText("$75.00")).toBeVisible();
    await expect(screen().getByRole("button", { name: "Create lease" })).toBeEnabled();
  },
};
