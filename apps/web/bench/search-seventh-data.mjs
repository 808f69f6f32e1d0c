// The seventh portfolio's places, tenants, vendors, jobs and bills (bench/search-seventh-portfolio.mjs): Ohio,
// Wisconsin, Kentucky, Nebraska and Indiana (none of the app's seed cities), counties in every note; tenants of
// many origins (accents, a caron, a hyphen), company tenants, local trades (some share their first words) and
// bank-feed wording: MOBILE DEPOSIT : REF NUMBER, CASH APP*, INNAGO, ORIG CO NAME ... SEC:CCD, DES:/ID: ACH
// lines, BILL PAY, WEB PMT, DEBIT CARD PURCHASE with store numbers, CHK numbers.

import { fields, jobsOf, placesOf } from "./search-set-lines.mjs";

/**
 * The places, a block each: "name | address | city | state | postal | type | county", the units (on one line
 * or more), and the terms: the tax collector, the lender and manager (indices into SEVENTH_TERMS), the
 * short-term rental's terms (SEVENTH_TERMS.str), the policy kind (`insure`), the extra policies (`flood`,
 * `breakdown`), the shops' common area true-up (`nnn`) and the laundry room's commission (`laundry`).
 */
const PLACES = `
Highland Square Duplex | 418 Portage Path | Akron | OH | 44303 | multi_family | Summit
Upstairs / Dil Maya Gurung / 1095
Downstairs / Kayleigh Stroup / 1050 / before:Terrence Mabry / until:2024-09
tax: Summit County Fiscal Office; lender: 0; insure: dp3

Giel Avenue Up-and-Down | 1463 Giel Avenue | Lakewood | OH | 44107 | multi_family | Cuyahoga
Up / Oksana Melnyk / 1275; Down / Brendan Kilbane / 1225 / pet:dog
tax: Cuyahoga County Treasurer; lender: 0; insure: dp3

Oregon District Storefronts | 437 East Fifth Street | Dayton | OH | 45402 | commercial | Montgomery
Storefront A / Wayne Avenue Vinyl LLC / 1850; Storefront B / Brick Street Tattoo Co. / 1650
Apt 2 / Yaritza Colón / 1150; Apt 3 / Mariah Esterline / 1150 / before:Devontae Pettaway / until:2025-03
tax: Montgomery County Treasurer; lender: 1; insure: commercial; breakdown; nnn

Robinwood Victorian | 2217 Robinwood Avenue | Toledo | OH | 43620 | single_family | Lucas
Main / Rashida Khoury / 1395 / pet:cat
tax: Lucas County Treasurer; lender: 1; insure: dp3

South Bass Island Cottage | 571 Catawba Avenue | Put-in-Bay | OH | 43456 | short_term_rental | Ottawa
Main / - / 0
tax: Ottawa County Treasurer; str: 0; insure: str; flood

Porlier Street Fourplex | 924 Porlier Street | Green Bay | WI | 54301 | multi_family | Brown
Apt 1 / Soledad Ixcot / 975; Apt 2 / Gunnar Vandenheuvel / 950; Apt 3 / Tsianina Powless / 995
Apt 4 / Jae-won Seo / 975
tax: City of Green Bay Treasurer; lender: 2; insure: landlord

Chippewa Street Bungalow | 729 Chippewa Street | Eau Claire | WI | 54703 | single_family | Eau Claire
Main / Solveig Haugen / 1450
tax: City of Eau Claire Treasurer; lender: 2; insure: dp3

Sister Bay Shoreline Cottage | 10452 Bay Shore Drive | Sister Bay | WI | 54234 | short_term_rental | Door
Main / - / 0
tax: Village of Sister Bay Treasurer; lender: 2; str: 1; manager: 1; insure: str

Losey Boulevard Sixplex | 2015 Losey Boulevard South | La Crosse | WI | 54601 | multi_family | La Crosse
Unit 1 / Jannik Schwerin / 925; Unit 2 / Chipo Mutasa / 950
Unit 3 / Ashlyn Pfaff / 975 / before:Cormac Keegan / until:2025-08; Unit 4 / Ngawang Dolma / 925
Unit 5 / Rocío Arellano / 1000; Unit 6 / Eskil Brekke / 1050 / pet:cat
tax: City of La Crosse Treasurer; lender: 1; manager: 2; insure: landlord; laundry

Chevy Chase Condo 3C | 760 Euclid Avenue, Unit 3C | Lexington | KY | 40502 | condo | Fayette
Unit 3C / Siddharth Ramaswamy / 1650
tax: Fayette County Sheriff; lender: 3; insure: ho6

Nutwood Avenue Fourplex | 1322 Nutwood Avenue | Bowling Green | KY | 42101 | multi_family | Warren
Apt A / Emir Hadžić / 795; Apt B / Kaylee Gentry / 795; Apt C / Espérance Mukendi / 825
Apt D / Tucker Meeks / 795 / before:Hunter Pardue / until:2024-08
tax: Warren County Sheriff; lender: 3; manager: 0; insure: landlord

Harahan Boulevard House | 2904 Harahan Boulevard | Paducah | KY | 42001 | single_family | McCracken
Main / Jolene Caudill / 1125 / hap:780
tax: McCracken County Sheriff; insure: dp3

Greenup Street Triplex | 1617 Greenup Street | Covington | KY | 41011 | multi_family | Kenton
1st Floor / Imani Saunders / 1150; 2nd Floor / Bogdan Iliescu / 1100
3rd Floor / Luz Marina Ocasio / 1050 / before:Cody Rathburn / until:2024-03
tax: Kenton County Sheriff; lender: 1; insure: landlord; flood

Avenue E Duplex | 2216 Avenue E | Kearney | NE | 68847 | multi_family | Buffalo
North / Achol Deng / 925; South / Dalton Kucera / 950 / pet:dog
tax: Buffalo County Treasurer; lender: 4; insure: dp3

Stolley Park Retail Center | 3420 West Stolley Park Road | Grand Island | NE | 68801 | commercial | Hall
Suite A / Tres Hermanos Taqueria LLC / 2400; Suite B / Sandhills Vision Clinic PC / 2150
Suite C / Platte River Cellular LLC / 1800 / until:2024-10
tax: Hall County Treasurer; lender: 4; insure: commercial; breakdown; nnn

Kinnaird Avenue Ranch | 3127 Kinnaird Avenue | Fort Wayne | IN | 46807 | single_family | Allen
Main / Zaw Min Htet / 1325
tax: Allen County Treasurer; lender: 4; insure: dp3
`;

