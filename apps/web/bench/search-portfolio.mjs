// A second sample portfolio for the search benchmark, unlike the app's seed (server/accounting/seed):
// its own property names, cities, counties, tenants, vendors, descriptions and memos, so that the
// held-out labelled set (search-heldout.json) measures a search that was never tuned on these words.
// Deterministic: the same seed gives the same rows. Written through the seed's insert step, so the
// journal, split columns and day totals are exactly what the app keeps.
import { sql } from "drizzle-orm";
import { seedHeldOutRecords } from "./search-records.mjs";

const { applyChartTemplate } = await import("../src/server/accounting/chart-template.ts");
const { accountIdsByCode, insertPortfolio } = await import("../src/server/accounting/seed/insert.ts");
const { SeedPeriod } = await import("../src/server/accounting/seed/model.ts");
const { Rng, hash32 } = await import("../src/server/accounting/seed/random.ts");

const { HELD_OUT_PROPERTIES, JOBS, UTILITIES } = await import("./search-portfolio-data.mjs");

const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

export const HELD_OUT_NOW = new Date("2026-01-15T12:00:00Z");

/** The properties, units and tenants, and each property's terms (loan, manager, county). */
export function placesOf({ ids, organizationId, now }, places = HELD_OUT_PROPERTIES) {
  const rows = { properties: [], units: [], tenants: [] };
  const stamp = { organizationId, createdAt: now, updatedAt: now };
  const plans = places.map(([name, address, city, state, postal, type, county, unitList], pi) => {
    const id = ids.uuid();
    rows.properties.push({
      ...stamp,
      id,
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
    });
    const units = unitList.map(([unitName, tenant, rent]) => {
      const unitId = ids.uuid();
      rows.units.push({
        ...stamp,
        id: unitId,
        propertyId: id,
        name: unitName,
        marketRentCents: rent * 100,
      });
      if (tenant)
        rows.tenants.push({
          ...stamp,
          id: ids.uuid(),
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
        });
      return { id: unitId, name: unitName, rent: rent * 100, tenant };
    });
    const lender = pi % 2 ? "Lakeside Credit Union" : "Frontier Home Lending";
    return { id, type, county, units, lender, loan: pi % 3 !== 2, managed: pi % 4 === 1 };
  });
  return { rows, plans };
}

/** One entry of property `pi` on day `d` of the month, in one account. */
export const entry = (g, pi, d, type, description, payee, account, cents, more = {}) => ({
  date: g.period.day(g.y, g.m, d),
  type,
  description,
  payee,
  propertyIdx: pi,
  splits: [{ account, cents }],
  ...more,
});

/** The month's rent (bookings for short-term rentals), late fees, pet rent and laundry; answers the rent. */
function incomeOf(g, p, pi) {
  const { rng } = g;
  let rentIn = 0;
  for (const u of p.units) {
    if (p.type === "short_term_rental") {
      for (let k = 0; k < rng.int(2, 4); k++) {
        // Draws in the order the portfolio was first generated with: amount, day, payee.
        const cents = rng.around(62000, 0.5);
        rentIn += cents;
        const day = rng.int(1, 28);
        const payee = rng.chance(0.6) ? "Airbnb" : "Vrbo";
        g.push(entry(g, pi, day, "income", "Booking payout", payee, "4000", cents, { unitId: u.id }));
      }
      continue;
    }
    if (!u.tenant) continue;
    rentIn += u.rent;
    const ym = `${MONTH_NAMES[g.m - 1]} ${g.y}`;
    const unit = { unitId: u.id };
    g.push(
      entry(g, pi, rng.int(1, 5), "income", `Rent for ${ym} - ${u.tenant}`, u.tenant, "4000", u.rent, unit),
    );
    if (rng.chance(0.06))
      g.push(
        entry(g, pi, 12, "income", "Late fee", u.tenant, "4100", 5000, unit),
        rng.chance(0.5) ? "paid ten days late" : null,
      );
    if (pi % 5 === 0 && rng.chance(0.5))
      g.push(entry(g, pi, 3, "income", "Pet rent", u.tenant, "4200", 3500, unit));
  }
  if (p.type === "multi_family" && pi % 2 === 0)
    g.push(
      entry(
        g,
        pi,
        20,
        "income",
        "Laundry machine income",
        "CoinWash Laundry Services",
        "4900",
        rng.around(8000, 0.3),
      ),
    );
  return rentIn;
}

