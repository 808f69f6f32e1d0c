// A small landlord portfolio for the accounting stories, typed with the API contracts: four properties in
// and around Portland (eight units, six let), the rental chart of accounts, eleven transactions from
// February and March 2026 and everything derived from them (ledger lines, balances, the property page).
// Money is integer cents, as on the wire.
import {
  type AccountView,
  type Dashboard,
  HEALTH_FORMULA,
  type Ledger,
  type LedgerLine,
  type Page,
  type PropertyDetail,
  type PropertyView,
  type TenantView,
  type TransactionView,
  type UnitView,
} from "../../shared/accounting";
import type { CurrentUser } from "../../shared/api";
import { isDebitNormal, RENTAL_CHART_TEMPLATE } from "../../shared/chart-of-accounts";

const STAMP = "2026-01-04T17:30:00.000Z";
/** Stable UUIDs (version 4 layout) so keys, links and screenshots never change. */
const uuid = (group: number, n: number) =>
  `00000000-0000-4000-8${String(group).padStart(3, "0")}-${String(n).padStart(12, "0")}`;

export const STORY_USER: CurrentUser = {
  id: uuid(1, 1),
  email: "ann.lee@leerentals.test",
  firstName: "Ann",
  lastName: "Lee",
  profileImageUrl: null,
  role: "admin",
  primaryRole: "admin",
  organizationId: uuid(1, 2),
  organizationName: "Lee Rentals",
  emailVerified: true,
};

// ---- chart of accounts (the rental template every organisation starts with) -----------------------

const chartAccounts: AccountView[] = RENTAL_CHART_TEMPLATE.map(
  ({ code, name, type, subtype, scheduleELine }, index) => ({
    id: uuid(2, index + 1),
    code,
    name,
    type,
    subtype,
    parentId: null,
    scheduleELine: scheduleELine ?? null,
    description: null,
    isActive: true,
    isSystem: false,
    balanceCents: 0,
    postingCount: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
  }),
);
const account = (code: string): AccountView => {
  const found = chartAccounts.find((a) => a.code === code);
  if (!found) throw new Error(`No account ${code} in the story chart`);
  return found;
};

// ---- properties, units, tenants -------------------------------------------------------------------

interface UnitSeed {
  name: string;
  beds: number;
  baths: number;
  squareFeet: number;
  marketRentCents: number;
  tenant?: { name: string; email: string; leaseStart: string; leaseEnd: string; rentCents: number };
}
interface PropertySeed {
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  type: PropertyView["type"];
  purchaseDate: string;
  purchasePriceCents: number;
  units: UnitSeed[];
}