/** [name, address, city, state, postal, type, county, units, terms] of every place in PLACES. */
export const SEVENTH_PROPERTIES = placesOf(PLACES);

/**
 * The lenders [payee, the loan payment's bank-feed line], the managers [payee, share of the rent, how the fee
 * reads] and the short-term rentals' terms: the months they are closed, peak and shoulder months, the nightly
 * rate (cents), the cleaner and the clean's price ($, "{n}" the stays, "{mon}" the month), the lodging taxes
 * [description, payee, rate] and the guest supplies [description, payee, typical $]; the insurer of each
 * state's places, the extra policies [term, month, description, insurer (else the state's), base (cents)] and
 * how each kind of policy reads.
 */
export const SEVENTH_TERMS = {
  lenders: [
    ["Western Reserve Savings Bank", "WESTERN RES SVGS LN PMT PPD"],
    ["Shellpoint Mortgage Servicing", "NEWREZ-SHELLPOIN MTG PMT WEB"],
    ["Fox Cities Credit Union", "FOX CITIES CU LOAN AUTOPAY"],
    ["Commonwealth Bank & Trust", "CBT MORTGAGE DRAFT"],
    ["Good Life Credit Union", "GOOD LIFE CU ACH LOAN PAYMT"],
  ],
  managers: [
    ["Hilltopper Property Management", 0.09, "Mgmt fee"],
    ["Door Peninsula Vacation Rentals", 0.2, "Rental mgmt commission"],
    ["Coulee Region Property Management", 0.08, "PM fee"],
  ],
  str: [
    {
      closed: [11, 12, 1, 2, 3],
      peak: [6, 7, 8],
      shoulder: [5, 9],
      nightly: 26000,
      cleaner: ["South Bass Cleaning Co.", 140, "Turnover cleaning x{n} - {mon}"],
      taxes: [["Lodging excise tax - {mon}", "Village of Put-in-Bay", 0.03]],
      supplies: ["DEBIT CARD PURCHASE WAL-MART #2173 PORT CLINTON - paper goods, K-cups", "Walmart", 95],
    },
    {
      closed: [3, 4],
      peak: [6, 7, 8, 10],
      shoulder: [2, 5, 9, 12],
      nightly: 23000,
      cleaner: ["Door County Cottage Care", 150, "Cottage cleans ({n}) {mon}"],
      taxes: [["Room tax - {mon}", "Door County Tourism Zone", 0.055]],
      supplies: [
        "DEBIT CARD PURCHASE PIGGLY WIGGLY #128 STURGEON BAY - guest coffee & snacks",
        "Piggly Wiggly",
        70,
      ],
    },
  ],
  insurers: {
    OH: "Lake Shore Mutual Insurance",
    WI: "Badger Mutual Insurance",
    KY: "Kentucky Farm Bureau Insurance",
    NE: "Sodbuster Mutual Insurance",
    IN: "Sodbuster Mutual Insurance",
  },
  extraPolicies: [
    ["flood", 4, "Flood insurance renewal - Zone AE", "Riverfront Flood Insurance Agency", 78000],
    ["breakdown", 7, "Equipment breakdown coverage - annual", null, 42000],
  ],
  policies: {
    dp3: "Rental dwelling policy - annual premium",
    landlord: "Landlord policy (multi-unit) - annual premium",
    ho6: "Walls-in condo policy renewal",
    commercial: "Businessowners policy (BOP) renewal",
    str: "Vacation rental host policy - annual",
  },
};

