import { findNavEntry } from "../lib/navigation";

export interface PageAction {
  label: string;
  href: string;
}

export interface PageInfo {
  title: string;
  description: string;
  /** The navigation group shown in the breadcrumbs. */
  group?: string;
  /** Only admin and super_admin may use the page (the server enforces it as well). */
  adminOnly?: boolean;
  /** A hub page lists the pages of this navigation group. */
  hub?: string;
  empty?: { title: string; text: string; action: PageAction; secondary?: PageAction };
}

/**
 * Protected routes that have no feature behind them yet: a real frame (title and description from the
 * navigation, breadcrumbs) and the empty state with the first step a user would take. No invented data.
 */
const INFO: Record<
  string,
  Omit<PageInfo, "title" | "description"> & { title?: string; description?: string }
> = {
  // Pages outside the navigation, titled as they title themselves (the server's page frame uses these).
  "/profile": { title: "Profile", description: "Your name, email, picture and password" },
  "/notifications": { title: "Notifications", description: "Everything PropLedger told you about" },
  "/leases/new": { title: "New lease", description: "A unit, its tenants, the rent and the deposit" },
  "/rent-roll": {
    title: "Rent roll",
    description: "Every unit with its lease, rent, deposit held and balance due",
  },
  "/reports": {
    empty: {
      title: "No reports yet",
      text: "Reports summarise your transactions by property, account and period. Record income and expenses first; then build a report from them.",
      action: { label: "Record a transaction", href: "/transactions" },
      secondary: { label: "Open the report builder", href: "/reports/dynamic-builder" },
    },
  },
  "/reports/ai-builder": {
    title: "AI Report Builder",
    description: "Describe a report in plain words and get it built from your data",
    group: "Reports",
    empty: {
      title: "Nothing to report on yet",
      text: "The AI report builder works on your own transactions, properties and accounts. Start by adding a property.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/reports/dynamic-builder": {
    empty: {
      title: "No saved reports",
      text: "Choose columns, filters and groupings to build a custom report. Reports need transactions to show.",
      action: { label: "Record a transaction", href: "/transactions" },
    },
  },
  "/bank-connections": {
    empty: {
      title: "No bank accounts connected",
      text: "Connect a bank account to import its transactions automatically and reconcile them. Until then, your bank and cash accounts live in the chart of accounts.",
      action: { label: "Review bank accounts", href: "/accounts" },
    },
  },
  "/tenants": {
    empty: {
      title: "No tenants yet",
      text: "Tenants live in the units of your properties. Add a property and its units first.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/tenant-screening": {
    empty: {
      title: "No rental applications",
      text: "Background checks and rental applications for your vacant units will be listed here.",
      action: { label: "View properties", href: "/properties" },
    },
  },
  "/rent-payments": {
    empty: {
      title: "No rent payments recorded",
      text: "Rent received is recorded as an income transaction against a property and unit.",
      action: { label: "Record rent received", href: "/transactions" },
    },
  },
  "/str-management": {
    empty: {
      title: "No short-term rentals",
      text: "Add a property of type short-term rental to manage its stays, cleaning and nightly income here.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/vendors": {
    empty: {
      title: "No vendors yet",
      text: "Plumbers, electricians and other maintenance vendors, with their insurance and licence documents, are listed here.",
      action: { label: "Record a vendor payment", href: "/transactions" },
    },
  },
  "/maintenance": {
    empty: {
      title: "No maintenance requests",
      text: "Requests from tenants and your own work orders appear here, linked to a property and unit.",
      action: { label: "View properties", href: "/properties" },
    },
  },
  "/data": {
    empty: {
      title: "No custom fields",
      text: "Add custom fields to your records, or export your data as CSV, XLSX or PDF from Transactions, General Ledger and Properties.",
      action: { label: "Export transactions", href: "/transactions" },
    },
  },
  "/property-operations-hub": {
    empty: {
      title: "No operations data yet",
      text: "Security and property analytics are computed from your properties and their activity.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/communications-hub": {
    title: "Communications Hub",
    description: "Messages to tenants, owners and vendors",
    group: "Property Management",
    empty: {
      title: "No conversations yet",
      text: "Messages and announcements to the tenants of your units, owners and vendors are collected here.",
      action: { label: "View tenants", href: "/tenants" },
    },
  },
  "/dynamic-pricing": {
    empty: {
      title: "No pricing rules",
      text: "Dynamic pricing suggests rents from your units' market rent and occupancy. Add units with a market rent first.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/rentometer": {
    empty: {
      title: "No comparisons yet",
      text: "Compare your units' rent with rental rates in the area. Add a property with its address and units to start.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/ai-insights": {
    empty: {
      title: "No insights yet",
      text: "AI insights point out trends and outliers in your income and expenses once there is data to learn from.",
      action: { label: "Record a transaction", href: "/transactions" },
    },
  },
  "/insights": {
    title: "Insights",
    description: "Revenue tracking, expense analysis and financial health scoring",
    hub: "reports",
  },
  "/workflows": {
    empty: {
      title: "No workflows yet",
      text: "A workflow runs actions when a trigger fires and its conditions hold, for example a reminder when rent is late. Workflows react to your properties and their rent: add those first.",
      action: { label: "Add a property", href: "/properties" },
    },
  },
  "/api-webhooks": {
    empty: {
      title: "No API keys or webhooks",
      text: "Create an API key to read your data from other tools, or a webhook to be told when something changes. Keys act on behalf of your account.",
      action: { label: "Open your profile", href: "/profile" },
    },
  },
  "/admin": {
    adminOnly: true,
    empty: {
      title: "Your organisation",
      text: "Manage who can use PropLedger and what they may do.",
      action: { label: "Manage users and permissions", href: "/shield/users-permissions" },
    },
  },
  "/admin-console": {
    title: "Admin Console",
    description: "SaaS administration panel",
    group: "Settings",
    adminOnly: true,
    empty: {
      title: "Your organisation",
      text: "Manage who can use PropLedger and what they may do.",
      action: { label: "Manage users and permissions", href: "/shield/users-permissions" },
    },
  },
  "/admin/master-plan": {
    title: "Master Plan",
    description: "The platform's roadmap and rollout plan",
    group: "Settings",
    adminOnly: true,
    empty: {
      title: "No plan items",
      text: "Plan items for your organisation's rollout will be listed here.",
      action: { label: "Open the Admin Console", href: "/admin" },
    },
  },
  "/user-management": {
    title: "User Management",
    description: "Members of your organisation and their roles",
    group: "Users & Permissions",
    adminOnly: true,
    empty: {
      title: "Members and invitations",
      text: "Invite people by email, change their roles and remove members on the Users & Permissions page.",
      action: { label: "Open Users & Permissions", href: "/shield/users-permissions" },
    },
  },
  "/roles": {
    title: "Roles",
    description: "What each role may do",
    group: "Users & Permissions",
    adminOnly: true,
    empty: {
      title: "Four roles",
      text: "Super administrators and administrators manage members and settings; managers and viewers work with the books. Assign roles on the Users & Permissions page.",
      action: { label: "Assign roles", href: "/shield/users-permissions" },
    },
  },
  "/permissions": {
    title: "Permissions",
    description: "Permissions granted to each role",
    group: "Users & Permissions",
    adminOnly: true,
    empty: {
      title: "Permissions follow roles",
      text: "Each member's permissions come from their role. Change a member's role on the Users & Permissions page.",
      action: { label: "Open Users & Permissions", href: "/shield/users-permissions" },
    },
  },
  "/shield/field-access-control": {
    adminOnly: true,
    empty: {
      title: "No field rules",
      text: "Field access rules hide or lock single fields (for example a tenant's bank details) for some roles. Roles are assigned on the Users & Permissions page.",
      action: { label: "Review roles", href: "/shield/users-permissions" },
    },
  },
  "/field-access-control": {
    title: "Field Access Control",
    description: "Field-level access rules",
    group: "Users & Permissions",
    adminOnly: true,
    empty: {
      title: "No field rules",
      text: "Field access rules hide or lock single fields (for example a tenant's bank details) for some roles.",
      action: { label: "Review roles", href: "/shield/users-permissions" },
    },
  },
  "/property-management": {
    title: "Property Management",
    description: "Properties, tenants, rent and maintenance in one place",
    hub: "property-management",
  },
  "/revenue-management": {
    title: "Revenue Management",
    description: "Pricing and market rents",
    hub: "revenue-management",
  },
  "/automation": {
    title: "Automation",
    description: "Workflows, bank connections and integrations",
    hub: "automation",
  },
  "/localization-demo": {
    title: "Localization",
    description: "Languages, date, number and currency formats",
    group: "Settings",
    empty: {
      title: "English (United States)",
      text: "Dates, numbers and amounts are shown in US English with US dollars. Your display settings are under System Settings.",
      action: { label: "Open System Settings", href: "/settings" },
    },
  },
};

/** Title, description and empty state of a route; navigation entries win for title and description. */
export function pageInfo(requested: string): PageInfo {
  const path = requested === "/system-settings" ? "/settings" : requested;
  const nav = findNavEntry(path);
  const own = INFO[path] ?? {};
  return {
    ...own,
    title: nav?.item.title ?? own.title ?? "PropLedger",
    description: nav?.item.description ?? own.description ?? "",
    group: nav?.group?.title ?? own.group,
    adminOnly: own.adminOnly ?? nav?.item.adminOnly ?? nav?.group?.adminOnly,
  };
}
