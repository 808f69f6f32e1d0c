// A fourth sample portfolio for the search: neither the app's seed, the held-out nor the probe portfolio,
// with places in other regions, other tenants, vendors and wording (search-fresh-data.mjs), three years
// of history and its own "today". The fresh queries (search-fresh.json) run over it, written from this
// data only, never from the search code. Deterministic: the same seed gives the same rows.

import {
  FRESH_JOBS,
  FRESH_LENDERS,
  FRESH_ONE_OFF_MEMOS,
  FRESH_ONE_OFFS,
  FRESH_PROPERTIES,
} from "./search-fresh-data.mjs";
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The fresh portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const FRESH_NOW = new Date("2026-06-15T14:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const FULL_MONTHS =
  "January February March April May June July August September October November December".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the July 2025 renewals; before, 4 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-07" ? Math.round((cents * 0.96) / 500) * 500 : cents);
const termsOf = (pi) => FRESH_PROPERTIES[pi][8];
const unitsOf = (pi) => FRESH_PROPERTIES[pi][7];

/** Who paid the unit's rent that month (the one before, nobody in the turnover month, the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  return at < opts.until ? opts.before : at === opts.until ? null : u.tenant;
}

/** The rent line as it reads in the bank feed: Zelle, a check, an ACH deposit, or a shop's base rent. */
function rentLine(g, p, u, payer) {
  const mon = MONTHS[g.m - 1];
  if (p.type === "commercial") return `${FULL_MONTHS[g.m - 1]} base rent - ${u.name}`;
  const style = hash32(payer) % 3;
  if (style === 0) {
    const [first, ...rest] = payer.split(" ");
    return `Zelle from ${first} ${rest.at(-1)[0]}. - ${mon} rent`;
  }
  if (style === 1) return `Rent ck #${1000 + ((hash32(payer) + g.y * 12 + g.m) % 9000)} - ${u.name}`;
  return `ACH deposit - ${u.name} rent ${mon} '${String(g.y).slice(2)}`;
}

/** Booking payouts of a short-term rental, more in its peak months; answers the total. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const peak = termsOf(pi).peak.includes(g.m);
  let total = 0;
  for (let k = rng.int(peak ? 4 : 1, peak ? 6 : 3); k > 0; k--) {
    const nights = rng.int(2, 6);
    const cents = nights * rng.around(18500, 0.2);
    total += cents;
    const [desc, payee] = rng.chance(0.65)
      ? [`Airbnb payout - ${nights} nights`, "Airbnb Payments"]
      : ["Vrbo reservation payout", "Vrbo"];
    g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents, { unitId: p.units[0].id }));
  }
  if (total) {
    const cleans = Math.max(1, Math.round(total / 60000));
    const clean = `Turnover cleans x${cleans}`;
    g.push(entry(g, pi, 28, "expense", clean, "Tidy Nest Cleaning Co.", "5020", cleans * 9500));
    const tax = `Occupancy tax remittance - ${MONTHS[g.m - 1]}`;
    g.push(entry(g, pi, 20, "expense", tax, termsOf(pi).lodgingTax, "5110", Math.round(total * 0.06)));
  }
  if (rng.chance(0.4)) {
    const day = rng.int(2, 26);
    const supplies = "Guest supplies (TP, coffee, soap)";
    g.push(entry(g, pi, day, "expense", supplies, "Costco Wholesale", "5100", rng.around(8500, 0.3)));
  }
  return total;
}

/** Rent, late fees, pet rent, shared-area charges and laundry; answers the rent collected. */
function incomeOf(g, p, pi) {
  if (p.type === "short_term_rental") return payoutsOf(g, p, pi);
  const { rng } = g;
  let rentIn = 0;
  p.units.forEach((u, ui) => {
    const opts = unitsOf(pi)[ui][3];
    const payer = payerOf(u, opts, g.y, g.m);
    if (!payer) return;
    const cents = rentAt(u.rent, g.y, g.m);
    const unit = { unitId: u.id };
    rentIn += cents;
    g.push(entry(g, pi, rng.int(1, 5), "income", rentLine(g, p, u, payer), payer, "4000", cents, unit));
    if (rng.chance(0.07))
      g.push(
        entry(g, pi, rng.int(8, 14), "income", "Late fee - paid after the 5th", payer, "4100", 5000, unit),
        rng.chance(0.5) ? "said paycheck was delayed" : null,
      );
    if (opts?.pet && payer === u.tenant)
      g.push(entry(g, pi, 3, "income", `Pet rent (${opts.pet})`, payer, "4200", 3500, unit));
    if (termsOf(pi).cam && g.m % 3 === 0) {
      const cam = `CAM reimbursement Q${g.m / 3} - ${u.name}`;
      g.push(entry(g, pi, 15, "income", cam, payer, "4900", rng.around(cents * 0.36, 0.15), unit));
    }
  });
  if (termsOf(pi).laundry) {
    const cents = rng.around(9000, 0.3);
    g.push(
      entry(g, pi, 22, "income", "Coin-op laundry collections", "WashCo Laundry Route Svc", "4900", cents),
    );
  }
  return rentIn;
}

const INSURANCE = {
  single_family: "Landlord policy (DP-3) renewal",
  multi_family: "Landlord policy (DP-3) renewal",
  condo: "HO-6 condo policy renewal",
  commercial: "Commercial property & liability premium",
  short_term_rental: "Short-term rental policy renewal",
};

/** The owner-paid utilities, the mortgage, the manager or co-host, HOA dues, taxes, premium and permit. */
function billsOf(g, p, pi, rentIn) {
  const { rng, m, y } = g;
  const terms = termsOf(pi);
  for (const [desc, vendor, base] of terms.utilities)
    if (rng.chance(0.85))
      g.push(entry(g, pi, rng.int(9, 25), "expense", desc, vendor, "5120", rng.around(base * 100, 0.3)));
  if (p.loan) {
    const interest = rng.around(71000 + pi * 6300, 0.02);
    const loan = entry(g, pi, 1, "expense", "Mortgage (P&I)", p.lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 33000 + pi * 2100 }] });
  }
  if (p.managed) {
    const [desc, payee, share] =
      p.type === "short_term_rental"
        ? ["Co-host fee (20%)", "Hearth & Key Hosting", 0.2]
        : ["Mgmt fee - 9% of collections", "Tall Timber Property Mgmt", 0.09];
    g.push(entry(g, pi, 27, "expense", desc, payee, "5060", Math.round(rentIn * share)));
  }
  if (terms.hoa) g.push(entry(g, pi, 1, "expense", terms.hoa[0], terms.hoa[1], "5190", terms.hoa[2] * 100));
  if (m === 6 || m === 12) {
    const desc = `${y} property tax - ${m === 6 ? "1st" : "2nd"} installment`;
    const payee = terms.taxPayee ?? `${p.county} County Treasurer`;
    g.push(entry(g, pi, 10, "expense", desc, payee, "5110", 180000 + pi * 23000));
  }
  if (m === 1 + ((pi * 5) % 12)) {
    const insurer = pi % 2 ? "Ridgeline Insurance Group" : "Bluestem Mutual Insurance";
    g.push(entry(g, pi, 12, "expense", INSURANCE[p.type], insurer, "5040", 95000 + pi * 8700));
  }
  if (terms.permit && m === terms.permit[3]) {
    const [desc, payee, dollars] = terms.permit;
    g.push(entry(g, pi, 18, "expense", desc, payee, "5190", dollars * 100));
  }
}

