// Roles from the highest to the lowest; the order is the privilege order.
export const ROLES = ["super_admin", "admin", "manager", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const roleRank = (role: Role): number => ROLES.length - ROLES.indexOf(role);

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role === "admin" || role === "super_admin";