const PORTFOLIO: PropertySeed[] = [
  {
    name: "Cedar Court Fourplex",
    addressLine1: "27 Cedar Court",
    city: "Gresham",
    state: "OR",
    postalCode: "97030",
    type: "multi_family",
    purchaseDate: "2021-06-15",
    purchasePriceCents: 745_000_00,
    units: [
      {
        name: "Unit 1",
        beds: 2,
        baths: 1,
        squareFeet: 860,
        marketRentCents: 1_295_00,
        tenant: {
          name: "Tom Becker",
          email: "tom.becker@example.com",
          leaseStart: "2025-07-01",
          leaseEnd: "2026-06-30",
          rentCents: 1_250_00,
        },
      },
      {
        name: "Unit 2",
        beds: 2,
        baths: 1,
        squareFeet: 860,
        marketRentCents: 1_295_00,
        tenant: {
          name: "Aisha Rahman",
          email: "aisha.rahman@example.com",
          leaseStart: "2025-09-01",
          leaseEnd: "2026-08-31",
          rentCents: 1_275_00,
        },
      },
      {
        name: "Unit 3",
        beds: 2,
        baths: 1.5,
        squareFeet: 910,
        marketRentCents: 1_325_00,
        tenant: {
          name: "Priya Shah",
          email: "priya.shah@example.com",
          leaseStart: "2026-02-01",
          leaseEnd: "2027-01-31",
          rentCents: 1_300_00,
        },
      },
      { name: "Unit 4", beds: 2, baths: 1.5, squareFeet: 910, marketRentCents: 1_325_00 },
    ],
  },
  {
    name: "Maple Avenue House",
    addressLine1: "88 Maple Avenue",
    city: "Beaverton",
    state: "OR",
    postalCode: "97005",
    type: "single_family",
    purchaseDate: "2019-03-28",
    purchasePriceCents: 489_000_00,
    units: [
      {
        name: "Main",
        beds: 3,
        baths: 2,
        squareFeet: 1_640,
        marketRentCents: 2_450_00,
        tenant: {
          name: "Linh Nguyen",
          email: "linh.nguyen@example.com",
          leaseStart: "2024-08-01",
          leaseEnd: "2026-07-31",
          rentCents: 2_400_00,
        },
      },
    ],
  },
  {
    name: "Oak Street Duplex",
    addressLine1: "412 Oak Street",
    city: "Portland",
    state: "OR",
    postalCode: "97214",
    type: "multi_family",
    purchaseDate: "2017-10-02",
    purchasePriceCents: 612_500_00,
    units: [
      {
        name: "Unit A",
        beds: 2,
        baths: 1,
        squareFeet: 940,
        marketRentCents: 1_695_00,
        tenant: {
          name: "Maria Gonzalez",
          email: "maria.gonzalez@example.com",
          leaseStart: "2025-05-01",
          leaseEnd: "2026-04-30",
          rentCents: 1_650_00,
        },
      },
      {
        name: "Unit B",
        beds: 2,
        baths: 1,
        squareFeet: 920,
        marketRentCents: 1_650_00,
        tenant: {
          name: "James Park",
          email: "james.park@example.com",
          leaseStart: "2025-11-01",
          leaseEnd: "2026-10-31",
          rentCents: 1_595_00,
        },
      },
    ],
  },
  {
    name: "Riverside Condo 4B",
    addressLine1: "1200 NW Riverside Drive",
    city: "Portland",
    state: "OR",
    postalCode: "97209",
    type: "condo",
    purchaseDate: "2025-12-12",
    purchasePriceCents: 398_000_00,
    units: [{ name: "4B", beds: 1, baths: 1, squareFeet: 720, marketRentCents: 1_900_00 }],
  },
];

let unitSerial = 0;
const unitsByProperty = new Map<string, UnitView[]>();
export const PROPERTIES: PropertyView[] = PORTFOLIO.map((seed, index) => {
  const id = uuid(3, index + 1);
  const units = seed.units.map((u): UnitView => {
    unitSerial += 1;
    const unitId = uuid(4, unitSerial);
    const tenant: TenantView | null = u.tenant
      ? {
          id: uuid(5, unitSerial),
          propertyId: id,
          unitId,
          name: u.tenant.name,
          email: u.tenant.email,
          phone: null,
          leaseStart: u.tenant.leaseStart,
          leaseEnd: u.tenant.leaseEnd,
          rentCents: u.tenant.rentCents,
          depositCents: u.tenant.rentCents,
          status: "active",
        }
      : null;
    return {
      id: unitId,
      propertyId: id,
      name: u.name,
      beds: u.beds,
      baths: u.baths,
      squareFeet: u.squareFeet,
      marketRentCents: u.marketRentCents,
      occupied: tenant !== null,
      tenant,
    };
  });
  unitsByProperty.set(id, units);
  return {
    id,
    name: seed.name,
    addressLine1: seed.addressLine1,
    addressLine2: null,
    city: seed.city,
    state: seed.state,
    postalCode: seed.postalCode,
    country: "US",
    type: seed.type,
    purchaseDate: seed.purchaseDate,
    purchasePriceCents: seed.purchasePriceCents,
    status: "active",
    notes: null,
    unitCount: units.length,
    occupiedUnits: units.filter((u) => u.occupied).length,
    scheduledRentCents: units.reduce((sum, u) => sum + (u.tenant?.rentCents ?? 0), 0),
    createdAt: STAMP,
    updatedAt: STAMP,
  };
});
const property = (name: string): PropertyView => {
  const found = PROPERTIES.find((p) => p.name === name);
  if (!found) throw new Error(`No property ${name} in the story portfolio`);
  return found;
};
const unit = (propertyName: string, unitName: string): UnitView => {
  const found = unitsByProperty.get(property(propertyName).id)?.find((u) => u.name === unitName);
  if (!found) throw new Error(`No unit ${unitName} at ${propertyName}`);
  return found;
};

