import { Button, type ButtonProps, type ExternalAvatarUrl } from "@propledger/ui";
import type { ReactNode } from "react";
import type { ShellUser } from "../ports";
import { UserAvatar } from "../user/UserAvatar";

/** The avatar sits over the trigger but outside it, so its initials are not part of the button's text. */
export function UserMenuFrame({
  user,
  externalAvatarUrl,
  children,
}: {
  user: ShellUser | null | undefined;
  externalAvatarUrl?: ExternalAvatarUrl | null;
  children: ReactNode;
}) {
  return (
    <span className="relative inline-flex">
      <span aria-hidden="true" className="pointer-events-none absolute start-1.5 top-1 z-10">
        <UserAvatar user={user} size="md" alt="" externalAvatarUrl={externalAvatarUrl} />
      </span>
      {children}
    </span>
  );
}

/** The user menu's trigger: the name (screen-reader only below 1024 px, where the search box needs the room) and ", user menu". */
export function UserMenuButton({
  name,
  isMobile,
  ...props
}: ButtonProps & { name: string; isMobile: boolean }) {
  return (
    <Button variant="ghost" className="h-10 min-w-10 gap-2 ps-11 pe-2" {...props}>
      <span
        className={
          isMobile ? "sr-only" : "sr-only lg:not-sr-only lg:max-w-32 lg:truncate lg:text-sm lg:font-medium"
        }
      >
        {name}
      </span>
      <span className="sr-only">, user menu</span>
    </Button>
  );
}
