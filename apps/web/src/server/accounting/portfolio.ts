// Deterministic sample portfolio: properties with units and tenants, and several years of rent,
// mortgage payments (interest + principal), utilities, repairs, insurance, taxes, management fees,
// card payoffs, deposits and an opening owner contribution. Same seed + options → same data
// (ids are derived from the seed and the organization, so two organizations never collide).
// Rows go in with multi-row INSERTs inside one database transaction; every entry is balanced by
// construction and the whole load is re-checked before commit.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { applyChartTemplate } from "./chart-template";
import { rebuildJournalSummaries } from "./journal-summaries";
import { entryAccounts } from "./posting";
import {
  accountMonthTotals,
  accounts,
  journalLines,
  properties,
  tenants,
  transactions,
  units,
} from "./schema";

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash32(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Integer cents around `base` (± spread, as a fraction). */
  around(base: number, spread: number): number {
    return Math.max(1, Math.round(base * (1 + (this.next() * 2 - 1) * spread)));
  }
  uuid(): string {
    const b: number[] = [];
    for (let i = 0; i < 4; i++) {
      const x = Math.floor(this.next() * 4294967296);
      b.push(x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255);
    }
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const h = b.map((x) => x.toString(16).padStart(2, "0")).join("");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}

const STREETS = [
  "Oak",
  "Maple",
  "Cedar",
  "Pine",
  "Elm",
  "Willow",
  "Birch",
  "Walnut",
  "Chestnut",
  "Spruce",
  "Magnolia",
  "Aspen",
  "Hickory",
  "Sycamore",
  "Laurel",
  "Juniper",
  "Poplar",
  "Cypress",
  "Dogwood",
  "Hawthorn",
  "Lincoln",
  "Washington",
  "Jefferson",
  "Madison",
  "Franklin",
  "Jackson",
  "Park",
  "Lake",
  "Hill",
  "River",
  "Sunset",
  "Highland",
  "Meadow",
  "Forest",
  "Spring",
  "Valley",
  "Church",
  "Mill",
  "Bridge",
  "Harbor",
];
const SUFFIXES = [
  "Street",
  "Avenue",
  "Lane",
  "Road",
  "Drive",
  "Court",
  "Place",
  "Boulevard",
  "Way",
  "Terrace",
];
const CITIES: readonly [string, string, string][] = [
  ["Austin", "TX", "787"],
  ["Columbus", "OH", "432"],
  ["Charlotte", "NC", "282"],
  ["Indianapolis", "IN", "462"],
  ["Denver", "CO", "802"],
  ["Nashville", "TN", "372"],
  ["Raleigh", "NC", "276"],
  ["Tampa", "FL", "336"],
  ["Kansas City", "MO", "641"],
  ["Omaha", "NE", "681"],
  ["Boise", "ID", "837"],
  ["Richmond", "VA", "232"],
  ["Louisville", "KY", "402"],
  ["Milwaukee", "WI", "532"],
  ["Tucson", "AZ", "857"],
  ["Albuquerque", "NM", "871"],
  ["Spokane", "WA", "992"],
  ["Madison", "WI", "537"],
  ["Savannah", "GA", "314"],
  ["Knoxville", "TN", "379"],
];
const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Carlos",
  "Maria",
  "Wei",
  "Aisha",
  "Daniel",
  "Emily",
  "Kevin",
  "Priya",
  "Olivia",
  "Liam",
  "Noah",
  "Sofia",
  "Mateo",
  "Chloe",
  "Ethan",
  "Grace",
  "Lucas",
  "Hannah",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Martin",
  "Lee",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Nguyen",
  "Patel",
  "Kim",
  "Chen",
  "Okafor",
  "Schmidt",
  "Rossi",
];

type PType = "single_family" | "multi_family" | "condo" | "commercial" | "short_term_rental";
const KIND_NAMES: Record<PType, readonly string[]> = {
  single_family: ["House", "Cottage", "Bungalow", "Ranch"],
  multi_family: ["Duplex", "Triplex", "Fourplex", "Apartments"],
  condo: ["Condo", "Loft", "Townhome"],
  commercial: ["Retail", "Office", "Plaza"],
  short_term_rental: ["Getaway", "Retreat", "Cabin"],
};

