import type { ExternalAvatarUrl } from "@propledger/ui";
import { Button, cn } from "@propledger/ui";
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useShellContext } from "../context/ShellContext";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { lazyWithPreload, useLazyComponent } from "../lib/lazy";
import { ShellLink } from "../lib/ShellLink";
import {
  defaultNavigation,
  filterNavigationForRole,
  findActiveItem,
  findGroupOf,
  type NavItem,
  type NavigationConfig,
} from "../navigation/navigation";
import type { RouterAdapter, ShellUser } from "../ports";
import { usePreference } from "../preferences/usePreference";
import { UserAvatar } from "../user/UserAvatar";
import { displayName, roleLabel } from "../user/user";
import { ItemBadge, iconButtonClass, iconClass, linkClass, type NavProps } from "./parts";
import { sidebarCssVariables, useSidebar } from "./SidebarContext";
import { SidebarGroupsStatic } from "./SidebarGroupsStatic";

export const OPEN_GROUP_KEY = "sidebar:openGroup";

export interface SidebarProps {
  /** Default: the spec's `defaultNavigation`. Admin-only entries are filtered by the user's role. */
  navigation?: NavigationConfig;
  /** The signed-in user: shown in the footer (name and role) and used for the admin-only entries. */
  user?: ShellUser | null;
  /** Default: the router of the surrounding `AppShell`/`ShellProvider`. */
  router?: RouterAdapter;
  /** Sign Out. */
  onSignOut?(): void;
  /** Drawer title on mobile. Default "PropLedger". */
  productName?: string;
  externalAvatarUrl?: ExternalAvatarUrl | null;
  /** Classes of the desktop `<aside>` (AppShell makes it sticky below the top bar). */
  className?: string;
}

const useRootPath = () => "/";

// The mobile drawer (a Radix dialog) loads when the menu button is hovered, focused or pressed.
const SidebarDrawer = lazyWithPreload(() => import("./SidebarDrawer").then((m) => m.SidebarDrawer));
const preloadDrawer = () => void SidebarDrawer.preload();
// The collapsed strip (Radix Tooltip + DropdownMenu) loads when the collapse button is hovered or focused.
const SidebarCollapsed = lazyWithPreload(() => import("./SidebarCollapsed").then((m) => m.SidebarCollapsed));
const preloadCollapsed = () => void SidebarCollapsed.preload();
// The groups' Radix accordion loads when the browser is idle (or a header is hovered, focused, pressed).
const SidebarAccordion = lazyWithPreload(() => import("./SidebarAccordion").then((m) => m.SidebarAccordion));

/** The role-filtered navigation and the entry (and its group) the current path is on. */
function useActiveNavigation(
  navigation: NavigationConfig,
  user: ShellUser | null | undefined,
  router: RouterAdapter | undefined,
) {
  const usePathname = router?.usePathname ?? useRootPath;
  const pathname = usePathname();
  const nav = useMemo(() => filterNavigationForRole(navigation, user), [navigation, user]);
  const activeHref = findActiveItem(nav, pathname)?.href;
  const activeGroupId = findGroupOf(nav, activeHref)?.id;
  return { pathname, nav, activeHref, activeGroupId };
}

/** The drawer closes on every navigation the router reports. */
function useCloseOnNavigation(pathname: string, setOpenMobile: (open: boolean) => void) {
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      setOpenMobile(false);
    }
  }, [pathname, setOpenMobile]);
}

/** The desktop `<aside>`: full width, or the icon strip when collapsed. */
function SidebarAside({
  collapsed,
  className,
  children,
}: {
  collapsed: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      data-slot="sidebar"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "flex shrink-0 flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground",
        "w-(--sidebar-width) transition-[width] duration-200 data-[state=collapsed]:w-(--sidebar-width-collapsed)",
        // "Screen reader optimisations" shows the strip's names under its icons (lib/IconLabel.tsx): 6rem wide.
        "[.screen-reader_&]:data-[state=collapsed]:w-24",
        className,
      )}
      style={sidebarCssVariables}
    >
      {children}
    </aside>
  );
}

/** The side navigation: expanded, collapsed icon strip with tooltips and flyouts, or a drawer below 768 px. */
export function Sidebar({
  navigation = defaultNavigation,
  user,
  router: routerProp,
  onSignOut,
  productName = "PropLedger",
  externalAvatarUrl,
  className,
}: SidebarProps) {
  const shell = useShellContext();
  const router = routerProp ?? shell?.router;
  const { pathname, nav, activeHref, activeGroupId } = useActiveNavigation(navigation, user, router);
  const { collapsed, isMobile, openMobile, setOpenMobile } = useSidebar();

  useCloseOnNavigation(pathname, setOpenMobile);

  const [drawerUsed, setDrawerUsed] = useState(openMobile);
  if (isMobile && openMobile && !drawerUsed) setDrawerUsed(true);

  const closeDrawer = isMobile ? () => setOpenMobile(false) : undefined;
  const footer = (
    <SidebarFooter
      user={user}
      router={router}
      onSignOut={onSignOut}
      onNavigate={closeDrawer}
      externalAvatarUrl={externalAvatarUrl}
    />
  );

  if (isMobile) {
    // Mounted from the first open on, so closing animates.
    if (!drawerUsed) return null;
    return (
      <Suspense fallback={null}>
        <SidebarDrawer open={openMobile} onOpenChange={setOpenMobile} productName={productName}>
          <ExpandedNav
            nav={nav}
            router={router}
            activeHref={activeHref}
            activeGroupId={activeGroupId}
            onNavigate={closeDrawer}
          />
          {footer}
        </SidebarDrawer>
      </Suspense>
    );
  }

  return (
    <SidebarAside collapsed={collapsed} className={className}>
      {collapsed ? (
        <Suspense
          fallback={<nav aria-label="Main navigation" aria-busy="true" className="flex-1 px-2 py-3" />}
        >
          <SidebarCollapsed
            nav={nav}
            router={router}
            activeHref={activeHref}
            activeGroupId={activeGroupId}
            user={user}
            onSignOut={onSignOut}
            externalAvatarUrl={externalAvatarUrl}
          />
        </Suspense>
      ) : (
        <>
          <ExpandedNav nav={nav} router={router} activeHref={activeHref} activeGroupId={activeGroupId} />
          {footer}
        </>
      )}
    </SidebarAside>
  );
}

