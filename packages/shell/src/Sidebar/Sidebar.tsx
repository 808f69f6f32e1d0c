import type { ExternalAvatarUrl } from "@propledger/ui";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Sheet,
  SheetContent,
  SheetTitle,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from "@propledger/ui";
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useShellContext } from "../context/ShellContext";
import { ShellLink } from "../lib/ShellLink";
import {
  defaultNavigation,
  filterNavigationForRole,
  findActiveItem,
  findGroupOf,
  type NavGroup,
  type NavItem,
  type NavigationConfig,
} from "../navigation/navigation";
import type { RouterAdapter, ShellUser } from "../ports";
import { usePreference } from "../preferences/usePreference";
import { UserAvatar } from "../user/UserAvatar";
import { displayName, roleLabel } from "../user/user";
import { SIDEBAR_WIDTH_MOBILE, sidebarCssVariables, useSidebar } from "./SidebarContext";

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

const iconClass = "size-5 shrink-0 [.enhanced-icons_&]:size-6 [.enhanced-icons_&]:stroke-[2.5]";

const linkClass = cn(
  "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none",
  "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring",
  "aria-[current=page]:bg-sidebar-primary aria-[current=page]:text-sidebar-primary-foreground",
  "[.color-blind-friendly_&[aria-current=page]]:underline [.color-blind-friendly_&[aria-current=page]]:underline-offset-4",
);

const iconButtonClass =
  "size-10 text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground";

function ItemBadge({ badge }: { badge: string }) {
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
  const usePathname = router?.usePathname ?? useRootPath;
  const pathname = usePathname();
  const { collapsed, isMobile, openMobile, setOpenMobile } = useSidebar();

  const nav = useMemo(() => filterNavigationForRole(navigation, user), [navigation, user]);
  const activeHref = findActiveItem(nav, pathname)?.href;
  const activeGroupId = findGroupOf(nav, activeHref)?.id;

  // The drawer closes on every navigation the router reports.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      setOpenMobile(false);
    }
  }, [pathname, setOpenMobile]);

  const closeDrawer = isMobile ? () => setOpenMobile(false) : undefined;
  const footer = (
    <SidebarFooter
      user={user}
      router={router}
      compact={!isMobile && collapsed}
      onSignOut={onSignOut}
      onNavigate={closeDrawer}
      externalAvatarUrl={externalAvatarUrl}
    />
  );

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          closeLabel="Close navigation menu"
          className="w-(--sidebar-width-mobile) max-w-[90vw] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-[90vw]"
          style={
            { ...sidebarCssVariables, "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE } as React.CSSProperties
          }
        >
          <div className="flex h-14 items-center border-b border-sidebar-border px-4">
            <SheetTitle className="text-base">{productName}</SheetTitle>
          </div>
          <ExpandedNav
            nav={nav}
            router={router}
            activeHref={activeHref}
            activeGroupId={activeGroupId}
            onNavigate={closeDrawer}
          />
          {footer}
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-slot="sidebar"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "flex shrink-0 flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground",
        "w-(--sidebar-width) transition-[width] duration-200 data-[state=collapsed]:w-(--sidebar-width-collapsed)",
        className,
      )}
      style={sidebarCssVariables}
    >
      {collapsed ? (
        <CollapsedNav nav={nav} router={router} activeHref={activeHref} activeGroupId={activeGroupId} />
      ) : (
        <ExpandedNav nav={nav} router={router} activeHref={activeHref} activeGroupId={activeGroupId} />
      )}
      {footer}
    </aside>
  );
}

