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
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "@propledger/ui";
import { LogOut, Settings } from "lucide-react";
import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef } from "react";
import { type Direction, inlineEndSide, useDirection } from "../lib/direction";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { ShellLink } from "../lib/ShellLink";
import type { NavGroup, NavItem } from "../navigation/navigation";
import type { RouterAdapter, ShellUser } from "../ports";
import { UserAvatar } from "../user/UserAvatar";
import { displayName, roleLabel } from "../user/user";
import { ItemBadge, iconButtonClass, iconClass, linkClass, type NavProps } from "./parts";

export interface SidebarCollapsedProps extends NavProps {
  user: ShellUser | null | undefined;
  onSignOut?: () => void;
  externalAvatarUrl?: ExternalAvatarUrl | null;
}

/**
 * Where the strip's tooltips and flyouts open: toward the content, i.e. the inline end of the strip (right of a
 * left-hand sidebar, left of a right-hand one under `dir="rtl"`). Radix places by physical side, so the side
 * follows the strip's computed direction; menus also get `dir` (their content and arrow keys follow it).
 */
const PopupPlacement = createContext<{ dir: Direction; side: "left" | "right" }>({
  dir: "ltr",
  side: "right",
});

/**
 * The collapsed icon strip with its tooltips and flyout menus, and the compact footer. Loaded on demand
 * (Radix Tooltip and DropdownMenu are not needed while the sidebar is expanded); brings its own
 * TooltipProvider with the spec's delays.
 */
export function SidebarCollapsed({ user, onSignOut, externalAvatarUrl, ...navProps }: SidebarCollapsedProps) {
  const navRef = useRef<HTMLElement>(null);
  const dir = useDirection(navRef);
  const placement = useMemo(() => ({ dir, side: inlineEndSide(dir) }), [dir]);
  return (
    <TooltipProvider>
      <PopupPlacement.Provider value={placement}>
        <CollapsedNav {...navProps} navRef={navRef} />
        <CompactFooter
          user={user}
          router={navProps.router}
          onSignOut={onSignOut}
          externalAvatarUrl={externalAvatarUrl}
        />
      </PopupPlacement.Provider>
    </TooltipProvider>
  );
}

function TipContent({ title, description }: { title: string; description?: string }) {
  const { side } = useContext(PopupPlacement);
  return (
    <TooltipContent side={side} className="max-w-56">
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
            className={cn(linkClass, "relative size-11 justify-center px-0", labelledIconClasses.strip)}
          >
            <Icon aria-hidden="true" className={iconClass} />
            <IconLabel placement="strip">{item.title}</IconLabel>
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
  const { dir, side } = useContext(PopupPlacement);
  return (
    <li>
      <DropdownMenu modal={false} dir={dir}>
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
                  labelledIconClasses.strip,
                )}
              >
                <Icon aria-hidden="true" className={iconClass} />
                <IconLabel placement="strip">{group.title}</IconLabel>
              </Button>
            </DropdownMenuTrigger>
          </TooltipTrigger>
          <TipContent title={group.title} description={group.items.map((item) => item.title).join(", ")} />
        </Tooltip>
        <DropdownMenuContent side={side} align="start" className="min-w-56">
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

function CollapsedNav({
  nav,
  router,
  activeHref,
  activeGroupId,
  navRef,
}: NavProps & { navRef: RefObject<HTMLElement | null> }) {
  return (
    <nav ref={navRef} aria-label="Main navigation" className="flex-1 overflow-y-auto px-2 py-3">
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

function CompactFooter({
  user,
  router,
  onSignOut,
  externalAvatarUrl,
}: {
  user: ShellUser | null | undefined;
  router: RouterAdapter | undefined;
  onSignOut?: () => void;
  externalAvatarUrl?: ExternalAvatarUrl | null;
}) {
  const name = displayName(user);
  const role = roleLabel(user);
  return (
    <div
      data-slot="sidebar-footer"
      className="flex flex-col items-center gap-2 border-t border-sidebar-border p-3"
    >
      <div className="flex items-center justify-center gap-3">
        <WithTip show label={`${name} — ${role}`}>
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get its tooltip (name — role)
            tabIndex={0}
            className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          >
            <UserAvatar user={user} size="md" externalAvatarUrl={externalAvatarUrl} />
          </span>
        </WithTip>
      </div>
      <WithTip show label="Settings">
        <Button
          variant="ghost"
          size="icon"
          asChild
          className={cn(iconButtonClass, labelledIconClasses.strip)}
        >
          <ShellLink router={router} href="/settings" aria-label="Settings">
            <Settings aria-hidden="true" className={iconClass} />
            <IconLabel placement="strip">Settings</IconLabel>
          </ShellLink>
        </Button>
      </WithTip>
      <WithTip show label="Sign Out">
        <Button
          variant="ghost"
          size="icon"
          className={cn(iconButtonClass, labelledIconClasses.strip)}
          onClick={onSignOut}
          aria-label="Sign Out"
        >
          <LogOut aria-hidden="true" className={iconClass} />
          <IconLabel placement="strip">Sign Out</IconLabel>
        </Button>
      </WithTip>
    </div>
  );
}