/**
 * The recurring bills, "property | description | vendor | typical $ | account | months | from..until | =":
 * months are listed or a range ("5-10"), empty for every month; "=" is a fixed amount billed every time
 * (the others vary and are missed one month in ten). Read as [property, description, vendor, $, account,
 * months | null, from, until, fixed].
 */
export const SEVENTH_BILLS = [
  "0 | OHIO EDISON BILL PAY - common lights | Ohio Edison | 30 | 5120",
  "0 | AKRON PUBLIC UTIL WATER/SEWER WEB PMT | City of Akron Public Utilities | 120 | 5120",
  "0 | Lawn cutting & trim | Firestone Park Lawn & Snow | 70 | 5020 | 5-10",
  "0 | Snow plowing - driveway & walk | Firestone Park Lawn & Snow | 95 | 5020 | 12 1 2 3",
  "1 | LAKEWOOD WATER & SEWER - QTRLY | City of Lakewood Utilities | 260 | 5120 | 1 4 7 10",
  "1 | ILLUMINATING CO WEB PMT - house meter | The Illuminating Company | 28 | 5120",
  "1 | Snow plowing - driveway & walk | Edgewater Lawn & Snow | 85 | 5020 | 12 1 2 3",
  "1 | Lawn cutting & trim | Edgewater Lawn & Snow | 65 | 5020 | 5-10",
  "2 | AES OHIO BILL PAY - halls & signs | AES Ohio | 160 | 5120",
  "2 | CITY OF DAYTON WATER WEB PMT | City of Dayton Water Department | 135 | 5120",
  "2 | CENTERPOINT ENERGY OHIO - boiler gas | CenterPoint Energy | 210 | 5120 | 10 11 12 1 2 3 4",
  "2 | Dumpster - 2 yd weekly | Rumpke Waste & Recycling | 115 | 5120",
  "2 | Fire alarm monitoring - monthly | Sentry Fire & Security | 42 | 5190 |  |  | =",
  "3 | TOLEDO DPU WATER & SEWER - QTRLY | City of Toledo Dept. of Public Utilities | 240 | 5120 | 1 4 7 10",
  "3 | Lawn mowing - weekly | Old West End Lawn Service | 110 | 5020 | 5-10",
  "4 | TOLEDO EDISON ONLINE PMT | Toledo Edison | 120 | 5120",
  "4 | WATER & SEWER - PUT-IN-BAY | Village of Put-in-Bay | 75 | 5120 | 4-10",
  "4 | BUCKEYE BROADBAND - internet | Buckeye Broadband | 85 | 5120",
  "4 | Propane - 100 lb cylinders exchanged | Islands Gas & Supply | 120 | 5120 | 5 7 9",
  "5 | WPS GAS & ELECTRIC BILL PAY - boiler & halls | Wisconsin Public Service | 310 | 5120 | 10 11 12 1 2 3 4",
  "5 | WPS GAS & ELECTRIC BILL PAY - boiler & halls | Wisconsin Public Service | 90 | 5120 | 5-9",
  "5 | GREEN BAY WATER UTILITY - QTRLY | Green Bay Water Utility | 330 | 5120 | 1 4 7 10",
  "5 | NEW WATER SEWER CHARGE - QTRLY | NEW Water | 210 | 5120 | 1 4 7 10",
  "5 | Snow plowing & salting - lot | Badger State Lawn & Snow | 165 | 5020 | 11 12 1 2 3",
  "5 | Lawn mowing | Badger State Lawn & Snow | 85 | 5020 | 5-10",
  "6 | EAU CLAIRE UTILITIES WATER/SEWER | City of Eau Claire Utilities | 135 | 5120 | 1 4 7 10",
  "7 | WPS ELECTRIC BILL PAY - cottage | Wisconsin Public Service | 140 | 5120",
  "7 | SISTER BAY UTILITIES - water & sewer | Village of Sister Bay Utilities | 95 | 5120 | 1 4 7 10",
  "7 | PENINSULA FIBER - internet | Peninsula Fiber Co. | 80 | 5120",
  "7 | Plow & shovel - driveway | Liberty Grove Plowing | 120 | 5020 | 12 1 2 3",
  "7 | LP tank fill - 150 gal | Door County Cooperative | 390 | 5120 | 11 1 3",
  "8 | LA CROSSE WATER UTILITY WEB PMT | La Crosse Water Utility | 280 | 5120",
  "8 | ALLIANT ENERGY WEB PMT - halls & laundry | Alliant Energy | 95 | 5120",
  "8 | 4-yard dumpster - weekly lift | Harter's Trash & Recycling | 140 | 5120",
  "8 | Snow removal - walks & lot | Driftless Snow & Lawn | 150 | 5020 | 11 12 1 2 3",
  "9 | Condo dues - Euclid Commons | Euclid Commons Condominium Assn | 315 | 5190 |  |  | =",
  "10 | BGMU WEB PMT - water & house meter | Bowling Green Municipal Utilities | 165 | 5120",
  "10 | Cart service - trash & recycling | Scott Waste Services | 58 | 5120",
  "10 | Grass cut & string-trimmed | Barren River Lawn Co. | 80 | 5020 | 4-10",
  "11 | PADUCAH WATER WORKS BILL PAY | Paducah Water | 55 | 5120",
  "11 | Lawn mowing | Four Rivers Tree & Lawn | 65 | 5020 | 4-10",
  "12 | NKY WATER DISTRICT WEB PMT | Northern Kentucky Water District | 150 | 5120",
  "12 | SD1 SEWER - QTRLY | Sanitation District No. 1 | 270 | 5120 | 2 5 8 11",
  "12 | DUKE ENERGY KY BILL PAY - hall lights | Duke Energy Kentucky | 35 | 5120",
  "13 | KEARNEY UTILITIES - water | City of Kearney Utilities | 85 | 5120",
  "13 | Snow removal - walks & drive | Sandhills Snow Removal | 90 | 5020 | 11 12 1 2 3",
  "14 | GRAND ISLAND UTILITIES WEB PMT | Grand Island Utilities Department | 240 | 5120",
  "14 | Dumpster - 6 yd, 2x weekly | Mid-Nebraska Disposal | 210 | 5120",
  "14 | Lot sweeping - monthly | Tri-County Sweeping & Striping | 160 | 5020 |  |  | =",
  "14 | Snow plowing - parking lot | Sandhills Snow Removal | 340 | 5020 | 11 12 1 2 3",
  "14 | Fire alarm monitoring | Central Nebraska Fire & Security | 45 | 5190 |  |  | =",
  "14 | Pest control - monthly (restaurant) | Great Plains Pest Control | 85 | 5020 |  |  | =",
  "15 | FORT WAYNE CITY UTILITIES WEB PMT | Fort Wayne City Utilities | 110 | 5120",
].map((line) => {
  const [pi, desc, vendor, dollars, account, months, range, fixed] = fields(line);
  const [lo, hi] = months?.includes("-") ? months.split("-").map(Number) : [];
  const list = lo ? Array.from({ length: hi - lo + 1 }, (_, k) => lo + k) : months?.split(" ").map(Number);
  const [from, until] = range ? range.split("..") : [];
  const m = months ? list : null;
  return [Number(pi), desc, vendor, Number(dollars), account, m, from, until, fixed === "="];
});

