// What a search must do on words the rules were never written for: match the words as written before
// their categories (a lone synonym too), search and correct a word written a second ago, correct only
// what was nearly typed, say plainly when nothing matches,
// and read states and property types as places. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../shared/accounting";
import type { AccountingService } from "../accounting/service";
import { cacheBarrier } from "../cache/index";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { formatCents } from "./parse-amounts";
import { US_STATES } from "./place-words";
import { openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";

const NOW = new Date("2026-01-15T12:00:00Z");
let books: TestBooks;
let db: Db;
let org: string;
let svc: AccountingService;

const search = (query: string) => books.search(query);
const record = (description: string, code: string, date = "2025-11-03", payee?: string) =>
  books.record(description, code, { date, payee });

beforeAll(async () => {
  books = await openTestBooks("Generalise", NOW, { seed: 11, properties: 10, years: 2 });
  ({ db, org, svc } = books);
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the words as written come first", () => {
  it("“gas leak repair” finds the rows that say so, not every utility bill", async () => {
    const leak = await record("Gas leak repair in the basement", "5090");
    const { answer, trace } = await search("gas leak repair");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([leak.id]);
    expect(trace.literal).toEqual(["gas", "leak", "repair"]);
  });

  it("the category's own name cut short is still the category (“repai”)", async () => {
    const cut = await search("repai");
    expect(cut.trace.literal).toBeNull();
    expect(cut.trace.matched).toBe((await search("repairs")).trace.matched);
  });

  it("the category's own name in another order is still the category (“maintenance and cleaning”)", async () => {
    await record("Gutter cleaning and roof maintenance", "5020");
    const own = await search("cleaning and maintenance");
    expect(own.trace.literal).toBeNull();
    const turned = await search("maintenance and cleaning");
    expect(turned.trace.literal).toBeNull();
    expect(turned.trace.matched).toBe(own.trace.matched);
    // A word of it cut short too: the rows that say "mainten…" and "cleaning" are not all it means.
    const cut = await search("mainten and cleaning");
    expect(cut.trace.literal).toBeNull();
    expect(cut.trace.matched).toBe(own.trace.matched);
  });

  it("each word of the category's name cut short is the category (“sec dep”)", async () => {
    const full = await search("security deposits");
    expect(full.trace.matched).toBeGreaterThan(0);
    const cut = await search("sec dep");
    expect(cut.trace.literal).toBeNull();
    expect(cut.trace.matched).toBe(full.trace.matched);
  });

  it("words that never meet as typed are tried as the starts of longer words (“water heat flush”)", async () => {
    const flush = await record("Water heater flush", "5090", "2025-12-13");
    await record("Heat lamp", "5100", "2025-12-13"); // "heat" is a word of the books too
    await record("Petersen filing fees", "5050", "2025-12-13");
    await svc.createProperty(org, propertyCreateBody.parse({ name: "Lamp Word Refresh", type: "condo" }));
    await cacheBarrier(db);
    const { answer, trace } = await search("water heat flush");
    expect(trace.literal).toEqual(["water", "heat", "flush"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([flush.id]);
    // A category named as itself is meant as itself: "pet fees" is not "Petersen filing fees".
    expect((await search("pet fees")).trace.literal).toBeNull();
  });

  it("a thesaurus phrase of a free word and a category word is that phrase (“lodging tax”)", async () => {
    const occupancy = await record("Occupancy tax remittance - Nov", "5060", "2025-12-10");
    const { answer, trace } = await search("lodging tax");
    expect(trace.literal).toEqual(["lodging", "tax"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([occupancy.id]);
  });

  it("“contractor” or “company” after a trade is who did the job, not a word the rows must say", async () => {
    const spray = await record("Quarterly pest spray", "5090", "2025-12-11", "Bugaboo Exterminators");
    const { answer } = await search("pest control company");
    expect(answer.response).not.toContain("mentions");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(spray.id);
    // "bug" is the "bugs" of the thesaurus's pest words, and "man" who did the job.
    const bugMan = (await search("the bug man")).answer.internalData.transactions;
    expect(bugMan.map((t) => t.id)).toContain(spray.id);
  });

  it("the thesaurus's other words for a phrase rank before a lone alternative (“heating and AC”)", async () => {
    const boiler = await record("Boiler annual service", "5090", "2025-12-12", "Warmfront Heating & Air");
    const fridge = await record("Fridge not cooling", "5090", "2025-12-14", "Appliance Doc");
    const ids = (await search("heating and AC contractor")).answer.internalData.transactions.map((t) => t.id);
    expect(ids).toContain(boiler.id);
    expect(ids.indexOf(boiler.id)).toBeLessThan(
      ids.includes(fridge.id) ? ids.indexOf(fridge.id) : ids.length,
    );
  });

  it("a lone category word is still the whole category", async () => {
    const { answer, trace } = await search("insurance in 2025");
    expect(trace.literal).toBeNull();
    expect(answer.internalData.transactions.length).toBeGreaterThan(1);
    expect(answer.internalData.transactions.every((t) => t.category === "Insurance")).toBe(true);
  });
});

describe("a lone synonym of a category", () => {
  it("“plumbing” answers about the rows that say it, and offers the whole category", async () => {
    const said = rowsOf<{ id: string; cents: number }>(
      await db.execute(sql`select id, amount_cents::float8 as cents from transactions
        where organization_id = ${org} and search_document @@ to_tsquery('english', 'plumber | plumbing')`),
    );
    const repairs = await search("repairs");
    expect(said.length).toBeGreaterThan(0);
    expect(said.length).toBeLessThan(repairs.trace.matched);
    const { answer, trace } = await search("plumbing");
    expect(trace.literal).toEqual(["plumbing"]);
    expect(trace.matched).toBe(said.length);
    const total = said.reduce((sum, r) => sum + r.cents, 0);
    expect(trace.totals).toEqual([expect.objectContaining({ type: "expense", n: said.length, total })]);
    expect(answer.response).toContain(formatCents(total));
    expect(answer.response).toContain(`across ${said.length} transactions`);
    expect(answer.response).toContain("matching “plumbing”");
    expect(answer.internalData.transactions.map((t) => t.id).sort()).toEqual(said.map((r) => r.id).sort());
    expect(answer.suggestions).toContain("repairs");
  });

  it("a lone synonym is read as written only when written so (“fixing” is not “Fix tap”)", async () => {
    await record("Fix leaking tap", "5090", "2025-12-08");
    const { trace } = await search("fixing");
    expect(trace.literal).toBeNull();
    expect(trace.matched).toBe((await search("repairs")).trace.matched);
  });

  it("another form of a word the data has is not “mentioned nowhere” (“moved” for “move-out”)", async () => {
    await record("Move-out touch-up paint", "5100", "2025-12-09");
    const { trace } = await search("touch-up paint when we moved");
    expect(trace.unmatched).toEqual([]);
    expect(trace.corrected).toBeNull();
    expect(trace.matched).toBeGreaterThan(0);
  });

  it("keeps the category when the word itself occurs in no transaction, its trade's payees within it", async () => {
    const said = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from transactions
        where organization_id = ${org} and search_document @@ to_tsquery('english', 'electrician:*')`),
    )[0]!;
    expect(said.n).toBe(0);
    const { answer, trace } = await search("electrician");
    expect(trace.literal).toBeNull();
    expect(trace.matched).toBeGreaterThan(0);
    expect(trace.matched).toBeLessThan((await search("repairs")).trace.matched);
    expect(answer.response).toMatch(/ on repairs with /);
    for (const t of answer.internalData.transactions) expect(t.payee).toMatch(/electric/i);
  });
});

describe("a word written a second ago", () => {
  it("is searchable and correctable at once", async () => {
    await search("warm the cached names"); // the names and vocabulary are cached from here on
    const fresh = await record("Zorbleflex valve service", "5090", "2025-12-02");
    const exact = await search("zorbleflex");
    expect(exact.answer.internalData.transactions.map((t) => t.id)).toEqual([fresh.id]);
    const typo = await search("zorbeflex valve");
    expect(typo.trace.corrected).toBe("zorbleflex valve");
    expect(typo.answer.internalData.transactions.map((t) => t.id)).toEqual([fresh.id]);
  });

  it("a typo in the first or the last letter of a word written a second ago is corrected", async () => {
    await search("warm the cached names");
    const fresh = await record("Quorvantix gasket replacement", "5090", "2025-12-03");
    for (const typo of ["xuorvantix", "quorvantiq", "wuorvantix gasket"]) {
      const { answer, trace } = await search(typo);
      expect(trace.corrected, typo).toMatch(/^quorvantix/);
      expect(
        answer.internalData.transactions.map((t) => t.id),
        typo,
      ).toEqual([fresh.id]);
    }
  });
});

describe("a property's full name beats the type words in it", () => {
  it("“North House” is that property; “houses in <state>” is still every house there", async () => {
    const { state } = rowsOf<{ state: string }>(
      await db.execute(sql`select state from properties where organization_id = ${org}
                            and type = 'single_family' order by name limit 1`),
    )[0]!;
    const north = await svc.createProperty(
      org,
      propertyCreateBody.parse({ name: "North House", type: "multi_family", city: "Akron", state }),
    );
    await cacheBarrier(db); // the cached names hear of the new property
    const named = await search("North House");
    expect(named.trace.parsed.properties.map((p) => p.property.id)).toEqual([north.id]);
    expect(named.answer.internalData.properties.map((p) => p.id)).toEqual([north.id]);

    const name = US_STATES.find(([, code]) => code === state.toLowerCase())![0];
    const houses = await search(`houses in ${name}`);
    const expected = rowsOf<{ id: string }>(
      await db.execute(sql`select id from properties where organization_id = ${org} and state = ${state}
                            and type = 'single_family'`),
    ).map((r) => r.id);
    expect(houses.answer.internalData.properties.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(expected).not.toContain(north.id);
  });
});

describe("typo correction stays close to what was typed", () => {
  it("a real word the data lacks is not turned into its neighbour (“quartz” is not “quarter”)", async () => {
    const { answer, trace } = await search("zebra-quartz");
    expect(trace.corrected).toBeNull();
    expect(trace.unmatched).toEqual(["zebra", "quartz"]);
    expect(answer.response).toMatch(/^Nothing in your transactions.*mentions “zebra” and “quartz”/);
    expect(answer.internalData).toEqual({ transactions: [], properties: [] });
    expect(answer.results.filter((r) => r.type === "internal")).toEqual([]);
  });

  it("each part of a compound is corrected on its own, one edit per four letters", async () => {
    await search("warm the cached names");
    const fresh = await record("Quillborne sealant touch-up", "5090", "2025-12-04");
    const typo = await search("quilborne-sealant");
    expect(typo.trace.corrected).toBe("quillborne-sealant");
    expect(typo.answer.internalData.transactions.map((t) => t.id)).toEqual([fresh.id]);
    // Two edits in a seven-letter word are too many: the honest answer, not a guess.
    const far = await search("sxalent");
    expect(far.trace.corrected).toBeNull();
    expect(far.answer.internalData.transactions).toEqual([]);
  });
});

describe("everyday words and words cut short", () => {
  it("an everyday word is corrected only where the correction reads with the other words", async () => {
    await search("warm the cached names");
    const gasket = await record("Gasket replacement", "5090", "2025-12-05");
    await record("Shutter install", "5090", "2025-12-05");
    // No row says "gasket" with "shutter": "basket" is a real word the books lack.
    const alone = await search("basket shutter");
    expect(alone.trace.corrected).toBeNull();
    expect(alone.trace.unmatched).toEqual(["basket"]);
    expect(alone.answer.internalData.transactions).toEqual([]);
    // "gasket replacement" is in the books: there it was a typo.
    const read = await search("basket replacement");
    expect(read.trace.corrected).toBe("gasket replacement");
    expect(read.answer.internalData.transactions.map((t) => t.id)).toContain(gasket.id);
  });

  it("of two words as close to a typo, the one that reads with the other words wins", async () => {
    const wired = await record("Internet service upgrade", "5120", "2025-12-10");
    // A new property drops the cached names, so the new words join the vocabulary.
    await books.renewVocabulary();
    const { answer, trace } = await search("interet service upgrade");
    expect(trace.corrected).toBe("internet service upgrade");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([wired.id]);
  });

  it("a letter dropped from a four-letter word is corrected where the other words back it", async () => {
    const kiln = await record("Kiln vent cleaning", "5090", "2025-12-12");
    const beet = await record("Beet garden bed", "5090", "2025-12-12");
    await books.renewVocabulary();
    const vent = await search("kln vent");
    expect(vent.trace.corrected).toBe("kiln vent");
    expect(vent.answer.internalData.transactions.map((t) => t.id)).toEqual([kiln.id]);
    const garden = await search("bet garden bed");
    expect(garden.trace.corrected).toBe("beet garden bed");
    expect(garden.answer.internalData.transactions.map((t) => t.id)).toEqual([beet.id]);
    // Three letters that begin another word ("Lakota") are still a typo where the other words say so.
    const leak = await record("Leak under sink", "5090", "2025-12-12");
    await record("Lakota paint supply", "5100", "2025-12-12");
    const sink = await search("lak under sink");
    expect(sink.trace.corrected).toBe("leak under sink");
    expect(sink.answer.internalData.transactions.map((t) => t.id)).toEqual([leak.id]);
    // "bet" alone is an everyday word: nothing backs "beet", so the answer is the honest one.
    const alone = await search("bet");
    expect(alone.trace.corrected).toBeNull();
    expect(alone.answer.internalData.transactions).toEqual([]);
  });

  it("two words typed without the space between them are read as the two words", async () => {
    const { answer, trace } = await search("guttercleaning");
    expect(trace.corrected).toBe("gutter cleaning");
    const listed = answer.internalData.transactions;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((t) => /gutter cleaning/i.test(t.description))).toBe(true);
  });

  it("any word cut short matches, not only the last one typed (“smoke alar batt”)", async () => {
    const fresh = await record("Smoke alarm batteries", "5100", "2025-12-06");
    const { answer } = await search("smoke alar batt");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fresh.id]);
  });

  it("a word cut inside a name names that one, not all that share its last word", async () => {
    const [a, b] = await Promise.all(
      ["Quimby Hollowell Zephyr", "Ravel Stoneridge Zephyr"].map((name) =>
        svc.createProperty(
          org,
          propertyCreateBody.parse({ name, type: "condo", city: "Akron", state: "OH" }),
        ),
      ),
    );
    await cacheBarrier(db);
    const cut = await search("quimby hollo zephyr");
    expect(cut.trace.parsed.properties.map((p) => p.property.id)).toEqual([a!.id]);
    const shared = await search("zephyr");
    expect(shared.trace.parsed.properties.map((p) => p.property.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  it("a word of the category's own name is part of it (“legal fees” is the category)", async () => {
    const legal = await search("legal");
    const fees = await search("attorney fees");
    expect(fees.trace.parsed.categories.map((c) => c.key)).toEqual(["legal_professional"]);
    expect(fees.trace.parsed.terms).toEqual([]);
    expect(fees.trace.matched).toBe(legal.trace.matched);
    expect(fees.trace.matched).toBeGreaterThan(0);
  });
});

describe("a vendor named by part of its name", () => {
  it("lists the vendor's rows whose description says the words first", async () => {
    const vendor = "Quillfeather Grout Restoration";
    const said = await record("Grout restoration", "5090", "2025-10-01", vendor);
    const other = await record("Tile sealing", "5090", "2025-12-01", vendor);
    // A new property drops the cached names, so the new vendor is known.
    await books.renewVocabulary();
    const alone = await search("grout restoration");
    expect(alone.trace.plan?.payees).toEqual([vendor.toLowerCase()]);
    expect(alone.answer.internalData.transactions.map((t) => t.id)).toEqual([said.id, other.id]);
  });
});

describe("honest when nothing matches", () => {
  it("an unknown word is not dropped to answer a different question", async () => {
    const { answer, trace } = await search("quokka rental");
    expect(trace.unmatched).toEqual(["quokka"]);
    expect(answer.response).toMatch(/mentions “quokka”/);
    expect(answer.response.split(". ").length).toBe(1);
    expect(answer.internalData).toEqual({ transactions: [], properties: [] });
    expect(answer.results.filter((r) => r.type === "internal")).toEqual([]);
  });
});

describe("places", () => {
  it("a state's name lists the properties in that state", async () => {
    const { state } = rowsOf<{ state: string }>(
      await db.execute(
        sql`select state from properties where organization_id = ${org} order by name limit 1`,
      ),
    )[0]!;
    const name = US_STATES.find(([, code]) => code === state.toLowerCase())![0];
    const { answer } = await search(`properties in ${name}`);
    const inState = rowsOf<{ id: string }>(
      await db.execute(sql`select id from properties where organization_id = ${org} and state = ${state}`),
    ).map((r) => r.id);
    expect(answer.internalData.properties.map((p) => p.id).sort()).toEqual(inState.sort());
    // A payee whose name starts with the state's is not what "properties in <state>" asks for, nor the
    // state's name alone; its whole name still names it.
    const payee = `${name.replace(/\b\w/g, (c) => c.toUpperCase())} Public Service`;
    await record("Electric bill", "5120", "2025-11-04", payee);
    await books.renewVocabulary();
    for (const query of [`properties in ${name}`, name]) {
      const again = await search(query);
      expect(again.trace.parsed.vendors).toEqual([]);
      expect(again.answer.internalData.properties.map((p) => p.id).sort()).toEqual(inState.sort());
    }
    expect((await search(`${name} public service`)).trace.parsed.vendors.map((v) => v.name)).toEqual([payee]);
  });

  it("a county the properties' notes name is a place; the county's treasurer is still a vendor", async () => {
    const inCounty = await Promise.all(
      ["Larkspur Court", "Tamsin Yard"].map((name) =>
        svc.createProperty(
          org,
          propertyCreateBody.parse({ name, type: "multi_family", city: "Ardmore", notes: "Quenby County" }),
        ),
      ),
    );
    const tax = await record("Property tax installment", "5090", "2025-12-11", "Quenby County Treasurer");
    await cacheBarrier(db);
    const ids = inCounty.map((p) => p.id).sort();
    const rentals = await search("rentals in Quenby County");
    expect(rentals.trace.parsed.properties.map((p) => p.property.id).sort()).toEqual(ids);
    expect(rentals.trace.plan?.hard).toBeNull();
    expect(rentals.answer.internalData.properties.map((p) => p.id).sort()).toEqual(ids);
    const treasurer = await search("Quenby County Treasurer");
    expect(treasurer.trace.plan?.payees).toEqual(["quenby county treasurer"]);
    expect(treasurer.answer.internalData.transactions.map((t) => t.id)).toEqual([tax.id]);
  });
});