interface NavProps {
  nav: NavigationConfig;
  router: RouterAdapter | undefined;
  activeHref: string | undefined;
  activeGroupId: string | undefined;
  onNavigate?: () => void;
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
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-3">
      <ul className="flex flex-col gap-1">{nav.top.map(link)}</ul>
      <Accordion
        type="single"
        collapsible
        value={openGroup}
        onValueChange={setOpenGroup}
        className="mt-2 flex flex-col gap-1"
      >
        {nav.groups.map((group) => {
          const Icon = group.icon;
          return (
            <AccordionItem key={group.id} value={group.id} className="border-b-0">
              <AccordionTrigger
                className={cn(
                  "min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground hover:bg-sidebar-accent hover:no-underline",
                  group.id === activeGroupId && "font-semibold",
                )}
              >
                <span className="flex items-center gap-3">
                  <Icon aria-hidden="true" className={iconClass} />
                  {group.title}
                </span>
              </AccordionTrigger>
              <AccordionContent className="pt-1 pb-1">
                <ul className="flex flex-col gap-1 ps-4">{group.items.map(link)}</ul>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
      {nav.bottom.length > 0 ? <ul className="mt-2 flex flex-col gap-1">{nav.bottom.map(link)}</ul> : null}
    </nav>
  );
}

function TipContent({ title, description }: { title: string; description?: string }) {
  return (
    <TooltipContent side="right" className="max-w-56">
      <p className="font-semibold">{title}</p>
      {description ? <p className="opacity-90">{description}</p> : null}
    </TooltipContent>
  );
}

function CollapsedLink({
  item,
  router,
  active,
}: {
  item: NavItem;
  router: RouterAdapter | undefined;
  active: boolean;
}) {
  const Icon = item.icon;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>
          <ShellLink
            router={router}
            href={item.href}
            aria-label={item.badge ? `${item.title} (${item.badge})` : item.title}
            aria-current={active ? "page" : undefined}
            className={cn(linkClass, "relative size-11 justify-center px-0")}
          >
            <Icon aria-hidden="true" className={iconClass} />
            {item.badge ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -end-0.5 size-2.5 rounded-full bg-primary"
              />
            ) : null}
          </ShellLink>
        </TooltipTrigger>
        <TipContent title={item.title} description={item.description} />
      </Tooltip>
    </li>
  );
}

function GroupFlyout({
  group,
  router,
  activeHref,
  active,
}: {
  group: NavGroup;
  router: RouterAdapter | undefined;
  activeHref: string | undefined;
  active: boolean;
}) {
  const Icon = group.icon;
  return (
    <li>
      <DropdownMenu modal={false}>
        <Tooltip>
          <TooltipTrigger asChild>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={group.title}
                data-active={active || undefined}
                className={cn(
                  iconButtonClass,
                  "size-11 data-[active]:bg-sidebar-accent data-[active]:text-sidebar-accent-foreground",
                )}
              >
                <Icon aria-hidden="true" className={iconClass} />
              </Button>
            </DropdownMenuTrigger>
          </TooltipTrigger>
          <TipContent title={group.title} description={group.items.map((item) => item.title).join(", ")} />
        </Tooltip>
        <DropdownMenuContent side="right" align="start" className="min-w-56">
          <DropdownMenuLabel>{group.title}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {group.items.map((item) => {
            const ItemIcon = item.icon;
            const current = item.href === activeHref;
            return (
              <DropdownMenuItem key={item.href} asChild>
                <ShellLink
                  router={router}
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  className="min-h-9 aria-[current=page]:font-semibold"
                >
                  <ItemIcon aria-hidden="true" className="size-4" />
                  <span>{item.title}</span>
                  {item.badge ? <ItemBadge badge={item.badge} /> : null}
                </ShellLink>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

function CollapsedNav({ nav, router, activeHref, activeGroupId }: NavProps) {
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="flex flex-col items-center gap-1">
        {nav.top.map((item) => (
          <CollapsedLink key={item.href} item={item} router={router} active={item.href === activeHref} />
        ))}
        {nav.groups.map((group) => (
          <GroupFlyout
            key={group.id}
            group={group}
            router={router}
            activeHref={activeHref}
            active={group.id === activeGroupId}
          />
        ))}
        {nav.bottom.map((item) => (
          <CollapsedLink key={item.href} item={item} router={router} active={item.href === activeHref} />
        ))}
      </ul>
    </nav>
  );
}

function WithTip({ show, label, children }: { show: boolean; label: string; children: ReactNode }) {
  if (!show) return <>{children}</>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TipContent title={label} />
    </Tooltip>
  );
}

function SidebarFooter({
  user,
  router,
  compact,
  onSignOut,
  onNavigate,
  externalAvatarUrl,
}: {
  user: ShellUser | null | undefined;
  router: RouterAdapter | undefined;
  compact: boolean;
  onSignOut?: () => void;
  onNavigate?: () => void;
  externalAvatarUrl?: ExternalAvatarUrl | null;
}) {
  const name = displayName(user);
  const role = roleLabel(user);
  return (
    <div
      data-slot="sidebar-footer"
      className={cn(
        "flex gap-2 border-t border-sidebar-border p-3",
        compact ? "flex-col items-center" : "flex-col",
      )}
    >
      <div className={cn("flex items-center gap-3", compact && "justify-center")}>
        <WithTip show={compact} label={`${name} — ${role}`}>
          <span
            tabIndex={compact ? 0 : undefined}
            className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          >
            <UserAvatar user={user} size="md" externalAvatarUrl={externalAvatarUrl} />
          </span>
        </WithTip>
        {compact ? null : (
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
              {name}
            </p>
            <p className="truncate text-xs text-muted-foreground">{role}</p>
          </div>
        )}
        {compact ? null : (
          <Button variant="ghost" size="icon" asChild className={iconButtonClass}>
            <ShellLink router={router} href="/settings" aria-label="Settings" onClick={onNavigate}>
              <Settings aria-hidden="true" className={iconClass} />
            </ShellLink>
          </Button>
        )}
      </div>
      {compact ? (
        <WithTip show label="Settings">
          <Button variant="ghost" size="icon" asChild className={iconButtonClass}>
            <ShellLink router={router} href="/settings" aria-label="Settings">
              <Settings aria-hidden="true" className={iconClass} />
            </ShellLink>
          </Button>
        </WithTip>
      ) : null}
      <WithTip show={compact} label="Sign Out">
        <Button
          variant="ghost"
          size={compact ? "icon" : "default"}
          className={cn(
            compact ? iconButtonClass : "min-h-10 w-full justify-start gap-3 px-3 text-sidebar-foreground",
          )}
          onClick={onSignOut}
          aria-label={compact ? "Sign Out" : undefined}
        >
          <LogOut aria-hidden="true" className={iconClass} />
          {compact ? null : "Sign Out"}
        </Button>
      </WithTip>
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
      className={cn("size-10", className)}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </Button>
  );
}
