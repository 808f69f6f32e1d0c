import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import { leasing } from "../leasing/stories.fixtures";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { OAK_STREET, OAK_STREET_DETAIL, page, TRANSACTIONS } from "../stories/fixtures";
import { answer, endpoint, mswHandlers } from "../stories/handlers";
import PropertyDetailPage from "./PropertyDetailPage";

function PropertyRoute() {
  return <Route path="/properties/:id" component={PropertyDetailPage} />;
}

const oak = `/properties/${OAK_STREET.id}`;
const [unitA, unitB] = OAK_STREET_DETAIL.units;

/** What the page sent, in order, for the play functions to check. */
const sent: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const body = request.method === "DELETE" ? null : await request.json();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return (body ?? {}) as Record<string, unknown>;
};

const reads = [
  answer(oak, OAK_STREET_DETAIL),
  // Units never let through a lease keep the hand-entered move in and move out.
  leasing.answer("/leases", { items: [] }),
  answer(
    "/transactions",
    page(
      TRANSACTIONS.filter((t) => t.propertyId === OAK_STREET.id),
      20,
    ),
  ),
];
const writes = [
  http.patch(endpoint("/properties/:id"), async ({ request }) =>
    HttpResponse.json({ ...OAK_STREET, ...(await record(request)) }),
  ),
  http.delete(endpoint("/properties/:id"), async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      {
        message:
          'Property "Oak Street Duplex" has 7 transactions and cannot be deleted; set its status to inactive or sold instead',
      },
      { status: 409 },
    );
  }),
  http.post(endpoint("/properties/:id/units"), async ({ request }) =>
    HttpResponse.json(
      { ...unitA, ...(await record(request)), tenant: null, occupied: false },
      { status: 201 },
    ),
  ),
  http.patch(endpoint("/units/:id"), async ({ request }) =>
    HttpResponse.json({ ...unitB, ...(await record(request)) }),
  ),
];

const meta = {
  title: "Web/Accounting/Property Editing",
  component: PropertyRoute,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: oak },
    testViewport: { width: 1280, height: 1400 },
    ...mswHandlers(...writes, ...reads),
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof PropertyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (name: string) => screen().findByRole("form", { name });

/** Details are edited in place: a refused field keeps what was typed; the saved body has every change. */
export const EditDetailsInPlace: Story = {
  // Header, details, units and the toast. The transactions list below repaints after the save, and its native
  // select then draws in whichever font was ready first, so it is left out of the screenshot.
  parameters: { testViewport: { width: 1280, height: 880 } },
  play: async () => {
    await pageHeading("Oak Street Duplex");
    await userEvent.click(screen().getByRole("button", { name: "Edit details" }));
    const details = await form("Edit property");
    const name = within(details).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.clear(within(details).getByLabelText("Purchase price ($)"));
    await userEvent.type(within(details).getByLabelText("Purchase price ($)"), "lots");
    await userEvent.click(within(details).getByRole("button", { name: "Save details" }));
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toHaveFocus();
    await expect(within(details).getByLabelText("Purchase price ($)")).toHaveAccessibleDescription(
      "Enter a price such as 350000.00",
    );
    await expect(sent).toHaveLength(0);

    await userEvent.type(name, "Oak Street Duplex (sold)");
    await userEvent.clear(within(details).getByLabelText("Purchase price ($)"));
    await userEvent.type(within(details).getByLabelText("Purchase price ($)"), "412,000");
    await userEvent.selectOptions(within(details).getByLabelText("Status"), "sold");
    await userEvent.click(within(details).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      method: "PATCH",
      path: endpoint(oak),
      body: { name: "Oak Street Duplex (sold)", status: "sold", purchasePriceCents: 412_000_00 },
    });
    await expect(await screen().findByText("Property saved")).toBeVisible();
  },
};

/** A property with transactions cannot be deleted: the server's explanation shows in the dialog. */
export const DeleteRefused: Story = {
  play: async () => {
    await pageHeading("Oak Street Duplex");
    await userEvent.click(screen().getByRole("button", { name: "Delete property" }));
    const dialog = await screen().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete property" }));
    await expect(
      await within(dialog).findByText(
        /has 7 transactions and cannot be deleted; set its status to inactive or sold/,
      ),
    ).toBeVisible();
    await expect(sent).toEqual([{ method: "DELETE", path: endpoint(oak), body: null }]);
    // Still on the property's page (behind the open dialog).
    await expect(screen().getByText("Oak Street Duplex", { selector: "h1" })).toBeInTheDocument();
  },
};

