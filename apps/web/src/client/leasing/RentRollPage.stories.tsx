import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectLoadError, pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import RentRollPage from "./RentRollPage";
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
    ...mswHandlers(leasing.answer("/rent-roll", ROLL)),
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
