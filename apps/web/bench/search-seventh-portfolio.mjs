// A seventh sample portfolio for the search: none of the others' places (Ohio, Wisconsin, Kentucky, Nebraska,
// Indiana), tenants, vendors or bank-feed wording (search-seventh-data.mjs), three years of history and its own
// "today". The seventh queries (search-seventh.json) run over it, written from this data only, never from the
// search code. Deterministic: the same seed gives the same rows.
import { entry } from "./search-portfolio.mjs";
import { portfolioScope, seedPortfolio } from "./search-probe-portfolio.mjs";
import { SEVENTH_BILLS, SEVENTH_JOBS, SEVENTH_PROPERTIES, SEVENTH_TERMS } from "./search-seventh-data.mjs";

const { hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The seventh portfolio's "today": relative phrases ("last month", "this year") are read from it. */
export const SEVENTH_NOW = new Date("2026-09-15T16:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const ym = (y, m) => `${y}-${String(m).padStart(2, "0")}`;
/** Rents went up at the June 2025 renewals; before, 3 % less (to the $5). */
const rentAt = (cents, y, m) => (ym(y, m) < "2025-06" ? Math.round((cents * 0.97) / 500) * 500 : cents);
const termsOf = (pi) => SEVENTH_PROPERTIES[pi][8];
const unitsOf = (pi) => SEVENTH_PROPERTIES[pi][7];
const stateOf = (pi) => SEVENTH_PROPERTIES[pi][3];
/** A name as a bank feed prints it: upper case, no accents, carons or other diacritics. */
const feedName = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();
/** A shop's unit (the rest of a mixed-use building's units are apartments). */
const isShop = (u) => /^(Storefront|Suite)/.test(u.name);

/**
 * One-off entries, "property index or - | dates | account | description | payee or - | $ | type?", a memo on
 * the next line after "> " (income when the account is 4xxx, else expense, unless a type is given; several
 * dates for a yearly one; an owner's contribution is account 3000): capital work, turnovers and deposits, hail,
 * freeze, flood and break-in claims, permits and licences, an eviction filing, the CPA, the LLC's filings.
 */
const ONE_OFF_LINES = [
  "0 | 2024-05-08 | 5190 | Right-of-way permit - sewer excavation | City of Akron Engineering Bureau | 225",
  "0 | 2024-05-21 | 5090 | Sewer lateral replaced - 42 ft to the street | Buckeye Sewer & Drain | 9800",
  "> clay tile collapsed under the front yard",
  "0 | 2024-09-06 | 2100 | Return of security deposit - Terrence Mabry | Terrence Mabry | 825",
  "> held back $225 for carpet cleaning and a cracked blind",
  "0 | 2024-09-18 | 5090 | Downstairs refresh - paint, blinds & carpet | Rubber City Painting Co. | 2250",
  "0 | 2024-10-01 | 2100 | Move-in deposit received - Kayleigh Stroup | Kayleigh Stroup | 1050 | income",
  "1 | 2024-02-13 2025-02-11 2026-02-10 | 5190 | Rental registration & inspection fee | City of Lakewood Housing | 125",
  "1 | 2024-11-12 | 5090 | High-efficiency furnace installed - upstairs unit | Cuyahoga Heating & Cooling | 5400",
  "> 25-year-old furnace, cracked heat exchanger",
  "1 | 2025-07-22 | 5090 | Upper porch rebuilt - columns, decking & railing | West End Carpentry LLC | 7200",
  "> railing failed the city inspection",
  "2 | 2024-02-20 | 5090 | Storefront glass replaced after break-in | Miami Valley Glass Co. | 1850",
  "> window smashed overnight, police report #24-011873",
  "2 | 2024-03-22 | 4900 | Insurer paid - storefront glass claim | Lake Shore Mutual Insurance | 850",
  "> claim LS-2024-5521 less the $1,000 deductible",
  "2 | 2025-03-17 | 2100 | Return of security deposit - Devontae Pettaway | Devontae Pettaway | 980",
  "> held back $170 for a missing fridge shelf and cleaning",
  "2 | 2025-04-01 | 2100 | Move-in deposit received - Mariah Esterline | Mariah Esterline | 1150 | income",
  "2 | 2025-09-10 | 5030 | Lease commission - Storefront B renewal | Miami Valley Commercial Realty | 2400",
  "2 | 2026-05-26 | 5190 | Mechanical permit - rooftop unit | City of Dayton Building Services | 180",
  "2 | 2026-06-16 | 5090 | Rooftop unit replaced - 5 ton (storefronts) | Gem City Mechanical | 11800",
  "3 | 2024-07-10 | 5090 | Box gutters relined & slate repaired | Hruska Bros. Roofing | 6400",
  "> original slate roof, 1907 house",
  "3 | 2025-02-18 | 5090 | Frozen water service thawed & heat cable | Maumee Valley Plumbing | 640",
  "3 | 2025-05-20 | 5090 | Lead-safe inspection & dust wipes | Glass City Lead Inspections LLC | 350",
  "> two windowsills failed the dust wipe",
  "3 | 2025-06-03 | 5190 | Lead-safe certificate - rental registry | City of Toledo Lead Safe Program | 45",
  "3 | 2025-10-07 | 5090 | Replacement windows - 8 double-hung, lead-safe | Glass City Window & Door | 7900",
  "4 | 2023-11-02 2024-11-05 2025-11-04 | 5020 | Winterized - lines blown out | Maumee Valley Plumbing | 240",
  "> RV antifreeze in the traps and the toilets",
  "4 | 2024-04-16 2025-04-15 2026-04-14 | 5020 | Spring startup - water on & leak check | Maumee Valley Plumbing | 180",
  "4 | 2024-04-23 | 5100 | DEBIT CARD PURCHASE MEIJER #{store} SANDUSKY - patio set & gas grill | Meijer | 920",
  "4 | 2024-05-01 2025-05-01 2026-05-01 | 5190 | Short-term rental license | Village of Put-in-Bay | 250",
  "4 | 2025-05-06 | 5090 | Deck boards & railing replaced - composite | South Bass Builders | 5600",
  "4 | 2025-08-19 | 5190 | Guest refund - ferry cancelled, high winds | Airbnb | 380",
  "> the ferries shut down for two days",
  "5 | 2024-01-16 | 5090 | Burst pipe - Apt 3 ceiling & drywall | Badger State Plumbing LLC | 2350",
  "> -22 during the January cold snap",
  "5 | 2024-02-27 | 4900 | Claim payment - frozen pipe water damage | Badger Mutual Insurance | 1350",
  "> claim BM-24-0417 less the $1,000 deductible",
  "5 | 2025-10-03 | 5190 | HVAC permit - boiler replacement | City of Green Bay Inspection Division | 160",
  "5 | 2025-10-14 | 5090 | Boiler replaced - 4-unit hydronic heat | Titletown Furnace & Air | 14800",
  "> 1978 boiler, heat exchanger leaking",
  "6 | 2024-08-06 | 5190 | Building permit - egress window | City of Eau Claire Inspections | 95",
  "6 | 2024-08-20 | 5090 | Egress window cut in - basement bedroom | Clearwater Concrete Cutting | 3900",
  "> needed for the basement bedroom to count",
  "6 | 2025-03-11 | 5090 | Sub-slab radon system - fan & piping | Indianhead Radon Services | 1150",
  "> test showed 9.8 pCi/L in the basement",
  "7 | 2024-05-14 | 5100 | SLUMBERLAND FURNITURE #{store} - sleeper sofa & mattress | Slumberland Furniture | 2100",
  "7 | 2024-06-25 2025-06-24 2026-06-23 | 5190 | Tourist rooming house license | Door County Public Health | 260",
  "7 | 2024-08-13 | 4900 | AirCover reimbursement - guest damage | Airbnb | 600",
  "> red wine on the sofa, cushion replaced",
  "7 | 2025-06-10 | 5020 | Septic tank pumped & inspected | Peninsula Septic Service | 425",
  "7 | 2026-02-17 | 5020 | Roof snow raked - ice dam prevention | Liberty Grove Plowing | 280",
  "8 | 2024-05-15 | 5190 | Fire inspection re-check fee | La Crosse Fire Department | 75",
  "> exit sign out on the 2nd floor",
  "8 | 2024-09-24 | 5090 | Tuckpointing - north wall & parapet | River City Masonry | 8600",
  "> mortar washing out, loose bricks at the parapet",
  "8 | 2025-08-05 | 2100 | Return of security deposit - Cormac Keegan | Cormac Keegan | 745",
  "> kept $230 for cleaning and a broken closet door",
  "8 | 2025-08-19 | 5090 | Unit 3 turnover - paint & carpet | Driftless Painting & Flooring | 2650",
  "8 | 2025-09-01 | 2100 | Move-in deposit received - Ashlyn Pfaff | Ashlyn Pfaff | 975 | income",
  "9 | 2024-12-03 | 5090 | Dishwasher & range replaced | Wiseway Appliance Co. | 1480",
  "9 | 2025-04-08 | 5190 | Special assessment - parking lot repaving | Euclid Commons Condominium Assn | 1800",
  "10 | 2024-07-31 | 2100 | Return of security deposit - Hunter Pardue | Hunter Pardue | 595",
  "> $200 held: couch left behind, trash hauled",
  "10 | 2024-08-05 | 5020 | Junk removal after move-out | College Hill Junk Removal | 275",
  "10 | 2024-08-06 | 5010 | HAMPTON INN BOWLING GREEN - 2 nights, unit turnover | Hampton Inn | 290",
  "10 | 2024-08-09 | 2100 | Move-in deposit received - Tucker Meeks | Tucker Meeks | 795 | income",
  "10 | 2025-02-04 | 5050 | Eviction notice & forcible detainer complaint - Apt B | Stamper & Boggs, PLLC | 375",
  "10 | 2025-02-11 | 5050 | Forcible detainer filing fee | Warren District Court Clerk | 98",
  "> tenant paid in full before the court date",
  "10 | 2025-06-24 | 5090 | Foundation crack repaired - epoxy injection | Cave Country Foundation Repair | 2900",
  "> settlement crack in the back wall",
  "11 | 2024-04-10 | 5090 | HQS inspection repairs - handrail & outlet covers | Hilltop Handyman | 260",
  "> failed items from the housing authority inspection",
  "11 | 2025-05-13 | 5020 | Silver maple removed - over the garage | Four Rivers Tree & Lawn | 1650",
  "11 | 2026-03-10 | 5090 | Heat pump replaced - 3 ton | Bluegrass Heating & Air | 7400",
  "> 2004 unit, compressor failed",
  "12 | 2024-03-12 | 2100 | Return of security deposit - Cody Rathburn | Cody Rathburn | 900",
  "> kept $150 for a stained carpet",
  "12 | 2024-04-01 | 2100 | Move-in deposit received - Luz Marina Ocasio | Luz Marina Ocasio | 1050 | income",
  "12 | 2024-10-08 | 5190 | Certificate of appropriateness - windows | City of Covington Historic Preservation | 50",
  "12 | 2024-11-19 | 5090 | Original wood windows restored (12) | Ohio Valley Window Restoration | 6800",
  "> historic district, replacement not allowed",
  "12 | 2025-04-09 | 5090 | Basement water cleanup after river flooding | Riverfront Restoration Services | 3200",
  "> Licking River backwater, 6 in. in the basement",
  "12 | 2025-06-17 | 4900 | Flood claim payment (NFIP) | NFIP Direct | 2400",
  "> for the April flood, contents and cleanup",
  "13 | 2024-06-07 | 5190 | Reroof permit | City of Kearney Building Inspections | 120",
  "13 | 2024-06-10 | 3000 | ONLINE BANKING TRANSFER FROM SAV 2217 - roof money | - | 8000",
  "13 | 2024-06-12 | 5090 | Roof replaced after hail - 28 sq | Great Plains Roofing & Siding | 14200",
  "> hail storm June 1, claim HM-24-2290",
  "13 | 2024-07-16 | 4900 | Hail claim - roof (ACV payment) | Sodbuster Mutual Insurance | 9800",
  "13 | 2024-09-24 | 4900 | Hail claim - recoverable depreciation | Sodbuster Mutual Insurance | 3400",
  "> released after the final invoice",
  "14 | 2024-10-15 | 5030 | Broker fee - Suite C new lease | Tri-Cities Commercial Realty | 3600",
  "14 | 2024-11-05 | 5090 | Tenant improvement allowance - Suite C | Platte River Cellular LLC | 5000",
  "14 | 2025-09-16 | 5090 | Parking lot crack seal & restripe | Tri-County Sweeping & Striping | 4100",
  "15 | 2024-10-22 | 5090 | 40-gal gas water heater swapped out | Old Fort Plumbing | 1290",
  "15 | 2025-08-26 | 5090 | Driveway replaced - 4 in. concrete | Old Fort Concrete | 6300",
  "- | 2024-03-12 | 5050 | 2023 tax return - Schedule E & depreciation | Hollenkamp & Reyes CPA Group | 1650",
  "- | 2025-03-11 | 5050 | 2024 tax return - Schedule E & depreciation | Hollenkamp & Reyes CPA Group | 1725",
  "- | 2026-03-10 | 5050 | 2025 tax return - Schedule E & depreciation | Hollenkamp & Reyes CPA Group | 1800",
  "- | 2024-01-23 2025-01-21 2026-01-20 | 5050 | Registered agent service - annual | Northwest Registered Agent | 125",
  "- | 2024-03-28 2025-03-27 2026-03-26 | 5190 | Annual report - LLC | Wisconsin DFI | 25",
  "- | 2024-06-03 2025-06-02 2026-06-01 | 5190 | Annual report - Kentucky SOS | Kentucky Secretary of State | 15",
  "- | 2025-05-14 | 5010 | Mileage - Akron to Put-in-Bay & back (176 mi) | - | 123",
];
/** The one-offs as [property index | null, date, account, description, payee, $, type | null, memo | null]. */
const ONE_OFFS = ONE_OFF_LINES.flatMap((line, i) => {
  if (line.startsWith("> ")) return [];
  const [pi, dates, account, desc, payee, dollars, type] = line.split("|").map((s) => s.trim());
  const memo = ONE_OFF_LINES[i + 1]?.startsWith("> ") ? ONE_OFF_LINES[i + 1].slice(2) : null;
  const [at, who] = [pi === "-" ? null : Number(pi), payee === "-" ? null : payee];
  return dates.split(" ").map((date) => [at, date, account, desc, who, Number(dollars), type || null, memo]);
});

/** Who paid the unit's rent that month (the one before or nobody, nobody in the turnover month, the tenant). */
function payerOf(u, opts, y, m) {
  if (!opts?.until) return u.tenant;
  const at = ym(y, m);
  return at < opts.until ? (opts.before ?? null) : at === opts.until ? null : u.tenant;
}

/** The rent line as the bank feed prints it: a mobile check deposit, Cash App, Innago; ACH for the shops. */
function rentLine(g, u, payer) {
  const mon = MONTHS[g.m - 1].toUpperCase();
  const h = hash32(`${payer}:${g.y}:${g.m}`);
  if (isShop(u)) return `ORIG CO NAME:${feedName(payer).slice(0, 16)} ENTRY DESCR:RENT ${mon} SEC:CCD`;
  const style = hash32(`${payer}:seventh`) % 3;
  if (style === 0) return `MOBILE DEPOSIT : REF NUMBER :${310000000 + (h % 90000000)} ${u.name} RENT`;
  if (style === 1) return `CASH APP*${feedName(payer)} - rent ${g.m}/${String(g.y).slice(2)}`;
  return `INNAGO DES:RENT PMT INDN:${feedName(payer)} ${u.name.toUpperCase()}`;
}

/** The bookings of a short-term rental (none while it is closed), its cleans, lodging tax and supplies. */
function payoutsOf(g, p, pi) {
  const { rng } = g;
  const terms = SEVENTH_TERMS.str[termsOf(pi).str];
  if (terms.closed.includes(g.m)) return 0;
  const [lo, hi] = terms.peak.includes(g.m) ? [4, 7] : terms.shoulder.includes(g.m) ? [2, 4] : [0, 2];
  let total = 0;
  let stays = 0;
  for (let k = rng.int(lo, hi); k > 0; k--) {
    const nights = rng.int(2, 5);
    const cents = nights * rng.around(terms.nightly, 0.2);
    const h = hash32(`${pi}:${g.y}:${g.m}:${k}`);
    const code = (h % 36 ** 7).toString(36).toUpperCase().padStart(7, "0");
    total += cents;
    stays++;
    const r = rng.float();
    const [desc, payee] =
      r < 0.6
        ? [`AIRBNB PAYMENTS DES:AIRBNB ID:G-${code} PPD`, "Airbnb"]
        : r < 0.85
          ? [`VRBO DES:PAYOUT ID:${1000000 + (h % 9000000)} PPD`, "Vrbo"]
          : [
              `SQUARE INC DES:SQ${ym(g.y, g.m).replace("-", "").slice(2)} ID:${code} CCD - direct stay`,
              "Square",
            ];
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

/** A unit's rent (the housing authority's share apart), late charge, pet fee and the shops' true-up. */
function unitIncome(g, pi, u, opts, payer) {
  const { rng } = g;
  const cents = rentAt(u.rent, g.y, g.m);
  const unit = { unitId: u.id };
  const hap = opts?.hap && payer === u.tenant ? Number(opts.hap) * 100 : 0;
  if (hap) {
    const desc = `HOUSING ASSISTANCE PMT HCV ${MONTHS[g.m - 1].toUpperCase()} ${g.y}`;
    g.push(entry(g, pi, 2, "income", desc, "Paducah Housing Authority", "4000", hap, unit));
  }
  g.push(entry(g, pi, rng.int(1, 5), "income", rentLine(g, u, payer), payer, "4000", cents - hap, unit));
  if (rng.chance(0.06)) {
    const memo = rng.chance(0.5)
      ? rng.pick(["paid on the 9th with the rent", "grace period ends the 5th"])
      : null;
    const desc = `Late charge - ${u.name} ${MONTHS[g.m - 1]} ${g.y}`;
    g.push(entry(g, pi, rng.int(7, 12), "income", desc, payer, "4100", 4500, unit), memo);
  }
  if (opts?.pet && payer === u.tenant)
    g.push(entry(g, pi, 5, "income", `Pet fee - ${opts.pet} - ${u.name}`, payer, "4200", 3000, unit));
  if (termsOf(pi).nnn && isShop(u) && g.m === 3) {
    const recon = `Common area true-up ${g.y - 1} - ${u.name}`;
    g.push(entry(g, pi, 17, "income", recon, payer, "4900", rng.around(cents * 0.5, 0.25), unit));
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
    const cents = g.rng.around(11000, 0.3);
    const desc = "WASHBOARD LAUNDRY SYS COMMISSION";
    g.push(entry(g, pi, 24, "income", desc, "WashBoard Laundry Systems", "4900", cents));
  }
  return rentIn;
}

/** The recurring bills (utilities, association dues, lawn, snow, pest), the loan and the manager. */
function billsOf(g, pi, rentIn) {
  const { rng, m, y } = g;
  for (const [at, desc, vendor, dollars, account, months, from, until, fixed] of SEVENTH_BILLS) {
    if (at !== pi || (months && !months.includes(m))) continue;
    if ((from && ym(y, m) < from) || (until && ym(y, m) >= until) || (!fixed && !rng.chance(0.9))) continue;
    const cents = fixed ? dollars * 100 : rng.around(dollars * 100, 0.3);
    g.push(entry(g, pi, fixed ? 1 : rng.int(6, 24), "expense", desc, vendor, account, cents));
  }
  const terms = termsOf(pi);
  if (terms.lender !== undefined) {
    const [lender, feed] = SEVENTH_TERMS.lenders[terms.lender];
    const interest = rng.around(64000 + pi * 3700, 0.02);
    const loan = entry(g, pi, 1, "expense", feed, lender, "5070", interest);
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 28000 + pi * 1500 }] });
  }
  if (terms.manager !== undefined && rentIn) {
    const [manager, share, label] = SEVENTH_TERMS.managers[terms.manager];
    const desc = `${label} - ${MONTHS[m - 1]} ${y}`;
    g.push(entry(g, pi, 25, "expense", desc, manager, "5060", Math.round(rentIn * share)));
  }
}

