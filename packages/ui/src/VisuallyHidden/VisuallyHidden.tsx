import type * as React from "react";
import { cn } from "../lib/cn";

/** Text for screen readers only (Tailwind's `sr-only`), e.g. a label for an icon or a status dot. */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="visually-hidden" className={cn("sr-only", className)} {...props} />;
}
