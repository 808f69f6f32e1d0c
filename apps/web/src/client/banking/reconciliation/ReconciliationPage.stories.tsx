import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import { expectLoading, pageHeading, screen, withAccountingProviders } from "../../stories/AccountingStory";
import { mswHandlers } from "../../stories/handlers";
import { viewerSession } from "../stories.fixtures";
import { withSignedInMember } from "../stories.gate";
import ReconciliationPage from "./ReconciliationPage";
import { hangOverview, notFound, PAGE_PATH, reconcileServer } from "./stories.fixtures";

/** The page as the app mounts it: under its route, reading the account id from the path. */
function ReconcileRoute() {
  return <Route path="/bank-connections/accounts/:id/reconcile" component={ReconciliationPage} />;
}

const meta = {
  title: "Web/Banking/Reconciliation",
  component: ReconcileRoute,
  tags: ["banking"],
  decorators: [withSignedInMember, withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: PAGE_PATH },
    testViewport: { width: 1280, height: 1300 },
  },
} satisfies Meta<typeof ReconcileRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = "Reconcile 1000 Operating Bank Account";
const difference = () => screen().getByRole("status");
const box = (description: string, day: string) =>
  screen().getByRole("checkbox", { name: `Cleared: ${description}, ${day}` });
const finishButton = () => screen().getByRole("button", { name: "Finish reconciliation" });

/** In progress: three of March's lines ticked; each tick brings the server's new difference. */
export const InProgress: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [1, 2, 3] })),
  play: async () => {
    await pageHeading(HEADING);
    await screen().findByRole("heading", { name: "Statement ending Mar 31, 2026" });
    await waitFor(() => expect(difference()).toHaveTextContent("$2,257.63"));
    await expect(finishButton()).toBeDisabled();
    await expect(screen().getByText("Finish becomes available when the difference is zero.")).toBeVisible();
    await userEvent.click(box("March rent", "Mar 3, 2026"));
    await waitFor(() => expect(difference()).toHaveTextContent("−$142.37"));
    await expect(box("March rent", "Mar 3, 2026")).toBeChecked();
    await expect(screen().getByRole("checkbox", { name: "Tick all" })).toHaveProperty("indeterminate", true);
    await expect(finishButton()).toBeDisabled();
  },
};

/** Balanced: every line on the statement ticked, the difference is zero and Finish is offered. */
export const Balanced: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [1, 2, 3, 4, 5] })),
  play: async () => {
    await pageHeading(HEADING);
    await waitFor(() => expect(difference()).toHaveTextContent("$0.00 (balanced)"));
    await expect(finishButton()).toBeEnabled();
    await expect(box("Kitchen sink leak, Unit B", "Mar 10, 2026")).not.toBeChecked();
    await expect(screen().queryByRole("heading", { name: "Find the difference" })).toBeNull();
  },
};

/** Finishing: the statement form comes back for April, and March heads the history as the latest. */
export const Finished: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [1, 2, 3, 4, 5] })),
  play: async () => {
    await pageHeading(HEADING);
    await waitFor(() => expect(finishButton()).toBeEnabled());
    await userEvent.click(finishButton());
    const form = await screen().findByRole("form", { name: "Statement" });
    await expect(form).toHaveTextContent(
      "Opening balance $18,788.63, from the statement ending Mar 31, 2026.",
    );
    const historyRows = () =>
      within(screen().getByRole("table", { name: "Past reconciliations" })).getAllByRole("row");
    // The history is read again after finishing; its answer may come after the form's.
    await waitFor(() => expect(historyRows()).toHaveLength(4));
    const rows = historyRows();
    await expect(rows[1]).toHaveTextContent("Mar 31, 2026Latest$18,788.63");
    await expect(within(rows[1]!).getByRole("button", { name: /^Undo/ })).toBeVisible();
    await expect(within(rows[2]!).queryByRole("button", { name: /^Undo/ })).toBeNull();
    await expect(
      within(rows[2]!).getByRole("link", { name: /^PDF report of the statement ending Feb 28, 2026/ }),
    ).toHaveAttribute("href", expect.stringMatching(/\/api\/banking\/reconciliations\/.+\/report$/));
    await expect(await screen().findByText("The statement ending Mar 31, 2026 is reconciled.")).toBeVisible();
    // The form for the next statement is pictured empty: a date typed here could be cleared by the
    // page's refetches after finishing before the picture is taken.
    await expect(screen().getByLabelText("Statement ending date")).toBeVisible();
  },
};

