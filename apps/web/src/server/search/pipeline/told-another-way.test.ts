// Questions told another way than the rows: what a clause says of the thing ("the fridge that stopped
// keeping food cold"), when it was and whom it was for together ("when the tenant got locked out at
// night"), where it was, what it did not become and what it was for ("bats flying around inside the
// house", "dryer not getting hot", "rock salt for the steps"), a word for the house named ("the whole
// place"), the trade doing a job ("the accountant doing my taxes"), the upkeep done to a thing ("water
// softener maintenance") and the end of the books' longer word ("stone wall" of limestone, "quake" of
// earthquake). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const row = new Map<string, string>();
const rows = (...keys: string[]) => keys.map((k) => row.get(k)).sort();
const listed = async (query: string) => (await found(books, query)).ids.sort();

beforeAll(async () => {
  books = await openTestBooks("Told another way", new Date("2026-01-15T12:00:00Z"), {
    seed: 47,
    properties: 3,
    years: 1,
  });
  const { id: joplin } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({
      name: "Byers Avenue House",
      type: "single_family",
      city: "Joplin",
      state: "MO",
    }),
  );
  const { id: portsmouth } = await books.svc.createProperty(
    books.org,
    propertyCreateBody.parse({ name: "Long Wharf Condo", type: "condo", city: "Portsmouth", state: "NH" }),
  );
  for (const [key, description, code, options] of [
    ["fridge", "Fridge not cooling - defrost timer", "5090", { payee: "Dulles Appliance Service" }],
    ["lockout", "Lockout call - after midnight", "5090", { payee: "Drillfield Lock & Key" }],
    [
      "shower",
      "Shower cartridge replaced - kept the tenant up at night",
      "5090",
      { payee: "Pikes Peak Plumbing" },
    ],
    ["paint", "Whole house paint & LVP flooring", "5090", { payee: "Ozark Floors", propertyId: joplin }],
    ["traps", "Mouse traps & wasp spray", "5100", { payee: "Atwoods Ranch & Home", propertyId: joplin }],
    ["cpa", "2025 Schedule E prep", "5050", { payee: "Haverford & Mbeki CPA Group" }],
    ["taxbill", "2025 real estate tax", "5110", { payee: "Jasper County Collector" }],
    ["softener", "Water softener serviced", "5090", { payee: "Cache Valley Plumbing" }],
    ["furnace", "Furnace tune-up & filter", "5090", { payee: "Front Range Furnace & Air" }],
    ["wall", "Retaining wall rebuilt - limestone", "5090", { payee: "Bluff City Masonry" }],
    ["quake", "Earthquake coverage - annual premium", "5040", { payee: "GeoVera Insurance" }],
    ["counter", "Kitchen countertop - laminate", "5090", { payee: "Joplin Paint & Floor" }],
    [
      "bats",
      "Bats sealed out of the attic - one-way doors",
      "5020",
      { payee: "Chippewa Valley Pest Control" },
    ],
    ["dryer", "Dryer runs cold - vent cleaned & thermal fuse", "5090", { payee: "Nicolet Appliance Repair" }],
    ["salt", "DEBIT CARD PURCHASE RURAL KING - rock salt & heat tape", "5100", { payee: "Rural King" }],
    ["repaint", "Repaint between tenants - 2 BR", "5090", { payee: "Vieux Carre Painting Co." }],
    ["lvp", "LVP installed - back bedroom", "5090", { payee: "Kenai Home Services" }],
    ["oak", "Live oak limbs trimmed off the roof", "5020", { payee: "Live Oak Lawn & Tree" }],
    ["sign", "Pylon sign ballast replaced", "5090", { payee: "Cornhusker Electric" }],
    ["broker", "Broker fee - Suite C new lease", "5030", { payee: "Tri-Cities Commercial Realty" }],
    ["toilet", "Toilet clog cleared - auger", "5090", { payee: "Commonwealth Plumbing Co." }],
    ["keys", "New mailbox keys cut", "5090", { payee: "Keyed Up Locksmith" }],
    ["rebate", "NHSaves heat pump rebate", "4900", { payee: "Eversource", type: "income" }],
    [
      "elevator",
      "Special assessment - elevator modernization",
      "5190",
      { payee: "Long Wharf Condominium Assn" },
    ],
    [
      "dishwasher",
      "BEST BUY #0412 - Bosch dishwasher + install",
      "5090",
      { payee: "Best Buy", propertyId: portsmouth },
    ],
  ] as const)
    row.set(key, (await books.record(description, code, options)).id);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a sentence's detail set aside", () => {
  it("what a clause says of the thing is detail, though the books hold its words nowhere", async () => {
    const { ids, leftOut } = await found(books, "the fridge that stopped keeping food cold");
    expect(ids).toEqual([row.get("fridge")]);
    expect(leftOut).toEqual(expect.arrayContaining(["food", "cold"]));
  });

  it("when it was and whom it was for go together before what happened", async () => {
    const { ids, leftOut } = await found(books, "when the tenant got locked out at night");
    expect(ids).toEqual([row.get("lockout")]);
    expect(leftOut.sort()).toEqual(["night", "tenant"]);
  });

  it("where it was, what it was doing there and what it did not become are detail", async () => {
    const bats = await found(books, "bats flying around inside the house");
    expect(bats.ids).toEqual([row.get("bats")]);
    expect(bats.leftOut).toEqual(expect.arrayContaining(["flying", "around", "inside"]));
    const dryer = await found(books, "dryer not getting hot");
    expect(dryer.ids).toEqual([row.get("dryer")]);
    expect(dryer.leftOut).toEqual(["hot"]);
  });

  it("the side of the house said after “out” is where it was (“the sign out front”)", async () => {
    const { ids, leftOut } = await found(books, "sign out front");
    expect(ids).toEqual([row.get("sign")]);
    expect(leftOut).toEqual(["front"]);
  });

  it("what a thing was for is detail (“rock salt for the steps”)", async () => {
    const { ids, leftOut } = await found(books, "rock salt for the steps");
    expect(ids).toContain(row.get("salt"));
    expect(leftOut).toEqual(["steps"]);
  });

  it("a time the rows say stays: only whom it was for is set aside", async () => {
    const { ids, leftOut } = await found(books, "the tenant locked out at midnight");
    expect(ids).toEqual([row.get("lockout")]);
    expect(leftOut).toEqual(["tenant"]);
  });
});

