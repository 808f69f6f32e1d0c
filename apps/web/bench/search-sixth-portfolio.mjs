// A sixth sample portfolio for the search: none of the others' places (Louisiana parishes, Hawaii's islands,
// Alaska's boroughs), tenants, vendors or bank-feed wording (search-sixth-data.mjs), three years of history and
// its own "today". The sixth queries (search-sixth.json) run over it, written from this data only, never from
// the search code. Deterministic: the same seed gives the same rows.
import { sql } from "drizzle-orm";
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";
import { SIXTH_BILLS, SIXTH_JOBS, SIXTH_PROPERTIES, SIXTH_TERMS } from "./search-sixth-data.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The sixth portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const SIXTH_NOW = new Date("2026-04-22T16:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the August 2025 renewals; before, 3.5 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-08" ? Math.round((cents * 0.965) / 500) * 500 : cents);
const termsOf = (pi) => SIXTH_PROPERTIES[pi][8];
const unitsOf = (pi) => SIXTH_PROPERTIES[pi][7];
const stateOf = (pi) => SIXTH_PROPERTIES[pi][3];
/** A name as a bank feed prints it: upper case, no accents or diacritics. */
const feedName = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/gi, "L")
    .toUpperCase();

/**
 * One-off entries, "property index or - | dates | account | description | payee | $ | type? | memo?" (income
 * when the account is 4xxx, else expense, unless a type is given; several dates for a yearly one): capital
 * work, turnovers and their deposits, storms, permits, an eviction filing, the CPA and the owner LLC's fees.
 */
