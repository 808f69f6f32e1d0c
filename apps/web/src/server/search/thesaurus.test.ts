// The thesaurus is data: these check that its groups read both ways and that the query it builds
// is safe to hand to to_tsquery.
import { describe, expect, it } from "vitest";
import { placeAt, US_STATES } from "./place-words";
import { conceptsOf, expandTerms, singular, thesaurusWords } from "./thesaurus";
import { SYNONYM_GROUPS } from "./thesaurus-groups";

const alternativesOf = (phrase: string) => conceptsOf(phrase.split(" "))[0] ?? [];

describe("synonym groups", () => {
  it("an abbreviation finds its expansion and the expansion the abbreviation", () => {
    expect(alternativesOf("hvac")).toContain("heating air conditioning");
    expect(alternativesOf("heating and air conditioning")).toContain("hvac");
    expect(alternativesOf("pm")).toContain("property management");
    expect(alternativesOf("ck")).toContain("check");
    expect(alternativesOf("gallon")).toContain("gal");
    expect(alternativesOf("property management")).toContain("pm");
    expect(alternativesOf("sheetrock")).toContain("drywall");
    expect(alternativesOf("nfip")).toContain("flood insurance");
    expect(alternativesOf("section8")).toContain("housing authority");
  });

  it("every member of every group reaches every other member", () => {
    for (const group of SYNONYM_GROUPS) {
      for (const member of group) {
        const reached = alternativesOf(member);
        for (const other of group)
          expect(reached).toContain(
            other
              .split(/[^a-z0-9]+/)
              .filter((w) => !["and", "of"].includes(w))
              .join(" "),
          );
      }
    }
  });

  it("a plural reads as its singular; Schedule E words reach what descriptions say", () => {
    expect(alternativesOf("repairs")).toContain("replacement");
    expect(conceptsOf(["short", "term", "rentals"])).toHaveLength(1);
    expect(alternativesOf("supplies")).toContain("hardware");
  });

  it("a job's everyday name reaches the trade's (“drought landscaping”, “earthquake retrofit”, “wet basement”)", () => {
    expect(alternativesOf("drought landscaping")).toContain("xeriscape");
    expect(alternativesOf("earthquake retrofit")).toContain("seismic retrofit");
    expect(alternativesOf("earthquake bolting")).toContain("seismic retrofit");
    expect(alternativesOf("earthquake work")).toContain("seismic retrofit");
    expect(alternativesOf("pay the bank")).toContain("mortgage");
    expect(alternativesOf("mortgage")).toContain("pay bank");
    // A vacancy is advertised as a unit for rent: "apt for rent ad".
    expect(alternativesOf("vacancy")).toContain("for rent ad");
    expect(alternativesOf("wet basement")).toContain("basement waterproofing");
    expect(alternativesOf("tenant improvements")).toContain("buildout");
    expect(alternativesOf("renovation")).toContain("remodel");
    expect(alternativesOf("foundation leveling")).toContain("releveled");
    expect(alternativesOf("laundry machines")).toContain("washer dryer");
    // "salting" alone would be the salt air a coastal outlet corrodes in: no snow removal.
    expect(alternativesOf("snow plowing")).toContain("walk salting");
    expect(alternativesOf("snow plowing")).not.toContain("salting");
    // A co-op's "LP tank fill" is propane; "LP" alone is as often a partnership's name.
    expect(alternativesOf("propane")).toContain("lp tank");
    expect(alternativesOf("propane")).not.toContain("lp");
  });

  it("“taxes” is “tax”: a plural of -x, -ss, -sh or -tch finds the singular's phrase", () => {
    expect(alternativesOf("lodging taxes")).toContain("occupancy tax");
    expect(alternativesOf("lodging taxes")).toEqual(expect.arrayContaining(["tat", "mctat"]));
    expect(singular("taxes")).toBe("tax");
    expect(singular("bosses")).toBe("boss");
    expect(singular("houses")).toBe("house");
  });

  it("a word after a phrase that its alternatives already say is part of the concept", () => {
    expect(conceptsOf(["occupancy", "excise", "tax"])).toHaveLength(1);
    expect(conceptsOf(["new", "roof", "replacement"])).toHaveLength(1);
    expect(conceptsOf(["water", "bill", "payment"])).toHaveLength(2);
  });

  it("everyday words for a trade's jobs reach the books' words, a named animal stays itself", () => {
    expect(alternativesOf("grass cutting")).toContain("mowing");
    expect(alternativesOf("animals")).toContain("wildlife");
    expect(alternativesOf("bats")).toEqual(["bats"]);
    expect(alternativesOf("hoa")).toEqual(
      expect.arrayContaining(["condominium association", "homes association"]),
    );
    expect(alternativesOf("locksmith")).toContain("rekey");
    expect(alternativesOf("hot water heater")).toContain("water htr");
    expect(alternativesOf("maid")).toContain("housekeeping");
    expect(alternativesOf("bugs")).toContain("pest control");
  });

  it("a broader word finds its kinds; a kind is only itself", () => {
    expect(alternativesOf("storm")).toEqual(expect.arrayContaining(["hail", "tornado", "wind storm"]));
    expect(alternativesOf("hail")).toEqual(["hail"]);
    expect(alternativesOf("bugs")).toEqual(expect.arrayContaining(["roaches", "cockroaches", "spiders"]));
    expect(alternativesOf("roaches")).not.toContain("spiders");
    expect(alternativesOf("spiders")).not.toContain("pest control");
    expect(alternativesOf("locksmith")).toContain("lockout");
    expect(alternativesOf("outlet")).toContain("gfci");
    expect(alternativesOf("gfci")).not.toContain("receptacle");
    expect(alternativesOf("locked out")).not.toContain("rekey");
    // A tenant who lost the keys is let back in by a lockout call, not by a new lockset.
    expect(alternativesOf("lost keys")).toEqual(expect.arrayContaining(["lockout", "locked out"]));
    expect(alternativesOf("lost keys")).not.toContain("rekey");
    expect(alternativesOf("software")).toEqual(expect.arrayContaining(["doorloop", "buildium", "appfolio"]));
    expect(alternativesOf("doorloop")).toEqual(["doorloop"]);
    // Groceries are bought at a supermarket the card row names; "Safeway" is only Safeway.
    expect(alternativesOf("groceries")).toEqual(
      expect.arrayContaining(["safeway", "ingles", "piggly wiggly"]),
    );
    expect(alternativesOf("supermarket")).toContain("kroger");
    expect(alternativesOf("safeway")).toEqual(["safeway"]);
  });

  it("a reroof is roof work; the roof is no reroof's every job", () => {
    expect(alternativesOf("roof")).toContain("reroof");
    expect(alternativesOf("reroof")).not.toContain("roof");
    // Hawaii's general excise tax is filed as "GET/TAT"; "get" alone is no tax.
    expect(alternativesOf("general excise tax")).toContain("get");
    expect(alternativesOf("get")).toEqual(["get"]);
    // An insurer whose name never says "insurance" is insurance; a mutual is only itself.
    expect(alternativesOf("insurance")).toEqual(expect.arrayContaining(["nfip", "mutual", "neptune flood"]));
    expect(alternativesOf("mutual")).toEqual(["mutual"]);
  });

  it("digging is the excavation; a place closed for winter is winterized", () => {
    expect(alternativesOf("dig")).toContain("excavation");
    expect(alternativesOf("winterizing")).toContain("winterized");
    expect(alternativesOf("dewinterize")).toContain("spring startup");
    expect(alternativesOf("ready for winter")).toContain("winterized");
    expect(alternativesOf("shut off the water for winter")).toContain("winterized");
  });

  it("a shop's rooftop AC is the rooftop unit the mechanical contractor bills", () => {
    expect(alternativesOf("rooftop ac")).toContain("rooftop unit");
    expect(alternativesOf("rtu")).toContain("rooftop unit");
  });

  it("money back is a refund or a rebate, not a reimbursement; a rebate is only itself", () => {
    expect(alternativesOf("money back")).toEqual(expect.arrayContaining(["refund", "rebate"]));
    expect(alternativesOf("money back")).not.toContain("reimbursement");
    expect(alternativesOf("rebate")).not.toContain("refund");
    expect(alternativesOf("paid me back")).toContain("reimbursed");
    expect(alternativesOf("repaid")).toContain("paid back");
  });

  it("a new thing is one replaced or installed; a new tenant is no replacement, a new roof a reroof", () => {
    expect(conceptsOf(["new", "boiler"])[0]).toEqual(expect.arrayContaining(["replaced", "installed"]));
    expect(conceptsOf(["new", "heat", "pump"])[0]).toContain("replaced");
    expect(conceptsOf(["new", "tenant"])[0]).toEqual(["new"]);
    expect(conceptsOf(["new", "roof"])[0]).toContain("reroof");
  });

  it("an agent is the broker or realtor; mould is the musty smell", () => {
    expect(alternativesOf("agent")).toEqual(expect.arrayContaining(["broker", "realtor", "realty"]));
    expect(alternativesOf("mold")).toEqual(expect.arrayContaining(["mildew", "musty"]));
  });

  it("a service finds the companies that bill only it; a company is only itself", () => {
    expect(alternativesOf("electric")).toEqual(expect.arrayContaining(["entergy", "evergy", "duke energy"]));
    expect(alternativesOf("power")).toContain("entergy");
    expect(alternativesOf("gas")).toEqual(expect.arrayContaining(["atmos", "nicor"]));
    expect(alternativesOf("internet")).toEqual(expect.arrayContaining(["comcast", "xfinity"]));
    expect(alternativesOf("entergy")).toEqual(["entergy"]);
    // Xcel bills gas too: it is no kind of electric bill.
    expect(alternativesOf("electric")).not.toContain("xcel");
    expect(alternativesOf("electric")).not.toContain("atmos");
  });

  it("what a landlord calls a job or a shop reaches what the books call it", () => {
    expect(alternativesOf("irrigation")).toContain("sprinkler system");
    expect(alternativesOf("change locks")).toContain("rekey");
    expect(alternativesOf("smart lock")).toContain("keyless entry");
    expect(alternativesOf("old wiring")).toContain("knob tube");
    expect(alternativesOf("washer drain")).toContain("standpipe");
    expect(alternativesOf("propane delivery")).toContain("lp tank");
    expect(alternativesOf("bathroom sink")).toContain("vanity");
    expect(alternativesOf("stairs")).toContain("steps");
    expect(alternativesOf("flat roof")).toContain("epdm");
    expect(alternativesOf("branch")).toContain("limb");
    expect(alternativesOf("fire danger")).toContain("wildfire mitigation");
    expect(alternativesOf("tornado shelter")).toContain("safe room");
    expect(alternativesOf("nail salon")).toContain("nail studio");
    // A commercial tenant by its trade: "the taco place" is the taqueria, a restaurant any kind of one.
    expect(alternativesOf("taco place")).toContain("taqueria");
    expect(alternativesOf("restaurant")).toEqual(expect.arrayContaining(["taqueria", "pizzeria", "diner"]));
    expect(alternativesOf("taqueria")).not.toContain("pizzeria");
    expect(alternativesOf("gutter cleaning")).toContain("gutter cleanout");
    expect(alternativesOf("outlet not working")).toContain("dead outlet");
    expect(alternativesOf("countertops")).toContain("counters");
    expect(alternativesOf("prv")).toContain("pressure reducing valve");
    expect(alternativesOf("lead paint")).toContain("lead safe");
    expect(alternativesOf("adu")).toContain("accessory apartment");
    expect(alternativesOf("bathtub refinishing")).toContain("tub reglazed");
    expect(alternativesOf("dripping faucet")).toContain("leaking faucet");
    expect(alternativesOf("motion sensor light")).toContain("motion light");
    expect(alternativesOf("ac unit")).toContain("air conditioner");
    expect(alternativesOf("condo fees")).toContain("common charges");
    expect(alternativesOf("certificate")).toContain("cert");
    expect(alternativesOf("franchise tax")).toContain("llc annual tax");
    expect(alternativesOf("annual report")).toContain("annual registration");
    // What an owner buys or calls in plainer words than the receipt's.
    expect(alternativesOf("rock salt")).toContain("ice melt");
    expect(alternativesOf("carbon monoxide")).toContain("co alarm");
    expect(alternativesOf("weed killer")).toContain("herbicide");
    expect(alternativesOf("sparky")).toContain("electrician");
    expect(alternativesOf("housekeeper")).toContain("housekeeping");
    expect(alternativesOf("bounced check")).toEqual(expect.arrayContaining(["nsf", "returned item"]));
    expect(alternativesOf("key copies")).toContain("keys cut");
    expect(alternativesOf("leaf removal")).toContain("fall cleanup");
    expect(alternativesOf("outside")).toEqual(expect.arrayContaining(["outdoor", "exterior"]));
    expect(alternativesOf("bees nest")).toContain("wasps");
    expect(alternativesOf("furnace stopped")).toContain("no heat");
    expect(alternativesOf("kitchen sink")).toContain("kitchen drain");
    expect(alternativesOf("cleaning ladies")).toContain("cleaning service");
    expect(alternativesOf("ductless ac")).toContain("mini split");
    expect(alternativesOf("patio stones")).toContain("pavers");
    expect(alternativesOf("spa lid")).toContain("hot tub cover");
    expect(alternativesOf("pilot light out")).toContain("ignitor");
    // Oklahoma's "annual certificate", Colorado's "periodic report": the owner calls them LLC fees.
    expect(alternativesOf("llc fees")).toEqual(
      expect.arrayContaining(["annual certificate", "periodic report"]),
    );
    expect(alternativesOf("hole in the wall")).toContain("drywall patch");
    expect(alternativesOf("spray")).toContain("treatment");
    expect(alternativesOf("write lease")).toContain("lease drafting");
    expect(alternativesOf("replaced")).toContain("swapped out");
    expect(alternativesOf("hotel stay")).toContain("inn");
    expect(alternativesOf("landscaper")).toEqual(expect.arrayContaining(["lawn", "mowing"]));
    // Guests stay at a vacation rental and pay through its platform.
    expect(alternativesOf("guests")).toEqual(expect.arrayContaining(["airbnb", "vrbo"]));
    expect(alternativesOf("common area maintenance reconciliation")).toContain("cam true up");
    // "CAM" is the common areas' share, whole: no start of "camera".
    expect(alternativesOf("cam charges")).toEqual(expect.arrayContaining(["cam", "common area maintenance"]));
    expect(expandTerms(["cam"])).not.toContain("cam:*");
    expect(alternativesOf("termite treatment")).toContain("termite bond");
    // The rows say "breaker" and "break-in" where a landlord says "circuit breaker" and "burglary".
    expect(alternativesOf("circuit breaker")).toContain("breaker");
    expect(alternativesOf("burglary")).toContain("break in");
  });

  it("an eviction is what each state's courts call its filing", () => {
    expect(alternativesOf("eviction")).toEqual(
      expect.arrayContaining(["rent possession", "dispossessory", "unlawful detainer", "forcible detainer"]),
    );
    expect(alternativesOf("rent and possession")).toContain("eviction");
    expect(alternativesOf("lawsuit for unpaid rent")).toContain("rent possession");
    // The verb typed for the doing reaches the noun the thesaurus writes ("getting the tenant evicted").
    for (const verb of ["evicted", "evicting"])
      expect(alternativesOf(verb)).toEqual(expect.arrayContaining(["eviction", "unlawful detainer"]));
    expect(alternativesOf("inspected")).toContain("inspector");
    // Whom a landlord evicts goes without saying: the tenant is no second thing the rows must say.
    for (const typed of [
      ["kick", "out", "tenant"],
      ["evicting", "tenant"],
      ["tenant", "evicted"],
    ])
      expect(conceptsOf(typed), typed.join(" ")).toHaveLength(1);
    expect(alternativesOf("eviction")).toContain("writ execution");
  });

  it("a phrase typed with one word in another word of its group is that phrase", () => {
    expect(conceptsOf(["rubbish", "collection"])).toHaveLength(1);
    expect(alternativesOf("rubbish collection")).toEqual(
      expect.arrayContaining(["rubbish collection", "trash collection", "garbage"]),
    );
    // Two words no phrase of the thesaurus holds stay two concepts.
    expect(conceptsOf(["rubbish", "fire"])).toHaveLength(2);
  });

  it("a phrase typed in another order or another form of its words is that phrase", () => {
    expect(alternativesOf("sweeping chimney")).toEqual(
      expect.arrayContaining(["chimney sweep", "chimney cleaning", "flue cleaning"]),
    );
    expect(alternativesOf("checking backgrounds")).toEqual(
      expect.arrayContaining(["background check", "tenant screening"]),
    );
    expect(alternativesOf("washing windows")).toContain("window cleaning");
    // The same words as no phrase of the thesaurus holds stay apart ("sweeping" is no "chimney").
    expect(conceptsOf(["sweeping", "roof"])).toHaveLength(2);
    expect(conceptsOf(["chimney", "sweeping", "gutters"])).toHaveLength(2);
  });

  it("a word typed in the singular is the group the thesaurus writes in the plural", () => {
    expect(alternativesOf("bug")).toEqual(expect.arrayContaining(["bug", "bugs", "pest control"]));
    expect(alternativesOf("rat")).toEqual(expect.arrayContaining(["rat", "rats", "mice"]));
  });

  it("filler words are not concepts", () => {
    expect(conceptsOf(["gazebo", "crack", "jobs"])).toEqual([["gazebo"], ["crack"]]);
  });
});

