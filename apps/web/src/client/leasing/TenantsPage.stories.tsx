import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import { LEASING } from "./shared";
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

/** Requests the tenant dialog sent in the story being played. */
let tenantPosts = 0;

/** A bad e-mail is caught before sending: the message shows under Email, which is marked and focused. */
export const AddTenantBadEmail: Story = {
  parameters: mswHandlers(
    http.post(`${LEASING}/tenants`, () => {
      tenantPosts += 1;
      return HttpResponse.json({ message: "email: must be an e-mail address" }, { status: 400 });
    }),
    leasing.answer("/tenants", page([ANA, BEN])),
    answer("/properties", PROPERTIES_PAGE),
  ),
  play: async () => {
    tenantPosts = 0;
    await userEvent.click(await screen().findByRole("button", { name: "Add tenant" }));
    const dialog = within(await screen().findByRole("dialog", { name: "Add tenant" }));
    await userEvent.type(dialog.getByLabelText("Name"), "Cleo Park");
    await userEvent.type(dialog.getByLabelText("Email"), "cleo@");
    await userEvent.click(dialog.getByRole("button", { name: "Add tenant" }));
    const email = dialog.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await expect(email).toHaveAccessibleDescription("Email must be an e-mail address");
    await expect(email).toHaveFocus();
    await expect(dialog.queryByRole("alert")).toBeNull();
    await expect(tenantPosts).toBe(0);
  },
};

/** The server's refusal of one field ("emergencyContactName: …") shows under it, and it takes focus. */
export const AddTenantServerRefusal: Story = {
  parameters: mswHandlers(
    http.post(`${LEASING}/tenants`, () =>
      HttpResponse.json({ message: "emergencyContactName: is already on file" }, { status: 400 }),
    ),
    leasing.answer("/tenants", page([ANA, BEN])),
    answer("/properties", PROPERTIES_PAGE),
  ),
  play: async () => {
    await userEvent.click(await screen().findByRole("button", { name: "Add tenant" }));
    const dialog = within(await screen().findByRole("dialog", { name: "Add tenant" }));
    await userEvent.type(dialog.getByLabelText("Name"), "Cleo Park");
    await userEvent.type(dialog.getByLabelText("Emergency contact"), "Dan Park");
    await userEvent.click(dialog.getByRole("button", { name: "Add tenant" }));
    const contact = dialog.getByLabelText("Emergency contact");
    await waitFor(() => expect(contact).toHaveAttribute("aria-invalid", "true"));
    await expect(contact).toHaveAccessibleDescription("Emergency contact is already on file");
    await waitFor(() => expect(contact).toHaveFocus());
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
