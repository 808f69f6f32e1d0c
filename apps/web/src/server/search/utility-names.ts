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

/** The one-word names: each is the company, never a slip of another word ("evergy electric"). */
export const COMPANY_NAMES: ReadonlySet<string> = new Set(
  [...ELECTRIC_COMPANIES, ...GAS_COMPANIES, ...INTERNET_COMPANIES].filter((name) => !name.includes(" ")),
);
