// The thesaurus's kind groups, as data: a broader word and the kinds of it the rows name (the pests an
// exterminator treats, the supermarkets a card row names, the software a landlord keeps books with).
// thesaurus.ts reads them: the broader word finds every kind, a kind only itself.

/**
 * Words for heating and cooling a home, synonyms of each other (thesaurus-groups.ts): a furnace or a heat
 * pump is a kind of each. A heat pump cools too, and is what many homes call the furnace.
 */
export const HVAC_WORDS = [
  "hvac",
  "heating and air conditioning",
  "heating and air",
  "heating and ac",
  "heat and air",
  "heating and cooling",
  "heating",
  "air conditioning",
  "air conditioner",
];

/** The makers of the software a landlord collects rent and keeps the books with. */
const SOFTWARE_MAKERS = [
  "doorloop",
  "buildium",
  "appfolio",
  "tenantcloud",
  "rentredi",
  "turbotenant",
  "stessa",
  "rentec",
  "innago",
  "hemlane",
  "rent manager",
  "yardi",
  "landlord studio",
];

/** The insects a tenant calls bugs. */
const INSECTS = ["roaches", "spiders", "ants", "wasps", "bed bugs", "silverfish"];

/** Supermarket chains, as a card purchase names the store. */
const GROCERS = [
  "safeway",
  "kroger",
  "publix",
  "ingles",
  "piggly wiggly",
  "meijer",
  "aldi",
  "wegmans",
  "albertsons",
  "hy vee",
  "food lion",
  "winn dixie",
  "harris teeter",
  "giant eagle",
  "stop & shop",
  "king soopers",
  "fred meyer",
  "trader joes",
  "whole foods",
];

/** Insurers by names that do not say "insurance" ("Pacific Isle Mutual", "Neptune Flood", "NFIP Direct"). */
const INSURERS = [
  "mutual",
  "nfip",
  "neptune flood",
  "wright flood",
  "state farm",
  "allstate",
  "geico",
  "usaa",
  "chubb",
  "safeco",
  "geovera",
  "obie",
];

/**
 * Kinds of thing bought from their makers, by the makers' names: a row paid to one is the thing bought;
 * a row that only carries the name is not (rent a tenant paid through DoorLoop is no software).
 */
export const MAKERS_OF: ReadonlyMap<string, readonly string[]> = new Map([
  ...["software", "property management software", "landlord software", "rental software"].map(
    (kind) => [kind, SOFTWARE_MAKERS] as const,
  ),
  ["groceries", GROCERS],
  ["supermarket", GROCERS],
]);

/** The pests an exterminator's work is for, each a kind of pest control. */
const PESTS = [...INSECTS, "termites", "mice", "rodents"];

/**
 * A broader word and its kinds: the broader word finds every kind ("storm" finds the hail damage), a
 * kind only itself and its own group ("hail" is no tornado; "locked out" is not every locksmith's job).
 */
export const KIND_GROUPS: readonly (readonly string[])[] = [
  [
    "storm",
    "hail",
    "hailstorm",
    "windstorm",
    "wind storm",
    "ice storm",
    "tornado",
    "hurricane",
    "wind damage",
  ],
  ["locksmith", "lockout"],
  // A furnace or a heat pump is one kind of heating and cooling, not every kind (a mini-split).
  ...HVAC_WORDS.map((w) => [w, "furnace", "heat pump"]),
  // Cooling is what an air conditioner does and a fridge may stop doing ("Fridge not cooling").
  ["cooling", "air conditioning"],
  // Work in the yard is the grounds kept, but the mowing is no other work done there ("yard line").
  ["yard", "lawn", "landscaping", "mowing", "landscaper", "lawn service", "lawn care", "groundskeeper"],
  // A GFCI is an outlet that trips; "gfci" is only itself.
  ["outlet", "gfci", "gfi"],
  // Money back is a refund or a rebate; a rebate is no refund of a payment. (Not a reimbursement: money
  // back to tenants is their deposits, not what they paid us back.)
  ["money back", "rebate", "rebates", "cash back"],
  // Insurers whose names never say "insurance": a claim from the NFIP is insurance money too.
  ["insurance", ...INSURERS],
  // Hawaii's general excise tax, as the state's return is filed: "GET/TAT". "get" alone is only itself.
  ["general excise tax", "get"],
  ["general excise", "get"],
  // A reroof is roof work, though "reroof" is no word that starts with "roof".
  ["roof", "reroof", "re roof"],
  // A restaurant, by the kinds the shops are named for.
  ["restaurant", "taqueria", "pizzeria", "diner", "bistro", "cafe", "bakery", "deli"],
  // The software a landlord keeps the books with, and groceries, by the makers' and stores' names.
  ...[...MAKERS_OF].map(([kind, makers]) => [kind, ...makers]),
  ["pest control", ...PESTS],
  ["exterminator", ...PESTS],
  ["bugs", ...INSECTS],
  ["insects", ...INSECTS, "termites"],
];
