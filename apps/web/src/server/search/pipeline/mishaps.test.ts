// A mishap told in a sentence: what did not happen ("would not start"), when ("on a Sunday", written
// with a capital as a day's name is), where ("in the whole house") and whom it befell ("bit the
// tenant") are detail beside the thing it happened to. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Mishaps", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a mishap in the user's words", () => {
  it("is the thing it befell, whatever did not happen and whenever (“furnace would not start on a Sunday”)", async () => {
    const light = await books.record("Furnace won't light - flame rod cleaned", "5090", {
      payee: "Cuyahoga Heating & Cooling",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("furnace would not start on a Sunday");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["sunday"]));
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(light.id);
  });

  it("and wherever it was, however much of it (“heat went out in the whole house …”)", async () => {
    const boiler = await books.record(
      "Boiler pump replaced - no heat in four units on the coldest night",
      "5090",
      {
        payee: "Air Capital Heating & Air",
      },
    );
    await books.renewVocabulary();
    const { answer, trace } = await books.search("heat went out in the whole house on the coldest night");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["house"]));
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(boiler.id);
  });

  it("and whatever it was doing, and where (“tree branches hanging over the roof”, “outlet that threw sparks”)", async () => {
    const limbs = await books.record("Limbs trimmed off the roof", "5020", { payee: "Toccoa Tree Service" });
    const outlet = await books.record("Outlet sparked - receptacle & box replaced", "5090", {
      payee: "Middle Georgia Electric",
    });
    const gutter = await books.record("Gutter & downspout rehung", "5090", {
      payee: "Poudre Valley Roofing",
    });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
    expect(await listed("tree branches hanging over the roof")).toEqual([limbs.id]);
    expect(await listed("the outlet that threw sparks")).toEqual([outlet.id]);
    const sill = await books.record("Termite damage - sill plate replaced", "5090", {
      payee: "Cherokee Handyman Services",
    });
    await books.renewVocabulary();
    expect(await listed("termites ate the sill plate")).toEqual([sill.id]);
    expect(await listed("gutter hanging off the house")).toContain(gutter.id);
  });

  it("and whomever it befell (“the bedbugs that bit the tenant”)", async () => {
    const bedbugs = await books.record("Bedbug heat remediation - whole unit", "5020", {
      payee: "Lake Erie Pest Management",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("the bedbugs that bit the tenant");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["bit"]));
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([bedbugs.id]);
  });

  it("and however the verb's phrase ends (“tenant left junk behind”)", async () => {
    const junk = await books.record("Junk haul-off after Apt 3 move-out - couch left on the lawn", "5020", {
      payee: "Two Guys Hauling",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("tenant left junk behind");
    expect(trace.leftOut).toEqual(expect.arrayContaining(["behind"]));
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([junk.id]);
  });

  it("and the harm a storm did, though its name is more a verb than a noun (“hail damage claim”)", async () => {
    const claim = await books.record("Insurance claim payment - hail roof (ACV)", "4900", {
      payee: "Sunflower Mutual Insurance",
      type: "income",
      cents: 1_120_000,
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("hail damage claim money");
    expect(trace.leftOut).toEqual(["damage"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([claim.id]);
  });

  it("is a break-in when someone “broke into” the place, not every repair of a broken thing", async () => {
    const glass = await books.record("Storefront glass replaced after break-in", "5090", {
      payee: "Miami Valley Glass Co.",
    });
    await books.record("Broken blind replaced", "5090", { payee: "Hilltop Handyman" });
    await books.renewVocabulary();
    const listed = async (query: string) =>
      (await books.search(query)).answer.internalData.transactions.map((t) => t.id);
    expect(await listed("someone broke into the shop")).toEqual([glass.id]);
    expect(await listed("the shop was broken into")).toEqual([glass.id]);
  });

  it("happened where “the street” is, no street of a property's name (“permit to dig up the street”)", async () => {
    const permit = await books.record("Right-of-way permit - sewer excavation", "5190", {
      payee: "City of Akron Engineering Bureau",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("permit to dig up the street");
    expect(trace.leftOut).toEqual(["street"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([permit.id]);
  });

  it("is the thing a job was done to, the job in the user's words (“sealing the crawl space”)", async () => {
    const crawl = await books.record("Crawlspace encapsulation & vapor barrier", "5090", {
      payee: "Georgia Crawlspace Solutions",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("sealing the crawlspace");
    expect(trace.leftOut).toEqual(["sealing"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([crawl.id]);
  });

  it("is what froze, not a pipe: a heat pump iced up is its defrost board, not the burst pipe", async () => {
    const board = await books.record("Heat pump defrost board", "5090", {
      payee: "Middle Georgia Heating & Air",
      date: "2025-12-18",
    });
    const burst = await books.record("Burst pipe - water extraction & drying", "5090", {
      payee: "Alpine Restoration Services",
      date: "2025-12-20",
    });
    await books.renewVocabulary();
    const { answer } = await books.search("heat pump iced up");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([board.id]);
    const pipes = await books.search("pipes froze");
    expect(pipes.answer.internalData.transactions.map((t) => t.id)).toContain(burst.id);
  });

  it("keeps no “not” of what did not happen as a word the rows say (“dryer not heating”)", async () => {
    const vent = await books.record("Dryer vent cleaning", "5090", { payee: "ApplianceWorks Repair" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("dryer not heating");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([vent.id]);
    expect(trace.leftOut).toEqual(["heating"]);
    expect(answer.response).toContain("matching “dryer”");
    expect(answer.response).not.toContain("“not”");
  });

  it("is a thing WordNet knows mostly as a verb, and what befell it set aside (“clogged sink”)", async () => {
    const trap = await books.record("Leak under kitchen sink - P-trap replaced", "5090", {
      payee: "Boudreaux Plumbing & Drain",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("clogged sink");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([trap.id]);
    expect(trace.leftOut).toEqual(["clogged"]);
  });

  it("keeps a thing of two words whole (“pilot light out on the furnace”): never its second word alone", async () => {
    const inducer = await books.record("No heat - furnace inducer motor", "5090", {
      payee: "Eastern Iowa Heating & Air",
    });
    // More rows say a light was out than say the furnace was.
    const lights = [];
    for (const date of ["2025-03-02", "2025-06-02", "2025-09-02"])
      lights.push(
        await books.record("Hall lights out - bulbs replaced", "5090", { payee: "Red Dirt Electric", date }),
      );
    await books.renewVocabulary();
    const { answer, trace } = await books.search("pilot light out on the furnace");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(inducer.id);
    for (const light of lights) expect(listed).not.toContain(light.id);
    expect(trace.leftOut).toEqual(["pilot", "light"]);
  });

  it("sets aside the rest, not half of a thing of two words (“kitchen sink backed up into the tub”)", async () => {
    const sink = await books.record("Kitchen sink drain backed up - cleared", "5090", {
      payee: "Poudre Valley Plumbing",
    });
    const tub = await books.record("Kitchen faucet backed up into the tub - main line", "5090", {
      payee: "Rocky Mountain Sewer & Rooter",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("kitchen sink backed up into the tub");
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(sink.id);
    expect(listed).not.toContain(tub.id);
    expect(trace.leftOut).toEqual(["tub"]);
  });

  it("sets aside what a thing did in two words whole (“toilet backed up”): never “up” as a word the rows say", async () => {
    const toilet = await books.record("Toilet rebuilt - fill valve & flapper", "5090", {
      payee: "Boudreaux Plumbing & Drain",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("toilet backed up");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(toilet.id);
    expect(trace.leftOut).toEqual(["backed", "up"]);
    expect(answer.response).toContain("matching “toilet”");
  });

  it("says when no row tells the job done to the thing (“window washing”), and lists the thing's rows", async () => {
    const pane = await books.record("Cracked display window replaced", "5090", {
      payee: "Garden City Glass & Door",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("window washing");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(pane.id);
    expect(trace.leftOut).toEqual(["washing"]);
    expect(answer.response).toMatch(/^No transaction says “washing” with the rest of your words/);
    // Once a row says it, the job is what is listed, and nothing is left out.
    const washed = await books.record("Window washing - storefront", "5020", { payee: "Clear View Windows" });
    await books.renewVocabulary();
    const again = await books.search("window washing");
    expect(again.answer.internalData.transactions.map((t) => t.id)).toEqual([washed.id]);
    expect(again.trace.leftOut).toEqual([]);
  });

  it("never sets aside the word that says which thing (“smoke” of “smoke detector batteries”)", async () => {
    const detectors = await books.record("Smoke detectors replaced - hallway and bedrooms", "5090", {
      payee: "Brightline Electric",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("smoke detector batteries");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(detectors.id);
    expect(trace.leftOut).toEqual(["batteries"]);
    expect(answer.response).toMatch(/^No transaction says “batteries” with the rest of your words/);
  });
});
