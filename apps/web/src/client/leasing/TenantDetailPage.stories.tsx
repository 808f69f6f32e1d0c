import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Route } from "wouter";
import { expectLoadError, pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import { ANA, LEASE, leasing } from "./stories.fixtures";
import TenantDetailPage from "./TenantDetailPage";

function TenantRoute() {
  return <Route path="/tenants/:id" component={TenantDetailPage} />;
}
const path = `/tenants/${ANA.id}`;

const meta = {
  title: "Web/Leasing/Tenant Detail",
  component: TenantRoute,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path },
    ...mswHandlers(leasing.answer(path, ANA), leasing.answer("/leases", { items: [LEASE] })),
  },
} satisfies Meta<typeof TenantRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLease: Story = {
  play: async () => {
    await pageHeading("Ana Ruiz");
    await expect(screen().getByText("Balance $120.00")).toBeVisible();
    const rows = within(await screen().findByRole("table", { name: "Leases" })).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("Oak Street Duplex · Unit A");
    await expect(screen().getByRole("link", { name: "New lease" })).toHaveAttribute(
      "href",
      `/leases/new?tenantId=${ANA.id}`,
    );
  },
};

export const NoLeases: Story = {
  parameters: mswHandlers(
    leasing.answer(path, { ...ANA, status: "prospect", balanceCents: 0, units: [] }),
    leasing.answer("/leases", { items: [] }),
  ),
  play: async () => {
    await expect(
      await screen().findByText("No leases yet. Create one on a unit with “New lease”."),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail(path), leasing.fail("/leases")),
  play: async () => {
    await expectLoadError();
  },
};