// ---- transactions (posted as the server posts them: line 0 is the bank side) ---------------------

interface TransactionSeed {
  date: string;
  description: string;
  payee: string | null;
  type: TransactionView["type"];
  bank: string;
  property?: string;
  unit?: string;
  splits: [code: string, cents: number][];
  reference?: string;
}

/** Oldest first, the order they were entered: opening balances when the books moved here, then the year. */
const ENTRIES: TransactionSeed[] = [
  {
    date: "2026-01-01",
    description: "Opening balance, operating account",
    payee: null,
    type: "transfer",
    bank: "3000",
    splits: [["1000", 12_500_00]],
  },
  {
    date: "2026-01-01",
    description: "Opening balance, Oak Street mortgage",
    payee: "Columbia Home Loans",
    type: "transfer",
    bank: "2500",
    property: "Oak Street Duplex",
    splits: [["1500", 318_400_00]],
  },
  {
    date: "2026-02-01",
    description: "February rent, Unit A",
    payee: "Maria Gonzalez",
    type: "income",
    bank: "1000",
    property: "Oak Street Duplex",
    unit: "Unit A",
    splits: [["4000", 1_650_00]],
  },
  {
    date: "2026-02-02",
    description: "Security deposit, Unit 3",
    payee: "Priya Shah",
    type: "income",
    bank: "1000",
    property: "Cedar Court Fourplex",
    unit: "Unit 3",
    splits: [["2100", 1_300_00]],
  },
  {
    date: "2026-02-14",
    description: "Deposit moved to the deposit account",
    payee: null,
    type: "transfer",
    bank: "1000",
    property: "Cedar Court Fourplex",
    unit: "Unit 3",
    splits: [["1050", 1_300_00]],
  },
  {
    date: "2026-02-20",
    description: "Landlord insurance, first quarter",
    payee: "Cascade Mutual Insurance",
    type: "expense",
    bank: "1000",
    property: "Maple Avenue House",
    splits: [["5040", 642_00]],
    reference: "POL-88213",
  },
  {
    date: "2026-02-27",
    description: "Water and sewer, February",
    payee: "Portland Water Bureau",
    type: "expense",
    bank: "1000",
    property: "Oak Street Duplex",
    splits: [["5120", 212_47]],
  },
  {
    date: "2026-03-01",
    description: "March rent, Unit A",
    payee: "Maria Gonzalez",
    type: "income",
    bank: "1000",
    property: "Oak Street Duplex",
    unit: "Unit A",
    splits: [["4000", 1_650_00]],
  },
  {
    date: "2026-03-01",
    description: "March rent, Unit B",
    payee: "James Park",
    type: "income",
    bank: "1000",
    property: "Oak Street Duplex",
    unit: "Unit B",
    splits: [["4000", 1_595_00]],
  },
  {
    date: "2026-03-02",
    description: "Mortgage payment, March",
    payee: "Columbia Home Loans",
    type: "expense",
    bank: "1000",
    property: "Oak Street Duplex",
    splits: [
      ["5070", 812_40],
      ["2500", 431_60],
    ],
  },
  {
    date: "2026-03-03",
    description: "March rent",
    payee: "Linh Nguyen",
    type: "income",
    bank: "1000",
    property: "Maple Avenue House",
    unit: "Main",
    splits: [["4000", 2_400_00]],
  },
  {
    date: "2026-03-05",
    description: "March rent, Unit 3",
    payee: "Priya Shah",
    type: "income",
    bank: "1000",
    property: "Cedar Court Fourplex",
    unit: "Unit 3",
    splits: [["4000", 1_300_00]],
  },
  {
    date: "2026-03-10",
    description: "Kitchen sink leak, Unit B",
    payee: "Rose City Plumbing",
    type: "expense",
    bank: "1000",
    property: "Oak Street Duplex",
    unit: "Unit B",
    splits: [["5090", 385_00]],
    reference: "INV-2291",
  },
];

