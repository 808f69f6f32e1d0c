// The parser on phrases and names as people type them: category phrases in the plural, cut short or
// still being typed, a name's word split in two, abbreviations in names, a fee on rent named with rent.
import { describe, expect, it } from "vitest";
import { parseQuery } from "./parse";
import { cats, LEXICON, NOW, parse } from "./parse-fixture";
import { normalizeQuery } from "./parse-tokens";

describe("a category phrase typed in another number or cut short", () => {
  it("“electric bills” and “elec bill” are the phrase “electric bill”", () => {
    for (const q of ["electric bills", "elec bill"]) {
      const p = parse(q);
      // The whole phrase named it, so the literal step searches both words, not every "electric" row.
      expect(
        p.categories.map((c) => [c.key, c.text]),
        q,
      ).toEqual([["utilities", q]]);
    }
  });
});

describe("a word cut short of a category's phrase", () => {
  it("is read as the phrase unless the thesaurus knows the word as another (“broke” is broken, not broker)", () => {
    expect(cats("ac broke in july")).toEqual(["repairs"]);
    expect(cats("handy")).toEqual(["repairs"]);
    expect(cats("maint")).toEqual(["cleaning_maintenance"]);
  });
});

describe("a category's phrase that begins with another category's word", () => {
  it("“tax accountant” is the one who prepares the return, not the taxes and the accountant", () => {
    for (const q of ["tax accountant", "tax advisor fees"])
      expect(cats(q), q).toEqual(["legal_professional"]);
    expect(cats("accountant and taxes")).toEqual(["legal_professional", "taxes"]);
  });
});

describe("a category phrase while it is being typed", () => {
  it("“property ta” is property tax, although “property” alone is filler", () => {
    expect(parse("property ta").categories.map((c) => [c.key, c.text])).toEqual([["taxes", "property ta"]]);
  });
  it("the last word cut to two letters still completes the phrase (“legal fe”)", () => {
    expect(cats("legal fe")).toEqual(["legal_professional"]);
    expect(parse("legal fe").terms).toEqual([]);
  });
});

describe("a name's word typed as two", () => {
  it("“farm ers insurance” is Farmers Insurance; “state farm” stays two words", () => {
    expect(parse("farm ers insurance").vendors.map((v) => v.name)).toEqual(["Farmers Insurance"]);
    expect(parse("state farm").vendors.map((v) => v.name)).toEqual(["State Farm"]);
  });
});

describe("a fee on rent", () => {
  it("named with rent and nothing joining them, it is the fee alone", () => {
    for (const q of ["late rent", "penalties for paying rent late", "rent paid late"])
      expect(
        parse(q).categories.map((c) => c.accountIds),
        q,
      ).toEqual([["a-late"]]);
  });
  it("joined to rent, both are meant", () => {
    expect(parse("rent and late fees").categories.flatMap((c) => c.accountIds)).toEqual(["a-rent", "a-late"]);
  });
  it("named twice, it is one category (“late” is the chart's account, “penalties” its synonym)", () => {
    expect(cats("late penalties")).toHaveLength(1);
  });
});

describe("abbreviations in names", () => {
  const lexicon = {
    ...LEXICON,
    properties: [
      ...LEXICON.properties,
      { id: "p-heron", name: "Heron Cottage", address: "45 Heron Point Way", county: "St. Louis County" },
      { id: "p-heron-lake", name: "Heron Lofts", address: "9 Heron Lake Road" },
    ],
    vendors: [...LEXICON.vendors, "St. Louis County Treasurer"],
  };
  const read = (q: string) => parseQuery(q, { now: NOW, lexicon });
  it("a vendor's “St.” is typed as “st” like a street's: the treasurer, not the county", () => {
    const p = read("st louis county treasurer");
    expect(p.vendors.map((v) => v.name)).toEqual(["St. Louis County Treasurer"]);
    expect(p.properties).toEqual([]);
  });
  it("“pt” is point in an address", () => {
    expect(read("heron pt way").properties.map((p) => p.property.id)).toEqual(["p-heron"]);
  });
});

