import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge";
import { Button } from "../Button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "UI/Card",
  component: Card,
  tags: ["autodocs"],
  subcomponents: { CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter },
  parameters: {
    docs: {
      description: {
        component:
          "A bordered surface grouping one subject: a dashboard figure, a property summary, a form section. Compose it from `CardHeader` (title, description, optional `CardAction` at the right), `CardContent` and `CardFooter`. Use a heading level that fits the page for `CardTitle`.",
      },
    },
  },
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <CardTitle>Oak Street Duplex</CardTitle>
        <CardDescription>2 units · 1204 Oak Street</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">Net operating income this month: $2,140.00</CardContent>
      <CardFooter className="justify-end gap-2">
        <Button variant="outline">Edit</Button>
        <Button>Open</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <CardTitle as="h2">AI Search Results</CardTitle>
        <CardDescription>repairs at Oak Street last month</CardDescription>
        <CardAction>
          <Badge variant="secondary">92% match</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm">You spent $410.55 on repairs across 2 transactions.</CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card className="w-96">
      <CardContent className="text-sm text-muted-foreground">No notifications yet</CardContent>
    </Card>
  ),
};
