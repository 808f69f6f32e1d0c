import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";

export const spinnerVariants = cva("shrink-0 motion-safe:animate-spin reduce-motion:animate-none", {
  variants: { size: { sm: "size-4", md: "size-6", lg: "size-8" } },
  defaultVariants: { size: "md" },
});

export interface SpinnerProps
  extends Omit<React.ComponentProps<"span">, "children">,
    VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers (default "Loading"). */
  label?: string;
  /** Also show the label as visible text next to the icon. */
  showLabel?: boolean;
}

/** Loading indicator: a polite live region; stops spinning under reduced motion. */
export function Spinner({ className, size, label = "Loading", showLabel = false, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
