import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import {
  ACCOUNTS,
  OAK_STREET_DETAIL,
  PROPERTIES_PAGE,
  TRANSACTIONS,
  TRANSACTIONS_PAGE,
} from "../stories/fixtures";
import { answer, endpoint, mswHandlers } from "../stories/handlers";
import TransactionsPage from "./TransactionsPage";
import { bodyOf } from "./transactions/DeleteTransactionDialog";

/** What the page sent, in order: the play functions check the bodies the server would receive. */
const sent: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const body = request.method === "DELETE" ? null : await request.json();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body as Record<string, unknown> | null;
};
const byId = (id: string) => TRANSACTIONS.find((t) => t.id === id)!;
const echo = (id: string, body: Record<string, unknown> | null) => ({ ...byId(id), ...body, id });

const reads = [
  answer("/transactions", TRANSACTIONS_PAGE),
  answer("/accounts", { items: ACCOUNTS }),
  answer("/properties", PROPERTIES_PAGE),
  answer("/properties/:id/units", { items: OAK_STREET_DETAIL.units }),
];
const writes = [
  http.put(endpoint("/transactions/:id"), async ({ request, params }) =>
    HttpResponse.json(echo(String(params.id), await record(request))),
  ),
  http.delete(endpoint("/transactions/:id"), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: "Transaction deleted" });
  }),
  http.post(endpoint("/transactions"), async ({ request }) =>
    HttpResponse.json(echo(TRANSACTIONS[0]!.id, await record(request)), { status: 201 }),
  ),
];

const meta = {
  title: "Web/Accounting/Transaction Editing",
  component: TransactionsPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: "/transactions" },
    testViewport: { width: 1280, height: 1100 },
    ...mswHandlers(...writes, ...reads),
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MORTGAGE = TRANSACTIONS.find((t) => t.description === "Mortgage payment, March")!;
const SINK = TRANSACTIONS.find((t) => t.description === "Kitchen sink leak, Unit B")!;
const RENT_A = TRANSACTIONS.find((t) => t.description === "March rent, Unit A")!;
const LEASE_ID = "4a7c2d9e-1b3f-4e8a-9c0d-5e6f7a8b9c01";

/** Opens a row's action menu with the keyboard alone and picks `item`. */
async function rowAction(description: string, item: RegExp) {
  await pageHeading("Transactions");
  const trigger = await screen().findByRole("button", { name: `Actions for ${description}` });
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  const menuItem = await screen().findByRole("menuitem", { name: item });
  menuItem.focus();
  await userEvent.keyboard("{Enter}");
  return screen().findByRole("dialog");
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(name);

/**
 * Edit a split entry by keyboard: both splits with their amounts; changing one shows what is left to assign,
 * and saving an unbalanced entry is refused beside the splits; once balanced, the PUT carries every field.
 */
export const EditSplits: Story = {
  play: async () => {
    const dialog = await rowAction(MORTGAGE.description, /^Edit$/);
    await expect(within(dialog).getByRole("heading", { name: "Edit transaction" })).toBeVisible();
    await expect(field(dialog, "Amount ($) of split 1")).toHaveValue("812.40");
    await expect(field(dialog, "Amount ($) of split 2")).toHaveValue("431.60");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Balanced: $1,244.00 assigned");

    await userEvent.clear(field(dialog, "Amount ($) of split 2"));
    await userEvent.type(field(dialog, "Amount ($) of split 2"), "400");
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Assigned $1,212.40 of $1,244.00 · $31.60 left",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await expect(
      await within(dialog).findByText("The splits add up to $1,212.40; the total is $1,244.00"),
    ).toBeVisible();
    await expect(sent).toHaveLength(0);

    await userEvent.clear(field(dialog, "Amount ($) of split 2"));
    await userEvent.type(field(dialog, "Amount ($) of split 2"), "431.60");
    await userEvent.clear(field(dialog, "Description"));
    await userEvent.type(field(dialog, "Description"), "Mortgage payment, March (corrected)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      method: "PUT",
      path: endpoint(`/transactions/${MORTGAGE.id}`),
      body: {
        ...bodyOf(MORTGAGE),
        description: "Mortgage payment, March (corrected)",
        splits: MORTGAGE.splits.map((s) => ({ accountId: s.accountId, amountCents: s.amountCents })),
      },
    });
    await expect(await screen().findByText("Transaction updated")).toBeVisible();
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};

/** Saving an empty new transaction: a message beside every field that needs one, focus on the first. */
export const FormErrors: Story = {
  play: async () => {
    await pageHeading("Transactions");
    await userEvent.click(screen().getByRole("button", { name: "Record transaction" }));
    const dialog = await screen().findByRole("dialog");
    // A fixed day instead of today's, so the screenshot does not change with the calendar.
    await userEvent.clear(field(dialog, "Date"));
    await userEvent.type(field(dialog, "Date"), "2026-03-15");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record transaction" }));
    await expect(field(dialog, "Amount ($)")).toHaveAccessibleDescription(
      "Enter an amount greater than zero, e.g. 1250.00",
    );
    await expect(field(dialog, "Amount ($)")).toHaveFocus();
    await expect(field(dialog, "Description")).toHaveAccessibleDescription("Description is required");
    await expect(field(dialog, "Deposited to")).toHaveAccessibleDescription(
      "Choose the bank or cash account",
    );
    await expect(field(dialog, "Category")).toHaveAccessibleDescription("Choose a category");
    await expect(sent).toHaveLength(0);
  },
};

