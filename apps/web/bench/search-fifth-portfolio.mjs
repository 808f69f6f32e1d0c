// A fifth sample portfolio for the search: neither the app's seed nor the held-out, probe or fresh
// portfolio, with places in states none of them use, other tenants, local vendors and bank-feed wording
// (search-fifth-data.mjs), three years of history and its own "today". The fifth queries
// (search-fifth.json) run over it, written from this data only, never from the search code.
// Deterministic: the same seed gives the same rows.

import { FIFTH_JOBS, FIFTH_ONE_OFFS, FIFTH_PROPERTIES } from "./search-fifth-data.mjs";
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The fifth portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const FIFTH_NOW = new Date("2026-09-10T15:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the June 2025 renewals; before, 4 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-06" ? Math.round((cents * 0.96) / 500) * 500 : cents);
const termsOf = (pi) => FIFTH_PROPERTIES[pi][8];
const unitsOf = (pi) => FIFTH_PROPERTIES[pi][7];
/** A name as a bank feed prints it: upper case, no accents. */
const feedName = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();

/** Who paid the unit's rent that month (the one before, nobody in the turnover month, the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  return at < opts.until ? opts.before : at === opts.until ? null : u.tenant;
}

/** The rent line as it reads in the bank feed: a mobile check deposit, an ACH credit, Venmo; shops' lease. */
function rentLine(g, p, u, payer) {
  const mon = MONTHS[g.m - 1];
  const yy = String(g.y).slice(2);
  if (p.type === "commercial") return `Lease pmt ${u.name} - ${mon} ${yy}`;
  const style = hash32(`${payer}:fifth`) % 3;
  if (style === 0)
    return `Mobile deposit - ck #${100 + ((hash32(payer) + g.y * 12 + g.m) % 900)} (${u.name} rent)`;
  if (style === 1) return `ACH CREDIT ${feedName(payer)} RENT`;
  return `Venmo - ${payer} - ${mon} ${g.y} rent`;
}

/** Booking payouts of a short-term rental (more in peak and shoulder months), cleans, tax; the total. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const terms = termsOf(pi);
  const [lo, hi] = terms.peak.includes(g.m) ? [4, 7] : terms.shoulder.includes(g.m) ? [2, 4] : [0, 2];
  let total = 0;
  let stays = 0;
  for (let k = rng.int(lo, hi); k > 0; k--) {
    const nights = rng.int(2, 6);
    const cents = nights * rng.around(pi === 2 ? 26000 : 23000, 0.2);
    total += cents;
    stays++;
    const r = rng.float();
    const [desc, payee] =
      r < 0.6
        ? [`AIRBNB PAYOUT ${nights} NTS`, "Airbnb"]
        : r < 0.9
          ? [`VRBO DIRECT DEP - ${nights} nights`, "Vrbo"]
          : ["Booking.com B.V. payout", "Booking.com"];
    g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents, { unitId: p.units[0].id }));
  }
  if (!total) return 0;
  const [cleaner, per] = terms.cleaner;
  const mon = MONTHS[g.m - 1];
  g.push(
    entry(g, pi, 28, "expense", `Turnover cleans x${stays} - ${mon}`, cleaner, "5020", stays * per * 100),
  );
  const [taxDesc, taxPayee, rate] = terms.lodgingTax;
  g.push(entry(g, pi, 20, "expense", `${taxDesc} ${mon}`, taxPayee, "5110", Math.round(total * rate)));
  if (rng.chance(0.35)) {
    const supplies = "AMZN Mktp US - paper towels, K-cups, dish soap";
    g.push(entry(g, pi, rng.int(2, 26), "expense", supplies, "Amazon", "5100", rng.around(7000, 0.3)));
  }
  return total;
}

/** Rent, late charges, pet rent, the laundry commission and the shops' NNN reconciliation; the rent. */
function incomeOf(g, p, pi) {
  if (p.type === "short_term_rental") return payoutsOf(g, p, pi);
  const { rng } = g;
  const terms = termsOf(pi);
  let rentIn = 0;
  p.units.forEach((u, ui) => {
    const opts = unitsOf(pi)[ui][3];
    const payer = payerOf(u, opts, g.y, g.m);
    if (!payer) return;
    const cents = rentAt(u.rent, g.y, g.m);
    const unit = { unitId: u.id };
    rentIn += cents;
    g.push(entry(g, pi, rng.int(1, 5), "income", rentLine(g, p, u, payer), payer, "4000", cents, unit));
    if (rng.chance(0.06)) {
      const memo = rng.chance(0.5) ? rng.pick(["paid on the 9th", "promised to pay by Friday"]) : null;
      g.push(
        entry(g, pi, rng.int(8, 14), "income", "Late charge (grace period ended)", payer, "4100", 7500, unit),
        memo,
      );
    }
    if (opts?.pet && payer === u.tenant)
      g.push(entry(g, pi, 4, "income", `Pet rent - ${opts.pet}`, payer, "4200", 4000, unit));
    if (terms.nnn && g.m === 3) {
      const recon = `NNN recon ${g.y - 1} - ${u.name}`;
      g.push(entry(g, pi, 18, "income", recon, payer, "4900", rng.around(cents * 0.8, 0.2), unit));
    }
  });
  if (terms.laundry) {
    const cents = rng.around(11000, 0.3);
    g.push(
      entry(g, pi, 21, "income", "CSC SERVICEWORKS LAUNDRY COMMISSION", "CSC ServiceWorks", "4900", cents),
    );
  }
  return rentIn;
}

