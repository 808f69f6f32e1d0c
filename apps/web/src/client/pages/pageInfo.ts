import { findNavEntry } from "../lib/navigation";

interface PageAction {
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
 * Protected routes that have no feature of their own: a real frame (title and description from the
 * navigation, breadcrumbs) saying what the product has today and what the user can do now. None claims there
 * is no data without asking the server.
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
    description: "Describe a report in plain words; check what was understood, then run it",
    group: "Reports",
  },
  "/reports/dynamic-builder": {
    description: "Choose rows, columns, filters and a chart; run the report, download it or save it",
  },
  "/bank-connections/rules": {
    title: "Categorisation rules",
    description: "How imported statement rows are categorised, in the order the rules run",
    group: "Automation",
  },
  "/bank-connections/accounts/:id/import": {
    title: "Import a statement",
    description: "Upload a CSV, OFX, QFX or QIF file, check every row, then commit",
    group: "Automation",
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
      title: "Applications are not taken in PropLedger",
      text: "PropLedger does not run background checks or take rental applications. What it has today: your properties and their units, where you can see which units are vacant.",
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
      title: "Short-term rentals are properties",
      text: "A short-term rental is a property of type short-term rental: add it under Properties, and record its nightly income and cleaning costs under Transactions. Stays and calendars are not tracked.",
      action: { label: "Open Properties", href: "/properties" },
      secondary: { label: "Record income", href: "/transactions" },
    },
  },
  "/vendors": {
    empty: {
      title: "Vendors are paid through transactions",
      text: "PropLedger keeps no vendor directory. What you pay plumbers, electricians and other vendors is an expense transaction with the vendor as payee; find them with AI search (Ctrl+K), for example 'payments to Ace Plumbing'.",
      action: { label: "Record a vendor payment", href: "/transactions" },
    },
  },
  "/maintenance": {
    empty: {
      title: "Repairs are recorded as expenses",
      text: "Maintenance requests and work orders are not tracked. What a repair costs is an expense transaction on the property, under its Schedule E line (repairs, or cleaning and maintenance).",
      action: { label: "Record a repair", href: "/transactions" },
      secondary: { label: "View properties", href: "/properties" },
    },
  },
  "/data": {
    empty: {
      title: "Your data, exported",
      text: "Export your data as CSV, XLSX or PDF from Transactions, General Ledger and Properties; each export holds the current filtered view. Custom fields are not available.",
      action: { label: "Export transactions", href: "/transactions" },
      secondary: { label: "Open the General Ledger", href: "/ledger" },
    },
  },
  "/property-operations-hub": {
    empty: {
      title: "Property figures are on the dashboard",
      text: "Each property's income, expenses and net operating income this year are in the Dashboard's property table and on the property's own page. Security analytics are not tracked.",
      action: { label: "Open the Dashboard", href: "/dashboard" },
      secondary: { label: "View properties", href: "/properties" },
    },
  },
  "/communications-hub": {
    title: "Communications Hub",
    description: "Messages to tenants, owners and vendors",
    group: "Property Management",
    empty: {
      title: "Messages are not sent from PropLedger",
      text: "PropLedger does not send messages to tenants, owners or vendors. Your tenants and their units are listed under Tenants.",
      action: { label: "View tenants", href: "/tenants" },
    },
  },
  "/dynamic-pricing": {
    empty: {
      title: "Rents are set per unit",
      text: "PropLedger does not suggest rents. Each property's page lists its units and their tenants; the Dashboard shows each property's occupancy and income.",
      action: { label: "View properties", href: "/properties" },
    },
  },
  "/rentometer": {
    empty: {
      title: "Area rents are not compared",
      text: "PropLedger has no data on rents in your area. What your own properties earn is in the Dashboard's property table and on each property's page.",
      action: { label: "View properties", href: "/properties" },
    },
  },
  "/ai-insights": {
    empty: {
      title: "Ask AI search instead",
      text: "There are no automatic insights. Ask AI search (Ctrl+K) about your own figures, for example 'largest expenses this year', or read the Dashboard's monthly chart and financial health score.",
      action: { label: "Open the Dashboard", href: "/dashboard" },
    },
  },
  "/insights": {
    title: "Insights",
    description: "Revenue tracking, expense analysis and financial health scoring",
    hub: "reports",
  },
  "/workflows": {
    empty: {
      title: "Workflows are not available",
      text: "PropLedger does not run automations. What it does automatically today: every transaction posts a balanced entry to the General Ledger, and notifications tell you about changes.",
      action: { label: "Open notifications", href: "/notifications" },
    },
  },
  "/api-webhooks": {
    empty: {
      title: "No API keys or webhooks",
      text: "PropLedger issues no API keys and sends no webhooks. To take your data to another tool, export it as CSV, XLSX or PDF from Transactions, General Ledger and Properties.",
      action: { label: "Export transactions", href: "/transactions" },
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
      title: "Roll out by inviting members",
      text: "There is no rollout plan to manage. Bring your team in by inviting them on the Users & Permissions page, each with the role they need.",
      action: { label: "Invite members", href: "/shield/users-permissions" },
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
      title: "Access follows roles",
      text: "Rules for single fields are not available: what a member may see and change follows their role. Roles are assigned on the Users & Permissions page.",
      action: { label: "Review roles", href: "/shield/users-permissions" },
    },
  },
  "/field-access-control": {
    title: "Field Access Control",
    description: "Field-level access rules",
    group: "Users & Permissions",
    adminOnly: true,
    empty: {
      title: "Access follows roles",
      text: "Rules for single fields are not available: what a member may see and change follows their role.",
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
