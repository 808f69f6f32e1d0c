import { ChevronDown } from "lucide-react";
import { useId } from "react";

export interface CheckListProps {
  label: string;
  /** What no selection means ("All properties"). */
  empty: string;
  items: readonly { id: string; label: string }[];
  selected: readonly string[];
  onChange(ids: string[]): void;
}

/**
 * A multiple choice that stays small until opened: a native disclosure (keyboard and screen readers
 * know it) holding a list of checkboxes, with its choice summarised on the toggle.
 */
export function CheckList({ label, empty, items, selected, onChange }: CheckListProps) {
  const id = useId();
  const chosen = new Set(selected);
  const summary =
    chosen.size === 0
      ? empty
      : chosen.size === 1
        ? (items.find((i) => chosen.has(i.id))?.label ?? "1 selected")
        : `${chosen.size} selected`;
  const toggle = (itemId: string, on: boolean) =>
    onChange(on ? [...selected, itemId] : selected.filter((x) => x !== itemId));
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <details className="group rounded-md border border-input bg-background text-sm">
        <summary
          aria-describedby={`${id}-label`}
          className="flex h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="truncate">{summary}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <fieldset className="max-h-56 overflow-y-auto border-t border-border px-3 py-2">
          <legend className="sr-only">{label}</legend>
          {items.length === 0 ? <p className="text-muted-foreground">Nothing to choose yet.</p> : null}
          {chosen.size > 0 ? (
            <button
              type="button"
              className="mb-1 text-primary underline-offset-4 hover:underline"
              onClick={() => onChange([])}
            >
              Clear ({empty.toLowerCase()})
            </button>
          ) : null}
          {items.map((item) => (
            <label key={item.id} className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(item.id)}
                onChange={(e) => toggle(item.id, e.target.checked)}
              />
              <span>{item.label}</span>
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
