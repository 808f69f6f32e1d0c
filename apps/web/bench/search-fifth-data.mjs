// The fifth portfolio's places, tenants, vendors, jobs and bills (bench/search-fifth-portfolio.mjs): states
// no other portfolio (nor the app's seed) uses, tenants with accents, hyphens and apostrophes, and bank-feed
// wording (upper-case ACH and POS lines, store numbers, "CHECK #1042", "qtrly", "nts", "RTU", "NNN").

/** A place: "name | address | city | state | postal code | type | county". */
const place = (line, units, terms) => [...line.split(" | "), units, terms];

/**
 * [name, address, city, state, postal, type, county, units, terms]: units are [unit name, tenant | null,
 * rent $, { before, until, pet }?] (`before` paid until the month `until`, which stayed vacant); terms are
 * the region (which local vendors serve it), the utilities the owner pays [description, vendor, typical $,
 * months?, until?], the tax collector and months, the lender (its bank-feed name), a manager, HOA, permit.
 */
export const FIFTH_PROPERTIES = [
  place(
    "Monadnock Saltbox | 14 Depot Road | Keene | NH | 03431 | single_family | Cheshire",
    [["Main", "Renée Beaulieu", 1795, { pet: "dog" }]],
    {
      region: "ne",
      utilities: [
        ["EVERSOURCE ENERGY ONLINE PMT", "Eversource", 95],
        ["Heating oil delivery (150 gal)", "Keene Fuel Oil Co.", 520, [11, 12, 1, 2, 3], "2025-10"],
        ["City of Keene water/sewer - qtrly", "City of Keene Utilities", 140, [1, 4, 7, 10]],
      ],
      taxPayee: "City of Keene Tax Collector",
      lender: ["Rocket Mortgage", "ROCKET MORTGAGE LOAN PMT"],
    },
  ),
  place(
    "Fells Point Duplex | 1722 Thames Street | Baltimore | MD | 21231 | multi_family | Baltimore",
    [
      ["Upper", "Kwabena Osei-Tutu", 1850],
      ["Lower", "Margaret O'Dowd", 1725, { before: "Trevor Blankenship", until: "2024-06" }],
    ],
    {
      region: "ne",
      utilities: [
        ["BGE BILL PAYMENT - common elec", "Baltimore Gas & Electric", 60],
        ["Baltimore City DPW water bill", "Baltimore City DPW", 115],
      ],
      taxPayee: "Baltimore City Dept. of Finance",
      lender: ["Chesapeake Home Lending", "CHESAPEAKE HM LNDG LOAN PMT"],
      manager: ["Harbor Point Property Management", 0.08],
      permit: ["Rental license renewal (2 units)", "Baltimore City DHCD", 60, 9],
    },
  ),
  place(
    "Rehoboth Dune House | 37 Sandpiper Lane | Rehoboth Beach | DE | 19971 | short_term_rental | Sussex",
    [["Main", null, 0]],
    {
      region: "ne",
      utilities: [
        ["DELMARVA POWER ONLINE PMT", "Delmarva Power", 150],
        ["Verizon Fios internet", "Verizon Fios", 85],
        ["Water & sewer - City of Rehoboth", "City of Rehoboth Beach", 65],
      ],
      taxPayee: "Sussex County Treasurer",
      lodgingTax: ["Accommodations tax - Div. of Revenue", "Delaware Division of Revenue", 0.08],
      peak: [6, 7, 8],
      shoulder: [5, 9],
      cleaner: ["Shore Thing Turnovers", 135],
      flood: true,
      permit: ["Rental license - City of Rehoboth Beach", "City of Rehoboth Beach", 290, 4],
    },
  ),
  place(
    "Black Hills Fourplex | 905 Mount Rushmore Road | Rapid City | SD | 57701 | multi_family | Pennington",
    [
      ["Apt A", "Tatum Yellowhorse", 895],
      ["Apt B", "Anders Thorsrud", 875, { pet: "cat" }],
      ["Apt C", "Precious Mahlangu", 910, { before: "Colton Briggs", until: "2025-04" }],
      ["Apt D", null, 895],
    ],
    {
      region: "plains",
      utilities: [
        ["BLACK HILLS ENERGY AUTOPAY - boiler gas", "Black Hills Energy", 210, [10, 11, 12, 1, 2, 3, 4]],
        ["Rapid City utility billing (water/sewer)", "City of Rapid City", 135],
        ["Dumpster svc - 4 yd", "Waste Connections", 55],
      ],
      taxPayee: "Pennington County Treasurer",
      lender: ["Dakota Plains Credit Union", "DAKOTA PLAINS CU LOAN PMT"],
    },
  ),
  place(
    "Northern Pacific Depot Shops | 401 NP Avenue North | Fargo | ND | 58102 | commercial | Cass",
    [
      ["Bay 1", "Prairie Roots Florist", 2100],
      ["Bay 2", "Flickertail Tattoo Co.", 1650],
      ["Bay 3", "Saigon Star Phở & Bánh Mì", 2400],
    ],
    {
      region: "plains",
      utilities: [
        ["XCEL ENERGY PMT - common/HVAC", "Xcel Energy", 280],
        ["Fargo water & sewer", "City of Fargo Utility Billing", 90],
      ],
      taxPayee: "Cass County Treasurer",
      lender: ["Dakota Plains Credit Union", "DAKOTA PLAINS CU COMM LOAN"],
      nnn: true,
    },
  ),
  place(
    "Long Wharf Condo | 55 Wharf Street, Unit 7 | New Haven | CT | 06511 | condo | New Haven",
    [["Unit 7", "Ifeoma Chukwu-Barnes", 2150]],
    {
      region: "ne",
      utilities: [],
      taxPayee: "City of New Haven Tax Office",
      taxMonths: [7, 1],
      manager: ["Shoreline Realty Partners", 0.07],
      hoa: ["Common charges - Long Wharf Condo Assn", "Long Wharf Condominium Association", 465],
      permit: ["Residential rental license", "City of New Haven LCI", 150, 3],
    },
  ),
  place(
    "Natchez Bluff Bungalow | 212 Linton Avenue | Natchez | MS | 39120 | single_family | Adams",
    [["Main", "Dejuan Pettway", 1095, { pet: "dog" }]],
    {
      region: "south",
      utilities: [],
      taxPayee: "Adams County Tax Collector",
      taxMonths: [1],
      lender: ["Rocket Mortgage", "ROCKET MORTGAGE LOAN PMT"],
      noSnow: true,
    },
  ),
  place(
    "Mountaineer Triplex | 440 Beechurst Avenue | Morgantown | WV | 26505 | multi_family | Monongalia",
    [
      ["Unit 1", "Brayden McCoy-Hatfield", 825],
      ["Unit 2", "Soraya Haddadi", 850, { before: "Cheyenne Lusk", until: "2024-08" }],
      ["Unit 3", "Żaneta Kowalewska", 875],
    ],
    {
      region: "south",
      utilities: [
        ["MON POWER - house meter", "Mon Power", 55],
        ["MUB water/sewer", "Morgantown Utility Board", 150],
        ["Trash svc", "Mountain State Waste", 45],
      ],
      taxPayee: "Monongalia County Sheriff - Tax Office",
      taxMonths: [9, 3],
      lender: ["Chesapeake Home Lending", "CHESAPEAKE HM LNDG LOAN PMT"],
      laundry: true,
    },
  ),
  place(
    "Berkshire Hideaway | 17 Bonny Rigg Hill Road | Becket | MA | 01223 | short_term_rental | Berkshire",
    [["Main", null, 0]],
    {
      region: "ne",
      utilities: [
        ["EVERSOURCE ENERGY ONLINE PMT", "Eversource", 150],
        ["Propane fill - 500 gal tank", "Hilltown Propane", 420, [11, 1, 3]],
        ["Starlink internet", "Starlink", 120],
      ],
      taxPayee: "Town of Becket Tax Collector",
      taxMonths: [2, 5, 8, 11],
      lodgingTax: ["Room occupancy excise - MassTaxConnect", "Massachusetts DOR", 0.1],
      peak: [7, 8, 10, 12, 1, 2],
      shoulder: [6, 9, 3],
      cleaner: ["Hilltown Housekeeping", 150],
    },
  ),
  place(
    "Moss Avenue Foursquare | 1309 West Moss Avenue | Peoria | IL | 61606 | single_family | Peoria",
    [["Main", "Ximena Olivares-Reyes", 1350]],
    {
      region: "south",
      utilities: [],
      taxPayee: "Peoria County Treasurer",
      taxMonths: [6, 9],
      lender: ["Rocket Mortgage", "ROCKET MORTGAGE LOAN PMT"],
      manager: ["River City Rental Management", 0.09],
    },
  ),
  place(
    "Haddon Avenue Twin | 27 Haddon Avenue | Collingswood | NJ | 08108 | multi_family | Camden",
    [
      ["Side A", "Noémie Laurent-Gauthier", 1675],
      ["Side B", "Tyrell Pinckney", 1625, { pet: "dog" }],
    ],
    {
      region: "ne",
      utilities: [["NJ American Water - qtrly", "New Jersey American Water", 165, [3, 6, 9, 12]]],
      taxPayee: "Borough of Collingswood Tax Collector",
      taxMonths: [2, 5, 8, 11],
      lender: ["Chesapeake Home Lending", "CHESAPEAKE HM LNDG LOAN PMT"],
    },
  ),
];