describe("the words around the thing asked about", () => {
  it("a word for the house named is that house, no word its rows must say", async () => {
    expect(await listed("repainting the whole place in Joplin")).toEqual(rows("paint"));
    expect(await listed("paint the whole place in Joplin")).toEqual(rows("paint"));
  });

  it("a trade doing a job is the trade's bills, not the job's category", async () => {
    expect(await listed("the accountant doing my taxes")).toEqual(rows("cpa"));
  });

  it("the upkeep of a thing is the thing's rows, whatever job they name", async () => {
    expect(await listed("water softener maintenance")).toEqual(rows("softener"));
    const furnace = await listed("furnace maintenance");
    expect(furnace).toContain(row.get("furnace"));
    expect(furnace).not.toContain(row.get("softener"));
    expect(furnace).not.toContain(row.get("wall"));
  });
});

describe("a word the books hold only as the end of a longer one", () => {
  it("is that word, where the other words are said with it", async () => {
    const stone = await books.search("stone wall");
    expect(stone.trace.corrected).toBe("limestone wall");
    expect(stone.answer.internalData.transactions.map((t) => t.id)).toEqual([row.get("wall")]);
    const quake = await books.search("quake insurance");
    expect(quake.trace.corrected).toBe("earthquake insurance");
    expect(quake.answer.internalData.transactions.map((t) => t.id)).toEqual([row.get("quake")]);
  });

  it("is no guess where the other words are never said with it", async () => {
    const { answer, trace } = await books.search("stone countertop");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("words meant as typed, and the books' own names", () => {
  it("the event a job came between is detail (“repainting between renters”)", async () => {
    const { ids, leftOut } = await found(books, "repainting between renters");
    expect(ids).toEqual([row.get("repaint")]);
    expect(leftOut).toHaveLength(1);
  });

  it("new floors are the LVP", async () => {
    expect(await listed("new flooring")).toContain(row.get("lvp"));
  });

  it("two words English names one thing by are no slip of others (“living room” is no living roof)", async () => {
    const { answer, trace } = await books.search("living room");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions.map((t) => t.id)).not.toContain(row.get("oak"));
  });

  it("the line of trade in payees' names names none of them (“commercial toilet repair”)", async () => {
    const ids = await listed("commercial toilet repair");
    expect(ids).toContain(row.get("toilet"));
    expect(ids).not.toContain(row.get("broker"));
  });
});

describe("what a sentence's words set aside take with them", () => {
  it("the money's way the categories set aside implied (“rebate from the utility for the heat pump”)", async () => {
    const { ids, leftOut } = await found(books, "rebate from the utility for the heat pump");
    expect(ids).toContain(row.get("rebate"));
    expect(leftOut).toEqual(["utility"]);
  });

  it("an upgrade is the job done, and a new thing the one installed", async () => {
    expect((await found(books, "elevator upgrade assessment")).ids).toEqual([row.get("elevator")]);
    const dishwasher = await found(books, "new dishwasher from Best Buy");
    expect(dishwasher.ids).toEqual([row.get("dishwasher")]);
    // "+ install" says it was put in new: nothing is set aside.
    expect(dishwasher.leftOut).toEqual([]);
  });
});
