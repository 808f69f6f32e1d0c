// An eighth sample portfolio for the search: none of the others' places (Colorado, Georgia, Missouri,
// Virginia, Washington), tenants, vendors or bank-feed wording (search-eighth-data.mjs, search-eighth-jobs.mjs),
// three years of history and its own "today". The eighth queries (search-eighth.json) run over it, written
// from this data only, never from the search code. Deterministic: the same seed gives the same rows.

import { EIGHTH_BILLS, EIGHTH_PROPERTIES, EIGHTH_TERMS } from "./search-eighth-data.mjs";
import { EIGHTH_JOBS, EIGHTH_ONE_OFFS } from "./search-eighth-jobs.mjs";
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The eighth portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const EIGHTH_NOW = new Date("2026-10-20T15:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the August 2025 renewals; before, 3.5 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-08" ? Math.round((cents * 0.965) / 500) * 500 : cents);
const termsOf = (pi) => EIGHTH_PROPERTIES[pi][8];
const unitsOf = (pi) => EIGHTH_PROPERTIES[pi][7];
const stateOf = (pi) => EIGHTH_PROPERTIES[pi][3];
/** A name as a bank feed prints it: upper case, no accents, hooks, carons or slashed letters. */
const feedName = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/gi, "o")
    .toUpperCase();
/** A shop's unit (the rest of a mixed-use building's units are apartments). */
const isShop = (u) => /^(Storefront|Suite)/.test(u.name);

/** Who paid the unit's rent that month (the one before or nobody, nobody in the turnover month, the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  return at < opts.until ? (opts.before ?? null) : at === opts.until ? null : u.tenant;
}

/** The rent line as the bank feed prints it: PayPal, Avail, a remote check deposit; ACH for the shops. */
function rentLine(g, u, payer) {
  const mon = MONTHS[g.m - 1].toUpperCase();
  const h = hash32(`${payer}:${g.y}:${g.m}:eighth`);
  if (isShop(u)) return `ACH CREDIT ${feedName(payer).slice(0, 18)} RENT ${mon}${String(g.y).slice(2)} CCD`;
  const style = hash32(`${payer}:eighth`) % 3;
  if (style === 0)
    return `PAYPAL TRANSFER FROM ${feedName(payer)} ID ${(h % 36 ** 8).toString(36).toUpperCase()}`;
  if (style === 1) return `AVAIL DES:RENT ID:${800000 + (h % 200000)} INDN:${feedName(payer)}`;
  return `REMOTE DEPOSIT CHK #${1001 + (h % 8999)} - ${u.name} rent ${mon}`;
}

/** The bookings of a short-term rental (none while it is closed), its cleans, lodging taxes and supplies. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const terms = EIGHTH_TERMS.str[termsOf(pi).str];
  if (terms.closed.includes(g.m)) return 0;
  const [lo, hi] = terms.peak.includes(g.m) ? [4, 7] : terms.shoulder.includes(g.m) ? [2, 4] : [1, 2];
  let total = 0;
  let stays = 0;
  for (let k = rng.int(lo, hi); k > 0; k--) {
    const nights = rng.int(2, 5);
    const cents = nights * rng.around(terms.nightly, 0.2);
    const h = hash32(`${pi}:${g.y}:${g.m}:${k}:eighth`);
    const code = (h % 36 ** 7).toString(36).toUpperCase().padStart(7, "0");
    total += cents;
    stays++;
    const r = rng.float();
    const direct = terms.direct[0].replace("{code}", code).replace("{ym}", ym(g.y, g.m).replace("-", ""));
    const [desc, payee] =
      r < 0.6
        ? [`AIRBNB 4977 DES:AIRBNB PAY ID:${code} CCD`, "Airbnb"]
        : r < 0.85
          ? [`VRBO HOMEAWAY DES:PAYOUT ID:${2000000 + (h % 7000000)} PPD`, "Vrbo"]
          : [direct, terms.direct[1]];
    g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents, { unitId: p.units[0].id }));
  }
  if (!total) return 0;
  const mon = MONTHS[g.m - 1];
  const [cleaner, per, cleanDesc] = terms.cleaner;
  const clean = cleanDesc.replace("{n}", stays).replace("{mon}", mon);
  g.push(entry(g, pi, 28, "expense", clean, cleaner, "5020", stays * per * 100));
  for (const [taxDesc, taxPayee, rate] of terms.taxes)
    g.push(
      entry(g, pi, 20, "expense", taxDesc.replace("{mon}", mon), taxPayee, "5110", Math.round(total * rate)),
    );
  if (rng.chance(0.45)) {
    const [desc, payee, dollars] = terms.supplies;
    const card = { bank: "2000" };
    g.push(
      entry(g, pi, rng.int(2, 26), "expense", desc, payee, "5100", rng.around(dollars * 100, 0.3), card),
    );
  }
  return total;
}

/** A unit's rent (the housing authority's share apart), late fee, pet rent and the shops' reconciliation. */
function unitIncome(g, pi, u, opts, payer) {
  const { rng } = g;
  const cents = rentAt(u.rent, g.y, g.m);
  const unit = { unitId: u.id };
  const hap = opts?.hap && payer === u.tenant ? Number(opts.hap) * 100 : 0;
  if (hap) {
    const desc = `MACON HOUSING AUTH DES:HAP PMT ID:${MONTHS[g.m - 1].toUpperCase()}${g.y} PPD`;
    g.push(entry(g, pi, 1, "income", desc, "Macon Housing Authority", "4000", hap, unit));
  }
  g.push(entry(g, pi, rng.int(1, 5), "income", rentLine(g, u, payer), payer, "4000", cents - hap, unit));
  if (rng.chance(0.06)) {
    const memo = rng.chance(0.5) ? rng.pick(["paid on the 8th", "5-day grace period, then $50"]) : null;
    const desc = `Late fee - ${u.name} (${MONTHS[g.m - 1]} rent)`;
    g.push(entry(g, pi, rng.int(7, 12), "income", desc, payer, "4100", 5000, unit), memo);
  }
  if (opts?.pet && payer === u.tenant)
    g.push(entry(g, pi, 5, "income", `Pet rent - ${opts.pet} - ${u.name}`, payer, "4200", 3500, unit));
  if (termsOf(pi).nnn && isShop(u) && g.m === 3) {
    const recon = `CAM reconciliation ${g.y - 1} - ${u.name}`;
    g.push(entry(g, pi, 19, "income", recon, payer, "4900", rng.around(cents * 0.45, 0.25), unit));
  }
  return cents;
}