/** The " | "-separated fields of a line of data. */
const fields = (line) => line.split("|").map((s) => s.trim());

/** A vendor: "name | account | property indices?" and its jobs, "description | $ | memo? | tag?". */
function vendor(head, ...jobs) {
  const [name, account, where] = fields(head);
  const list = jobs.map((j) => {
    const [desc, dollars, memo, tag] = fields(j);
    return [desc, Number(dollars), memo ? [memo] : [], tag || undefined];
  });
  return [name || null, account, list, where ? where.split(" ").map(Number) : undefined];
}

/**
 * [vendor | null, account code, jobs: [description, typical $, memos, tag?][], property indices?]: a job
 * gets its memo half the time; a tag limits it to a season ("winter" Nov-Mar, "spring" Apr-May, "summer"
 * May-Sep, "fall" Oct-Nov, "snow" winter but not in Natchez), to houses ("house": single-family and
 * short-term rentals), to shops ("shop") or to multifamily ("multi"); the indices are the properties a
 * local vendor serves. "{ck}" is the next check number, "{store}" the store near the property.
 */
export const FIFTH_JOBS = [
  vendor(
    "Kowalski & Sons Plumbing | 5090 | 0 1 2 5 8 10",
    "Leaking kitchen faucet - new cartridge | 185 | drip under sink, cabinet floor soft",
    "Frozen pipe thawed, crawlspace | 340 | heat tape added along the supply line | winter",
    "Water heater replaced (50 gal gas) | 1650 | old tank rusted through at the base",
    "Running toilet - fill valve & flapper | 135",
    "Snaked main sewer line | 295 | roots at 40 ft",
  ),
  vendor(
    "Hansen Plumbing Co. | 5090 | 3 4",
    "Backflow preventer annual test | 145 | passed, tag on the riser",
    "Garbage disposal replaced | 260",
    "Shutoff valves replaced under sinks | 310",
  ),
  vendor(
    "Rivertown Plumbing & Rooter | 5090 | 6 7 9",
    "Tub drain clog - hair | 150",
    "Water heater element & thermostat | 235 | lukewarm water complaint",
    "Slab leak located & repaired | 1900 | hot line under the kitchen floor",
  ),
  vendor(
    "Volt Brothers Electric | 5090",
    "GFCI outlets - kitchen & baths | 320",
    "Hardwired interconnected smoke detectors | 640 | code upgrade for the rental license",
    "Flickering lights - loose neutral | 210",
    "Panel upgrade to 200A | 2600 | old Federal Pacific panel",
  ),
  vendor(
    "Arctic Breeze Heating & Cooling | 5090",
    "Furnace tune-up & filter | 165 |  | winter",
    "No heat call - flame sensor cleaned | 195 | tenant had space heaters going | winter",
    "AC tune-up & coil cleaning | 175 |  | summer",
    "Condenser fan motor replaced | 410 | unit tripping on a hot day | summer",
  ),
  vendor(
    "Ridgeback Roofing & Exteriors | 5090",
    "Gutter cleaning (2 story) | 225 |  | fall",
    "Missing shingles replaced after wind | 480 | storm the night before",
    "Roof leak at skylight - resealed | 390",
  ),
  vendor(
    "Jiffy Fix Handyman Svc | 5090",
    "CHECK #{ck} - drywall patch, hallway | 180",
    "CHECK #{ck} - screen door replaced | 210",
    "CHECK #{ck} - deck boards & railing repair | 540 | loose baluster reported | summer",
    "CHECK #{ck} - cabinet hinges & drawer slides | 120",
    "CHECK #{ck} - caulk windows & weatherstrip doors | 260 | drafty front door | fall",
  ),
  vendor(
    "ApplianceWorks Repair | 5090",
    "Washer not spinning - lid switch | 165",
    "Range burner igniter replaced | 190",
    "Refrigerator ice maker replaced | 285 | leaking onto the floor",
    "Dryer vent cleaning | 130",
  ),
  vendor(
    "Terminix | 5020",
    "Carpenter ant treatment | 240 |  | spring",
    "Bed bug inspection (K9) | 300 | tenant reported bites",
  ),
  vendor(
    "Critter Ridders Wildlife Removal | 5020 | 0 2 6 8 9",
    "Bat exclusion - attic | 650 | one-way valves on the gable vents | summer",
    "Squirrels in soffit - one-way door | 325 | chewed through the fascia",
  ),
  vendor(
    "Green Acres Lawn & Snow | 5020 | 0 1 2 5 8 10",
    "Spring cleanup | 340 |  | spring",
    "Leaf cleanup | 290 |  | fall",
  ),
  vendor(
    "Northern Plains Snow Removal | 5020 | 3 4",
    "Sidewalk snow & ice - city notice | 95 | warning notice from the city | snow",
  ),
  vendor(
    "Sunnyside Landscaping | 5020 | 6 7 9",
    "Hedge trimming | 145",
    "Tree limb removal - storm damage | 950 | limb on the garage roof",
  ),
  vendor(
    "Maid Marian Cleaning Co. | 5020 | 0 1 3 5 6 7 9 10",
    "Move-out clean | 280",
    "Carpet shampoo - 2 rooms | 190",
  ),
  vendor(
    "Keyed Up Locksmith | 5090",
    "Rekey after move-out | 150",
    "Lockout call - after hours | 125 | 2 a.m. call, tenant lost keys",
  ),
  vendor("Top Hat Chimney Sweeps | 5020 | 0 8", "Chimney sweep & level 1 inspection | 265 |  | fall"),
  vendor("1-800-GOT-JUNK? | 5020", "Junk removal - left-behind furniture | 450 | couch and mattress"),
  vendor(
    "True Colors Painting Co. | 5090",
    "Repaint unit between tenants | 1900 |  | multi",
    "Touch-up paint, stairwell | 310 |  | multi",
  ),
  vendor(
    "The Home Depot | 5100",
    "POS DEBIT THE HOME DEPOT #{store} - furnace filters | 55",
    "POS DEBIT THE HOME DEPOT #{store} - smoke/CO alarms | 95",
    "POS DEBIT THE HOME DEPOT #{store} - paint & rollers | 140",
    "POS DEBIT THE HOME DEPOT #{store} - ice melt | 48 |  | snow",
  ),
  vendor(
    "Lowe's | 5100",
    "LOWE'S #{store} - light bulbs & batteries | 42",
    "LOWE'S #{store} - mini blinds (x6) | 88",
    "LOWE'S #{store} - toilet seat & wax ring | 36",
  ),
  vendor("Tractor Supply Co. | 5100 | 3 4", "TRACTOR SUPPLY #0877 - ice melt 50 lb | 64 |  | snow"),
  vendor("Apartments.com | 5000", "APARTMENTS.COM LISTING FEE | 49 |  | multi"),
  vendor("TransUnion SmartMove | 5190", "SmartMove screening - applicant | 40 |  | multi"),
  vendor(
    "Abernathy & Quist, Attorneys | 5050 | 1 3 4 10",
    "Lease addendum drafting | 350 |  | multi",
    "Demand letter for unpaid rent | 275 |  | multi",
  ),
  vendor(" | 5010", "Mileage - showing & inspection (48 mi) | 32"),
];