const VENDORS = {
  mortgage: [
    "Wells Fargo Home Mortgage",
    "Chase Mortgage",
    "Rocket Mortgage",
    "US Bank Home Loans",
    "First Federal Savings",
  ],
  utilities: ["City Water Utility", "Metro Electric", "Northside Gas Co", "Waste Management"],
  repairs: [
    "Ace Plumbing",
    "Handy Pros LLC",
    "Bright Electric",
    "Cool Air HVAC",
    "Roof Masters",
    "Lock & Key Services",
  ],
  insurance: ["State Farm", "Allstate", "Liberty Mutual", "Farmers Insurance"],
  taxes: ["County Tax Collector", "City Treasurer"],
  management: ["Keystone Property Management", "Summit Realty Management"],
  supplies: ["Home Depot", "Lowe's", "Ace Hardware", "Amazon"],
  cleaning: ["Sparkle Cleaning Co", "Fresh Start Cleaners"],
  advertising: ["Zillow Rentals", "Apartments.com", "Craigslist"],
  legal: ["Baker & Lane CPAs", "Harper Law Group"],
};

export interface PortfolioOptions {
  seed: number;
  properties: number;
  years: number;
  /** Exact number of transactions; without it the natural monthly schedule decides. */
  transactions?: number;
  /** Last day of generated activity (default: today, UTC). */
  endDate?: string;
  /** Timestamp written to created_at / updated_at (default: now). */
  now?: Date;
}

export interface PortfolioSummary {
  properties: number;
  units: number;
  tenants: number;
  transactions: number;
  journalLines: number;
  from: string;
  to: string;
}

