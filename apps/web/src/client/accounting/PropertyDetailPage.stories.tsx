import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import { LEASE, leasing } from "../leasing/stories.fixtures";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { NEW_PROPERTY_DETAIL, OAK_STREET, OAK_STREET_DETAIL, page, TRANSACTIONS } from "../stories/fixtures";
import { answer, fail, hang, mswHandlers } from "../stories/handlers";
import PropertyDetailPage from "./PropertyDetailPage";

/** The page as the app mounts it: under /properties/:id, reading the id from the route. */
function PropertyRoute() {
  return <Route path="/properties/:id" component={PropertyDetailPage} />;
}

const oak = `/properties/${OAK_STREET.id}`;
const birch = `/properties/${NEW_PROPERTY_DETAIL.property.id}`;

/** The property's own transactions (the page asks the list endpoint with its propertyId). */
const oakTransactions = answer(
  "/transactions",
  page(
    TRANSACTIONS.filter((t) => t.propertyId === OAK_STREET.id),
    20,
  ),
);

/** Unit A is let through a lease (its occupant follows it); Unit B's tenant was entered by hand. */
const unitA = OAK_STREET_DETAIL.units[0]!;
const oakLeases = leasing.answer("/leases", {
  items: [
    {
      ...LEASE,
      unitId: unitA.id,
      unitName: unitA.name,
      propertyId: OAK_STREET.id,
      tenants: [{ id: LEASE.tenants[0]!.id, name: unitA.tenant!.name }],
    },
  ],
});

const meta = {
  title: "Web/Accounting/Property Detail",
  component: PropertyRoute,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: oak },
    ...mswHandlers(answer(oak, OAK_STREET_DETAIL), oakTransactions, oakLeases),
  },
} satisfies Meta<typeof PropertyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure card's value, by its label. */
const figure = (label: string) => screen().getByText(label, { selector: "dt" }).nextElementSibling;

async function expectOakStreet() {
  await pageHeading("Oak Street Duplex");
  await expect(screen().getByText("412 Oak Street, Portland, OR, 97214")).toBeVisible();
  await waitFor(() => expect(figure("Income year to date")).toHaveTextContent("$4,895.00"));
  await expect(figure("Expenses year to date")).toHaveTextContent("$1,409.87");
  await expect(figure("Net operating income")).toHaveTextContent("$4,297.53");
  await expect(figure("Occupancy")).toHaveTextContent("100%");

  const units = within(screen().getByRole("list", { name: "Units" })).getAllByRole("listitem");
  await expect(units).toHaveLength(2);
  await expect(units[0]).toHaveTextContent("Unit A");
  await expect(units[0]).toHaveTextContent(/2 bd · 1 ba · .*market \$1,695\.00/);
  await expect(units[0]).toHaveTextContent("Maria Gonzalez");
  await expect(units[0]).toHaveTextContent("Occupied");
  // The lease's line (once the leases answer): its tenants, rent and term, what they owe, the lease.
  await within(units[0]!).findByRole("link", { name: "Open lease for Unit A" });
  await expect(units[0]).toHaveTextContent("$1,695.00/month · from Jan 1, 2026 to Dec 31, 2026");
  await expect(units[0]).toHaveTextContent("Balance owed $120.00");
  await expect(within(units[0]!).getByRole("link", { name: "Open lease for Unit A" })).toHaveAttribute(
    "href",
    `/leases/${LEASE.id}`,
  );
  await expect(within(units[0]!).queryByRole("button", { name: /Move out/ })).toBeNull();
  await expect(units[1]).toHaveTextContent("James Park");
  await expect(
    within(units[1]!).getByRole("button", { name: "Move out James Park from Unit B" }),
  ).toBeEnabled();

  const table = await screen().findByRole("table", { name: "Property transactions" });
  const rows = within(table).getAllByRole("row");
  await expect(rows).toHaveLength(8);
  await expect(rows[1]).toHaveTextContent("Kitchen sink leak, Unit B");
  await expect(rows[1]).toHaveTextContent("Mar 10, 2026");
  await expect(rows[1]).toHaveTextContent("−$385.00");
  await expect(rows[3]).toHaveTextContent("March rent, Unit B");
  await expect(rows[3]).toHaveTextContent("$1,595.00");
  await expect(rows[3]).not.toHaveTextContent("−");
}

export const Loading: Story = {
  parameters: mswHandlers(hang(oak)),
  play: async () => {
    // The frame is drawn before the property's name is known.
    await expectLoading("Property", 6);
    await expect(screen().getByText("Property details")).toBeVisible();
    await expect(screen().getByRole("link", { name: "Properties" })).toHaveAttribute("href", "/properties");
  },
};

/** A property added today: no units, no transactions, every figure zero; the way back is the breadcrumb. */
export const Empty: Story = {
  parameters: {
    accounting: { path: birch },
    ...mswHandlers(
      answer(birch, NEW_PROPERTY_DETAIL),
      answer("/transactions", page([], 20)),
      leasing.answer("/leases", { items: [] }),
    ),
  },
  play: async () => {
    await pageHeading("Birch Lane Cottage");
    await expect(screen().getByText("5 Birch Lane, Milwaukie, OR, 97222")).toBeVisible();
    await expect(figure("Income year to date")).toHaveTextContent("$0.00");
    await expect(figure("Net operating income")).toHaveTextContent("$0.00");
    await expect(figure("Occupancy")).toHaveTextContent("No units");
    await expect(screen().getByText("This property has no units yet.")).toBeVisible();
    await expect(await screen().findByText("No transactions for this property yet.")).toBeVisible();
    await expect(screen().queryByRole("list", { name: "Units" })).toBeNull();
    await expect(screen().getByRole("link", { name: "Properties" })).toHaveAttribute("href", "/properties");
  },
};

/** Oak Street: year-to-date figures, both units let, its recent transactions. */
export const Data: Story = {
  parameters: { testViewport: { width: 1280, height: 1100 } },
  play: async () => {
    await expectOakStreet();
  },
};

/** The server fails: after the client's retries, the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(fail(oak), oakTransactions, oakLeases),
  play: async () => {
    await pageHeading("Property");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(screen().queryByRole("list", { name: "Units" })).toBeNull();
  },
};

/** Once the server answers again, Try again shows the property. */
export const RetryAfterLoadError: Story = {
  parameters: {
    testViewport: { width: 1280, height: 1100 },
    ...mswHandlers(fail(oak), oakTransactions, oakLeases),
  },
  play: async (context) => {
    await pageHeading("Property");
    const retry = await expectLoadError();

    serveFromNowOn(context, answer(oak, OAK_STREET_DETAIL));
    await userEvent.click(retry);
    await expectOakStreet();
    await expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull();
  },
};
