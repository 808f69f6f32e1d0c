/** The Help Center's text (spec §1, §2). Its own module, so it loads with the dialog, not at first paint. */

export const HELP_TABS = [
  "Getting Started",
  "Navigation",
  "Shortcuts",
  "Features",
  "FAQ",
  "Support",
] as const;
export type HelpTab = (typeof HELP_TABS)[number];

/** Spec §1: the quick start's four steps. */
export const QUICK_START_STEPS = [
  {
    title: "Set up the chart of accounts",
    text: "Start from the rental template under Accounting → Chart of Accounts.",
  },
  {
    title: "Add properties",
    text: "Add each property and its units under Property Management → Properties.",
  },
  {
    title: "Connect bank accounts",
    text: "Link your banks under Automation → Bank Connections to import transactions.",
  },
  {
    title: "Start managing transactions",
    text: "Record, categorise and reconcile income and expenses under Transactions.",
  },
];

/** Spec §1: the capabilities the in-app help describes. */
export const FEATURES = [
  { title: "Financial insights", text: "Revenue tracking, expense analysis and financial health scoring." },
  {
    title: "Bank connections",
    text: "Connect bank accounts for automatic transaction import and reconciliation.",
  },
  { title: "Tenant screening", text: "Background checks and rental applications." },
  { title: "Workflow automation", text: "Automations built from triggers, conditions and actions." },
  { title: "AI-powered search", text: "Search across all of your data in plain language." },
];

/** Spec §2: the FAQ topics. */
export const FAQ = [
  {
    q: "How do I switch between table and list views?",
    a: "Press T for the compact table view (desktop) or L for the card-based list view (mobile), or use the view toggle on Properties, Transactions and General Ledger. Your choice is saved per page.",
  },
  {
    q: "How do I connect my bank?",
    a: "Open Bank Connections under Automation and follow the steps to link an account; its transactions are imported automatically.",
  },
  {
    q: "Can I export my data?",
    a: "Yes. Transactions, General Ledger and Properties can be exported as CSV, XLSX or PDF.",
  },
  {
    q: "Can I customise the dashboard?",
    a: "Yes. Rearrange the dashboard's widgets by drag and drop.",
  },
  {
    q: "Is my data secure?",
    a: "Only members of your organisation can see its records, within the permissions of their role. Every request is authenticated, and every change is protected against cross-site request forgery.",
  },
];
