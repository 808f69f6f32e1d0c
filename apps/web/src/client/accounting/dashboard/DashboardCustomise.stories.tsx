import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { DashboardLayout, DashboardWidgetId } from "../../../shared/preferences";
import { RENT_SUMMARY } from "../../leasing/rent-summary.fixtures";
import { leasing } from "../../leasing/stories.fixtures";
import DashboardPage from "../../pages/DashboardPage";
import {
  expectNoPageOverflow,
  pageHeading,
  screen,
  withAccountingProviders,
} from "../../stories/AccountingStory";
import { DASHBOARD } from "../../stories/fixtures";
import { answer, mswHandlers } from "../../stories/handlers";
import { layoutHandlers, layoutSaveRefused, layoutSaves } from "./story-handlers";

/** The dashboard with a saved layout (the portfolio's checklist is done: six widgets have something to show). */
const withLayout = (saved?: DashboardLayout, ...extra: Parameters<typeof mswHandlers>) =>
  mswHandlers(
    ...extra,
    answer("/dashboard", DASHBOARD),
    leasing.answer("/rent-summary", RENT_SUMMARY),
    ...layoutHandlers(saved),
  );
const SHOWN: DashboardWidgetId[] = ["figures", "rent", "leasesEnding", "chart", "health", "properties"];

const meta = {
  title: "Web/Accounting/Dashboard/Customise",
  component: DashboardPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: "/dashboard" },
    testViewport: { width: 1280, height: 1000 },
    ...withLayout(),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widgets drawn on the dashboard, top to bottom. */
const dashboardOrder = () =>
  [...document.querySelectorAll<HTMLElement>("main div[data-widget]")].map((el) => el.dataset.widget);
/** The rows of the customise panel, top to bottom. */
const panelOrder = () =>
  [...document.querySelectorAll<HTMLElement>("main li[data-widget]")].map((el) => el.dataset.widget);
const liveRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
const announced = (text: string | RegExp) => waitFor(() => expect(liveRegion()?.textContent).toMatch(text));

async function openPanel() {
  await pageHeading("Dashboard");
  layoutSaves.length = 0;
  await userEvent.click(await screen().findByRole("button", { name: "Customise dashboard" }));
  const heading = await screen().findByRole("heading", { level: 2, name: "Customise your dashboard" });
  await waitFor(() => expect(heading).toHaveFocus());
  return within(screen().getByRole("region", { name: "Customise your dashboard" }));
}