describe("places", () => {
  const never = () => false;
  it("a state's name or, in capitals, its code", () => {
    for (const [name, code] of US_STATES) {
      expect(placeAt(name.split(" "), 0, never)?.place).toEqual({ kind: "state", state: code.toUpperCase() });
      expect(placeAt([code], 0, () => true)?.place).toEqual({ kind: "state", state: code.toUpperCase() });
    }
    // "in", "or" and "me" in lower case are words, not Indiana, Oregon and Maine.
    expect(placeAt(["in"], 0, never)).toBeNull();
  });

  it("a state typed by name is not its code in text (“2nd fl” is no Florida)", () => {
    expect(conceptsOf(["florida"])).toEqual([["florida"]]);
    expect(conceptsOf(["new", "york"])).toEqual([["new york"]]);
    expect(conceptsOf(["fl"])[0]).toContain("florida");
  });

  it("property type words, the longest phrase first", () => {
    expect(placeAt(["single", "family", "homes"], 0, () => false)).toEqual({
      place: { kind: "type", type: "single_family" },
      length: 3,
    });
    expect(placeAt(["condos"], 0, () => false)?.place).toEqual({ kind: "type", type: "condo" });
    // "short term guests", "the vacation home": the rental by its stays.
    for (const words of [
      ["short", "term", "guests"],
      ["vacation", "home"],
    ])
      expect(
        placeAt(words, 0, () => false),
        words.join(" "),
      ).toEqual({
        place: { kind: "type", type: "short_term_rental" },
        length: 2,
      });
  });
});

