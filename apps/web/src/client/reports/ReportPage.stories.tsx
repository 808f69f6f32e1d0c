import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route, useParams } from "wouter";
import { withSignedInMember } from "../banking/stories.gate";
import {
  expectLoadError,
  expectLoading,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { answer, endpoint, fail, hang, mswHandlers } from "../stories/handlers";
import { reportBySlug } from "./catalog";
import ReportPage, { Report } from "./ReportPage";
import {
  BALANCE_SHEET,
  PROFIT_AND_LOSS,
  SCHEDULE_E,
  TRIAL_BALANCE_ACCRUAL,
  TRIAL_BALANCE_CASH,
} from "./story-fixtures";

/** A known report on a fixed day (so the period picker's dates never change); others as the app mounts them. */
function FixedDayReport() {
  const { report = "" } = useParams<{ report: string }>();
  const entry = reportBySlug(report);
  return entry ? <Report report={entry} day="2025-12-31" /> : <ReportPage />;
}

/** The page under /reports/:report, as the app mounts it. */
function ReportRoute() {
  return <Route path="/reports/:report" component={FixedDayReport} />;
}

const properties = answer("/properties", { items: [], total: 0, page: 1, pageSize: 200 });

const meta = {
  title: "Web/Reports/Report",
  component: ReportRoute,
  tags: ["reports"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/reports/profit-and-loss" },
    ...mswHandlers(answer("/reports/profit-and-loss", PROFIT_AND_LOSS), properties),
  },
} satisfies Meta<typeof ReportRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

export const Loading: Story = {
  parameters: mswHandlers(hang("/reports/profit-and-loss"), properties),
  play: async () => {
    await expectLoading("Profit and Loss", 8);
    await expect(screen().getByRole("combobox", { name: "Period" })).toHaveValue("year");
  },
};

/** The P&L compared with the year before: sections, NOI, net income, and the three downloads. */
export const ProfitAndLoss: Story = {
  parameters: { testViewport: { width: 1280, height: 1100 } },
  play: async () => {
    await pageHeading("Profit and Loss");
    const table = await screen().findByRole("region", { name: "Profit and Loss table" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Account", "Year 2025", "Year 2024", "Change"]);
    await expect(cells(within(table).getByRole("row", { name: /^Net income/ }))).toEqual([
      "$1,624.50",
      "$1,350.00",
      "$274.50",
    ]);
    await expect(cells(within(table).getByRole("row", { name: /5090 Repairs/ }))[2]).toBe("-$124.50");
    for (const format of ["CSV", "XLSX", "PDF"]) {
      await expect(screen().getByRole("link", { name: format })).toHaveAttribute(
        "href",
        expect.stringContaining(`/api/accounting/reports/profit-and-loss?period=year&date=`),
      );
    }
    await userEvent.selectOptions(screen().getByRole("combobox", { name: "Period" }), "quarter");
    await expect(screen().getByRole("combobox", { name: "Quarter" })).toHaveValue("4");
    await expect(screen().getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      "/api/accounting/reports/profit-and-loss?period=quarter&date=2025-10-01&columns=total&compare=none&format=pdf",
    );
  },
};

/**
 * The basis picked on the page: the organization's books basis until the user chooses; cash books
 * seen on the accrual basis say that they hold no receivables.
 */
export const AccrualBasisOfCashBooks: Story = {
  parameters: {
    testViewport: { width: 1280, height: 1100 },
    ...mswHandlers(
      answer("/reports/profit-and-loss", {
        ...PROFIT_AND_LOSS,
        basis: "Accrual",
        checks: [
          {
            label:
              "The books hold no receivables: income was recorded when received, so the accrual basis shows the books as posted",
            ok: true,
          },
        ],
      }),
      properties,
    ),
  },
  play: async () => {
    await pageHeading("Profit and Loss");
    const basis = screen().getByRole("combobox", { name: "Basis" });
    await expect(basis).toHaveValue("");
    await expect(screen().getByRole("link", { name: "CSV" })).not.toHaveAttribute(
      "href",
      expect.stringContaining("basis="),
    );
    await userEvent.selectOptions(basis, "accrual");
    await expect(screen().getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      expect.stringContaining("&basis=accrual&format=pdf"),
    );
    const table = await screen().findByRole("region", { name: "Profit and Loss table" });
    await expect(table).toHaveTextContent("Accrual basis");
    await expect(screen().getByRole("list", { name: "Checks" })).toHaveTextContent(
      "The books hold no receivables",
    );
  },
};

/**
 * The trial balance on either basis: the books basis (accrual here) until the user picks cash, which
 * drops the receivable and counts the rent received; debits equal credits on both.
 */
export const TrialBalanceOnTheCashBasis: Story = {
  parameters: {
    testViewport: { width: 1280, height: 800 },
    accounting: { path: "/reports/trial-balance" },
    ...mswHandlers(
      http.get(endpoint("/reports/trial-balance"), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get("basis") === "cash"
            ? TRIAL_BALANCE_CASH
            : TRIAL_BALANCE_ACCRUAL,
        ),
      ),
      properties,
    ),
  },
  play: async () => {
    await pageHeading("Trial Balance");
    const basis = screen().getByRole("combobox", { name: "Basis" });
    await expect(basis).toHaveValue("");
    let table = await screen().findByRole("region", { name: "Trial Balance table" });
    await expect(table).toHaveTextContent("Accrual basis");
    await expect(within(table).getByRole("row", { name: /1100 Rent Receivable/ })).toBeVisible();
    await userEvent.selectOptions(basis, "cash");
    await expect(screen().getByRole("link", { name: "CSV" })).toHaveAttribute(
      "href",
      expect.stringContaining("&basis=cash&format=csv"),
    );
    await waitFor(() =>
      expect(screen().getByRole("region", { name: "Trial Balance table" })).toHaveTextContent("Cash basis"),
    );
    table = screen().getByRole("region", { name: "Trial Balance table" });
    await expect(within(table).queryByRole("row", { name: /1100 Rent Receivable/ })).toBeNull();
    await expect(cells(within(table).getByRole("row", { name: /^Total/ }))).toEqual(["$600.00", "$600.00"]);
  },
};

/** The balance sheet as of a date, with its check. */
export const BalanceSheet: Story = {
  parameters: {
    accounting: { path: "/reports/balance-sheet" },
    testViewport: { width: 1280, height: 1100 },
    ...mswHandlers(answer("/reports/balance-sheet", BALANCE_SHEET)),
  },
  play: async () => {
    await pageHeading("Balance Sheet");
    const table = await screen().findByRole("region", { name: "Balance Sheet table" });
    await expect(cells(within(table).getByRole("row", { name: /^Total assets/ }))).toEqual(["$250,363.05"]);
    await expect(screen().getByRole("list", { name: "Checks" })).toHaveTextContent(
      "Assets equal liabilities plus equity",
    );
    await expect(screen().getByLabelText("As of")).toBeVisible();
  },
};

/** Schedule E: one column per property and the allocation of the unassigned insurance. */
export const ScheduleE: Story = {
  decorators: [withSignedInMember],
  parameters: {
    accounting: { path: "/reports/schedule-e" },
    testViewport: { width: 1280, height: 1500 },
    ...mswHandlers(answer("/reports/schedule-e", SCHEDULE_E)),
  },
  play: async () => {
    await pageHeading("Schedule E");
    const table = await screen().findByRole("region", { name: "Schedule E table" });
    await expect(cells(within(table).getByRole("row", { name: /^21 Income or \(loss\)/ }))).toEqual([
      "-$7,531.74",
      "$945.59",
    ]);
    const allocation = screen().getByRole("region", { name: "Allocation table" });
    await expect(cells(within(allocation).getByRole("row", { name: /North House/ }))).toEqual([
      "56.34 %",
      "$0.00",
      "$507.04",
    ]);
    await expect(screen().getByRole("combobox", { name: "Share unassigned amounts" })).toHaveValue("rent");
  },
};

/** The owner statement waits for a property before it asks the server. */
export const OwnerStatementNeedsProperty: Story = {
  parameters: {
    accounting: { path: "/reports/owner-statement" },
    ...mswHandlers(properties),
  },
  play: async () => {
    await pageHeading("Owner Statement");
    await expect(await screen().findByText("Choose a property to see its statement.")).toBeVisible();
    await expect(screen().queryByRole("link", { name: "PDF" })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: mswHandlers(fail("/reports/profit-and-loss"), properties),
  play: async () => {
    await pageHeading("Profit and Loss");
    await expectLoadError();
  },
};

/** An address that names no report. */
export const UnknownReport: Story = {
  parameters: { accounting: { path: "/reports/rent-forecast" } },
  play: async () => {
    await pageHeading("Report not found");
  },
};

/** South Flat has no depreciation yet: entered here, it is sent to the server for line 18 and line 2. */
const saved: { path: string; body: unknown }[] = [];
export const ScheduleEDepreciation: Story = {
  decorators: [withSignedInMember],
  parameters: {
    accounting: { path: "/reports/schedule-e" },
    testViewport: { width: 1280, height: 1500 },
    ...mswHandlers(
      answer("/reports/schedule-e", SCHEDULE_E),
      http.put(/\/api\/accounting\/reports\/schedule-e\//, async ({ request }) => {
        saved.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({});
      }),
    ),
  },
  play: async () => {
    saved.length = 0;
    await pageHeading("Schedule E");
    const inputs = await screen().findByRole("region", { name: "Depreciation and rental days" });
    await expect(inputs).toHaveTextContent("South Flat · no depreciation entered");
    await userEvent.click(
      within(inputs).getByRole("button", { name: "Edit depreciation and days of South Flat" }),
    );
    const dialog = await screen().findByRole("dialog", { name: "South Flat" });
    await userEvent.type(within(dialog).getByLabelText("Depreciable basis ($, building only)"), "150000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Placed in service:");
    await userEvent.type(within(dialog).getByLabelText("Placed in service"), "2021-06-15");
    await userEvent.type(within(dialog).getByLabelText("Fair rental days, 2025"), "365");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await expect(saved[0]).toEqual({
      path: "/api/accounting/reports/schedule-e/depreciation/00000000-0000-4000-8000-0000000000a2",
      body: { placedInService: "2021-06-15", basisCents: 15_000_000, recoveryClass: "residential" },
    });
    await expect(saved[1]?.body).toEqual({ year: 2025, fairRentalDays: 365, personalUseDays: 0 });
    await expect(await screen().findByText("Schedule E details saved")).toBeVisible();
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};
