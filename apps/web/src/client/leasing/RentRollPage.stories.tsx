import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectLoadError, pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import RentRollPage from "./RentRollPage";
import { LEASING } from "./shared";
import { leasing, ROLL } from "./stories.fixtures";

const meta = {
  title: "Web/Leasing/Rent Roll",
  component: RentRollPage,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/rent-roll" },
    ...mswHandlers(leasing.answer("/rent-roll", ROLL), answer("/properties", PROPERTIES_PAGE)),
  },
} satisfies Meta<typeof RentRollPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Units: Story = {
  play: async () => {
    await pageHeading("Rent roll");
    const rows = within(await screen().findByRole("table", { name: "Rent roll" })).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("Ana Ruiz");
    await expect(rows[2]).toHaveTextContent("Vacant");
    // Occupied by a hand-entered occupant: counted as occupied, and offered a lease.
    await expect(rows[3]).toHaveTextContent(
      "Omar HaddadJun 1, 2025 – month-to-month$1,250.00$0.00$0.00Occupied, no lease",
    );
    await expect(
      within(rows[3]!).getByRole("link", { name: "Pine Cottage · Main (new lease)" }),
    ).toBeVisible();
    await expect(screen().getByRole("link", { name: "CSV" })).toHaveAttribute(
      "href",
      "/api/leasing/rent-roll/export?format=csv",
    );
  },
};

export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail("/rent-roll")),
  play: async () => {
    await expectLoadError();
  },
};

/** A portfolio of 150 units: the server answers the asked page; the totals cover every unit. */
const pagedRoll = http.get(`${LEASING}/rent-roll`, ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const [first, second] = ROLL.rows;
  return HttpResponse.json({
    ...ROLL,
    page,
    rows: page === 1 ? [first] : [{ ...second!, unitName: "Unit 101" }],
    totals: { ...ROLL.totals, units: 150 },
  });
});

export const Pages: Story = {
  parameters: mswHandlers(pagedRoll, answer("/properties", PROPERTIES_PAGE)),
  play: async () => {
    await pageHeading("Rent roll");
    const pages = await screen().findByRole("navigation", { name: "Pagination" });
    await expect(pages).toHaveTextContent("Page 1 of 2 · 150 in total");
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    await expect(pages).toHaveTextContent("Page 2 of 2");
    const table = screen().getByRole("table", { name: "Rent roll" });
    await waitFor(() =>
      expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Unit 101 (new lease)"),
    );
  },
};

/** Picking a property narrows the page and the exports to it. */
export const OneProperty: Story = {
  play: async () => {
    await pageHeading("Rent roll");
    const [property] = PROPERTIES_PAGE.items;
    const select = screen().getByRole("combobox", { name: "Property" });
    await waitFor(() => expect(within(select).getByRole("option", { name: property!.name })).toBeTruthy());
    await userEvent.selectOptions(select, property!.id);
    await expect(screen().getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      `/api/leasing/rent-roll/export?propertyId=${property!.id}&format=pdf`,
    );
  },
};

/** A new organization: no units, so the way forward is adding a property. */
export const NoUnits: Story = {
  parameters: mswHandlers(
    leasing.answer("/rent-roll", {
      ...ROLL,
      rows: [],
      totals: { units: 0, occupied: 0, rentCents: 0, depositHeldCents: 0, balanceCents: 0 },
    }),
    answer("/properties", PROPERTIES_PAGE),
  ),
  play: async () => {
    await pageHeading("Rent roll");
    const empty = await screen().findByRole("region", { name: "No units yet" });
    await expect(within(empty).getByRole("link", { name: "Add a property" })).toHaveAttribute(
      "href",
      "/properties",
    );
  },
};
