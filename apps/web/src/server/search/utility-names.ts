// Utilities and internet providers by the names their bills come under: a bank feed's "ENTERGY LOUISIANA
// ONLINE PMT" is the power bill though it never says so. Each list holds only companies that bill that one
// service (Xcel, Dominion or Ameren bill gas too, so "electric bills" takes none of theirs), and only names
// no everyday word or place shares ("Spire", "Frontier" and "Optimum" are left out). The thesaurus reads
// each list as kinds of its service (thesaurus.ts), so a name is also a word the typo corrector leaves as
// typed: "Evergy" or "Entergy" is a company the books may not have, never a slip of "energy".
export const ELECTRIC_COMPANIES: readonly string[] = [
  "entergy",
  "evergy",
  "eversource",
  "comed",
  "pepco",
  "oncor",
  "firstenergy",
  "pacificorp",
  "swepco",
  "cleco",
  "westar",
  "penelec",
  "aep",
  "fpl",
  "smud",
  "duke energy",
  "nv energy",
  "austin energy",
  "portland general",
  "toledo edison",
  "ohio edison",
  "potomac edison",
  "southern california edison",
  "illuminating company",
  "aes ohio",
  "aes indiana",
  "duquesne light",
  "georgia power",
  "alabama power",
  "mississippi power",
  "appalachian power",
  "kentucky power",
  "idaho power",
  "green mountain power",
  "central maine power",
  "tampa electric",
  "tucson electric",
  "ppl electric",
  "kentucky utilities",
];

export const GAS_COMPANIES: readonly string[] = [
  "atmos",
  "nicor",
  "enbridge",
  "questar",
  "socalgas",
  "nw natural",
  "northwest natural",
];

export const INTERNET_COMPANIES: readonly string[] = [
  "comcast",
  "xfinity",
  "centurylink",
  "spectrum",
  "fios",
  "mediacom",
  "windstream",
  "starlink",
  "sparklight",
  "suddenlink",
  "brightspeed",
  "metronet",
  "hughesnet",
  "viasat",
  "ziply",
  "google fiber",
  "cox communications",
];

/** What a bill for heating says it was for: the fuel burnt ("heating bills" are the gas and propane). */
export const HEATING_WORDS: ReadonlySet<string> = new Set(["heat", "heating", "heater"]);
export const HEATING_FUELS: readonly string[] = ["gas", "propane", "oil", "kerosene"];

/** Each service's words, with its companies: the thesaurus's kind groups. */
export const UTILITY_KIND_GROUPS: readonly (readonly string[])[] = [
  ...["electric", "electricity", "power", "elec"].map((word) => [word, ...ELECTRIC_COMPANIES]),
  ...["gas", "natural gas"].map((word) => [word, ...GAS_COMPANIES]),
  ...["internet", "wifi", "broadband"].map((word) => [word, ...INTERNET_COMPANIES]),
];

const COMPANIES: readonly string[] = [...ELECTRIC_COMPANIES, ...GAS_COMPANIES, ...INTERNET_COMPANIES];

/** The one-word names: each is the company, never a slip of another word ("evergy electric"). */
export const COMPANY_NAMES: ReadonlySet<string> = new Set(COMPANIES.filter((name) => !name.includes(" ")));

const ALL_COMPANY_NAMES: ReadonlySet<string> = new Set(COMPANIES);

/**
 * For ranking, a concept's alternatives without the companies the books never name (`holds`: whether
 * they hold a word whole). ts_rank reads every word of its query in every row matched: fifty power
 * companies took "electric bill" from 15 to 22 ms on PostgreSQL. A proper name is no stem of another
 * word, so its words held whole are all a row could match it by. The rows are still found by every
 * name: one written since the books' words were read is only ranked as if it said none.
 */
export const namedAlternatives = (alternatives: readonly string[], holds?: (word: string) => boolean) =>
  !holds || alternatives.length === 1
    ? alternatives
    : alternatives.filter(
        (a) => !ALL_COMPANY_NAMES.has(a) || a.split(" ").every((w) => !/^[a-z]{3,}$/.test(w) || holds(w)),
      );
