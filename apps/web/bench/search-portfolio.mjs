// A second sample portfolio for the search benchmark, unlike the app's seed (server/accounting/seed):
// its own property names, cities, counties, tenants, vendors, descriptions and memos, so that the
// held-out labelled set (search-heldout.json) measures a search that was never tuned on these words.
// Deterministic: the same seed gives the same rows. Written through the seed's insert step, so the
// journal, split columns and day totals are exactly what the app keeps.
import { sql } from "drizzle-orm";

const { applyChartTemplate } = await import("../src/server/accounting/chart-template.ts");
const { accountIdsByCode, insertPortfolio } = await import("../src/server/accounting/seed/insert.ts");
const { SeedPeriod } = await import("../src/server/accounting/seed/model.ts");
const { Rng, hash32 } = await import("../src/server/accounting/seed/random.ts");

/** [name, address, city, state, postal, type, county, units: [unit name, tenant | null, rent $][]] */
export const HELD_OUT_PROPERTIES = [
  [
    "Bluebonnet Flats",
    "1200 Ranch Road 12",
    "San Marcos",
    "TX",
    "78666",
    "multi_family",
    "Hays",
    [
      ["Unit A", "Olivia Bennett", 1150],
      ["Unit B", "Marcus Oyelaran", 1175],
      ["Unit C", null, 1150],
      ["Unit D", "Hiro Tanaka", 1200],
    ],
  ],
  [
    "Heron Point Cottage",
    "45 Heron Point Way",
    "Duluth",
    "MN",
    "55803",
    "single_family",
    "St. Louis",
    [["Main", "Greta Lindqvist", 1450]],
  ],
  [
    "Copperleaf Townhomes",
    "310 Copperleaf Circle",
    "Sacramento",
    "CA",
    "95814",
    "multi_family",
    "Sacramento",
    [
      ["Unit 1", "Ramon Delgado", 2100],
      ["Unit 2", "Priyanka Rao", 2150],
      ["Unit 3", "Tomasz Nowak", 2100],
    ],
  ],
  [
    "Red Rock Bungalow",
    "702 Canyon Vista Drive",
    "Flagstaff",
    "AZ",
    "86001",
    "single_family",
    "Coconino",
    [["Main", "Aaliyah Brooks", 1650]],
  ],
  [
    "Maplewood Lofts",
    "19 Foundry Street",
    "Pittsburgh",
    "PA",
    "15222",
    "multi_family",
    "Allegheny",
    [
      ["Loft 1", "Desmond Whitfield", 1300],
      ["Loft 2", "Ingrid Sorensen", 1325],
      ["Loft 3", "Kofi Mensah", 1300],
      ["Loft 4", "Beatriz Almeida", 1350],
      ["Loft 5", null, 1300],
      ["Loft 6", "Yusuf Karim", 1400],
    ],
  ],
  [
    "Ponderosa Cabin",
    "5 Gallatin Trail",
    "Bozeman",
    "MT",
    "59715",
    "short_term_rental",
    "Gallatin",
    [["Main", null, 0]],
  ],
  [
    "Riverside Commons",
    "1400 Market Street",
    "Chattanooga",
    "TN",
    "37402",
    "commercial",
    "Hamilton",
    [
      ["Suite 101", "Cedar & Salt Bakery", 3200],
      ["Suite 102", "Summit Yoga Studio", 2800],
      ["Suite 103", "Trailhead Outfitters", 3500],
    ],
  ],
  [
    "Lakeshore Condo 4B",
    "220 Lakeshore Boulevard",
    "Burlington",
    "VT",
    "05401",
    "condo",
    "Chittenden",
    [["Main", "Harper Quinlan", 1900]],
  ],
  [
    "Blue Ridge Farmhouse",
    "77 Sassafras Hollow Road",
    "Asheville",
    "NC",
    "28801",
    "single_family",
    "Buncombe",
    [["Main", "Nadia Petrova", 2250]],
  ],
  [
    "Willamette Duplex",
    "1518 Alder Street",
    "Eugene",
    "OR",
    "97401",
    "multi_family",
    "Lane",
    [
      ["Upstairs", "Elliot Fairbanks", 1250],
      ["Downstairs", "Camille Dubois", 1225],
    ],
  ],
  [
    "Adobe Casita",
    "33 Camino del Monte Sol",
    "Santa Fe",
    "NM",
    "87501",
    "single_family",
    "Santa Fe",
    [["Main", "Rafael Ortega", 1800]],
  ],
  [
    "Hawkeye Fourplex",
    "2600 Ingersoll Avenue",
    "Des Moines",
    "IA",
    "50312",
    "multi_family",
    "Polk",
    [
      ["Unit 1", "Sunita Iyer", 950],
      ["Unit 2", "Connor Byrne", 975],
      ["Unit 3", "Mei Lin Zhou", 950],
      ["Unit 4", "Oscar Whitaker", 990],
    ],
  ],
  [
    "Pearl District Studio",
    "1100 NW Glisan Street",
    "Portland",
    "OR",
    "97209",
    "condo",
    "Multnomah",
    [["Main", "Leila Haddad", 1700]],
  ],
  [
    "Midtown Retail Plaza",
    "909 J Street",
    "Sacramento",
    "CA",
    "95814",
    "commercial",
    "Sacramento",
    [
      ["Suite 1", "Blue Heron Books", 2600],
      ["Suite 2", "Finn Gallagher", 2400],
    ],
  ],
  [
    "Lookout Mountain Chalet",
    "12 Ochs Highway",
    "Chattanooga",
    "TN",
    "37409",
    "short_term_rental",
    "Hamilton",
    [["Main", null, 0]],
  ],
  [
    "Champlain Row House",
    "64 North Winooski Avenue",
    "Burlington",
    "VT",
    "05401",
    "single_family",
    "Chittenden",
    [["Main", "Zara Okafor", 2050]],
  ],
];

