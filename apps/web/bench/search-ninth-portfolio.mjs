// A ninth sample portfolio for the search: none of the others' cities or counties (in Iowa, Kansas, Oklahoma,
// Arkansas and Utah), tenants, vendors or bank-feed wording (search-ninth-data.mjs, search-ninth-jobs.mjs),
// three years of history and its own "today". The ninth queries (search-ninth.json) run over it, written
// from this data only, never from the search code. Deterministic: the same seed gives the same rows.

import { NINTH_BILLS, NINTH_PROPERTIES, NINTH_TERMS } from "./search-ninth-data.mjs";
import { NINTH_JOBS, NINTH_ONE_OFFS } from "./search-ninth-jobs.mjs";
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The ninth portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const NINTH_NOW = new Date("2026-09-24T15:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the June 2025 renewals; before, 4 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-06" ? Math.round(cents / 1.04 / 500) * 500 : cents);
const termsOf = (pi) => NINTH_PROPERTIES[pi][8];
const unitsOf = (pi) => NINTH_PROPERTIES[pi][7];
const stateOf = (pi) => NINTH_PROPERTIES[pi][3];
/** A name as a bank feed prints it: upper case, no accents, carons, strokes or thorns. */
const feedName = (s) =>
  s
    .replace(/Þ/g, "Th")
    .replace(/[łŁ]/g, "l")
    .replace(/[đĐ]/g, "d")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();
/** A shop's unit (the rest of the mixed-use building's units are apartments). */
const isShop = (u) => /^Suite/.test(u.name);

/** Who paid the unit's rent that month (the one before until they stopped, nobody, then the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  if (opts.stopped && at >= opts.stopped && at < opts.until) return null;
  return at < opts.until ? (opts.before ?? null) : at === opts.until ? null : u.tenant;
}

/** The rent line as the bank feed prints it: DoorLoop, Buildium, a branch deposit; a wire for the shops. */
function rentLine(g, u, payer) {
  const mon = MONTHS[g.m - 1].toUpperCase();
  const yy = String(g.y).slice(2);
  const h = hash32(`${payer}:${g.y}:${g.m}:ninth`);
  if (isShop(u)) return `INCOMING WIRE ${feedName(payer).slice(0, 20)} REF ${mon}${yy} RENT`;
  const style = hash32(`${payer}:ninth`) % 3;
  if (style === 0) return `DOORLOOP PAYMENT DES:RENT ${mon}${yy} INDN:${feedName(payer)}`;
  if (style === 1) return `BUILDIUM EPAY ${feedName(payer)} CONF ${(h % 36 ** 6).toString(36).toUpperCase()}`;
  return `BRANCH DEPOSIT CHECK ${101 + (h % 9899)} - ${u.name} rent ${MONTHS[g.m - 1]}`;
}

/** One booking's payout: Airbnb, Vrbo or the direct bookings' line. */
function payoutLine(g, terms, pi, k) {
  const h = hash32(`${pi}:${g.y}:${g.m}:${k}:ninth`);
  const code = (h % 36 ** 7).toString(36).toUpperCase().padStart(7, "0");
  const r = g.rng.float();
  if (r < 0.6) return [`ELECTRONIC DEPOSIT AIRBNB PAYOUT ${code}`, "Airbnb"];
  if (r < 0.85) return [`ELECTRONIC DEPOSIT VRBO ${3000000 + (h % 6000000)} PAYOUT`, "Vrbo"];
  return [
    terms.direct[0].replace("{code}", code).replace("{ym}", ym(g.y, g.m).replace("-", "")),
    terms.direct[1],
  ];
}