function NavLink({
  item,
  router,
  active,
  onNavigate,
}: {
  item: NavItem;
  router: RouterAdapter | undefined;
  active: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <ShellLink
      router={router}
      href={item.href}
      className={linkClass}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      <Icon aria-hidden="true" className={iconClass} />
      <span className="truncate">{item.title}</span>
      {item.badge ? <ItemBadge badge={item.badge} /> : null}
    </ShellLink>
  );
}

function ExpandedNav({ nav, router, activeHref, activeGroupId, onNavigate }: NavProps) {
  const [openGroup, setOpenGroup] = usePreference<string>(OPEN_GROUP_KEY, activeGroupId ?? "");
  // Navigating into another group opens it (one group open at a time).
  const lastActive = useRef(activeGroupId);
  useEffect(() => {
    if (activeGroupId && activeGroupId !== lastActive.current) setOpenGroup(activeGroupId);
    lastActive.current = activeGroupId;
  }, [activeGroupId, setOpenGroup]);

  const link = (item: NavItem) => (
    <li key={item.href}>
      <NavLink item={item} router={router} active={item.href === activeHref} onNavigate={onNavigate} />
    </li>
  );
  const [Accordion, loadAccordion] = useLazyComponent(SidebarAccordion, { preloadWhenIdle: true });
  const focusedGroup = useRef<string | undefined>(undefined);
  const groups = {
    groups: nav.groups,
    openGroup,
    onOpenGroupChange: setOpenGroup,
    activeGroupId,
    renderItem: link,
  };
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-3">
      <ul className="flex flex-col gap-1">{nav.top.map(link)}</ul>
      {Accordion ? (
        <Accordion {...groups} focusGroup={focusedGroup.current} />
      ) : (
        <SidebarGroupsStatic
          {...groups}
          onInteract={loadAccordion}
          onFocusGroup={(id) => {
            focusedGroup.current = id;
          }}
        />
      )}
      {nav.bottom.length > 0 ? <ul className="mt-2 flex flex-col gap-1">{nav.bottom.map(link)}</ul> : null}
    </nav>
  );
}

function SidebarFooter({
  user,
  router,
  onSignOut,
  onNavigate,
  externalAvatarUrl,
}: {
  user: ShellUser | null | undefined;
  router: RouterAdapter | undefined;
  onSignOut?: () => void;
  onNavigate?: () => void;
  externalAvatarUrl?: ExternalAvatarUrl | null;
}) {
  const name = displayName(user);
  const role = roleLabel(user);
  // The collapsed strip's compact footer (with tooltips) is in SidebarCollapsed.tsx.
  return (
    <div data-slot="sidebar-footer" className="flex flex-col gap-2 border-t border-sidebar-border p-3">
      <div className="flex items-center gap-3">
        <span className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring">
          <UserAvatar user={user} size="md" externalAvatarUrl={externalAvatarUrl} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
            {name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{role}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          asChild
          className={cn(iconButtonClass, labelledIconClasses.strip, "[.screen-reader_&]:w-auto")}
        >
          <ShellLink router={router} href="/settings" aria-label="Settings" onClick={onNavigate}>
            <Settings aria-hidden="true" className={iconClass} />
            <IconLabel placement="strip">Settings</IconLabel>
          </ShellLink>
        </Button>
      </div>
      <Button
        variant="ghost"
        size="default"
        className={cn("min-h-10 w-full justify-start gap-3 px-3 text-sidebar-foreground")}
        onClick={onSignOut}
      >
        <LogOut aria-hidden="true" className={iconClass} />
        Sign Out
      </Button>
    </div>
  );
}

/** The menu button: opens the drawer on mobile, collapses/expands the sidebar on desktop. */
export function SidebarTrigger({ className }: { className?: string }) {
  const { isMobile, collapsed, openMobile, toggle } = useSidebar();
  const label = isMobile ? "Open navigation menu" : collapsed ? "Expand sidebar" : "Collapse sidebar";
  const Icon = isMobile ? Menu : collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-expanded={isMobile ? openMobile : !collapsed}
      onClick={toggle}
      onPointerEnter={isMobile ? preloadDrawer : preloadCollapsed}
      onFocus={isMobile ? preloadDrawer : preloadCollapsed}
      className={cn("size-10", labelledIconClasses.topBar, className)}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      <IconLabel placement="topBar">{label}</IconLabel>
    </Button>
  );
}