const INSURANCE = {
  single_family: "INS PREM - DP3 landlord policy",
  multi_family: "INS PREM - landlord pkg policy",
  condo: "HO-6 unit owner policy renewal",
  commercial: "Commercial pkg (BOP) renewal",
  short_term_rental: "Short-term rental policy renewal",
};

/** The owner-paid utilities, the mortgage, the manager, HOA dues and the permit. */
function billsOf(g, p, pi, rentIn) {
  const { rng, m, y } = g;
  const terms = termsOf(pi);
  for (const [desc, vendor, base, months, until] of terms.utilities)
    if ((!months || months.includes(m)) && (!until || ym(y, m) < until) && rng.chance(0.88))
      g.push(entry(g, pi, rng.int(9, 25), "expense", desc, vendor, "5120", rng.around(base * 100, 0.3)));
  if (p.loan) {
    const [lender, feed] = terms.lender;
    const interest = rng.around(64000 + pi * 5300, 0.02);
    const loan = entry(g, pi, 1, "expense", `ACH DEBIT ${feed}`, lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 29000 + pi * 1900 }] });
  }
  if (terms.manager) {
    const [manager, share] = terms.manager;
    const desc = `Mgmt fee ${MONTHS[m - 1]} (${Math.round(share * 100)}% of rent)`;
    g.push(entry(g, pi, 26, "expense", desc, manager, "5060", Math.round(rentIn * share)));
  }
  if (terms.hoa) g.push(entry(g, pi, 1, "expense", terms.hoa[0], terms.hoa[1], "5190", terms.hoa[2] * 100));
  if (terms.permit && m === terms.permit[3]) {
    const [desc, payee, dollars] = terms.permit;
    g.push(entry(g, pi, 18, "expense", desc, payee, "5190", dollars * 100));
  }
}

/** Property tax in the collector's installments, the yearly premium and the flood policy. */
function yearlyOf(g, p, pi) {
  const { m, y } = g;
  const terms = termsOf(pi);
  const months = terms.taxMonths ?? [5, 11];
  const k = months.indexOf(m);
  if (k >= 0) {
    const n = months.length;
    const desc =
      n === 1
        ? `${y} real estate tax`
        : n === 2
          ? `Prop tax ${y} - half ${k + 1}`
          : `RE tax ${y} qtr ${k + 1}`;
    const cents = Math.round((420000 + pi * 31000) / n);
    g.push(entry(g, pi, 10, "expense", desc, terms.taxPayee, "5110", cents));
  }
  if (m === 1 + ((pi * 5) % 12)) {
    const insurer =
      p.type === "short_term_rental"
        ? "Proper Insurance"
        : pi % 2
          ? "Plainsman Insurance Co."
          : "Tidewater Mutual Insurance";
    g.push(entry(g, pi, 12, "expense", INSURANCE[p.type], insurer, "5040", 88000 + pi * 9100));
  }
  if (terms.flood && m === 4)
    g.push(entry(g, pi, 15, "expense", "NFIP flood policy renewal", "Wright Flood", "5040", 138000));
}

/** Whether a job's tag lets it happen at property `pi` in month `m`. */
function fits(tag, p, pi, m) {
  if (!tag) return true;
  const months = { winter: [11, 12, 1, 2, 3], spring: [4, 5], summer: [5, 6, 7, 8, 9], fall: [10, 11] };
  if (tag === "snow") return !termsOf(pi).noSnow && months.winter.includes(m);
  if (tag in months) return months[tag].includes(m);
  if (tag === "house") return p.type === "single_family" || p.type === "short_term_rental";
  if (tag === "shop") return p.type === "commercial";
  return tag === "multi" && p.type === "multi_family";
}

/** The store nearest property `pi` of a chain (its number in the bank feed). */
const storeOf = (pi, desc) => String((desc.includes("LOWE") ? 1100 : 2100) + pi * 137).padStart(4, "0");