/** The bookings of a short-term rental (none while it is closed), its cleans, lodging taxes and supplies. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const terms = NINTH_TERMS.str[termsOf(pi).str];
  if (terms.closed.includes(g.m)) return 0;
  const [lo, hi] = terms.peak.includes(g.m) ? [4, 7] : terms.shoulder.includes(g.m) ? [2, 4] : [1, 2];
  let total = 0;
  let stays = 0;
  for (let k = rng.int(lo, hi); k > 0; k--) {
    const nights = rng.int(2, 5);
    const cents = nights * rng.around(terms.nightly, 0.2);
    total += cents;
    stays++;
    const [desc, payee] = payoutLine(g, terms, pi, k);
    g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents, { unitId: p.units[0].id }));
  }
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

/** A unit's rent (the agency's share apart), late charge, pet fee and the shops' common area true-up. */
function unitIncome(g, pi, u, opts, payer) {
  const { rng } = g;
  const cents = rentAt(u.rent, g.y, g.m);
  const unit = { unitId: u.id };
  const hap = opts?.hap && payer === u.tenant ? Number(opts.hap) * 100 : 0;
  if (hap) {
    const desc = `OHFA HAP PAYMENT ${MONTHS[g.m - 1].toUpperCase()}${g.y} SEC 8`;
    g.push(entry(g, pi, 2, "income", desc, "Oklahoma Housing Finance Agency", "4000", hap, unit));
  }
  g.push(entry(g, pi, rng.int(1, 5), "income", rentLine(g, u, payer), payer, "4000", cents - hap, unit));
  if (rng.chance(0.06)) {
    const memo = rng.chance(0.5)
      ? rng.pick(["paid on the 9th", "grace period ends the 5th, then $40"])
      : null;
    const desc = `Late charge - ${u.name} ${MONTHS[g.m - 1]} rent`;
    g.push(entry(g, pi, rng.int(8, 14), "income", desc, payer, "4100", 4000, unit), memo);
  }
  if (opts?.pet && payer === u.tenant)
    g.push(entry(g, pi, 5, "income", `Pet fee - ${opts.pet} - ${u.name}`, payer, "4200", 3000, unit));
  if (termsOf(pi).nnn && isShop(u) && g.m === 3) {
    const recon = `CAM true-up ${g.y - 1} - ${u.name}`;
    g.push(entry(g, pi, 17, "income", recon, payer, "4900", rng.around(cents * 0.4, 0.25), unit));
  }
  return cents;
}

/** The month's rent of every unit, and the laundry room's revenue share; answers the rent. */
function incomeOf(g, p, pi) {
  if (p.type === "short_term_rental") return payoutsOf(g, p, pi);
  let rentIn = 0;
  p.units.forEach((u, ui) => {
    const opts = unitsOf(pi)[ui][3];
    const payer = payerOf(u, opts, g.y, g.m);
    if (payer) rentIn += unitIncome(g, pi, u, opts, payer);
  });
  if (termsOf(pi).laundry) {
    const cents = g.rng.around(11000, 0.3);
    const desc = "CSC SERVICEWORKS DES:LAUNDRY REV SHARE";
    g.push(entry(g, pi, 21, "income", desc, "CSC ServiceWorks", "4900", cents));
  }
  return rentIn;
}

/** The recurring bills (utilities, association dues, lawn, snow, pest), the loan and the manager. */
function billsOf(g, pi, rentIn) {
  const { rng, m, y } = g;
  for (const [at, desc, vendor, dollars, account, months, from, until, fixed] of NINTH_BILLS) {
    if (at !== pi || (months && !months.includes(m))) continue;
    if ((from && ym(y, m) < from) || (until && ym(y, m) >= until) || (!fixed && !rng.chance(0.9))) continue;
    const cents = fixed ? dollars * 100 : rng.around(dollars * 100, 0.3);
    g.push(entry(g, pi, fixed ? 1 : rng.int(6, 24), "expense", desc, vendor, account, cents));
  }
  const terms = termsOf(pi);
  if (terms.lender !== undefined && (!terms.loanFrom || ym(y, m) >= terms.loanFrom)) {
    const [lender, feed] = NINTH_TERMS.lenders[terms.lender];
    const interest = rng.around(64000 + pi * 2900, 0.02);
    const loan = entry(g, pi, 1, "expense", feed, lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 28000 + pi * 1300 }] });
  }
  if (terms.manager !== undefined && rentIn) {
    const [manager, share, label] = NINTH_TERMS.managers[terms.manager];
    const desc = `${label} - ${MONTHS[m - 1]} ${y}`;
    g.push(entry(g, pi, 25, "expense", desc, manager, "5060", Math.round(rentIn * share)));
  }
}