/** Undoing the latest reconciliation asks first, then unlocks and the previous one becomes the latest. */
export const UndoLatest: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [], inProgress: false })),
  play: async () => {
    await pageHeading(HEADING);
    const table = await screen().findByRole("table", { name: "Past reconciliations" });
    await userEvent.click(
      within(table).getByRole("button", { name: /^Undo the reconciliation of Feb 28, 2026/ }),
    );
    const dialog = await screen().findByRole("dialog", { name: "Undo this reconciliation?" });
    await expect(dialog).toHaveTextContent(
      "The 5 transactions of the statement ending Feb 28, 2026 become uncleared",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo reconciliation" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(
      within(table).getByRole("button", { name: /^Undo the reconciliation of Jan 31, 2026/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen().getByRole("form", { name: "Statement" })).toHaveTextContent(
        "Opening balance $12,500.00, from the statement ending Jan 31, 2026.",
      ),
    );
    await expect(await screen().findByText("Reconciliation undone")).toBeVisible();
  },
};

/** A viewer sees the ticks, the figures and the candidates, but cannot tick, finish or cancel. */
export const ViewerInProgress: Story = {
  parameters: mswHandlers(viewerSession, ...reconcileServer({ ticked: [1, 2, 3, 4] })),
  play: async () => {
    await pageHeading(HEADING);
    await screen().findByRole("heading", { name: "Statement ending Mar 31, 2026" });
    await screen().findByText(/ticking transactions, finishing and cancelling change the books/);
    for (const b of screen().getAllByRole("checkbox")) await expect(b).toBeDisabled();
    await expect(screen().queryByRole("button", { name: "Finish reconciliation" })).toBeNull();
    await expect(screen().queryByRole("button", { name: "Cancel reconciliation" })).toBeNull();
    await expect(screen().getByRole("link", { name: "Report (PDF)" })).toBeVisible();
    await userEvent.click(screen().getByRole("button", { name: "Look for candidates" }));
    await screen().findByRole("list", { name: "Candidates" });
    await expect(screen().queryByRole("button", { name: /^Tick / })).toBeNull();
  },
};

/** A viewer with nothing in progress: the opening balance and the history with its reports, no form, no undo. */
export const ViewerHistory: Story = {
  parameters: mswHandlers(viewerSession, ...reconcileServer({ ticked: [], inProgress: false })),
  play: async () => {
    await pageHeading(HEADING);
    const table = await screen().findByRole("table", { name: "Past reconciliations" });
    await screen().findByRole("heading", { name: "No reconciliation in progress" });
    await expect(screen().queryByRole("form", { name: "Statement" })).toBeNull();
    await expect(screen().getByText(/Opening balance \$/)).toBeVisible();
    await expect(within(table).queryByRole("button", { name: /^Undo/ })).toBeNull();
    await expect(within(table).getAllByRole("link", { name: /^PDF report/ })).not.toHaveLength(0);
  },
};

