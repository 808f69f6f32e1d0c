import type { Meta, StoryObj } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { layoutHandlers } from "../accounting/dashboard/story-handlers";
import { NO_LEASES, RENT_SUMMARY } from "../leasing/rent-summary.fixtures";
import { leasing } from "../leasing/stories.fixtures";
import {
  expectLoadError,
  expectLoading,
  expectNoPageOverflow,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { DASHBOARD, EMPTY_DASHBOARD } from "../stories/fixtures";
import { answer, fail, hang, mswHandlers } from "../stories/handlers";
import DashboardPage from "./DashboardPage";

/** The session, the page's answers, the month's rent (a story's own answer comes first) and the saved layout. */
const dashboardHandlers = (...handlers: RequestHandler[]) =>
  mswHandlers(...handlers, leasing.answer("/rent-summary", RENT_SUMMARY), ...layoutHandlers());

const meta = {
  title: "Web/Accounting/Dashboard",
  component: DashboardPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/dashboard" },
    ...dashboardHandlers(answer("/dashboard", DASHBOARD)),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const kpi = (label: string) => screen().getByText(label, { selector: "dt" }).nextElementSibling;
const checklist = () => screen().queryByRole("heading", { name: /get started in four steps/ });

async function expectPortfolio() {
  await waitFor(() => expect(kpi("Income this month")).toHaveTextContent("$6,945.00"));
  await expect(kpi("Expenses this month")).toHaveTextContent("$1,197.40");
  await expect(kpi("NOI this month")).toHaveTextContent("$6,560.00");
  await expect(kpi("Income year to date")).toHaveTextContent("$25,885.00");
  await expect(kpi("Expenses year to date")).toHaveTextContent("$6,792.72");
  await expect(kpi("NOI year to date")).toHaveTextContent("$21,538.68");

  // The chart's figures, as screen readers get them.
  const months = within(screen().getByRole("table", { name: "Income and expenses per month" })).getAllByRole(
    "row",
  );
  await expect(months).toHaveLength(13);
  await expect(months[7]).toHaveTextContent("Oct 25$9,420.00$7,697.95$2,546.00");
  await expect(months[12]).toHaveTextContent("Mar 26$6,945.00$1,197.40$6,560.00");

  const health = screen()
    .getByRole("heading", { level: 2, name: "Financial health" })
    .closest("[data-slot=card]");
  await expect(health).toHaveTextContent("89 / 100 · excellent");
  await expect(health).toHaveTextContent("Occupancy (weight 25)75 % · 14 pts");
  await expect(health).toHaveTextContent("Cash on hand (months of expenses) (weight 25)6.6 months · 25 pts");

  const properties = within(screen().getByRole("region", { name: "Properties, year to date" }));
  const rows = properties.getAllByRole("row");
  await expect(rows).toHaveLength(5);
  await expect(rows[3]).toHaveTextContent("Oak Street DuplexMulti-family2/2$9,735.00$3,283.87$8,897.53");
  // The vacant condo runs at a loss.
  await expect(rows[4]).toHaveTextContent("Riverside Condo 4BCondo0/1$0.00$770.00-$770.00");
  await expect(screen().getByText("4 properties")).toBeVisible();
  await expect(checklist()).toBeNull();

  const rent = screen().getByRole("meter", { name: "Rent collected this month" });
  await expect(rent).toHaveAttribute("aria-valuetext", "70.4 % collected: $4,310.00 of $6,125.00");
  await expect(screen().getByRole("heading", { level: 2, name: "Leases ending soon" })).toBeVisible();
}

export const Loading: Story = {
  parameters: dashboardHandlers(hang("/dashboard")),
  play: async () => {
    await expectLoading("Dashboard", 4);
    await expect(checklist()).toBeNull();
  },
};

/** A new organisation: the four-step checklist (the chart is done), every figure zero. */
export const Empty: Story = {
  parameters: {
    testViewport: { width: 1280, height: 1300 },
    ...dashboardHandlers(answer("/dashboard", EMPTY_DASHBOARD), leasing.answer("/rent-summary", NO_LEASES)),
  },
  play: async () => {
    await pageHeading("Dashboard");
    const welcome = await screen().findByRole("heading", {
      level: 2,
      name: "Welcome, Ann: get started in four steps",
    });
    await expect(welcome).toBeVisible();
    const steps = within(welcome.closest<HTMLElement>("[data-slot=card]")!).getAllByRole("listitem");
    await expect(steps.map((s) => s.querySelector("h3")?.textContent)).toEqual([
      "Set up the chart of accounts(done)",
      "Add properties",
      "Connect bank accounts",
      "Start managing transactions",
    ]);
    await expect(within(steps[1]!).getByRole("link", { name: "Open Properties" })).toHaveAttribute(
      "href",
      "/properties",
    );
    await expect(within(steps[0]!).getByRole("link", { name: "Open Chart of Accounts" })).toHaveAttribute(
      "href",
      "/accounts",
    );
    await expect(kpi("Income this month")).toHaveTextContent("$0.00");
    await expect(kpi("NOI year to date")).toHaveTextContent("$0.00");
    await expect(screen().getByText(/not enough data/)).toBeVisible();
    await expect(screen().queryByRole("region", { name: "Properties, year to date" })).toBeNull();
    await expect(screen().queryByRole("heading", { name: "Properties, year to date" })).toBeNull();
    // No lease yet: the rent card offers to create one, and there is no list of leases ending.
    await expect(await screen().findByRole("link", { name: "Create a lease for a unit" })).toBeVisible();
    await expect(screen().queryByRole("heading", { name: "Leases ending soon" })).toBeNull();
  },
};

/** A year of a four-property portfolio. */
export const Data: Story = {
  parameters: { testViewport: { width: 1280, height: 1300 } },
  play: async () => {
    await pageHeading("Dashboard");
    await expectPortfolio();
  },
};

/** The health score as a gauge and bars; its formula opens behind "How is this calculated?". */
export const HealthFormula: Story = {
  parameters: { testViewport: { width: 1280, height: 1400 } },
  play: async () => {
    await pageHeading("Dashboard");
    await expectPortfolio();
    const meter = await screen().findByRole("meter", { name: "Financial health score" });
    await expect(meter).toHaveAttribute("aria-valuenow", "89");
    await expect(meter).toHaveAttribute("aria-valuetext", "89 of 100, excellent");
    const formula = screen().getByText(/^score = 100 × total points/);
    await expect(formula).not.toBeVisible();
    // A native <details> (Enter and Space open it too); a script-dispatched click does not toggle it in
    // Chromium, the element's own click() does.
    screen().getByText("How is this calculated?").click();
    await expect(formula).toBeVisible();
  },
};

/** A tablet in landscape and a small laptop: the figures and the chart reflow, nothing scrolls sideways. */
export const DataAt800: Story = {
  parameters: { testViewport: { width: 800, height: 1700 } },
  play: async () => {
    await pageHeading("Dashboard");
    await expectPortfolio();
    await expectNoPageOverflow();
  },
};

export const DataAt1024: Story = {
  parameters: { testViewport: { width: 1024, height: 1400 } },
  play: async () => {
    await pageHeading("Dashboard");
    await expectPortfolio();
    await expectNoPageOverflow();
  },
};

/** The dashboard request fails: the error with a retry (no checklist pretending the books are empty). */
export const LoadError: Story = {
  parameters: dashboardHandlers(fail("/dashboard")),
  play: async () => {
    await pageHeading("Dashboard");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(checklist()).toBeNull();
    await expect(screen().queryByText("Income this month")).toBeNull();
  },
};

/** Once the server answers again, Try again shows the portfolio. */
export const RetryAfterLoadError: Story = {
  parameters: { testViewport: { width: 1280, height: 1300 }, ...dashboardHandlers(fail("/dashboard")) },
  play: async (context) => {
    await pageHeading("Dashboard");
    const retry = await expectLoadError();
    await expect(checklist()).toBeNull();

    serveFromNowOn(context, answer("/dashboard", DASHBOARD));
    await userEvent.click(retry);
    await expectPortfolio();
    await expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull();
  },
};
