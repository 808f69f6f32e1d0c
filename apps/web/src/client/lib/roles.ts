import { ROLES, type Role, roleRank } from "../../shared/roles";

const NAMES: Record<Role, string> = {
  super_admin: "Super Administrator",
  admin: "Administrator",
  manager: "Manager",
  viewer: "Viewer",
};

export const roleName = (role: string): string => NAMES[role as Role] ?? role;

/** The roles a user may grant: never above their own (the server enforces the same rule). */
export function grantableRoles(own: string | null | undefined): { value: Role; label: string }[] {
  const mine = ROLES.includes(own as Role) ? roleRank(own as Role) : 0;
  return ROLES.filter((role) => roleRank(role) <= mine).map((role) => ({ value: role, label: NAMES[role] }));
}
