// Words the parser knows without a language model: type and ordering words, filler words, places,
// months, and the domain vocabulary used to correct typos (with pg_trgm, pipeline/correct.ts). The
// categories and their synonyms are in categories.ts.

import type { TransactionType } from "../../shared/accounting";
import { CATEGORIES } from "./categories";

// An eviction's papers, and what the court itself bills for one.
const EVICTION_WORK = ["evict", "petit", "possess", "detain", "writ"];
const COURTS_WORK = ["court", "circuit", "clerk", "file"];
const LAWYERS_WORK = ["attorney", "legal", ...EVICTION_WORK];
const ACCOUNTANTS_WORK = ["cpa", "prep", "schedul", "tax", "return", "bookkeep"];

/**
 * Words in a category phrase that also say something on their own in descriptions ("plumber" finds
 * "Plumbing repair" first): kept as soft ranking terms, never as filters.
 */
export const SOFT_TERMS: Readonly<Record<string, readonly string[]>> = {
  plumber: ["plumb"],
  plumbers: ["plumb"],
  plumbing: ["plumb"],
  leak: ["plumb", "leak", "roof"],
  leaks: ["plumb", "leak", "roof"],
  leaking: ["plumb", "leak", "roof"],
  leaky: ["plumb", "leak", "roof"],
  hvac: ["hvac"],
  heating: ["hvac", "heat"],
  "air conditioning": ["hvac"],
  furnace: ["hvac"],
  roof: ["roof"],
  roofer: ["roof"],
  roofing: ["roof"],
  electrician: ["electr"],
  appliance: ["applianc"],
  appliances: ["applianc"],
  locksmith: ["lock"],
  "lock change": ["lock"],
  water: ["water"],
  "water bill": ["water"],
  sewer: ["sewer"],
  trash: ["trash"],
  garbage: ["trash", "wast"],
  electric: ["electr"],
  electricity: ["electr"],
  "electric bill": ["electr"],
  gas: ["gas"],
  "gas bill": ["gas"],
  landscaping: ["landscap"],
  lawn: ["landscap", "lawn"],
  "pest control": ["pest"],
  pest: ["pest"],
  gutter: ["gutter"],
  gutters: ["gutter"],
  turnover: ["turnov"],
  paint: ["paint"],
  "light bulbs": ["bulb"],
  filters: ["filter"],
  "smoke detectors": ["smoke"],
  "tax preparation": ["prepar"],
  "tax prep": ["prepar"],
  // Legal and professional fees hold two trades' bills, each ranked first by what it bills for: a
  // lawyer an eviction's papers (a petition for possession), an accountant the return. An eviction
  // is the papers and the court's own fees, not all a lawyer's work.
  lawyer: LAWYERS_WORK,
  attorney: LAWYERS_WORK,
  eviction: [...EVICTION_WORK, ...COURTS_WORK],
  accountant: ACCOUNTANTS_WORK,
  cpa: ACCOUNTANTS_WORK,
  bookkeeper: ACCOUNTANTS_WORK,
  "lease review": ["leas", "review"],
  "property tax": ["properti"],
  premium: ["premium"],
  "vacancy listing": ["vacanc"],
  listing: ["list"],
};

/** What a thing was charged as ("fire alarm monthly fee"): the rows name the thing, seldom the fee. */
export const PRICE_WORDS: ReadonlySet<string> = new Set(["fee", "fees", "charge", "charges"]);

/** The paper money came on ("insurance claim checks"): how it was paid, which the rows seldom say. */
export const PAPER_WORDS: ReadonlySet<string> = new Set("check checks cheque cheques chk ck".split(" "));

/** What came of a test or an inspection ("radon test results"): said of the job, seldom by its rows. */
export const OUTCOME_WORDS: ReadonlySet<string> = new Set(["results", "result", "findings", "readings"]);