/** [account code, description, vendor, typical $, memos (one is drawn, or none)] */
const JOBS = [
  ["5090", "Gas leak repair", "Summit Plumbing Co", 420, ["tenant smelled gas in the kitchen", null]],
  ["5090", "Sewer line snaking", "Summit Plumbing Co", 260, ["roots in the main line", null]],
  ["5090", "Water heater replacement", "Summit Plumbing Co", 1350, ["50 gallon tank", null]],
  ["5090", "Toilet flapper fix", "Summit Plumbing Co", 95, [null]],
  ["5090", "Electric panel replacement", "BrightSpark Electric", 2400, ["upgraded to 200 amp service", null]],
  ["5090", "Outlet rewiring", "BrightSpark Electric", 310, [null]],
  ["5090", "Furnace tune-up", "Polar Air Heating & Cooling", 180, ["before winter", null]],
  ["5090", "Air conditioner recharge", "Polar Air Heating & Cooling", 340, ["heat wave call", null]],
  ["5090", "Heat pump repair", "Polar Air Heating & Cooling", 690, [null]],
  ["5090", "Roof shingle repair", "Keystone Roofing", 780, ["after the hail storm", null]],
  ["5090", "Drywall patch", "Fix-It Fred Handyman", 210, [null]],
  ["5090", "Broken window replaced", "Fix-It Fred Handyman", 330, ["baseball through the glass", null]],
  ["5090", "Garbage disposal replaced", "Fix-It Fred Handyman", 240, [null]],
  ["5090", "Dishwasher repair", "Fix-It Fred Handyman", 190, [null]],
  ["5020", "Move-out cleaning", "Sparkle Move-Out Cleaning", 300, [null]],
  ["5020", "Carpet shampoo", "Sparkle Move-Out Cleaning", 220, [null]],
  ["5020", "Lawn mowing", "Evergreen Lawn Care", 85, [null]],
  ["5020", "Snow removal", "Evergreen Lawn Care", 150, ["driveway and walks", null]],
  ["5020", "Termite inspection", "Acme Pest Solutions", 175, [null]],
  ["5020", "Ant treatment", "Acme Pest Solutions", 120, [null]],
  ["5100", "Air filters", "Hometown Hardware", 60, [null]],
  ["5100", "Paint and rollers", "Hometown Hardware", 140, [null]],
  ["5100", "Door hardware", "Hometown Hardware", 75, [null]],
  ["5100", "Smoke alarm batteries", "Hometown Hardware", 35, [null]],
  ["5000", "Rental listing ad", "Rentwise Listings", 45, [null]],
  ["5010", "Mileage to property", null, 40, [null]],
  ["5050", "Eviction filing", "Brightwater Law Group", 650, [null]],
  ["5050", "Lease drafting", "Brightwater Law Group", 400, [null]],
];

