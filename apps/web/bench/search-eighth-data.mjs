// The eighth portfolio's places, tenants, lenders, managers, short-term rental terms and recurring bills
// (bench/search-eighth-portfolio.mjs; the jobs and one-offs are in search-eighth-jobs.mjs): Colorado, Georgia,
// Missouri, Virginia and Washington (none of the app's seed cities), counties in every note; tenants of many
// origins (accents, a fada, an o-slash, a hyphen in given names and surnames), company tenants, a house let by
// the room, a voucher tenant, and bank-feed wording: PAYPAL TRANSFER FROM, AVAIL DES:RENT, REMOTE DEPOSIT CHK #,
// ACH CREDIT ... CCD, BILL PAY, WEB PMT, AUTOPAY, POS PURCHASE and DEBIT CARD PURCHASE with store numbers.

import { fields, placesOf } from "./search-set-lines.mjs";

/**
 * The places, a block each: "name | address | city | state | postal | type | county", the units (on one line
 * or more), and the terms: the tax collector, the lender and manager (indices into EIGHTH_TERMS), the
 * short-term rental's terms (EIGHTH_TERMS.str), the policy kind (`insure`), the extra policies (`flood`,
 * `quake`, `breakdown`), the shops' common area reconciliation (`nnn`) and the laundry room (`laundry`).
 */
const PLACES = `
Laporte Avenue Duplex | 612 Laporte Avenue | Fort Collins | CO | 80521 | multi_family | Larimer
Upper / Thandiwe Nkosi / 1450; Lower / Mateo Villaseñor / 1395 / before:Braden Tolliver / until:2024-07
tax: Larimer County Treasurer; lender: 0; insure: dp3

Mesa Junction Bungalow | 318 West Abriendo Avenue | Pueblo | CO | 81004 | single_family | Pueblo
Main / Rosalinda Trujillo-Baca / 1250 / pet:dog
tax: Pueblo County Treasurer; lender: 0; insure: dp3

Fall River Cabin | 1720 Fish Hatchery Road | Estes Park | CO | 80517 | short_term_rental | Larimer
Main / - / 0
tax: Larimer County Treasurer; str: 0; insure: str

Ivywild Condo 2B | 1530 South Tejon Street, Unit 2B | Colorado Springs | CO | 80905 | condo | El Paso
Unit 2B / Annika Fairbrother / 1575
tax: El Paso County Treasurer; lender: 0; insure: ho6

Pulaski Street Triplex | 455 Pulaski Street | Athens | GA | 30601 | multi_family | Clarke
Apt 1 / Yaw Owusu-Ansah / 1050; Apt 2 / Delphine Marchetti / 995 / pet:cat
Apt 3 / Sung-min Bae / 1025 / before:Tavish Cornwell / until:2025-01
tax: Clarke County Tax Commissioner; lender: 1; insure: landlord

Ingleside Avenue House | 2318 Ingleside Avenue | Macon | GA | 31204 | single_family | Bibb
Main / Ebony Sturdivant / 1195 / hap:820
tax: Bibb County Tax Commissioner; insure: dp3

Broad Street Mercantile | 1014 Broad Street | Augusta | GA | 30901 | commercial | Richmond
Suite A / Sweet Tea Nail Studio LLC / 1650; Suite B / Garden City Tax Service Inc. / 1400
Suite C / Riverwalk Mobile Repair LLC / 1200 / until:2024-11
tax: Richmond County Tax Commissioner; lender: 1; insure: commercial; breakdown; flood; nnn

Aska Road Cabin | 88 Aska Road | Blue Ridge | GA | 30513 | short_term_rental | Fannin
Main / - / 0
tax: Fannin County Tax Commissioner; lender: 1; str: 1; manager: 1; insure: str

Pickwick Avenue Fourplex | 1120 South Pickwick Avenue | Springfield | MO | 65804 | multi_family | Greene
Apt A / Thảo Nguyễn / 850; Apt B / Colby Rackers / 825
Apt C / Folasade Bankole / 875 / before:Kenzie Stockam / until:2024-05; Apt D / Zainab Al-Rawi / 850
tax: Greene County Collector; lender: 2; manager: 0; insure: landlord

William Street Duplex | 604 North William Street | Columbia | MO | 65201 | multi_family | Boone
North / Haruto Kimura / 1100; South / Máire Keohane / 1075 / pet:dog
tax: Boone County Collector; lender: 2; insure: dp3

Byers Avenue House | 512 South Byers Avenue | Joplin | MO | 64801 | single_family | Jasper
Main / Darnell Pruitt / 1050 / before:Krystal Dunnigan / until:2025-04
tax: Jasper County Collector; insure: dp3

King Street Condo 3A | 210 South King Street, Unit 3A | Leesburg | VA | 20175 | condo | Loudoun
Unit 3A / Aurélie Bastien / 2150
tax: Loudoun County Treasurer; lender: 3; insure: ho6

Progress Street House | 409 Progress Street | Blacksburg | VA | 24060 | single_family | Montgomery
Room 1 / Tiernan Doyle-Murphy / 650; Room 2 / Ananya Chakraborty / 650
Room 3 / Jonah Weatherby / 625 / before:Levi Hostetler / until:2025-08; Room 4 / Emre Demir / 625
tax: Montgomery County Treasurer; lender: 3; manager: 3; insure: landlord

Stadium District Sixplex | 420 North Tacoma Avenue | Tacoma | WA | 98403 | multi_family | Pierce
Unit 1 / Malia Fonoti / 1395; Unit 2 / Søren Kjeldsen / 1350; Unit 3 / Lupita Arredondo / 1375
Unit 4 / Teodora Petrović / 1350; Unit 5 / Wren Ashby / 1425 / before:Austin Beekman / until:2024-10
Unit 6 / Nizhoni Begay / 1400 / pet:cat
tax: Pierce County Finance; lender: 4; manager: 2; insure: landlord; quake; laundry

Harris Avenue Storefront Building | 1106 Harris Avenue | Bellingham | WA | 98225 | commercial | Whatcom
Storefront / Chuckanut Kite & Toy Co. / 2100; Apt 201 / Freya Solberg-Marsh / 1495
Apt 202 / Amadou Diallo / 1450
tax: Whatcom County Treasurer; lender: 4; insure: commercial; quake; nnn

Summitview Avenue Ranch | 4107 Summitview Avenue | Yakima | WA | 98908 | single_family | Yakima
Main / Itzel Zavala / 1550 / pet:dog / before:Trent Coburn / until:2024-09
tax: Yakima County Treasurer; lender: 4; insure: dp3
`;

