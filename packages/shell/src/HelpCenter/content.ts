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
    q: "How do I reconcile an account with its statement?",
    a: "Open Bank Connections under Automation and choose Reconcile beside the account. Start from a statement: enter its ending date and ending balance; the opening balance is the ending balance of the last reconciled statement (zero for the account's first). Then tick each transaction the statement shows, one at a time or all at once; the difference between the statement's balance and your cleared balance updates as you tick. Finish reconciliation becomes available when the difference is zero. You can also cancel a reconciliation in progress: its ticks are discarded.",
  },
  {
    q: "What happens when I finish a reconciliation?",
    a: "Its ticked transactions become reconciled and locked: they cannot be edited or deleted, and an import holding one of them cannot be undone. Transactions shows each transaction's cleared state (uncleared, cleared or reconciled) and filters by it. To change a reconciled transaction, undo the reconciliation from Past reconciliations on the account's Reconcile page. Reconciliations are undone latest first: only the latest one has Undo, and undoing it unlocks its transactions.",
  },
  {
    q: "The difference is not zero. How do I find it?",
    a: "While a reconciliation is in progress, choose Look for candidates under Find the difference. It lists the transactions that could explain the difference: one not ticked, or ticked but maybe not on the statement, whose amount equals the difference, one entered twice, one with two digits swapped, or money in and out mixed up. Tick or untick a candidate from the list. If nothing fits, check the statement's ending balance and look for transactions the statement shows that are not recorded yet.",
  },
  {
    q: "Can I get a report of a reconciliation?",
    a: "Yes. Each reconciliation has a PDF report: choose Report (PDF) while it is in progress, or PDF beside it in Past reconciliations. The report shows the opening balance, the cleared deposits and payments, the cleared balance, the statement's ending balance and the difference, then every cleared transaction and those still outstanding up to the statement date.",
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
