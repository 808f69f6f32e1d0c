// The fresh portfolio's places, tenants, vendors, jobs and bills (bench/search-fresh-portfolio.mjs), as
// data: a fourth vocabulary, in regions none of the other portfolios use (New England, the Great Lakes,
// the Plains, the Mountain West, the South), with tenants of varied origins, compound vendor names
// ("&", "LLC", "PLLC", apostrophes, "#4417") and the wording of a landlord's own books: bank-feed rent
// lines ("Zelle from …", "Rent ck #…"), abbreviations ("w/", "rm", "2BR", "qtrly") and long job notes.

/** A place: "name | address | city | state | postal code | type | county". */
const place = (line, units, terms) => [...line.split(" | "), units, terms];

/**
 * [name, address, city, state, postal, type, county, units, terms]: units are [unit name, tenant | null,
 * rent $, { before, until, pet }?] (`before` paid until the month `until`, which stayed vacant); terms are
 * the utilities the owner pays [description, vendor, typical $], the tax collector and any extras.
 */
export const FRESH_PROPERTIES = [
  place(
    "Kenduskeag Carriage House | 27 Ohio Street | Bangor | ME | 04401 | single_family | Penobscot",
    [["Main", "Siobhan Keating", 1475, { pet: "dog" }]],
    { utilities: [["Water/sewer", "Bangor Water District", 60]], taxPayee: "City of Bangor Tax Collector" },
  ),
  place(
    "Federal Hill Three-Decker | 212 Atwells Avenue | Providence | RI | 02903 | multi_family | Providence",
    [
      ["1st Floor", "Giuseppe Ferraro", 1650],
      ["2nd Floor", "Thanh Huong Dao", 1700],
      ["3rd Floor", "Adaeze Nwosu", 1600, { before: "Caleb Rourke", until: "2024-09" }],
    ],
    {
      utilities: [
        ["Electric - common hall lights", "Narragansett Light & Power", 85],
        ["Gas heat (boiler)", "Ocean State Gas Co.", 210],
        ["Water & sewer", "Providence Water Supply Board", 120],
        ["Trash/recycling", "Roger Williams Waste Co.", 45],
      ],
      taxPayee: "City of Providence Tax Collector",
      laundry: true,
      permit: ["Rental registration fee", "City of Providence", 75, 2],
    },
  ),
  place(
    "Sleeping Bear A-Frame | 9 Old Mission Road | Traverse City | MI | 49686 | short_term_rental | Grand Traverse",
    [["Main", null, 0]],
    {
      utilities: [
        ["Electricity", "Cherryland Electric Co-op", 110],
        ["Propane refill", "Northwoods Propane", 180],
        ["Internet/WiFi", "Spectrum", 80],
        ["Trash pickup", "Great Lakes Refuse", 40],
      ],
      lodgingTax: "Michigan Dept. of Treasury",
      peak: [6, 7, 8, 10],
    },
  ),
  place(
    "Sooner Quadplex | 1804 Lindsey Street | Norman | OK | 73069 | multi_family | Cleveland",
    [
      ["Apt. 101", "Jaxon Redcorn", 825],
      ["Apt. 102", "Marisol Quintanilla", 850, { before: "Brody Kessler", until: "2025-01", pet: "cat" }],
      ["Apt. 201", "Oluwaseun Adebayo", 875],
      ["Apt. 202", null, 875],
    ],
    {
      utilities: [
        ["Electric - parking lot lights", "Red Dirt Electric Co-op", 70],
        ["Water/sewer/trash", "City of Norman Utilities", 140],
      ],
    },
  ),
  place(
    "Wasatch Mercantile Building | 2459 Grant Avenue | Ogden | UT | 84401 | commercial | Weber",
    [
      ["Suite A", "Two Rivers Coffee Co.", 2950],
      ["Suite B", "Peak Physio & Wellness, PLLC", 3400],
      ["Suite C", "Hollis Bros. Barbershop", 1800],
    ],
    {
      utilities: [
        ["Electric - common/HVAC", "Rocky Mtn Power", 320],
        ["Nat gas", "Wasatch Gas Co.", 150],
        ["Water & sewer", "Ogden City Utilities", 95],
        ["Dumpster svc", "Basin Disposal Inc.", 75],
      ],
      cam: true,
    },
  ),
  place(
    "Truckee Bend Condo | 300 Mayberry Drive | Reno | NV | 89509 | condo | Washoe",
    [["Unit 5", "Farida Haidari", 1950]],
    { utilities: [], hoa: ["Monthly HOA assessment", "Truckee Bend Owners Association", 385] },
  ),
  place(
    "Tillman Shotgun House | 1517 10th Avenue | Tuscaloosa | AL | 35401 | single_family | Tuscaloosa",
    [["Main", "LaToya Whitlock", 1150, { pet: "cat" }]],
    { utilities: [] },
  ),
  place(
    "Prairie Wind Twin Homes | 812 Pershing Boulevard | Cheyenne | WY | 82001 | multi_family | Laramie",
    [
      ["East Side", "Bjorn Halvorsen", 1275, { pet: "dog" }],
      ["West Side", "Guadalupe Archuleta", 1250],
    ],
    {
      utilities: [
        ["Water/sewer", "Board of Public Utilities", 90],
        ["Trash", "Cheyenne Sanitation", 35],
      ],
    },
  ),
  place(
    "Collegetown Student House | 118 Eddy Street | Ithaca | NY | 14850 | multi_family | Tompkins",
    [
      ["Room 1", "Aarav Malhotra", 925],
      ["Room 2", "Chiara Benedetti", 925, { before: "Declan Murphy-Voight", until: "2024-08" }],
      ["Room 3", "Tobias Engström", 900],
      ["Room 4", "Wen-Li Huang", 950],
    ],
    {
      utilities: [
        ["Electric (rent incl. utilities)", "Finger Lakes Electric & Gas", 230],
        ["Heating gas", "Finger Lakes Electric & Gas", 160],
        ["High-speed internet", "Spectrum", 75],
        ["Water/sewer - qtrly", "Southern Cayuga Water Authority", 150],
      ],
      taxPayee: "Tompkins County Finance Dept.",
      permit: ["Operating permit renewal", "City of Ithaca Building Dept.", 180, 8],
    },
  ),
  place(
    "Ouachita Lodge | 610 Whittington Avenue | Hot Springs | AR | 71901 | short_term_rental | Garland",
    [["Main", null, 0]],
    {
      utilities: [
        ["Electricity", "Ouachita Electric Co-op", 130],
        ["Water", "Hot Springs Utilities", 55],
        ["Internet/WiFi", "Spectrum", 80],
      ],
      lodgingTax: "Arkansas DFA - Sales & Use Tax",
      peak: [3, 4, 10, 11],
      permit: ["STR permit renewal", "City of Hot Springs", 250, 1],
    },
  ),
];

