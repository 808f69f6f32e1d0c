// Slips that look like something else: a word typed in two halves ("garbage disp osal") whose first
// half is also a thesaurus phrase's word cut short, and a word one letter short of the search's own
// ("brough" of brought) that is as near the books' word; and what is no slip: a verb's form the books
// write in another form ("rekeying"), a correction that finds nothing either ("Columbus"), a word of
// a thing's name the books lack ("hose bib", no Bibb County's), and a word the books write as typed
// ("storm", no windstorm's). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Slips", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a slip in a name typed as it is written", () => {
  it("with its accents is read as the name (“Rafael Ochoa Sadívar”)", async () => {
    await books.addTenant("Rafael Ochoa Saldívar");
    const rent = await books.record("REMOTE DEPOSIT CHK #1040 - Main rent", "4000", {
      type: "income",
      payee: "Rafael Ochoa Saldívar",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("Rafael Ochoa Sadívar");
    expect(trace.corrected).toBe("Rafael Ochoa Saldivar");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([rent.id]);
  });

  it("with a capital inside it is a brand's, though a word too (“PaPal” is PayPal, “papal” a word)", async () => {
    const payout = await books.record("PAYPAL *DIRECT BOOKING 0XGT56E", "4000", {
      type: "income",
      payee: "PayPal",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("PaPal");
    expect(trace.corrected?.toLowerCase()).toBe("paypal");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([payout.id]);
    expect((await books.search("papal")).answer.internalData.transactions).toEqual([]);
  });

  it("as a possessive is the name's (“Blian’s”), where a name is so written; no other word is", async () => {
    const store = await books.record("Paint & roller kit", "5100", { payee: "Blain's Farm & Fleet" });
    await books.record("Lowest bid accepted - gutters", "5090", { payee: "Brightline Gutters" });
    await books.renewVocabulary();
    for (const typed of ["Blian's", "Blian’s farm and fleet"]) {
      const { answer, trace } = await books.search(typed);
      expect(trace.corrected?.toLowerCase()).toMatch(/^blain['’]s/);
      expect(answer.internalData.transactions.map((t) => t.id)).toEqual([store.id]);
    }
    // No name holds "lowest's": the store the books lack is mentioned nowhere.
    for (const typed of ["Lowe's", "Lowe’s"]) {
      const { answer } = await books.search(typed);
      expect(answer.internalData.transactions).toEqual([]);
      expect(answer.response).toContain("mentions “lowe”");
    }
  });

  it("one letter short is the name, not an everyday word with a stray key (“costo”)", async () => {
    const run = await books.record("COSTCO WHSE #0670 - paper goods, coffee", "5100", { payee: "Costco" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("costo");
    expect(trace.corrected).toBe("costco");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([run.id]);
  });

  it("is no asking word by no slip of the fingers (“dave landscaping”)", async () => {
    await books.record("Lawn mowing & edging", "5020", { payee: "Windward Yard Care" });
    await books.renewVocabulary();
    const { answer } = await books.search("dave landscaping");
    expect(answer.response).toContain("mentions “dave”");
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("two slips in one name", () => {
  it("are both read right: the first read right backs the second (“yariitza coln”)", async () => {
    await books.addTenant("Yaritza Colón");
    const rent = await books.record("MOBILE DEPOSIT Apt 2 RENT", "4000", {
      type: "income",
      payee: "Yaritza Colón",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("yariitza coln");
    expect(trace.corrected).toBe("yaritza colon");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([rent.id]);
  });

  it("a hyphened name typed as one word with a slip in it is the name (“sugmin bae”)", async () => {
    await books.addTenant("Sung-min Bae");
    const rent = await books.record("REMOTE DEPOSIT - Apt 3 rent", "4000", {
      type: "income",
      payee: "Sung-min Bae",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("sugmin bae");
    expect(trace.corrected).toBe("sung min bae");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([rent.id]);
  });
});

describe("a word typed in two halves", () => {
  it("is joined whole, leaving no half behind, where a phrase would finish its first half", async () => {
    // "disp" after "garbage" begins the thesaurus's "garbage disposal", and "monit" after "alarm"
    // its "alarm monitoring": finished first, "osal" and "oring" were left as words nothing says.
    const disposal = await books.record("Garbage disposal replaced", "5090", { payee: "Peak Plumbing" });
    const alarm = await books.record("Fire alarm monitoring", "5190", { payee: "Baker Fire & Security" });
    await books.renewVocabulary();
    for (const [query, joined, row] of [
      ["garbage disp osal replaced", "garbage disposal replaced", disposal],
      ["fire alarm monit oring", "fire alarm monitoring", alarm],
    ] as const) {
      const { answer, trace } = await books.search(query);
      expect(trace.corrected, query).toBe(joined);
      expect(answer.internalData.transactions.map((t) => t.id)).toEqual([row.id]);
    }
  });
});

describe("a word a letter short of the search's own", () => {
  it("is the books' word as near it, where the words beside it back that", async () => {
    // "brough" begins "brought" (money brought in), and is "borough" with a letter dropped.
    const tax = await books.record("Property tax - 1st half", "5130", {
      payee: "Fairbanks North Star Borough",
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("fairbanks north star brough");
    expect(trace.corrected).toBe("fairbanks north star borough");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([tax.id]);
  });

  it("is the word the rows say, alone, of two as near (“repais” is repairs, not “repaid”)", async () => {
    // "repaid" is the search's own word (money repaid) and a key's slip away; no row says it.
    const steps = await books.record("Porch step repairs", "5090", { payee: "Hollis Carpentry" });
    await books.renewVocabulary();
    for (const query of ["repais", "repais over $100"]) {
      const { answer, trace } = await books.search(query);
      expect(trace.corrected, query).toBe(query.replace("repais", "repairs"));
      expect(answer.internalData.transactions.map((t) => t.id)).toContain(steps.id);
    }
  });
});

describe("two letters swapped", () => {
  it("is the word of the same letters before one as near with a letter changed (“interent”)", async () => {
    // "interest" shares more of the typed word's trigrams; "internet" is its very letters.
    const internet = await books.record("Internet service - fiber", "5120", { payee: "Lumen Fiber" });
    await books.record("Interest on security deposits", "5190", { payee: "Lakeside Savings" });
    await books.renewVocabulary();
    // Alone, both read with every other word: the letters decide.
    const { answer, trace } = await books.search("interent");
    expect(trace.corrected).toBe("internet");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([internet.id]);
  });
});

describe("a verb's form the books write in another form", () => {
  it("is meant as typed, not a slip of a name that sounds like it (“rekeying” of “Locks rekeyed”)", async () => {
    const rekeyed = await books.record("Locks rekeyed - unit 2", "5090", { payee: "Summit Lock & Key" });
    const power = await books.record("Electric bill", "5120", { payee: "Rocky Mountain Power" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("rekeying");
    expect(trace.corrected).toBeNull();
    const listed = answer.internalData.transactions.map((t) => t.id);
    expect(listed).toContain(rekeyed.id);
    expect(listed).not.toContain(power.id);
  });

  it("is no slip of an everyday word either (“repaving” of “repaved”, not “repaying”)", async () => {
    const paved = await books.record("Parking lot repaved & striped", "5090", { payee: "Valley Asphalt" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("repaving the parking lot");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([paved.id]);
  });

  it("is no slip of a word that says nothing (“drying” is no “during”)", async () => {
    const dryer = await books.record("Dryer runs cold - vent cleaned", "5090", {
      payee: "Nicolet Appliance",
    });
    await books.record("Pipe froze during the cold snap", "5090", { payee: "Badger Plumbing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("dryer not drying");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([dryer.id]);
  });
});

describe("a word the books hold", () => {
  it("is no slip of a word the query leaves out (“rock wall” is no “rock all”)", async () => {
    await books.record("ROCKY MTN POWER ONLINE PMT", "5120", { payee: "Rocky Mountain Power" });
    await books.record("Retaining wall rebuilt - limestone", "5090", { payee: "Bluff City Masonry" });
    await books.record("Roach treatment - all units", "5020", { payee: "Sunflower Pest Control" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("rock wall");
    expect(trace.corrected).toBeNull();
    expect(answer.response).not.toContain("rock all");
  });
});

describe("a word begun beside a slip", () => {
  it("is read as begun, not as its nearest word, when the slip is weighed (“scorp sprayer”)", async () => {
    // "scorp" begins Scorpion, and is "corp" with a letter added: read as "corp", no row said
    // "spray" with it, and "sprayer" (a form of the books' "spray") was left uncorrected.
    const spray = await books.record("Scorpion & spider spray", "5020", { payee: "Slickrock Pest Control" });
    await books.record("Annual report filing", "5190", { payee: "Desert Holdings Corp" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("how much have I paid the scorp sprayer");
    // Before another word, "scorp" is the one word of the books it begins.
    expect(trace.corrected).toBe("how much have I paid the scorpion spray");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([spray.id]);
  });
});

describe("a word the books lack beside the words around any job", () => {
  it("is no slip of a payee's word those words back (“pool service” is no Cool Air service)", async () => {
    await books.record("HVAC service - spring tune-up", "5090", { payee: "Cool Air HVAC" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("pool service");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toContain("pool");
  });
});

describe("a word cut short before other words", () => {
  it("is the one word of the books it begins, read whole with its other words (“lodgi taxes”)", async () => {
    // Its start matched only rows that say "lodging": read whole, the thesaurus reads a lodging tax
    // as an occupancy tax too.
    const lodging = await books.record("City lodging tax - Sep", "5110", { payee: "Eureka Springs CAPC" });
    const occupancy = await books.record("Transient occupancy tax - Sep", "5110", { payee: "Moab City" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("lodgi taxes");
    expect(trace.corrected).toBe("lodging taxes");
    expect(answer.internalData.transactions.map((t) => t.id).sort()).toEqual(
      [lodging.id, occupancy.id].sort(),
    );
  });
});

describe("one vowel heard for another", () => {
  it("is the word that sounds as typed, where a key's neighbour is as near (“collecter”)", async () => {
    // "collected" is one key away (d beside r), "collector" one vowel: it is heard, not struck.
    const tax = await books.record("2025 real estate tax", "5110", { payee: "Greene County Collector" });
    await books.record("Back rent collected - Apt 2", "4000", { type: "income", payee: "Kenzie Stockam" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("collecter");
    expect(trace.corrected).toBe("collector");
    const listed = answer.internalData.transactions;
    expect(listed.map((t) => t.id)).toContain(tax.id);
    expect(listed.every((t) => /collector/i.test(t.description))).toBe(true);
  });

  it("in three letters is the word the others back (“heating oyl”)", async () => {
    const oil = await books.record("Heating oil delivery - 300 gal", "5120", { payee: "Polar Fuel Oil Co." });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("heating oyl");
    expect(trace.corrected).toBe("heating oil");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(oil.id);
  });
});

describe("a short slip the words beside it back", () => {
  it("is read by a category's phrase, where the rows say the category otherwise (“lte fees”)", async () => {
    await books.addTenant("Rocío Arellano");
    const charge = await books.record("Late charge - Unit 5", "4100", {
      payee: "Rocío Arellano",
      type: "income",
      cents: 4_500,
    });
    const { answer, trace } = await books.search("Rocío Arellano lte fees");
    expect(trace.corrected).toBe("Rocío Arellano late fees");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([charge.id]);
  });
});

describe("a real word the books lack beside a word that says nothing", () => {
  it("is not read as a near word of the books' (“the mold problem” is no “old problem”)", async () => {
    await books.record("Service call - drain", "5090", { payee: "Old Town Plumbing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("the mold problem");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toContain("“mold”");
  });

  it("is still read as its slip where it is no word (“rof work” is the roof's)", async () => {
    const roof = await books.record("Roof patched over porch", "5090", { payee: "Summit Roofing" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("rof work");
    expect(trace.corrected).toBe("roof work");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(roof.id);
  });
});

describe("a correction that finds nothing either", () => {
  it("is not offered: the word typed is the one mentioned nowhere (“Columbus”, not “Columbia”)", async () => {
    const { answer, trace } = await books.search("how many properties in Columbus");
    expect(answer.internalData.transactions).toEqual([]);
    expect(trace.unmatched).not.toEqual([]);
    expect(answer.response).toMatch(
      /^Nothing in your transactions, properties, tenants or accounts mentions “columbus”/,
    );
  });
});

describe("a word of a thing's name the books lack", () => {
  it("is no slip of a place's name (“hose bib” is no Bibb County's)", async () => {
    await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({
        name: "Ingleside Avenue House",
        type: "single_family",
        city: "Macon",
        state: "GA",
        notes: "Bibb County",
      }),
    );
    await books.record("Garden hose & nozzle", "5100", { payee: "Ace Hardware" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("hose bib");
    expect(trace.corrected).toBeNull();
    expect(answer.response).not.toMatch(/bibb/i);
  });
});

describe("a word the books write as typed", () => {
  it("is never read as the end of a longer word of theirs (“storm repairs” is no windstorm's)", async () => {
    const storm = await books.record("Storm damage - shingles replaced", "5090", { payee: "Peak Roofing" });
    await books.record("Windstorm - back fence replaced", "5090", { payee: "Valley Fence Co." });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("storm repairs");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(storm.id);
  });
});
