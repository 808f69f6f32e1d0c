import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { ChartColumn, Landmark, ListChecks, Search, UserCheck, Workflow } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { ProductMark } from "../components/ProductMark";

const FEATURES = [
  {
    icon: ChartColumn,
    title: "Financial insights",
    text: "Track revenue, analyse expenses and see a financial health score for your portfolio.",
  },
  {
    icon: Landmark,
    title: "Bank connections",
    text: "Connect bank accounts to import transactions automatically and reconcile them.",
  },
  {
    icon: UserCheck,
    title: "Tenant screening",
    text: "Run background checks and handle rental applications in one place.",
  },
  {
    icon: Workflow,
    title: "Workflow automation",
    text: "Build automations from triggers, conditions and actions: reminders, follow-ups, hand-offs.",
  },
  {
    icon: Search,
    title: "AI-powered search",
    text: "Ask questions in plain words and search across all of your data at once.",
  },
];

const QUICK_START = [
  "Set up the chart of accounts",
  "Add properties",
  "Connect bank accounts",
  "Start managing transactions",
];

/** The product's features, one card each. */
function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight">
          What PropLedger does
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h3" className="flex items-center gap-2">
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                    {title}
                  </CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /landing and /about: what PropLedger does and for whom, with the way in. */
export default function LandingPage() {
  useEffect(() => {
    document.title = "PropLedger: rental property accounting and management";
  }, []);
  return (
    <div className="min-h-svh bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 pe-16">
          <ProductMark />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link href="/login">Log in</Link>
            </Button>
            <Button asChild>
              <Link href="/signup">Sign up</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main>
        <section className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 md:py-24">
          <p className="text-sm font-semibold text-primary">For landlords, property owners and managers</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            Your rental books, properties and tenants in one place
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            PropLedger combines double-entry accounting with property and tenant management, automation and
            AI-assisted search, so you always know what each property earns and costs.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/signup">Create your free account</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/login">Log in</Link>
            </Button>
          </div>
        </section>
        <Features />
        <section aria-labelledby="start-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="start-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <ListChecks aria-hidden="true" className="size-6 text-primary" />
            Get started in four steps
          </h2>
          <Card className="mt-6">
            <CardContent>
              <ol className="grid gap-4 md:grid-cols-4">
                {QUICK_START.map((step, index) => (
                  <li key={step} className="flex items-start gap-3">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                      {index + 1}
                    </span>
                    <span className="pt-1 font-medium">{step}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <p className="mt-8 text-muted-foreground">
            Already using PropLedger?{" "}
            <Link href="/login" className="font-medium text-primary underline underline-offset-4">
              Log in
            </Link>
            . New here?{" "}
            <Link href="/signup" className="font-medium text-primary underline underline-offset-4">
              Sign up
            </Link>
            .
          </p>
        </section>
      </main>
      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        PropLedger · Support: Monday-Friday 9 AM-6 PM EST
      </footer>
    </div>
  );
}