/**
 * The local trades and shops and their jobs: "@ vendor | account | property indices" heads the vendor's jobs,
 * "description | typical $ | memo? | tag?". A job gets its memo half the time; a tag limits it to a season
 * ("winter" Nov-Mar, "spring" Mar-May, "summer" May-Sep, "fall" Sep-Nov) or a kind of place ("multi",
 * "house", "shop"). "{ck}" is the next check number, "{store}" the store nearest the property.
 */
const JOB_LINES = [
  "@ Buckeye Sewer & Drain | 5090 | 0 1 2 3",
  "Main line rodded - roots in the clay tile | 285 | basement floor drain backed up",
  "Basement floor drain snaked | 195",
  "Sump pump replaced | 460 | pump ran nonstop, float stuck | spring",
  "Camera inspection of sewer lateral | 325",
  "@ Szabo Electric LLC | 5090 | 0 1 2 3",
  "Knob & tube circuit replaced - bedroom | 740 | found during the insurance inspection",
  "Smoke & CO detectors replaced (hardwired) | 310",
  "GFCI outlet added - basement laundry | 165",
  "Porch light fixture replaced | 140",
  "@ Cuyahoga Heating & Cooling | 5090 | 0 1 3",
  "Furnace won't light - flame rod cleaned | 165 | no heat call on a Sunday | winter",
  "Furnace clean & tune + new filter | 129 |  | fall",
  "Inducer motor replaced | 545 |  | winter",
  "AC tune-up & coil rinse | 139 |  | spring",
  "@ Gem City Mechanical | 5090 | 2",
  "Rooftop AC unit serviced - storefronts | 420",
  "Boiler cleaned & low-water cutoff tested | 310 |  | fall",
  "@ Gem City Handyman Services | 5090 | 2 3",
  "CHK {ck} - storm door rehung & new closer | 180",
  "CHK {ck} - drywall patch & paint | 240",
  "CHK {ck} - window sash cords replaced | 260 | double-hung windows would not stay up",
  "@ Maumee Valley Plumbing | 5090 | 3 4",
  "Toilet running - flapper & fill valve | 135",
  "Frost-free hose bib replaced | 210 |  | spring",
  "New 50-gal gas water heater installed | 1380 | old tank rusted through at the bottom",
  "@ Lake Erie Pest Management | 5020 | 0 1 2 3 4",
  "Mouse exclusion & bait stations | 245 | droppings under the kitchen sink | fall",
  "Bedbug heat remediation - whole unit | 1250 | tenant woke up with bites",
  "Wasp nest removed - eaves | 95 |  | summer",
  "@ Hruska Bros. Roofing | 5090 | 0 1 3 4",
  "Roof leak at chimney flashing | 450 | water stain in the upstairs bedroom",
  "Gutter cleanout - leaves & maple seeds | 160",
  "Ice dam cleared & shingles resealed | 380 |  | winter",
  "@ Badger State Plumbing LLC | 5090 | 5 6 7 8",
  "Kitchen supply froze in the outside wall - thawed | 320 | -18 overnight, kitchen line froze | winter",
  "Kitchen faucet replaced | 240",
  "Water softener serviced & resin cleaned | 210",
  "Laundry standpipe unclogged | 175 |  | multi",
  "@ Titletown Furnace & Air | 5090 | 5 6 8",
  "No-heat call - hot surface igniter | 230 |  | winter",
  "Furnace clean & check | 125 |  | fall",
  "@ Fox River Electric | 5090 | 5 6 7 8",
  "Dead outlet - backstabbed wires redone | 150",
  "Exterior flood lights installed | 395",
  "@ Chippewa Valley Pest Control | 5020 | 6 8",
  "Bats sealed out of the attic - one-way doors | 650 | one flew into the living room | summer",
  "Spider & box elder bug spray | 110 |  | fall",
  "@ Holtz Roofing Co. | 5090 | 5 6 7 8",
  "Ice & water shield repaired at the valley | 520 |  | winter",
  "Wind-torn shingles patched | 680 |  | summer",
  "@ Nicolet Appliance Repair | 5090 | 5 6 7 8",
  "Dryer runs cold - vent cleaned & thermal fuse | 190",
  "Fridge ice maker swapped | 220",
  "@ Coulee Region Locksmith | 5090 | 5 6 8",
  "Rekey - unit turnover | 110 |  | multi",
  "Keyless entry deadbolt installed | 235",
  "@ Commonwealth Plumbing Co. | 5090 | 9 10 11 12",
  "Toilet clog cleared - auger | 145",
  "Leak under bathroom vanity | 175",
  "Crawlspace supply line repaired | 330 | water puddled under the house",
  "Electric water heater - lower element & thermostat swapped | 225",
  "@ Bluegrass Heating & Air | 5090 | 9 10 11 12",
  "Heat pump not heating - defrost board | 410 |  | winter",
  "AC capacitor & contactor replaced | 240 | tenant says the AC blows warm air | summer",
  "Heat pump tune-up | 135 |  | spring",
  "@ Barren River Electric | 5090 | 10 11",
  "Ceiling fan & light kit installed | 210",
  "Bad breaker replaced - kept tripping | 175",
  "@ Purchase Area Pest Control | 5020 | 10 11",
  "Termite bond renewal | 275",
  "Cricket & spider perimeter spray | 95 |  | summer",
  "@ Licking Valley Roofing | 5090 | 12",
  "Flat roof coated - back porch | 690 |  | summer",
  "Box gutter relined | 940 | leak into the 3rd floor bedroom",
  "@ Hilltop Handyman | 5090 | 9 10 11 12",
  "CHK {ck} - baseboards & shoe molding | 190",
  "CHK {ck} - bathroom exhaust fan replaced | 220",
  "CHK {ck} - screen door & storm window | 160",
  "@ Bluegrass Lock & Key | 5090 | 9 10 11 12",
  "Locks rekeyed after move-out | 95 |  | multi",
  "After-hours lockout call | 125 | locked out at 2am after the game",
  "@ Platte Valley Plumbing | 5090 | 13 14",
  "Frozen line in crawlspace thawed | 290 |  | winter",
  "Flushometer rebuilt - tenant restroom | 185 |  | shop",
  "Backflow preventer test - annual | 95 |  | shop",
  "Kitchen drain snaked | 150",
  "@ Cornhusker Electric & Sign | 5090 | 13 14",
  "Pylon sign ballast replaced | 340 |  | shop",
  "Parking lot pole light repaired | 480 |  | shop",
  "Worn outlet & switch swapped | 130",
  "@ Bison Heating & Air | 5090 | 13 14",
  "Furnace igniter & flame sensor | 210 |  | winter",
  "AC coil cleaned & charged | 260 |  | summer",
  "Rooftop unit belts & filters | 195 |  | shop",
  "@ Three Rivers Heating & Cooling | 5090 | 15",
  "Furnace tune-up | 119",
  "Blower motor replaced | 520 |  | winter",
  "@ Old Fort Plumbing | 5090 | 15",
  "Sump pump check valve replaced | 160",
  "Main line cleared - tree roots | 245",
  "@ Carter Lumber | 5100 | 0 1 2 3 12",
  "DEBIT CARD PURCHASE CARTER LUMBER #{store} - 16x25x1 furnace filters (6 pk) | 52",
  "DEBIT CARD PURCHASE CARTER LUMBER #{store} - salt pellets & a snow shovel | 45 |  | winter",
  "DEBIT CARD PURCHASE CARTER LUMBER #{store} - smoke detectors & batteries | 38",
  "DEBIT CARD PURCHASE CARTER LUMBER #{store} - eggshell paint, roller covers & tape | 120 |  | multi",
  "@ Blain's Farm & Fleet | 5100 | 5 6 8",
  "DEBIT CARD PURCHASE BLAIN'S FARM & FLEET #{store} - MERV 8 filters & LED bulbs | 48",
  "DEBIT CARD PURCHASE BLAIN'S FARM & FLEET #{store} - ice melt & roof rake | 65 |  | winter",
  "DEBIT CARD PURCHASE BLAIN'S FARM & FLEET #{store} - wall paint & roller kit | 115 |  | multi",
  "@ Rural King | 5100 | 9 10 11 13 14 15",
  "DEBIT CARD PURCHASE RURAL KING #{store} - mouse traps & grass seed | 34",
  "DEBIT CARD PURCHASE RURAL KING #{store} - rock salt & heat tape | 60 |  | winter",
  "@ Miller Boat Line | 5010 | 4",
  "DEBIT CARD PURCHASE MILLER BOAT LINE - car ferry round trip | 48",
  "@ South Bass Golf Carts | 5090 | 4",
  "Guest golf cart serviced - batteries & tires | 240 |  | summer",
  "@ MySmartMove | 5190 | 0 1 2 5 8 10 12 13",
  "MYSMARTMOVE SCREENING REPORT | 40 |  | multi",
  "@ HotPads | 5000 | 0 1 5 8 10 12 13",
  "DEBIT CARD PURCHASE HOTPADS.COM - 30 day listing | 49 |  | multi",
  "@ - | 5010",
  "Mileage - showings & inspection trip | 34",
];

/** [vendor | null, account, jobs: [description, typical $, memos, tag?][], property indices?] from JOB_LINES. */
export const SEVENTH_JOBS = jobsOf(JOB_LINES);