/** [name, address, city, state, postal, type, county, units, terms] of every place in PLACES. */
export const EIGHTH_PROPERTIES = placesOf(PLACES);

/**
 * The lenders [payee, the loan payment's bank-feed line], the managers [payee, share of the rent, how the fee
 * reads] and the short-term rentals' terms: the months they are closed, peak and shoulder months, the nightly
 * rate (cents), the direct bookings' payout line and payee, the cleaner and the clean's price ($, "{n}" the
 * stays, "{mon}" the month), the lodging taxes [description, payee, rate] and the guest supplies
 * [description, payee, typical $]; the insurer of each state's places, the extra policies [term, month,
 * description, insurer (else the state's), base (cents)] and how each kind of policy reads.
 */
export const EIGHTH_TERMS = {
  lenders: [
    ["Canvas Credit Union", "CANVAS CU LOAN PMT ACH"],
    ["Ameris Bank", "AMERIS BANK MTG PYMT WEB"],
    ["Central Bank of the Ozarks", "CBO LOAN AUTODRAFT PPD"],
    ["Atlantic Union Bank", "ATLANTIC UNION BK MTG ACH"],
    ["WaFd Bank", "WAFD BANK LOAN PMT PPD"],
  ],
  managers: [
    ["Queen City Property Management", 0.09, "Mgmt fee"],
    ["Blue Ridge Mountain Getaways", 0.22, "Host commission"],
    ["Puget Sound Residential Management", 0.08, "Management fee"],
    ["New River Valley Property Management", 0.1, "Leasing & mgmt fee"],
  ],
  str: [
    {
      closed: [],
      peak: [6, 7, 8, 9],
      shoulder: [5, 10, 12],
      nightly: 24500,
      direct: ["PAYPAL *DIRECT BOOKING {code} - Fall River Cabin", "PayPal"],
      cleaner: ["Mummy Range Cleaning Co.", 135, "Turnover cleans x{n} ({mon})"],
      taxes: [
        ["Estes Park lodging tax - {mon}", "Town of Estes Park", 0.05],
        ["Larimer County lodging tax - {mon}", "Larimer County Treasurer", 0.02],
      ],
      supplies: ["DEBIT CARD PURCHASE SAFEWAY #1552 ESTES PARK - coffee, TP & dish soap", "Safeway", 80],
    },
    {
      closed: [],
      peak: [6, 7, 10],
      shoulder: [3, 4, 5, 8, 9, 11, 12],
      nightly: 21500,
      direct: ["LODGIFY PAYMENTS DES:PAYOUT ID:LG{ym}{code} - repeat guest", "Lodgify"],
      cleaner: ["Toccoa River Cleaning Services", 125, "Cabin cleans ({n}) {mon}"],
      taxes: [["Hotel-motel excise tax - {mon}", "Fannin County Board of Commissioners", 0.08]],
      supplies: [
        "POS PURCHASE INGLES MARKETS #074 BLUE RIDGE - guest coffee & paper towels",
        "Ingles Markets",
        65,
      ],
    },
  ],
  insurers: {
    CO: "Pikes Peak Mutual Insurance",
    GA: "Peach State Mutual Insurance",
    MO: "Show-Me Mutual Insurance",
    VA: "Old Dominion Mutual Insurance",
    WA: "Cascadia Mutual Insurance",
  },
  strInsurer: "Steadily Insurance",
  extraPolicies: [
    ["flood", 3, "Flood policy renewal - Zone AE (Augusta levee)", "Neptune Flood", 91000],
    ["quake", 9, "Earthquake coverage - annual premium", "GeoVera Insurance", 118000],
    ["breakdown", 6, "Equipment breakdown endorsement - yearly", null, 38000],
  ],
  policies: {
    dp3: "Rental dwelling policy (DP-3) - annual",
    landlord: "Landlord package policy - annual premium",
    ho6: "Condo unit-owners policy (HO-6) renewal",
    commercial: "Commercial property & liability - renewal",
    str: "Short-term rental policy - annual premium",
  },
};