const posted: TransactionView[] = ENTRIES.map((seed, index) => {
  const id = uuid(6, index + 1);
  const home = seed.property ? property(seed.property) : null;
  const bank = account(seed.bank);
  const stamp = `${seed.date}T16:00:00.000Z`;
  return {
    id,
    date: seed.date,
    description: seed.description,
    payee: seed.payee,
    type: seed.type,
    amountCents: seed.splits.reduce((sum, [, cents]) => sum + cents, 0),
    bankAccount: { id: bank.id, code: bank.code, name: bank.name },
    propertyId: home?.id ?? null,
    propertyName: home?.name ?? null,
    unitId: seed.property && seed.unit ? unit(seed.property, seed.unit).id : null,
    unitName: seed.unit ?? null,
    memo: null,
    reference: seed.reference ?? null,
    splits: seed.splits.map(([code, cents], line) => {
      const a = account(code);
      return {
        lineId: uuid(7, (index + 1) * 10 + line + 1),
        accountId: a.id,
        accountCode: a.code,
        accountName: a.name,
        amountCents: cents,
        propertyId: home?.id ?? null,
        memo: null,
      };
    }),
    // February's statement is reconciled; March's is being reconciled, its first days ticked.
    cleared: seed.date < "2026-03-01" ? "reconciled" : seed.date < "2026-03-03" ? "cleared" : "uncleared",
    createdAt: stamp,
    updatedAt: stamp,
  };
});

/** GET /transactions?sort=date&order=desc: newest first. */
export const TRANSACTIONS: TransactionView[] = [...posted].reverse();

// ---- the general ledger, derived from the postings ----------------------------------------------

function journal(): LedgerLine[] {
  const lines: Omit<LedgerLine, "balanceCents">[] = [];
  for (const t of posted) {
    const base = {
      transactionId: t.id,
      date: t.date,
      description: t.description,
      payee: t.payee,
      reference: t.reference,
      type: t.type,
      propertyId: t.propertyId,
      propertyName: t.propertyName,
      memo: null,
    };
    const bank = account(t.bankAccount.code);
    const bankDebit = t.type === "income";
    lines.push({
      ...base,
      lineId: uuid(8, lines.length + 1),
      accountId: bank.id,
      accountCode: bank.code,
      accountName: bank.name,
      debitCents: bankDebit ? t.amountCents : 0,
      creditCents: bankDebit ? 0 : t.amountCents,
    });
    for (const split of t.splits) {
      lines.push({
        ...base,
        lineId: uuid(8, lines.length + 1),
        accountId: split.accountId,
        accountCode: split.accountCode,
        accountName: split.accountName,
        debitCents: bankDebit ? 0 : split.amountCents,
        creditCents: bankDebit ? split.amountCents : 0,
      });
    }
  }
  // The server's order without an account filter: by account code, then date.
  lines.sort((a, b) => a.accountCode.localeCompare(b.accountCode) || a.date.localeCompare(b.date));
  const running = new Map<string, number>();
  return lines.map((line) => {
    const sign = isDebitNormal(account(line.accountCode).type) ? 1 : -1;
    const balanceCents = (running.get(line.accountId) ?? 0) + sign * (line.debitCents - line.creditCents);
    running.set(line.accountId, balanceCents);
    return { ...line, balanceCents };
  });
}

