// What the books call a job or a bill in other words than the user's: the thesaurus reads the user's.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found as foundIn, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Other words", new Date("2026-01-15T12:00:00Z"), {
    seed: 37,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const found = (query: string) => foundIn(books, query);

describe("what the books call a job or a bill in other words", () => {
  it("“hornet nest” is the wasp treatment", async () => {
    const wasps = await books.record("Wasp & yellowjacket treatment", "5020", {
      payee: "Rocky Mountain Pest Control",
    });
    const { ids } = await found("hornet nest");
    expect(ids).toEqual([wasps.id]);
  });

  it("“bugs eating the wood” is the termite inspection, and “door handles” the door hardware", async () => {
    const termites = await books.record("Termite inspection", "5020", { payee: "Acme Pest Solutions" });
    const hardware = await books.record("Door hardware", "5100", { payee: "Hometown Hardware" });
    await books.renewVocabulary();
    expect((await found("bugs eating the wood")).ids).toEqual([termites.id]);
    expect((await found("door handles")).ids).toEqual([hardware.id]);
  });

  it("“raking leaves” is the leaf removal, and “salting the walkways” the walks salted", async () => {
    const leaves = await books.record("Fall leaf removal", "5020", { payee: "Four Seasons Grounds Care" });
    const walks = await books.record("Snow plowing & walk salting", "5020", {
      payee: "Four Seasons Grounds Care",
    });
    await books.renewVocabulary();
    expect((await found("raking leaves")).ids).toEqual([leaves.id]);
    expect((await found("salting the walkways")).ids).toEqual([walks.id]);
  });

  it("“each time” says nothing of which rows (“what did the hot tub guy charge each time”)", async () => {
    const visit = await books.record("Hot tub service - chemicals & filter", "5020", {
      payee: "Mountain Spa & Hot Tub Service",
    });
    await books.renewVocabulary();
    expect((await found("what did the hot tub guy charge each time")).ids).toContain(visit.id);
  });

  it("“court costs” is the court's filing fee, not every legal and professional fee", async () => {
    const filing = await books.record("Associate circuit filing fee", "5050", {
      payee: "Greene County Circuit Clerk",
    });
    const cpa = await books.record("2025 Schedule E prep", "5050", { payee: "Haverford & Mbeki CPA Group" });
    const { ids } = await found("court costs");
    expect(ids).toEqual([filing.id]);
    expect(ids).not.toContain(cpa.id);
  });

  it("“leaky roof” is the roof's leaks, not every repair", async () => {
    const leak = await books.record("Roof leak - pipe boot replaced", "5090", {
      payee: "Peachtree Roofing Co.",
    });
    const other = await books.record("Ceiling fan replaced", "5090", { payee: "Middle Georgia Electric" });
    const { ids } = await found("leaky roof");
    expect(ids).toContain(leak.id);
    expect(ids).not.toContain(other.id);
  });

  it("a couch is the sofa (“wine stain on the couch”)", async () => {
    const sofa = await books.record("AirCover reimbursement - red wine on the sofa", "4900", {
      payee: "Airbnb",
      type: "income",
    });
    const { ids } = await found("wine stain on the couch");
    expect(ids).toEqual([sofa.id]);
  });

  it("“depreciation holdback” is the insurer's recoverable depreciation", async () => {
    const held = await books.record("Recoverable depreciation released - roof", "4900", {
      payee: "Sunflower Mutual Insurance",
      type: "income",
    });
    const { ids } = await found("depreciation holdback");
    expect(ids).toEqual([held.id]);
  });

  it("a wheelchair ramp is the ADA ramp", async () => {
    const ramp = await books.record("Sidewalk & ADA ramp replaced", "5090", {
      payee: "Tulsa Concrete Works",
    });
    const { ids } = await found("wheelchair ramp");
    expect(ids).toEqual([ramp.id]);
  });

  it("“clearing brush for fire safety” is the wildfire mitigation, safety set aside", async () => {
    const thinned = await books.record("Wildfire mitigation - trees thinned & slash chipped", "5020", {
      payee: "Estes Valley Tree Service",
    });
    const { ids, leftOut } = await found("clearing brush for fire safety");
    expect(leftOut).toEqual(["safety"]);
    expect(ids).toEqual([thinned.id]);
  });

  it("a pull-out couch is the sleeper sofa, outdoor furniture the patio set", async () => {
    const sleeper = await books.record("SLUMBERLAND FURNITURE #1432 - sleeper sofa & mattress", "5100", {
      payee: "Slumberland Furniture",
    });
    const patio = await books.record("DEBIT CARD PURCHASE MEIJER #1465 - patio set & gas grill", "5100", {
      payee: "Meijer",
    });
    expect((await found("pull out couch")).ids).toEqual([sleeper.id]);
    expect((await found("new outdoor furniture and grill")).ids).toContain(patio.id);
  });

  it("the owner's words for the crawlspace's barrier, rotted trim, a buildout and a skylight", async () => {
    const crawl = await books.record("Crawlspace encapsulation & vapor barrier", "5090", {
      payee: "Georgia Crawlspace Solutions",
    });
    const fascia = await books.record("CHK 2044 - rotted fascia board replaced", "5090", {
      payee: "Cherokee Handyman Services",
    });
    const suite = await books.record("Suite C buildout - walls, lighting & flooring", "5090", {
      payee: "Augusta Commercial Builders",
    });
    const skylight = await books.record("Skylight reflashed", "5090", { payee: "Rainier Roofing & Gutters" });
    await books.renewVocabulary();
    expect((await found("crawl space moisture barrier")).ids).toEqual([crawl.id]);
    expect((await found("rotten trim board")).ids).toEqual([fascia.id]);
    expect((await found("office suite renovation")).ids).toEqual([suite.id]);
    expect((await found("roof window")).ids).toEqual([skylight.id]);
  });

  it("an empty unit is a vacant one, and a prospective renter one screened (“ads for empty units”)", async () => {
    const listing = await books.record("RECURRING PMT ZILLOW RENTAL MANAGER - 30 day listing", "5000", {
      payee: "Zillow Rental Manager",
    });
    const screening = await books.record("RECURRING PMT SMARTMOVE - tenant screening", "5190", {
      payee: "TransUnion SmartMove",
    });
    await books.renewVocabulary();
    const ads = await books.search("ads for empty units");
    expect(ads.answer.internalData.transactions.map((t) => t.id)).toContain(listing.id);
    expect(ads.trace.unmatched).toEqual([]);
    expect((await found("screening prospective renters")).ids).toContain(screening.id);
  });

  it("Hawaii's association of apartment owners is a condo's HOA (“hoa dues”)", async () => {
    const fee = await books.record("AOAO maint fee - Kihei Surfside", "5190", {
      payee: "AOAO Kihei Surfside",
    });
    await books.renewVocabulary();
    expect((await found("hoa dues")).ids).toContain(fee.id);
  });

  it("bracing a house against earthquakes is its seismic retrofit", async () => {
    const retrofit = await books.record("Seismic retrofit - cripple walls braced & bolted", "5090", {
      payee: "Puget Sound Seismic",
    });
    const premium = await books.record("Earthquake coverage - annual premium", "5040", {
      payee: "GeoVera Insurance",
    });
    await books.renewVocabulary();
    const { ids } = await found("earthquake bracing");
    expect(ids).toEqual([retrofit.id]);
    expect(ids).not.toContain(premium.id);
  });

  it("a window smashed is the cracked window replaced", async () => {
    const glass = await books.record("Cracked display window replaced", "5090", {
      payee: "Garden City Glass & Door",
    });
    await books.record("Window blinds installed - front room", "5090", { payee: "Sehome Handyman" });
    await books.renewVocabulary();
    expect((await found("window got smashed")).ids).toEqual([glass.id]);
  });

  it("hallways are the janitor's halls, and poop the pest's droppings", async () => {
    const halls = await books.record("Janitorial - halls & restrooms", "5020", {
      payee: "Pristine Janitorial",
    });
    const paint = await books.record("Touch-up paint - hallway & trim", "5090", {
      payee: "Vieux Carré Painting",
    });
    const mice = await books.record(
      "Mouse exclusion & bait stations - droppings under the kitchen sink",
      "5020",
      {
        payee: "Lake Erie Pest Management",
      },
    );
    await books.renewVocabulary();
    const cleaned = (await found("cleaning the hallways")).ids;
    expect(cleaned).toContain(halls.id);
    expect(cleaned).not.toContain(paint.id);
    expect((await found("poop under the sink")).ids).toEqual([mice.id]);
  });

  it("the harm an animal did is what the animal did (“bear damage”)", async () => {
    const latch = await books.record("Bear-proof latch on the trash enclosure", "5090", {
      payee: "Mummy Range Maintenance",
    });
    const { ids, leftOut } = await found("bear damage");
    expect(leftOut).toEqual(["damage"]);
    expect(ids).toEqual([latch.id]);
  });

  it("“annual report” is a company's filing by any state's name for it, though “report” asks for a summary", async () => {
    const washington = await books.record("Annual report - foreign LLC", "5190", {
      payee: "Washington Secretary of State",
    });
    const georgia = await books.record("Annual registration - LLC", "5190", {
      payee: "Georgia Corporations Division",
    });
    await books.record("Homeowners policy - annual premium", "5040", { payee: "Summit Mutual" });
    await books.renewVocabulary();
    const { ids } = await found("annual report");
    expect(ids.sort()).toEqual([washington.id, georgia.id].sort());
  });

  it("“new” before a thing is the thing put in, though no row says “new” (“new heat pump system”)", async () => {
    const pump = await books.record("HVAC replaced - 3 ton heat pump", "5090", {
      payee: "Red Dirt Heating & Air",
    });
    await books.record("Radon mitigation system installed", "5090", { payee: "Corridor Radon Solutions" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("new heat pump system");
    expect(trace.leftOut).toEqual(["system"]);
    expect(answer.internalData.transactions[0]?.id).toBe(pump.id);
  });

  it("the outside of the house is what the books call outdoor (“outside outlet cover”)", async () => {
    const gfci = await books.record("Outdoor GFCI & weatherproof cover", "5090", {
      payee: "Front Range Electric",
    });
    const dryer = await books.record("Dryer outlet replaced - 4 prong", "5090", {
      payee: "Old Dominion Electric",
    });
    await books.renewVocabulary();
    const { ids } = await found("outside outlet cover");
    expect(ids).toContain(gfci.id);
    expect(ids).not.toContain(dryer.id);
  });

  it("which side of the house goes when no row says it with the thing (“exterior painting”)", async () => {
    const paint = await books.record("Unit 2 make-ready - paint & patch", "5090", {
      payee: "Choice City Painting",
    });
    await books.record("Frozen pipe thawed - exterior wall", "5090", { payee: "Ozark Mountain Plumbing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("exterior painting");
    expect(trace.leftOut).toEqual(["exterior"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(paint.id);
  });

  it("pipes and drains are the plumber's work, whatever the row says (“pipe and drain work”)", async () => {
    const payee = "Naches Heights Plumbing";
    const disposal = await books.record("Garbage disposal replaced", "5090", { payee });
    const clog = await books.record("Shower drain - hair clog", "5090", { payee });
    // A pipe boot is the roofer's, and a hot tub drained the spa's.
    const boot = await books.record("Roof leak - pipe boot replaced", "5090", {
      payee: "Peachtree Roofing Co.",
    });
    const tub = await books.record("Hot tub drained & refilled", "5090", { payee: "Mountain Spa Service" });
    await books.renewVocabulary();
    const { ids } = await found("pipe and drain work");
    expect(ids).toEqual(expect.arrayContaining([disposal.id, clog.id]));
    expect(ids).not.toContain(boot.id);
    expect(ids).not.toContain(tub.id);
  });

  it("electrical work is the electrician's, not the electric bills (“electrical work”)", async () => {
    const panel = await books.record("Breaker panel replaced", "5090", { payee: "Tiger Electric LLC" });
    const bills = [];
    for (const date of ["2025-09-04", "2025-10-04", "2025-11-04"])
      bills.push(await books.record("Electric service - house meter", "5120", { payee: "Ameren", date }));
    await books.renewVocabulary();
    const { ids } = await found("electrical work");
    expect(ids).toContain(panel.id);
    for (const bill of bills) expect(ids).not.toContain(bill.id);
  });

  it("a parking lot's lines are painted again: the paver's “restriped” (“new parking lot lines”)", async () => {
    const payee = "Sweetwater Paving";
    const striped = await books.record("Parking lot resealed & restriped", "5090", { payee });
    const swept = await books.record("Parking lot sweeping", "5020", { payee: "Augusta Sweeping Services" });
    await books.renewVocabulary();
    const { ids } = await found("new parking lot lines");
    expect(ids).toContain(striped.id);
    expect(ids).not.toContain(swept.id);
  });

  it("a sewer job's total is the sewer line's repair, without the water and sewer bill (“sewer job”)", async () => {
    const line = await books.record("Sewer line camera & root cut", "5090", {
      payee: "Ozark Rooter",
      cents: 42_500,
      date: "2025-12-02",
    });
    const bill = await books.record("CITY WATER/SEWER PMT", "5120", {
      payee: "City of Nixa Utilities",
      cents: 8_812,
      date: "2025-12-05",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("sewer job");
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids).toContain(line.id);
    expect(ids).not.toContain(bill.id);
    expect(answer.response).toContain("$425.00");
    expect(answer.response).toMatch(/\b1 transaction\b/);
  });

  it("a window's glass set again is the storm windows reglazed, not the tub (“fixed the window glass”)", async () => {
    const windows = await books.record("CHECK 3328 - storm windows reglazed", "5090", {
      payee: "Czech Village Handyman",
    });
    const tub = await books.record("Clawfoot tub reglazed", "5090", { payee: "Tub Doctor of NWA" });
    await books.renewVocabulary();
    const { ids } = await found("fixed the window glass");
    expect(ids).toContain(windows.id);
    expect(ids).not.toContain(tub.id);
  });

  it("icicles are the ice dam cleared, not the ice melt (“icicles”)", async () => {
    const dam = await books.record("Ice dam cleared & shingles resealed", "5090", {
      payee: "Hruska Bros. Roofing",
    });
    const melt = await books.record("Ice melt & snow shovels", "5100", { payee: "Menards" });
    await books.renewVocabulary();
    const { ids } = await found("icicles");
    expect(ids).toEqual([dam.id]);
    expect(ids).not.toContain(melt.id);
  });
});