export const TYPE_WORDS: Readonly<Record<string, TransactionType>> = {
  income: "income",
  incomes: "income",
  revenue: "income",
  revenues: "income",
  earnings: "income",
  earned: "income",
  earn: "income",
  received: "income",
  receive: "income",
  receipts: "income",
  collected: "income",
  collect: "income",
  collections: "income",
  inflow: "income",
  inflows: "income",
  made: "income",
  bring: "income",
  brings: "income",
  brought: "income",
  generated: "income",
  expense: "expense",
  expenses: "expense",
  spent: "expense",
  spend: "expense",
  spending: "expense",
  paid: "expense",
  pay: "expense",
  // Money sent goes out, unless a payee sent it ("what the housing authority sent": parse-words.ts).
  sent: "expense",
  send: "expense",
  payments: "expense",
  payment: "expense",
  cost: "expense",
  costs: "expense",
  bills: "expense",
  bill: "expense",
  purchases: "expense",
  purchase: "expense",
  bought: "expense",
  buy: "expense",
  buys: "expense",
  buying: "expense",
  outgoings: "expense",
  outflow: "expense",
  outflows: "expense",
  expenditure: "expense",
  expenditures: "expense",
  transfer: "transfer",
  transfers: "transfer",
  transferred: "transfer",
};

export const ORDER_WORDS: Readonly<Record<string, "largest" | "smallest" | "recent" | "oldest">> = {
  largest: "largest",
  biggest: "largest",
  highest: "largest",
  top: "largest",
  most: "largest",
  max: "largest",
  maximum: "largest",
  priciest: "largest",
  smallest: "smallest",
  lowest: "smallest",
  cheapest: "smallest",
  least: "smallest",
  minimum: "smallest",
  latest: "recent",
  recent: "recent",
  // Left by the dates ("last year" is theirs): "last payment from …", "when did … last pay".
  last: "recent",
  newest: "recent",
  oldest: "oldest",
  earliest: "oldest",
};

/** Words that carry no search meaning on their own. */
/**
 * The longer words PostgreSQL's english dictionary drops from every document (english.stop): a word
 * typed as the start of one of them ("befo", "aft") can match no row.
 */
export const TEXT_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "about above after again against because before being below between during further having other " +
    "through under until while where which their there these those theirs themselves yourself " +
    "yourselves ourselves myself himself herself itself"
  ).split(" "),
);

export const STOPWORDS = new Set(
  (
    "a an the of for on at in to from with without by per via into onto over under and or vs versus " +
    "what which who whom whose when where why how much many did do does done i me my mine we us our ours you your " +
    "it its is are was were be been being am has have had having there here this that these those " +
    "please can could would should will shall may might must show shows showing find list get give gave see view " +
    "display tell know want need look looking search searching any all every each some total totals sum overall " +
    "amount amounts transaction transactions entries entry records record items item money dollars dollar usd " +
    "properties property data info information details detail everything anything stuff things thing " +
    "just only also than then so as about across during between since until till up down out off not " +
    "breakdown summary overview report reports compare compared whole entire full lot lots " +
    "paying pays charged charges charge kind type types category categories account accounts " +
    "both either neither other others own owned them they their theirs he she his her him " +
    "take takes took taken taking got gotten went came " +
    // Contractions, read without the apostrophe: they say nothing a row says.
    "hasnt havent hadnt didnt dont doesnt isnt arent wasnt werent wont cant couldnt wouldnt shouldnt " +
    "im ive youre youve weve theyre theyve whats wheres whos hows thats theres heres lets hes shes"
  ).split(/\s+/),
);

/** Words that say "this is a question about how to use the product". */
export const HOWTO_PATTERN =
  /\b(how (do|can|should|would|could|to|does) (i|we|you|one)?|how to|where (do|can|is|are|should) |can i |is (my|our) data|is it (safe|secure|possible)|what (is|are) the (support|hours|shortcuts?)|help( me)?( with| to)?\b|tutorial|guide|instructions?|getting started|quick ?start|shortcut|keyboard|contact support|support hours|live chat|faq)/i;

/** Generic parts of property names and addresses: never enough on their own to name a property. */
export const GENERIC_PLACE_WORDS = new Set(
  (
    "street st avenue ave lane ln road rd drive dr court ct place pl boulevard blvd way terrace ter " +
    "house cottage bungalow ranch duplex triplex fourplex apartments apartment apt condo loft townhome " +
    "retail office plaza getaway retreat cabin unit units suite main home building north south east west " +
    // A kind of house ("single family homes"), never one tenant's name ("Gulfway Family Dental").
    "family " +
    "n s e w us usa tx oh nc in co tn fl mo ne id va ky wi az nm wa ga new the of at " +
    // Generic parts of vendor names ("US Bank Home Loans", "Handy Pros LLC").
    "bank banks loans loan llc inc ltd corp company group services service pros federal savings national " +
    // and their abbreviations ("A-1 Appliance Svc", "Owners' Assn"), and the trade's line ("Miami
    // Valley Commercial Realty"): alone they name no one vendor.
    "svc svcs assn dept bros department brothers management commercial residential"
  ).split(/\s+/),
);

