import type * as React from "react";
import { cn } from "../lib/cn";

/** A keyboard key, e.g. <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>. */
export function Kbd({ className, ...props }: React.ComponentProps<"kbd">) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        "pointer-events-none inline-flex h-5 min-w-5 items-center justify-center gap-1 rounded-sm border border-border bg-muted px-1 font-sans text-xs font-medium text-foreground select-none",
        className,
      )}
      {...props}
    />
  );
}

/** Groups keys of one shortcut. */
export function KbdGroup({ className, ...props }: React.ComponentProps<"kbd">) {
  return <kbd data-slot="kbd-group" className={cn("inline-flex items-center gap-1", className)} {...props} />;
}