/** The month's rent of every unit, and the laundry room's commission; answers the rent. */
function incomeOf(g, p, pi) {
  if (p.type === "short_term_rental") return payoutsOf(g, p, pi);
  let rentIn = 0;
  p.units.forEach((u, ui) => {
    const opts = unitsOf(pi)[ui][3];
    const payer = payerOf(u, opts, g.y, g.m);
    if (payer) rentIn += unitIncome(g, pi, u, opts, payer);
  });
  if (termsOf(pi).laundry) {
    const cents = g.rng.around(13500, 0.3);
    g.push(
      entry(
        g,
        pi,
        22,
        "income",
        "WASH MULTIFAMILY DES:LAUNDRY COMM",
        "WASH Multifamily Laundry",
        "4900",
        cents,
      ),
    );
  }
  return rentIn;
}

/** The recurring bills (utilities, association dues, lawn, snow, pest), the loan and the manager. */
function billsOf(g, pi, rentIn) {
  const { rng, m, y } = g;
  for (const [at, desc, vendor, dollars, account, months, from, until, fixed] of EIGHTH_BILLS) {
    if (at !== pi || (months && !months.includes(m))) continue;
    if ((from && ym(y, m) < from) || (until && ym(y, m) >= until) || (!fixed && !rng.chance(0.9))) continue;
    const cents = fixed ? dollars * 100 : rng.around(dollars * 100, 0.3);
    g.push(entry(g, pi, fixed ? 1 : rng.int(6, 24), "expense", desc, vendor, account, cents));
  }
  const terms = termsOf(pi);
  if (terms.lender !== undefined) {
    const [lender, feed] = EIGHTH_TERMS.lenders[terms.lender];
    const interest = rng.around(71000 + pi * 3300, 0.02);
    const loan = entry(g, pi, 1, "expense", feed, lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 31000 + pi * 1400 }] });
  }
  if (terms.manager !== undefined && rentIn) {
    const [manager, share, label] = EIGHTH_TERMS.managers[terms.manager];
    const desc = `${label} - ${MONTHS[m - 1]} ${y}`;
    g.push(entry(g, pi, 25, "expense", desc, manager, "5060", Math.round(rentIn * share)));
  }
}

const { insurers: INSURERS, extraPolicies: EXTRA_POLICIES, policies: POLICIES } = EIGHTH_TERMS;

/** The property tax as each state bills it: Colorado by halves a year in arrears, Washington and Virginia by
 * halves in the year, Georgia in the fall and Missouri at the year's end. */
function taxOf(g, pi) {
  const { m, y } = g;
  const cents = 160000 + pi * 15000;
  const half = {
    CO: { 2: `${y - 1} property tax - first half`, 6: `${y - 1} property tax - second half` },
    WA: { 4: `${y} property tax - first half`, 10: `${y} property tax - second half` },
    VA: { 6: `${y} real estate tax - 1st half`, 12: `${y} real estate tax - 2nd half` },
  }[stateOf(pi)];
  if (half?.[m]) return [half[m], cents / 2];
  if (stateOf(pi) === "GA" && m === 11) return [`${y} property tax bill`, cents];
  if (stateOf(pi) === "MO" && m === 12) return [`${y} real estate tax`, cents];
  return null;
}

