import { Badge, cn } from "@propledger/ui";
import type { ReactNode } from "react";
import type { NavGroup, NavItem, NavigationConfig } from "../navigation/navigation";
import type { RouterAdapter } from "../ports";

// Shared by the expanded sidebar (first paint) and the collapsed strip (loaded on demand).

export const iconClass = "size-5 shrink-0 [.enhanced-icons_&]:size-6 [.enhanced-icons_&]:stroke-[2.5]";

export const linkClass = cn(
  "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none",
  "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring",
  "aria-[current=page]:bg-sidebar-primary aria-[current=page]:text-sidebar-primary-foreground",
  "[.color-blind-friendly_&[aria-current=page]]:underline [.color-blind-friendly_&[aria-current=page]]:underline-offset-4",
);

export const iconButtonClass =
  "size-10 text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground";

export function ItemBadge({ badge }: { badge: string }) {
  return (
    <Badge
      variant="outline"
      className="ms-auto border-current bg-transparent px-1.5 text-[0.6875rem] text-current"
    >
      <span className="sr-only">(</span>
      {badge}
      <span className="sr-only">)</span>
    </Badge>
  );
}

export interface NavProps {
  nav: NavigationConfig;
  router: RouterAdapter | undefined;
  activeHref: string | undefined;
  activeGroupId: string | undefined;
  onNavigate?: () => void;
}

export interface SidebarGroupsProps {
  groups: NavGroup[];
  /** The open group's id, "" for none (one group open at a time). */
  openGroup: string;
  onOpenGroupChange(id: string): void;
  activeGroupId: string | undefined;
  renderItem(item: NavItem): ReactNode;
}

/** Classes of a group's header button (on top of the Accordion trigger's own). */
export const groupTriggerClass = (active: boolean) =>
  cn(
    "min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground hover:bg-sidebar-accent hover:no-underline",
    active && "font-semibold",
  );
