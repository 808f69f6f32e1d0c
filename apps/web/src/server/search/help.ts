// The help centre's articles (quick start, FAQ, support, keyboard shortcuts), searched in
// memory for "general" results. Scoring: BM25-like weights over title, keywords and body, with a
// light stemmer so "exporting" finds "export".
/** Plain English filler; narrower than the data parser's list ("view", "report" matter here). */
const HELP_STOP = new Set(
  (
    "a an the of for on at in to from with by and or how do does did can could should would i me my we our you your " +
    "is are was were be it this that there what where when which who why get want need please help using use"
  ).split(" "),
);

export interface HelpArticle {
  slug: string;
  title: string;
  /** Help centre tab it lives under. */
  section: string;
  /** The page that does it. */
  path: string;
  keywords: string;
  body: string;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: "quick-start",
    title: "Quick start: set up your rental books",
    section: "Getting Started",
    path: "/accounts",
    keywords: "get started getting started begin setup set up onboarding first steps new account quick start",
    body: "The quick start has four steps: 1. set up the chart of accounts (apply the rental template from Chart of Accounts), 2. add your properties and their units, 3. connect your bank accounts (bank accounts in the Chart of Accounts whose statements you import on Bank Connections), 4. start managing transactions: record rent, expenses and transfers. The dashboard's onboarding checklist shows what is left.",
  },
  {
    slug: "chart-of-accounts",
    title: "Set up the chart of accounts",
    section: "Getting Started",
    path: "/accounts",
    keywords:
      "chart of accounts account accounts category categories categorise categorize schedule e template code archive rename",
    body: "Chart of Accounts (/accounts) starts from a rental template: bank and deposit accounts, mortgage loans, owner equity, rent and fee income, and expenses mapped to IRS Schedule E lines (advertising, cleaning and maintenance, insurance, management fees, mortgage interest, repairs, supplies, taxes, utilities, depreciation). Create, rename or re-parent accounts; an account with postings cannot be deleted, archive it instead.",
  },
  {
    slug: "add-properties",
    title: "Add properties and units",
    section: "Getting Started",
    path: "/properties",
    keywords:
      "add property new property properties unit units create property building address tenant tenants rent roll",
    body: "Open Properties (/properties) and add a property with its name, address and type (single-family, multi-family, condo, commercial, short-term rental), then its units with beds, baths and market rent. The property page shows its units, recent transactions and year-to-date income, expenses and net operating income.",
  },
  {
    slug: "bank-connections",
    title: "Connect your bank accounts",
    section: "FAQ",
    path: "/bank-connections",
    keywords:
      "connect bank link bank bank account bank accounts bank connection import transactions automatic import reconcile reconciliation sync plaid feed",
    body: "A live feed straight from the bank is not available yet; you import statement files instead. Bank Connections (/bank-connections) in the Automation group lists your bank, cash and credit-card accounts (kept in the Chart of Accounts, /accounts) with their balance, last import and how many transactions await reconciliation. Choose Import statement beside an account and upload a CSV, OFX, QFX or QIF file of up to 10 MB. For a CSV, confirm which columns hold the date (and its format), description, payee, memo, reference and the amount: one signed column, separate money-out and money-in columns, or an amount with a type column; the mapping is saved for the account. The review shows every row with its date, amount, suggested category and property and its duplicate status: rows already imported or matching an existing transaction are excluded for you to check, never dropped. Change any row, exclude rows, then commit: each row becomes an ordinary transaction in Transactions (/transactions) and the General Ledger. The import history undoes a whole import while none of its transactions is reconciled.",
  },
  {
    slug: "bank-rules",
    title: "Categorise imported transactions with rules",
    section: "FAQ",
    path: "/bank-connections/rules",
    keywords:
      "rule rules categorisation categorization categorise categorize automatic category payee memo split regex bank import",
    body: "Categorisation rules (/bank-connections/rules) fill in an imported row's category, property, unit, payee or memo, or split it by percentages, when its description, payee, memo, amount or bank account match (contains, starts with, exact or a regular expression). Rules run in order; “stop here” ends the list for the rows a rule matches. Test a rule against past transactions before saving it, move rules up and down to change their order, create one from a preview row with “Always categorise like this”, and re-run the rules on imported transactions that are still uncategorised.",
  },
  {
    slug: "reconcile",
    title: "Reconcile a bank account with its statement",
    section: "FAQ",
    path: "/bank-connections",
    keywords:
      "reconcile reconciliation statement cleared uncleared balance difference match bank statement ending balance lock unreconcile",
    body: "On Bank Connections (/bank-connections) choose Reconcile beside an account. Enter the statement's ending date and ending balance, then tick the transactions that appear on the statement; the difference updates as you tick, and Finish is possible once it is zero. Reconciled transactions are locked: to change one, undo the reconciliation first (the latest one can be undone). “Find the difference” lists likely causes: an amount equal to the difference, an amount entered twice, swapped digits or a wrong sign. Each reconciliation has a PDF report, and the Transactions list shows and filters each transaction's cleared state.",
  },
  {
    slug: "record-transactions",
    title: "Record income, expenses and transfers",
    section: "Features",
    path: "/transactions",
    keywords:
      "record transaction add transaction enter expense enter income rent payment log transfer split categories edit delete",
    body: "On Transactions (/transactions) add a transaction with its date, description, payee, amount, type (income, expense or transfer), category, bank account and property. Split one payment across several categories. Every transaction posts a balanced journal entry that appears in the General Ledger.",
  },
  {
    slug: "exports",
    title: "Export data as CSV, XLSX or PDF",
    section: "FAQ",
    path: "/transactions",
    keywords: "export exporting download csv xlsx excel spreadsheet pdf print save file report",
    body: "Transactions, General Ledger and Properties can be exported as CSV, XLSX (Excel) or PDF. The export contains the current filtered view, with its columns, totals and formatted money. Every report under Reports downloads the same three ways: the profit and loss, balance sheet, cash flow, trial balance, Schedule E, owner statement, 1099 vendors, the rent roll, and the reports you build in the report builder or save for your organization.",
  },
  {
    slug: "views",
    title: "Switch between table and list views",
    section: "FAQ",
    path: "/transactions",
    keywords: "table view list view cards switch view layout compact mobile t l",
    body: "Properties, Transactions and General Ledger have a table view (compact, for desktop) and a list view (cards, for mobile). Press T for table or L for list (not while typing), or use the toggle. The choice is remembered per page.",
  },
  {
    slug: "dashboard",
    title: "Customise the dashboard",
    section: "FAQ",
    path: "/dashboard",
    keywords:
      "dashboard customise customize widgets rearrange drag drop layout cards chart financial health score noi",
    body: "On the Dashboard, choose Customise dashboard: reorder the widgets by drag and drop on their handles or with the keyboard (Space to pick up, arrow keys to move, Space to drop), hide and show them, or reset to the default layout. The layout is saved to your account, so it follows you to another browser. The widgets: this month's and year-to-date income, expenses and net operating income, a 12-month income versus expenses chart, the financial health score with its parts, the per-property table and the getting-started card.",
  },
  {
    slug: "data-security",
    title: "How your data is kept secure",
    section: "FAQ",
    path: "/settings",
    keywords:
      "security secure safe privacy private data protection encryption password sessions who can see two-factor 2fa mfa authenticator",
    body: "Your data is only visible to members of your organization. Passwords are stored as salted scrypt hashes, sessions expire after 30 minutes of inactivity and 12 hours at most, and every change is protected against cross-site request forgery. On your Profile you can turn on two-factor sign-in with an authenticator app and see and end your active sessions; an organization admin can require two-factor for every member.",
  },
  {
    slug: "support",
    title: "Contact support",
    section: "Support",
    path: "/settings",
    keywords: "support contact help email chat live chat phone call hours urgent reach someone talk human",
    body: "Email support replies within 24 hours. Live chat is open Monday-Friday 9 AM-6 PM EST. Phone support is available for urgent issues.",
  },
  {
    slug: "shortcuts",
    title: "Keyboard shortcuts",
    section: "Shortcuts",
    path: "/dashboard",
    keywords: "keyboard shortcut shortcuts hotkey hotkeys ctrl cmd k escape f1 t l keys",
    body: "Ctrl/Cmd+K focuses the search box, Escape closes search results, T switches to table view and L to list view (except while typing), and F1 opens the help centre.",
  },
  {
    slug: "ai-search",
    title: "Search across your data",
    section: "Features",
    path: "/dashboard",
    keywords: "search ai search find ask question query how to search",
    body: "Ask in plain words, for example 'repairs at Oak Street last month', 'rent received this year' or 'largest expenses in 2025'. The search reads categories, properties, tenants, vendors, amounts and dates and answers from your own transactions.",
  },
  {
    slug: "ledger",
    title: "Read the general ledger and trial balance",
    section: "Features",
    path: "/ledger",
    keywords:
      "general ledger ledger journal trial balance running balance debit credit double entry postings",
    body: "The General Ledger (/ledger) lists every journal line per account with a running balance, filtered by date range and property. The trial balance shows that debits equal credits.",
  },
  {
    slug: "reports-insights",
    title: "Reports, insights and the financial health score",
    section: "Features",
    path: "/reports",
    keywords:
      "report reports insights analytics revenue tracking expense analysis financial health score noi net operating income schedule e tax",
    body: "Reports and AI Insights cover revenue tracking, expense analysis and financial health scoring. The health score shows its inputs (NOI margin, expense ratio, occupancy, cash on hand) so the number is explainable.",
  },
  {
    slug: "tenant-screening",
    title: "Screen tenants",
    section: "Features",
    path: "/tenant-screening",
    keywords: "tenant screening background check rental application applicant screen credit check",
    body: "Tenant Screening runs background checks and handles rental applications.",
  },
  {
    slug: "workflows",
    title: "Automate with workflows",
    section: "Features",
    path: "/workflows",
    keywords:
      "workflow workflows automation automate trigger triggers condition conditions action actions rule",
    body: "Workflows are built from triggers, conditions and actions, for example a reminder when rent is late.",
  },
  {
    slug: "notifications",
    title: "Notifications",
    section: "Navigation",
    path: "/notifications",
    keywords: "notification notifications bell alert alerts unread mark read",
    body: "The bell in the top bar shows unread notifications. Open it to read them, mark one or all as read, or delete them. 'View all notifications' opens the full list.",
  },
  {
    slug: "appearance",
    title: "Theme and accessibility settings",
    section: "Navigation",
    path: "/settings",
    keywords:
      "theme dark mode light mode accessibility high contrast large text reduced motion color blind font",
    body: "Switch between light and dark themes, and turn on high contrast, reduced motion, large text or colour-blind friendly colours in the accessibility settings. Your choices are kept on this device.",
  },
];