async function expectPanel() {
  const panel = await openPanel();
  await expect(panelOrder()).toEqual(SHOWN);
  const handle = panel.getByRole("button", { name: "Move Key figures" });
  await expect(handle).toHaveAttribute("aria-roledescription", "movable widget");
  // Screen readers hear how to move it when the handle gets focus.
  const instructions = document.getElementById(handle.getAttribute("aria-describedby") ?? "");
  await expect(instructions).toHaveTextContent(/press Space on its handle to pick it up/);
  await expect(panel.getByRole("button", { name: "Hide Financial health" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Reset to default" })).toBeVisible();
  await expect(panel.queryByRole("heading", { name: "Hidden widgets" })).toBeNull();
  return panel;
}

/** The panel: each shown widget with a handle and Hide, then Reset to default and Done. */
export const CustomisePanel: Story = {
  play: async () => {
    await expectPanel();
  },
};

/** The same panel on a phone: the rows fit, nothing scrolls sideways. */
export const CustomisePanelOnPhone: Story = {
  parameters: { testViewport: { width: 390, height: 900 } },
  play: async () => {
    await expectPanel();
    await expectNoPageOverflow();
  },
};

/** Done closes the panel and gives focus back to the button that opened it; nothing was saved. */
export const DoneClosesThePanel: Story = {
  parameters: { screenshotOptOut: "After Done the page is the Data story of the dashboard, recorded there." },
  play: async () => {
    const panel = await expectPanel();
    await userEvent.click(panel.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen().getByRole("button", { name: "Customise dashboard" })).toHaveFocus());
    await expect(screen().queryByRole("region", { name: "Customise your dashboard" })).toBeNull();
    await expect(layoutSaves).toEqual([]);
  },
};

/** Space picks a widget up, the arrows move it, Space drops it; Escape puts it back. Each step is announced. */
export const KeyboardReorder: Story = {
  play: async () => {
    const panel = await openPanel();
    const properties = panel.getByRole("button", { name: "Move Properties, year to date" });
    properties.focus();
    await userEvent.keyboard("[Space]");
    await announced(/^Picked up Properties, year to date, in position 6 of 6\. Use the arrow keys/);
    for (const position of [5, 4, 3, 2, 1]) {
      await userEvent.keyboard("[ArrowUp]");
      await announced(`Properties, year to date is over position ${position} of 6.`);
    }
    await userEvent.keyboard("[Space]");
    await announced("Properties, year to date dropped in position 1 of 6.");
    const moved = ["properties", "figures", "rent", "leasesEnding", "chart", "health"];
    await waitFor(() => expect(panelOrder()).toEqual(moved));
    await expect(dashboardOrder()).toEqual(moved);
    await waitFor(() => expect(properties).toHaveFocus());
    await waitFor(() =>
      expect(layoutSaves).toEqual([
        {
          method: "PUT",
          body: { order: ["onboarding", ...moved], hidden: [] },
        },
      ]),
    );

    // Escape cancels: the widget goes back and nothing is saved.
    const chart = panel.getByRole("button", { name: "Move Income vs expenses chart" });
    chart.focus();
    await userEvent.keyboard("[Space]");
    await announced(/^Picked up Income vs expenses chart, in position 5 of 6/);
    await userEvent.keyboard("[ArrowDown]");
    await announced("Income vs expenses chart is over position 6 of 6.");
    await userEvent.keyboard("[Escape]");
    await announced("Move cancelled. Income vs expenses chart is back in position 5 of 6.");
    await expect(panelOrder()).toEqual(moved);
    await expect(layoutSaves).toHaveLength(1);
  },
};

/**
 * A widget hidden earlier is listed under Hidden widgets; Show puts it back in its place. The layout was saved
 * before the rent widgets existed: they show after the key figures.
 */
export const HiddenWidgetRestored: Story = {
  parameters: withLayout({
    order: ["onboarding", "figures", "chart", "health", "properties"],
    hidden: ["health"],
  }),
  play: async () => {
    await pageHeading("Dashboard");
    await waitFor(() =>
      expect(dashboardOrder()).toEqual(["figures", "rent", "leasesEnding", "chart", "properties"]),
    );
    await expect(screen().queryByRole("heading", { name: "Financial health" })).toBeNull();

    const panel = await openPanel();
    const hidden = within(panel.getByRole("region", { name: "Hidden widgets" }));
    await userEvent.click(hidden.getByRole("button", { name: "Show Financial health" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Move Financial health" })).toHaveFocus());
    await expect(dashboardOrder()).toEqual(SHOWN);
    await expect(screen().getByRole("heading", { level: 2, name: "Financial health" })).toBeVisible();
    await expect(panel.queryByRole("region", { name: "Hidden widgets" })).toBeNull();
    await waitFor(() =>
      expect(layoutSaves).toEqual([
        {
          method: "PUT",
          body: { order: ["onboarding", ...SHOWN], hidden: [] },
        },
      ]),
    );

    // Hide sends focus to the button that undoes it.
    await userEvent.click(panel.getByRole("button", { name: "Hide Key figures" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Show Key figures" })).toHaveFocus());
    await expect(dashboardOrder()).toEqual(["rent", "leasesEnding", "chart", "health", "properties"]);
  },
};

/** Reset to default: the default order, nothing hidden, and the saved layout removed. */
export const Reset: Story = {
  parameters: withLayout({
    order: ["properties", "health", "onboarding", "chart", "figures"],
    hidden: ["chart"],
  }),
  play: async () => {
    await pageHeading("Dashboard");
    const saved = ["properties", "health", "figures", "rent", "leasesEnding"];
    await waitFor(() => expect(dashboardOrder()).toEqual(saved));
    const panel = await openPanel();
    await expect(panelOrder()).toEqual(saved);
    await userEvent.click(panel.getByRole("button", { name: "Reset to default" }));
    await waitFor(() => expect(panelOrder()).toEqual(SHOWN));
    await expect(dashboardOrder()).toEqual(SHOWN);
    await waitFor(() => expect(layoutSaves).toEqual([{ method: "DELETE", body: null }]));
    await expect(await screen().findByText("Dashboard reset to the default layout")).toBeVisible();
  },
};

/** Every widget hidden: the page says how to bring them back. */
export const EveryWidgetHidden: Story = {
  parameters: {
    testViewport: { width: 1280, height: 360 },
    ...withLayout({
      order: ["onboarding", ...SHOWN],
      hidden: SHOWN,
    }),
  },
  play: async () => {
    await pageHeading("Dashboard");
    await expect(
      await screen().findByText("Every widget is hidden. Choose Customise dashboard to show them again."),
    ).toBeVisible();
    await expect(dashboardOrder()).toEqual([]);
  },
};

/** A save the server refuses (here, the shared demo account): the change stays on screen and a toast says why. */
export const SaveRefused: Story = {
  parameters: withLayout(undefined, layoutSaveRefused),
  play: async () => {
    const panel = await openPanel();
    await userEvent.click(panel.getByRole("button", { name: "Hide Properties, year to date" }));
    await expect(await screen().findByText("Your layout could not be saved")).toBeVisible();
    // The toast's own description: the screen reader's announcement of the toast says it too.
    await expect(
      screen().getByText(/Saving the dashboard layout is not available in the demo/, {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeVisible();
    await expect(dashboardOrder()).toEqual(["figures", "rent", "leasesEnding", "chart", "health"]);
  },
};