/**
 * The recurring bills, "property | description | vendor | typical $ | account | months | from..until | =":
 * months are listed or a range ("5-10"), empty for every month; "=" is a fixed amount billed every time
 * (the others vary and are missed one month in ten). Read as [property, description, vendor, $, account,
 * months | null, from, until, fixed].
 */
export const EIGHTH_BILLS = [
  "0 | CITY OF FORT COLLINS UTILITIES WEB PMT - water/wastewater | Fort Collins Utilities | 135 | 5120",
  "0 | Mow & trim - weekly visits | Choice City Lawn Care | 90 | 5020 | 5-9",
  "0 | Snow removal - walks per city ordinance | Horsetooth Snow Removal | 75 | 5020 | 11 12 1 2 3",
  "1 | PUEBLO WATER BILL PAY | Pueblo Water | 70 | 5120",
  "1 | Yard cleanup & mowing | Steel City Lawn Service | 55 | 5020 | 5-9",
  "2 | TOWN OF ESTES PARK UTIL - power & water | Town of Estes Park Utilities | 150 | 5120",
  "2 | Propane - tank refill | Estes Valley Propane | 260 | 5120 | 10 12 2 4",
  "2 | TRAILBLAZER BROADBAND - internet | Trailblazer Broadband | 75 | 5120",
  "2 | Plowing - driveway (per push) | Estes Valley Snowplowing | 140 | 5020 | 11 12 1 2 3 4",
  "2 | Trash - bear-resistant cart | Waste Management | 45 | 5120",
  "3 | HOA dues - Ivywild Commons | Ivywild Commons HOA | 340 | 5190 |  |  | =",
  "3 | CSU BILL PAY - electric | Colorado Springs Utilities | 45 | 5120",
  "4 | ACCPUD WATER/SEWER ONLINE PMT | Athens-Clarke County Public Utilities | 150 | 5120",
  "4 | GA POWER BILL PAY - house lights | Georgia Power | 30 | 5120",
  "4 | Lawn cut, edge & blow | Classic City Lawn Care | 70 | 5020 | 4-10",
  "4 | Trash & recycling carts - QTRLY | Athens-Clarke County Solid Waste | 95 | 5120 | 1 4 7 10",
  "5 | MACON WATER AUTHORITY PMT | Macon Water Authority | 60 | 5120",
  "5 | Lawn service | Ocmulgee Lawn & Landscape | 65 | 5020 | 4-10",
  "5 | Termite bait station monitoring - QTRLY | Ocmulgee Termite & Pest | 60 | 5020 | 1 4 7 10 |  | =",
  "6 | AUGUSTA UTILITIES DEPT WEB PMT | Augusta Utilities Department | 140 | 5120",
  "6 | GA POWER BILL PAY - lot lights & pylon sign | Georgia Power | 180 | 5120",
  "6 | Front-load dumpster 4 yd - 2x/wk | Waste Pro | 175 | 5120",
  "6 | Fire alarm monitoring - monthly | Garden City Alarm Co. | 48 | 5190 |  |  | =",
  "6 | Pest control - monthly service | CSRA Pest Control | 70 | 5020 |  |  | =",
  "6 | Parking lot sweeping | Augusta Sweeping Services | 150 | 5020 |  |  | =",
  "7 | BLUE RIDGE MOUNTAIN EMC - power | Blue Ridge Mountain EMC | 190 | 5120",
  "7 | ETC COMMUNICATIONS - internet | Ellijay Telephone Company | 90 | 5120",
  "7 | Propane delivery - 500 gal tank | Fannin Propane | 320 | 5120 | 11 1 3",
  "7 | Hot tub service - weekly chemicals & filter | Mountain Spa & Hot Tub Service | 110 | 5020",
  "7 | Trash service - bear box pickup | Fannin Sanitation | 40 | 5120",
  "8 | CITY UTILITIES SPRINGFIELD WEB PMT - water & gas | City Utilities of Springfield | 210 | 5120",
  "8 | Trash - 2 cart service | Ozarks Waste Co. | 55 | 5120",
  "8 | Mowing | Ozark Mountain Lawn Care | 75 | 5020 | 4-10",
  "8 | Snow & ice - walks and lot | Battlefield Snow & Ice | 120 | 5020 | 12 1 2",
  "9 | COLUMBIA WATER & LIGHT WEB PMT | Columbia Water & Light | 95 | 5120",
  "9 | Curbside trash & recycling | City of Columbia Solid Waste | 25 | 5120",
  "9 | Lawn mowing | Tiger Town Lawn Care | 60 | 5020 | 4-10",
  "10 | MISSOURI AMERICAN WATER AUTOPAY | Missouri American Water | 55 | 5120",
  "10 | Lawn mowing & trim | Four State Lawn Care | 60 | 5020 | 4-10",
  "11 | Condo fee - King Street Commons | King Street Commons Condo Assn | 385 | 5190 |  |  | =",
  "11 | TOWN OF LEESBURG UTILITIES - QTRLY | Town of Leesburg Utilities | 110 | 5120 | 1 4 7 10",
  "12 | TOWN OF BLACKSBURG WATER/SEWER | Town of Blacksburg | 150 | 5120",
  "12 | APCO BILL PAY - electric | Appalachian Power | 185 | 5120",
  "12 | ATMOS ENERGY ONLINE PMT - gas | Atmos Energy | 130 | 5120 | 10 11 12 1 2 3 4",
  "12 | SHENTEL GLO FIBER - internet | Shentel | 80 | 5120",
  "12 | Grass cutting | Hokie Lawn Services | 55 | 5020 | 4-10",
  "13 | TACOMA PUBLIC UTILITIES WEB PMT - power & water | Tacoma Public Utilities | 330 | 5120",
  "13 | CITY OF TACOMA ENV SVCS - garbage & sewer | City of Tacoma Environmental Services | 280 | 5120",
  "13 | PSE GAS BILL PAY - boiler | Puget Sound Energy | 240 | 5120 | 10 11 12 1 2 3 4",
  "13 | Landscaping - monthly | Commencement Bay Landscaping | 140 | 5020 | 3-10",
  "14 | COB UTILITY BILLING - water/sewer/storm | City of Bellingham Public Works | 190 | 5120",
  "14 | PSE ELECTRIC - common areas | Puget Sound Energy | 85 | 5120",
  "14 | Garbage & recycling - commercial | Sanitary Service Company | 130 | 5120",
  "14 | Fire alarm monitoring | Mt. Baker Fire & Security | 52 | 5190 |  |  | =",
  "15 | CITY OF YAKIMA WATER/IRRIGATION | City of Yakima Utilities | 75 | 5120",
].map((line) => {
  const [pi, desc, vendor, dollars, account, months, range, fixed] = fields(line);
  const [lo, hi] = months?.includes("-") ? months.split("-").map(Number) : [];
  const list = lo ? Array.from({ length: hi - lo + 1 }, (_, k) => lo + k) : months?.split(" ").map(Number);
  const [from, until] = range ? range.split("..") : [];
  const m = months ? list : null;
  return [Number(pi), desc, vendor, Number(dollars), account, m, from, until, fixed === "="];
});