describe("every word of a name cut short", () => {
  const lexicon = {
    ...LEXICON,
    vendors: [
      ...LEXICON.vendors,
      "Hometown Hardware",
      "Santa Fe County Treasurer",
      "Board of Public Utilities",
      "Dave's Lock & Key",
      "Hearth & Key Hosting",
      "Narragansett Light & Power",
      "City of Ithaca Building Dept.",
      "Hollis Bros. Barbershop",
      "Mid-Missouri Waterproofing",
      "Missouri American Water",
    ],
    properties: [...LEXICON.properties, { id: "p-san", name: "San Pedro Flats", address: "3 Mesa Road" }],
  };
  const read = (q: string) => parseQuery(q, { now: NOW, lexicon });
  it("a first word that is a word of its own still begins a longer name when the next words fit", () => {
    expect(read("home hard").vendors.map((v) => v.name)).toEqual(["Hometown Hardware"]);
    const p = read("san fe cou treas");
    expect(p.vendors.map((v) => v.name)).toEqual(["Santa Fe County Treasurer"]);
    expect(p.properties).toEqual([]);
  });
  it("a word of the name may be left out between two typed (“daves key”, “board public utilities”)", () => {
    expect(read("daves key").vendors.map((v) => v.name)).toEqual(["Dave's Lock & Key"]);
    expect(read("board public utilities").vendors.map((v) => v.name)).toEqual(["Board of Public Utilities"]);
    // A last word typed whole is that word of a name with one left out, not another name's longer
    // word begun; typed longer, it is that word.
    expect(read("missouri water").vendors.map((v) => v.name)).toEqual(["Missouri American Water"]);
    expect(read("missouri waterpr").vendors.map((v) => v.name)).toEqual(["Mid-Missouri Waterproofing"]);
  });
  it("a kind of house is no tenant whose name says its word (“single family homes”)", () => {
    const dental = { id: "t-dental", name: "Gulfway Family Dental LLC", propertyId: "p-maple", unitId: "u4" };
    const readAt = (q: string) =>
      parseQuery(q, { now: NOW, lexicon: { ...LEXICON, tenants: [...LEXICON.tenants, dental] } });
    expect(readAt("single family homes").tenants).toEqual([]);
    expect(readAt("family dental rent").tenants.map((t) => t.tenant.name)).toEqual([dental.name]);
  });
  it("a first word of many names is no one name with words of it left out (“city water”)", () => {
    const cities = [
      "City of Wichita Water Utilities",
      "City of Tulsa Utilities",
      "Provo City Utilities",
      "City of Iowa City",
    ];
    const readAt = (q: string) => parseQuery(q, { now: NOW, lexicon: { ...LEXICON, vendors: cities } });
    // Every city's water bill, not the one city whose utility's name holds both words apart.
    const named = readAt("city water bills").vendors.map((v) => v.name);
    expect(named).toEqual(expect.arrayContaining(["City of Tulsa Utilities", "Provo City Utilities"]));
    expect(readAt("city of wichita water").vendors.map((v) => v.name)).toEqual([cities[0]]);
  });
  it("a word of English part of a tenant's name and of vendors' is any of them (“the city”)", () => {
    const office = { id: "t-tax", name: "Garden City Tax Service Inc.", propertyId: "p-maple", unitId: "u4" };
    const readAt = (q: string) =>
      parseQuery(q, { now: NOW, lexicon: { ...LEXICON, tenants: [...LEXICON.tenants, office] } });
    const city = readAt("what the city charges");
    expect(city.tenants.map((t) => t.tenant.name)).toEqual([office.name]);
    expect(city.vendors.map((v) => v.name)).toEqual(["City Water Utility"]);
    // A name's word of its own is that tenant alone.
    expect(readAt("garcia").vendors).toEqual([]);
  });
  it("initials and abbreviations of a name's words (“l&p”, “bldg”, “brothers” for “Bros.”)", () => {
    // The whole query is the name: no word is left over to be looked for in the text.
    const vendor = (q: string) => {
      const p = read(q);
      return [...p.vendors.map((v) => v.name), ...p.terms];
    };
    expect(vendor("narragansett l&p")).toEqual(["Narragansett Light & Power"]);
    expect(vendor("city of ithaca bldg")).toEqual(["City of Ithaca Building Dept."]);
    expect(vendor("hollis brothers")).toEqual(["Hollis Bros. Barbershop"]);
    // Alone, a generic word of vendors' names names none of them.
    expect(read("department").vendors).toEqual([]);
  });
  it("a name that holds the words as typed comes first (“oak str” is Oak Street, not Oakridge)", () => {
    const ids = read("oak str").properties.map((p) => p.property.id);
    expect(ids).toContain("p-oak-duplex");
    expect(ids).not.toContain("p-oakridge");
  });
});

