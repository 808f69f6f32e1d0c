import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectLoadError,
  expectLoading,
  expectNoPageOverflow,
  pageHeading,
  screen,
  serveFromNowOn,
  switchViewsAndBack,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { OAK_STREET, PROPERTIES_PAGE, page } from "../stories/fixtures";
import { answer, fail, hang, mswHandlers } from "../stories/handlers";
import PropertiesPage from "./PropertiesPage";

const meta = {
  title: "Web/Accounting/Properties",
  component: PropertiesPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: "/properties" },
    ...mswHandlers(answer("/properties", PROPERTIES_PAGE)),
  },
} satisfies Meta<typeof PropertiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen().queryByRole("table", { name: "Properties" });
const list = () => screen().queryByRole("list", { name: "Properties" });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

async function expectTableRows() {
  const rows = within(await screen().findByRole("table", { name: "Properties" })).getAllByRole("row");
  // The header, then the four properties by name.
  await expect(rows).toHaveLength(5);
  await expect(cells(rows[1]!)).toEqual([
    "Cedar Court Fourplex",
    "27 Cedar Court, Gresham, OR",
    "Multi-family",
    "4",
    "3",
    "$3,825.00",
    "active",
  ]);
  await expect(cells(rows[3]!)).toEqual([
    "Oak Street Duplex",
    "412 Oak Street, Portland, OR",
    "Multi-family",
    "2",
    "2",
    "$3,245.00",
    "active",
  ]);
  await expect(cells(rows[4]!).slice(2, 6)).toEqual(["Condo", "1", "0", "$0.00"]);
  await expect(within(rows[3]!).getByRole("link", { name: "Oak Street Duplex" })).toHaveAttribute(
    "href",
    `/properties/${OAK_STREET.id}`,
  );
}

async function expectCards() {
  const items = within(await screen().findByRole("list", { name: "Properties" })).getAllByRole("listitem");
  await expect(items).toHaveLength(4);
  const maple = within(items[1]!);
  await expect(maple.getByRole("heading", { level: 2, name: "Maple Avenue House" })).toBeVisible();
  await expect(maple.getByText("88 Maple Avenue, Beaverton, OR")).toBeVisible();
  await expect(maple.getByText("Single-family")).toBeVisible();
  await expect(maple.getByText("1/1 units occupied")).toBeVisible();
  await expect(maple.getByText("$2,400.00/month")).toBeVisible();
  await expect(items[3]).toHaveTextContent("0/1 units occupied");
  await expect(items[3]).toHaveTextContent("$0.00/month");
}

export const Loading: Story = {
  parameters: mswHandlers(hang("/properties")),
  play: async () => {
    await expectLoading("Properties", 5);
    await expect(screen().getByRole("button", { name: "Add property" })).toBeEnabled();
  },
};

/** No properties yet: the first step is adding one. */
export const Empty: Story = {
  parameters: mswHandlers(answer("/properties", page([], 25))),
  play: async () => {
    const empty = await screen().findByRole("region", { name: "No properties yet" });
    await expect(within(empty).getByText(/address, type and units/)).toBeVisible();
    await expect(within(empty).getByRole("button", { name: "Add your first property" })).toBeEnabled();
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** The table (the default view); L and T, then the toggle, switch to the cards and back. */
export const Table: Story = {
  play: async () => {
    await pageHeading("Properties");
    await expectTableRows();
    await switchViewsAndBack("table", table, list);
    await expectTableRows();
  },
};

/** Cards, as saved by the user; T and L, then the toggle, switch to the table and back. */
export const List: Story = {
  parameters: { accounting: { path: "/properties", views: { properties: "list" } } },
  play: async () => {
    await pageHeading("Properties");
    await expectCards();
    await switchViewsAndBack("list", table, list);
    await expectCards();
  },
};

/** A phone (375 px): one card per row, nothing wider than the screen. */
export const ListOnPhone: Story = {
  parameters: {
    accounting: { path: "/properties", views: { properties: "list" } },
    testViewport: { width: 375, height: 720 },
  },
  play: async () => {
    await pageHeading("Properties");
    await expectCards();
    await expectNoPageOverflow();
  },
};

/** The server fails: after the client's retries, the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswHandlers(fail("/properties")),
  play: async () => {
    await pageHeading("Properties");
    const retry = await expectLoadError();
    await expect(retry).toBeEnabled();
    await expect(table()).toBeNull();
    await expect(list()).toBeNull();
  },
};

/** Once the server answers again, Try again shows the properties. */
export const RetryAfterLoadError: Story = {
  parameters: mswHandlers(fail("/properties")),
  play: async (context) => {
    await pageHeading("Properties");
    const retry = await expectLoadError();
    await expect(table()).toBeNull();

    serveFromNowOn(context, answer("/properties", PROPERTIES_PAGE));
    await userEvent.click(retry);
    await expectTableRows();
    await waitFor(() =>
      expect(screen().queryByRole("region", { name: "Could not load this page's data" })).toBeNull(),
    );
  },
};
