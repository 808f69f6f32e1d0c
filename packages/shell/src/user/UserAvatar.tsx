import { Avatar, type AvatarProps, type ExternalAvatarUrl } from "@propledger/ui";
import type { ShellUser } from "../ports";
import { displayName } from "./user";

export interface UserAvatarProps
  extends Omit<AvatarProps, "firstName" | "lastName" | "email" | "profileImageUrl"> {
  user: ShellUser | null | undefined;
  /**
   * Builds the external avatar from the email's local part. `null` skips it (initials), e.g. in
   * Storybook where no request may leave the page. Default: @propledger/ui's avatar service.
   */
  externalAvatarUrl?: ExternalAvatarUrl | null;
}

/**
 * The user's avatar by these rules: profile image → external avatar from the email's local part →
 * initials (first + last name, else the email's first letter, else "U"). Sizes sm, md, lg, xl; optional
 * online dot.
 */
export function UserAvatar({ user, alt, ...props }: UserAvatarProps) {
  return (
    <Avatar
      firstName={user?.firstName}
      lastName={user?.lastName}
      email={user?.email}
      profileImageUrl={user?.profileImageUrl}
      alt={alt ?? displayName(user)}
      {...props}
    />
  );
}
