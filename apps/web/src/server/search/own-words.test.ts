// The user's own words for what the books say: a category typed by its own name inside a phrase, the
// paper money came on and the "bills" it went as, money from those an expense is paid to, and a sentence
// that describes a row in other words. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";

const NOW = new Date("2026-01-15T12:00:00Z");
let books: TestBooks;

const search = (query: string) => books.search(query);
/** The ids of the rows the query's answer lists. */
const listedIds = async (query: string) =>
  (await search(query)).answer.internalData.transactions.map((t) => t.id);
/** The query's answer sets `leftOut` aside and lists the row. */
const setsAside = async (query: string, leftOut: string[], row: { id: string }) => {
  const { answer, trace } = await search(query);
  expect(trace.leftOut).toEqual(leftOut);
  expect(answer.internalData.transactions.map((t) => t.id)).toContain(row.id);
};
const record = (description: string, code: string, date = "2025-11-03", payee?: string) =>
  books.record(description, code, { date, payee });

beforeAll(async () => {
  books = await openTestBooks("Own words", NOW, { seed: 13, properties: 6, years: 1 });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("category words inside a phrase", () => {
  it("a category typed by its own name is its accounts too (“furnace repair”)", async () => {
    const said = await record("Furnace repair - igniter", "5090");
    const booked = await record("Furnace flame sensor cleaned", "5090");
    const pump = await record("Heat pump repair", "5090");
    const filters = await record("Furnace filters", "5100");
    const ids = await listedIds("furnace repair");
    expect(ids).toEqual(expect.arrayContaining([said.id, booked.id, pump.id]));
    expect(ids).not.toContain(filters.id);
    // The rows that say "furnace" before those the thesaurus adds ("heat pump").
    expect(ids.indexOf(booked.id)).toBeLessThan(ids.indexOf(pump.id));
  });

  it("a plural typed ranks the rows that say it first, older ones too (“rats”: rat bait, then mice)", async () => {
    const rats = await record("Rat bait stations - service", "5020", "2024-06-06");
    const mice = await record("Mice - exclusion & snap traps", "5020", "2025-10-01");
    const ids = await listedIds("rats");
    expect(ids.indexOf(rats.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(rats.id)).toBeLessThan(ids.indexOf(mice.id));
  });

  it("“bills” after a category says how the money went: “utility bills” are all the utilities", async () => {
    const billing = await record("City utility billing - water", "5120");
    const sewer = await record("Sewer service", "5120");
    const { answer, trace } = await search("utility bills");
    expect(trace.literal).toBeNull();
    expect(trace.matched).toBe((await search("utilities")).trace.matched);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual(
      expect.arrayContaining([billing.id, sewer.id]),
    );
  });

  it("the paper the money came on is no word the rows must say (“insurance claim checks”)", async () => {
    const claim = await books.record("Claim payment - burst pipe", "4900", {
      payee: "Quarry Mutual Insurance",
      type: "income",
    });
    const ids = await listedIds("insurance claim checks");
    expect(ids).toEqual([claim.id]);
  });

  it("money from those an expense is paid to is money in (“money from the insurance company”)", async () => {
    const claim = await books.record("Claim payment - hail", "4900", {
      payee: "Tallgrass Mutual Insurance",
      type: "income",
    });
    const { answer, trace } = await search("money from the insurance company");
    expect(trace.parsed.type).toBe("income");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(claim.id);
    expect(answer.internalData.transactions.every((t) => t.type === "income")).toBe(true);
    // What was spent on it stays the expense.
    expect((await search("spent on insurance")).trace.parsed.type).toBe("expense");
  });

  it("payments mostly made to us are income though we once paid the payer too", async () => {
    const paid = await Promise.all(
      ["2025-09-01", "2025-10-01", "2025-11-01"].map((date) =>
        books.record("KCHA HAP PMT", "4000", {
          payee: "King County Housing Authority",
          date,
          type: "income",
        }),
      ),
    );
    await books.record("HAP inspection re-check fee", "5190", { payee: "King County Housing Authority" });
    const { answer } = await search("King County HAP payments");
    expect(answer.internalData.transactions.map((t) => t.id).sort()).toEqual(paid.map((t) => t.id).sort());
    expect(answer.response).toContain("received");
  });
});

describe("a sentence in the user's own words", () => {
  it("is searched as the most of its words some row says together, the others named", async () => {
    const lateral = await record("Sewer lateral replaced - 40 ft to the street", "5090");
    // "old" is a word of the books, just never with the others.
    await record("Old deadbolt removed", "5090");
    const { answer, trace } = await search("old sewer pipe out to the street");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([lateral.id]);
    expect(trace.leftOut).toEqual(["old"]);
    expect(answer.response).toMatch(
      /^No transaction says “old” with the rest of your words, so it is left out\. /,
    );
    // A new one is the one replaced: the row says it, and nothing is left out.
    const renewed = await search("new sewer pipe out to the street");
    expect(renewed.answer.internalData.transactions.map((t) => t.id)).toEqual([lateral.id]);
    expect(renewed.trace.leftOut).toEqual([]);
  });

  it("a word the books hold nowhere that tells how or when, not what, is set aside", async () => {
    const fence = await record("Fence panels replaced - storm", "5090");
    const { answer, trace } = await search("fence panels after the storm knocked them over");
    expect(trace.leftOut).toEqual(["knocked"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fence.id]);
    // So is a thing the books hold nowhere typed after "after": the event tells when, not what.
    const hail = await search("fence panels after the hailstone knocked them over");
    expect(hail.trace.leftOut).toEqual(["hailstone", "knocked"]);
    expect(hail.answer.internalData.transactions.map((t) => t.id)).toEqual([fence.id]);
  });

  it("a word of a payee's longer name is, in a sentence, a word like the others", async () => {
    await books.record("Gate latch", "5090", { payee: "Valley Fence Co." });
    const fence = await books.record("Back fence rebuilt after the windstorm", "5090", {
      payee: "Jiffy Handyman",
    });
    await books.renewVocabulary();
    const { answer, trace } = await search("new fence after the windstorm knocked it down");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([fence.id]);
    // A fence rebuilt is a new one.
    expect(trace.leftOut).toEqual(["knocked"]);
  });

  it("“who …” asks for whoever does a job: the words for doing it may be set aside", async () => {
    const walks = await record("Snow removal - walks and steps", "5020");
    await record("Drain cleared", "5090");
    const { answer, trace } = await search("who clears the snow");
    expect(trace.leftOut).toEqual(["clears"]);
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(walks.id);
    // The thing the job is done to stays: nothing is listed for a pool the books never name.
    expect((await search("who clears the pool")).answer.internalData.transactions).toEqual([]);
  });

  it("“who fixed the furnace” is the repairs with the furnace's first, not the ones that say fixed", async () => {
    const furnace = await record("Furnace blower motor", "5090", "2025-10-02", "Valley Heating & Air");
    const rows = (await search("who fixed the furnace")).answer.internalData.transactions;
    const heating = rows.findIndex((t) => t.id === furnace.id);
    const other = rows.findIndex((t) => !/furnace|hvac|heat|cool|air/i.test(t.description));
    expect(heating).toBeGreaterThanOrEqual(0);
    expect(other < 0 || heating < other).toBe(true);
  });

  it("a word the books hold nowhere that only qualifies a period, amount or type is set aside", async () => {
    await books.record("Light bulbs", "5100", { cents: 1_250 });
    const plain = await search("expenses below $25");
    expect(plain.trace.matched).toBeGreaterThan(0);
    const small = await search("small expenses below $25");
    expect(small.trace.leftOut).toEqual(["small"]);
    expect(small.trace.matched).toBe(plain.trace.matched);
    // Beside another word of its own, the word is part of the question.
    expect((await search("small zebra expenses below $25")).answer.internalData.transactions).toEqual([]);
  });

  it("so is one beside words the books hold, which are then read as written (“urgent plumbing repair”)", async () => {
    const sink = await record("Plumbing repair - kitchen sink", "5090");
    const roof = await record("Roof repair - flashing", "5090");
    const plain = await search("plumbing repair");
    const urgent = await search("urgent plumbing repair");
    expect(urgent.trace.leftOut).toEqual(["urgent"]);
    const ids = urgent.answer.internalData.transactions.map((t) => t.id);
    expect(ids).toEqual(plain.answer.internalData.transactions.map((t) => t.id));
    expect(ids).toContain(sink.id);
    expect(ids).not.toContain(roof.id);
    // A name typed with a capital is what was asked about, whatever its words mean.
    expect((await search("repairs at Nonexistent Lane")).answer.internalData.transactions).toEqual([]);
  });

  it("a category named as itself stays one when a sentence's other word is set aside", async () => {
    // A row that says "rent" outside the rent accounts: the word alone would find it.
    await record("Carpet cleaner rent - one day", "5090", "2025-06-14");
    const rent = await search("rent in 2025");
    expect(rent.trace.matched).toBeGreaterThan(0);
    const gathered = await search("how much rent did we gather in 2025");
    expect(gathered.trace.leftOut).toEqual(["gather"]);
    expect(gathered.trace.matched).toBe(rent.trace.matched);
    // Kept, it holds the rows that say the other words, though none says its own name.
    const turnover = await record("Move-out turnover - Apt 2", "5020", "2025-08-05");
    const moved = await search("cleaning after tenants moved out");
    expect(moved.trace.leftOut).toEqual(["tenants"]);
    expect(moved.answer.internalData.transactions.map((t) => t.id)).toEqual([turnover.id]);
    // Asking words are no words to set aside: "collect" says money in, "everyone" says nothing.
    for (const query of ["how much rent did we collect in 2025", "rent from everyone in 2025"]) {
      const { trace } = await search(query);
      expect(trace.leftOut, query).toEqual([]);
      expect(trace.matched, query).toBe(rent.trace.matched);
    }
  });

  it("a few words are a question about those words: nothing is set aside", async () => {
    const { answer, trace } = await search("old sewer pipe street");
    expect(trace.leftOut).toEqual([]);
    expect(answer.internalData.transactions).toEqual([]);
    // A name typed with capitals, a state or a kind of property is never left out: without it the
    // answer would be about another place.
    const named = await search("property tax bills for the Quonsett County house");
    expect(named.trace.leftOut).toEqual([]);
    expect(named.answer.internalData.transactions).toEqual([]);
    // Nor a thing the books hold nowhere: it is what was asked about.
    await record("Junk removal - back yard", "5020");
    const unheard = await search("trampoline removal from the back yard");
    expect(unheard.trace.leftOut).toEqual([]);
    expect(unheard.answer.internalData.transactions).toEqual([]);
    // "the street" is the one in front, not a street the properties are on.
    expect((await search("gas pipe to the street")).answer.response).not.toMatch(/No property matches/);
  });

  it("the pest, the lockout and the frozen pipe in the words tenants use", async () => {
    const pests = await record("Pest control - quarterly", "5020");
    const recluse = await record("Brown recluse treatment - attic", "5020");
    const keys = await record("Lockout - after hours", "5090");
    const pipe = await record("Burst pipe under the kitchen", "5090");
    expect(await listedIds("bugs")).toContain(pests.id);
    // A pest named is that pest, not every visit of the pest control company.
    const spiders = await listedIds("spiders");
    expect(spiders).toContain(recluse.id);
    expect(spiders).not.toContain(pests.id);
    expect(await listedIds("locked out")).toContain(keys.id);
    expect(await listedIds("pipe froze")).toContain(pipe.id);
  });

  it("a storm is its kinds: the hail that took the roof", async () => {
    const hail = await record("Roof replaced - hail damage", "5090", "2025-06-04", "Summit Roofing");
    const { answer, trace } = await search("the storm that wrecked the roof");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(hail.id);
    expect(trace.leftOut).toEqual(["wrecked"]);
  });

  it("a slip in a word the books never say is that everyday word, set aside (“the storm that wrekced the roof”)", async () => {
    const hail = await record("Roof replaced - hail damage", "5090", "2025-06-04", "Summit Roofing");
    const { answer, trace } = await search("the storm that wrekced the roof");
    expect(trace.corrected).toBe("the storm that wrecked the roof");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(hail.id);
    // A slip of a thing the books lack stays found nowhere.
    expect((await search("trampolin removal from the back yard")).answer.internalData.transactions).toEqual(
      [],
    );
  });

  it("a sentence's time and the one who had it done are detail (“in the middle of the night”)", async () => {
    const keys = await record("Lockout - tenant locked out", "5090", "2025-10-02");
    const night = await search("when someone got locked out in the middle of the night");
    expect(night.trace.leftOut).toEqual(["middle", "night"]);
    expect(night.answer.internalData.transactions.map((t) => t.id)).toContain(keys.id);
    // "made me" says who had it done, not money made: no income filter drops the job.
    const walk = await record("Sidewalk panels replaced - city notice", "5090", "2025-09-03");
    const redo = await search("the sidewalk the city made me redo");
    expect(redo.trace.parsed.type).toBeNull();
    expect(redo.answer.internalData.transactions.map((t) => t.id)).toEqual([walk.id]);
  });

  it("the one who does a job is the job, when the books never name them (“the scorpion sprayer”)", async () => {
    const spray = await record("Scorpion & spider spray", "5020", "2025-08-01", "Desert Pest Co.");
    await books.renewVocabulary();
    const { answer } = await search("how much have I paid the scorpion sprayer");
    expect(answer.response).toMatch(/^Showing results for “how much have I paid the scorpion spray”/);
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([spray.id]);
  });

  it("everyday words find the trade's (“someone smashed the shop window”)", async () => {
    const glass = await record("Storefront window replaced - broken by vandals", "5090");
    const { answer } = await search("someone smashed the shop window");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([glass.id]);
  });

  it("whoever was paid names the money: the accountant's bills, not the taxes (“the accountant to do my taxes”)", async () => {
    const prep = await record("2025 tax return - Schedule E", "5050", "2025-03-20", "Ridgeline CPAs");
    const filing = await record("Eviction filing - Unit 2", "5050", "2025-06-02", "Hale Law Office");
    const bill = await record("Property tax - second half", "5110", "2025-10-31", "County Treasurer");
    await books.renewVocabulary();
    const { answer, trace } = await search("what I paid the accountant to do my taxes");
    expect(trace.plan?.accountIds).toHaveLength(1);
    const ids = answer.internalData.transactions.map((t) => t.id);
    // The CPAs are the accountant; the lawyer's filing is another professional's, the tax the county's.
    expect(ids).toContain(prep.id);
    expect(ids).not.toContain(filing.id);
    expect(ids).not.toContain(bill.id);
    // Listed side by side, both are asked for.
    const both = await search("accountant and taxes");
    expect(both.trace.plan?.accountIds).toHaveLength(2);
  });

  it("a thing and what happened to it: what happened is detail (“fence knocked down”)", async () => {
    const fence = await record("Fence pickets replaced", "5090", "2025-04-11", "Prairie Fence Co.");
    await setsAside("fence knocked down", ["knocked"], fence);
    // The thing is what was asked about: one the books lack still lists nothing.
    expect((await search("hot tub repaired")).answer.internalData.transactions).toEqual([]);
  });

  it("“stopped working” says what happened, as “stopped” alone does", async () => {
    const igniter = await record("Furnace igniter replaced", "5090", "2025-12-03", "Warmline Heating");
    await setsAside("furnace stopped working", ["stopped"], igniter);
  });

  it("“getting rid of mice” is the mouse jobs, whatever was done about them", async () => {
    const mice = await record("Mouse entry points sealed", "5020", "2025-10-14", "Prairie Pest Co.");
    const { answer } = await search("getting rid of mice");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(mice.id);
  });

  it("how often a payment recurs qualifies it (“monthly mortgage payment”)", async () => {
    const loan = await record("Loan payment", "5070", "2025-11-01", "Keystone Savings");
    await setsAside("monthly mortgage payment", ["monthly"], loan);
  });

  it("a word English has whole is not split into two of the books' words (“fireplace”)", async () => {
    await record("Fire extinguishers serviced", "5090", "2025-09-02", "Summit Fire Safety");
    await record("Pavers reset in place", "5090", "2025-09-03", "Stone Path Co.");
    await books.renewVocabulary();
    const { answer, trace } = await search("fireplace");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions).toEqual([]);
  });

  it("“between tenants” beside a thing is the make-ready (“painting between tenants”)", async () => {
    const paint = await record("Unit make-ready - paint", "5090", "2025-05-02", "Riverside Painting");
    await setsAside("painting between tenants", [], paint);
  });
});

describe("the words around a thing", () => {
  it("where in the house it was is detail (“animals in the attic”)", async () => {
    const squirrels = await record(
      "Squirrels in soffit - one-way door",
      "5020",
      "2025-03-08",
      "Critter Ridders",
    );
    await setsAside("animals in the attic", ["attic"], squirrels);
  });

  it("a problem or an issue is the thing it is with (“mouse problem”, “sewer backup”)", async () => {
    const mice = await record("Mice - exclusion & snap traps", "5020", "2025-11-18", "Prairie Pest Co.");
    const sewer = await record("Sewer main backed up - cleared", "5090", "2025-06-21", "Rooter Bros");
    expect(await listedIds("mouse problem")).toContain(mice.id);
    expect(await listedIds("sewer backup")).toContain(sewer.id);
  });

  it("a thing booked outside the category one word of whose name was typed (“boiler maintenance”)", async () => {
    const boiler = await record("Boiler service & combustion test", "5090", "2025-10-02", "Narrows Heating");
    await record("4-yard dumpster - weekly lift", "5120", "2025-10-03", "Harter's Trash");
    expect(await listedIds("boiler maintenance")).toContain(boiler.id);
    // Only the thing as typed: an elevator is no dumpster's weekly lift.
    expect((await search("elevator maintenance")).answer.internalData.transactions).toEqual([]);
  });

  it("how new a thing was, in a few words, is set aside (“new thermostat”), a pair English names is not", async () => {
    const thermostat = await record("Smart thermostat installed", "5090", "2025-07-23", "Front Range Air");
    await record("New pads & pump check", "5090", "2025-05-13", "Steel City Handyman");
    await record("Debt service - loan", "5070", "2025-04-02", "Keystone Savings");
    await record("Storm drain clog - bad weather", "5090", "2025-04-03", "Steel City Handyman");
    // The thermostat installed is a new one: nothing is set aside.
    await setsAside("new thermostat", [], thermostat);
    const refresh = await record(
      "Downstairs refresh - paint, blinds & carpet",
      "5090",
      "2025-07-24",
      "Rubber City",
    );
    await setsAside("new carpet and blinds", ["new"], refresh);
    // A bad debt is no debt that is bad: the books have none, and say so.
    expect((await search("bad debt")).answer.internalData.transactions).toEqual([]);
    // Nor are solar panels a breaker panel, in the plural too.
    await record("Breaker panel replaced", "5090", "2025-04-04", "Steel City Electric");
    expect((await search("solar panels")).answer.internalData.transactions).toEqual([]);
  });

  it("a short stay's guest cleaning is what its cleaners bill as turnover cleans", async () => {
    const cleans = await record(
      "Turnover cleans x6 - Sep",
      "5020",
      "2025-09-24",
      "Slickrock Turnover Cleaning",
    );
    await record("Guest coffee & paper goods", "5100", "2025-09-20", "City Market");
    expect(await listedIds("guest cleaning")).toEqual([cleans.id]);
  });

  it("a filler word a trade's phrase holds is the phrase's (“make ready” is the unit turnover)", async () => {
    const turn = await record("Unit 3 turnover - paint & carpet", "5090", "2025-08-19", "Driftless Painting");
    expect(await listedIds("make ready")).toContain(turn.id);
  });
});
