// A sentence's words for what happened to a thing ("kept"), or the event it came around ("between
// guests"), are set aside before the thing itself when no row says them all. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("What happened", new Date("2026-01-15T12:00:00Z"), {
    seed: 41,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("what happened to the thing asked about", () => {
  it("goes before the thing (“what the management company kept”)", async () => {
    const fee = await books.record("PM fee - Sep 2025", "5050", {
      payee: "Coulee Region Property Management",
    });
    const deposit = await books.record("Return of security deposit - kept $200 for carpet", "5190", {
      payee: "Cormac Keegan",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("what the management company kept");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(trace.leftOut).toEqual(["kept"]);
    expect(listed).toContain(fee.id);
    expect(listed).not.toContain(deposit.id);
  });

  it("and so does the sound or smell it made (“dryer making a squeaking noise”)", async () => {
    const belt = await books.record("Dryer belt & idler pulley", "5090", {
      payee: "Dakota Appliance Repair",
    });
    await books.renewVocabulary();
    for (const [query, sensed] of [
      ["dryer making a squeaking noise", ["squeaking", "noise"]],
      ["squeaking noise in the dryer", ["squeaking", "noise"]],
      ["burning smell from the dryer", ["burning", "smell"]],
    ] as const) {
      const { answer, trace } = await books.search(query);
      expect(trace.leftOut).toEqual(sensed);
      expect(answer.internalData.transactions.map((t) => t.id)).toContain(belt.id);
    }
  });

  it("and so does the event it came between (“cleaning between guests”)", async () => {
    const cleans = await books.record("Cottage cleans (7) Jul", "5020", {
      payee: "Door County Cottage Care",
    });
    // The guests' own rows outnumber the cleans: how many rows say a word is no reason to keep it.
    const snacks = await books.record("Guest coffee & snacks", "5190", { payee: "Piggly Wiggly" });
    for (const day of ["2025-06-02", "2025-07-02", "2025-08-02", "2025-09-02"])
      await books.record("Guest coffee & snacks", "5190", { payee: "Piggly Wiggly", date: day });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("cleaning between guests");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(trace.leftOut).toContain("guests");
    expect(listed).toContain(cleans.id);
    expect(listed).not.toContain(snacks.id);
  });

  it("and hiring someone is no part of what was asked about (“hiring a lawyer for the eviction”)", async () => {
    const petition = await books.record("Rent & possession petition - Apt B", "5050", {
      payee: "Haseltine & Boyd, LLC",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("hiring a lawyer for the eviction");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(petition.id);
  });

  it("and so is the side of the house it was on, when no row says it (“interior paint and floors”)", async () => {
    const redo = await books.record("Whole house paint & LVP flooring", "5090", {
      payee: "Joplin Paint & Floor",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("interior paint and floors");
    expect(trace.leftOut).toEqual(["interior"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([redo.id]);
  });
});

describe("how often it happened", () => {
  it("is an everyday word as typed, never corrected into a thing (“every time it rains”)", async () => {
    const tile = await books.record("Basement waterproofing after heavy rains - drain tile & sump", "5090", {
      payee: "Mid-Missouri Waterproofing",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("water in the basement every time it rains");
    expect(trace.corrected).toBeNull();
    expect(answer.response).not.toMatch(/tile it rains/);
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(tile.id);
  });
});

describe("a few words of things the books say, never all together", () => {
  it("are the most of them some row says, the one set aside named (“rental inspection certificate”)", async () => {
    const certificate = await books.record("Rental unit certificate", "5190", {
      payee: "City of Columbia Housing Programs",
    });
    const registration = await books.record("Rental registration & safety inspection", "5190", {
      payee: "City of Bellingham",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("rental inspection certificate");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(trace.leftOut).toHaveLength(1);
    expect(answer.response).toMatch(/^No transaction says “(inspection|certificate)” with the rest/);
    expect(listed.some((id) => id === certificate.id || id === registration.id)).toBe(true);
  });

  it("stay unanswered when a name goes on in capitals or a word is the books' nowhere", async () => {
    await books.record("Farm & fleet run - hoses", "5100", { payee: "Blain's Farm & Fleet" });
    await books.record("Annual report filing", "5190", { payee: "Secretary of State" });
    await books.record("Landlord policy renewal", "5040", { payee: "Badger Mutual" });
    await books.renewVocabulary();
    for (const query of ["Badger Farm policy", "rental zamboni certificate"]) {
      const { answer } = await books.search(query);
      expect(answer.internalData.transactions, query).toEqual([]);
    }
  });

  it("stay unanswered when the thing the books hold nowhere is typed as a thing (“the septic pumped”)", async () => {
    // WordNet reads "septic" as an adjective first; after "the", before no other thing, it is the thing.
    await books.record("Flooded basement pumped out", "5090", { payee: "Hawkeye Restoration" });
    await books.renewVocabulary();
    const { answer } = await books.search("how many times was the septic pumped");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toMatch(/septic/);
  });
});

describe("a few words, some of which a row says together", () => {
  it("keep the rarest words the rows say together (“termite bait stations”)", async () => {
    const termites = await books.record("Termite treatment - Sentricon bait system", "5020", {
      payee: "Conway Termite & Pest",
    });
    const mice = [];
    for (const date of ["2025-03-02", "2025-06-02", "2025-09-02"])
      mice.push(
        await books.record("Mouse bait stations", "5020", { payee: "Eastern Iowa Pest Control", date }),
      );
    await books.renewVocabulary();
    const { answer, trace } = await books.search("termite bait stations");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(trace.leftOut).toEqual(["stations"]);
    expect(listed[0]).toBe(termites.id);
    for (const m of mice) expect(listed).not.toContain(m.id);
  });

  it("count a payee named as one of them, and only that payee's rows (“airbnb damage claim”)", async () => {
    const swing = await books.record("AirCover claim - broken porch swing", "4900", {
      payee: "Airbnb",
      type: "income",
    });
    await books.record("Airbnb payout - 3 nights", "4000", { payee: "Airbnb", type: "income" });
    await books.record("Storm damage claim - fence", "4900", { payee: "Cornbelt Mutual", type: "income" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("airbnb damage claim");
    expect(trace.leftOut).toEqual(["damage"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([swing.id]);
  });

  it("are counted in the money's direction asked (“rebate from the water utility”)", async () => {
    const rebate = await books.record("Xeriscape rebate", "4900", {
      payee: "Loveland Utilities",
      type: "income",
    });
    for (const date of ["2025-04-09", "2025-05-09"])
      await books.record("Water utility billing", "5120", { payee: "Loveland Utilities", date });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("rebate from the water utility");
    expect(trace.leftOut).toEqual(["water"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([rebate.id]);
  });

  it("go when no row says them with the thing, and the thing stays (“furnace stopped working in the cold”)", async () => {
    const tuneUp = await books.record("Furnace tune-up", "5090", { payee: "Driftless Heating" });
    // "furnace stopped" is the thesaurus's "heat out", which the rows must say as written: a row that
    // says "heat" and "out" apart is counted as the search reads it, not as a match.
    await books.record("Heat tape on the pipes - out building", "5090", {
      payee: "Driftless Heating",
    });
    const line = await books.record("Cold water line repair", "5090", { payee: "Kickapoo Plumbing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("furnace stopped working in the cold");
    expect(trace.leftOut).toEqual(["stopped", "cold"]);
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed[0]).toBe(tuneUp.id);
    expect(listed).not.toContain(line.id);
  });

  it("and so does a thing said to be out, and when (“furnace out in the middle of a winter night”)", async () => {
    const igniter = await books.record("Furnace igniter replaced", "5090", { payee: "Driftless Heating" });
    const porch = await books.record("Porch light out - new fixture", "5090", { payee: "Kickapoo Electric" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("furnace out in the middle of a winter night");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["out", "middle", "night"]));
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(igniter.id);
    expect(listed).not.toContain(porch.id);
  });

  it("and so does what the night it happened on was like (“water heater quit on a cold winter night”)", async () => {
    const heater = await books.record("Water heater replaced - 40 gal", "5090", {
      payee: "Kickapoo Plumbing",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("the water heater quit on a cold winter night");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["cold", "winter", "night"]));
    const listed = answer.internalData.transactions;
    expect(listed.map((t) => t.id)).toContain(heater.id);
    for (const t of listed) expect(t.description).toMatch(/water heater/i);
    // The words set aside are no slips: no spelling of the sentence is offered ("… winter light").
    expect(answer.suggestions.filter((s) => s.includes("water heater"))).toEqual([]);
  });
});

describe("a sentence's verbs", () => {
  it("set aside an irregular past the books never say (“tenant woke up to no heat”)", async () => {
    const call = await books.record("No heat - pressure switch replaced", "5090");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("tenant woke up to no heat");
    expect(trace.leftOut).toContain("woke");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(call.id);
  });

  it("go before the things, though more rows say a verb's word (“trees cut back from the roof”)", async () => {
    const limbs = await books.record("Limbs trimmed off the roof", "5020", { payee: "Toccoa Tree Service" });
    const leaks = [];
    for (const date of ["2025-03-02", "2025-04-02", "2025-05-02"])
      leaks.push(await books.record("Roof leak over the back porch", "5090", { date }));
    await books.renewVocabulary();
    const { answer, trace } = await books.search("trees cut back from the roof");
    expect(trace.leftOut).toEqual(["cut", "back"]);
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed[0]).toBe(limbs.id);
    expect(listed).not.toContain(leaks[0]!.id);
  });

  it("set aside the treatment done, the pest kept (“bed bug treatment”)", async () => {
    const heat = await books.record("Bedbug heat remediation - whole unit", "5020");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("bed bug treatment");
    expect(trace.leftOut).toEqual(["treatment"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([heat.id]);
  });

  it("set aside what befell a payee named, its rows listed (“the well pump quit”)", async () => {
    const pump = await books.record("Submersible pump replaced", "5090", { payee: "Yukon Well & Pump" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("the well pump quit");
    expect(trace.leftOut).toEqual(["quit"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([pump.id]);
  });
});

describe("how far into a time", () => {
  it("tells when, as the time does (“locked out late at night”)", async () => {
    const lockout = await books.record("Lockout call - locked out after hours", "5090");
    const fees = [];
    for (const date of ["2025-02-03", "2025-03-03", "2025-04-03"])
      fees.push(await books.record("Late fee - move out inspection", "4900", { date, type: "income" }));
    await books.renewVocabulary();
    const { answer, trace } = await books.search("someone got locked out late at night");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["late", "night"]));
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(lockout.id);
    expect(listed).not.toContain(fees[0]!.id);
  });

  it("and so does the word that it kept happening (“lights keep flickering”)", async () => {
    const neutral = await books.record("Flickering lights - loose neutral", "5090");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("lights keep flickering");
    expect(trace.leftOut).toEqual(["keep"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([neutral.id]);
  });

  it("and what was asked of the rows stays (“the last time we had the furnace seen to”)", async () => {
    await books.record("Furnace inspection - furnace filter", "5090", { date: "2025-02-03" });
    const tuneUp = await books.record("Furnace tune-up", "5090", { date: "2026-01-10" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("when was the last time we had the furnace seen to");
    expect(trace.leftOut).toEqual(["seen"]);
    expect(answer.response).toContain("the latest was");
    expect(answer.internalData.transactions[0]!.id).toBe(tuneUp.id);
  });
});

describe("a payee named whole and what was done", () => {
  it("lists the payee's rows that say one word of the rest (“hot tub cleaned out after guests left”)", async () => {
    const payee = "Mountain Spa & Hot Tub Service";
    const refill = await books.record("Hot tub drained & refilled after a guest stay", "5090", { payee });
    for (const date of ["2025-05-07", "2025-06-07", "2025-07-07"])
      await books.record("Hot tub service - weekly chemicals & filter", "5020", { payee, date });
    // Another payee's row that says a guest left is no row of the spa's.
    await books.record("Linens replaced after guests left", "5100", { payee: "Target" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("hot tub cleaned out after guests left");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["cleaned", "left"]));
    // Neither the spa's weekly service nor another payee's row about guests leaving.
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([refill.id]);
  });
});

describe("a thing and the verb it was put in with", () => {
  it("sets aside “put”, a past the books never write (“radon fan put in”)", async () => {
    const fan = await books.record("Radon mitigation fan installed - basement", "5090", {
      payee: "Prairie State Radon",
    });
    await books.record("Radon test kit", "5100", { payee: "The Home Depot" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("radon fan put in");
    expect(trace.leftOut).toEqual(["put"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fan.id]);
  });
});
