// The ninth portfolio's places, tenants, lenders, managers, short-term rental terms and recurring bills
// (bench/search-ninth-portfolio.mjs; the jobs and one-offs are in search-ninth-jobs.mjs): Iowa, Kansas,
// Oklahoma, Arkansas and Utah (every state is used by some portfolio; these five by one property each, in
// other cities and counties), counties in every note (two Johnson Counties, an Oklahoma County and a Utah
// County); tenants of many origins (a caron, a stroked l, a thorn, a stroked d, a cedilla, a
// tilde, accents and hyphens), company tenants, a voucher tenant, and bank-feed wording: DOORLOOP PAYMENT,
// BUILDIUM EPAY, BRANCH DEPOSIT CHECK, INCOMING WIRE for the shops, ELECTRONIC DEPOSIT AIRBNB / VRBO,
// SQUARE INC and OWNERREZ direct bookings, OHFA HAP, WEB PMT, ONLINE PMT, AUTOPAY, PURCHASE AUTHORIZED
// and RECURRING PMT card lines with store numbers, CHECK numbers, EXTERNAL DEPOSIT / WITHDRAWAL.

import { fields, placesOf } from "./search-set-lines.mjs";

/**
 * The places, a block each: "name | address | city | state | postal | type | county", the units (on one line
 * or more), and the terms: the tax collector, the lender (from the month `loanFrom` when given) and manager
 * (indices into NINTH_TERMS), the short-term rental's terms (NINTH_TERMS.str), the policy kind (`insure`),
 * the extra policies (`flood`, `hail`, `breakdown`), the shops' common area true-up (`nnn`) and the
 * laundry room (`laundry`).
 */
const PLACES = `
Bever Avenue Duplex | 1823 Bever Avenue SE | Cedar Rapids | IA | 52403 | multi_family | Linn
Up / Zdeněk Horák / 1125; Down / Pa Nhia Xiong / 1075 / before:Kyle Brummond / until:2024-06
tax: Linn County Treasurer; lender: 0; insure: dp3; flood

Bloomington Street Fourplex | 512 East Bloomington Street | Iowa City | IA | 52245 | multi_family | Johnson
Apt 1 / Achol Deng / 1050; Apt 2 / Bartłomiej Wróbel / 1025 / pet:cat
Apt 3 / Hodan Warsame / 1050 / before:Maddie Oberbroeckling / until:2025-08; Apt 4 / Linnéa Bergqvist / 1000
tax: Johnson County Treasurer; lender: 0; manager: 0; insure: landlord

Fenelon Place House | 1040 Fenelon Place | Dubuque | IA | 52001 | single_family | Dubuque
Main / Béatrice Mukendi / 1195 / pet:dog
tax: Dubuque County Treasurer; insure: dp3

Delano Flats | 1220 West Douglas Avenue | Wichita | KS | 67213 | multi_family | Sedgwick
Unit 1 / Menno Friesen / 795; Unit 2 / Guadalupe Ibarra-Ochoa / 825; Unit 3 / Oksana Kovalchuk / 795
Unit 4 / Dale Prewitt / 810 / before:Jaxon Stucky / until:2024-11; Unit 5 / Nour El-Amin / 850 / pet:cat
Unit 6 / Htoo Paw / 795; Unit 7 / Shelby Cagle / 825
Unit 8 / Wilnise Désir / 850 / before:Tanner Voth / until:2025-05
tax: Sedgwick County Treasurer; lender: 1; manager: 1; insure: landlord; laundry; breakdown; hail

Bluemont Avenue Duplex | 1517 Bluemont Avenue | Manhattan | KS | 66502 | multi_family | Riley
East / Sabin Gurung / 950; West / Kinsley Rader / 925 / pet:dog / before:Cody Hinrichs / until:2025-07
tax: Riley County Treasurer; lender: 1; insure: dp3; hail

Nottingham Court Condo 204 | 9701 Nall Avenue, Unit 204 | Overland Park | KS | 66207 | condo | Johnson
Unit 204 / Eleni Papadakis / 1495
tax: Johnson County Treasurer; lender: 1; insure: ho6

Cherry Street Building | 1536 East 15th Street | Tulsa | OK | 74120 | commercial | Tulsa
Suite A / Blue Dome Bagel Co. / 2400; Suite B / Route 66 Vintage LLC / 1750; Apt 201 / Wynema Harjo / 1150
Apt 202 / Joaquín Rentería / 1125 / before:Brennan Weatherford / until:2025-02
tax: Tulsa County Treasurer; lender: 2; insure: commercial; nnn; hail

Knoblock Street Triplex | 624 South Knoblock Street | Stillwater | OK | 74074 | multi_family | Payne
Apt A / Tsali Sixkiller / 825; Apt B / Hye-jin Cho / 800
Apt C / Trace Holloway / 800 / before:Dakota Pruett / stopped:2024-11 / until:2025-03
tax: Payne County Treasurer; lender: 2; insure: landlord

Danforth Road House | 1108 East Danforth Road | Edmond | OK | 73034 | single_family | Oklahoma
Main / Shaniqua Bledsoe / 1350 / hap:900
tax: Oklahoma County Treasurer; insure: dp3; hail

Spring Street Cottage | 64 Spring Street | Eureka Springs | AR | 72632 | short_term_rental | Carroll
Main / - / 0
tax: Carroll County Collector; lender: 3; str: 0; insure: str

Wilson Park House | 611 North Wilson Avenue | Fayetteville | AR | 72701 | single_family | Washington
Main / Rinta Kabua / 1275 / before:Colton Baber / until:2024-08
tax: Washington County Collector; lender: 3; insure: dp3

Brightwater Condo 3C | 1001 SE 14th Street, Unit 3C | Bentonville | AR | 72712 | condo | Benton
Unit 3C / João Conceição / 1425
tax: Benton County Collector; lender: 3; insure: ho6

Donaghey Avenue House | 1915 Donaghey Avenue | Conway | AR | 72034 | single_family | Faulkner
Main / Xiomara Cux / 1150 / pet:dog
tax: Faulkner County Collector; lender: 3; loanFrom: 2025-05; insure: dp3

Mill Creek Casita | 455 Mill Creek Drive | Moab | UT | 84532 | short_term_rental | Grand
Main / - / 0
tax: Grand County Treasurer; lender: 4; str: 1; manager: 2; insure: str

Center Street Duplex | 688 West Center Street | Provo | UT | 84601 | multi_family | Utah
Upstairs / Sione Taufa / 1395; Basement / Þórdís Jónsdóttir / 950 / before:Kaden Whitlock / until:2024-09
tax: Utah County Treasurer; lender: 4; insure: dp3

400 North Fourplex | 745 East 400 North | Logan | UT | 84321 | multi_family | Cache
Unit A / Mele Fifita / 895; Unit B / Nguyệt Đoàn / 875; Unit D / Maricel Dizon-Santos / 895 / pet:cat
Unit C / Brock Yoder / 875 / before:McKay Jeppesen / until:2025-06
tax: Cache County Treasurer; lender: 4; insure: landlord
`;

