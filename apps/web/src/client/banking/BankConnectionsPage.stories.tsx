import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  expectNoPageOverflow,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import BankConnectionsPage from "./BankConnectionsPage";
import { BANK_ACCOUNTS, banking, HISTORY, MARCH, viewerSession } from "./stories.fixtures";
import { withSignedInMember } from "./stories.gate";

const meta = {
  title: "Web/Banking/Bank Connections",
  component: BankConnectionsPage,
  tags: ["banking"],
  decorators: [withSignedInMember, withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/bank-connections" },
    ...mswHandlers(banking.answer("/accounts", BANK_ACCOUNTS), banking.answer("/imports", HISTORY)),
  },
} satisfies Meta<typeof BankConnectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image is of the state, not of a focus ring the browser may or may not draw on the clicked button. */
const blurClicked = () => (document.activeElement as HTMLElement | null)?.blur();

const historyRow = (file: RegExp) =>
  within(screen().getByRole("table", { name: "Import history" })).getByRole("row", { name: file });

export const Accounts: Story = {
  play: async () => {
    await pageHeading("Bank Connections");
    const table = await screen().findByRole("table", { name: "Bank accounts" });
    const checking = within(table).getByRole("row", { name: /Operating Bank Account/ });
    await expect(checking).toHaveTextContent("$18,423.17");
    await expect(checking).toHaveTextContent("42");
    await expect(within(table).getByRole("row", { name: /Credit Card/ })).toHaveTextContent("Never");
    // The write links wait for the signed-in member's role.
    await expect(
      await within(checking).findByRole("link", { name: "Reconcile Operating Bank Account" }),
    ).toHaveAttribute("href", `/bank-connections/accounts/${BANK_ACCOUNTS.items[0]!.id}/reconcile`);
    await expect(
      within(checking).getByRole("link", { name: "Import statement into Operating Bank Account" }),
    ).toHaveAttribute("href", `/bank-connections/accounts/${BANK_ACCOUNTS.items[0]!.id}/import`);
    await screen().findByRole("table", { name: "Import history" });
    await expect(historyRow(/checking-march\.csv/)).toHaveTextContent("Olivia Owner");
    await expect(historyRow(/checking-february\.ofx/)).toHaveTextContent(
      "Cannot be undone. Some of its transactions are reconciled.",
    );
    await expect(historyRow(/card-january\.qfx/)).toHaveTextContent("Undone");
  },
};

/** A viewer: the accounts and the history without Import statement or Undo, and a note saying why. */
export const Viewer: Story = {
  parameters: mswHandlers(
    viewerSession,
    banking.answer("/accounts", BANK_ACCOUNTS),
    banking.answer("/imports", HISTORY),
  ),
  play: async () => {
    await pageHeading("Bank Connections");
    const table = await screen().findByRole("table", { name: "Bank accounts" });
    await screen().findByText(/Your role is view-only/);
    const checking = within(table).getByRole("row", { name: /Operating Bank Account/ });
    await expect(within(checking).queryByRole("link", { name: /Import statement/ })).toBeNull();
    await expect(
      within(checking).getByRole("link", { name: "Reconciliations Operating Bank Account" }),
    ).toHaveAttribute("href", `/bank-connections/accounts/${BANK_ACCOUNTS.items[0]!.id}/reconcile`);
    await screen().findByRole("table", { name: "Import history" });
    await expect(historyRow(/checking-march\.csv/)).toHaveTextContent("Olivia Owner");
    await expect(screen().queryByRole("button", { name: /^(Undo|Discard) / })).toBeNull();
  },
};

/** A phone (375 px): both tables scroll inside their own regions, not the page. */
export const OnPhone: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await pageHeading("Bank Connections");
    await screen().findByRole("table", { name: "Import history" });
    await expectNoPageOverflow();
    const history = screen().getByRole("region", { name: "Import history table" });
    await expect(history.scrollWidth).toBeGreaterThan(history.clientWidth);
  },
};

export const UndoImport: Story = {
  play: async (context) => {
    await screen().findByRole("table", { name: "Import history" });
    await userEvent.click(screen().getByRole("button", { name: "Undo checking-march.csv" }));
    const dialog = await screen().findByRole("dialog", { name: "Undo the import of checking-march.csv?" });
    await expect(dialog).toHaveTextContent("Its 22 transactions are deleted");
    serveFromNowOn(
      context,
      banking.answer(`/imports/${MARCH.id}/undo`, { ...MARCH, status: "undone", canUndo: false }, "post"),
      banking.answer("/imports", {
        items: [{ ...MARCH, status: "undone", canUndo: false }, ...HISTORY.items.slice(1)],
      }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo import" }));
    await expect(await screen().findByText("Import of checking-march.csv undone")).toBeVisible();
    await expect(historyRow(/checking-march\.csv/)).toHaveTextContent("Undone");
  },
};

export const UndoRefused: Story = {
  parameters: mswHandlers(
    banking.answer("/accounts", BANK_ACCOUNTS),
    banking.answer("/imports", HISTORY),
    banking.fail(
      `/imports/${MARCH.id}/undo`,
      "post",
      "This import cannot be undone: 3 of its transactions are reconciled. Undo the reconciliation first.",
      400,
    ),
  ),
  play: async () => {
    await screen().findByRole("table", { name: "Import history" });
    await userEvent.click(screen().getByRole("button", { name: "Undo checking-march.csv" }));
    const dialog = await screen().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo import" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "3 of its transactions are reconciled",
    );
    blurClicked();
  },
};

export const NoImportsYet: Story = {
  parameters: mswHandlers(
    banking.answer("/accounts", BANK_ACCOUNTS),
    banking.answer("/imports", { items: [] }),
  ),
  play: async () => {
    await expect(await screen().findByText(/No statements imported yet/)).toBeVisible();
  },
};

export const NoBankAccounts: Story = {
  parameters: mswHandlers(banking.answer("/accounts", { items: [] })),
  play: async () => {
    await expect(await screen().findByRole("heading", { name: "No bank accounts yet" })).toBeVisible();
    await expect(screen().getByRole("link", { name: "Open the Chart of Accounts" })).toHaveAttribute(
      "href",
      "/accounts",
    );
  },
};

export const Loading: Story = {
  parameters: mswHandlers(banking.hang("/accounts")),
  play: () => expectLoading("Bank Connections", 3),
};

export const LoadError: Story = {
  parameters: mswHandlers(banking.fail("/accounts")),
  play: async () => {
    await expectLoadError();
  },
};