const LEDGER_LINES = journal();

export const LEDGER: Ledger = {
  account: null,
  from: null,
  to: null,
  balances: [...new Set(LEDGER_LINES.map((l) => l.accountId))].map((accountId) => ({
    accountId,
    openingBalanceCents: 0,
    closingBalanceCents: LEDGER_LINES.filter((l) => l.accountId === accountId).at(-1)?.balanceCents ?? 0,
  })),
  openingBalanceCents: null,
  closingBalanceCents: null,
  totals: {
    debitCents: LEDGER_LINES.reduce((sum, l) => sum + l.debitCents, 0),
    creditCents: LEDGER_LINES.reduce((sum, l) => sum + l.creditCents, 0),
  },
  items: LEDGER_LINES,
  total: LEDGER_LINES.length,
  page: 1,
  pageSize: 100,
};

export const EMPTY_LEDGER: Ledger = {
  ...LEDGER,
  balances: [],
  totals: { debitCents: 0, creditCents: 0 },
  items: [],
  total: 0,
};

/** GET /accounts: the chart with each account's balance (normal side) and posting count. */
export const ACCOUNTS: AccountView[] = chartAccounts.map((a) => {
  const lines = LEDGER_LINES.filter((l) => l.accountId === a.id);
  return { ...a, balanceCents: lines.at(-1)?.balanceCents ?? 0, postingCount: lines.length };
});

// ---- pages of the lists ----------------------------------------------------------------------------

export const page = <T>(items: T[], pageSize: number): Page<T> => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});

export const TRANSACTIONS_PAGE = page(TRANSACTIONS, 50);
export const PROPERTIES_PAGE = page(PROPERTIES, 25);

// ---- one property's page ---------------------------------------------------------------------------

export const OAK_STREET = property("Oak Street Duplex");

function pnl(transactions: TransactionView[]) {
  let incomeCents = 0;
  let expenseCents = 0;
  let operatingExpenseCents = 0;
  for (const t of transactions) {
    for (const s of t.splits) {
      const a = account(s.accountCode);
      if (a.type === "income") incomeCents += s.amountCents;
      if (a.type === "expense") {
        expenseCents += s.amountCents;
        if (a.subtype === "operating") operatingExpenseCents += s.amountCents;
      }
    }
  }
  return {
    incomeCents,
    expenseCents,
    operatingExpenseCents,
    noiCents: incomeCents - operatingExpenseCents,
    netIncomeCents: incomeCents - expenseCents,
  };
}

function detailOf(p: PropertyView): PropertyDetail {
  const units = unitsByProperty.get(p.id) ?? [];
  const own = TRANSACTIONS.filter((t) => t.propertyId === p.id);
  return {
    property: p,
    units,
    recentTransactions: own.slice(0, 10),
    ytd: { ...pnl(own), from: "2026-01-01", to: "2026-03-12" },
    occupancyPct: units.length === 0 ? null : (100 * units.filter((u) => u.occupied).length) / units.length,
  };
}

export const OAK_STREET_DETAIL = detailOf(OAK_STREET);

/** A property added today: no units, no transactions. */
export const NEW_PROPERTY_DETAIL: PropertyDetail = {
  property: {
    ...PROPERTIES[0]!,
    id: uuid(3, 99),
    name: "Birch Lane Cottage",
    addressLine1: "5 Birch Lane",
    city: "Milwaukie",
    state: "OR",
    postalCode: "97222",
    type: "single_family",
    purchaseDate: "2026-03-09",
    purchasePriceCents: 415_000_00,
    unitCount: 0,
    occupiedUnits: 0,
    scheduledRentCents: 0,
  },
  units: [],
  recentTransactions: [],
  ytd: {
    incomeCents: 0,
    expenseCents: 0,
    operatingExpenseCents: 0,
    noiCents: 0,
    netIncomeCents: 0,
    from: "2026-01-01",
    to: "2026-03-12",
  },
  occupancyPct: null,
};