describe("a word cut short that starts a tenant's name and a vendor's", () => {
  it("may mean either (“garci”); typed whole, the tenant comes first as before", () => {
    const cut = parse("garci");
    expect(cut.tenants.map((t) => t.tenant.name)).toEqual(["Maria Garcia"]);
    expect(cut.vendors.map((v) => v.name)).toEqual(["Garcia Bros Paving"]);
    const whole = parse("garcia");
    expect(whole.tenants.map((t) => t.tenant.name)).toEqual(["Maria Garcia"]);
    expect(whole.vendors).toEqual([]);
  });
});

describe("part of a city's name", () => {
  const lexicon = {
    ...LEXICON,
    properties: [
      ...LEXICON.properties,
      { id: "p-lodge", name: "Ouachita Lodge", address: "610 Whittington Avenue", city: "Hot Springs" },
      { id: "p-polk", name: "Cedar Flats", address: "5 Elm Road", county: "Polk County" },
    ],
  };
  const ids = (q: string) => parseQuery(q, { now: NOW, lexicon }).properties.map((p) => p.property.id);
  it("is not the city (“hot tub repair”), but all of it is, the last word while typing too", () => {
    expect(ids("hot tub repair")).toEqual([]);
    expect(ids("hot springs")).toEqual(["p-lodge"]);
    expect(ids("repairs in hot spr")).toEqual(["p-lodge"]);
  });
  it("may leave out the kind of place (“polk” for Polk County)", () => {
    expect(ids("polk")).toEqual(["p-polk"]);
  });
});

describe("accents", () => {
  const lexicon = {
    ...LEXICON,
    tenants: [
      ...LEXICON.tenants,
      { id: "t-tobias", name: "Tobias Engström", propertyId: "p-maple" },
      { id: "t-thordis", name: "Þórdís Jónsdóttir", propertyId: "p-maple" },
    ],
  };
  const tenantsOf = (q: string) => parseQuery(q, { now: NOW, lexicon }).tenants.map((t) => t.tenant.id);
  it("a name is found typed with or without them", () => {
    for (const q of ["tobias engstrom", "Engström", "engstrom rent"])
      expect(tenantsOf(q)).toEqual(["t-tobias"]);
  });
  it("a letter no accent comes off is typed as English keyboards write it (“thordis” for Þórdís)", () => {
    for (const q of ["thordis jonsdottir", "Þórdís Jónsdóttir", "thordis rent"])
      expect(tenantsOf(q), q).toEqual(["t-thordis"]);
  });
});

describe("a month's short name that begins a name typed beside it", () => {
  const lexicon = {
    ...LEXICON,
    tenants: [...LEXICON.tenants, { id: "t-jannik", name: "Jannik Schwerin", propertyId: "p-maple" }],
    vendors: [...LEXICON.vendors, "Augusta Utilities Department"],
  };
  const read = (q: string) => parseQuery(q, { now: NOW, lexicon });

  it("is the name (“jan schw”, “aug utilities department”)", () => {
    expect(read("jan schw").date).toBeNull();
    expect(read("jan schw").tenants.map((t) => t.tenant.id)).toEqual(["t-jannik"]);
    expect(read("aug utilities department").date).toBeNull();
  });

  it("stays the month with a year, after “in”, or beside a category's word alone (“aug utilities”)", () => {
    for (const q of ["jan 2026 schwerin", "schwerin in jan", "aug utilities"])
      expect(read(q).date?.unit, q).toBe("month");
  });
});

