// A short query that names a thing and who it happened to or where: only the detail is set aside.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { cacheBarrier } from "../../cache/index";
import { found as foundIn, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Described", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const found = (query: string) => foundIn(books, query);

describe("a short query's detail", () => {
  it("a thesaurus phrase left when the tenant is set aside still names a thing (“tenant locked out”)", async () => {
    const lockout = await books.record("Lockout call - after midnight", "5090", {
      payee: "Keyline Lock & Key",
      date: "2025-02-08",
    });
    const { ids, leftOut } = await found("tenant locked out");
    expect(leftOut).toEqual(["tenant"]);
    expect(ids).toEqual([lockout.id]);
  });

  it("what is happening to a thing is detail, and no property's name (“gutters falling off”)", async () => {
    const cabin = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Fall River Cabin", type: "single_family" }),
    );
    await cacheBarrier(books.db);
    const clean = await books.record("Turnover cleans x4", "5020", { propertyId: cabin.id });
    const gutters = await books.record("Gutters cleaned - pine needles", "5090", { payee: "Ridge Roofing" });
    const { ids, leftOut } = await found("gutters falling off");
    expect(leftOut).toEqual(["falling"]);
    expect(ids).toEqual([gutters.id]);
    // The cabin's own name still finds it, a word cut short too.
    for (const query of ["fall river cabin", "fall river"]) {
      const { ids } = await found(query);
      expect(ids, query).toContain(clean.id);
    }
  });

  it("who it was for goes without saying beside what was done (“kicked out the tenant”)", async () => {
    const petition = await books.record("Rent & possession petition - Apt B", "5050", {
      payee: "Haseltine & Boyd, LLC",
    });
    // More rows say "tenant" than the court's words: whom a landlord evicts is no word the rows need.
    await books.record("Tenant portal fee", "5190");
    await books.record("Tenant move-out clean", "5020");
    // What happened to the tenant, in a verb the thesaurus writes as its noun, is what was asked.
    for (const query of ["kicked out the tenant", "tenant evicted", "getting the tenant evicted"])
      expect(await found(query), query).toEqual({ ids: [petition.id], leftOut: [] });
  });

  it("a short-term rental's guest is whom it happened to, through its platform (“guest damage”)", async () => {
    const claim = await books.record("Vrbo damage deposit claim - broken window", "4900", {
      payee: "Vrbo",
      type: "income",
    });
    const { ids, leftOut } = await found("guest damage");
    // Guests pay through the platform, so the word reads as the platform's rows: nothing is set aside.
    expect(leftOut).toEqual([]);
    expect(ids).toContain(claim.id);
  });

  it("what keeps happening is what happened (“breaker keeps tripping”)", async () => {
    const breaker = await books.record("Breaker kept tripping - bad circuit", "5090", {
      payee: "Queen City Electric",
    });
    const { ids } = await found("breaker keeps tripping");
    expect(ids).toEqual([breaker.id]);
  });

  it("what will not stop happening is detail too (“toilet wont stop running”, typed without the apostrophe)", async () => {
    const toilet = await books.record("Toilet running - flapper & fill valve", "5090", {
      payee: "Maumee Valley Plumbing",
    });
    const { ids, leftOut } = await found("toilet wont stop running");
    expect(leftOut).toEqual(["stop"]);
    expect(ids).toEqual([toilet.id]);
    // Typed with the apostrophe, "won't" is the same word.
    expect(await found("toilet won't stop running")).toEqual({ ids, leftOut });
  });

  it("what did not happen, with the apostrophe typed, is detail (“dryer won't start”)", async () => {
    const dryer = await books.record("Dryer runs cold - vent cleaned & thermal fuse", "5090", {
      payee: "Nicolet Appliance Repair",
    });
    const { ids, leftOut } = await found("dryer won't start");
    expect(leftOut).toEqual(["start"]);
    expect(ids).toEqual([dryer.id]);
  });

  it("what kept happening, in a form WordNet reads as a noun, is detail (“sump pump kept running”)", async () => {
    const sump = await books.record("Sump pump replaced", "5090", { payee: "Buckeye Sewer & Drain" });
    const { ids, leftOut } = await found("sump pump kept running");
    expect(leftOut).toEqual(["kept", "running"]);
    expect(ids).toEqual([sump.id]);
  });

  it("a past participle is what happened, to a plural thing (“shingles ripped off”)", async () => {
    const shingles = await books.record("Wind-torn shingles patched", "5090", { payee: "Holtz Roofing Co." });
    const { ids, leftOut } = await found("shingles ripped off");
    expect(leftOut).toEqual(["ripped"]);
    expect(ids).toEqual([shingles.id]);
  });

  it("water damage, and its cleanup, is the restorer's water extraction, not the water bill", async () => {
    const drying = await books.record("Burst pipe - water extraction & drying", "5090", {
      payee: "Alpine Restoration Services",
    });
    const bill = await books.record("Water & sewer - monthly", "5080", { payee: "Fort Collins Utilities" });
    for (const query of ["water damage", "water damage cleanup"]) {
      const { ids } = await found(query);
      expect(ids, query).toEqual([drying.id]);
      expect(ids, query).not.toContain(bill.id);
    }
  });

  it("when it happened is detail (“lockout at night”)", async () => {
    const lockout = await books.record("After-hours lockout call", "5090", { payee: "Bluegrass Lock & Key" });
    const { ids, leftOut } = await found("lockout at night");
    expect(leftOut).toEqual(["night"]);
    expect(ids).toContain(lockout.id);
  });

  it("what was done, said nowhere in the books, is detail though its stem names a thing (“bathtub grouted”)", async () => {
    const tub = await books.record("Bathtub resurfaced - unit 2", "5090", { payee: "Miracle Method" });
    const { ids, leftOut } = await found("getting the bathtub grouted");
    expect(leftOut).toEqual(["grouted"]);
    expect(ids).toEqual([tub.id]);
  });

  it("an irregular verb's past is what happened (“rekeying after the tenant left”)", async () => {
    const rekey = await books.record("Rekeyed all doors - tenant turnover", "5090", {
      payee: "Bluegrass Lock & Key",
    });
    const { ids, leftOut } = await found("rekeying after the tenant left");
    expect(leftOut).toEqual(expect.arrayContaining(["left"]));
    expect(ids).toContain(rekey.id);
  });

  it("“on the house”, no house named, is wherever it was (“tree fell on the house”)", async () => {
    const limbs = await books.record("Ice storm - limbs cleared off the roof", "5020", {
      payee: "Stillwater Tree Service",
    });
    const { ids, leftOut } = await found("tree fell on the house");
    expect(leftOut).toEqual(["fell", "house"]);
    expect(ids).toEqual([limbs.id]);
  });

  it("rows that say the house go first (“pipe burst under the house”)", async () => {
    const pvc = await books.record("Burst PVC under the house repaired", "5090");
    await books.record("Burst pipe - water extraction & drying", "5090");
    await books.record("Burst pipe - water extraction & drying", "5090");
    const { ids, leftOut } = await found("pipe burst under the house");
    expect(leftOut).toEqual(["pipe"]);
    expect(ids).toEqual([pvc.id]);
  });

  it("what a thing was charged as is detail (“fire alarm monthly fee”)", async () => {
    const alarm = await books.record("Fire alarm monitoring - monthly", "5190", {
      payee: "Sentry Fire & Security",
    });
    const { ids, leftOut } = await found("fire alarm fee");
    expect(leftOut).toEqual(["fee"]);
    expect(ids).toEqual([alarm.id]);
    // Read without "monthly" it still finds nothing: the fee goes too.
    expect(await found("fire alarm monthly fee")).toEqual({ ids: [alarm.id], leftOut: ["fee"] });
  });

  it("the paper the money came on is detail (“insurance claim checks received”)", async () => {
    const claim = await books.record("Hail claim - roof (ACV payment)", "4900", {
      payee: "Sodbuster Mutual Insurance",
      type: "income",
    });
    await books.record("CHK 1213 - storm door rehung", "5090", { payee: "Gem City Handyman Services" });
    expect(await found("insurance claim checks received")).toEqual({ ids: [claim.id], leftOut: ["checks"] });
  });

  it("how new a thing was is detail beside the vendor it names (“new awning”)", async () => {
    const awning = await books.record("Storefront awning - fabric & frame", "5090", {
      payee: "Bellingham Awning & Canvas",
    });
    await books.record("New tenant welcome kit", "5190");
    await books.renewVocabulary();
    const { ids, leftOut } = await found("new awning");
    expect(leftOut).toEqual(["new"]);
    expect(ids).toEqual([awning.id]);
  });

  it("what it was charged as is detail beside a category's word read as written (“rental registration fees”)", async () => {
    const registration = await books.record("Rental housing registration", "5190", {
      payee: "City of Tacoma",
    });
    await books.record("Bank wire fees", "5190");
    const { ids, leftOut } = await found("rental registration fees");
    expect(leftOut).toEqual(["fees"]);
    expect(ids).toEqual([registration.id]);
  });

  it("the harm a storm did is detail (“hurricane damage”), the harm to a thing is not", async () => {
    const tree = await books.record("Tree removal after Hurricane Francine", "5020", {
      payee: "Live Oak Lawn & Tree",
    });
    const { ids, leftOut } = await found("hurricane damage");
    expect(leftOut).toEqual(["damage"]);
    expect(ids).toEqual([tree.id]);
    // "siding damage" asks for the damage: siding rows that do not say it are no answer.
    await books.record("Siding painted", "5090");
    expect((await found("siding damage")).ids).toEqual([]);
  });

  it("the kind of work in the user's words goes before the thing it was for (“hotel … fixing up the units”)", async () => {
    for (const unit of ["2", "3", "4"]) await books.record(`Unit ${unit} door repair`, "5090");
    const hotel = await books.record("Hotel 2 nights - units turnover trip", "5190", {
      payee: "Red Roof Inn",
    });
    const { ids, leftOut } = await found("hotel when I was fixing up the units");
    expect(leftOut).toEqual(["fixing"]);
    expect(ids).toEqual([hotel.id]);
  });
});