/** The property tax, the yearly premium and the flood, earthquake and equipment breakdown policies. */
function yearlyOf(g, pi) {
  const { m } = g;
  const terms = termsOf(pi);
  const tax = taxOf(g, pi);
  if (tax) g.push(entry(g, pi, 12, "expense", tax[0], terms.tax, "5110", tax[1]));
  const insurer = INSURERS[stateOf(pi)];
  if (m === 1 + ((pi * 5) % 12)) {
    const who = terms.insure === "str" ? EIGHTH_TERMS.strInsurer : insurer;
    g.push(entry(g, pi, 16, "expense", POLICIES[terms.insure], who, "5040", 84000 + pi * 7300));
  }
  for (const [term, month, desc, company, base] of EXTRA_POLICIES)
    if (terms[term] && m === month)
      g.push(entry(g, pi, 7, "expense", desc, company ?? insurer, "5040", base + pi * 3900));
}

/** Whether a job's tag lets it happen at property `p` in month `m`. */
function fits(tag, p, m) {
  if (!tag) return true;
  const months = { winter: [11, 12, 1, 2, 3], spring: [3, 4, 5], summer: [5, 6, 7, 8, 9], fall: [9, 10, 11] };
  if (tag in months) return months[tag].includes(m);
  if (tag === "house") return p.type === "single_family" || p.type === "short_term_rental";
  if (tag === "shop") return p.type === "commercial";
  return tag === "multi" && p.type === "multi_family";
}

/** The store of a chain nearest property `pi` (the same for the properties of a city). */
const storeOf = (pi, chain) => String(100 + (hash32(`${chain}:${EIGHTH_PROPERTIES[pi][2]}:8`) % 3900));
/** Lines paid by card (the rest from the operating account). */
const CARD = /^(DEBIT CARD|POS PURCHASE|RENTSPREE|AVAIL UNLOCKED)/;

/** None, one or two jobs a month from the local vendors' lists, by season and kind; big ones rarely. */
function jobsOf(g, p, pi, books) {
  const { rng, period, y, m } = g;
  const jobs = EIGHTH_JOBS.filter(([, , , where]) => !where || where.includes(pi)).flatMap(
    ([vendor, account, list]) => list.filter((j) => fits(j[3], p, m)).map((j) => [vendor, account, ...j]),
  );
  for (let k = rng.chance(0.65) ? rng.int(1, 2) : 0; k > 0; k--) {
    const [vendor, account, text, base, memos] = rng.pick(jobs);
    if (base >= 1200 && rng.chance(0.7)) continue; // the big jobs are rarer
    const d = rng.int(1, 28);
    const memo = memos.length && rng.chance(0.5) ? memos[0] : null;
    if (!period.inRange(y, m, d)) continue;
    const check = text.includes("{ck}") ? String(books.check++) : "";
    const desc = text.replace("{ck}", check).replace("{store}", storeOf(pi, vendor));
    const bank = CARD.test(text) ? "2000" : "1000";
    g.push(entry(g, pi, d, "expense", desc, vendor, account, rng.around(base * 100, 0.35), { bank }), memo);
  }
}

/** The portfolio's own entries that month: the one-offs dated in it, the bank's fee, software, the draw. */
function portfolioOf(g) {
  for (const [pi, date, account, desc, payee, dollars, kind, memo] of EIGHTH_ONE_OFFS) {
    if (date.slice(0, 7) !== ym(g.y, g.m)) continue;
    // The owner's money in (3000) credits equity and debits the operating account, as the app's seed writes it.
    const [type, split, bank] =
      account === "3000"
        ? ["transfer", "1000", "3000"]
        : [
            kind ?? (account.startsWith("4") ? "income" : "expense"),
            account,
            CARD.test(desc) ? "2000" : "1000",
          ];
    g.push(entry(g, pi, Number(date.slice(8)), type, desc, payee, split, dollars * 100, { bank }), memo);
  }
  const add = (d, type, desc, payee, account, cents, more) =>
    g.push(entry(g, null, d, type, desc, payee, account, cents, more));
  add(27, "expense", "ACCOUNT ANALYSIS SVC CHG", "FirstBank", "5190", 1200);
  if (g.m === 1) add(9, "expense", "AVAIL UNLOCKED - ANNUAL PLAN", "Avail", "5190", 10800, { bank: "2000" });
  if (g.m === 11)
    add(18, "expense", "Umbrella liability $2M - annual", "Pikes Peak Mutual Insurance", "5040", 71500);
  if (g.m % 3 === 0) add(29, "transfer", "ONLINE XFER TO SAVINGS ...6631 OWNER DRAW", null, "3100", 600000);
}

/** Seeds the eighth portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedEighth(db, organizationId, seed = 80808) {
  const books = { check: 2041 };
  const scope = portfolioScope(organizationId, EIGHTH_NOW, 3, seed, "eighth");
  return seedPortfolio(db, scope, EIGHTH_PROPERTIES, {
    tag: "EI",
    lenders: [EIGHTH_TERMS.lenders[0][0]],
    month: (g, plans) => {
      plans.forEach((p, pi) => {
        billsOf(g, pi, incomeOf(g, p, pi));
        yearlyOf(g, pi);
        jobsOf(g, p, pi, books);
      });
      portfolioOf(g);
    },
  });
}
