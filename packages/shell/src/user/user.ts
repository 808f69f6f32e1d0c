import { userRole } from "../navigation/navigation";
import type { ShellUser } from "../ports";

/** Shown when the user has no email ("The email shown falls back to a placeholder"). */
export const EMAIL_PLACEHOLDER = "user@example.com";

const clean = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");

/** The part of the email before the @. */
export function emailLocalPart(email: string | null | undefined): string {
  const value = clean(email);
  const at = value.indexOf("@");
  return at === -1 ? value : value.slice(0, at);
}

/** "First Last" when both exist, else the email's local part, else "User". */
export function displayName(user: ShellUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  return emailLocalPart(user?.email) || "User";
}

/** The email, else the placeholder. */
export function displayEmail(user: ShellUser | null | undefined): string {
  return clean(user?.email) || EMAIL_PLACEHOLDER;
}

/** Avatar fallback text: the one rule of `@propledger/ui`, which the rendered avatar uses too. */
export { getInitials as userInitials } from "@propledger/ui";

const ROLE_LABELS: Record<string, string> = {
  super_admin: "Super Administrator",
  admin: "Administrator",
  manager: "Manager",
  viewer: "Viewer",
};

/** A readable role for the sidebar footer and user menu (role, else primaryRole). */
export function roleLabel(user: ShellUser | null | undefined): string {
  const role = userRole(user);
  if (!role) return "Member";
  return (
    ROLE_LABELS[role] ??
    role
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(" ")
  );
}

/** The fixed demo administrator (demo mode only; no current-user request is made). */
export { DEMO_USER } from "../demo-user";