const UTILITIES = [
  ["Electric bill", "Cascade Gas & Electric", 140],
  ["Natural gas bill", "Cascade Gas & Electric", 90],
  ["Water and sewer", "City Water Utility", 75],
  ["Trash pickup", "Waste Haulers Inc", 38],
  ["Internet service", "Fiberlink Internet", 65],
];

const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

export const HELD_OUT_NOW = new Date("2026-01-15T12:00:00Z");

/** The rows (places), plans and entries of the held-out portfolio; `memos` by entry reference. */
function generate(scope) {
  const { rng, ids, organizationId, now, period } = scope;
  const rows = { properties: [], units: [], tenants: [] };
  const plans = [];
  HELD_OUT_PROPERTIES.forEach(([name, address, city, state, postal, type, county, unitList], pi) => {
    const id = ids.uuid();
    rows.properties.push({
      id,
      organizationId,
      name,
      addressLine1: address,
      city,
      state,
      postalCode: postal,
      country: "US",
      type,
      notes: `${county} County`,
      purchaseDate: `20${15 + (pi % 8)}-0${1 + (pi % 9)}-15`,
      purchasePriceCents: 250_000_00 + pi * 17_000_00,
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
    const units = unitList.map(([unitName, tenant, rent]) => {
      const unitId = ids.uuid();
      rows.units.push({
        id: unitId,
        organizationId,
        propertyId: id,
        name: unitName,
        marketRentCents: rent * 100,
        createdAt: now,
        updatedAt: now,
      });
      if (tenant)
        rows.tenants.push({
          id: ids.uuid(),
          organizationId,
          propertyId: id,
          unitId,
          name: tenant,
          email: `${tenant.toLowerCase().replace(/[^a-z]+/g, ".")}@mail.test`,
          phone: `(555) 01${pi}-${1000 + rent}`,
          leaseStart: "2023-06-01",
          leaseEnd: "2026-05-31",
          rentCents: rent * 100,
          depositCents: rent * 100,
          status: "active",
          createdAt: now,
          updatedAt: now,
        });
      return { id: unitId, name: unitName, rent: rent * 100, tenant };
    });
    plans.push({
      id,
      type,
      county,
      units,
      lender: pi % 2 ? "Lakeside Credit Union" : "Frontier Home Lending",
      loan: pi % 3 !== 2,
      managed: pi % 4 === 1,
    });
  });
  const entries = [];
  const memos = new Map();
  let ref = 0;
  const push = (e, memo) => {
    const reference = memo ? `HO-${++ref}` : null;
    if (memo) memos.set(reference, memo);
    entries.push({ bank: "1000", unitId: null, reference, ...e });
  };
  for (const [y, m] of period.months) {
    const ym = `${MONTH_NAMES[m - 1]} ${y}`;
    plans.forEach((p, pi) => {
      let rentIn = 0;
      for (const u of p.units) {
        if (p.type === "short_term_rental") {
          for (let k = 0; k < rng.int(2, 4); k++) {
            const cents = rng.around(62000, 0.5);
            rentIn += cents;
            push({
              date: period.day(y, m, rng.int(1, 28)),
              type: "income",
              description: "Booking payout",
              payee: rng.chance(0.6) ? "Airbnb" : "Vrbo",
              propertyIdx: pi,
              unitId: u.id,
              splits: [{ account: "4000", cents }],
            });
          }
          continue;
        }
        if (!u.tenant) continue;
        rentIn += u.rent;
        push({
          date: period.day(y, m, rng.int(1, 5)),
          type: "income",
          description: `Rent for ${ym} - ${u.tenant}`,
          payee: u.tenant,
          propertyIdx: pi,
          unitId: u.id,
          splits: [{ account: "4000", cents: u.rent }],
        });
        if (rng.chance(0.06))
          push(
            {
              date: period.day(y, m, 12),
              type: "income",
              description: "Late fee",
              payee: u.tenant,
              propertyIdx: pi,
              unitId: u.id,
              splits: [{ account: "4100", cents: 5000 }],
            },
            rng.chance(0.5) ? "paid ten days late" : null,
          );
        if (pi % 5 === 0 && rng.chance(0.5))
          push({
            date: period.day(y, m, 3),
            type: "income",
            description: "Pet rent",
            payee: u.tenant,
            propertyIdx: pi,
            unitId: u.id,
            splits: [{ account: "4200", cents: 3500 }],
          });
      }
      if (p.type === "multi_family" && pi % 2 === 0)
        push({
          date: period.day(y, m, 20),
          type: "income",
          description: "Laundry machine income",
          payee: "CoinWash Laundry Services",
          propertyIdx: pi,
          splits: [{ account: "4900", cents: rng.around(8000, 0.3) }],
        });
      if (p.type === "multi_family" || p.type === "short_term_rental" || pi % 4 === 3)
        for (const [desc, vendor, base] of UTILITIES)
          if (rng.chance(0.85))
            push({
              date: period.day(y, m, rng.int(8, 22)),
              type: "expense",
              description: desc,
              payee: vendor,
              propertyIdx: pi,
              splits: [
                { account: "5120", cents: rng.around(base * 100 * Math.max(1, p.units.length / 2), 0.3) },
              ],
            });
      if (p.loan) {
        const interest = rng.around(95000 + pi * 4000, 0.02);
        push({
          date: period.day(y, m, 1),
          type: "expense",
          description: "Loan payment",
          payee: p.lender,
          propertyIdx: pi,
          splits: [
            { account: "5070", cents: interest },
            { account: "2500", cents: 42000 + pi * 1500 },
          ],
        });
      }
      if (p.managed)
        push({
          date: period.day(y, m, 25),
          type: "expense",
          description: "Property management fee",
          payee: "Northstar Property Management",
          propertyIdx: pi,
          splits: [{ account: "5060", cents: Math.max(5000, Math.round(rentIn * 0.09)) }],
        });
      if (m === 3 || m === 9)
        push({
          date: period.day(y, m, 15),
          type: "expense",
          description: "Property tax installment",
          payee: `${p.county} County Treasurer`,
          propertyIdx: pi,
          splits: [{ account: "5110", cents: 180000 + pi * 9000 }],
        });
      if (m === 7)
        push({
          date: period.day(y, m, 10),
          type: "expense",
          description: "Landlord policy renewal",
          payee: "Pinecrest Mutual Insurance",
          propertyIdx: pi,
          splits: [{ account: "5040", cents: 110000 + pi * 4000 }],
        });
      const jobs = rng.chance(0.55) ? rng.int(1, 2) : 0;
      for (let k = 0; k < jobs; k++) {
        const [account, desc, vendor, base, memoChoices] = rng.pick(JOBS);
        const d = rng.int(1, 28);
        if (!period.inRange(y, m, d)) continue;
        push(
          {
            date: period.day(y, m, d),
            type: "expense",
            description: desc,
            payee: vendor,
            bank: rng.chance(0.3) ? "2000" : "1000",
            propertyIdx: pi,
            splits: [{ account, cents: rng.around(base * 100, 0.4) }],
          },
          rng.pick(memoChoices),
        );
      }
    });
  }
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rows, plans, entries, memos };
}

/** Seeds the held-out portfolio into `organizationId` (chart, places, two years of entries, memos). */
export async function seedHeldOut(db, organizationId, seed = 2024) {
  const now = HELD_OUT_NOW;
  const scope = {
    organizationId,
    now,
    period: new SeedPeriod("2026-01-15", 2),
    rng: new Rng(seed),
    ids: new Rng(hash32(`${organizationId}:held-out:${seed}`)),
  };
  await applyChartTemplate(db, organizationId, now);
  const accountId = await accountIdsByCode(db, organizationId);
  const { rows, plans, entries, memos } = generate(scope);
  await insertPortfolio(db, scope, rows, plans, entries, accountId);
  const pairs = [...memos];
  for (let i = 0; i < pairs.length; i += 500) {
    const values = sql.join(
      pairs.slice(i, i + 500).map(([r, m]) => sql`(${r}, ${m})`),
      sql`, `,
    );
    await db.execute(sql`update transactions t set memo = v.memo from (values ${values}) v(ref, memo)
      where t.organization_id = ${organizationId} and t.reference = v.ref`);
  }
  return { properties: rows.properties.length, tenants: rows.tenants.length, transactions: entries.length };
}