const { insurers: INSURERS, extraPolicies: EXTRA_POLICIES, policies: POLICIES } = SEVENTH_TERMS;

/** The property tax as each state bills it: Ohio and Nebraska by halves, Wisconsin and Indiana by installments
 * (a year in arrears), Kentucky once in the fall. */
function taxOf(g, pi) {
  const { m, y } = g;
  const cents = 180000 + pi * 17000;
  const half = {
    OH: { 2: `${y - 1} 1st half real estate taxes`, 7: `${y - 1} 2nd half real estate taxes` },
    WI: { 1: `${y - 1} property tax - 1st installment`, 7: `${y - 1} property tax - 2nd installment` },
    NE: { 4: `${y - 1} real estate tax - first half`, 8: `${y - 1} real estate tax - second half` },
    IN: { 5: `${y - 1} pay ${y} spring installment`, 11: `${y - 1} pay ${y} fall installment` },
  }[stateOf(pi)];
  if (half?.[m]) return [half[m], cents / 2];
  if (stateOf(pi) === "KY" && m === 11) return [`${y} property tax bill (2% discount)`, cents];
  return null;
}

/** The property tax, the yearly premium and the flood and equipment breakdown policies. */
function yearlyOf(g, pi) {
  const { m } = g;
  const terms = termsOf(pi);
  const tax = taxOf(g, pi);
  if (tax) g.push(entry(g, pi, 10, "expense", tax[0], terms.tax, "5110", tax[1]));
  const insurer = INSURERS[stateOf(pi)];
  if (m === 1 + ((pi * 7) % 12)) {
    const who = terms.insure === "str" ? "Harbor Host Insurance" : insurer;
    g.push(entry(g, pi, 14, "expense", POLICIES[terms.insure], who, "5040", 88000 + pi * 7900));
  }
  for (const [term, month, desc, company, base] of EXTRA_POLICIES)
    if (terms[term] && m === month)
      g.push(entry(g, pi, 5, "expense", desc, company ?? insurer, "5040", base + pi * 4300));
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
const storeOf = (pi, chain) => String(1000 + (hash32(`${chain}:${SEVENTH_PROPERTIES[pi][2]}`) % 9000));
/** Lines paid by card (the rest from the operating account). */
const CARD = /^(DEBIT CARD|SLUMBERLAND|HAMPTON|INNAGO PLUS)/;

/** None, one or two jobs a month from the local vendors' lists, by season and kind; big ones rarely. */
function jobsOf(g, p, pi, books) {
  const { rng, period, y, m } = g;
  const jobs = SEVENTH_JOBS.filter(([, , , where]) => !where || where.includes(pi)).flatMap(
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
  for (const [pi, date, account, desc, payee, dollars, kind, memo] of ONE_OFFS) {
    if (date.slice(0, 7) !== ym(g.y, g.m)) continue;
    const text = desc.replace("{store}", pi === null ? "" : storeOf(pi, payee));
    // The owner's money in (3000) credits equity and debits the operating account, as the app's seed writes it.
    const [type, split, bank] =
      account === "3000"
        ? ["transfer", "1000", "3000"]
        : [
            kind ?? (account.startsWith("4") ? "income" : "expense"),
            account,
            CARD.test(text) ? "2000" : "1000",
          ];
    g.push(entry(g, pi, Number(date.slice(8)), type, text, payee, split, dollars * 100, { bank }), memo);
  }
  const add = (d, type, desc, payee, account, cents, more) =>
    g.push(entry(g, null, d, type, desc, payee, account, cents, more));
  add(28, "expense", "MONTHLY MAINTENANCE FEE", "Firelands Community Bank", "5190", 1500);
  if (g.m === 2) add(8, "expense", "INNAGO PLUS - ANNUAL", "Innago", "5190", 9900, { bank: "2000" });
  if (g.m === 10)
    add(15, "expense", "Personal umbrella - $2M - yearly", "Lake Shore Mutual Insurance", "5040", 64500);
  if (g.m % 3 === 0)
    add(30, "transfer", "ONLINE BANKING TRANSFER TO CHK 9034 - OWNER DISTRIBUTION", null, "3100", 500000);
}

/** Seeds the seventh portfolio into `organizationId` (chart, places, three years of entries, memos). */
export async function seedSeventh(db, organizationId, seed = 70707) {
  const books = { check: 1187 };
  const scope = portfolioScope(organizationId, SEVENTH_NOW, 3, seed, "seventh");
  return seedPortfolio(db, scope, SEVENTH_PROPERTIES, {
    tag: "SV",
    lenders: [SEVENTH_TERMS.lenders[0][0]],
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
