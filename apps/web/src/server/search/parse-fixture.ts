// The lexicon the parser's tests read queries against: a few properties, accounts, tenants and vendors.
import { type Lexicon, parseQuery } from "./parse";

export const NOW = new Date("2026-01-15T12:00:00Z");

export const LEXICON: Lexicon = {
  properties: [
    {
      id: "p-oak-duplex",
      name: "Oak Street Duplex",
      address: "1234 Oak Street",
      city: "Austin",
      state: "TX",
      postalCode: "78701",
    },
    { id: "p-oak-house", name: "Oak Street House", address: "88 Oak Street", city: "Denver", state: "CO" },
    { id: "p-cedar", name: "Cedar Lane Condo", address: "2050 Oak Street", city: "Austin", state: "TX" },
    {
      id: "p-maple",
      name: "Maple Avenue Apartments",
      address: "55 Maple Avenue",
      city: "Tampa",
      state: "FL",
    },
    { id: "p-oakridge", name: "Oakridge Cottage", address: "9 Ridge Road", city: "Boise", state: "ID" },
    {
      id: "p-stadium",
      name: "Stadium Sixplex",
      address: "420 North Tacoma Avenue",
      city: "Tacoma",
      state: "WA",
    },
    {
      id: "p-lincoln",
      name: "Lincoln Way Retail",
      address: "700 Lincoln Way",
      city: "Kansas City",
      state: "MO",
    },
  ],
  accounts: [
    { id: "a-rent", code: "4000", name: "Rental Income", type: "income" },
    { id: "a-late", code: "4100", name: "Late Fees", type: "income" },
    { id: "a-ins", code: "5040", name: "Insurance", type: "expense" },
    { id: "a-mi", code: "5070", name: "Mortgage Interest", type: "expense" },
    { id: "a-loan", code: "2500", name: "Mortgage Loans", type: "liability" },
    { id: "a-rep", code: "5090", name: "Repairs", type: "expense" },
    { id: "a-sup", code: "5100", name: "Supplies", type: "expense" },
    { id: "a-tax", code: "5110", name: "Taxes", type: "expense" },
    { id: "a-util", code: "5120", name: "Utilities", type: "expense" },
    { id: "a-clean", code: "5020", name: "Cleaning and Maintenance", type: "expense" },
    { id: "a-dep", code: "2100", name: "Security Deposits Owed", type: "liability" },
    { id: "a-snow", code: "5150", name: "Snow Removal", type: "expense" },
  ],
  tenants: [
    { id: "t-maria", name: "Maria Garcia", propertyId: "p-oak-duplex", unitId: "u1" },
    { id: "t-wei", name: "Wei Chen", propertyId: "p-maple", unitId: "u2" },
    { id: "t-maria-l", name: "Maria Lopez", propertyId: "p-maple", unitId: "u3" },
  ],
  vendors: [
    "Ace Plumbing",
    "State Farm",
    "Farmers Insurance",
    "Home Depot",
    "US Bank Home Loans",
    "City Water Utility",
    "Garcia Bros Paving",
  ],
};

export const parse = (q: string, now = NOW) => parseQuery(q, { now, lexicon: LEXICON });
export const cats = (q: string) => parse(q).categories.map((c) => c.key);