/** None, one or two jobs a month from the vendors' lists, by season and kind of place; big ones rarely. */
function jobsOf(g, p, pi) {
  const { rng, period, y, m } = g;
  const months = { winter: [11, 12, 1, 2, 3], spring: [4, 5], summer: [5, 6, 7, 8, 9], fall: [10, 11] };
  months.snow = ["AL", "AR"].includes(FRESH_PROPERTIES[pi][3]) ? [] : months.winter;
  const house = p.type === "single_family" || p.type === "short_term_rental";
  const fits = (tags) =>
    !tags ||
    months[tags]?.includes(m) ||
    (tags === "house" && house) ||
    (tags === "shop" && p.type === "commercial");
  const jobs = FRESH_JOBS.flatMap(([vendor, account, list]) =>
    list.filter((j) => fits(j[3])).map((j) => [vendor, account, ...j]),
  );
  for (let k = rng.chance(0.6) ? rng.int(1, 2) : 0; k > 0; k--) {
    const [vendor, account, desc, base, memos = []] = rng.pick(jobs);
    if (base >= 1500 && rng.chance(0.7)) continue; // the big jobs are rarer
    const d = rng.int(1, 28);
    const bank = rng.chance(0.3) ? "2000" : "1000";
    const memo = memos.length && rng.chance(0.5) ? rng.pick(memos) : null;
    if (!period.inRange(y, m, d)) continue;
    g.push(entry(g, pi, d, "expense", desc, vendor, account, rng.around(base * 100, 0.35), { bank }), memo);
  }
}

/** The portfolio's own entries that month: the one-offs dated in it and the bank's service fee. */
function portfolioOf(g) {
  for (const [pi, date, account, desc, payee, dollars] of FRESH_ONE_OFFS) {
    if (date.slice(0, 7) !== ym(g.y, g.m)) continue;
    const type = account.startsWith("4") ? "income" : "expense";
    const e = entry(g, pi, Number(date.slice(8)), type, desc, payee, account, dollars * 100);
    g.push(e, FRESH_ONE_OFF_MEMOS[desc] ?? null);
  }
  g.push(entry(g, null, 28, "expense", "Monthly svc fee", "Cornerstone Community Bank", "5190", 1200));
}

/** Seeds the fresh portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedFresh(db, organizationId, seed = 61803) {
  return seedPortfolio(db, portfolioScope(organizationId, FRESH_NOW, 3, seed, "fresh"), FRESH_PROPERTIES, {
    tag: "FR",
    lenders: FRESH_LENDERS,
    month: (g, plans) => {
      plans.forEach((p, pi) => {
        billsOf(g, p, pi, incomeOf(g, p, pi));
        jobsOf(g, p, pi);
      });
      portfolioOf(g);
    },
  });
}
