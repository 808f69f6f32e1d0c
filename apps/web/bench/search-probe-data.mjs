// The probe portfolio's places, tenants, vendors, jobs and bills (bench/search-probe-portfolio.mjs), as
// data: vocabulary unlike both the app's seed and the held-out portfolio, written the way bookkeepers
// abbreviate ("Maint.", "Svc call", "HOA dues"), with the punctuation real names carry ("&", "LLC",
// apostrophes, hyphens, "#204", "Unit 3B").

/** [name, address, city, state, postal, type, county, units: [unit name, tenant | null, rent $][]] */
export const PROBE_PROPERTIES = [
  [
    "Saint-Ives Duplex",
    "88 Quarry Lane",
    "Bozeman",
    "MT",
    "59715",
    "multi_family",
    "Gallatin",
    [
      ["Unit 1A", "Desmond O'Reilly", 1325],
      ["Unit 1B", "Yuki Hamasaki-Ward", 1350],
    ],
  ],
  [
    "Osprey's Nest",
    "4 Tidewater Court",
    "Beaufort",
    "SC",
    "29902",
    "single_family",
    "Beaufort",
    [["Main", "Anneliese Voss", 1875]],
  ],
  [
    "The Granary Lofts",
    "210 Mill Street",
    "Lawrence",
    "KS",
    "66044",
    "multi_family",
    "Douglas",
    [
      ["Unit 3B", "Kwame Asante", 980],
      ["Unit 3C", "Beatriz Moreno-Lima", 995],
      ["#204", "Rory McAllister", 1040],
    ],
  ],
  [
    "Cedar & Vine Commons",
    "1501 Vine Avenue",
    "Boise",
    "ID",
    "83702",
    "commercial",
    "Ada",
    [
      ["Ste 100", "Juniper Yoga LLC", 3100],
      ["Ste 200", "Hartwell & Daughters Bakery", 2800],
    ],
  ],
  [
    "Palmetto Key Condo",
    "77 Ocean Boulevard",
    "Naples",
    "FL",
    "34102",
    "condo",
    "Collier",
    [["Apt 12C", "Svetlana Petrov", 2400]],
  ],
  [
    "Whistlestop Cabin",
    "3 Lodgepole Trail",
    "Ruidoso",
    "NM",
    "88345",
    "short_term_rental",
    "Lincoln",
    [["Main", null, 0]],
  ],
  [
    "Ironbridge Row House",
    "1290 Furnace Street",
    "Bethlehem",
    "PA",
    "18015",
    "single_family",
    "Northampton",
    [["Main", "Thaddeus Kowalczyk", 1690]],
  ],
  [
    "Marigold Court 4-Plex",
    "560 Marigold Court",
    "Tucson",
    "AZ",
    "85719",
    "multi_family",
    "Pima",
    [
      ["Apt 1", "Nadia Farouk", 1120],
      ["Apt 2", "Ezekiel Brandt", 1095],
      ["Apt 3", null, 1100],
      ["Apt 4", "Priya Venkataraman", 1150],
    ],
  ],
];

/** [account code, description, vendor, typical $, memos (one is drawn, or none)] */
export const PROBE_JOBS = [
  ["5090", "Maint. - leaking faucet", "O'Malley Plumbing & Heating", 180, ["kitchen sink drip", null]],
  ["5090", "Svc call - no hot water", "O'Malley Plumbing & Heating", 240, ["relit pilot", null]],
  ["5090", "Replaced water heater (40 gal)", "O'Malley Plumbing & Heating", 1450, [null]],
  ["5090", "Clogged drain snaked", "O'Malley Plumbing & Heating", 210, ["hair clog in tub", null]],
  ["5090", "GFCI outlet replaced", "Sun-Ray Electric LLC", 190, [null]],
  ["5090", "Svc upgrade to 200A panel", "Sun-Ray Electric LLC", 2600, ["permit #E-5521", null]],
  ["5090", "Fridge repair", "A-1 Appliance Svc", 260, ["ice maker not working", null]],
  ["5090", "Washer/dryer repair", "A-1 Appliance Svc", 230, [null]],
  ["5090", "Roof leak patched", "Apex Roofing & Gutters", 850, ["after the storm", null]],
  ["5090", "Gutter cleaning & repair", "Apex Roofing & Gutters", 320, [null]],
  ["5090", "Drywall & paint touch-up", "Bob's Handyman Svc", 280, ["tenant's move-out", null]],
  ["5090", "Replaced broken blinds", "Bob's Handyman Svc", 120, [null]],
  ["5020", "Landscaping - monthly", "Green Thumb Landscaping Co.", 160, [null]],
  ["5020", "Tree trimming", "Green Thumb Landscaping Co.", 600, ["dead oak limb", null]],
  ["5020", "Turnover cleaning", "Spotless Janitorial LLC", 340, ["move-out deep clean", null]],
  ["5020", "Pest ctrl - quarterly", "Critter-Gone Pest Control", 130, ["roaches", null]],
  ["5020", "Pool svc", "Pristine Pools Inc.", 150, [null]],
  ["5100", "Light bulbs & filters", "Ace Hardware #1132", 55, [null]],
  ["5100", "Smoke detectors (x4)", "Ace Hardware #1132", 90, [null]],
  ["5000", "Zillow listing", "Zillow Rentals", 40, [null]],
  ["5050", "CPA - tax prep", "Whitfield & Cho CPAs", 750, [null]],
  ["5010", "Mileage reimb.", null, 45, [null]],
];

/** [description, vendor, typical $] of the utilities a landlord pays. */
export const PROBE_UTILITIES = [
  ["Monthly elec.", "NorthWestern Energy", 120],
  ["Water/sewer", "Municipal Water Dept.", 70],
  ["Garbage svc", "Republic Svcs", 35],
  ["Wi-Fi", "Xfinity", 60],
];