/** The month's bills: utilities, the loan, the manager's fee, property tax, insurance. */
function billsOf(g, p, pi, rentIn) {
  const { rng, m } = g;
  if (p.type === "multi_family" || p.type === "short_term_rental" || pi % 4 === 3)
    for (const [desc, vendor, base] of UTILITIES)
      if (rng.chance(0.85)) {
        const day = rng.int(8, 22);
        const cents = rng.around(base * 100 * Math.max(1, p.units.length / 2), 0.3);
        g.push(entry(g, pi, day, "expense", desc, vendor, "5120", cents));
      }
  if (p.loan) {
    const interest = rng.around(95000 + pi * 4000, 0.02);
    const principal = { account: "2500", cents: 42000 + pi * 1500 };
    const loan = entry(g, pi, 1, "expense", "Loan payment", p.lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, principal] });
  }
  if (p.managed) {
    const fee = Math.max(5000, Math.round(rentIn * 0.09));
    g.push(
      entry(g, pi, 25, "expense", "Property management fee", "Northstar Property Management", "5060", fee),
    );
  }
  if (m === 3 || m === 9) {
    const treasurer = `${p.county} County Treasurer`;
    g.push(entry(g, pi, 15, "expense", "Property tax installment", treasurer, "5110", 180000 + pi * 9000));
  }
  if (m === 7)
    g.push(
      entry(
        g,
        pi,
        10,
        "expense",
        "Landlord policy renewal",
        "Pinecrest Mutual Insurance",
        "5040",
        110000 + pi * 4000,
      ),
    );
}

/** None, one or two repair-like jobs, some paid by card, some with a memo. */
function jobsOf(g, pi) {
  const { rng, period, y, m } = g;
  const jobs = rng.chance(0.55) ? rng.int(1, 2) : 0;
  for (let k = 0; k < jobs; k++) {
    const [account, desc, vendor, base, memoChoices] = rng.pick(JOBS);
    const d = rng.int(1, 28);
    if (!period.inRange(y, m, d)) continue;
    const bank = rng.chance(0.3) ? "2000" : "1000";
    const cents = rng.around(base * 100, 0.4);
    g.push(entry(g, pi, d, "expense", desc, vendor, account, cents, { bank }), rng.pick(memoChoices));
  }
}

/** The rows (places), plans and entries of the held-out portfolio; `memos` by entry reference. */
function generate(scope) {
  const { rows, plans } = placesOf(scope);
  const entries = [];
  const memos = new Map();
  let ref = 0;
  const push = (e, memo) => {
    const reference = memo ? `HO-${++ref}` : null;
    if (memo) memos.set(reference, memo);
    entries.push({ bank: "1000", unitId: null, reference, ...e });
  };
  for (const [y, m] of scope.period.months) {
    const g = { rng: scope.rng, period: scope.period, y, m, push };
    plans.forEach((p, pi) => {
      billsOf(g, p, pi, incomeOf(g, p, pi));
      jobsOf(g, pi);
    });
  }
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rows, plans, entries, memos };
}

/** Sets the memos (by entry reference) the seed's insert step does not write. */
export async function writeMemos(db, organizationId, memos) {
  const pairs = [...memos];
  for (let i = 0; i < pairs.length; i += 500) {
    const values = sql.join(
      pairs.slice(i, i + 500).map(([r, m]) => sql`(${r}, ${m})`),
      sql`, `,
    );
    await db.execute(sql`update transactions t set memo = v.memo from (values ${values}) v(ref, memo)
      where t.organization_id = ${organizationId} and t.reference = v.ref`);
  }
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
  await writeMemos(db, organizationId, memos);
  await seedHeldOutRecords(db, organizationId, now);
  return { properties: rows.properties.length, tenants: rows.tenants.length, transactions: entries.length };
}