describe("a thesaurus phrase that says a stopword", () => {
  it("keeps the stopword beside the phrase's other word, and only there", () => {
    expect(parse("money back to the tenant").terms).toEqual(["money", "back", "tenant"]);
    expect(parse("paid someone to take down a tree").terms).toEqual(["someone", "take", "down", "tree"]);
    expect(parse("tenant locked out").terms).toEqual(["tenant", "locked", "out"]);
    // Alone, the same words are only the question's.
    expect(parse("show me the money").terms).toEqual([]);
    expect(parse("take a look at the roof").terms).not.toContain("take");
    // "not" is no word a row says ("dishwasher not draining" is no "Nottingham Court"), but a phrase's it is.
    expect(parse("dishwasher not draining").terms).toEqual(["dishwasher", "draining"]);
    expect(parse("outlet not working").terms).toEqual(["outlet", "not", "working"]);
    // Nor is "without", as "with" is not: "units without ducts" never finds nothing for it alone.
    expect(parse("units without ducts").terms).toEqual(["units", "ducts"]);
  });
});

describe("a word of English typed whole before other words", () => {
  it("is that word, not the start of a name (“taco night supplies” is nothing in Tacoma)", () => {
    const p = parse("taco night supplies");
    expect(p.properties).toEqual([]);
    expect(p.terms).toContain("taco");
    // Typed last, it may be the name still being typed.
    expect(parse("supplies in taco").properties.map((m) => m.property.id)).toEqual(["p-stadium"]);
  });
});

describe("how big a sum was, said of what it went on", () => {
  it.each([
    ["big expenses", "largest"],
    ["large repairs last year", "largest"],
    ["major repairs", "largest"],
    ["the big plumbing bill in 2025", "largest"],
    // A name's word ("Big Island Plumbing"), or a size of something else ("large dog fee"), is no order.
    ["big island plumbing", null],
    ["large dog fee", null],
  ])("%s → %s", (q, order) => {
    expect(parse(q).order).toBe(order);
  });
});

describe("money got from those an expense category pays", () => {
  it("is money in when the user says it came in (“how much insurance money did we get”)", () => {
    for (const q of ["how much insurance money did we get", "insurance money we received"]) {
      const p = parse(q);
      expect(p.type, q).toBe("income");
      expect(p.categories, q).toEqual([]);
      expect(p.terms, q).toContain("insurance");
    }
  });

  it("is money in when they paid it (“what insurance paid out”, “the insurance payout”)", () => {
    for (const q of ["what insurance paid out", "what insurance paid us", "the insurance payout"]) {
      const p = parse(q);
      expect(p.type, q).toBe("income");
      expect(p.categories, q).toEqual([]);
      expect(p.terms, q).toContain("insurance");
      expect(p.terms, q).not.toContain("payout");
    }
    // What the category's payee is paid, or a bookkeeper's bare "insurance paid", is the premiums.
    for (const q of ["insurance premiums paid", "insurance paid", "how much insurance paid in 2025"])
      expect(parse(q).type, q).toBe("expense");
  });

  it("but getting a job done is no money got (“how much to get the gutters cleaned”)", () => {
    expect(parse("how much to get the gutters cleaned").type).not.toBe("income");
    expect(parse("how much did it cost to get the roof fixed").type).toBe("expense");
  });
});