/** One line of FIFTH_ONE_OFFS as an entry's fields. */
function oneOff(line) {
  const [pi, date, account, desc, payee, dollars, type, memo] = fields(line);
  const at = pi === "-" ? null : Number(pi);
  return [at, date, account, desc, payee, Number(dollars), type || null, memo || null];
}

/**
 * One-off entries, "property index or - | date | account | description | payee | $ | type? | memo?" read
 * as [index | null, date, account, description, payee, $, type, memo] (income when the account is 4xxx,
 * else expense, unless a type is given): capital work, turnovers and their deposits, an insurance claim and
 * its payout, a court filing, the CPA's bills and the owner LLC's fees.
 */
export const FIFTH_ONE_OFFS = [
  "0 | 2024-01-18 | 5090 | Burst pipe - emergency plumbing | Kowalski & Sons Plumbing | 1380 |  | pipe froze in the north wall during the cold snap",
  "0 | 2024-02-27 | 4900 | Insurance claim payout - frozen pipe | Tidewater Mutual Insurance | 1100 |  | claim #TM-240118-07, less $1,000 deductible",
  "0 | 2025-10-06 | 5090 | Oil boiler to ductless heat pumps | Arctic Breeze Heating & Cooling | 9800",
  "0 | 2025-12-05 | 4900 | NHSaves heat pump rebate | Eversource | 1500",
  "1 | 2024-06-20 | 5090 | Lead paint risk reduction cert - Lower | Chesapeake Lead Testing LLC | 325",
  "1 | 2024-06-28 | 2100 | Deposit refund less damages - Trevor Blankenship | Trevor Blankenship | 1200 |  | kept $525 for carpet and a broken closet door",
  "1 | 2024-07-01 | 5030 | Tenant placement fee - Lower | Harbor Point Property Management | 860",
  "1 | 2024-07-02 | 2100 | Security deposit rec'd - Margaret O'Dowd | Margaret O'Dowd | 1725 | income",
  "1 | 2025-05-14 | 5090 | Replacement windows (9) - double hung vinyl | Charm City Window & Door | 7400",
  "2 | 2024-04-30 | 5190 | Building permit - deck | City of Rehoboth Beach | 240",
  "2 | 2024-05-15 | 5090 | Deck rebuild - pressure treated | Coastal Carpentry & Decks | 8900 |  | old deck failed the rental inspection",
  "2 | 2025-04-10 | 5100 | WAYFAIR*ORDER 4418803 - king mattress & bedding | Wayfair | 1350",
  "2 | 2025-06-05 | 5100 | AMZN Mktp US - beach chairs, umbrella, cooler | Amazon | 260",
  "3 | 2024-10-17 | 5090 | Boiler replacement - high efficiency | Arctic Breeze Heating & Cooling | 11200 |  | old boiler had a cracked heat exchanger",
  "3 | 2025-04-24 | 5090 | Make-ready Apt C: paint, blinds, carpet | True Colors Painting Co. | 2150",
  "3 | 2025-04-29 | 4900 | Deposit forfeited - damages & cleaning, Colton Briggs | Colton Briggs | 700",
  "3 | 2025-05-01 | 2100 | Security deposit - Precious Mahlangu | Precious Mahlangu | 910 | income",
  "4 | 2024-05-09 | 5090 | Storefront glass replaced - Bay 2 | Clear View Glass & Screen | 1850 |  | vandalism, police report #24-11907",
  "4 | 2025-08-12 | 5030 | Leasing commission - Bay 3 renewal | Red River Commercial Realty | 2880",
  "4 | 2026-02-03 | 5090 | RTU compressor replaced - rooftop unit | Arctic Breeze Heating & Cooling | 5600",
  "5 | 2025-02-10 | 5190 | Special assessment - elevator modernization | Long Wharf Condominium Association | 3100",
  "5 | 2026-05-20 | 5090 | BEST BUY #0412 - Bosch dishwasher + install | Best Buy | 1090",
  "6 | 2024-07-15 | 5020 | Termite treatment - Sentricon bait stations | Terminix | 1450",
  "6 | 2025-09-03 | 5090 | AC condenser replaced (3 ton) | Arctic Breeze Heating & Cooling | 4200",
  "6 | 2026-03-24 | 5090 | Water heater replaced - 40 gal electric | Rivertown Plumbing & Rooter | 1380",
  "7 | 2024-08-05 | 2100 | Deposit returned in full - Cheyenne Lusk | Cheyenne Lusk | 850",
  "7 | 2024-09-01 | 2100 | Security deposit - Soraya Haddadi | Soraya Haddadi | 850 | income",
  "7 | 2025-07-08 | 5190 | Building permit - reroof | City of Morgantown | 185",
  "7 | 2025-07-22 | 5090 | Roof replacement - 30 sq architectural | Ridgeback Roofing & Exteriors | 14800 |  | permit #BP-25-0418; tear-off of 2 layers",
  "8 | 2024-08-20 | 5090 | Well pump replaced | Berkshire Well & Pump | 2650 |  | no water, guests relocated for a night",
  "8 | 2024-08-22 | 5190 | Guest refund - no water (Airbnb resolution) | Airbnb | 480",
  "8 | 2024-12-09 | 5020 | Roof snow raking & ice dam steaming | Green Acres Lawn & Snow | 575",
  "8 | 2025-11-14 | 5100 | Smart lock (Schlage Encode) installed | Keyed Up Locksmith | 340",
  "9 | 2025-01-27 | 5090 | Kitchen remodel - cabinets & counters | Heartland Kitchen & Bath | 12600 |  | tenant stayed; work over 3 weeks, rent credit given",
  "9 | 2026-06-11 | 5090 | Radon mitigation system installed | Prairie State Radon | 1250",
  "10 | 2024-11-06 | 5090 | Underground oil tank removal & soil test | Garden State Tank Services | 3400 |  | NJDEP no further action letter",
  "10 | 2025-06-10 | 5050 | Attorney - nonpayment complaint, Side B | Abernathy & Quist, Attorneys | 650",
  "10 | 2025-06-16 | 5050 | Landlord-tenant filing fee | NJ Superior Court - Special Civil Part | 50 |  | paid in full before the hearing, case dismissed",
  "10 | 2026-08-04 | 5090 | Sewer lateral replaced (curb to house) | Kowalski & Sons Plumbing | 5800",
  "- | 2024-03-29 | 5050 | Tax prep 2023 - Sch E (11 properties) | Halloran & Pike CPAs | 1150",
  "- | 2025-04-02 | 5050 | Tax prep 2024 - Sch E (11 properties) | Halloran & Pike CPAs | 1200",
  "- | 2026-03-31 | 5050 | Tax prep 2025 - Sch E (11 properties) | Halloran & Pike CPAs | 1275",
  "- | 2024-05-28 | 5190 | LLC annual tax - Delaware | Delaware Division of Corporations | 300",
  "- | 2025-05-30 | 5190 | LLC annual tax - Delaware | Delaware Division of Corporations | 300",
  "- | 2026-05-29 | 5190 | LLC annual tax - Delaware | Delaware Division of Corporations | 300",
].map(oneOff);