const ONE_OFFS = [
  "0 | 2023-09-12 | 5090 | House releveled - 14 piers shimmed | Ducote House Leveling | 4200 |  | doors sticking, floor sloping toward the back",
  "0 | 2024-08-09 | 2100 | Deposit refund less cleaning - Marcus Batiste | Marcus Batiste | 1100 |  | kept $250 for cleaning and a broken blind",
  "0 | 2024-08-28 | 2100 | Security deposit - Ngozi Adeyemi | Ngozi Adeyemi | 1395 | income",
  "0 | 2025-03-20 | 5090 | Tankless water heater installed (Rinnai) | Boudreaux Plumbing & Drain | 3150 |  | replaced the 40 gal tank in the hall closet",
  "1 | 2023-07-18 | 5100 | IKEA BATON ROUGE - sofa bed & dining set | IKEA | 1480",
  "1 | 2023-06-12 2024-06-11 2025-06-10 | 5190 | STR permit renewal - residential | City of New Orleans Safety & Permits | 500",
  "1 | 2024-09-10 | 5100 | POS PURCHASE STINE LUMBER #{store} - plywood, sandbags & tarps | Stine Lumber | 340 |  | boarding up before Hurricane Francine",
  "1 | 2024-09-16 | 5190 | Guest refund - Hurricane Francine cancellation | Airbnb | 620 |  | guests cancelled, power out 3 days",
  "1 | 2025-07-08 | 5090 | Ductless mini-split installed - 2 zones | Cajun Air Conditioning & Heating | 5200 |  | window units removed",
  "2 | 2024-02-12 | 5050 | Eviction notice & rule to evict - Apt B | Landry & Guidry, Attorneys at Law | 450",
  "2 | 2024-02-20 | 5050 | Rule for possession - filing fee | Baton Rouge City Court | 150 |  | tenant paid in full before the hearing",
  "2 | 2024-09-13 | 5020 | Tree removal after Hurricane Francine | Live Oak Lawn & Tree | 1150 |  | water oak down across the driveway",
  "2 | 2025-05-03 | 2100 | Deposit returned - Kelsey Broussard | Kelsey Broussard | 1075",
  "2 | 2025-05-22 | 5090 | Make-ready Apt C - paint & LVP | Vieux Carré Painting Co. | 1950",
  "2 | 2025-05-29 | 2100 | Security deposit - Abdirahman Warsame | Abdirahman Warsame | 1125 | income",
  "2 | 2025-10-14 | 5190 | Reroof permit | City of Baton Rouge Permits | 175",
  "2 | 2025-10-28 | 5090 | Roof replacement - 24 sq architectural shingles | Pelican Roofing & Gutters | 13900 |  | permit #RR-25-3391, one layer torn off",
  "3 | 2024-04-23 | 5090 | Pool resurfaced - white plaster | Acadiana Pool & Spa | 6800 |  | old plaster etched and rough",
  "3 | 2025-08-05 | 5090 | AC condenser & coil replaced (3.5 ton) | Cajun Air Conditioning & Heating | 6900 |  | R-22 system, could not be recharged",
  "4 | 2023-10-19 | 5090 | Parking lot sealcoat & restripe | SWLA Paving & Striping | 3800",
  "4 | 2024-05-14 2025-05-13 | 5090 | Standby generator annual service | Gulf Coast Generator Service | 435",
  "4 | 2024-06-11 | 5030 | Leasing commission - Suite 200 renewal | Lake Area Commercial Realty | 2600",
  "4 | 2025-11-18 | 5090 | Roof membrane patched - TPO seams | Pelican Roofing & Gutters | 2450 |  | leak over the Suite 102 waiting room",
  "5 | 2024-01-17 | 5090 | Burst pipe in crawlspace - emergency repair | Ark-La-Tex Plumbing | 980 |  | hard freeze, pipe split under the bathroom",
  "5 | 2024-03-08 | 4900 | Claim check - freeze damage | Acadian Mutual Insurance | 700 |  | claim #AM-24-00731, less the $500 deductible",
  "5 | 2025-10-07 | 5090 | Water heater replaced (40 gal electric) | Ark-La-Tex Plumbing | 1350",
  "6 | 2023-11-06 | 5020 | Termite tenting - whole building (Vikane) | Koa Termite & Pest Control | 5400 |  | tenants out 3 nights",
  "6 | 2023-11-09 | 5190 | Tenant hotel nights during tenting | Waikiki Gateway Inn | 1260 |  | 4 units x 3 nights",
  "6 | 2024-10-29 | 2100 | Deposit refund - Tyler Haskins | Tyler Haskins | 1650 |  | kept $320 for carpet cleaning and nail holes",
  "6 | 2024-11-01 | 2100 | Security deposit - Maricel Dela Cruz | Maricel Dela Cruz | 2050 | income",
  "6 | 2025-01-21 | 5090 | Concrete spalling repaired - lanai slabs | Honolulu Concrete Restoration | 3900 |  | rebar rusting under the 2nd floor lanai",
  "7 | 2024-07-09 | 5190 | AOAO special assessment - plumbing risers | AOAO Ala Wai Vista | 4200",
  "7 | 2025-05-27 | 5090 | Split AC replaced - bedroom | Island Breeze AC & Refrigeration | 2650",
  "8 | 2024-03-05 | 5190 | Building permit - ohana bathroom | Honolulu DPP | 320",
  "8 | 2024-04-16 | 5090 | Ohana bathroom remodel | Windward Builders | 9800 |  | walk-in shower, new vanity and fan",
  "9 | 2024-06-24 | 5010 | HAWAIIAN AIR HNL-ITO - roof job walk | Hawaiian Airlines | 190",
  "9 | 2024-06-25 | 5090 | Metal roof replaced - 5V crimp | Hale Roofing Hawaii | 16500 |  | old roof rusted through at the valleys",
  "9 | 2025-02-11 | 5020 | Albizia trees removed (2) | Puna Yard Services | 2400 |  | leaning over the house after the storm",
  "10 | 2024-11-12 | 5100 | COSTCO WHSE #0670 KAHULUI - lanai furniture set | Costco | 1100",
  "10 | 2025-09-16 | 5090 | Kitchen refresh - quartz counters & sink | Valley Isle Remodeling | 7600",
  "11 | 2023-12-14 | 5090 | Boiler replaced - Weil-McLain gas boiler | Sourdough Plumbing & Heating | 12800 |  | no heat at -15, emergency install",
  "11 | 2024-05-20 | 5090 | Coin-op washer & dryer replaced | Northern Appliance Repair | 2100",
  "11 | 2025-01-10 | 2100 | Deposit refund - Dakota Shaw | Dakota Shaw | 1100 |  | kept $250 for a broken window",
  "11 | 2025-02-01 | 2100 | Security deposit - Bartosz Wierzbicki | Bartosz Wierzbicki | 1395 | income",
  "11 | 2025-06-18 | 5090 | Arctic entry rebuilt | Cook Inlet Carpentry | 4800 |  | old entry rotted at the sill",
  "11 | 2026-01-22 | 5020 | Ice dam steaming & roof shoveling | Midnight Sun Snow Removal | 650",
  "12 | 2024-08-21 | 5090 | Parking lot sealcoat & crack fill | Anchorage Paving & Sealing | 4200 |  | frost heaves by the entrance",
  "12 | 2025-03-11 | 5090 | Storefront door closer & glass replaced | Glacier Glass Co. | 1250 |  | frost heave shifted the door frame",
  "12 | 2025-10-02 | 5030 | Leasing commission - Suite 2 renewal | Turnagain Commercial Realty | 3100",
  "13 | 2024-02-06 | 5090 | Frozen sewer line steamed open | Tanana Valley Plumbing & Heating | 780 |  | -40 week, line froze under the garage",
  "13 | 2024-08-14 | 5010 | ALASKA AIR ANC-FAI - inspection trip | Alaska Airlines | 265",
  "13 | 2024-09-24 | 5090 | Oil furnace replaced | Tanana Valley Plumbing & Heating | 8400 |  | heat exchanger cracked",
  "13 | 2025-06-12 | 5090 | Submersible well pump replaced | Yukon Well & Pump | 3100 |  | pump at 180 ft failed",
  "14 | 2023-05-25 | 5100 | CHECKCARD FRED MEYER #0012 WASILLA - bedding, towels, kitchenware | Fred Meyer | 860",
  "14 | 2024-04-18 | 5090 | Hot tub installed - 6 person | Mat-Su Spas & Pools | 8900 |  | electrical run by the installer",
  "14 | 2025-02-20 | 5020 | Roof snow removal - cabin | Mat Valley Snow & Sand | 480 |  | 4 ft on the roof after the storm",
  "14 | 2025-07-15 | 5090 | Dock boards & float repaired | Knik Dock & Deck | 2200",
  "15 | 2024-06-03 | 2100 | Deposit refund - Brody Sorensen | Brody Sorensen | 1550 |  | kept $275 for carpet cleaning",
  "15 | 2024-06-27 | 5030 | Tenant placement fee - Upstairs | Auke Bay Property Management | 950",
  "15 | 2024-07-01 | 2100 | Security deposit - Xóchitl Ramírez | Xóchitl Ramírez | 1900 | income",
  "15 | 2024-10-08 | 5090 | Ductless heat pump installed (2 heads) | Gastineau Mechanical | 9600 |  | oil boiler kept as backup",
  "15 | 2024-12-03 | 4900 | Heat pump rebate | Alaska Electric Light & Power | 1000",
  "16 | 2024-04-09 | 5190 | Special assessment - balcony & facade repair | Tchoupitoulas Lofts Condo Association | 2800",
  "16 | 2025-12-02 | 5090 | Stacked washer/dryer replaced | Nola Appliance Outlet | 1650",
  "- | 2024-04-08 | 5050 | Tax prep 2023 - Sch E (17 properties) | Kealoha & Tanaka CPAs | 1450",
  "- | 2025-04-07 | 5050 | Tax prep 2024 - Sch E (17 properties) | Kealoha & Tanaka CPAs | 1500",
  "- | 2026-04-06 | 5050 | Tax prep 2025 - Sch E (17 properties) | Kealoha & Tanaka CPAs | 1575",
  "- | 2023-06-28 2024-06-27 2025-06-30 | 5190 | LLC annual report - Louisiana SOS | Louisiana Secretary of State | 30",
  "- | 2025-01-02 | 5190 | Biennial report - Alaska foreign LLC | State of Alaska CBPL | 100",
].flatMap((line) => {
  const [pi, dates, account, desc, payee, dollars, type, memo] = line.split("|").map((s) => s.trim());
  const at = pi === "-" ? null : Number(pi);
  return dates
    .split(" ")
    .map((date) => [at, date, account, desc, payee, Number(dollars), type || null, memo || null]);
});

