import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";
import {
  type AvatarUser,
  avatarImageUrl,
  type ExternalAvatarUrl,
  getDisplayName,
  getInitials,
} from "./avatar-utils";

export const avatarVariants = cva(
  "relative flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground font-medium",
  {
    variants: {
      size: {
        sm: "size-6 text-[0.625rem]",
        md: "size-8 text-xs",
        lg: "size-10 text-sm",
        xl: "size-16 text-xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

const dotSize = { sm: "size-2", md: "size-2.5", lg: "size-3", xl: "size-4" } as const;

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>["size"]>;

export interface AvatarProps
  extends AvatarUser,
    Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children">,
    VariantProps<typeof avatarVariants> {
  /** Image URL; wins over `profileImageUrl`. */
  src?: string | null;
  /** Alt text; defaults to the user's name or email. */
  alt?: string;
  /** Shows a status dot: true = online, false = offline, undefined = no dot. */
  online?: boolean;
  /** Builds the external avatar from the email's local part; null disables it. Default: DiceBear initials. */
  externalAvatarUrl?: ExternalAvatarUrl | null;
  /** Labels for the status dot (screen-reader text). */
  onlineLabel?: string;
  offlineLabel?: string;
}

/** User avatar: own image → external avatar from the email → initials → "U". A broken image shows initials. */
export function Avatar({
  src,
  profileImageUrl,
  email,
  firstName,
  lastName,
  alt,
  online,
  externalAvatarUrl,
  onlineLabel = "Online",
  offlineLabel = "Offline",
  size,
  className,
  ...props
}: AvatarProps) {
  const user = { src, profileImageUrl, email, firstName, lastName };
  const url =
    externalAvatarUrl === undefined ? avatarImageUrl(user) : avatarImageUrl(user, externalAvatarUrl);
  const name = alt ?? getDisplayName(user);
  const resolvedSize = size ?? "md";
  return (
    <span data-slot="avatar-wrapper" className="relative inline-flex shrink-0">
      <AvatarPrimitive.Root
        data-slot="avatar"
        data-size={resolvedSize}
        className={cn(avatarVariants({ size }), className)}
        {...props}
      >
        {url ? (
          <AvatarPrimitive.Image
            data-slot="avatar-image"
            src={url}
            alt={name}
            className="aspect-square size-full object-cover"
          />
        ) : null}
        <AvatarPrimitive.Fallback
          data-slot="avatar-fallback"
          className="flex size-full items-center justify-center"
        >
          <span aria-hidden="true">{getInitials(user)}</span>
          <span className="sr-only">{name}</span>
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {online === undefined ? null : (
        <span
          data-slot="avatar-status"
          data-online={online}
          className={cn(
            "absolute end-0 bottom-0 rounded-full ring-2 ring-background",
            dotSize[resolvedSize],
            online ? "bg-success" : "bg-muted-foreground",
          )}
        >
          <span className="sr-only">{online ? onlineLabel : offlineLabel}</span>
        </span>
      )}
    </span>
  );
}
