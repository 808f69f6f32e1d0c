import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

// Values become element ids (aria-controls), so they are slugs, not labels.
const tabs = [
  { value: "getting-started", label: "Getting Started" },
  { value: "navigation", label: "Navigation" },
  { value: "shortcuts", label: "Shortcuts" },
  { value: "faq", label: "FAQ" },
];

function Demo({ defaultValue = "getting-started" }: { defaultValue?: string }) {
  return (
    <Tabs defaultValue={defaultValue} className="w-[32rem]">
      <TabsList aria-label="Help topics">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className="p-2 text-sm">
          {t.label} content.
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: "UI/Tabs",
  component: Demo,
  tags: ["autodocs"],
  subcomponents: { Tabs, TabsList, TabsTrigger, TabsContent },
  parameters: {
    docs: {
      description: {
        component:
          "Switches between views of the same subject (help centre sections, report periods). Arrow keys move between tabs, Tab moves into the panel. Keep tab labels short; do not use tabs for steps of a process.",
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: "navigation" } };

/** Arrow keys move between tabs (automatic activation), Home and End jump to the ends. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole("tab", { name });
    await userEvent.tab();
    await expect(tab("Getting Started")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Navigation")).toHaveFocus();
    await expect(tab("Navigation")).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Navigation content.");
    await userEvent.keyboard("{End}");
    await expect(tab("FAQ")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Getting Started")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(tab("FAQ")).toHaveFocus();
  },
};
