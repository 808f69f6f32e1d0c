import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { answer, mswHandlers } from "../stories/handlers";
import { SAVED } from "./builder/story-fixtures";
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
    ...mswHandlers(answer("/reports/saved", { items: [SAVED] })),
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
    const saved = within(screen().getByRole("region", { name: "Saved reports" }));
    await expect(await saved.findByRole("link", { name: "Repairs by property" })).toHaveAttribute(
      "href",
      `/reports/dynamic-builder?report=${SAVED.id}`,
    );
    await expect(saved.getByText(/Amount by property · Year 2025 · by Ada Landlord/)).toBeVisible();
    await expect(saved.getByRole("link", { name: "Describe a report" })).toHaveAttribute(
      "href",
      "/reports/ai-builder",
    );
    const leasing = within(screen().getByRole("region", { name: "Leasing reports" }));
    await expect(leasing.getByRole("link", { name: "Rent Roll" })).toHaveAttribute("href", "/rent-roll");
  },
};