const { insurers: INSURERS, extraPolicies: EXTRA_POLICIES, policies: POLICIES } = NINTH_TERMS;

/** The property tax as each state bills it: Iowa in March and September installments, Kansas by halves in
 * December and May, Oklahoma in December, Arkansas in October a year in arrears and Utah in November. */
function taxOf(g, pi) {
  const { m, y } = g;
  const cents = 150000 + pi * 13000;
  const half = {
    IA: { 3: `Property tax - March installment`, 9: `Property tax - September installment` },
    KS: { 12: `${y} real estate tax - 1st half`, 5: `${y - 1} real estate tax - 2nd half` },
  }[stateOf(pi)];
  if (half?.[m]) return [half[m], cents / 2];
  if (stateOf(pi) === "OK" && m === 12) return [`${y} ad valorem tax`, cents];
  if (stateOf(pi) === "AR" && m === 10) return [`${y - 1} real & personal property tax`, cents];
  if (stateOf(pi) === "UT" && m === 11) return [`${y} property tax notice`, cents];
  return null;
}

/** The property tax, the yearly premium and the flood, hail and boiler policies. */
function yearlyOf(g, pi) {
  const { m } = g;
  const terms = termsOf(pi);
  const tax = taxOf(g, pi);
  if (tax) g.push(entry(g, pi, 14, "expense", tax[0], terms.tax, "5110", tax[1]));
  const insurer = INSURERS[stateOf(pi)];
  if (m === 1 + ((pi * 7) % 12)) {
    const who = terms.insure === "str" ? NINTH_TERMS.strInsurer : insurer;
    g.push(entry(g, pi, 16, "expense", POLICIES[terms.insure], who, "5040", 79000 + pi * 6100));
  }
  for (const [term, month, desc, company, base] of EXTRA_POLICIES)
    if (terms[term] && m === month)
      g.push(entry(g, pi, 9, "expense", desc, company ?? insurer, "5040", base + pi * 3100));
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
const storeOf = (pi, chain) => String(1000 + (hash32(`${chain}:${NINTH_PROPERTIES[pi][2]}:9`) % 8000));
/** Lines paid by card (the rest from the operating account). */
const CARD = /^(PURCHASE AUTHORIZED|RECURRING PMT)/;

/** None, one or two jobs a month from the local vendors' lists, by season and kind; big ones rarely. */
function jobsOf(g, p, pi, books) {
  const { rng, period, y, m } = g;
  const jobs = NINTH_JOBS.filter(([, , , where]) => !where || where.includes(pi)).flatMap(
    ([vendor, account, list]) => list.filter((j) => fits(j[3], p, m)).map((j) => [vendor, account, ...j]),
  );
  for (let k = rng.chance(0.6) ? rng.int(1, 2) : 0; k > 0; k--) {
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
  for (const [pi, date, account, desc, payee, dollars, kind, memo] of NINTH_ONE_OFFS) {
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
  add(28, "expense", "MONTHLY SERVICE FEE", "Commerce Bank", "5190", 1500);
  add(3, "expense", "RECURRING PMT DOORLOOP INC - pro plan", "DoorLoop", "5190", 6900, { bank: "2000" });
  if (g.m === 12)
    add(15, "expense", "Umbrella policy renewal - $1M", "Sunflower Mutual Insurance", "5040", 48500);
  if (g.m % 3 === 0)
    add(30, "transfer", "EXTERNAL WITHDRAWAL TO MEMBER CHK ...2287 - distribution", null, "3100", 550000);
}

/** Seeds the ninth portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedNinth(db, organizationId, seed = 90909) {
  const books = { check: 3307 };
  const scope = portfolioScope(organizationId, NINTH_NOW, 3, seed, "ninth");
  return seedPortfolio(db, scope, NINTH_PROPERTIES, {
    tag: "NI",
    lenders: [NINTH_TERMS.lenders[0][0]],
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