describe("a term of either word", () => {
  it("is one concept of both words' alternatives; filler beside it stays out", () => {
    const [either, ...rest] = conceptsOf(["pipe|drain", "work"]);
    expect(either).toEqual(expect.arrayContaining(["pipe", "drain"]));
    expect(rest).toEqual([]);
    expect(conceptsOf(["hvac|drain"])[0]).toEqual(
      expect.arrayContaining(["heating air conditioning", "drain"]),
    );
    expect(expandTerms(["pipe|drain", "crack"])).toMatch(/^\(pipe \| drain\) & crack/);
  });
});

describe("expandTerms", () => {
  it("every concept must match, any alternative will do; the last word typed is a prefix", () => {
    expect(expandTerms(["pipe", "crack", "rep"])).toBe("pipe & crack & rep:*");
    expect(expandTerms(["wifi"])).toMatch(
      /^\(wifi \| \(wi & fi\) \| internet \| broadband \| comcast \| .*\)$/,
    );
    expect(expandTerms(["hvac", "tune"])).toMatch(
      /^\(hvac \| \(heating & air & conditioning\).*\) & tune:\*$/,
    );
  });

  it("a word the data does not know is cut short: a prefix, or any of the data's words it starts", () => {
    const data = new Map<string, string[] | null>([
      ["smoke", null],
      ["sewer", null],
      ["snaki", ["snaking"]],
      ["alar", ["alarm", "alarms"]],
    ]);
    const complete = (w: string) => (data.has(w) ? data.get(w)! : []);
    expect(expandTerms(["smoke", "alar", "batt"], complete)).toBe(
      "smoke & (alar:* | alarm | alarms) & batt:*",
    );
    // "snaki:*" alone would miss "snaking", which the stemmer stores as "snake".
    expect(expandTerms(["snaki", "sewer"], complete)).toBe("(snaki:* | snaking) & sewer:*");
  });

  it("a plural the data holds whole, typed last, is a word finished: “bat:*” would reach the bathroom", () => {
    const complete = (w: string) =>
      ["bats", "attic", "sewer"].includes(w) ? null : w === "bat" ? ["bathroom"] : [];
    expect(expandTerms(["attic", "bats"], complete)).toBe("attic & bats");
    expect(expandTerms(["sewer", "bat"], complete)).toBe("sewer & (bat:* | bathroom)");
    // One the data does not hold may be on its way to a longer word.
    expect(expandTerms(["attic", "vents"], complete)).toBe("attic & vents:*");
  });

  it("only letters, digits and operators reach to_tsquery", () => {
    for (const input of ["a'b", "x:*|y", "!!", "(drop)", "o'brien & co", "heat & pump"]) {
      const q = expandTerms(input.split(" "));
      if (q) expect(q).toMatch(/^[a-z0-9 &|():*]+$/);
    }
    expect(expandTerms(["the", "&"])).toBeNull();
  });

  it("leaves filler words out beside other words, and keeps them when they are all there is", () => {
    expect(expandTerms(["quartz", "jobs"])).toBe("quartz:*");
    expect(expandTerms(["work"])).toBe("work:*");
  });

  it("knows its own words for the typo corrector", () => {
    expect(thesaurusWords()).toEqual(expect.arrayContaining(["hvac", "vermont", "condos", "short"]));
  });
});
