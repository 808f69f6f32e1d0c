// States named in a query (plan.ts placesNamed): by a code typed after a city as an address writes it,
// and several at once; and a kind of property, in the singular as in the plural. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const ids = new Map<string, string>();
const propertiesListed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.property).sort();

beforeAll(async () => {
  books = await openTestBooks("Places", new Date("2026-01-15T12:00:00Z"), {
    seed: 12,
    properties: 3,
    years: 1,
  });
  for (const [name, city, state] of [
    ["Benton Avenue House", "Springfield", "MO"],
    ["Lawrence Avenue House", "Springfield", "IL"],
    ["Napier Avenue House", "Macon", "GA"],
    ["Porlier Street Fourplex", "Green Bay", "WI"],
  ] as const) {
    const type = name.endsWith("Fourplex") ? "multi_family" : "single_family";
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name, type, city, state }),
    );
    await books.record("Countertop resealed", "5090", { propertyId: id });
    ids.set(state, id);
  }
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a state's code typed after a city, as an address writes it", () => {
  it("“springfield mo” is the Springfield in Missouri, not a word “mo”", async () => {
    const { answer } = await books.search("springfield mo countertop");
    expect(answer.internalData.transactions.map((t) => t.property)).toEqual(["Benton Avenue House"]);
    expect(answer.response).toContain("at properties matching “MO”");
  });

  it("a code that is also a word (“OR”, “IN”) is the state in capitals; with no property there, nothing", async () => {
    for (const [query, state] of [
      ["countertop in OR", "oregon"],
      ["countertop in IN", "indiana"],
    ] as const) {
      const { answer } = await books.search(query);
      expect(answer.internalData.transactions, query).toEqual([]);
      expect(answer.response, query).toContain(`“${state}”`);
    }
    // In lower case, or in a query typed all in capitals, it is the word.
    expect(await propertiesListed("countertop in springfield or macon")).toEqual([
      "Benton Avenue House",
      "Lawrence Avenue House",
      "Napier Avenue House",
    ]);
    expect((await propertiesListed("COUNTERTOP IN OR")).length).toBeGreaterThanOrEqual(4);
  });

  it("a state with no property there is its name as written: “Maine” is no main line", async () => {
    await books.record("Main water line repaired", "5090");
    await books.renewVocabulary();
    expect(await propertiesListed("repairs in Maine")).toEqual([]);
  });

  it("a code that joins words is one mid-query (“springfield … in 2025”)", async () => {
    expect(await propertiesListed("springfield countertop in 2025")).toEqual([
      "Benton Avenue House",
      "Lawrence Avenue House",
    ]);
  });
});

describe("several states", () => {
  it("are either of them (“in missouri and georgia”), not a property in both", async () => {
    expect(await propertiesListed("countertop in missouri and georgia")).toEqual([
      "Benton Avenue House",
      "Napier Avenue House",
    ]);
  });
});

describe("a state beside words that name a category", () => {
  it("is where the rows are, not a word they say: “water bills in Georgia” are the water bills there", async () => {
    const water = await books.record("Water bill - Macon Water Authority", "5120", {
      propertyId: ids.get("GA"),
    });
    await books.record("Electric bill - Georgia Power", "5120", { propertyId: ids.get("GA") });
    await books.record("Water bill - City Utilities", "5120", { propertyId: ids.get("MO") });
    await books.renewVocabulary();
    const { answer } = await books.search("water bills in Georgia");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([water.id]);
    expect(answer.response).toContain("at properties matching “georgia”");
  });

  it("“the Missouri places” are the properties there, not a word left out", async () => {
    const { answer, trace } = await books.search("what did the Missouri places cost in countertops");
    expect(trace.leftOut).toEqual([]);
    expect(answer.internalData.transactions.map((t) => t.property)).toEqual(["Benton Avenue House"]);
  });
});

