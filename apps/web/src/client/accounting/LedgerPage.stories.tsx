import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  expectNoPageOverflow,
  pageHeading,
  screen,
  serveFromNowOn,
  switchViewsAndBack,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { ACCOUNTS, EMPTY_LEDGER, LEDGER } from "../stories/fixtures";
import { answer, fail, hang, mswHandlers } from "../stories/handlers";
import LedgerPage from "./LedgerPage";

// The account filter lists the chart of accounts.
const accounts = answer("/accounts", { items: ACCOUNTS });

const meta = {
  title: "Web/Accounting/General Ledger",
  component: LedgerPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/ledger" },
    ...mswHandlers(answer("/ledger", LEDGER), accounts),
  },
} satisfies Meta<typeof LedgerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen().queryByRole("table", { name: "General ledger lines" });
const list = () => screen().queryByRole("list", { name: "General ledger lines" });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

async function expectTableLines() {
  const ledger = await screen().findByRole("table", { name: "General ledger lines" });
  const body = within(ledger).getAllByRole("rowgroup")[1]!;
  const lines = within(body).getAllByRole("row");
  // Every posting of the thirteen transactions, by account then date.
  await expect(lines).toHaveLength(27);
  await expect(cells(lines[0]!)).toEqual([
    "Jan 1, 2026",
    "1000 · Operating Bank Account",
    "Opening balance, operating account",
    "—",
    "$12,500.00",
    "",
    "$12,500.00",
  ]);
  // The running balance of the operating account after the last line.
  await expect(cells(lines[11]!)).toEqual([
    "Mar 10, 2026",
    "1000 · Operating Bank Account",
    "Kitchen sink leak, Unit B",
    "Oak Street Duplex",
    "",
    "$385.00",
    "$18,611.53",
  ]);
  await expect(cells(lines[16]!)).toEqual([
    "Mar 2, 2026",
    "2500 · Mortgage Loans",
    "Mortgage payment, March",
    "Oak Street Duplex",
    "$431.60",
    "",
    "$317,968.40",
  ]);
  // Debits equal credits.
  const totals = within(ledger).getByRole("row", { name: /^Totals/ });
  await expect(cells(totals)).toEqual(["$344,578.47", "$344,578.47", ""]);
}

async function expectListLines() {
  const items = within(await screen().findByRole("list", { name: "General ledger lines" })).getAllByRole(
    "listitem",
  );
  await expect(items).toHaveLength(27);
  await expect(items[11]).toHaveTextContent("Kitchen sink leak, Unit B");
  await expect(items[11]).toHaveTextContent("Mar 10, 2026 · 1000 Operating Bank Account");
  await expect(items[11]).toHaveTextContent("Credit $385.00");
  await expect(items[11]).toHaveTextContent("Balance $18,611.53");
  await expect(items[11]).not.toHaveTextContent("Debit");
  await expect(items[26]).toHaveTextContent("Water and sewer, February");
  await expect(items[26]).toHaveTextContent("Debit $212.47");
  await expect(items[26]).toHaveTextContent("Balance $212.47");
}

export const Loading: Story = {
  parameters: mswHandlers(hang("/ledger"), accounts),
  play: async () => {
    await expectLoading("General Ledger", 5);
    await expect(screen().getByRole("combobox", { name: "Account" })).toBeVisible();
  },
};

/** Nothing posted yet: the ledger explains itself and points to the transactions. */
export const Empty: Story = {
  parameters: mswHandlers(answer("/ledger", EMPTY_LEDGER), accounts),
  play: async () => {
    const empty = await screen().findByRole("region", { name: "The ledger is empty" });
    await expect(within(empty).getByText(/balanced debit and credit lines/)).toBeVisible();
    await expect(within(empty).getByRole("link", { name: "Record a transaction" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** The table with the running balance and the totals; L and T, then the toggle, switch views. */
export const Table: Story = {
  parameters: { testViewport: { width: 1280, height: 1800 } },
  play: async () => {
    await pageHeading("General Ledger");
    await expectTableLines();
    // The account filter offers the chart of accounts.
    await expect(
      await within(screen().getByRole("combobox", { name: "Account" })).findByRole("option", {
        name: "5090 · Repairs",
      }),
    ).toBeInTheDocument();
    await switchViewsAndBack("table", table, list);
    await expectTableLines();
  },
};

/** One card per line, as saved by the user; T and L, then the toggle, switch views. */
export const List: Story = {
  parameters: {
    accounting: { path: "/ledger", views: { ledger: "list" } },
    testViewport: { width: 1280, height: 3450 },
  },
  play: async () => {
    await pageHeading("General Ledger");
    await expectListLines();
    await switchViewsAndBack("list", table, list);
    await expectListLines();
  },
};

/** A phone (375 px): the cards fit the screen. */
export const ListOnPhone: Story = {
  parameters: {
    accounting: { path: "/ledger", views: { ledger: "list" } },
    testViewport: { width: 375, height: 720 },
  },
  play: async () => {
    await pageHeading("General Ledger");
    await expectListLines();
    await expectNoPageOverflow();
  },
};

/** The server fails: after the client's retries, the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(fail("/ledger"), accounts),
  play: async () => {
    await pageHeading("General Ledger");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** Once the server answers again, Try again shows the ledger. */
export const RetryAfterLoadError: Story = {
  parameters: { testViewport: { width: 1280, height: 1800 }, ...mswHandlers(fail("/ledger"), accounts) },
  play: async (context) => {
    await pageHeading("General Ledger");
    const retry = await expectLoadError();
    await expect(table()).toBeNull();

    serveFromNowOn(context, answer("/ledger", LEDGER));
    await userEvent.click(retry);
    await expectTableLines();
    await waitFor(() =>
      expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull(),
    );
  },
};