/** Who paid the unit's rent that month (the one before, nobody in the turnover month, the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  return at < opts.until ? opts.before : at === opts.until ? null : u.tenant;
}

/** The rent line as the bank feed prints it: Zelle, a RentRedi payout, a remote check deposit; wires for shops. */
function rentLine(g, p, u, payer, day) {
  const mon = MONTHS[g.m - 1].toUpperCase();
  const h = hash32(`${payer}:${g.y}:${g.m}`);
  if (p.type === "commercial")
    return hash32(payer) % 2
      ? `ACH CREDIT ${feedName(payer)} RENT ${u.name.toUpperCase()}`
      : `WIRE IN ${feedName(payer)} ${mon}-${String(g.y).slice(2)} LEASE PMT`;
  const style = hash32(`${payer}:sixth`) % 3;
  if (style === 0)
    return `ZELLE FROM ${feedName(payer)} ON ${String(g.m).padStart(2, "0")}/${String(day).padStart(2, "0")} REF # ${100000 + (h % 900000)}`;
  if (style === 1) return `RENTREDI PAYOUT ${feedName(payer)} ${u.name}`;
  return `REMOTE DEPOSIT CHK #${1000 + (h % 9000)} - ${u.name} rent`;
}

/** The bookings of a short-term rental (more in peak and shoulder months), its cleans, taxes and supplies. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const terms = SIXTH_TERMS.str[termsOf(pi).str];
  const [lo, hi] = terms.peak.includes(g.m) ? [4, 7] : terms.shoulder.includes(g.m) ? [2, 4] : [0, 2];
  let total = 0;
  let stays = 0;
  for (let k = rng.int(lo, hi); k > 0; k--) {
    const nights = rng.int(2, 6);
    const cents = nights * rng.around(terms.nightly, 0.2);
    const code = (hash32(`${pi}:${g.y}:${g.m}:${k}`) % 36 ** 6).toString(36).toUpperCase().padStart(6, "0");
    total += cents;
    stays++;
    const r = rng.float();
    const [desc, payee] =
      r < 0.62
        ? [`AIRBNB 4977 PAYMENTS PPD - HM${code}`, "Airbnb"]
        : r < 0.9 || !terms.direct
          ? [`HOMEAWAY.COM VRBO DEP - ${nights} nights`, "Vrbo"]
          : [`STRIPE TRANSFER - direct booking ${nights} nts`, "Stripe"];
    g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents, { unitId: p.units[0].id }));
  }
  if (!total) return 0;
  const mon = MONTHS[g.m - 1];
  const [cleaner, per, cleanDesc] = terms.cleaner;
  const clean = cleanDesc.replace("{n}", stays).replace("{mon}", mon);
  g.push(entry(g, pi, 28, "expense", clean, cleaner, "5020", stays * per * 100));
  for (const [taxDesc, taxPayee, rate] of terms.taxes) {
    const tax = Math.round(total * rate);
    g.push(entry(g, pi, 20, "expense", taxDesc.replace("{mon}", mon), taxPayee, "5110", tax));
  }
  if (rng.chance(0.4)) {
    const [desc, payee, dollars] = terms.supplies;
    const card = { bank: "2000" };
    g.push(
      entry(g, pi, rng.int(2, 26), "expense", desc, payee, "5100", rng.around(dollars * 100, 0.3), card),
    );
  }
  return total;
}

/** A unit's rent (the housing authority's share apart), late fee, pet rent and the shops' CAM true-up. */
function unitIncome(g, p, pi, u, opts, payer) {
  const { rng } = g;
  const cents = rentAt(u.rent, g.y, g.m);
  const unit = { unitId: u.id };
  const day = rng.int(1, 5);
  const hap = opts?.hap && payer === u.tenant ? Number(opts.hap) * 100 : 0;
  if (hap) {
    const desc = `HANO HAP PAYMENT ${MONTHS[g.m - 1].toUpperCase()} ${g.y}`;
    g.push(entry(g, pi, 1, "income", desc, "Housing Authority of New Orleans", "4000", hap, unit));
  }
  g.push(entry(g, pi, day, "income", rentLine(g, p, u, payer, day), payer, "4000", cents - hap, unit));
  if (rng.chance(0.06)) {
    const memo = rng.chance(0.5)
      ? rng.pick(["paid with the rent on the 12th", "texted two reminders"])
      : null;
    const desc = `LATE FEE ASSESSED - ${u.name}`;
    g.push(entry(g, pi, rng.int(7, 12), "income", desc, payer, "4100", 5000, unit), memo);
  }
  if (opts?.pet && payer === u.tenant)
    g.push(entry(g, pi, 5, "income", `Pet rent - ${opts.pet} (${u.name})`, payer, "4200", 3500, unit));
  if (termsOf(pi).nnn && g.m === 3) {
    const recon = `CAM reconciliation ${g.y - 1} - ${u.name}`;
    g.push(entry(g, pi, 17, "income", recon, payer, "4900", rng.around(cents * 0.6, 0.25), unit));
  }
  return cents;
}

