// A category beside a thing another category's synonym names ("owner contribution for the roof"): the
// first category's rows that say the thing, not every row of both; beside a kind of building, its rows
// there ("property taxes on the duplex"). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Category and thing", new Date("2026-01-15T12:00:00Z"), {
    seed: 33,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a category and the thing its money was for", () => {
  it("is the category's rows that say the thing (“money I put in for the roof”)", async () => {
    const deposit = await books.record("EXTERNAL DEPOSIT FROM PERSONAL CHK ...5509 - roof money", "3000", {
      date: "2025-05-03",
      type: "transfer",
      cents: 800_000,
    });
    const reserve = await books.record("Owner contribution - furnace reserve", "3000", {
      date: "2025-06-03",
      type: "transfer",
    });
    const roof = await books.record("Roof replaced - hail damage", "5090", { payee: "Air Capital Roofing" });
    await books.renewVocabulary();
    for (const query of ["owner contribution for the roof", "money I put in for the roof"]) {
      const listed = (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toEqual([deposit.id]);
      expect(listed, query).not.toContain(reserve.id);
      expect(listed, query).not.toContain(roof.id);
    }
  });

  it("is the category's rows, the thing left out, when none of them says it (“money I put in for the deck”)", async () => {
    const deck = await books.record("Deck boards replaced & sealed", "5090", {
      payee: "Mummy Range Maintenance",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("money I put in for the deck");
    const rows = answer.internalData.transactions;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((t) => t.category === "Owner Contributions")).toBe(true);
    expect(rows.map((t) => t.id)).not.toContain(deck.id);
    expect(trace.leftOut).toEqual(["deck"]);
  });

  it("stays both categories when the thing names the other's rows (“gas and electric”)", async () => {
    const gas = await books.record("Gas bill - common boiler", "5120", { payee: "Summit Gas" });
    const power = await books.record("Electric bill - hallway lights", "5120", { payee: "Ohio Edison" });
    await books.renewVocabulary();
    const listed = (await books.search("gas and electric")).answer.internalData.transactions.map((t) => t.id);
    expect(listed).toEqual(expect.arrayContaining([gas.id, power.id]));
  });

  it("is no category when its word is inside a phrase typed with small words (“shutting off the water for winter”)", async () => {
    const winterized = await books.record("Cabin winterized - lines blown out", "5090", {
      payee: "Alpine Plumbing",
    });
    const water = await books.record("Water bill - Q4", "5120", { payee: "City Water Dept" });
    await books.renewVocabulary();
    for (const query of ["shutting off the water for winter", "shut off the water for the winter"]) {
      const { answer, trace } = await books.search(query);
      const listed = answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toContain(winterized.id);
      expect(listed, query).not.toContain(water.id);
      expect(trace.parsed.categories, query).toEqual([]);
    }
  });
});

describe("a thing and what befell it, where no row says the two together", () => {
  it("is the thing's rows, not every repair (“furnace broke”, “broken toilet”)", async () => {
    const blower = await books.record("Furnace blower motor", "5090", {
      payee: "Cache Valley Heating & Air",
    });
    const flapper = await books.record("Toilet flapper & fill valve", "5090", {
      payee: "Flint Hills Plumbing",
    });
    const fan = await books.record("Ceiling fan replaced", "5090", { payee: "Middle Georgia Electric" });
    await books.renewVocabulary();
    for (const [query, thing] of [
      ["furnace broke", blower],
      ["broken furnace", blower],
      ["broken toilet", flapper],
    ] as const) {
      const { answer, trace } = await books.search(query);
      const listed = answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toContain(thing.id);
      expect(listed, query).not.toContain(fan.id);
      expect(trace.literal, query).toEqual([query.split(" ").find((w) => !w.startsWith("brok"))]);
    }
  });
});

