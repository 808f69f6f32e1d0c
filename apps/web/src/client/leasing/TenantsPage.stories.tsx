import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import { ANA, BEN, leasing } from "./stories.fixtures";
import TenantsPage from "./TenantsPage";

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

const meta = {
  title: "Web/Leasing/Tenants",
  component: TenantsPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/tenants" },
    ...mswHandlers(leasing.answer("/tenants", page([ANA, BEN])), answer("/properties", PROPERTIES_PAGE)),
  },
} satisfies Meta<typeof TenantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async () => {
    await pageHeading("Tenants");
    const rows = within(await screen().findByRole("table", { name: "Tenants" })).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent("Ana Ruiz");
    await expect(rows[1]).toHaveTextContent("$120.00");
    await expect(within(rows[1]!).getByRole("link", { name: "Ana Ruiz" })).toHaveAttribute(
      "href",
      `/tenants/${ANA.id}`,
    );
    await expect(rows[2]).toHaveTextContent("Former");
  },
};

export const AddTenant: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole("button", { name: "Add tenant" }));
    const dialog = await screen().findByRole("dialog", { name: "Add tenant" });
    await expect(within(dialog).getByLabelText("Name")).toBeVisible();
    await expect(within(dialog).getByLabelText("Emergency contact")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mswHandlers(leasing.answer("/tenants", page([])), answer("/properties", PROPERTIES_PAGE)),
  play: async () => {
    await expect(await screen().findByRole("heading", { name: "No tenants yet" })).toBeVisible();
    await expect(screen().getByRole("button", { name: "Add your first tenant" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswHandlers(leasing.hang("/tenants"), answer("/properties", PROPERTIES_PAGE)),
  play: () => expectLoading("Tenants", 5),
};

export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail("/tenants"), answer("/properties", PROPERTIES_PAGE)),
  play: async () => {
    await expectLoadError();
  },
};