/** Fourteen more months: a page of twelve, then a year, then a few months of statements. */
export const HistoryFiltered: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [], inProgress: false, earlier: 14 })),
  play: async () => {
    await pageHeading(HEADING);
    const table = await screen().findByRole("table", { name: "Past reconciliations" });
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
    await expect(screen().getByRole("navigation", { name: "Pagination" })).toHaveTextContent(
      "Page 1 of 2 · 16 in total",
    );
    const year = screen().getByLabelText("Statement year");
    await expect(
      within(year)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All years", "2026", "2025", "2024"]);
    // Not userEvent.selectOptions: Chromium would send the select a late change when it loses focus,
    // putting the year back after the dates below.
    fireEvent.change(year, { target: { value: "2025" } });
    await waitFor(() => expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Dec 31, 2025"));
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
    await expect(screen().queryByRole("navigation", { name: "Pagination" })).toBeNull();
    fireEvent.change(screen().getByLabelText("Statement from"), { target: { value: "2025-03-01" } });
    fireEvent.change(screen().getByLabelText("Statement to"), { target: { value: "2025-05-31" } });
    await expect(year).toHaveValue("");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const days = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.querySelector("td")?.textContent);
    await expect(days).toEqual(["May 31, 2025", "Apr 30, 2025", "Mar 31, 2025"]);
  },
};

/** Statement dates with no reconciliation: the empty state says so and offers the whole history back. */
export const HistoryNoMatch: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [], inProgress: false, earlier: 14 })),
  play: async () => {
    await pageHeading(HEADING);
    await screen().findByRole("table", { name: "Past reconciliations" });
    fireEvent.change(screen().getByLabelText("Statement from"), { target: { value: "2026-06-01" } });
    fireEvent.change(screen().getByLabelText("Statement to"), { target: { value: "2026-05-01" } });
    await expect(screen().getByLabelText("Statement from")).toHaveAccessibleDescription(
      "Must not be after To",
    );
    fireEvent.change(screen().getByLabelText("Statement to"), { target: { value: "2026-12-31" } });
    await expect(await screen().findByText("No reconciliation matches")).toBeVisible();
    await expect(screen().queryByRole("table", { name: "Past reconciliations" })).toBeNull();
    await expect(screen().getByRole("button", { name: "Show every reconciliation" })).toBeVisible();
  },
};

/** Find the difference: the water bill is not ticked and is exactly the difference. */
export const DifferenceHelper: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [1, 2, 3, 4] })),
  play: async () => {
    await pageHeading(HEADING);
    await userEvent.click(await screen().findByRole("button", { name: "Look for candidates" }));
    const candidates = await screen().findByRole("list", { name: "Candidates" });
    const items = within(candidates).getAllByRole("listitem");
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent("Not tickedWater and sewerMar 5, 2026−$142.37");
    await expect(within(items[0]!).getByRole("button", { name: "Tick Water and sewer" })).toBeEnabled();
  },
};

/** Ticking a candidate from the helper closes the difference; Finish is then offered. */
export const TickFromHelper: Story = {
  parameters: mswHandlers(...reconcileServer({ ticked: [1, 2, 3, 4] })),
  play: async () => {
    await pageHeading(HEADING);
    await userEvent.click(await screen().findByRole("button", { name: "Look for candidates" }));
    const candidates = await screen().findByRole("list", { name: "Candidates" });
    await userEvent.click(within(candidates).getByRole("button", { name: "Tick Water and sewer" }));
    await waitFor(() => expect(difference()).toHaveTextContent("$0.00 (balanced)"));
    await expect(box("Water and sewer", "Mar 5, 2026")).toBeChecked();
    await expect(finishButton()).toBeEnabled();
    await expect(screen().queryByRole("list", { name: "Candidates" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswHandlers(hangOverview),
  play: async () => {
    await expectLoading("Reconcile account", 4);
  },
};

/** An id that is not one of the organization's bank accounts: the server's reason, and a retry. */
export const UnknownAccount: Story = {
  parameters: mswHandlers(notFound),
  play: async () => {
    const error = await screen().findByRole(
      "region",
      { name: "Could not load this page's data" },
      { timeout: 10_000 },
    );
    await expect(within(error).getByText("Bank account not found")).toBeVisible();
  },
};
