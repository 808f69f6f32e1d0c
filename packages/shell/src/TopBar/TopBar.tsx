import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type ExternalAvatarUrl,
} from "@propledger/ui";
import { Building2, LogOut, Settings, User } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { AiSearch, type AiSearchHandle } from "../AiSearch/AiSearch";
import { useShellContext } from "../context/ShellContext";
import { HelpButton } from "../HelpCenter/HelpCenter";
import { ShellLink } from "../lib/ShellLink";
import { NotificationBell } from "../NotificationBell/NotificationBell";
import type { NotificationsAdapter, RouterAdapter, SearchAdapter, ShellUser } from "../ports";
import { SidebarTrigger } from "../Sidebar/Sidebar";
import { useSidebar } from "../Sidebar/SidebarContext";
import { UserAvatar } from "../user/UserAvatar";
import { displayEmail, displayName, roleLabel } from "../user/user";

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

/** Logo, AI search, bell, help, settings and the user menu (spec §2 "Top bar"). Needs a `SidebarProvider`. */
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
        {isMobile ? null : <span className="text-base">{productName}</span>}
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
        <Button variant="ghost" size="icon" asChild className="size-10">
          <ShellLink router={router} href="/settings" aria-label="Settings">
            <Settings aria-hidden="true" className="size-5 [.enhanced-icons_&]:size-6" />
          </ShellLink>
        </Button>
      )}
      <DropdownMenu>
        <span className="relative inline-flex">
          {/* The avatar sits over the trigger but outside it, so its initials are not part of the button's text. */}
          <span aria-hidden="true" className="pointer-events-none absolute start-1.5 top-1 z-10">
            <UserAvatar user={user} size="md" alt="" externalAvatarUrl={externalAvatarUrl} />
          </span>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="h-10 min-w-10 gap-2 ps-11 pe-2">
              <span className={isMobile ? "sr-only" : "max-w-32 truncate text-sm font-medium"}>{name}</span>
              <span className="sr-only">, user menu</span>
            </Button>
          </DropdownMenuTrigger>
        </span>
        <DropdownMenuContent align="end" className="min-w-56">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate text-sm font-semibold">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{displayEmail(user)}</span>
            <span className="block truncate text-xs text-muted-foreground">{roleLabel(user)}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <ShellLink router={router} href="/profile">
              <User aria-hidden="true" className="size-4" />
              Profile
            </ShellLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <ShellLink router={router} href="/settings">
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </ShellLink>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onLogout}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
