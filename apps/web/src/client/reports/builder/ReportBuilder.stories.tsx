import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { pageHeading, screen, withAccountingProviders } from "../../stories/AccountingStory";
import { ACCOUNTS, PROPERTIES_PAGE } from "../../stories/fixtures";
import { answer, endpoint, mswHandlers } from "../../stories/handlers";
import AiBuilderPage from "./AiBuilderPage";
import { defaultDefinition } from "./BuilderForm";
import DynamicBuilderPage, { ReportBuilder } from "./DynamicBuilderPage";
import { contrastRatio, seriesColour } from "./series-style";
import { BY_PROPERTY, MANY_SERIES, NOTHING_MATCHES, READING, SAVED } from "./story-fixtures";

const lists = [answer("/properties", PROPERTIES_PAGE), answer("/accounts", { items: ACCOUNTS })];
const runs = (body: unknown) =>
  http.post(endpoint("/reports/builder/run"), () => HttpResponse.json(body as object));

/** A new report on a fixed day, so the period fields never change with the calendar. */
function NewReport() {
  return (
    <ReportBuilder
      initial={defaultDefinition("2025-12-31")}
      saved={null}
      title="Reporting"
      description="Choose rows, columns, filters and a chart; run the report, download it or save it"
    />
  );
}

const meta = {
  title: "Web/Reports/Report builder",
  component: NewReport,
  tags: ["reports"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/reports/dynamic-builder" },
    testViewport: { width: 1280, height: 1300 },
    ...mswHandlers(runs(BY_PROPERTY), ...lists),
  },
} satisfies Meta<typeof NewReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: string) => screen().getByRole("combobox", { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

/** Rows by property, compared with last year, as a bar chart: the chart sits above the table it draws. */
export const RunWithChart: Story = {
  play: async () => {
    await pageHeading("Reporting");
    await userEvent.selectOptions(field("Rows"), "property");
    await userEvent.selectOptions(field("Compare with"), "previous_year");
    await userEvent.selectOptions(field("Chart"), "bar");
    await expect(field("Basis")).toHaveValue("");
    await userEvent.selectOptions(field("Basis"), "cash");
    await userEvent.click(screen().getByRole("button", { name: "Run report" }));
    const table = await screen().findByRole("region", { name: "Expenses by property table" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Property", "Year 2025", "Year 2024", "Change"]);
    await expect(cells(within(table).getByRole("row", { name: /^Total/ }))).toEqual([
      "$3,207.50",
      "$2,633.00",
      "$574.50",
    ]);
    await expect(await screen().findByText("Bar chart of the table below")).toBeVisible();
    await waitFor(() =>
      expect(document.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0),
    );
    await expect(screen().getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      expect.stringContaining("/api/accounting/reports/builder/run?format=pdf&d="),
    );
    await expect(screen().getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent('"basis":"cash"')),
    );
  },
};

/**
 * Twelve series as lines: each its own colour (3:1 or more on the card in both themes), and its own
 * dash pattern and marker, so no two lines are told apart by colour alone.
 */
export const ManySeriesLineChart: Story = {
  parameters: mswHandlers(runs(MANY_SERIES), ...lists),
  play: async () => {
    await pageHeading("Reporting");
    await userEvent.selectOptions(field("Rows"), "property");
    await userEvent.selectOptions(field("Columns"), "month");
    await userEvent.selectOptions(field("Chart"), "line");
    await userEvent.click(screen().getByRole("button", { name: "Run report" }));
    await expect(await screen().findByText("Line chart of the table below")).toBeVisible();
    await waitFor(() => expect(document.querySelectorAll(".recharts-line-curve")).toHaveLength(12));
    const curves = [...document.querySelectorAll(".recharts-line-curve")];
    const colours = curves.map((c) => c.getAttribute("stroke"));
    await expect(new Set(colours).size).toBe(12);
    // Each series' marker at its points (the legend draws the same symbols at another size).
    const markers = new Map(
      [...document.querySelectorAll(".recharts-symbols")]
        .filter((m) => !m.closest(".recharts-legend-wrapper"))
        .map((m) => [m.getAttribute("fill"), m.getAttribute("d")]),
    );
    await expect(new Set(markers.values()).size).toBe(7);
    const looks = curves.map(
      (c) => `${c.getAttribute("stroke-dasharray") ?? ""}|${markers.get(c.getAttribute("stroke"))}`,
    );
    await expect(new Set(looks).size).toBe(12);
    for (let i = 0; i < 40; i++) {
      const { light, dark } = seriesColour(i);
      await expect(contrastRatio(light, "#ffffff")).toBeGreaterThanOrEqual(3);
      await expect(contrastRatio(dark, "#0f172a")).toBeGreaterThanOrEqual(3);
    }
  },
};

/** A period that ends before it starts is refused beside the field, and nothing runs. */
export const InvalidPeriod: Story = {
  parameters: { testViewport: { width: 1280, height: 900 } },
  play: async () => {
    await pageHeading("Reporting");
    const from = screen().getByLabelText("From");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-02-01");
    await userEvent.click(screen().getByRole("button", { name: "Run report" }));
    await expect(await screen().findByText("must not be after to")).toBeVisible();
    await expect(from).toHaveFocus();
    await expect(from).toHaveAttribute("aria-invalid", "true");
  },
};

/** A filter that matches nothing says so, and how to widen it. */
export const NothingMatches: Story = {
  parameters: { testViewport: { width: 1280, height: 900 }, ...mswHandlers(runs(NOTHING_MATCHES), ...lists) },
  play: async () => {
    await pageHeading("Reporting");
    await expect(await screen().findByText(/No transactions match this report/)).toBeVisible();
  },
};

/** Saving names the report; a name already taken is said beside the field, with the name kept. */
export const SaveNameTaken: Story = {
  parameters: {
    testViewport: { width: 1280, height: 900 },
    ...mswHandlers(
      runs(BY_PROPERTY),
      http.post(endpoint("/reports/saved"), () =>
        HttpResponse.json({ message: 'A saved report named "Repairs" already exists' }, { status: 409 }),
      ),
      ...lists,
    ),
  },
  play: async () => {
    await pageHeading("Reporting");
    await userEvent.click(await screen().findByRole("button", { name: "Save report" }));
    const dialog = await screen().findByRole("dialog", { name: "Save report" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Repairs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(
      await within(dialog).findByText('A saved report named "Repairs" already exists'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText("Name")).toHaveValue("Repairs");
  },
};

/** A saved report opens under its name; changing it offers "Save changes"; deleting asks first. */
export const SavedReport: Story = {
  render: () => <DynamicBuilderPage />,
  parameters: {
    accounting: { path: `/reports/dynamic-builder?report=${SAVED.id}` },
    ...mswHandlers(runs(BY_PROPERTY), answer(`/reports/saved/${SAVED.id}`, SAVED), ...lists),
  },
  play: async () => {
    await pageHeading("Repairs by property");
    await expect(await screen().findByRole("button", { name: "Saved" })).toBeDisabled();
    await expect(field("Rows")).toHaveValue("property");
    await screen().findByRole("region", { name: "Expenses by property table" });
    await userEvent.selectOptions(field("Chart"), "line");
    await userEvent.click(screen().getByRole("button", { name: "Run report" }));
    await expect(screen().getByRole("button", { name: "Save changes" })).toBeEnabled();
    await userEvent.click(screen().getByRole("button", { name: "Delete" }));
    const confirm = await screen().findByRole("dialog", { name: 'Delete "Repairs by property"?' });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() => expect(screen().getByRole("button", { name: "Delete" })).toHaveFocus());
  },
};

/** The AI builder: a sentence, what was understood, the form filled in, and the report run. */
export const AiBuilder: Story = {
  render: () => <AiBuilderPage />,
  parameters: {
    accounting: { path: "/reports/ai-builder" },
    ...mswHandlers(
      runs(BY_PROPERTY),
      http.post(endpoint("/reports/builder/interpret"), async () => {
        await delay(50);
        return HttpResponse.json(READING);
      }),
      ...lists,
    ),
  },
  play: async () => {
    await pageHeading("AI Report Builder");
    await userEvent.click(screen().getByRole("button", { name: "Build report" }));
    await expect(await screen().findByText(/Describe the report you want/)).toBeVisible();
    await userEvent.click(
      screen().getByRole("button", { name: "Repairs by property for 2025 compared with 2024" }),
    );
    await userEvent.click(screen().getByRole("button", { name: "Build report" }));
    const reading = await screen().findByRole("region", { name: "What PropLedger understood" });
    await expect(within(reading).getByText("Compared with: Same period last year")).toBeVisible();
    await expect(within(reading).getByText(/Not used: urgent/)).toBeVisible();
    await expect(screen().getByRole("heading", { name: "What PropLedger understood" })).toHaveFocus();
    await expect(field("Rows")).toHaveValue("property");
    await expect(field("Compare with")).toHaveValue("previous_year");
    await expect(field("Basis")).toHaveValue("cash");
    await screen().findByRole("region", { name: "Expenses by property table" });
  },
};