/** The banks that hold the loans, by property in turn. */
export const FRESH_LENDERS = [
  "Gateway First Mortgage",
  "Pioneer Federal Credit Union",
  "Cornerstone Community Bank",
];

/**
 * [vendor | null, account code, jobs: [description, typical $, memos?, tag?][]]: a job gets one of its
 * memos half the time; a tag limits it to a season ("winter" Nov-Mar, "spring" Apr-May, "summer" May-Sep,
 * "fall" Oct-Nov, "snow" winter but not in the South), to stand-alone houses ("house": single-family and
 * short-term rentals) or to shops ("shop").
 */
export const FRESH_JOBS = [
  [
    "ClearFlow Plumbing & Drain",
    "5090",
    [
      ["Kitchen sink clog - augered", 165, ["grease and coffee grounds"]],
      ["Replaced wax ring & reset toilet", 210, ["2nd fl bath, leaking into ceiling below"]],
      ["Sump pump replacement", 780, ["basement flooded after snowmelt"], "snow"],
      ["Water htr flush & new anode rod", 190],
      ["Shower valve cartridge replaced", 260, ["no hot water in shower"]],
      ["Main line camera inspection", 325, ["tree roots near the cleanout"]],
    ],
  ],
  [
    "Hi-Line Electric LLC",
    "5090",
    [
      ["Ceiling fan install, living rm", 240],
      ["Troubleshoot tripping breaker", 180, ["bad AFCI breaker swapped"]],
      ["Exterior motion light installed", 210],
      ["Replaced 2-prong outlets w/ grounded", 420, ["insurance inspection item"]],
    ],
  ],
  [
    "Comfort Zone Heating & Air",
    "5090",
    [
      ["Boiler annual service", 230, ["cleaned & tested, no issues"], "winter"],
      ["AC not cooling - replaced capacitor", 285, ["heat wave, tenant w/o AC 2 days"], "summer"],
      ["Furnace ignitor replaced", 260, [], "winter"],
      ["Mini-split install, bedroom", 3900],
    ],
  ],
  [
    "TopNotch Roofing Co.",
    "5090",
    [
      ["Ice dam removal", 650, ["steamed the eaves"], "snow"],
      ["Flashing repair around chimney", 480],
    ],
  ],
  [
    "Handy Andy's Home Repair",
    "5090",
    [
      ["Re-hung sticking bedroom door", 140],
      ["Re-caulk tub & regrout", 195],
      ["Fence boards replaced (6)", 310, ["after the windstorm"]],
      ["Storm door closer replaced", 95],
      ["Punch list before move-in", 420, ["touch-up paint, new outlet covers, tightened railings"]],
    ],
  ],
  [
    "Quick-Fix Appliance Repair",
    "5090",
    [
      ["Oven won't heat - bake igniter", 240],
      ["Dishwasher not draining", 185, ["pump clogged w/ broken glass"]],
      ["Fridge not cooling - evaporator fan motor", 310],
    ],
  ],
  [
    "Dave's Lock & Key",
    "5090",
    [
      ["Rekeyed locks after turnover", 165],
      ["Lockout service call", 95, ["tenant locked out at 11pm"]],
    ],
  ],
  [
    "Four Seasons Grounds Care",
    "5020",
    [
      ["Snow plowing & walk salting", 140, [], "snow"],
      ["Lawn mow & trim", 75, [], "summer"],
      ["Spring cleanup + mulch beds", 380, [], "spring"],
      ["Fall leaf removal", 260, [], "fall"],
    ],
  ],
  [
    "Tidy Nest Cleaning Co.",
    "5020",
    [
      ["Move-out deep clean", 320],
      ["Carpet steam cleaning", 210],
      ["Window washing (exterior)", 240, [], "summer"],
    ],
  ],
  [
    "BugOut Exterminators",
    "5020",
    [
      ["Bed bug heat treatment", 1600, ["unit + adjoining unit inspected"]],
      ["Mouse exclusion & traps", 275, ["droppings under the sink"]],
      ["Quarterly pest spray", 110],
      ["Wasp nest removal", 125, [], "summer"],
    ],
  ],
  ["Soot Sweepers Chimney Svc", "5020", [["Chimney sweep & inspection", 245, [], "house"]]],
  [
    "Brush Strokes Painting LLC",
    "5090",
    [
      ["Interior repaint - 2BR", 1850],
      ["Exterior trim painting", 1200, [], "summer"],
    ],
  ],
  [
    "Carpet Kings & Flooring",
    "5090",
    [
      ["LVP flooring install - kitchen", 2100],
      ["Carpet replacement - bedroom", 950],
    ],
  ],
  ["Dig-Rite Septic & Excavation", "5090", [["Septic tank pumping", 395, [], "house"]]],
  [
    "Menards",
    "5100",
    [
      ["Furnace filters 16x25x1 (6-pk)", 45],
      ["Supplies - caulk, outlets, cover plates", 70],
      ["Door knobs & deadbolts", 120],
      ["CO detectors (x3)", 90],
      ["Ice melt & snow shovels", 60, [], "snow"],
    ],
  ],
  [
    "Sherwin-Williams #4417",
    "5100",
    [
      ["Paint - Agreeable Gray, 5 gal", 260],
      ["Primer, rollers & tape", 85],
    ],
  ],
  ["Zumper", "5000", [["Featured listing upgrade", 40]]],
  [
    "Brennan, Maddox & Yee LLP",
    "5050",
    [
      ["Attorney consult - security deposit dispute", 450],
      ["Lease review - commercial renewal", 600, [], "shop"],
    ],
  ],
  [null, "5010", [["Mileage - property inspection (62 mi)", 40]]],
];