// ---- the dashboard ---------------------------------------------------------------------------------

const MONTHS = [
  "2025-04",
  "2025-05",
  "2025-06",
  "2025-07",
  "2025-08",
  "2025-09",
  "2025-10",
  "2025-11",
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
];

/**
 * A year of the portfolio: [income, operating expenses, mortgage interest] per month. Unit 2 stood empty in
 * August, the roof of Cedar Court was repaired in October, property tax was paid in December; March holds
 * what is recorded so far (the transactions above).
 */
const YEAR: [number, number, number][] = [
  [9_395_00, 1_842_30, 830_90],
  [9_395_00, 1_516_85, 829_75],
  [9_395_00, 2_204_10, 828_60],
  [9_395_00, 1_488_95, 827_45],
  [8_145_00, 1_967_40, 826_30],
  [9_420_00, 1_612_20, 825_10],
  [9_420_00, 6_874_00, 823_95],
  [9_470_00, 1_735_65, 822_80],
  [9_470_00, 2_988_15, 821_60],
  [9_470_00, 2_106_85, 820_45],
  [9_470_00, 1_854_47, 813_55],
  [6_945_00, 385_00, 812_40],
];

function monthPnl([incomeCents, operatingExpenseCents, interestCents]: [number, number, number]) {
  const expenseCents = operatingExpenseCents + interestCents;
  return {
    incomeCents,
    expenseCents,
    operatingExpenseCents,
    noiCents: incomeCents - operatingExpenseCents,
    netIncomeCents: incomeCents - expenseCents,
  };
}

const ytdTotals = YEAR.slice(-3)
  .map(monthPnl)
  .reduce((sum, m) => ({
    incomeCents: sum.incomeCents + m.incomeCents,
    expenseCents: sum.expenseCents + m.expenseCents,
    operatingExpenseCents: sum.operatingExpenseCents + m.operatingExpenseCents,
    noiCents: sum.noiCents + m.noiCents,
    netIncomeCents: sum.netIncomeCents + m.netIncomeCents,
  }));

/** Year to date per property: [income, expenses, NOI]; they add up to the portfolio's figures. */
const PROPERTY_YTD: [string, number, number, number][] = [
  ["Cedar Court Fourplex", 8_950_00, 1_678_55, 7_271_45],
  ["Maple Avenue House", 7_200_00, 1_060_30, 6_139_70],
  ["Oak Street Duplex", 9_735_00, 3_283_87, 8_897_53],
  // Vacant since it was bought: two months of HOA dues, no rent.
  ["Riverside Condo 4B", 0, 770_00, -770_00],
];

/** The operating and deposit accounts (the ledger's closing balances of 1000 and 1050). */
const CASH_ON_HAND = 19_911_53;

