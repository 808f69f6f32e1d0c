import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  expectNoPageOverflow,
  expectView,
  pageHeading,
  screen,
  serveFromNowOn,
  switchViewsAndBack,
  viewButton,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { ACCOUNTS, OAK_STREET, page, TRANSACTIONS, TRANSACTIONS_PAGE } from "../stories/fixtures";
import { answer, endpoint, fail, hang, mswHandlers } from "../stories/handlers";
import TransactionsPage from "./TransactionsPage";

// The record dialog loads the chart of accounts as soon as the page mounts.
const accounts = answer("/accounts", { items: ACCOUNTS });

const meta = {
  title: "Web/Accounting/Transactions",
  component: TransactionsPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/transactions" },
    ...mswHandlers(answer("/transactions", TRANSACTIONS_PAGE), accounts),
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen().queryByRole("table", { name: "Transactions" });
const list = () => screen().queryByRole("list", { name: "Transactions" });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

async function expectTableRows() {
  const rows = within(await screen().findByRole("table", { name: "Transactions" })).getAllByRole("row");
  // The header, then the thirteen transactions, newest first.
  await expect(rows).toHaveLength(14);
  await expect(cells(rows[1]!)).toEqual([
    "Mar 10, 2026",
    "Kitchen sink leak, Unit BRose City Plumbing",
    "Repairs",
    "Operating Bank Account",
    "Oak Street Duplex",
    "Expense",
    "Uncleared",
    "−$385.00",
    "",
  ]);
  await expect(cells(rows[4]!)).toEqual([
    "Mar 2, 2026",
    "Mortgage payment, MarchColumbia Home Loans",
    "Mortgage Interest, Mortgage Loans",
    "Operating Bank Account",
    "Oak Street Duplex",
    "Expense",
    "Cleared",
    "−$1,244.00",
    "",
  ]);
  await expect(cells(rows[3]!).at(-2)).toBe("$2,400.00");
  await expect(cells(rows[13]!)).toEqual([
    "Jan 1, 2026",
    "Opening balance, operating account",
    "Operating Bank Account",
    "Owner Contributions",
    "—",
    "Transfer",
    "Reconciled",
    "$12,500.00",
    "",
  ]);
  await expect(within(rows[1]!).getByRole("link", { name: "Oak Street Duplex" })).toHaveAttribute(
    "href",
    `/properties/${OAK_STREET.id}`,
  );
  // Thirteen fit on one page of 50: no pager.
  await expect(screen().queryByRole("navigation", { name: "Pagination" })).toBeNull();
}

async function expectListCards() {
  const items = within(await screen().findByRole("list", { name: "Transactions" })).getAllByRole("listitem");
  await expect(items).toHaveLength(13);
  await expect(items[0]).toHaveTextContent("Kitchen sink leak, Unit B");
  await expect(items[0]).toHaveTextContent("Mar 10, 2026 · Repairs · Oak Street Duplex");
  await expect(items[0]).toHaveTextContent("−$385.00");
  await expect(items[0]).toHaveTextContent("Expense");
  await expect(items[2]).toHaveTextContent("Mar 3, 2026 · Rental Income · Maple Avenue House");
  await expect(items[2]).toHaveTextContent("$2,400.00");
  await expect(items[2]).not.toHaveTextContent("−");
}

/** Loading: the header and filters are there at once; placeholder rows stand in for the list. */
export const Loading: Story = {
  parameters: mswHandlers(hang("/transactions"), accounts),
  play: async () => {
    await expectLoading("Transactions", 5);
    await expect(screen().getByRole("button", { name: "Record transaction" })).toBeEnabled();
    await expect(screen().getByRole("searchbox", { name: "Search" })).toBeVisible();
  },
};

/** No transactions yet: what belongs here and the first step. */
export const Empty: Story = {
  parameters: mswHandlers(answer("/transactions", page([], 50)), accounts),
  play: async () => {
    const empty = await screen().findByRole("region", { name: "No transactions yet" });
    await expect(within(empty).getByRole("heading", { name: "No transactions yet" })).toBeVisible();
    await expect(within(empty).getByText(/Each one posts a balanced journal entry/)).toBeVisible();
    await expect(within(empty).getByRole("button", { name: "Record your first transaction" })).toBeEnabled();
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** The table (the default view); L and T, then the toggle, switch to the cards and back. */
export const Table: Story = {
  parameters: { testViewport: { width: 1280, height: 1100 } },
  play: async () => {
    await pageHeading("Transactions");
    await expectTableRows();
    await switchViewsAndBack("table", table, list);
    await expectTableRows();
  },
};

/** The list (cards), as saved by the user; T and L, then the toggle, switch to the table and back. */
export const List: Story = {
  parameters: {
    accounting: { path: "/transactions", views: { transactions: "list" } },
    testViewport: { width: 1280, height: 1500 },
  },
  play: async () => {
    await pageHeading("Transactions");
    await expectListCards();
    await switchViewsAndBack("list", table, list);
    await expectListCards();
  },
};

/** A phone (375 px): the cards fit the screen; the table scrolls inside its own region, not the page. */
export const ListOnPhone: Story = {
  parameters: {
    accounting: { path: "/transactions", views: { transactions: "list" } },
    testViewport: { width: 375, height: 720 },
  },
  play: async () => {
    await pageHeading("Transactions");
    await expectListCards();
    await expectNoPageOverflow();
    // A signed amount never breaks after its minus sign, however narrow the card.
    for (const amount of ["−$385.00", "−$1,244.00", "$2,400.00"]) {
      await expect(screen().getByText(amount).getClientRects()).toHaveLength(1);
    }

    await userEvent.keyboard("t");
    const region = await screen().findByRole("region", { name: "Transactions table" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expectNoPageOverflow();

    await userEvent.click(viewButton("List"));
    await expectView("list", table, list);
    await expectNoPageOverflow();
  },
};

/** The server fails: after the client's retries, the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(fail("/transactions"), accounts),
  play: async () => {
    await pageHeading("Transactions");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** Once the server answers again, Try again shows the transactions. */
export const RetryAfterLoadError: Story = {
  parameters: {
    testViewport: { width: 1280, height: 1100 },
    ...mswHandlers(fail("/transactions"), accounts),
  },
  play: async (context) => {
    await pageHeading("Transactions");
    const retry = await expectLoadError();
    await expect(table()).toBeNull();

    serveFromNowOn(context, answer("/transactions", TRANSACTIONS_PAGE));
    await userEvent.click(retry);
    await expectTableRows();
    await waitFor(() =>
      expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull(),
    );
  },
};

/** The server's cleared filter: only the transactions in that state. */
const byClearedState = http.get(endpoint("/transactions"), ({ request }) => {
  const state = new URL(request.url).searchParams.get("cleared");
  return HttpResponse.json(page(state ? TRANSACTIONS.filter((t) => t.cleared === state) : TRANSACTIONS, 50));
});

/** The Cleared filter asks the server for one state; the column says each row's. */
export const FilterByCleared: Story = {
  parameters: {
    testViewport: { width: 1280, height: 800 },
    ...mswHandlers(byClearedState, accounts),
  },
  play: async () => {
    await pageHeading("Transactions");
    await expectTableRows();
    await userEvent.selectOptions(screen().getByRole("combobox", { name: "Cleared" }), "reconciled");
    await waitFor(async () => {
      const rows = within(table()!).getAllByRole("row");
      await expect(rows).toHaveLength(8);
    });
    for (const row of within(table()!).getAllByRole("row").slice(1)) {
      await expect(cells(row).at(-3)).toBe("Reconciled");
    }
  },
};

/** Editing a reconciled transaction explains that it must be unreconciled first, and where. */
export const EditReconciled: Story = {
  play: async () => {
    await pageHeading("Transactions");
    await expectTableRows();
    await userEvent.click(
      screen().getByRole("button", { name: "Actions for Opening balance, operating account" }),
    );
    await userEvent.click(await screen().findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen().findByRole("dialog", { name: "This transaction is reconciled" });
    await expect(dialog).toHaveTextContent(/To edit it, unreconcile it first/);
    const link = within(dialog).getByRole("link", { name: "Open the reconcile page" });
    await expect(link).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/bank-connections\/accounts\/.+\/reconcile$/),
    );
    await expect(screen().queryByRole("dialog", { name: "Edit transaction" })).toBeNull();
  },
};
