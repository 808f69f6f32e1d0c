import { useViewPreference, type ViewMode } from "@propledger/shell";
import { Button } from "@propledger/ui";
import { LayoutGrid, Table2 } from "lucide-react";

/** Table (compact, desktop) or list (cards, mobile), switched by T / L or these buttons; saved per page. */
export function useView(page: string): [ViewMode, (view: ViewMode) => void] {
  return useViewPreference(page);
}

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange(view: ViewMode): void }) {
  return (
    <fieldset className="flex items-center rounded-md border border-border p-0.5">
      <legend className="sr-only">View</legend>
      <Button
        variant={view === "table" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={view === "table"}
        aria-label="Table view"
        title="Table view (T)"
        onClick={() => onChange("table")}
      >
        <Table2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Table</span>
      </Button>
      <Button
        variant={view === "list" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={view === "list"}
        aria-label="List view"
        title="List view (L)"
        onClick={() => onChange("list")}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">List</span>
      </Button>
    </fieldset>
  );
}