describe("a category named by one kind of its work", () => {
  it("is that work's rows, in the words its trade bills them (“turnover”: the move-out clean)", async () => {
    const clean = await books.record("Move-out cleaning - unit 2", "5020", { payee: "Tidy Nest Cleaning" });
    const snow = await books.record("Snow removal - January", "5020", { payee: "Bluff Country Plowing" });
    await books.renewVocabulary();
    for (const query of ["turnover", "unit turnover costs", "getting the place ready for a new renter"]) {
      const listed = (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toContain(clean.id);
      expect(listed, query).not.toContain(snow.id);
    }
  });
});

describe("a category and the way its money went", () => {
  it("keeps the way as the question (“deposits I returned”): never the bank's deposits of rent", async () => {
    const rent = await books.record("ACH deposit - Apt 2 rent", "4000", {
      type: "income",
      payee: "Lena Ortiz",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("deposits I returned");
    expect(trace.leftOut).toEqual([]);
    const listed = answer.internalData.transactions;
    expect(listed.map((t) => t.id)).not.toContain(rent.id);
    for (const t of listed) expect(t.category).toMatch(/deposit/i);
  });
});

describe("a thing and what it did not do, where no row says the two together", () => {
  it("is the thing's rows, not every repair that says the rest (“furnace not lighting”)", async () => {
    const inducer = await books.record("Furnace draft inducer motor", "5090", {
      payee: "Razorback Heating & Cooling",
    });
    const lights = await books.record("Exterior lighting on a timer", "5090", { payee: "Red Dirt Electric" });
    await books.renewVocabulary();
    for (const query of ["furnace not lighting", "furnace won't light", "furnace keeps shutting off"]) {
      const { answer, trace } = await books.search(query);
      const listed = answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toContain(inducer.id);
      expect(listed, query).not.toContain(lights.id);
      expect(trace.literal, query).toEqual(["furnace"]);
    }
  });
});

describe("two things of one category, where no row says the two together", () => {
  it("is the thing made, not what went wrong with it (“roof leak”): never every repair", async () => {
    const roof = await books.record("Flat roof patch - EPDM", "5090", { payee: "Green Country Roofing" });
    const drain = await books.record("Tub drain cleared", "5090", { payee: "Natural State Plumbing" });
    await books.renewVocabulary();
    for (const query of ["roof leak", "leaking roof"]) {
      const { answer, trace } = await books.search(query);
      const listed = answer.internalData.transactions.map((t) => t.id);
      expect(listed, query).toContain(roof.id);
      expect(listed, query).not.toContain(drain.id);
      expect(trace.literal, query).toEqual(["roof"]);
    }
  });

  it("stays both when a row says them together (“pipe leak”)", async () => {
    const leak = await books.record("Crawlspace pipe leak", "5090", { payee: "Natural State Plumbing" });
    const pipe = await books.record("Pipe insulation wrapped", "5090", { payee: "Natural State Plumbing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("pipe leak");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(leak.id);
    expect(listed).not.toContain(pipe.id);
    expect(trace.literal).toEqual(["pipe", "leak"]);
  });
});

describe("a category named by its phrase beside a kind of building", () => {
  it("is the category's rows at the buildings of that kind, however they name it (“property taxes on the duplex”)", async () => {
    const place = async (name: string, type: "multi_family" | "single_family") =>
      (await books.svc.createProperty(books.org, propertyCreateBody.parse({ name, type }))).id;
    const [duplex, cottage] = [
      await place("Maple Row Duplex", "multi_family"),
      await place("Elm Cottage", "single_family"),
    ];
    const payee = "Payne County Treasurer";
    const atDuplex = await books.record("2025 ad valorem tax", "5110", { propertyId: duplex, payee });
    const atCottage = await books.record("2025 property tax", "5110", { propertyId: cottage, payee });
    const lodging = await books.record("Lodging tax - Oct", "5110", { propertyId: duplex });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
    const onTheDuplex = await listed("property taxes on the duplex");
    expect(onTheDuplex).toContain(atDuplex.id);
    expect(onTheDuplex).not.toContain(atCottage.id);
    expect(onTheDuplex).not.toContain(lodging.id);
    // The phrase alone is every property's, whatever its rows call the tax.
    expect(await listed("property taxes")).toEqual(expect.arrayContaining([atDuplex.id, atCottage.id]));
  });
});

describe("“rental” before another category's word", () => {
  it("says whose money it was, not the rent besides (“rental taxes”, “rental utilities”)", async () => {
    const tax = await books.record("2025 real estate tax - rental", "5110", {
      payee: "Payne County Treasurer",
    });
    const power = await books.record("OG&E ONLINE PMT", "5120", { payee: "OG&E" });
    const rent = await books.record("Rent - Nov", "4000", { payee: "Tenant Ten", type: "income" });
    await books.renewVocabulary();
    const { answer } = await books.search("rental taxes");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(tax.id);
    expect(listed).not.toContain(rent.id);
    expect(answer.internalData.transactions.every((t) => t.category === "Taxes")).toBe(true);
    const utilities = (await books.search("rental utilities")).answer.internalData.transactions;
    expect(utilities.map((t) => t.id)).toContain(power.id);
    expect(utilities.every((t) => t.category === "Utilities")).toBe(true);
    // Rent typed with "and" is both.
    const both = (await books.search("rent and utilities")).answer.internalData.transactions;
    expect(new Set(both.map((t) => t.category))).toEqual(new Set(["Rental Income", "Utilities"]));
  });
});

describe("a category named by its own word in another form, at a place", () => {
  it("is the category's rows there, though only other places' rows say the words (“property manager”)", async () => {
    const double = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Bayou St. John Double", type: "multi_family", city: "New Orleans" }),
    );
    const fee = await books.record("Mgmt fee - Apr 2026", "5060", {
      payee: "Crescent City Property Co.",
      propertyId: double.id,
    });
    await books.record("Management fee - Apr 2026", "5060", { payee: "Auke Bay Property Management" });
    await books.renewVocabulary();
    const { answer } = await books.search("how much went to the property manager in new orleans");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fee.id]);
  });
});
