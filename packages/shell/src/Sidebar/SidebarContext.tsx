import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { type MatchMedia, useMediaQuery } from "../lib/useMediaQuery";

/** Spec §9: width 64 units expanded, 20 collapsed; drawer 80 wide, at most 90% of the viewport. */
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_COLLAPSED = "5rem";
export const SIDEBAR_WIDTH_MOBILE = "20rem";
/** Spec §9: below 768 px the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT = 768;

export const sidebarCssVariables = {
  "--sidebar-width": SIDEBAR_WIDTH,
  "--sidebar-width-collapsed": SIDEBAR_WIDTH_COLLAPSED,
  "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
} as CSSProperties;

export interface SidebarContextValue {
  /** Desktop: icon-only strip. */
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
  /** Below the breakpoint the sidebar is a drawer. */
  isMobile: boolean;
  /** Mobile drawer open. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** Desktop: collapse/expand. Mobile: open/close the drawer. */
  toggle(): void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export interface SidebarProviderProps {
  /** Controlled collapsed state (desktop). */
  collapsed?: boolean;
  /** Uncontrolled initial collapsed state. Default false. */
  defaultCollapsed?: boolean;
  onCollapsedChange?(collapsed: boolean): void;
  /** Controlled drawer state (mobile). */
  openMobile?: boolean;
  onOpenMobileChange?(open: boolean): void;
  /** Width in px below which the drawer is used. Default 768. */
  breakpoint?: number;
  /** Forces the mobile or desktop layout (tests, stories); default follows the viewport. */
  isMobile?: boolean;
  /** For tests: the media query lookup. */
  matchMedia?: MatchMedia;
  children?: ReactNode;
}

export function SidebarProvider({
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  openMobile: openMobileProp,
  onOpenMobileChange,
  breakpoint = MOBILE_BREAKPOINT,
  isMobile: isMobileProp,
  matchMedia,
  children,
}: SidebarProviderProps) {
  const matches = useMediaQuery(`(max-width: ${breakpoint - 0.02}px)`, matchMedia);
  const isMobile = isMobileProp ?? matches;
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const [openState, setOpenState] = useState(false);
  const openMobile = openMobileProp ?? openState;

  const setCollapsed = useCallback(
    (next: boolean) => {
      if (collapsedProp === undefined) setCollapsedState(next);
      onCollapsedChange?.(next);
    },
    [collapsedProp, onCollapsedChange],
  );
  const setOpenMobile = useCallback(
    (next: boolean) => {
      if (openMobileProp === undefined) setOpenState(next);
      onOpenMobileChange?.(next);
    },
    [openMobileProp, onOpenMobileChange],
  );
  const toggle = useCallback(
    () => (isMobile ? setOpenMobile(!openMobile) : setCollapsed(!collapsed)),
    [isMobile, openMobile, collapsed, setOpenMobile, setCollapsed],
  );

  const value = useMemo(
    () => ({ collapsed, setCollapsed, isMobile, openMobile, setOpenMobile, toggle }),
    [collapsed, setCollapsed, isMobile, openMobile, setOpenMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** The sidebar's state. Throws outside `SidebarProvider` (or `AppShell`). */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider");
  return context;
}
