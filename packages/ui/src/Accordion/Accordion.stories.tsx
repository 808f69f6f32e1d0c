import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";

const groups = [
  { value: "accounting", title: "Accounting", body: "Chart of Accounts, Transactions, General Ledger." },
  { value: "property", title: "Property Management", body: "Properties, Tenants, Rent Payments, Vendors." },
  { value: "reports", title: "Reports", body: "Reports, Reporting, AI Insights." },
];

function Demo({ defaultValue }: { defaultValue?: string }) {
  return (
    <Accordion type="single" collapsible defaultValue={defaultValue} className="w-80">
      {groups.map((g) => (
        <AccordionItem key={g.value} value={g.value}>
          <AccordionTrigger>{g.title}</AccordionTrigger>
          <AccordionContent>{g.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: "UI/Accordion",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: { Accordion, AccordionItem, AccordionTrigger, AccordionContent },
  parameters: {
    docs: {
      description: {
        component:
          'Sections that expand one at a time (or several, with `type="multiple"`) to keep long pages short, e.g. FAQ answers in the help centre. Each trigger is a button with `aria-expanded`; Enter or Space toggles it. Do not hide information a user needs to complete the task on the page.',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultValue: "accounting" } };

/** One group open at a time; clicking the open one collapses it. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounting = canvas.getByRole("button", { name: "Accounting" });
    const property = canvas.getByRole("button", { name: "Property Management" });
    await userEvent.click(accounting);
    await expect(accounting).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(property);
    await expect(property).toHaveAttribute("aria-expanded", "true");
    await expect(accounting).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(property);
    await expect(property).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(property);
    await expect(canvas.getByText(groups[1]!.body)).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Accounting" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: "Property Management" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Property Management" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};
