import { AppShell, type AppShellProps } from "../AppShell/AppShell";
import { useViewPreference } from "../shortcuts/useViewPreference";
import { fixedNow } from "./fixtures";
import { storyEnv } from "./storyEnv";

/** A page with a table / list view, a filter field and a heading: what the shell's stories put in <main>. */
function TransactionsPage() {
  const [view, setView] = useViewPreference("transactions");
  return (
    <div className="flex flex-col gap-3 p-6">
      <h1 className="text-2xl font-semibold">Transactions</h1>
      <p className="text-sm text-muted-foreground">
        Current view: <span data-testid="view">{view}</span>
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded-md border border-border px-3 py-1 text-sm"
          onClick={() => setView("table")}
        >
          Table view
        </button>
        <label className="flex items-center gap-2 text-sm">
          Filter
          <input className="rounded-md border border-input bg-background px-2 py-1" />
        </label>
      </div>
    </div>
  );
}

export type ShellStoryProps = Pick<AppShellProps, "mode" | "isMobile" | "breakpoint" | "children">;

export function ShellStory(props: ShellStoryProps) {
  const { http } = storyEnv();
  return (
    <AppShell
      {...props}
      adapters={{ ...http.adapters, router: http.router, preferences: http.preferences }}
      now={fixedNow}
      externalAvatarUrl={null}
    >
      {props.children ?? <TransactionsPage />}
    </AppShell>
  );
}