/** [name, address, city, state, postal, type, county, units, terms] of every place in PLACES. */
export const NINTH_PROPERTIES = placesOf(PLACES);

/**
 * The lenders [payee, the loan payment's bank-feed line], the managers [payee, share of the rent, how the fee
 * reads] and the short-term rentals' terms: the months they are closed, peak and shoulder months, the nightly
 * rate (cents), the direct bookings' payout line and payee, the cleaner and the clean's price ($, "{n}" the
 * stays, "{mon}" the month), the lodging taxes [description, payee, rate] and the guest supplies
 * [description, payee, typical $]; the insurer of each state's places, the extra policies [term, month,
 * description, insurer (else the state's), base (cents)] and how each kind of policy reads.
 */
export const NINTH_TERMS = {
  lenders: [
    ["Collins Community Credit Union", "COLLINS COMMUNITY CU LOAN PYMT"],
    ["Emprise Bank", "EMPRISE BANK DES:MTG PMT"],
    ["BancFirst", "BANCFIRST LOAN PAYMENT ACH"],
    ["Arvest Bank", "ARVEST BANK MTG WEB PMT"],
    ["Mountain America Credit Union", "MTN AMERICA CU LOAN XFER"],
  ],
  managers: [
    ["Old Capitol Property Management", 0.09, "Management fee"],
    ["Air Capital Property Management", 0.08, "Mgmt fee 8%"],
    ["Canyonlands Stay & Host", 0.2, "Host commission"],
  ],
  str: [
    {
      closed: [1],
      peak: [5, 6, 10],
      shoulder: [4, 7, 8, 9, 11, 12],
      nightly: 18500,
      direct: ["SQUARE INC DES:SQ{ym} ID:{code} - direct stay", "Square"],
      cleaner: ["Crescent Cleaning Co.", 110, "Cottage turnovers ({n}) - {mon}"],
      taxes: [
        ["CAPC lodging tax - {mon}", "Eureka Springs Advertising & Promotion Commission", 0.03],
        ["AR sales & tourism tax - {mon}", "Arkansas DFA", 0.085],
      ],
      supplies: [
        "PURCHASE AUTHORIZED HARTS FAMILY CENTER EUREKA SPRGS - guest coffee & soap",
        "Harts Family Center",
        70,
      ],
    },
    {
      closed: [],
      peak: [3, 4, 5, 9, 10],
      shoulder: [6, 8, 11],
      nightly: 26500,
      direct: ["OWNERREZ DES:PAYOUT ID:OR{ym}{code}", "OwnerRez"],
      cleaner: ["Slickrock Turnover Cleaning", 145, "Turnover cleans x{n} - {mon}"],
      taxes: [["Utah sales & transient room tax - {mon}", "Utah State Tax Commission", 0.124]],
      supplies: ["PURCHASE AUTHORIZED CITY MARKET #412 MOAB - guest coffee & paper goods", "City Market", 85],
    },
  ],
  insurers: {
    IA: "Corn Belt Mutual Insurance",
    KS: "Sunflower Mutual Insurance",
    OK: "Red Earth Mutual Insurance",
    AR: "Natural State Mutual Insurance",
    UT: "Beehive Mutual Insurance",
  },
  strInsurer: "Proper Insurance",
  extraPolicies: [
    ["flood", 5, "NFIP flood policy - Cedar River", "Wright Flood", 78000],
    ["hail", 4, "Wind & hail deductible buy-back - annual", null, 26000],
    ["breakdown", 8, "Boiler & machinery coverage - annual", null, 41000],
  ],
  policies: {
    dp3: "DP-3 dwelling fire policy - renewal",
    landlord: "Landlord policy - annual renewal",
    ho6: "HO-6 condo policy - annual",
    commercial: "BOP - commercial package renewal",
    str: "Vacation rental policy - annual",
  },
};