describe("a thesaurus phrase with a stop word", () => {
  it("“cleaning between tenants” is the turnover cleans, not a row that says “tenants”", async () => {
    const turnover = await books.record("Turnover cleans x3 - Jun", "5020", { payee: "Slickrock Cleaning" });
    const roaches = await books.record("Roach treatment - tenants in all units", "5020");
    const { ids } = await found("cleaning between tenants");
    expect(ids).toContain(turnover.id);
    expect(ids).not.toContain(roaches.id);
  });

  it("“what the cleaners charge after each stay” is the turnover cleans, not the stay's commission", async () => {
    const turnover = await books.record("Turnover cleans x5 - Jul", "5020", { payee: "Canyon Cleaning Co" });
    const commission = await books.record("Host commission - 5 stays Jul", "5060", {
      payee: "Canyon Stay & Host",
    });
    for (const query of ["what the cleaners charge after each stay", "cleaning after every guest"]) {
      const { ids } = await found(query);
      expect(ids, query).toContain(turnover.id);
      expect(ids, query).not.toContain(commission.id);
    }
  });
});

describe("a thing put in new", () => {
  it("“replacing the storm door” is the storm door installed, not the storm's damage", async () => {
    const door = await books.record("CHECK 3353 - storm door installed", "5090", {
      payee: "Cimarron Handyman",
    });
    const hail = await books.record("Roof replaced - hail damage", "5090", { payee: "Air Capital Roofing" });
    await books.record("Bedroom door replaced", "5090", { payee: "Cimarron Handyman" });
    const { ids } = await found("replacing the storm door");
    expect(ids).toEqual([door.id]);
    expect(ids).not.toContain(hail.id);
  });
});