/** The month's rent of every unit, and the coin laundry; answers the rent. */
function incomeOf(g, p, pi) {
  if (p.type === "short_term_rental") return payoutsOf(g, p, pi);
  let rentIn = 0;
  p.units.forEach((u, ui) => {
    const opts = unitsOf(pi)[ui][3];
    const payer = payerOf(u, opts, g.y, g.m);
    if (payer) rentIn += unitIncome(g, p, pi, u, opts, payer);
  });
  if (termsOf(pi).laundry) {
    const cents = g.rng.around(9500, 0.3);
    g.push(entry(g, pi, 27, "income", "Coin laundry - quarters deposited", null, "4900", cents));
  }
  return rentIn;
}

/** The recurring bills (utilities, HOA and AOAO fees, yard, pool, snow, pest), the loan and the manager. */
function billsOf(g, pi, rentIn) {
  const { rng, m, y } = g;
  for (const [at, desc, vendor, dollars, account, months, from, until, fixed] of SIXTH_BILLS) {
    if (at !== pi || (months && !months.includes(m))) continue;
    if ((from && ym(y, m) < from) || (until && ym(y, m) >= until) || (!fixed && !rng.chance(0.9))) continue;
    const cents = fixed ? dollars * 100 : rng.around(dollars * 100, 0.3);
    g.push(entry(g, pi, fixed ? 1 : rng.int(6, 24), "expense", desc, vendor, account, cents));
  }
  const terms = termsOf(pi);
  if (terms.lender !== undefined) {
    const [lender, feed] = SIXTH_TERMS.lenders[terms.lender];
    const interest = rng.around(71000 + pi * 4100, 0.02);
    const loan = entry(g, pi, 1, "expense", feed, lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 31000 + pi * 1700 }] });
  }
  if (terms.manager !== undefined && rentIn) {
    const [manager, share, label] = SIXTH_TERMS.managers[terms.manager];
    const desc = `${label} - ${MONTHS[m - 1]} ${y}`;
    g.push(entry(g, pi, 25, "expense", desc, manager, "5060", Math.round(rentIn * share)));
  }
}

