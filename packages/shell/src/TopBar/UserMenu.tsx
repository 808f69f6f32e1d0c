import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type ExternalAvatarUrl,
} from "@propledger/ui";
import { LogOut, Settings, User } from "lucide-react";
import { useEffect, useRef } from "react";
import { useDirection } from "../lib/direction";
import { ShellLink } from "../lib/ShellLink";
import type { RouterAdapter, ShellUser } from "../ports";
import { displayEmail, roleLabel } from "../user/user";
import { UserMenuButton, UserMenuFrame } from "./UserMenuButton";

export interface UserMenuProps {
  user: ShellUser | null | undefined;
  name: string;
  router: RouterAdapter | undefined;
  onLogout(): void;
  isMobile: boolean;
  externalAvatarUrl?: ExternalAvatarUrl | null;
  /** The look-alike trigger was pressed before this chunk loaded. */
  defaultOpen?: boolean;
  /** The look-alike trigger had focus: move it to the real one. */
  autoFocus?: boolean;
}

/** The top bar's user menu: name, email, role, Profile, Settings, Log out. Loaded on demand. */
export function UserMenu({
  user,
  name,
  router,
  onLogout,
  isMobile,
  externalAvatarUrl,
  defaultOpen = false,
  autoFocus = false,
}: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Radix menus render their content with `dir` (default "ltr"): follow the page so the menu reads and
  // aligns ("end" = the inline end) right to left under dir="rtl".
  const dir = useDirection(trigger);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when replacing the look-alike
  useEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen} dir={dir}>
      <UserMenuFrame user={user} externalAvatarUrl={externalAvatarUrl}>
        <DropdownMenuTrigger asChild>
          <UserMenuButton ref={trigger} name={name} isMobile={isMobile} />
        </DropdownMenuTrigger>
      </UserMenuFrame>
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
  );
}
