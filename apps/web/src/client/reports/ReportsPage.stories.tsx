import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import ReportsPage from "./ReportsPage";

const meta = {
  title: "Web/Reports/Reports",
  component: ReportsPage,
  tags: ["reports"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/reports" },
    testViewport: { width: 1280, height: 900 },
    ...mswHandlers(),
  },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard reports, each a link to its page, and the rent roll. */
export const StandardReports: Story = {
  play: async () => {
    await pageHeading("Reports");
    const list = within(screen().getByRole("region", { name: "Standard reports" }));
    const links = list.getAllByRole("link");
    await expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/reports/profit-and-loss",
      "/reports/balance-sheet",
      "/reports/cash-flow",
      "/reports/trial-balance",
      "/reports/schedule-e",
      "/reports/owner-statement",
      "/reports/vendor-1099",
    ]);
    const leasing = within(screen().getByRole("region", { name: "Leasing reports" }));
    await expect(leasing.getByRole("link", { name: "Rent Roll" })).toHaveAttribute("href", "/rent-roll");
  },
};