describe("a kind of a category's bills", () => {
  it("“electric bills” are the utility bills that say power or electric, not every row that says “bill”", async () => {
    const power = await books.record("BLUE RIDGE EMC - power", "5120", { propertyId: ids.get("GA") });
    const apco = await books.record("APCO BILL PAY - electric", "5120", { propertyId: ids.get("MO") });
    await books.record("Burst pipe repaired - water bill doubled", "5090", { propertyId: ids.get("MO") });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.description);
    expect(await listed("electric bills")).toEqual(
      expect.arrayContaining([power.description, apco.description]),
    );
    expect(await listed("electric bills")).not.toContain("Water bill - Macon Water Authority");
    expect(await listed("electric bills in georgia")).toContain(power.description);
    expect(await listed("water bills")).not.toContain("Burst pipe repaired - water bill doubled");
  });

  it("a power company's bills that never say power are electric bills; one the books lack is nothing", async () => {
    const entergy = await books.record("ENTERGY ONLINE PMT", "5120", { payee: "Entergy Arkansas" });
    const toledo = await books.record("TOLEDO EDISON ONLINE PMT", "5120", { payee: "Toledo Edison" });
    await books.record("ATMOS ENERGY AUTOPAY", "5120", { payee: "Atmos Energy" });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.description);
    expect(await listed("electric bills")).toContain(`${entergy.description} — Entergy Arkansas`);
    expect(await listed("electric bills")).toContain(`${toledo.description} — Toledo Edison`);
    expect(await listed("electric bills")).not.toContain("ATMOS ENERGY AUTOPAY — Atmos Energy");
    // Evergy is a company the books do not have, not a slip of Atmos Energy's "energy".
    const { answer } = await books.search("evergy electric bill");
    expect(answer.response).toContain("mentions “evergy”");
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("a word a property's name says longer", () => {
  it("is a thesaurus phrase's with its neighbour (“flat roof”), not the property (Delano Flats)", async () => {
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Delano Flats", type: "multi_family", city: "Wichita", state: "KS" }),
    );
    await books.record("Hail damage - roof replaced", "5090", { propertyId: id });
    const patch = await books.record("Flat roof patch - EPDM", "5090", { propertyId: ids.get("GA") });
    await books.renewVocabulary();
    const { answer } = await books.search("flat roof leak");
    expect(answer.internalData.transactions.map((t) => t.description)).toEqual([patch.description]);
    // Its whole word still names it.
    expect((await books.search("delano flats roof")).answer.response).toContain("at Delano Flats");
  });
});

describe("a kind of property", () => {
  it("“apartment”, as “apartments”, is the multi-family buildings, not a word the rows must say", async () => {
    expect(await propertiesListed("apartment countertop")).toEqual(["Porlier Street Fourplex"]);
    expect(await propertiesListed("apartments countertop")).toEqual(["Porlier Street Fourplex"]);
    expect((await books.search("apartment building countertop")).answer.response).toContain(
      "at properties matching “apartment building”",
    );
  });
});

describe("a word typed whole", () => {
  it("is no name cut short: “washing” is not the Washington County Collector", async () => {
    await books.record("Property tax", "5110", { payee: "Washington County Collector" });
    const deck = await books.record("Deck pressure washing", "5090", { propertyId: ids.get("GA") });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.description);
    expect(await listed("pressure washing")).toEqual([deck.description]);
    expect(await listed("washing")).toEqual([deck.description]);
    // Cut short, the name is still begun.
    expect(await listed("washingt")).toEqual(["Property tax — Washington County Collector"]);
  });
});

describe("a county the books do not hold", () => {
  it("is no slip of a payee's name (“Hamilton County” is not the Hampton Inn); a slip of one held is", async () => {
    await books.record("HAMPTON INN - 2 nights", "5190", { payee: "Hampton Inn" });
    await books.record("Property tax", "5110", { payee: "Washington County Collector" });
    await books.renewVocabulary();
    const hamilton = await books.search("Hamilton County");
    expect(hamilton.trace.corrected).toBeNull();
    expect(hamilton.answer.internalData.transactions).toEqual([]);
    expect((await books.search("Washingtn County")).trace.corrected).toBe("Washington County");
  });
});

