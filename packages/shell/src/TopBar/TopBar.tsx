import { Button, cn, type ExternalAvatarUrl } from "@propledger/ui";
import { Building2, Settings } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, type ReactNode, type Ref, useRef } from "react";
import { AiSearch, type AiSearchHandle } from "../AiSearch/AiSearch";
import { useShellContext } from "../context/ShellContext";
import { HelpButton } from "../HelpCenter/HelpCenter";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { lazyWithPreload, useLazyComponent } from "../lib/lazy";
import { ShellLink } from "../lib/ShellLink";
import { NotificationBell } from "../NotificationBell/NotificationBell";
import type { NotificationsAdapter, RouterAdapter, SearchAdapter, ShellUser } from "../ports";
import { SidebarTrigger } from "../Sidebar/Sidebar";
import { useSidebar } from "../Sidebar/SidebarContext";
import { displayName } from "../user/user";
import type { UserMenuProps } from "./UserMenu";
import { UserMenuButton, UserMenuFrame } from "./UserMenuButton";

export interface TopBarProps {
  user: ShellUser | null | undefined;
  notifications: NotificationsAdapter;
  search: SearchAdapter;
  router?: RouterAdapter;
  onLogout(): void;
  onOpenHelp(): void;
  /** Default: a building icon. */
  logo?: ReactNode;
  productName?: string;
  searchRef?: Ref<AiSearchHandle>;
  /** The clock for notification times. */
  now?: () => Date;
  /** Overrides the notifications adapter's poll interval. */
  pollIntervalMs?: number;
  externalAvatarUrl?: ExternalAvatarUrl | null;
  className?: string;
}

/** Logo, AI search, bell, help, settings and the user menu. Needs a `SidebarProvider`. */
export function TopBar({
  user,
  notifications,
  search,
  router: routerProp,
  onLogout,
  onOpenHelp,
  logo,
  productName = "PropLedger",
  searchRef,
  now,
  pollIntervalMs,
  externalAvatarUrl,
  className,
}: TopBarProps) {
  const shell = useShellContext();
  const router = routerProp ?? shell?.router;
  const { isMobile } = useSidebar();
  const name = displayName(user);
  return (
    <header
      className={cn(
        "sticky top-0 z-40 flex h-14 shrink-0 items-center gap-1 border-b border-border bg-background px-2 sm:gap-2 sm:px-4",
        className,
      )}
    >
      <SidebarTrigger />
      <ShellLink
        router={router}
        href="/dashboard"
        className="flex min-h-10 items-center gap-2 rounded-md px-1 font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`${productName} dashboard`}
      >
        {logo ?? (
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
        )}
        {/* From 768 px the search box keeps its 400 px; the name joins it once there is room. */}
        {isMobile ? null : <span className="hidden text-base lg:inline">{productName}</span>}
      </ShellLink>
      <div className={cn("flex min-w-0 flex-1", isMobile ? "justify-end" : "justify-center px-2")}>
        <AiSearch
          adapter={search}
          ref={searchRef}
          compact={isMobile}
          className={isMobile ? undefined : "max-w-xl"}
        />
      </div>
      <NotificationBell adapter={notifications} router={router} now={now} pollIntervalMs={pollIntervalMs} />
      <HelpButton onClick={onOpenHelp} />
      {isMobile ? null : (
        <Button variant="ghost" size="icon" asChild className={cn("size-10", labelledIconClasses.topBar)}>
          <ShellLink router={router} href="/settings" aria-label="Settings">
            <Settings aria-hidden="true" className="size-5 [.enhanced-icons_&]:size-6" />
            <IconLabel placement="topBar">Settings</IconLabel>
          </ShellLink>
        </Button>
      )}
      <LazyUserMenu
        user={user}
        name={name}
        router={router}
        onLogout={onLogout}
        isMobile={isMobile}
        externalAvatarUrl={externalAvatarUrl}
      />
    </header>
  );
}

const UserMenu = lazyWithPreload(() => import("./UserMenu").then((m) => m.UserMenu));

/**
 * The user menu's trigger is on the page from the first paint; the menu (Radix DropdownMenu) loads when
 * the browser is idle, or at once when the trigger is hovered, focused or pressed. A press before then
 * opens the menu as soon as it has loaded.
 */
function LazyUserMenu(props: Omit<UserMenuProps, "defaultOpen" | "autoFocus">) {
  const [Menu, load] = useLazyComponent(UserMenu, { preloadWhenIdle: true });
  const focused = useRef(false);
  const openRequested = useRef(false);
  if (Menu) return <Menu {...props} defaultOpen={openRequested.current} autoFocus={focused.current} />;
  const requestOpen = () => {
    openRequested.current = true;
    load();
  };
  return (
    <UserMenuFrame user={props.user} externalAvatarUrl={props.externalAvatarUrl}>
      <UserMenuButton
        name={props.name}
        isMobile={props.isMobile}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onPointerDown={(event: PointerEvent) => {
          if (event.button === 0 && !event.ctrlKey) requestOpen();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
            event.preventDefault();
            requestOpen();
          }
        }}
      />
    </UserMenuFrame>
  );
}