const INSURERS = {
  LA: "Acadian Mutual Insurance",
  HI: "Pacific Isle Mutual",
  AK: "Chinook Mutual Insurance",
};
/** The extra policies: [the property's term, month, description, insurer, base premium (cents)]. */
const EXTRA_POLICIES = [
  ["flood", 6, "Flood policy (NFIP) renewal", "Levee Flood Insurance Agency", 84000],
  ["hurricane", 9, "Hurricane policy renewal", "Pacific Isle Mutual", 61000],
  ["quake", 10, "Earthquake policy renewal", "Chinook Mutual Insurance", 73000],
];
const POLICIES = {
  dp3: "Dwelling fire (DP-3) renewal",
  landlord: "Landlord package policy renewal",
  ho6: "HO-6 condo unit policy",
  commercial: "Commercial property & liability renewal",
  str: "Short-term rental host policy",
};

/** The property tax as the collector bills it: Louisiana yearly, Hawaii by fiscal half, Alaska in installments. */
function taxOf(g, pi) {
  const { m, y } = g;
  const state = stateOf(pi);
  const cents = 240000 + pi * 21000;
  if (state === "LA" && m === 12) return [`${y} ad valorem taxes`, cents];
  if (state === "HI" && (m === 2 || m === 8)) {
    const fy =
      m === 8 ? `FY${y}-${String(y + 1).slice(2)} 1st half` : `FY${y - 1}-${String(y).slice(2)} 2nd half`;
    return [`RPT ${fy}`, cents / 2];
  }
  const months = { "Municipality of Anchorage Treasury": [7, 9], "Fairbanks North Star Borough": [8, 11] };
  const split = months[termsOf(pi).tax];
  if (split?.includes(m)) return [`${y} property tax - installment ${split.indexOf(m) + 1}`, cents / 2];
  if (state === "AK" && !split && m === 9) return [`${y} real property tax`, cents];
  return null;
}

