import {
  ArrowLeftRight,
  BookOpen,
  BookText,
  Building2,
  Calculator,
  ChartColumn,
  CreditCard,
  Database,
  FileChartColumn,
  Gauge,
  Hotel,
  Info,
  LayoutDashboard,
  LockKeyhole,
  type LucideIcon,
  Settings,
  Shield,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Webhook,
  Workflow,
  Wrench,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { ShellUser } from "../ports";

export type NavIcon = LucideIcon | ComponentType<SVGProps<SVGSVGElement>>;

/** Spec §3 "Navigation item": title, href, icon, description, optional badge (fixed, not a live count). */
export interface NavItem {
  title: string;
  href: string;
  icon: NavIcon;
  description?: string;
  badge?: string;
  /** Only admin and super_admin see it. */
  adminOnly?: boolean;
}

export interface NavGroup {
  /** Stable id; the open accordion group is persisted under it. */
  id: string;
  title: string;
  icon: NavIcon;
  items: NavItem[];
  /** The whole group is hidden from non-admins (Users & Permissions). */
  adminOnly?: boolean;
}

export interface NavigationConfig {
  /** Links shown above the groups (Dashboard). */
  top: NavItem[];
  groups: NavGroup[];
  /** Links below the groups (About Us). */
  bottom: NavItem[];
}

/** The spec's side navigation (§2), with its titles, routes, notes and fixed badges. */
export const defaultNavigation: NavigationConfig = {
  top: [
    {
      title: "Dashboard",
      href: "/dashboard",
      icon: LayoutDashboard,
      description: "Overview of your portfolio",
    },
  ],
  groups: [
    {
      id: "accounting",
      title: "Accounting",
      icon: Calculator,
      items: [
        { title: "Chart of Accounts", href: "/accounts", icon: BookOpen, description: "Chart of accounts" },
        {
          title: "Transactions",
          href: "/transactions",
          icon: ArrowLeftRight,
          description: "Income, expenses and transfers",
          badge: "12",
        },
        { title: "General Ledger", href: "/ledger", icon: BookText, description: "General ledger" },
      ],
    },
    {
      id: "property-management",
      title: "Property Management",
      icon: Building2,
      items: [
        {
          title: "Properties",
          href: "/properties",
          icon: Building2,
          description: "Your properties and units",
        },
        { title: "Tenants", href: "/tenants", icon: Users, description: "Tenants and leases" },
        {
          title: "Tenant Screening",
          href: "/tenant-screening",
          icon: UserCheck,
          description: "Background checks and rental applications",
        },
        {
          title: "Rent Payments",
          href: "/rent-payments",
          icon: CreditCard,
          description: "Rent collection",
          badge: "3",
        },
        { title: "STR Management", href: "/str-management", icon: Hotel, description: "Short-term rentals" },
        {
          title: "Vendors",
          href: "/vendors",
          icon: Truck,
          description: "Maintenance vendors and compliance",
        },
        { title: "Maintenance", href: "/maintenance", icon: Wrench, description: "Maintenance requests" },
        { title: "Data", href: "/data", icon: Database, description: "Custom fields and data exports" },
        {
          title: "Property Operations Hub",
          href: "/property-operations-hub",
          icon: ShieldCheck,
          description: "Security and property analytics",
        },
      ],
    },
    {
      id: "revenue-management",
      title: "Revenue Management",
      icon: TrendingUp,
      items: [
        {
          title: "Dynamic Pricing",
          href: "/dynamic-pricing",
          icon: TrendingUp,
          description: "Dynamic pricing",
        },
        {
          title: "Rentometer",
          href: "/rentometer",
          icon: Gauge,
          description: "Compare rental rates in the area",
        },
      ],
    },
    {
      id: "reports",
      title: "Reports",
      icon: ChartColumn,
      items: [
        { title: "Reports", href: "/reports", icon: ChartColumn, description: "Financial reports" },
        {
          title: "Reporting",
          href: "/reports/dynamic-builder",
          icon: FileChartColumn,
          description: "Custom report builder",
        },
        {
          title: "AI Insights",
          href: "/ai-insights",
          icon: Sparkles,
          description: "AI insights",
          badge: "New",
        },
      ],
    },
    {
      id: "automation",
      title: "Automation",
      icon: Workflow,
      items: [
        {
          title: "Workflows",
          href: "/workflows",
          icon: Workflow,
          description: "Triggers, conditions and actions",
        },
        {
          title: "Bank Connections",
          href: "/bank-connections",
          icon: Building2,
          description: "Connect bank accounts and import transactions",
        },
        {
          title: "API & Webhooks",
          href: "/api-webhooks",
          icon: Webhook,
          description: "API keys and webhooks",
        },
      ],
    },
    {
      id: "settings",
      title: "Settings",
      icon: Settings,
      items: [
        { title: "System Settings", href: "/settings", icon: Settings, description: "System settings" },
        {
          title: "Admin Console",
          href: "/admin",
          icon: Shield,
          description: "SaaS administration panel",
          adminOnly: true,
        },
      ],
    },
    {
      id: "users-permissions",
      title: "Users & Permissions",
      icon: ShieldCheck,
      adminOnly: true,
      items: [
        {
          title: "Users & Permissions",
          href: "/shield/users-permissions",
          icon: Users,
          description: "Members, roles and invitations",
        },
        {
          title: "Field Access Control",
          href: "/shield/field-access-control",
          icon: LockKeyhole,
          description: "Field-level access rules",
        },
      ],
    },
  ],
  bottom: [{ title: "About Us", href: "/about", icon: Info, description: "About PropLedger" }],
};

export const ADMIN_ROLES: readonly string[] = ["admin", "super_admin"];

/** The user's role: `role`, else `primaryRole`. */
export function userRole(user: ShellUser | null | undefined): string | undefined {
  return user?.role || user?.primaryRole || undefined;
}

/** admin and super_admin see the admin-only navigation. */
export function isAdmin(user: ShellUser | null | undefined): boolean {
  const role = userRole(user);
  return role !== undefined && ADMIN_ROLES.includes(role);
}

/** Drops admin-only items and groups for non-admins, and groups left empty. Otherwise nothing is restricted. */
export function filterNavigationForRole(
  navigation: NavigationConfig,
  user: ShellUser | null | undefined,
): NavigationConfig {
  if (isAdmin(user)) return navigation;
  const keep = (item: NavItem) => !item.adminOnly;
  return {
    top: navigation.top.filter(keep),
    groups: navigation.groups
      .filter((group) => !group.adminOnly)
      .map((group) => ({ ...group, items: group.items.filter(keep) }))
      .filter((group) => group.items.length > 0),
    bottom: navigation.bottom.filter(keep),
  };
}

/** Whether `href` is the current route or an ancestor of it (/properties is active on /properties/7). */
export function isActiveHref(pathname: string, href: string): boolean {
  if (pathname === href) return true;
  return href !== "/" && pathname.startsWith(`${href}/`);
}

/** The most specific item matching the path (so /reports/dynamic-builder does not also light up /reports). */
export function findActiveItem(navigation: NavigationConfig, pathname: string): NavItem | undefined {
  const all = [...navigation.top, ...navigation.groups.flatMap((g) => g.items), ...navigation.bottom];
  return all
    .filter((item) => isActiveHref(pathname, item.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

export function findGroupOf(navigation: NavigationConfig, href: string | undefined): NavGroup | undefined {
  if (!href) return undefined;
  return navigation.groups.find((group) => group.items.some((item) => item.href === href));
}
