/** The Help Center's text. Its own module, so it loads with the dialog, not at first paint. */

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
    text: "Your bank, cash and credit-card accounts are accounts in the Chart of Accounts. Under Automation → Bank Connections, import each one's statement file (CSV, OFX, QFX or QIF) downloaded from your bank.",
  },
  {
    title: "Start managing transactions",
    text: "Record, categorise and reconcile income and expenses under Transactions.",
  },
];

/** Spec §1: the capabilities the in-app help describes, as far as the product has them today. */
export const FEATURES = [
  {
    title: "Financial insights",
    text: "The Dashboard tracks income, expenses and NOI per month and per property, with a financial health score.",
  },
  {
    title: "Double-entry books",
    text: "Every transaction posts a balanced entry to the General Ledger, on a Chart of Accounts mapped to Schedule E.",
  },
  {
    title: "Bank accounts",
    text: "Import bank and credit-card statements on Bank Connections: map a CSV's columns once per account, review every row with its suggested category and any suspected duplicate, then commit; a whole import can be undone. Categorisation rules fill in categories and properties for you.",
  },
  { title: "AI-powered search", text: "Search transactions and properties in plain language (Ctrl+K)." },
];

/** Spec §2: the FAQ topics. */
export const FAQ = [
  {
    q: "How do I switch between table and list views?",
    a: "Press T for the compact table view (desktop) or L for the card-based list view (mobile), or use the view toggle on Properties, Transactions and General Ledger. Your choice is saved per page.",
  },
  {
    q: "How do I connect my bank?",
    a: "A live feed straight from the bank is not available yet; you import statement files instead. Download a statement from your bank's website as CSV, OFX, QFX or QIF (up to 10 MB), open Bank Connections under Automation and choose Import statement beside the account. Confirm which CSV columns hold the date, description and amount (saved for the account's next statement), review every row, its category, property and duplicate status, exclude what should not be posted, and commit. Each imported row becomes an ordinary transaction in the General Ledger, and the import history can undo a whole import while none of its transactions is reconciled.",
  },
  {
    q: "Can I export my data?",
    a: "Yes. Transactions, General Ledger and Properties can be exported as CSV, XLSX or PDF, and so can every report under Reports: the standard reports, the rent roll and the reports you build or save.",
  },
  {
    q: "Can I customise the dashboard?",
    a: "Yes. On the Dashboard, choose Customise dashboard. Reorder the widgets by drag and drop on their handles, or with the keyboard: focus a handle, press Space to pick the widget up, move it with the arrow keys and press Space to drop it. Hide the widgets you do not need and show them again from the same panel, or choose Reset to default. Your layout is saved to your account, so it follows you to any browser.",
  },
  {
    q: "Is my data secure?",
    a: "Only members of your organisation can see its records, within the permissions of their role. Every request is authenticated, and every change is protected against cross-site request forgery.",
  },
];