/** The server refuses a field: its message shows beside that field and nothing typed is lost. */
export const ServerErrorBesideField: Story = {
  parameters: mswHandlers(
    http.put(endpoint("/transactions/:id"), () =>
      HttpResponse.json({ message: "unitId: the unit belongs to another property" }, { status: 400 }),
    ),
    ...reads,
  ),
  play: async () => {
    const dialog = await rowAction(SINK.description, /^Edit$/);
    await userEvent.clear(field(dialog, "Payee or payer (optional)"));
    await userEvent.type(field(dialog, "Payee or payer (optional)"), "Rose City Plumbing LLC");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    // The unit field shows once the property's units are in, which may be after the dialog opened.
    const unit = await within(dialog).findByLabelText("Unit (optional)");
    await waitFor(() => expect(unit).toHaveAccessibleDescription("The unit belongs to another property"));
    await expect(unit).toHaveFocus();
    await expect(field(dialog, "Payee or payer (optional)")).toHaveValue("Rose City Plumbing LLC");
    await expect(within(dialog).getByRole("heading", { name: "Edit transaction" })).toBeVisible();
  },
};

/** Delete asks first, naming the entry; Cancel keeps it. */
export const DeleteConfirm: Story = {
  play: async () => {
    const dialog = await rowAction(SINK.description, /^Delete$/);
    await expect(within(dialog).getByRole("heading", { name: "Delete this transaction?" })).toBeVisible();
    await expect(dialog).toHaveTextContent("Kitchen sink leak, Unit B, Mar 10, 2026, −$385.00");
    await expect(within(dialog).getByRole("button", { name: "Delete transaction" })).toBeEnabled();
    await expect(sent).toHaveLength(0);
  },
};

/** An entry a lease posted is refused with 409: the dialog says so and links the lease page. */
export const DeleteLeaseEntryRefused: Story = {
  parameters: mswHandlers(
    http.delete(endpoint("/transactions/:id"), () =>
      HttpResponse.json(
        {
          message: `This entry is the payment of the lease for Oak Street Duplex · Unit A and cannot be deleted here; change it from the lease page: /leases/${LEASE_ID}`,
        },
        { status: 409 },
      ),
    ),
    ...reads,
  ),
  play: async () => {
    const dialog = await rowAction(RENT_A.description, /^Delete$/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete transaction" }));
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent(
      "cannot be deleted here; change it from the lease page: open the lease",
    );
    await expect(within(alert).getByRole("link", { name: "open the lease" })).toHaveAttribute(
      "href",
      `/leases/${LEASE_ID}`,
    );
    // The pressed button's focus ring comes and goes with the browser's focus-visible guess; the
    // picture is of the refusal, so focus goes back to the dialog itself.
    dialog.focus();
  },
};

/** After a delete the toast offers Undo, which records the same entry again. */
export const DeleteAndUndo: Story = {
  play: async () => {
    const dialog = await rowAction(SINK.description, /^Delete$/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete transaction" }));
    await waitFor(() =>
      expect(sent[0]).toMatchObject({ method: "DELETE", path: endpoint(`/transactions/${SINK.id}`) }),
    );
    await expect(await screen().findByText("Transaction deleted")).toBeVisible();
    // The confirmation has closed (until then the rest of the page is hidden from assistive technology).
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
    await userEvent.click(await screen().findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual({ method: "POST", path: endpoint("/transactions"), body: bodyOf(SINK) });
    await expect(await screen().findByText("Transaction restored")).toBeVisible();
  },
};

/** "Record another like this" from a card in the list view: a copy to adjust, posted as a new entry. */
export const DuplicateFromList: Story = {
  parameters: { accounting: { path: "/transactions", views: { transactions: "list" } } },
  play: async () => {
    const dialog = await rowAction(SINK.description, /Record another like this/);
    await expect(within(dialog).getByRole("heading", { name: "Record another like this" })).toBeVisible();
    await expect(field(dialog, "Description")).toHaveValue(SINK.description);
    await expect(field(dialog, "Reference (optional)")).toHaveValue("");
    await userEvent.clear(field(dialog, "Date"));
    await userEvent.type(field(dialog, "Date"), "2026-04-02");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record transaction" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      method: "POST",
      body: { ...bodyOf(SINK), date: "2026-04-02", reference: null },
    });
    await expect(await screen().findByText("Transaction recorded")).toBeVisible();
  },
};
