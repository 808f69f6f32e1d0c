import { CURRENT_USER_QUERY, isAdmin, type ShellUser, userRole } from "@propledger/shell";
import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../shared/api";
import { DEMO_USER } from "../../shared/demo";
import { ROLES, type Role, roleRank } from "../../shared/roles";
import { APP_MODE, httpAdapters } from "./api";

/** The demo admin as the shell and the pages see it; the server treats demo callers as this user. */
export const DEMO_SHELL_USER: ShellUser & Partial<CurrentUser> = { ...DEMO_USER };

/**
 * The signed-in user, from the same query the shell's auth gate filled (no second request). Pages render
 * inside the gate, so `user` is present there.
 */
export function useCurrentUser(): {
  user: (ShellUser & Partial<CurrentUser>) | null;
  /** `role`, else `primaryRole`, like the shell's sidebar and user menu. */
  role: string | null;
  isAdmin: boolean;
} {
  const demo = APP_MODE === "demo";
  const query = useQuery({
    ...CURRENT_USER_QUERY,
    queryFn: ({ signal }) => httpAdapters.auth.getCurrentUser(signal),
    enabled: !demo,
  });
  const user = demo ? DEMO_SHELL_USER : ((query.data ?? null) as (ShellUser & Partial<CurrentUser>) | null);
  return { user, role: userRole(user) ?? null, isAdmin: isAdmin(user) };
}

/** Whether the signed-in member may change things: manager or above, as every write route demands. */
export function useCanWrite(): boolean {
  const { role } = useCurrentUser();
  return ROLES.includes(role as Role) && roleRank(role as Role) >= roleRank("manager");
}
