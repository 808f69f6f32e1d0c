// Words landlords type that the books say otherwise: common charges for HOA dues, "dr" for door,
// "skylite", a running toilet, "short-term rentals" beside a vendor whose name starts with "term",
// and a place that has none of what was asked. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../shared/accounting";
import type { AccountingService } from "../accounting/service";
import { cacheBarrier } from "../cache/index";
import type { Db } from "../db/client";
import { openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";

const NOW = new Date("2026-01-15T12:00:00Z");
let books: TestBooks;
let db: Db;
let org: string;
let svc: AccountingService;

const search = (query: string) => books.search(query);
const listed = async (query: string) =>
  (await search(query)).answer.internalData.transactions.map((t) => t.id);
const record = (description: string, code: string, payee: string, propertyId?: string) =>
  books.record(description, code, { payee, propertyId, cents: 21_000 });

beforeAll(async () => {
  books = await openTestBooks("Everyday words", NOW, { seed: 5, properties: 6, years: 1 });
  ({ db, org, svc } = books);
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the books' words for what was typed", () => {
  it("a condominium's association is an HOA; its common charges are what the rows say", async () => {
    const association = "Bayview Condominium Association";
    const dues = await record("Common charges - Bayview Condo Assn", "5190", association);
    const lift = await record("Special assessment - elevator", "5190", association);
    expect(await listed("HOA dues")).toEqual(expect.arrayContaining([dues.id, lift.id]));
    expect(await listed("HOA common charges")).toEqual([dues.id]);
  });

  it("a running toilet is the flapper or fill valve the plumber replaced", async () => {
    const flapper = await record("Toilet flapper & fill valve", "5090", "Brightwater Plumbing");
    await record("Toilet clogged - auger", "5090", "Brightwater Plumbing");
    expect(await listed("running toilet")).toEqual([flapper.id]);
    expect(await listed("toilet keeps running")).toEqual([flapper.id]);
  });

  it("“dr” is a door too, when a vendor's name took the other word", async () => {
    const door = await record("Screen door replaced", "5090", "Jiffy Handyman");
    await record("Storefront glass replaced", "5090", "Clearpane Glass & Screen");
    await cacheBarrier(db);
    expect(await listed("screen dr")).toEqual([door.id]);
  });

  it("a word spelt as it sounds (“skylite”) is the word the rows say", async () => {
    const leak = await record("Roof leak at skylight - resealed", "5090", "Ridgeback Roofing");
    // Spellings by ear are matched against the cached vocabulary, which a property's write renews.
    await books.renewVocabulary();
    const { answer, trace } = await search("skylite leak");
    expect(trace.corrected).toContain("skylight");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([leak.id]);
  });
});

describe("ranking", () => {
  it("within a category named in other words, rows that say those words come first (“lawyer fees”)", async () => {
    const cpa = await record("Tax return preparation", "5050", "Ledgerline CPA");
    const attorney = await record("Attorney consult - deposit dispute", "5050", "Brennan & Yee LLP");
    const ids = await listed("lawyer fees");
    expect(ids).toEqual(expect.arrayContaining([cpa.id, attorney.id]));
    expect(ids.indexOf(attorney.id)).toBeLessThan(ids.indexOf(cpa.id));
  });

  it("rows that say the typed words together rank before rows that scatter them, and say no more first", async () => {
    const scattered = await record(
      "Mowing - biweekly, front and back lawn",
      "5090",
      "Green Acres Lawn & Snow",
    );
    const together = await record("Lawn mowing", "5090", "Sunnyside Landscaping");
    // Newer, and saying more: the row that says nothing else comes first.
    const more = await books.record("Lawn mowing & edging", "5090", {
      payee: "Sunnyside Landscaping",
      date: "2025-12-01",
    });
    const ids = await listed("lawn mowing");
    expect(ids.indexOf(together.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(together.id)).toBeLessThan(ids.indexOf(scattered.id));
    expect(ids.indexOf(together.id)).toBeLessThan(ids.indexOf(more.id));
  });

  it("words that named a kind of property still say the rows (“short-term rental license”)", async () => {
    const cabin = await svc.createProperty(
      org,
      propertyCreateBody.parse({ name: "Larch Hollow Cabin", type: "short_term_rental" }),
    );
    const other = await record("Fire inspection license", "5190", "Larch County", cabin.id);
    const said = await books.record("Short-term rental license", "5190", {
      payee: "Larch County",
      propertyId: cabin.id,
      date: "2025-06-01",
    });
    await books.renewVocabulary();
    const ids = await listed("short-term rental license");
    expect(ids).toEqual(expect.arrayContaining([other.id, said.id]));
    expect(ids[0]).toBe(said.id);
  });

  it("words that named the payees still say the rows, with “&” between them (“plow driveway sand”)", async () => {
    const plowed = await record("Driveway plowed", "5090", "Polar Plowing");
    const sanded = await books.record("Plow driveway & sand", "5090", {
      payee: "Tundra Snow & Sand",
      date: "2025-11-01",
    });
    // Payees are read from the cached vocabulary, which a property's write renews.
    await books.renewVocabulary();
    const ids = await listed("plow driveway sand");
    expect(ids).toEqual(expect.arrayContaining([plowed.id, sanded.id]));
    expect(ids[0]).toBe(sanded.id);
  });
});

describe("names the books do not have", () => {
  it("two words that are each part of other payees' names are no payee (“Ridge Harbor policy”)", async () => {
    await record("Burst pipe repaired", "5090", "Quillon Ridge Plumbing");
    await record("Landlord policy - annual premium", "5040", "Vexmoor Harbor Insurance");
    await books.renewVocabulary();
    const { answer, trace } = await search("Ridge Harbor policy");
    expect(trace.parsed.vendors).toEqual([]);
    expect(answer.internalData.transactions).toEqual([]);
    // Each alone still names its payee.
    expect((await search("quillon ridge")).trace.parsed.vendors.map((v) => v.name)).toEqual([
      "Quillon Ridge Plumbing",
    ]);
  });
});

describe("a payee named by one word of its name", () => {
  it("with no row where the query asks is that word (“snow plowing <place>”)", async () => {
    const flats = await svc.createProperty(
      org,
      propertyCreateBody.parse({ name: "Birchwood Flats", type: "multi_family" }),
    );
    await record("Roof snow raked", "5020", "Aspen Grove Plowing");
    const plowed = await record("Snow plowing - lot", "5020", "Tundra Snow Services", flats.id);
    await books.renewVocabulary();
    const { answer } = await search("snow plowing birchwood flats");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([plowed.id]);
  });
});

describe("a real word typed for another", () => {
  it("is the word the books say beside its neighbour (“lawn moving” for lawn mowing)", async () => {
    const mowed = [
      await record("Lawn mowing - front", "5020", "Greenway Yard Care"),
      await record("Lawn mowing - back", "5020", "Greenway Yard Care"),
    ];
    const truck = await record("Moving truck - owner's furniture", "5100", "Haulright Rentals");
    await books.renewVocabulary();
    const { answer, trace } = await search("lawn moving");
    expect(trace.corrected).toBe("lawn mowing");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual(
      expect.arrayContaining(mowed.map((m) => m.id)),
    );
    // Words the books do say side by side are meant as typed.
    const moving = await search("moving truck");
    expect(moving.trace.corrected).toBeNull();
    expect(moving.answer.internalData.transactions.map((t) => t.id)).toEqual([truck.id]);
  });
});

describe("other names for the same thing", () => {
  it("two letters joined by a slash are one abbreviation (“a/c”, “w/d”)", async () => {
    const recharge = await record("Air conditioner recharge", "5090", "Polar Air");
    const laundry = await record("Washer/dryer hookup", "5090", "Jiffy Handyman");
    expect(await listed("a/c recharge")).toEqual([recharge.id]);
    expect(await listed("w/d hookup")).toEqual([laundry.id]);
  });

  it("“section 8” is the housing authority's payments", async () => {
    const hap = await books.record("Voucher share - Unit 2", "4000", {
      payee: "Jefferson Parish Housing Authority",
      date: "2024-06-03",
      type: "income",
    });
    expect(await listed("section 8 payments")).toContain(hap.id);
    expect(await listed("sec 8")).toContain(hap.id);
  });

  it("the trade's everyday name finds the one the books use (“sheetrock”, “power washing”)", async () => {
    const wall = await record("Drywall repair - water damage", "5090", "Jiffy Handyman");
    const siding = await record("Pressure washing - siding and deck", "5090", "Brightside Exteriors");
    expect(await listed("sheetrock repair")).toEqual([wall.id]);
    expect(await listed("power washing")).toEqual([siding.id]);
  });
});

describe("how the money went", () => {
  it("payments someone made to us are income (“HAP payments 2025”)", async () => {
    const hap = await books.record("HANO HAP PAYMENT DEC 2025", "4000", {
      payee: "Housing Authority of New Orleans",
      date: "2025-12-01",
      type: "income",
    });
    const { answer } = await search("total HAP payments 2025");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([hap.id]);
    expect(answer.response).toContain("received");
  });

  it("a platform's payouts are its deposits, whatever the feed calls them", async () => {
    const stay = await books.record("HOMEAWAY.COM VRBO DEP - 4 nights", "4000", {
      payee: "Vrbo",
      type: "income",
    });
    // A payee is a name once the cached names renew, as any property's write does.
    await books.renewVocabulary();
    expect(await listed("vrbo payouts")).toEqual([stay.id]);
  });

  it("“bills” says how a category was paid; the word before it, which of its bills (“power bills”)", async () => {
    const power = await record("CHUGACH ELECTRIC ASSN", "5120", "Chugach Electric Association");
    const water = await record("Water & sewer - quarterly", "5120", "Eklutna Water Co");
    const rows = (await search("power bills")).answer.internalData.transactions;
    expect(rows.map((t) => t.id)).toContain(power.id);
    expect(rows.map((t) => t.id)).not.toContain(water.id);
    expect(rows.every((t) => /electric|power|\belec\b/i.test(`${t.description} ${t.payee}`))).toBe(true);
  });
});

describe("words around the job", () => {
  it("the paper or the service a job came as is not a word the rows must say", async () => {
    const flashing = await record("Roof repair - flashing at chimney", "5090", "Summit Roofing");
    const invoice = await search("roof repair invoice");
    expect(invoice.answer.response).not.toContain("mentions");
    expect(invoice.answer.internalData.transactions.map((t) => t.id)).toContain(flashing.id);
    const service = await search("roof repair service");
    expect(service.answer.internalData.transactions.map((t) => t.id)).toContain(flashing.id);
  });
});

describe("everyday words", () => {
  it("a real word the books lack is not another word one letter off (a dryer “vent” is no “rent”)", async () => {
    await record("Dryer repair - new belt", "5090", "Appliance Pros");
    const { answer, trace } = await search("dryer vent cleaning");
    expect(trace.corrected).toBeNull();
    expect(answer.response).toContain("mentions “vent”");
  });

  it("an everyday word the books write in two is that word (“bedbug”)", async () => {
    const bugs = await record("Bed bug heat treatment", "5090", "Heatwave Pest Services");
    await books.renewVocabulary();
    const { answer, trace } = await search("bedbug");
    expect(trace.corrected).toBe("bed bug");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(bugs.id);
  });
});

describe("slips", () => {
  it("two slips in a long word are read where the other words back them (“summit plbing”)", async () => {
    const snake = await record("Main line snaked", "5090", "Summit Plumbing Co");
    await books.renewVocabulary();
    const { answer, trace } = await search("summit plbing");
    expect(trace.corrected).toBe("summit plumbing");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(snake.id);
  });

  it("a slip is never read as a word no row can hold (“noth” is north, not “not”)", async () => {
    const plowed = await record("Driveway plowed", "5090", "North Pole Plowing");
    await record("Dryer not heating - new element", "5090", "Appliance Pros");
    await books.renewVocabulary();
    const { answer, trace } = await search("noth pole plowing");
    expect(trace.corrected).toBe("north pole plowing");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([plowed.id]);
  });
});

describe("names", () => {
  it("letters cut out of a code are no word: “hme” is a slip for home", async () => {
    await books.record("AIRBNB 4977 PAYMENTS PPD - HME1HC4C", "4000", { payee: "Airbnb", type: "income" });
    const fix = await record("Screen door replaced", "5090", "Malama Home Repair");
    await books.renewVocabulary();
    const { answer, trace } = await search("malama hme repair");
    expect(trace.corrected).toBe("malama home repair");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(fix.id);
  });

  it("a payee named whole ranks before those whose names start the same way", async () => {
    const own = await books.record("TAT - Mar", "5110", { payee: "County of Kauai", date: "2025-03-20" });
    await books.record("Real property tax - 1st half", "5110", {
      payee: "County of Kauai Real Property Tax",
      date: "2025-08-20",
    });
    await books.renewVocabulary();
    expect((await listed("county of kauai"))[0]).toBe(own.id);
    expect((await listed("coun of kau"))[0]).toBe(own.id);
  });
});

describe("compounds typed apart", () => {
  it("a word and its particle typed as one (“touchup”) is the books' “touch-up”", async () => {
    const touch = await record("Hallway paint touch-up", "5090", "Brushline Painting");
    await books.renewVocabulary();
    const { answer, trace } = await search("paint touchup");
    expect(trace.corrected).toBe("paint touch up");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([touch.id]);
  });

  it("two words of the books that no row has side by side are joined (“bath room”)", async () => {
    await record("Bath tub recaulked", "5090", "Jiffy Handyman");
    await record("Room addition permit", "5190", "City Permits Office");
    const fan = await record("Bathroom fan ducted outside", "5090", "Volt Brothers Electric");
    await books.renewVocabulary();
    const { answer, trace } = await search("bath room fan");
    expect(trace.corrected).toBe("bathroom fan");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fan.id]);
  });

  it("“dry wall” is the drywall the rows say", async () => {
    const patch = await record("Drywall patch, hallway", "5090", "Jiffy Handyman");
    await books.renewVocabulary();
    const { answer, trace } = await search("dry wall patch");
    expect(trace.corrected).toBe("drywall patch");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([patch.id]);
  });
});