describe("a kind of building typed in the plural", () => {
  it("is the properties so named (“income at the cabins”), though a booking's line says “cabin”", async () => {
    const cabin = async (name: string) =>
      (
        await books.svc.createProperty(
          books.org,
          propertyCreateBody.parse({ name, type: "short_term_rental" }),
        )
      ).id;
    const [aska, fall] = [await cabin("Aska Road Cabin"), await cabin("Fall River Cabin")];
    const income = { type: "income" as const, date: "2025-08-10" };
    const payout = await books.record("VRBO PAYOUT", "4000", { ...income, propertyId: aska, payee: "Vrbo" });
    const booking = await books.record("PAYPAL DIRECT BOOKING - Fall River Cabin", "4000", {
      ...income,
      propertyId: fall,
    });
    await books.renewVocabulary();
    const ids = (await books.search("income at the cabins")).answer.internalData.transactions.map(
      (t) => t.id,
    );
    expect(ids).toEqual(expect.arrayContaining([payout.id, booking.id]));
  });
});

describe("a kind of building beside other words", () => {
  it("is where they were done (“snow at the fourplex”)", async () => {
    const plowed = await books.record("Snow plowing - lot & walks", "5020", { propertyId: ids.get("WI") });
    await books.record("Snow plowing - driveway", "5020", { propertyId: ids.get("MO") });
    const { answer } = await books.search("snow at the fourplex");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([plowed.id]);
    expect(answer.response).toContain("at properties matching “fourplex”");
  });

  it("is where they were done in a sentence too, its other words set aside (“gutter guards for the lakeside fourplex”)", async () => {
    const gutters = await books.record("Gutter guards installed", "5090", { propertyId: ids.get("WI") });
    await books.record("Gutter guards installed", "5090", { propertyId: ids.get("GA") });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("gutter guards for the lakeside fourplex");
    expect(trace.leftOut).toEqual(["lakeside"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([gutters.id]);
  });
});

describe("a kind of building beside a city", () => {
  it("is the property there whose name says it (“green bay fourplex”), not a word its rows say", async () => {
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Astor Park Duplex",
        type: "multi_family",
        city: "Green Bay",
        state: "WI",
      }),
    );
    await books.record("Countertop resealed", "5090", { propertyId: id });
    await books.renewVocabulary();
    expect(await propertiesListed("green bay fourplex countertop")).toEqual(["Porlier Street Fourplex"]);
    expect(await propertiesListed("green bay duplex countertop")).toEqual(["Astor Park Duplex"]);
  });
});

describe("a kind of property in a thesaurus phrase", () => {
  it("is the phrase's (“condo fees” are the association's charges), not the fees at the condos", async () => {
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Long Wharf Condo", type: "condo", city: "New Haven", state: "CT" }),
    );
    const dues = await books.record("Common charges - Long Wharf Condo Assn", "5190", { propertyId: id });
    const fee = await books.record("Mgmt fee Sep (7% of rent)", "5060", { propertyId: id });
    await books.renewVocabulary();
    for (const query of ["condo fees", "condo fees new haven"]) {
      const ids = (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
      expect(ids, query).toContain(dues.id);
      expect(ids, query).not.toContain(fee.id);
    }
  });
});

describe("a property's noun after its name", () => {
  it("is the property (“the Porlier Street Fourplex building”), not the chart's Buildings account", async () => {
    const { answer } = await books.search("what did we spend on the porlier street fourplex building");
    const places = new Set(answer.internalData.transactions.map((t) => t.property));
    expect([...places]).toEqual(["Porlier Street Fourplex"]);
    expect(answer.response).not.toContain("buildings");
  });
});

describe("the shops", () => {
  it("are the commercial buildings, not one shop's work (“rent from the shops”)", async () => {
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Broad Street Mercantile",
        type: "commercial",
        city: "Augusta",
        state: "GA",
      }),
    );
    await books.record("ACH CREDIT SWEET TEA NAIL STU RENT", "4000", { type: "income", propertyId: id });
    await books.record("REMOTE DEPOSIT - rent", "4000", { type: "income", propertyId: ids.get("WI") });
    await books.renewVocabulary();
    expect(await propertiesListed("rent from the shops")).toEqual(["Broad Street Mercantile"]);
  });
});

