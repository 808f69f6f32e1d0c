import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";
import type * as React from "react";
import { cn } from "../lib/cn";
import { focusRing } from "../lib/styles";

/** Spec §9: the scrollbar hides 600 ms after the pointer leaves. */
export const SCROLL_HIDE_DELAY = 600;

export interface ScrollAreaProps extends React.ComponentProps<typeof ScrollAreaPrimitive.Root> {
  /** Classes for the scrolling viewport (e.g. a max height). */
  viewportClassName?: string;
  /** Accessible name for the scrollable region, which is keyboard-focusable. */
  "aria-label"?: string;
}

export function ScrollArea({
  className,
  viewportClassName,
  children,
  type = "hover",
  scrollHideDelay = SCROLL_HIDE_DELAY,
  "aria-label": ariaLabel,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      scrollHideDelay={scrollHideDelay}
      className={cn("relative overflow-hidden", className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
        aria-label={ariaLabel}
        role={ariaLabel ? "region" : undefined}
        className={cn(focusRing, "size-full rounded-[inherit]", viewportClassName)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

export function ScrollBar({
  className,
  orientation = "vertical",
  ...props
}: React.ComponentProps<typeof ScrollAreaPrimitive.ScrollAreaScrollbar>) {
  return (
    <ScrollAreaPrimitive.ScrollAreaScrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        "flex touch-none p-px transition-colors select-none",
        orientation === "vertical" && "h-full w-2.5 border-s border-s-transparent",
        orientation === "horizontal" && "h-2.5 flex-col border-t border-t-transparent",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.ScrollAreaThumb
        data-slot="scroll-area-thumb"
        className="relative flex-1 rounded-full bg-muted-foreground/60"
      />
    </ScrollAreaPrimitive.ScrollAreaScrollbar>
  );
}