describe("places inside phrases", () => {
  it("“short-term rentals” is a kind of property, not a vendor whose name starts with “term”", async () => {
    await record("Quarterly pest spray", "5090", "Terminus Pest Control");
    const str = await svc.createProperty(
      org,
      propertyCreateBody.parse({
        name: "Dune Hideaway",
        type: "short_term_rental",
        city: "Lewes",
        state: "DE",
      }),
    );
    await cacheBarrier(db);
    const { answer, trace } = await search("short-term rentals");
    expect(trace.parsed.vendors).toEqual([]);
    expect(answer.internalData.properties.map((p) => p.id)).toContain(str.id);
  });

  it("a category's word the books use, but not at the place named, is none there (“electric bill”)", async () => {
    const twin = await svc.createProperty(
      org,
      propertyCreateBody.parse({ name: "Quillon Avenue Twin", type: "multi_family", city: "Haddonfield" }),
    );
    await record("Quarterly water bill", "5120", "Garden State Water", twin.id);
    await record("Electric bill - common lights", "5120", "Atlantic Power");
    await cacheBarrier(db);
    const { answer } = await search("electric bill Quillon Avenue");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toContain("electric");
  });

  it("a word cut short at a named vendor is not looked for as a whole word elsewhere", async () => {
    const pickup = await record("Trash pickup - monthly", "5120", "Ridgecrest Waste Haulers");
    await record("Water bill - quarterly", "5120", "Ridgecrest City Water");
    await books.renewVocabulary();
    expect(await listed("ridgecrest waste haulers wate")).toContain(pickup.id);
  });

  it("a state's name that is also a county's is the state, unless “county” is said (“Hawaii”)", async () => {
    const make = (name: string, city: string, notes: string) =>
      svc.createProperty(
        org,
        propertyCreateBody.parse({ name, type: "single_family", city, state: "HI", notes }),
      );
    const hilo = await make("Waiakea House", "Hilo", "Hawaii County");
    const kihei = await make("Kihei Cottage", "Kihei", "Maui County");
    await cacheBarrier(db);
    const state = await search("properties in hawaii");
    expect(state.answer.internalData.properties.map((p) => p.id).sort()).toEqual([hilo.id, kihei.id].sort());
    const county = await search("hawaii county");
    expect(county.answer.internalData.properties.map((p) => p.id)).toEqual([hilo.id]);
  });

  it("a place with none of the words asked for is not listed as the answer", async () => {
    const place = await svc.createProperty(
      org,
      propertyCreateBody.parse({ name: "Depot Shops", type: "commercial", city: "Fargoville", state: "ND" }),
    );
    await record("Dock leveler repair", "5090", "Loadline Service");
    await cacheBarrier(db);
    const { answer } = await search("dock leveler Fargoville");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.internalData.properties).toEqual([]);
    expect(answer.response).toContain("Fargoville");
    // So with a vendor named by the words, who never worked there.
    await record("Standby generator annual service", "5090", "Gulf Coast Generator Service");
    await books.renewVocabulary();
    const vendor = await search("generator service Fargoville");
    expect(vendor.trace.parsed.vendors.map((v) => v.name)).toEqual(["Gulf Coast Generator Service"]);
    expect(vendor.answer.internalData.properties).toEqual([]);
    // The place alone still lists it.
    const alone = await search("Fargoville");
    expect(alone.answer.internalData.properties.map((p) => p.id)).toEqual([place.id]);
  });
});
