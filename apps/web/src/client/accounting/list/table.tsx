import { cn } from "@propledger/ui";
import type * as React from "react";

/** A horizontally scrollable table container that keyboard users can scroll too. */
export function TableScroll({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
      tabIndex={0}
      className={cn(
        // relative: an sr-only header label (absolutely positioned) must be clipped here, not widen the page.
        "relative overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}

/**
 * A table's header row; `end` columns (amounts, counts) are right-aligned; a `hidden` label is for screen
 * readers only (a column of row actions).
 */
export function TableHead({ columns }: { columns: { label: string; end?: boolean; hidden?: boolean }[] }) {
  return (
    <thead className="bg-muted text-muted-foreground">
      <tr>
        {columns.map(({ label, end, hidden }) => (
          <th
            key={label}
            scope="col"
            className={cn("px-3 py-2 font-medium", end ? "text-end" : "text-start")}
          >
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