/** Street-type words: a query word like these that matched no property names a place we do not have. */
export const STREET_WORDS = new Set(
  "street st avenue ave lane ln road rd drive dr court ct place pl boulevard blvd way terrace ter".split(" "),
);

/** Address abbreviations → the word the data uses (both spellings are matched). */
export const ADDRESS_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: "street",
  str: "street",
  ave: "avenue",
  av: "avenue",
  ln: "lane",
  rd: "road",
  dr: "drive",
  ct: "court",
  pl: "place",
  blvd: "boulevard",
  ter: "terrace",
  cir: "circle",
  pt: "point",
  trl: "trail",
  hwy: "highway",
  pkwy: "parkway",
  sq: "square",
  cyn: "canyon",
  hts: "heights",
  xing: "crossing",
  plz: "plaza",
  pk: "park",
  prk: "park",
  mtn: "mountain",
  ctr: "center",
  crk: "creek",
  spgs: "springs",
  jct: "junction",
  lk: "lake",
  vly: "valley",
  hbr: "harbor",
  bch: "beach",
  cnty: "county",
  apt: "unit",
  apts: "apartments",
  // A building by its count of homes, as listings write it ("Pickwick 4plex").
  "2plex": "duplex",
  "3plex": "triplex",
  "4plex": "fourplex",
  "6plex": "sixplex",
  // In vendors' names too ("City of Ithaca Building Dept.", "Hollis Bros.").
  bldg: "building",
  dept: "department",
  bros: "brothers",
  mgmt: "management",
  svc: "service",
  svcs: "services",
};

/**
 * A street's direction as addresses abbreviate it ("420 N Tacoma Ave"): expanded only before another
 * word, since a letter typed last is more often a word still being typed ("oak s").
 */
export const DIRECTION_ABBREVIATIONS: Readonly<Record<string, string>> = {
  n: "north",
  s: "south",
  e: "east",
  w: "west",
  ne: "northeast",
  nw: "northwest",
  se: "southeast",
  sw: "southwest",
};

export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** Domain words the typo corrector knows besides the organization's own names. */
export function staticVocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().split(/[^a-z]+/)) if (w.length >= 3) words.add(w);
  };
  for (const c of CATEGORIES) {
    add(c.label);
    for (const p of c.phrases) add(p);
  }
  for (const w of Object.keys(TYPE_WORDS)) add(w);
  for (const w of Object.keys(ORDER_WORDS)) add(w);
  for (const m of MONTHS) add(m);
  add(
    "quarter year month week today yesterday last this next previous since before after between over under above below " +
      "dollars export exports exporting csv xlsx pdf excel spreadsheet bank connect connection connections import reconcile " +
      "dashboard customize customise widgets table list view views shortcut shortcuts keyboard security secure privacy " +
      "encryption support phone email chat hours ledger general chart accounts tenant tenants tenancy lease leases unit " +
      "units property properties vendor vendors transaction transactions income expense expenses transfer transfers " +
      "service premium annual landlord owner payment sewer trash light bulbs filters detectors hardware pest control " +
      "gutter landscaping turnover vacancy preparation review contribution reserve operating water electrical patch lock " +
      "change appliance plumbing roof hvac notification notifications settings profile password theme dark accessibility " +
      "screening workflow workflows automation insights health score report reports",
  );
  return [...words];
}

/** Words that say which one of a thing is meant ("the building", "our house", "call the plumber"). */
export const DETERMINERS: ReadonlySet<string> = new Set(["the", "a", "an", "our", "my", "that", "this"]);

/** Words for "the properties" once a place or property is named ("rentals in Polk County", "the Ithaca house"). */
export const PROPERTY_NOUNS: ReadonlySet<string> = new Set([
  "rentals",
  "buildings",
  "building",
  "house",
  "houses",
  "place",
  "places",
  "home",
  "homes",
]);