/**
 * The recurring bills, "property | description | vendor | typical $ | account | months | from..until | =":
 * months are listed or a range ("5-10"), empty for every month; "=" is a fixed amount billed every time
 * (the others vary and are missed one month in ten). Read as [property, description, vendor, $, account,
 * months | null, from, until, fixed].
 */
export const NINTH_BILLS = [
  "0 | CEDAR RAPIDS UTILITIES WEB PMT - water/sewer/solid waste | Cedar Rapids Utilities | 125 | 5120",
  "0 | Lawn mowing | Cedar Valley Lawn Service | 60 | 5020 | 5-9",
  "0 | Snow shoveling - walks & drive | Cedar Valley Lawn Service | 70 | 5020 | 12 1 2",
  "1 | CITY OF IOWA CITY UTIL BILLING - water/sewer/trash | City of Iowa City | 190 | 5120",
  "1 | MIDAMERICAN ENERGY ONLINE PMT - house gas | MidAmerican Energy | 85 | 5120 | 10 11 12 1 2 3 4",
  "1 | Snow removal - sidewalk per city code | Old Capitol Snow & Lawn | 90 | 5020 | 12 1 2",
  "1 | Lawn mowing | Old Capitol Snow & Lawn | 55 | 5020 | 5-9",
  "2 | CITY OF DUBUQUE WATER DEPT PMT | City of Dubuque | 65 | 5120",
  "3 | CITY OF WICHITA WATER UTIL ONLINE PMT | City of Wichita Water Utilities | 340 | 5120",
  "3 | EVERGY BILL PAY - hall & lot lights | Evergy | 140 | 5120",
  "3 | KANSAS GAS SERVICE AUTOPAY - boiler | Kansas Gas Service | 260 | 5120 | 10 11 12 1 2 3 4",
  "3 | Dumpster service 6 yd | Waste Connections | 165 | 5120",
  "3 | Lawn & landscape - monthly | Prairie Fire Lawn Care | 150 | 5020 | 4-10",
  "4 | CITY OF MANHATTAN UTILITY PMT | City of Manhattan Utilities | 110 | 5120",
  "4 | Mowing | Flint Hills Lawn & Landscape | 55 | 5020 | 5-9",
  "5 | HOA dues - Nottingham Court | Nottingham Court Homes Association | 295 | 5190 |  | ..2025-01 | =",
  "5 | HOA dues - Nottingham Court | Nottingham Court Homes Association | 325 | 5190 |  | 2025-01.. | =",
  "6 | CITY OF TULSA UTIL BILL PAY - water/sewer | City of Tulsa Utilities | 210 | 5120",
  "6 | PSO BILL PAY - common electric & sign | Public Service Company of Oklahoma | 175 | 5120",
  "6 | ONG ONLINE PMT - gas | Oklahoma Natural Gas | 95 | 5120 | 10 11 12 1 2 3 4",
  "6 | Commercial trash - 4 yd dumpster | American Waste Control | 145 | 5120",
  "6 | Fire alarm monitoring | Green Country Alarm | 45 | 5190 |  |  | =",
  "6 | Grease trap pumped - quarterly | Tulsa Grease Trap Service | 225 | 5020 | 2 5 8 11 |  | =",
  "7 | STILLWATER UTILITIES AUTHORITY PMT | Stillwater Utilities Authority | 175 | 5120",
  "7 | Mowing & edging | Cowboy Lawn Care | 65 | 5020 | 4-10",
  "8 | CITY OF EDMOND UTIL PMT - trash & water | City of Edmond Utilities | 70 | 5120",
  "8 | Lawn mowing & edging | Green Country Lawn Care | 60 | 5020 | 4-10",
  "9 | CARROLL ELECTRIC COOP - power | Carroll Electric Cooperative | 140 | 5120",
  "9 | EUREKA SPRINGS WATER & SEWER | City of Eureka Springs | 60 | 5120",
  "9 | RITTER COMMUNICATIONS - wifi | Ritter Communications | 80 | 5120",
  "9 | BLACK HILLS ENERGY AUTOPAY - gas | Black Hills Energy | 90 | 5120 | 11 12 1 2 3",
  "9 | Yard & flower beds | Hillside Yard Care | 85 | 5020 | 4-10",
  "10 | FAYETTEVILLE UTIL WEB PMT - trash & recycling | City of Fayetteville | 25 | 5120",
  "10 | Lawn mowing | Razorback Lawn Care | 50 | 5020 | 4-10",
  "11 | Condo dues - Brightwater | Brightwater Condominium Association | 285 | 5190 |  |  | =",
  "11 | BENTONVILLE UTILITIES - water | Bentonville Utilities | 40 | 5120",
  "12 | CONWAY CORP ONLINE PMT - water & trash | Conway Corporation | 75 | 5120",
  "12 | Lawn care | Toad Suck Lawn Care | 55 | 5020 | 4-10",
  "13 | CITY OF MOAB UTILITIES - water/sewer | City of Moab | 70 | 5120",
  "13 | ROCKY MTN POWER ONLINE PMT | Rocky Mountain Power | 165 | 5120",
  "13 | EMERY TELCOM - internet | Emery Telcom | 85 | 5120",
  "13 | Scorpion & spider spray | Slickrock Pest Control | 75 | 5020 | 4 6 8 10 |  | =",
  "13 | Trash pickup | Grand County Solid Waste | 35 | 5120",
  "14 | PROVO CITY UTILITIES PMT | Provo City Utilities | 140 | 5120",
  "14 | DOMINION ENERGY UT AUTOPAY - gas | Dominion Energy | 95 | 5120 | 10 11 12 1 2 3 4 | ..2024-07",
  "14 | ENBRIDGE GAS UTAH AUTOPAY - gas | Enbridge Gas Utah | 95 | 5120 | 10 11 12 1 2 3 4 | 2024-07..",
  "14 | Snow removal | Y Mountain Snow Removal | 80 | 5020 | 12 1 2",
  "15 | LOGAN CITY UTILITIES - power/water/sewer | Logan City Light & Power | 230 | 5120",
  "15 | DOMINION ENERGY UT AUTOPAY - gas | Dominion Energy | 120 | 5120 | 10 11 12 1 2 3 4 | ..2024-07",
  "15 | ENBRIDGE GAS UTAH AUTOPAY - gas | Enbridge Gas Utah | 120 | 5120 | 10 11 12 1 2 3 4 | 2024-07..",
  "15 | Snow plowing - lot & walks | Cache Valley Snow & Lawn | 130 | 5020 | 11 12 1 2 3",
  "15 | Lawn mowing | Cache Valley Snow & Lawn | 70 | 5020 | 5-9",
].map((line) => {
  const [pi, desc, vendor, dollars, account, months, range, fixed] = fields(line);
  const [lo, hi] = months?.includes("-") ? months.split("-").map(Number) : [];
  const list = lo ? Array.from({ length: hi - lo + 1 }, (_, k) => lo + k) : months?.split(" ").map(Number);
  const [from, until] = range ? range.split("..") : [];
  const m = months ? list : null;
  return [Number(pi), desc, vendor, Number(dollars), account, m, from, until, fixed === "="];
});
