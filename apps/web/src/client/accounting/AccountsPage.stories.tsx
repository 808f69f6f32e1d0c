import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { ACCOUNTS } from "../stories/fixtures";
import { answer, fail, hang, mswHandlers } from "../stories/handlers";
import AccountsPage from "./AccountsPage";

const meta = {
  title: "Web/Accounting/Chart of Accounts",
  component: AccountsPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/accounts" },
    ...mswHandlers(answer("/accounts", { items: ACCOUNTS })),
  },
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (name: string) => within(screen().getByRole("list", { name }));
const account = (groupName: string, code: string) =>
  group(groupName)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(code));

async function expectChart() {
  await screen().findByRole("heading", { level: 2, name: "Assets" });
  const headings = screen()
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
  await expect(headings).toEqual(["Assets", "Liabilities", "Equity", "Income", "Expenses"]);
  await expect(group("Assets").getAllByRole("listitem")).toHaveLength(5);
  await expect(group("Expenses").getAllByRole("listitem")).toHaveLength(15);
  // Balances on each account's normal side, in dollars.
  await expect(account("Assets", "1000")).toHaveTextContent("Operating Bank Account");
  await expect(account("Assets", "1000")).toHaveTextContent("$18,611.53");
  await expect(account("Liabilities", "2500")).toHaveTextContent("$317,968.40");
  await expect(account("Income", "4000")).toHaveTextContent("Rental Income");
  await expect(account("Income", "4000")).toHaveTextContent("$8,595.00");
  await expect(account("Expenses", "5090")).toHaveTextContent("RepairsSchedule E line 14");
  await expect(account("Expenses", "5090")).toHaveTextContent("$385.00");
  await expect(account("Expenses", "5130")).toHaveTextContent("$0.00");
  await expect(group("Expenses").getByRole("button", { name: "Archive Repairs" })).toBeEnabled();
}

export const Loading: Story = {
  parameters: mswHandlers(hang("/accounts")),
  play: async () => {
    await expectLoading("Chart of Accounts", 8);
  },
};

/** No accounts: the first step is the rental template. */
export const Empty: Story = {
  parameters: mswHandlers(answer("/accounts", { items: [] })),
  play: async () => {
    const empty = await screen().findByRole("region", { name: "No accounts yet" });
    await expect(within(empty).getByText(/Schedule E lines/)).toBeVisible();
    await expect(
      within(empty).getByRole("button", { name: "Apply the rental chart of accounts" }),
    ).toBeEnabled();
    await expect(screen().queryByRole("heading", { level: 2, name: "Assets" })).toBeNull();
  },
};

/** The rental chart in use: thirty accounts by type, with balances and Schedule E lines. */
export const Data: Story = {
  parameters: { testViewport: { width: 1280, height: 2250 } },
  play: async () => {
    await pageHeading("Chart of Accounts");
    await expectChart();
  },
};

/** The server fails: after the client's retries, the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(fail("/accounts")),
  play: async () => {
    await pageHeading("Chart of Accounts");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(screen().queryByRole("heading", { level: 2, name: "Assets" })).toBeNull();
  },
};

/** Once the server answers again, Try again shows the chart. */
export const RetryAfterLoadError: Story = {
  parameters: { testViewport: { width: 1280, height: 2250 }, ...mswHandlers(fail("/accounts")) },
  play: async (context) => {
    await pageHeading("Chart of Accounts");
    const retry = await expectLoadError();

    serveFromNowOn(context, answer("/accounts", { items: ACCOUNTS }));
    await userEvent.click(retry);
    await expectChart();
    await expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull();
  },
};
