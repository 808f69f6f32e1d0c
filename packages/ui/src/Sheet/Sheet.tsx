import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { DialogCloseButton, DialogOverlay } from "../Dialog/Dialog";
import { cn } from "../lib/cn";
import { useReturnFocus } from "../lib/return-focus";

/** Side drawer built on the Radix dialog (focus trap, Escape, return focus). */
export function Sheet(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

export const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none transition ease-in-out",
  {
    variants: {
      side: {
        // Logical: "left" is the inline start, so dir="rtl" mirrors the drawer.
        left: "inset-y-0 start-0 h-full w-3/4 border-e border-border data-[state=closed]:animate-slide-out-to-left data-[state=open]:animate-slide-in-from-left sm:max-w-sm rtl:data-[state=closed]:animate-slide-out-to-right rtl:data-[state=open]:animate-slide-in-from-right",
        right:
          "inset-y-0 end-0 h-full w-3/4 border-s border-border data-[state=closed]:animate-slide-out-to-right data-[state=open]:animate-slide-in-from-right sm:max-w-sm rtl:data-[state=closed]:animate-slide-out-to-left rtl:data-[state=open]:animate-slide-in-from-left",
        top: "inset-x-0 top-0 h-auto border-b border-border data-[state=closed]:animate-slide-out-to-top data-[state=open]:animate-slide-in-from-top",
        bottom:
          "inset-x-0 bottom-0 h-auto border-t border-border data-[state=closed]:animate-slide-out-to-bottom data-[state=open]:animate-slide-in-from-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetSide = NonNullable<VariantProps<typeof sheetVariants>["side"]>;

export interface SheetContentProps
  extends React.ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof sheetVariants> {
  showCloseButton?: boolean;
  closeLabel?: string;
  /** Classes for the backdrop. */
  overlayClassName?: string;
}

/** Width/height come from `className` (e.g. `w-80 max-w-[90vw]` for the mobile navigation drawer). */
export function SheetContent({
  className,
  children,
  side = "right",
  showCloseButton = true,
  closeLabel = "Close",
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        {...returnFocus}
        {...props}
      >
        {children}
        {showCloseButton ? <DialogCloseButton label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4 pe-12", className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />
  );
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-semibold text-foreground", className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