/** None, one or two jobs a month from the local vendors' lists, by season and kind; big ones rarely. */
function jobsOf(g, p, pi, books) {
  const { rng, period, y, m } = g;
  const jobs = FIFTH_JOBS.filter(([, , , where]) => !where || where.includes(pi)).flatMap(
    ([vendor, account, list]) => list.filter((j) => fits(j[3], p, pi, m)).map((j) => [vendor, account, ...j]),
  );
  for (let k = rng.chance(0.6) ? rng.int(1, 2) : 0; k > 0; k--) {
    const [vendor, account, text, base, memos = []] = rng.pick(jobs);
    if (base >= 1500 && rng.chance(0.7)) continue; // the big jobs are rarer
    const d = rng.int(1, 28);
    const bank = text.startsWith("POS") || text.startsWith("LOWE") ? "2000" : "1000";
    const memo = memos.length && rng.chance(0.5) ? rng.pick(memos) : null;
    if (!period.inRange(y, m, d)) continue;
    const check = text.includes("{ck}") ? String(books.check++) : "";
    const desc = text.replace("{ck}", check).replace("{store}", storeOf(pi, text));
    g.push(entry(g, pi, d, "expense", desc, vendor, account, rng.around(base * 100, 0.35), { bank }), memo);
  }
}

/**
 * The services that come back every season, by region: [snow vendor, job, $], [lawn vendor, job, $]. Snow
 * is plowed Dec-Mar (not at the condo nor in Natchez), lawns mowed May-Sep at houses and multifamily.
 */
const SEASONAL = {
  ne: [
    ["Green Acres Lawn & Snow", "Snow plow & shovel walks", 120],
    ["Green Acres Lawn & Snow", "Mowing - biweekly", 140],
  ],
  plains: [
    ["Northern Plains Snow Removal", "Parking lot plowing", 185],
    ["Rushmore Lawn Care", "Lawn mowing & trimming", 110],
  ],
  south: [
    ["Sunnyside Landscaping", "Snow shoveling - walks & steps", 90],
    ["Sunnyside Landscaping", "Lawn mowing", 120],
  ],
};

/** Snow plowing in winter, mowing in summer and the quarterly pest spray at the apartments and shops. */
function seasonalOf(g, p, pi) {
  const { rng, m } = g;
  const terms = termsOf(pi);
  const [snow, lawn] = SEASONAL[terms.region];
  const outdoors = p.type !== "condo";
  if (outdoors && !terms.noSnow && [12, 1, 2, 3].includes(m) && rng.chance(0.75))
    g.push(entry(g, pi, rng.int(1, 28), "expense", snow[1], snow[0], "5020", rng.around(snow[2] * 100, 0.3)));
  if (outdoors && p.type !== "commercial" && m >= 5 && m <= 9 && rng.chance(0.9))
    g.push(
      entry(g, pi, rng.int(20, 28), "expense", lawn[1], lawn[0], "5020", rng.around(lawn[2] * 100, 0.2)),
    );
  if ((p.type === "multi_family" || p.type === "commercial") && m % 3 === 1) {
    const spray = "TERMINIX SVC - quarterly pest ctrl";
    g.push(entry(g, pi, rng.int(5, 20), "expense", spray, "Terminix", "5020", rng.around(11500, 0.1)));
  }
}

/** The portfolio's own entries that month: the one-offs dated in it, the bank's fee, the owner's draw. */
function portfolioOf(g) {
  for (const [pi, date, account, desc, payee, dollars, kind, memo] of FIFTH_ONE_OFFS) {
    if (date.slice(0, 7) !== ym(g.y, g.m)) continue;
    const type = kind ?? (account.startsWith("4") ? "income" : "expense");
    const e = entry(g, pi, Number(date.slice(8)), type, desc, payee, account, dollars * 100);
    g.push(e, memo);
  }
  g.push(entry(g, null, 28, "expense", "Acct analysis fee", "Bay Colony Savings Bank", "5190", 1500));
  if (g.m === 1)
    g.push(
      entry(g, null, 6, "expense", "TURBOTENANT* PRO PLAN", "TurboTenant", "5190", 14900, { bank: "2000" }),
    );
  if (g.m === 11)
    g.push(
      entry(
        g,
        null,
        12,
        "expense",
        "Umbrella liability ($2M) renewal",
        "Tidewater Mutual Insurance",
        "5040",
        58500,
      ),
    );
  if (g.m % 3 === 0)
    g.push(entry(g, null, 30, "transfer", "Owner draw - xfer to personal chk", null, "3100", 400000));
}

/** Seeds the fifth portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedFifth(db, organizationId, seed = 27182) {
  const books = { check: 1031 };
  return seedPortfolio(db, portfolioScope(organizationId, FIFTH_NOW, 3, seed, "fifth"), FIFTH_PROPERTIES, {
    tag: "FI",
    lenders: ["Rocket Mortgage"],
    month: (g, plans) => {
      plans.forEach((p, pi) => {
        billsOf(g, p, pi, incomeOf(g, p, pi));
        yearlyOf(g, p, pi);
        seasonalOf(g, p, pi);
        jobsOf(g, p, pi, books);
      });
      portfolioOf(g);
    },
  });
}