describe("a word of buying", () => {
  it("asks for money out, not a word the rows say (“what did we buy at the hardware store”)", () => {
    for (const q of ["what did we buy at the hardware store", "buying paint", "what he buys for the units"]) {
      const p = parse(q);
      expect(p.type, q).toBe("expense");
      expect(p.terms, q).not.toEqual(expect.arrayContaining([expect.stringMatching(/^buy/)]));
    }
  });
});

describe("payments from a payee", () => {
  it("are money they paid in; payments to them are money out", () => {
    expect(parse("payments from State Farm").type).toBe("income");
    expect(parse("payment from the city water utility").type).toBe("income");
    expect(parse("payments to State Farm").type).toBe("expense");
    expect(parse("what did I pay from the State Farm claim").type).toBe("expense");
  });

  it("what a payee, or a name the rows say, sent us is money in; what we sent is money out", () => {
    expect(parse("what State Farm sent us").type).toBe("income");
    expect(parse("money State Farm sent").type).toBe("income");
    expect(parse("what HANO sent us").type).toBe("income");
    expect(parse("what did we send State Farm").type).toBe("expense");
    expect(parse("money we sent HANO").type).toBe("expense");
  });

  it("money from anyone is money in, unless it was spent (“money from the guests”)", () => {
    expect(parse("money from the guests").type).toBe("income");
    expect(parse("money from short term guests").type).toBe("income");
    expect(parse("money spent from the reserve").type).toBe("expense");
    expect(parse("the guests").type).toBeNull();
  });
});

describe("two phrases that name properties side by side", () => {
  it("name the properties both name (“Oak Street in Denver”), not every one either names", () => {
    const ids = (q: string) => parse(q).properties.map((p) => p.property.id);
    expect(ids("repairs at Oak Street")).toHaveLength(3);
    expect(ids("repairs at Oak Street in Denver")).toEqual(["p-oak-house"]);
    expect(ids("repairs at the Denver Oak Street place")).toEqual(["p-oak-house"]);
    // Joined by "and", each is its own.
    expect(ids("repairs at Oak Street and Denver")).toHaveLength(3);
  });

  it("that name the same property are one place, said in one phrase (“the Boise Oakridge cottage”)", () => {
    const p = parse("repairs at the Boise Oakridge cottage");
    expect(p.properties.map((m) => m.property.id)).toEqual(["p-oakridge"]);
    expect(p.propertyPhrases).toEqual(["Boise oakridge cottage"]);
  });
});

describe("the rentals", () => {
  it("are the properties, as the rental is the property, not a payee whose name says rentals", () => {
    expect(normalizeQuery("furniture for the rentals")).toBe("furniture for the properties");
    expect(normalizeQuery("repairs at my rentals in 2025")).toBe("repairs at my properties in 2025");
    expect(normalizeQuery("the rental license")).toBe("the rental license");
  });
});

describe("a job of a verb and “up” in the plural", () => {
  it("is the job (“tune-ups”): “up” is a word the rows' index drops, and “ups” no form of one", () => {
    expect(normalizeQuery("furnace tune ups")).toBe("furnace tune up");
    expect(normalizeQuery("ac tune-ups in may")).toBe("ac tune up in may");
    expect(normalizeQuery("hvac tuneups")).toBe("hvac tune up");
    expect(normalizeQuery("yard cleanups")).toBe("yard clean up");
    expect(normalizeQuery("ups store")).toBe("ups store");
  });
});

describe("a run to a store", () => {
  it("is the trip: what was bought there, not a word the receipt says", () => {
    expect(normalizeQuery("hardware store runs")).toBe("hardware store");
    expect(normalizeQuery("home depot trips last month")).toBe("home depot last month");
    expect(normalizeQuery("the water heater runs")).toBe("the water heater runs");
  });
});

describe("a small word typed in capitals among lower-case ones", () => {
  it("is an abbreviation the rows write (“GET tax”), unless the whole query is in capitals", () => {
    expect(parse("GET tax").terms).toContain("get");
    expect(parse("get tax").terms).not.toContain("get");
    expect(parse("WHAT DID WE GET").terms).not.toContain("get");
  });
});
