import type * as React from "react";
import { cn } from "../lib/cn";

/** A form label; pass `htmlFor` matching the control's id. */
export function Label({ className, htmlFor, ...props }: React.ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers associate the control through htmlFor.
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
