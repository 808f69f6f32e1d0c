import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { ArrowLeftRight, BookOpen, Building2, Check, Landmark } from "lucide-react";
import { Link } from "wouter";
import type { Dashboard } from "../../../shared/accounting";

/** The help centre's quick start, each step leading to its page. */
const QUICK_START = [
  {
    title: "Set up the chart of accounts",
    text: "Start from the rental template: bank, rent income and the Schedule E expense lines.",
    href: "/accounts",
    action: "Open Chart of Accounts",
    icon: BookOpen,
  },
  {
    title: "Add properties",
    text: "Add each property with its address, type and units.",
    href: "/properties",
    action: "Open Properties",
    icon: Building2,
  },
  {
    title: "Connect bank accounts",
    text: "Import your bank and credit-card statements, review every row and commit them as transactions.",
    href: "/bank-connections",
    action: "Open Bank Connections",
    icon: Landmark,
  },
  {
    title: "Start managing transactions",
    text: "Record rent, repairs, utilities and the rest.",
    href: "/transactions",
    action: "Open Transactions",
    icon: ArrowLeftRight,
  },
];

/** The four setup steps, each ticked once the server says it is done. */
export function OnboardingCard({
  greeting,
  onboarding,
}: {
  greeting: string;
  onboarding: Dashboard["onboarding"];
}) {
  const done = new Map(onboarding.steps.map((step) => [step.href, step.done]));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{greeting}: get started in four steps</CardTitle>
        <CardDescription>
          Your dashboard fills in as you add accounts, properties and transactions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-2">
          {QUICK_START.map((step, index) => {
            const Icon = step.icon;
            const complete = done.get(step.href) === true;
            return (
              <li key={step.href} className="flex gap-3 rounded-lg border border-border p-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {complete ? <Check aria-hidden="true" className="size-4" /> : index + 1}
                </span>
                <div className="flex min-w-0 flex-col gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {step.title}
                    {complete ? <span className="text-sm font-normal text-success">(done)</span> : null}
                  </h3>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                  <Button asChild variant="outline" size="sm" className="self-start">
                    <Link href={step.href}>{step.action}</Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
