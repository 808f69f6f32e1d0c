import { sha256Hex } from "./seed-hash";

/** The user fields an avatar reads; matches the shell's `ShellUser`. */
export interface AvatarUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

/** Builds an external avatar URL from an email's local part, or null to skip straight to initials. */
export type ExternalAvatarUrl = (localPart: string) => string | null;

/**
 * DiceBear's abstract "shapes" avatar, seeded with the SHA-256 of the lower-cased local part: the same
 * person always gets the same picture, and no part of an address leaves the app in the URL.
 */
export const dicebearAvatarUrl: ExternalAvatarUrl = (localPart) =>
  `https://api.dicebear.com/9.x/shapes/svg?seed=${sha256Hex(localPart.toLowerCase())}`;

function clean(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/** The part of an email before "@", or "" when there is none. */
export function emailLocalPart(email: string | null | undefined): string {
  const value = clean(email);
  const at = value.indexOf("@");
  return (at < 0 ? value : value.slice(0, at)).trim();
}

/**
 * The image an avatar should try first: the user's own image, else an external avatar derived from the
 * email's local part, else null (initials). A broken URL is handled by the component falling back to initials.
 */
export function avatarImageUrl(
  user: AvatarUser & { src?: string | null },
  externalAvatarUrl: ExternalAvatarUrl | null = dicebearAvatarUrl,
): string | null {
  const own = clean(user.src) || clean(user.profileImageUrl);
  if (own) return own;
  const localPart = emailLocalPart(user.email);
  if (localPart && externalAvatarUrl) return externalAvatarUrl(localPart) || null;
  return null;
}

/**
 * The avatar's fallback text: the first letters of first and last name when both exist, else the
 * first letter of the email, else "U" — upper-cased. The one rule for every avatar of the product.
 */
export function getInitials(user: AvatarUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email.charAt(0).toUpperCase();
  return "U";
}

/** A human name for alt text: "First Last", else the email, else "User". */
export function getDisplayName(user: AvatarUser): string {
  const name = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(" ");
  return name || clean(user.email) || "User";
}