/** A light English stemmer: enough for "exporting" = "exports" = "export". */
function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.endsWith("ise")) w = `${w.slice(0, -3)}ize`;
  return w;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !HELP_STOP.has(w))
    .map(stem);

interface Indexed {
  article: HelpArticle;
  title: Set<string>;
  keywords: Set<string>;
  body: Set<string>;
}

const INDEX: Indexed[] = HELP_ARTICLES.map((article) => ({
  article,
  title: new Set(words(article.title)),
  keywords: new Set(words(article.keywords)),
  body: new Set(words(article.body)),
}));

const DF = new Map<string, number>();
for (const a of INDEX)
  for (const w of new Set([...a.title, ...a.keywords, ...a.body])) DF.set(w, (DF.get(w) ?? 0) + 1);
const idf = (w: string) => Math.log(1 + (INDEX.length - (DF.get(w) ?? 0) + 0.5) / ((DF.get(w) ?? 0) + 0.5));

export interface HelpHit {
  article: HelpArticle;
  /** 0–1: share of the query's words the article covers, weighted by rarity and field. */
  score: number;
  /** The query words it matched. */
  matched: string[];
}

/** Articles for a query, best first; only those that match a title or keyword word. */
export function searchHelp(query: string, limit = 3): HelpHit[] {
  const q = [...new Set(words(query))];
  if (!q.length) return [];
  const maxPerWord = (w: string) => idf(w) * 3;
  const possible = q.reduce((s, w) => s + maxPerWord(w), 0);
  const hits: HelpHit[] = [];
  for (const a of INDEX) {
    let score = 0;
    let strong = false;
    const matched: string[] = [];
    for (const w of q) {
      const inTitle = a.title.has(w);
      const inKeywords = a.keywords.has(w);
      const inBody = a.body.has(w);
      if (inTitle || inKeywords) strong = true;
      const weight = inTitle ? 3 : inKeywords ? 2.5 : inBody ? 1 : 0;
      if (weight) matched.push(w);
      score += weight * idf(w);
    }
    if (!strong || !possible) continue;
    hits.push({ article: a.article, score: score / possible, matched });
  }
  hits.sort((x, y) => y.score - x.score || x.article.slug.localeCompare(y.article.slug));
  return hits.slice(0, limit);
}