/**
 * One-off entries: [property index | null, date, account, description, payee, $] (income when the account
 * is 4xxx): the big projects, a forfeited deposit, an insurance claim and its payout, the CPA's bills.
 */
export const FRESH_ONE_OFFS = [
  [0, "2023-11-15", "5090", "Chimney liner install", "Soot Sweepers Chimney Svc", 3200],
  [9, "2024-04-18", "5100", "New mattresses (2 queen)", "Costco Wholesale", 1100],
  [1, "2024-09-03", "4900", "Deposit applied to damages - Caleb Rourke", "Caleb Rourke", 600],
  [8, "2024-08-05", "5020", "Summer turnover - clean all 4 rooms", "Tidy Nest Cleaning Co.", 780],
  [1, "2024-10-08", "5090", "Tear-off and re-roof, architectural shingles", "TopNotch Roofing Co.", 16800],
  [3, "2025-01-09", "5090", "Apt. 102 make-ready repaint", "Brush Strokes Painting LLC", 1450],
  [0, "2025-02-11", "5090", "Burst pipe - emergency repair", "ClearFlow Plumbing & Drain", 1240],
  [5, "2025-03-05", "5190", "Special assessment - siding & roof", "Truckee Bend Owners Association", 2400],
  [2, "2025-06-02", "5090", "Septic pump replaced", "Dig-Rite Septic & Excavation", 1890],
  [6, "2025-08-14", "5090", "Termite damage - sill plate replaced", "Handy Andy's Home Repair", 2350],
  [7, "2025-10-21", "5090", "Hail damage - siding & gutters", "TopNotch Roofing Co.", 6400],
  [7, "2025-11-30", "4900", "Insurance claim payout - hail", "Ridgeline Insurance Group", 5200],
  [4, "2026-04-07", "5030", "Leasing commission - Suite C renewal", "Beehive Commercial Realty", 2700],
  [null, "2024-03-12", "5050", "Tax prep - Sched E (2023)", "Dunmore Tax & Bookkeeping", 850],
  [null, "2025-03-18", "5050", "Tax prep - Sched E (2024)", "Dunmore Tax & Bookkeeping", 900],
  [null, "2026-03-10", "5050", "Tax prep - Sched E (2025)", "Dunmore Tax & Bookkeeping", 950],
];

/** The memos of some one-offs, by description. */
export const FRESH_ONE_OFF_MEMOS = {
  "Deposit applied to damages - Caleb Rourke": "holes in walls, missing blinds",
  "Tear-off and re-roof, architectural shingles": "3 layers removed; 30-yr shingles",
  "Burst pipe - emergency repair": "froze during the cold snap, kitchen ceiling wet",
  "Hail damage - siding & gutters": "ins. claim #WY-88213",
};