/** Adding a unit: messages beside the fields, then the POST with numbers and cents. */
export const AddUnit: Story = {
  play: async () => {
    await pageHeading("Oak Street Duplex");
    await userEvent.click(screen().getByRole("button", { name: "Add unit" }));
    const unit = await form("Add unit");
    await userEvent.type(within(unit).getByLabelText("Bedrooms"), "two");
    await userEvent.click(within(unit).getByRole("button", { name: "Add unit" }));
    await expect(within(unit).getByLabelText("Unit name")).toHaveAccessibleDescription(
      "Unit name is required",
    );
    await expect(within(unit).getByLabelText("Bedrooms")).toHaveAccessibleDescription("Enter a number");
    await expect(sent).toHaveLength(0);

    await userEvent.type(within(unit).getByLabelText("Unit name"), "Unit C");
    await userEvent.clear(within(unit).getByLabelText("Bedrooms"));
    await userEvent.type(within(unit).getByLabelText("Bedrooms"), "2");
    await userEvent.type(within(unit).getByLabelText("Bathrooms"), "1.5");
    await userEvent.type(within(unit).getByLabelText("Square feet"), "900");
    await userEvent.type(within(unit).getByLabelText("Market rent ($/month)"), "1,725");
    await userEvent.click(within(unit).getByRole("button", { name: "Add unit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual({
      method: "POST",
      path: endpoint(`${oak}/units`),
      body: { name: "Unit C", beds: 2, baths: 1.5, squareFeet: 900, marketRentCents: 1_725_00 },
    });
  },
};

/** Moving a tenant out asks first and names who leaves which unit. */
export const MoveOutConfirm: Story = {
  play: async () => {
    await pageHeading("Oak Street Duplex");
    await userEvent.click(screen().getByRole("button", { name: `Move out James Park from ${unitB?.name}` }));
    const dialog = await screen().findByRole("dialog");
    await expect(within(dialog).getByRole("heading", { name: "Move James Park out?" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Move out" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: "PATCH", path: endpoint(`/units/${unitB?.id}`), body: { tenant: null } },
      ]),
    );
    await expect(await screen().findByText("Tenant moved out")).toBeVisible();
  },
};

/** Moving a tenant in: the lease must not end before it starts; the PATCH carries the tenant. */
export const MoveIn: Story = {
  parameters: {
    ...mswHandlers(
      ...writes,
      answer(oak, { ...OAK_STREET_DETAIL, units: [{ ...unitB!, tenant: null, occupied: false }] }),
      ...reads.slice(1),
    ),
  },
  play: async () => {
    await pageHeading("Oak Street Duplex");
    await userEvent.click(screen().getByRole("button", { name: `Move in to ${unitB?.name}` }));
    const tenant = await form("Move in");
    await userEvent.type(within(tenant).getByLabelText("Tenant name"), "Ada Byron");
    await userEvent.clear(within(tenant).getByLabelText("Lease start"));
    await userEvent.type(within(tenant).getByLabelText("Lease start"), "2026-04-01");
    await userEvent.type(within(tenant).getByLabelText("Lease end (optional)"), "2026-03-01");
    await userEvent.clear(within(tenant).getByLabelText("Rent ($/month)"));
    await userEvent.type(within(tenant).getByLabelText("Rent ($/month)"), "1,600");
    await userEvent.click(within(tenant).getByRole("button", { name: "Move in" }));
    await expect(within(tenant).getByLabelText("Lease end (optional)")).toHaveAccessibleDescription(
      "Must not be before the lease start",
    );
    await expect(sent).toHaveLength(0);
    await userEvent.clear(within(tenant).getByLabelText("Lease end (optional)"));
    await userEvent.type(within(tenant).getByLabelText("Lease end (optional)"), "2027-03-31");
    await userEvent.click(within(tenant).getByRole("button", { name: "Move in" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      method: "PATCH",
      path: endpoint(`/units/${unitB?.id}`),
      body: {
        tenant: { name: "Ada Byron", leaseStart: "2026-04-01", leaseEnd: "2027-03-31", rentCents: 1_600_00 },
      },
    });
  },
};