describe("how new a thing was, beside a category's word", () => {
  it("“new heat pump” is the heat pump replaced, not the swamp cooler's new pads and pump check", async () => {
    const pump = await books.record("Heat pump system replaced - 2.5 ton", "5090", {
      payee: "Middle Georgia Heating & Air",
    });
    const cooler = await books.record("Swamp cooler startup - new pads & pump check", "5090", {
      payee: "Steel City Handyman",
    });
    const { ids } = await found("new heat pump");
    expect(ids).toContain(pump.id);
    expect(ids).not.toContain(cooler.id);
  });
});

describe("a verb's form of a word the thesaurus knows", () => {
  it("“fixing the roof” is the roof's repairs, as “roof repair” is, not every repair", async () => {
    const roof = await books.record("Roof repair - flashing resealed", "5090", { payee: "Summit Roofing" });
    const other = await books.record("Window repair - sash cord", "5090", { payee: "Glass Doctor" });
    for (const query of ["fixing the roof", "roof repaired", "roof repair"]) {
      const { ids } = await found(query);
      expect(ids, query).toContain(roof.id);
      expect(ids, query).not.toContain(other.id);
    }
  });
});

describe("the trouble or the job beside the thing", () => {
  it("“dripping faucet” is the faucet's repairs when no row says it drips", async () => {
    const faucet = await books.record("Kitchen faucet cartridge", "5090", {
      payee: "Naches Heights Plumbing",
    });
    const { ids, leftOut } = await found("dripping faucet");
    expect(leftOut).toEqual(["dripping"]);
    expect(ids).toEqual([faucet.id]);
  });

  it("“peeling paint” is the paint bought and the painting done, what the money went on", async () => {
    const paint = await books.record("Paint & rollers", "5100", { payee: "Sutherlands" });
    const { ids, leftOut } = await found("peeling paint");
    expect(leftOut).toEqual(["peeling"]);
    expect(ids).toContain(paint.id);
  });

  it("“lead dust test” is the lead-safe inspection's dust wipes", async () => {
    const wipes = await books.record("Lead-safe inspection & dust wipes", "5090", {
      payee: "Glass City Lead Inspections LLC",
    });
    const { ids, leftOut } = await found("lead dust test");
    expect(leftOut).toEqual(["test"]);
    expect(ids).toEqual([wipes.id]);
  });

  it("what a thing did, heard or seen, is never the gist (“rattling noise in the furnace”)", async () => {
    const furnace = await books.record("Furnace blower motor replaced", "5090", {
      payee: "Front Range Furnace & Air",
    });
    const { ids, leftOut } = await found("rattling noise in the furnace");
    expect(leftOut).toEqual(["rattling", "noise"]);
    expect(ids).toContain(furnace.id);
  });

  it("what is left when only the trouble heard is set aside is what it happened to (“gurgling drain”)", async () => {
    const drain = await books.record("Floor drain snaked", "5090", {
      payee: "Rocky Mountain Sewer & Rooter",
    });
    const { ids, leftOut } = await found("gurgling drain");
    expect(leftOut).toEqual(["gurgling"]);
    expect(ids).toContain(drain.id);
  });

  it("the event a job came after may be set aside though the books hold it nowhere (“after the blizzard”)", async () => {
    const snow = await books.record("Snow removal - driveway & walks", "5020", {
      payee: "Estes Valley Snowplowing",
    });
    const { ids, leftOut } = await found("snow removal after the blizzard");
    expect(leftOut).toEqual(["blizzard"]);
    expect(ids).toContain(snow.id);
  });

  it("the event a job came after is when it was done (“rekeying after move out”)", async () => {
    const rekey = await books.record("Rekeyed locks after turnover", "5090", { payee: "Dave's Lock & Key" });
    const { ids, leftOut } = await found("rekeying after move out");
    expect(leftOut).toEqual(["move", "out"]);
    expect(ids).toContain(rekey.id);
  });

  it("when it was is no part of what was asked (“lockout in the middle of the night”)", async () => {
    // Counted among the words asked about, "middle" and "night" left too few to set both aside.
    const lockout = await books.record("Lockout - tenant locked out", "5090", {
      payee: "Razorback Lock & Key",
    });
    const { ids, leftOut } = await found("lockout in the middle of the night");
    expect(leftOut).toEqual(["middle", "night"]);
    expect(ids).toContain(lockout.id);
  });

  it("“ice dam removal” is the ice dams, whatever the rows call the job", async () => {
    const dams = await books.record("Ice dams steamed off the roof", "5090", {
      payee: "Cache Valley Roofing",
    });
    const { ids, leftOut } = await found("ice dam removal");
    expect(leftOut).toEqual(["removal"]);
    expect(ids).toEqual([dams.id]);
  });
});

describe("a category's phrase", () => {
  it("is one thing: no month's other tax stands in for the property tax (“property tax in September”)", async () => {
    // "property" is a stop word: read as typed, or set aside, it left "tax" in September, the CPA's bill.
    const prep = await books.record("Tax preparation", "5050", {
      payee: "Harper Law Group",
      date: "2025-09-06",
    });
    const september = await found("property tax in September 2025");
    expect(september.ids).not.toContain(prep.id);
    expect(september.ids).toEqual([]);
    const october = await books.search("property tax in October 2025");
    const rows = october.answer.internalData.transactions;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((t) => /property tax/i.test(t.description))).toBe(true);
  });
});