export const DASHBOARD: Dashboard = {
  asOf: "2026-03-12",
  month: { month: "2026-03", ...monthPnl(YEAR[11]!) },
  ytd: { from: "2026-01-01", to: "2026-03-12", ...ytdTotals },
  series: YEAR.map((row, index) => {
    const m = monthPnl(row);
    return {
      month: MONTHS[index]!,
      incomeCents: m.incomeCents,
      expenseCents: m.expenseCents,
      noiCents: m.noiCents,
    };
  }),
  properties: {
    total: PROPERTY_YTD.length,
    items: PROPERTY_YTD.map(([name, ytdIncomeCents, ytdExpenseCents, ytdNoiCents]) => {
      const p = property(name);
      return {
        id: p.id,
        name: p.name,
        type: p.type,
        status: p.status,
        units: p.unitCount,
        occupiedUnits: p.occupiedUnits,
        ytdIncomeCents,
        ytdExpenseCents,
        ytdNoiCents,
      };
    }),
  },
  occupancy: { units: 8, occupiedUnits: 6 },
  cashOnHandCents: CASH_ON_HAND,
  // As the server's healthScore computes it for these inputs.
  health: {
    score: 89,
    grade: "excellent",
    formula: HEALTH_FORMULA,
    components: [
      { key: "noiMargin", label: "NOI margin", value: 83.2, display: "83.2 %", weight: 30, points: 30 },
      { key: "expenseRatio", label: "Expense ratio", value: 26.2, display: "26.2 %", weight: 20, points: 20 },
      { key: "occupancy", label: "Occupancy", value: 75, display: "75 %", weight: 25, points: 13.9 },
      {
        key: "cashOnHand",
        label: "Cash on hand (months of expenses)",
        value: 6.6,
        display: "6.6 months",
        weight: 25,
        points: 25,
      },
    ],
    inputs: {
      noiMarginPct: 83.2,
      expenseRatioPct: 26.2,
      occupancyPct: 75,
      cashOnHandCents: CASH_ON_HAND,
      avgMonthlyExpenseCents: 3_038_23,
      cashMonths: 6.6,
    },
  },
  onboarding: {
    done: true,
    steps: [
      { key: "chartOfAccounts", label: "Set up your chart of accounts", href: "/accounts", done: true },
      { key: "properties", label: "Add your properties", href: "/properties", done: true },
      { key: "bankAccounts", label: "Connect your bank accounts", href: "/bank-connections", done: true },
      { key: "transactions", label: "Start managing transactions", href: "/transactions", done: true },
    ],
  },
};

/** A new organisation: the chart is set up, nothing else yet (every figure zero, no properties). */
export const EMPTY_DASHBOARD: Dashboard = {
  asOf: "2026-03-12",
  month: {
    month: "2026-03",
    incomeCents: 0,
    expenseCents: 0,
    operatingExpenseCents: 0,
    noiCents: 0,
    netIncomeCents: 0,
  },
  ytd: {
    from: "2026-01-01",
    to: "2026-03-12",
    incomeCents: 0,
    expenseCents: 0,
    operatingExpenseCents: 0,
    noiCents: 0,
    netIncomeCents: 0,
  },
  series: MONTHS.map((month) => ({ month, incomeCents: 0, expenseCents: 0, noiCents: 0 })),
  properties: { total: 0, items: [] },
  occupancy: { units: 0, occupiedUnits: 0 },
  cashOnHandCents: 0,
  health: {
    score: null,
    grade: "not enough data",
    formula: HEALTH_FORMULA,
    components: [
      { key: "noiMargin", label: "NOI margin", value: null, display: "n/a", weight: 30, points: null },
      { key: "expenseRatio", label: "Expense ratio", value: null, display: "n/a", weight: 20, points: null },
      { key: "occupancy", label: "Occupancy", value: null, display: "n/a", weight: 25, points: null },
      {
        key: "cashOnHand",
        label: "Cash on hand (months of expenses)",
        value: null,
        display: "n/a",
        weight: 25,
        points: null,
      },
    ],
    inputs: {
      noiMarginPct: null,
      expenseRatioPct: null,
      occupancyPct: null,
      cashOnHandCents: 0,
      avgMonthlyExpenseCents: 0,
      cashMonths: null,
    },
  },
  onboarding: {
    done: false,
    steps: [
      { key: "chartOfAccounts", label: "Set up your chart of accounts", href: "/accounts", done: true },
      { key: "properties", label: "Add your properties", href: "/properties", done: false },
      { key: "bankAccounts", label: "Connect your bank accounts", href: "/bank-connections", done: false },
      { key: "transactions", label: "Start managing transactions", href: "/transactions", done: false },
    ],
  },
};
