import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { ACCOUNTS, PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import RulesPage from "./RulesPage";
import { BANK_ACCOUNTS, banking, RULES, TEST_RESULT, viewerSession } from "./stories.fixtures";
import { withSignedInMember } from "./stories.gate";

const base = [
  banking.answer("/rules", { items: RULES }),
  banking.answer("/accounts", BANK_ACCOUNTS),
  answer("/accounts", { items: ACCOUNTS }),
  answer("/properties", PROPERTIES_PAGE),
  banking.answer("/rules/test", TEST_RESULT, "post"),
];

const meta = {
  title: "Web/Banking/Rules",
  component: RulesPage,
  tags: ["banking"],
  decorators: [withSignedInMember, withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/bank-connections/rules" },
    ...mswHandlers(...base),
  },
} satisfies Meta<typeof RulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image is of the state, not of a focus ring the browser may or may not draw on the clicked button. */
const blurClicked = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * The rules table once the chart of accounts is in too: the rules may be answered first, and until the
 * accounts are, the rows and the rule dialog's category lists have no category names.
 */
const rulesTable = async () => {
  const table = await screen().findByRole("table", { name: "Rules, in the order they run" });
  await waitFor(() => expect(within(table).getAllByRole("row")[1]).toHaveTextContent("4000 · Rental Income"));
  return table;
};

export const Rules: Story = {
  play: async () => {
    await pageHeading("Categorisation rules");
    const rows = within(await rulesTable()).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent(
        'Description contains "RENT OAK ST" and money inCategory 4000 · Rental Income; Property Oak Street Duplex',
      ),
    );
    await expect(rows[1]).toHaveTextContent("Stop here");
    await expect(rows[3]).toHaveTextContent("Amount between $500.00 and $900.00");
    await expect(rows[3]).toHaveTextContent("Split 40% 5040 · Insurance, 60% 5110 · Taxes");
    await expect(rows[3]).toHaveTextContent("Inactive");
    await expect(screen().getByRole("button", { name: "Move Oak Street rent up" })).toBeDisabled();
  },
};

/** A viewer reads the rules in their order; creating, editing, moving, deleting and re-running are absent. */
export const Viewer: Story = {
  parameters: mswHandlers(viewerSession, ...base),
  play: async () => {
    await pageHeading("Categorisation rules");
    const rows = within(await rulesTable()).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await screen().findByText(/Your role is view-only/);
    for (const name of [/New rule/, /Re-run/, /Move .* up/, /Edit/, /Delete/])
      await expect(screen().queryByRole("button", { name })).toBeNull();
    await waitFor(() => expect(rows[1]).toHaveTextContent("Category 4000 · Rental Income"));
  },
};

export const ReorderByKeyboard: Story = {
  play: async (context) => {
    await rulesTable();
    serveFromNowOn(
      context,
      banking.answer("/rules/reorder", { items: [RULES[1], RULES[0], RULES[2]] }, "post"),
    );
    screen().getByRole("button", { name: "Move Oak Street rent down" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(screen().getByRole("table")).getAllByRole("row")[2]).toHaveTextContent("Oak Street rent"),
    );
    await waitFor(() =>
      expect(screen().getByRole("button", { name: "Move Oak Street rent down" })).toHaveFocus(),
    );
  },
};

export const CreateAndTest: Story = {
  play: async () => {
    await rulesTable();
    await userEvent.click(screen().getByRole("button", { name: "New rule" }));
    const dialog = await screen().findByRole("dialog", { name: "New rule" });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText("Name"), "Hardware");
    await userEvent.selectOptions(d.getByLabelText("Condition 1 field"), "Payee");
    await userEvent.selectOptions(d.getByLabelText("Comparison"), "starts with");
    await userEvent.type(d.getByLabelText("Text"), "HOME DEPOT");
    await userEvent.selectOptions(d.getByLabelText("Category"), "5090 · Repairs");
    await userEvent.click(d.getByRole("button", { name: "Test against past transactions" }));
    await expect(await d.findByText("Matches 2 of the latest 318 transactions.")).toBeVisible();
    await expect(d.getByText(/Feb 11, 2026 · HOME DEPOT #4411/)).toBeVisible();
    blurClicked();
  },
};

export const IncompleteRule: Story = {
  play: async () => {
    await rulesTable();
    await userEvent.click(screen().getByRole("button", { name: "New rule" }));
    const d = within(await screen().findByRole("dialog", { name: "New rule" }));
    await userEvent.type(d.getByLabelText("Name"), "Fees");
    await userEvent.click(d.getByRole("button", { name: "Create rule" }));
    await expect(await d.findByRole("alert")).toHaveTextContent("Condition 1: enter the text to look for");
    blurClicked();
  },
};

/**
 * The whole dialog in the image, unscrolled: where a scrolled dialog stops depends on which field the
 * play function focused last and on the layout at that moment, not on the rule.
 */
export const SplitRule: Story = {
  parameters: { testViewport: { width: 1280, height: 1400 } },
  play: async () => {
    await rulesTable();
    await userEvent.click(screen().getByRole("button", { name: "Edit Insurance and taxes split" }));
    const d = within(await screen().findByRole("dialog", { name: "Edit rule" }));
    await expect(d.getByLabelText("Split 1 category")).toHaveDisplayValue("5040 · Insurance");
    await userEvent.clear(d.getByLabelText("Percent", { selector: "#split-1-percent" }));
    await userEvent.type(d.getByLabelText("Percent", { selector: "#split-1-percent" }), "50");
    await expect(d.getByText("Total 90% (must be 100%)")).toBeVisible();
    await userEvent.click(d.getByRole("button", { name: "Save rule" }));
    await expect(await d.findByRole("alert")).toHaveTextContent("splits must add up to 100%");
    blurClicked();
  },
};

export const DeleteRule: Story = {
  play: async (context) => {
    await rulesTable();
    await userEvent.click(screen().getByRole("button", { name: "Delete Hardware stores" }));
    const dialog = await screen().findByRole("dialog", { name: 'Delete the rule "Hardware stores"?' });
    serveFromNowOn(
      context,
      banking.answer(`/rules/${RULES[1]!.id}`, { message: "Rule deleted" }, "delete"),
      banking.answer("/rules", { items: [RULES[0], RULES[2]] }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete rule" }));
    await expect(await screen().findByText('Rule "Hardware stores" deleted')).toBeVisible();
    await waitFor(() => expect(within(screen().getByRole("table")).getAllByRole("row")).toHaveLength(3));
  },
};

export const Rerun: Story = {
  parameters: mswHandlers(banking.answer("/rules/rerun", { categorised: 17 }, "post"), ...base),
  play: async () => {
    await rulesTable();
    await userEvent.click(screen().getByRole("button", { name: "Re-run on uncategorised" }));
    await expect(await screen().findByText("17 uncategorised transactions categorised")).toBeVisible();
    blurClicked();
  },
};

export const NoRules: Story = {
  parameters: mswHandlers(banking.answer("/rules", { items: [] }), ...base),
  play: async () => {
    await expect(await screen().findByRole("heading", { name: "No rules yet" })).toBeVisible();
    await expect(screen().queryByRole("button", { name: "Re-run on uncategorised" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswHandlers(banking.hang("/rules"), ...base),
  play: () => expectLoading("Categorisation rules", 3),
};

export const LoadError: Story = {
  parameters: mswHandlers(banking.fail("/rules"), ...base),
  play: async () => {
    await expectLoadError();
  },
};