interface Split {
  account: string;
  cents: number;
}
interface Entry {
  date: string;
  type: "income" | "expense" | "transfer";
  description: string;
  payee: string | null;
  bank: string;
  propertyIdx: number | null;
  unitId: string | null;
  splits: Split[];
  reference: string | null;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
function addMonthsYm(y: number, m: number, n: number): [number, number] {
  const t = y * 12 + (m - 1) + n;
  return [Math.floor(t / 12), (t % 12) + 1];
}

export async function seedPortfolio(
  db: Db,
  organizationId: string,
  options: PortfolioOptions,
): Promise<PortfolioSummary> {
  const now = options.now ?? new Date();
  const endDate = options.endDate ?? now.toISOString().slice(0, 10);
  const rng = new Rng(options.seed);
  const ids = new Rng(hash32(`${organizationId}:${options.seed}`));
  await applyChartTemplate(db, organizationId, now);
  const acctRows = await db
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId));
  const acct = new Map(acctRows.map((a) => [a.code, a.id]));
  const accountId = (code: string) => {
    const id = acct.get(code);
    if (!id) throw new Error(`Chart of accounts is missing ${code}`);
    return id;
  };

  // ---- properties, units, tenants -------------------------------------------------------------
  const endY = Number(endDate.slice(0, 4));
  const endM = Number(endDate.slice(5, 7));
  const endD = Number(endDate.slice(8, 10));
  const [startY, startM] = addMonthsYm(endY, endM, -(options.years * 12) + 1);
  const from = `${startY}-${pad2(startM)}-01`;

  const usedNames = new Set<string>();
  const propRows: (typeof properties.$inferInsert)[] = [];
  const unitRows: (typeof units.$inferInsert)[] = [];
  const tenantRows: (typeof tenants.$inferInsert)[] = [];
  interface PropPlan {
    id: string;
    type: PType;
    units: {
      id: string;
      name: string;
      rent: number;
      tenant: string | null;
      leaseStart: string | null;
      deposit: number;
    }[];
    loanBalance: number;
    monthlyRate: number;
    payment: number;
    lender: string;
    managed: boolean;
    landlordUtilities: boolean;
    insurance: number;
    tax: number;
    price: number;
  }
  const plans: PropPlan[] = [];
  for (let i = 0; i < options.properties; i++) {
    const r = rng.float();
    const type: PType =
      r < 0.45
        ? "single_family"
        : r < 0.75
          ? "multi_family"
          : r < 0.87
            ? "condo"
            : r < 0.92
              ? "commercial"
              : "short_term_rental";
    const street = `${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
    const houseNo = rng.int(100, 9899);
    let name = `${street} ${rng.pick(KIND_NAMES[type])}`;
    if (usedNames.has(name)) name = `${name} (${houseNo})`;
    usedNames.add(name);
    const [city, state, zip3] = rng.pick(CITIES);
    const unitCount =
      type === "multi_family" ? rng.pick([2, 2, 3, 4, 4, 6, 8]) : type === "commercial" ? rng.int(1, 4) : 1;
    const baseRent =
      type === "commercial"
        ? rng.int(1800, 5200)
        : type === "short_term_rental"
          ? rng.int(2200, 4200)
          : rng.int(950, 2600);
    const price =
      Math.round(
        (type === "multi_family" ? baseRent * unitCount * 120 : baseRent * rng.int(130, 170)) / 1000,
      ) * 1000_00;
    const purchaseYear = startY - rng.int(0, 8);
    const id = ids.uuid();
    propRows.push({
      id,
      organizationId,
      name,
      addressLine1: `${houseNo} ${street}`,
      addressLine2: type === "condo" ? `Unit ${rng.int(1, 30)}${rng.pick(["A", "B", "C"])}` : null,
      city,
      state,
      postalCode: `${zip3}${pad2(rng.int(1, 99))}`,
      country: "US",
      type,
      purchaseDate: `${purchaseYear}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
      purchasePriceCents: price,
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
    const plan: PropPlan = {
      id,
      type,
      units: [],
      loanBalance: rng.chance(0.8) ? Math.round(price * 0.75) : 0,
      monthlyRate: rng.int(300, 700) / 100 / 100 / 12,
      payment: 0,
      lender: rng.pick(VENDORS.mortgage),
      managed: rng.chance(0.3),
      landlordUtilities: type === "multi_family" || type === "short_term_rental" || rng.chance(0.15),
      insurance: rng.around(Math.round(price * 0.004), 0.2),
      tax: rng.around(Math.round(price * 0.011), 0.2),
      price,
    };
    if (plan.loanBalance > 0) {
      const n = 360;
      const rr = plan.monthlyRate;
      plan.payment = Math.round((plan.loanBalance * rr) / (1 - (1 + rr) ** -n));
    }
    for (let u = 0; u < unitCount; u++) {
      const unitId = ids.uuid();
      const unitName =
        unitCount === 1 ? "Main" : type === "commercial" ? `Suite ${100 + u + 1}` : `Unit ${u + 1}`;
      const rent = rng.around(baseRent * 100, 0.08);
      const beds = type === "commercial" ? null : rng.int(1, type === "single_family" ? 5 : 3);
      unitRows.push({
        id: unitId,
        organizationId,
        propertyId: id,
        name: unitName,
        beds,
        baths: beds === null ? null : rng.pick([1, 1, 1.5, 2, 2, 2.5, 3]),
        squareFeet: rng.int(550, 2600),
        marketRentCents: Math.round(rent / 100) * 100,
        createdAt: now,
        updatedAt: now,
      });
      const occupied = rng.chance(type === "short_term_rental" ? 0.97 : 0.93);
      let tenant: string | null = null;
      let leaseStart: string | null = null;
      const deposit = Math.round(rent / 100) * 100;
      if (occupied) {
        tenant = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
        const [ly, lm] = addMonthsYm(endY, endM, -rng.int(1, options.years * 12 + 12));
        leaseStart = `${ly}-${pad2(lm)}-01`;
        const [ey, em] = addMonthsYm(endY, endM, rng.int(1, 11));
        tenantRows.push({
          id: ids.uuid(),
          organizationId,
          propertyId: id,
          unitId,
          name: tenant,
          email: `${tenant.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
          phone: `(555) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, "0")}`,
          leaseStart,
          leaseEnd: rng.chance(0.25) ? null : `${ey}-${pad2(em)}-${pad2(daysIn(ey, em))}`,
          rentCents: Math.round(rent / 100) * 100,
          depositCents: deposit,
          status: "active",
          createdAt: now,
          updatedAt: now,
        });
      }
      plan.units.push({
        id: unitId,
        name: unitName,
        rent: Math.round(rent / 100) * 100,
        tenant,
        leaseStart,
        deposit,
      });
    }
    plans.push(plan);
  }

  // ---- the natural schedule of entries ---------------------------------------------------------
  const entries: Entry[] = [];
  const months: [number, number][] = [];
  for (let k = 0; k < options.years * 12; k++) months.push(addMonthsYm(startY, startM, k));
  const day = (y: number, m: number, d: number) => {
    const last = y === endY && m === endM ? endD : daysIn(y, m);
    return `${y}-${pad2(m)}-${pad2(Math.min(d, last))}`;
  };
  const inRange = (y: number, m: number, d: number) => !(y === endY && m === endM && d > endD);

  let monthlyBurn = 0;
  for (const p of plans) monthlyBurn += p.payment + Math.round((p.insurance + p.tax) / 12) + 20000;
  entries.push({
    date: from,
    type: "transfer",
    description: "Owner contribution - operating reserve",
    payee: null,
    bank: "3000",
    propertyIdx: null,
    unitId: null,
    splits: [{ account: "1000", cents: Math.max(1000_00, monthlyBurn * 3) }],
    reference: null,
  });
  for (const [y, m] of months) {
    let cardSpend = 0;
    for (const [pi, p] of plans.entries()) {
      for (const u of p.units) {
        if (!u.tenant || !u.leaseStart) continue;
        const ym = `${y}-${pad2(m)}`;
        if (u.leaseStart.slice(0, 7) > ym) continue;
        if (u.leaseStart.slice(0, 7) === ym) {
          entries.push({
            date: day(y, m, 1),
            type: "transfer",
            description: `Security deposit - ${u.tenant}`,
            payee: u.tenant,
            bank: "2100",
            propertyIdx: pi,
            unitId: u.id,
            splits: [{ account: "1050", cents: u.deposit }],
            reference: null,
          });
        }
        const d = rng.int(1, 5);
        if (!inRange(y, m, d)) continue;
        const late = rng.chance(0.04);
        const splits: Split[] = [{ account: "4000", cents: u.rent }];
        if (late) splits.push({ account: "4100", cents: rng.pick([5000, 7500, 10000]) });
        if (p.type !== "commercial" && rng.chance(0.08))
          splits.push({ account: "4200", cents: rng.pick([2500, 3500, 5000]) });
        entries.push({
          date: day(y, m, late ? d + 10 : d),
          type: "income",
          description: `Rent ${ym} - ${p.units.length > 1 ? `${u.name} - ` : ""}${u.tenant}`,
          payee: u.tenant,
          bank: "1000",
          propertyIdx: pi,
          unitId: u.id,
          splits,
          reference: `RENT-${ym}`,
        });
      }
      if (p.payment > 0 && p.loanBalance > 0 && inRange(y, m, 1)) {
        const interest = Math.round(p.loanBalance * p.monthlyRate);
        const principal = Math.min(p.loanBalance, p.payment - interest);
        p.loanBalance -= principal;
        entries.push({
          date: day(y, m, 1),
          type: "expense",
          description: "Mortgage payment",
          payee: p.lender,
          bank: "1000",
          propertyIdx: pi,
          unitId: null,
          splits: [
            { account: "5070", cents: interest },
            { account: "2500", cents: principal },
          ],
          reference: null,
        });
      }
      if (p.landlordUtilities && inRange(y, m, 15)) {
        entries.push({
          date: day(y, m, rng.int(10, 20)),
          type: "expense",
          description: "Water, sewer and trash",
          payee: rng.pick(VENDORS.utilities),
          bank: "1000",
          propertyIdx: pi,
          unitId: null,
          splits: [{ account: "5120", cents: rng.around(6500 * p.units.length, 0.3) }],
          reference: null,
        });
      }
      if (p.managed && inRange(y, m, 10)) {
        const rent = p.units.reduce((s, u) => s + (u.tenant ? u.rent : 0), 0);
        if (rent > 0) {
          entries.push({
            date: day(y, m, 10),
            type: "expense",
            description: "Management fee (8%)",
            payee: VENDORS.management[pi % 2]!,
            bank: "1000",
            propertyIdx: pi,
            unitId: null,
            splits: [{ account: "5060", cents: Math.round(rent * 0.08) }],
            reference: null,
          });
        }
      }
      if ((m === 4 || m === 10) && inRange(y, m, 15)) {
        entries.push({
          date: day(y, m, 15),
          type: "expense",
          description: `Property tax - ${m === 4 ? "first" : "second"} half ${y}`,
          payee: VENDORS.taxes[0]!,
          bank: "1000",
          propertyIdx: pi,
          unitId: null,
          splits: [{ account: "5110", cents: Math.round(p.tax / 2) }],
          reference: null,
        });
      }
      if (m === (pi % 12) + 1 && inRange(y, m, 5)) {
        entries.push({
          date: day(y, m, 5),
          type: "expense",
          description: "Annual landlord insurance premium",
          payee: VENDORS.insurance[pi % VENDORS.insurance.length]!,
          bank: "1000",
          propertyIdx: pi,
          unitId: null,
          splits: [{ account: "5040", cents: p.insurance }],
          reference: null,
        });
      }
      const repairs = rng.chance(0.35) ? (rng.chance(0.3) ? 2 : 1) : 0;
      for (let k = 0; k < repairs; k++) {
        const d = rng.int(1, 28);
        if (!inRange(y, m, d)) continue;
        const card = rng.chance(0.35);
        const kind = rng.float();
        const [acc, desc, vendor, base] =
          kind < 0.55
            ? [
                "5090",
                rng.pick([
                  "Plumbing repair",
                  "Appliance repair",
                  "HVAC service",
                  "Electrical repair",
                  "Roof patch",
                  "Lock change",
                ]),
                rng.pick(VENDORS.repairs),
                28000,
              ]
            : kind < 0.75
              ? [
                  "5100",
                  rng.pick(["Light bulbs and filters", "Paint and supplies", "Smoke detectors", "Hardware"]),
                  rng.pick(VENDORS.supplies),
                  9000,
                ]
              : kind < 0.9
                ? [
                    "5020",
                    rng.pick(["Turnover cleaning", "Landscaping", "Gutter cleaning", "Pest control"]),
                    rng.pick(VENDORS.cleaning),
                    15000,
                  ]
                : kind < 0.96
                  ? ["5000", "Vacancy listing", rng.pick(VENDORS.advertising), 6000]
                  : ["5050", rng.pick(["Tax preparation", "Lease review"]), rng.pick(VENDORS.legal), 35000];
        const cents = rng.around(base, 0.6);
        if (card) cardSpend += cents;
        entries.push({
          date: day(y, m, d),
          type: "expense",
          description: desc,
          payee: vendor,
          bank: card ? "2000" : "1000",
          propertyIdx: pi,
          unitId: null,
          splits: [{ account: acc, cents }],
          reference: rng.chance(0.5) ? `INV-${rng.int(1000, 99999)}` : null,
        });
      }
    }
    if (cardSpend > 0 && inRange(y, m, 28)) {
      entries.push({
        date: day(y, m, 28),
        type: "transfer",
        description: "Credit card payment",
        payee: "Card issuer",
        bank: "1000",
        propertyIdx: null,
        unitId: null,
        splits: [{ account: "2000", cents: cardSpend }],
        reference: null,
      });
    }
  }

  // ---- exact size: sample down, or top up with small expenses ---------------------------------
  let chosen = entries;
  const target = options.transactions;
  if (target !== undefined && target < entries.length) {
    // Keep the opening contribution; pick the rest by a seeded partial Fisher–Yates shuffle.
    const idx = entries.map((_, i) => i).slice(1);
    for (let i = 0; i < target - 1; i++) {
      const j = i + Math.floor(rng.float() * (idx.length - i));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    const keep = new Set(idx.slice(0, Math.max(0, target - 1)));
    chosen = entries.filter((_, i) => i === 0 || keep.has(i));
    if (target === 0) chosen = [];
  } else if (target !== undefined && target > entries.length) {
    const fromMs = Date.parse(`${from}T00:00:00Z`);
    const span = Date.parse(`${endDate}T00:00:00Z`) - fromMs;
    while (chosen.length < target) {
      const pi = plans.length ? rng.int(0, plans.length - 1) : null;
      chosen.push({
        date: new Date(fromMs + Math.floor((rng.float() * (span + 1)) / 86_400_000) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        type: "expense",
        description: rng.pick(["Supplies run", "Minor repair", "Cleaning supplies", "Mileage reimbursement"]),
        payee: rng.pick(VENDORS.supplies),
        bank: "1000",
        propertyIdx: pi,
        unitId: null,
        splits: [{ account: rng.pick(["5100", "5090", "5020", "5010"]), cents: rng.around(4500, 0.7) }],
        reference: null,
      });
    }
  }
  chosen.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  // ---- bulk insert ----------------------------------------------------------------------------
  let lineCount = 0;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    for (let i = 0; i < propRows.length; i += 1000)
      await tx.insert(properties).values(propRows.slice(i, i + 1000));
    for (let i = 0; i < unitRows.length; i += 1000)
      await tx.insert(units).values(unitRows.slice(i, i + 1000));
    for (let i = 0; i < tenantRows.length; i += 1000)
      await tx.insert(tenants).values(tenantRows.slice(i, i + 1000));
    const B = 2000;
    for (let i = 0; i < chosen.length; i += B) {
      const txRows: (typeof transactions.$inferInsert)[] = [];
      const lineRows: (typeof journalLines.$inferInsert)[] = [];
      for (const e of chosen.slice(i, i + B)) {
        const id = ids.uuid();
        const total = e.splits.reduce((s, x) => s + x.cents, 0);
        const propertyId = e.propertyIdx === null ? null : plans[e.propertyIdx]!.id;
        txRows.push({
          id,
          organizationId,
          date: e.date,
          description: e.description,
          payee: e.payee,
          type: e.type,
          amountCents: total,
          ...entryAccounts([
            { accountId: accountId(e.bank), debit: 0, credit: total },
            ...e.splits.map((x) => ({ accountId: accountId(x.account), debit: x.cents, credit: 0 })),
          ]),
          propertyIds: propertyId ? [propertyId] : [],
          bankAccountId: accountId(e.bank),
          propertyId,
          unitId: e.unitId,
          memo: null,
          reference: e.reference,
          createdAt: now,
          updatedAt: now,
        });
        const splitsDebit = e.type !== "income";
        lineRows.push({
          id: ids.uuid(),
          organizationId,
          transactionId: id,
          lineNo: 0,
          accountId: accountId(e.bank),
          propertyId,
          date: e.date,
          debitCents: splitsDebit ? 0 : total,
          creditCents: splitsDebit ? total : 0,
        });
        e.splits.forEach((s, k) => {
          lineRows.push({
            id: ids.uuid(),
            organizationId,
            transactionId: id,
            lineNo: k + 1,
            accountId: accountId(s.account),
            propertyId,
            date: e.date,
            debitCents: splitsDebit ? s.cents : 0,
            creditCents: splitsDebit ? 0 : s.cents,
          });
        });
      }
      await tx.insert(transactions).values(txRows);
      for (let k = 0; k < lineRows.length; k += 3000)
        await tx.insert(journalLines).values(lineRows.slice(k, k + 3000));
      lineCount += lineRows.length;
    }
    const unbalanced = rowsOf<{ transaction_id: string }>(
      await tx.execute(sql`
        select transaction_id from ${journalLines} where organization_id = ${organizationId}
        group by transaction_id having sum(debit_cents) <> sum(credit_cents) limit 1`),
    );
    if (unbalanced.length) throw new Error(`Unbalanced generated entry ${unbalanced[0]!.transaction_id}`);
    await rebuildJournalSummaries(tx, organizationId);
  });
  // Fresh statistics and visibility map, so the planner picks the indexes (and index-only scans).
  // (Best effort: VACUUM is refused inside a caller's transaction; ANALYZE alone still helps.)
  for (const t of [transactions, journalLines, accountMonthTotals, properties, units, tenants]) {
    await db.execute(sql`vacuum analyze ${t}`).catch(() => db.execute(sql`analyze ${t}`).catch(() => {}));
  }
  return {
    properties: propRows.length,
    units: unitRows.length,
    tenants: tenantRows.length,
    transactions: chosen.length,
    journalLines: lineCount,
    from,
    to: endDate,
  };
}

/**
 * Demo mode: a small portfolio for the demo organization, created once (skipped when the
 * organization already has transactions). Ends today, so the dashboard's month and YTD are live.
 */
export async function seedDemoPortfolio(
  db: Db,
  organizationId: string,
  options: Partial<PortfolioOptions> = {},
): Promise<PortfolioSummary | null> {
  const existing = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.organizationId, organizationId))
    .limit(1);
  if (existing.length) return null;
  return seedPortfolio(db, organizationId, { seed: 1, properties: 8, years: 3, ...options });
}
