import { Sheet, SheetContent, SheetTitle } from "@propledger/ui";
import type { CSSProperties, ReactNode } from "react";
import { SIDEBAR_WIDTH_MOBILE, sidebarCssVariables } from "./SidebarContext";

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  productName: string;
  children: ReactNode;
}

/** The navigation drawer below the mobile breakpoint. Loaded on demand. */
export function SidebarDrawer({ open, onOpenChange, productName, children }: SidebarDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        closeLabel="Close navigation menu"
        className="w-(--sidebar-width-mobile) max-w-[90vw] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-[90vw]"
        style={{ ...sidebarCssVariables, "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE } as CSSProperties}
      >
        <div className="flex h-14 items-center border-b border-sidebar-border px-4">
          <SheetTitle className="text-base">{productName}</SheetTitle>
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
