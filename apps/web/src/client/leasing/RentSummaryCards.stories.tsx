import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, within } from "storybook/test";
import { type DashboardWidget, WidgetRows } from "../accounting/dashboard/widgets";
import { screen, withAccountingProviders } from "../stories/AccountingStory";
import { STORY_USER } from "../stories/fixtures";
import { mswHandlers } from "../stories/handlers";
import { LeasesEndingCard, RentThisMonthCard, useRentSummary } from "./RentSummaryCards";
import { ALL_COLLECTED, NO_LEASES, RENT_SUMMARY } from "./rent-summary.fixtures";
import { leasing } from "./stories.fixtures";

/** The two widgets side by side, as the dashboard draws them (the ending card once there are leases). */
function RentWidgets() {
  const rent = useRentSummary();
  const widgets: DashboardWidget[] = [
    { id: "rent", label: "", description: "", width: "wide", content: <RentThisMonthCard query={rent} /> },
  ];
  if (rent.data?.hasLeases !== false)
    widgets.push({
      id: "leasesEnding",
      label: "",
      description: "",
      width: "narrow",
      content: <LeasesEndingCard query={rent} />,
    });
  return (
    <div className="flex flex-col gap-6 p-6">
      <WidgetRows widgets={widgets} />
    </div>
  );
}

const meta = {
  title: "Web/Leasing/Dashboard rent widgets",
  component: RentWidgets,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    testViewport: { width: 1280, height: 700 },
    ...mswHandlers(leasing.answer("/rent-summary", RENT_SUMMARY)),
  },
} satisfies Meta<typeof RentWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (title: string) =>
  within(
    (await screen().findByRole("heading", { level: 2, name: title })).closest<HTMLElement>(
      "[data-slot=card]",
    )!,
  );

export const Loading: Story = {
  parameters: mswHandlers(leasing.hang("/rent-summary")),
  play: async () => {
    const rent = await card("Rent this month");
    await expect(rent.queryByRole("meter")).toBeNull();
    await expect(document.querySelectorAll("main .animate-pulse").length).toBeGreaterThan(0);
  },
};

/** Part of the month paid, two leases delinquent, seven leases ending (three named). */
export const WithData: Story = {
  play: async () => {
    const rent = await card("Rent this month");
    const meter = await rent.findByRole("meter", { name: "Rent collected this month" });
    await expect(meter).toHaveAttribute("aria-valuenow", "70.4");
    await expect(meter).toHaveAttribute("aria-valuetext", "70.4 % collected: $4,310.00 of $6,125.00");
    await expect(rent.getByText("March 2026")).toBeVisible();
    await expect(rent.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Delinquent: $2,835.00 on 2 leases",
    );
    await expect(rent.getByText("31–60 days").nextElementSibling).toHaveTextContent("$950.00");
    await expect(rent.getByText(/Payments received this month: \$4,460\.00/)).toBeVisible();
    await expect(rent.getByRole("link", { name: "See overdue rent and record payments" })).toHaveAttribute(
      "href",
      "/rent-payments",
    );

    const ending = await card("Leases ending soon");
    await expect(ending.getByText(/leases end by May 14, 2026/)).toBeVisible();
    await expect(ending.getByRole("link", { name: "Ben Okafor, Chloe Park" })).toHaveAttribute(
      "href",
      "/leases/5b0c1d2e-0000-4000-8000-000000000002",
    );
    await expect(ending.getByText("Maple Court · 2B · ends Apr 12, 2026")).toBeVisible();
    await expect(ending.getByRole("link", { name: "4 more on the rent roll" })).toHaveAttribute(
      "href",
      "/rent-roll",
    );
  },
};

/** The whole month paid: the bar is full, nothing is delinquent, no lease ends soon. */
export const AllCollected: Story = {
  parameters: mswHandlers(leasing.answer("/rent-summary", ALL_COLLECTED)),
  play: async () => {
    const rent = await card("Rent this month");
    await expect(await rent.findByRole("meter")).toHaveAttribute("aria-valuenow", "100");
    await expect(rent.getByText("All of this month's rent is collected.")).toBeVisible();
    await expect(rent.getByText("Nothing is overdue past the grace period.")).toBeVisible();
    await expect(rent.queryByRole("link", { name: /overdue rent/ })).toBeNull();
    const ending = await card("Leases ending soon");
    await expect(ending.getByText("No lease ends in the next 60 days.")).toBeVisible();
  },
};

/** A new organization: the card says what it will show and offers to create the first lease. */
export const NoLeases: Story = {
  parameters: mswHandlers(leasing.answer("/rent-summary", NO_LEASES)),
  play: async () => {
    // Without leases the ending card goes, so the rent card is drawn anew: look it up once the answer is in.
    await screen().findByText(/No leases yet/);
    const rent = await card("Rent this month");
    await expect(await rent.findByRole("link", { name: "Create a lease for a unit" })).toHaveAttribute(
      "href",
      "/leases/new",
    );
    await expect(screen().queryByRole("heading", { name: "Leases ending soon" })).toBeNull();
  },
};

/** A viewer reads the same figures; with no lease yet they are told who can create one, not offered a link. */
export const ViewerWithoutLeases: Story = {
  parameters: mswHandlers(
    http.get("/api/auth/user", () =>
      HttpResponse.json({ ...STORY_USER, role: "viewer", primaryRole: "viewer" }),
    ),
    leasing.answer("/rent-summary", NO_LEASES),
  ),
  play: async () => {
    await screen().findByText(/No leases yet/);
    const rent = await card("Rent this month");
    await expect(await rent.findByText("A manager or an administrator can create one.")).toBeVisible();
    await expect(rent.queryByRole("link")).toBeNull();
  },
};

/** The figures could not be read: the card says so and offers to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail("/rent-summary")),
  play: async () => {
    const rent = await card("Rent this month");
    const alert = await rent.findByRole("alert", {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("Rent figures could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