describe("an island of Hawaii", () => {
  it("is the county it makes up (“repairs on Oahu”, “the Big Island”), though no row says the island", async () => {
    for (const [name, city, county] of [
      ["Manoa Cottage", "Honolulu", "Honolulu County"],
      ["Puna Bungalow", "Pahoa", "Hawaii County"],
    ] as const) {
      const body = propertyCreateBody.parse({
        name,
        type: "single_family",
        city,
        state: "HI",
        notes: county,
      });
      const { id } = await books.svc.createProperty(books.org, body);
      await books.record("Lanai railing repaired", "5090", { propertyId: id });
    }
    await books.renewVocabulary();
    const oahu = await books.search("repairs on oahu");
    expect(oahu.answer.internalData.transactions.map((t) => t.property)).toEqual(["Manoa Cottage"]);
    expect(oahu.answer.response).toContain("Honolulu County");
    expect(await propertiesListed("the big island")).toEqual(["Puna Bungalow"]);
  });
});

describe("a property called by its place and its kind of building", () => {
  it("is the property (“the beach house”), not the town's payee the place's word is part of", async () => {
    const body = propertyCreateBody.parse({
      name: "Sandpiper Dune House",
      type: "short_term_rental",
      city: "Bethany Beach",
      state: "DE",
    });
    const { id } = await books.svc.createProperty(books.org, body);
    await books.record("Rental license", "5190", { propertyId: id, payee: "Town of Bethany Beach" });
    const bed = await books.record("WAYFAIR ORDER - king mattress & bedding", "5100", { propertyId: id });
    await books.record("Leaking faucet - new cartridge", "5090", {});
    await books.renewVocabulary();
    expect(new Set(await propertiesListed("beach house"))).toEqual(new Set(["Sandpiper Dune House"]));
    // How new it was is no word its row says, once the place is read as the place.
    const { answer, trace } = await books.search("new mattress for the beach house");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([bed.id]);
    expect(trace.leftOut).toEqual(["new"]);
  });
});

describe("a kind of building beside a category's word", () => {
  it("is where the word's rows were, not every row of the category there (“furnace at the fourplex”)", async () => {
    const furnace = await books.record("Furnace blower motor replaced", "5090", {
      propertyId: ids.get("WI"),
    });
    await books.record("Furnace blower motor replaced", "5090", { propertyId: ids.get("GA") });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("furnace at the fourplex");
    expect(trace.literal).toEqual(["furnace"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([furnace.id]);
  });
});

describe("a state in a sentence about something done there", () => {
  it("is never all that is kept of it (“roof work at the houses in Wisconsin”, none of them a house)", async () => {
    await books.record("Roof leak repaired", "5090", { propertyId: ids.get("WI") });
    await books.record("Wisconsin rental weatherization fee", "5190", { propertyId: ids.get("WI") });
    await books.renewVocabulary();
    const { answer } = await books.search("roof work at the houses in Wisconsin");
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("a sentence whose thing the books never say", () => {
  it("is never read as a verb's small word and when it was (“tenant locked out late at night”)", async () => {
    const fee = await books.record("Late fee - move out inspection", "4900", { type: "income" });
    await books.renewVocabulary();
    const { answer } = await books.search("tenant locked out late at night");
    // Nor “out” and “night” of a hotel's “2 nights”: the books hold no lockout.
    expect(answer.internalData.transactions.map((t) => t.id)).not.toContain(fee.id);
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("a strip mall", () => {
  it("is a commercial building, though no row or name says “mall” (“sign for the strip mall”)", async () => {
    const { id } = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Stolley Park Retail Center",
        type: "commercial",
        city: "Grand Island",
        state: "NE",
      }),
    );
    const sign = await books.record("Pylon sign ballast replaced", "5090", { propertyId: id });
    await books.record("Yard sign - for rent", "5190", { propertyId: ids.get("WI") });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("sign for the strip mall");
    expect(trace.unmatched).toEqual([]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([sign.id]);
  });
});