/** The property tax, the yearly premium and the flood, hurricane and earthquake policies. */
function yearlyOf(g, pi) {
  const { m } = g;
  const terms = termsOf(pi);
  const tax = taxOf(g, pi);
  if (tax) g.push(entry(g, pi, 10, "expense", tax[0], terms.tax, "5110", tax[1]));
  if (m === 1 + ((pi * 5) % 12)) {
    const insurer = terms.insure === "str" ? "Host Shield Insurance" : INSURERS[stateOf(pi)];
    g.push(entry(g, pi, 14, "expense", POLICIES[terms.insure], insurer, "5040", 92000 + pi * 8300));
  }
  for (const [term, month, desc, insurer, base] of EXTRA_POLICIES)
    if (terms[term] && m === month)
      g.push(entry(g, pi, 5, "expense", desc, insurer, "5040", base + pi * 4700));
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
const storeOf = (pi, chain) => String(1000 + (hash32(`${chain}:${SIXTH_PROPERTIES[pi][2]}`) % 9000));
/** Lines paid by card (the rest from the operating account). */
const CARD = /^(POS|CHECKCARD|SHERWIN|HPM|ZUMPER|COSTCO|IKEA|AMZN)/;

/** None, one or two jobs a month from the local vendors' lists, by season and kind; big ones rarely. */
function jobsOf(g, p, pi, books) {
  const { rng, period, y, m } = g;
  const jobs = SIXTH_JOBS.filter(([, , , where]) => !where || where.includes(pi)).flatMap(
    ([vendor, account, list]) => list.filter((j) => fits(j[3], p, m)).map((j) => [vendor, account, ...j]),
  );
  for (let k = rng.chance(0.6) ? rng.int(1, 2) : 0; k > 0; k--) {
    const [vendor, account, text, base, memos] = rng.pick(jobs);
    if (base >= 1400 && rng.chance(0.7)) continue; // the big jobs are rarer
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
  for (const [pi, date, account, desc, payee, dollars, kind, memo] of ONE_OFFS) {
    if (date.slice(0, 7) !== ym(g.y, g.m)) continue;
    const type = kind ?? (account.startsWith("4") ? "income" : "expense");
    const text = desc.replace("{store}", pi === null ? "" : storeOf(pi, payee));
    const bank = CARD.test(text) ? "2000" : "1000";
    g.push(entry(g, pi, Number(date.slice(8)), type, text, payee, account, dollars * 100, { bank }), memo);
  }
  const add = (d, type, desc, payee, account, cents, more) =>
    g.push(entry(g, null, d, type, desc, payee, account, cents, more));
  add(28, "expense", "SERVICE CHARGE - ACCT ANALYSIS", "Riverbend National Bank", "5190", 1800);
  if (g.m === 1) add(9, "expense", "RENTREDI ANNUAL PLAN", "RentRedi", "5190", 10800, { bank: "2000" });
  if (g.m === 11)
    add(15, "expense", "Umbrella liability ($3M) renewal", "Chinook Mutual Insurance", "5040", 71500);
  if (g.m % 3 === 0)
    add(30, "transfer", "ONLINE TRANSFER TO SAV XXXXXX4471 OWNER DRAW", null, "3100", 600000);
}

/** Seeds the sixth portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedSixth(db, organizationId, seed = 31337) {
  const books = { check: 2214 };
  const scope = portfolioScope(organizationId, SIXTH_NOW, 3, seed, "sixth");
  const seeded = await seedPortfolio(db, scope, SIXTH_PROPERTIES, {
    tag: "SX",
    lenders: [SIXTH_TERMS.lenders[0][0]],
    month: (g, plans) => {
      plans.forEach((p, pi) => {
        billsOf(g, pi, incomeOf(g, p, pi));
        yearlyOf(g, pi);
        jobsOf(g, p, pi, books);
      });
      portfolioOf(g);
    },
  });
  // Parishes and boroughs are not counties: their notes drop the " County" the places step appends.
  await db.execute(sql`update properties set notes = regexp_replace(notes, ' County$', '')
    where organization_id = ${organizationId} and state in ('LA', 'AK')`);
  return seeded;
}
