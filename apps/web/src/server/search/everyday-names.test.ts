// An owner's everyday name for what the rows say in the trade's words (thesaurus-groups.ts,
// thesaurus-fixtures.ts, thesaurus-kinds.ts): "mouse poison" is the rodent bait, "bees" the wasp
// treatment, "rebate for replacing grass" the xeriscape rebate; and a category's one word typed in two
// (split-words.ts).
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "./test-books";
import { closeSearchTestDatabase } from "./test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("Everyday names", new Date("2026-01-15T12:00:00Z"), {
    seed: 31,
    properties: 2,
    years: 1,
  });
  const jobs: [string, string, string][] = [
    ["Rat bait stations - service", "5020", "Salish Sea Pest Control"],
    ["Termite bait station monitoring", "5020", "Salish Sea Pest Control"],
    ["Wasp & yellowjacket treatment", "5020", "Salish Sea Pest Control"],
    ["Crawlspace encapsulation & vapor barrier", "5090", "Georgia Crawlspace Solutions"],
    ["Basement water cleanup - sump failed", "5090", "ServiceMaster of Cedar Rapids"],
    ["RECURRING PMT DOORLOOP INC - pro plan", "5190", "DoorLoop"],
    ["Tuckpointing - north brick wall & parapet", "5090", "River City Masonry"],
    ["Fire escape stair repaired & painted", "5090", "Old Capitol Handyman"],
    ["Parking lot resealed & restriped", "5090", "Sweetwater Paving"],
    ["Heat tape & pipe insulation", "5100", "Murdoch's Ranch & Home"],
    ["Water softener serviced", "5090", "Cache Valley Plumbing"],
    ["LOWE'S #2059 - mini blinds (x6)", "5100", "Lowe's"],
    ["Residential rental license", "5190", "City of New Haven LCI"],
    ["Pressure reducing valve replaced", "5090", "Kamaka Plumbing LLC"],
    ["Ridge cap leak repaired", "5090", "Hale Roofing Hawaii"],
    ["Weatherhead & service mast repaired", "5090", "Fontenot Electric LLC"],
    ["Storm door closer replaced", "5090", "Handy Andy's Home Repair"],
    ["Shower valve cartridge replaced", "5090", "ClearFlow Plumbing & Drain"],
    ["Monthly close - books reconciled", "5050", "Haverford CPA Group"],
    ["Dishwasher not draining - pump cleared", "5090", "Gulf South Appliance Repair"],
    ["Lanai ceiling fan replaced", "5090", "Lanakila Electric"],
    ["Ceiling fan installed - bedroom", "5090", "Fontenot Electric LLC"],
    ["CHECK #2218 - porch floorboards replaced", "5090", "Big Easy Handyman"],
    ["Heat strips replaced - air handler", "5090", "Cajun Air Conditioning & Heating"],
    ["Split AC cleaned & serviced", "5090", "Island Breeze AC & Refrigeration"],
    ["MENARDS #3971 - ice melt & shovels", "5100", "Menards"],
    ["Heat pump tune-up", "5090", "Red Dirt Heating & Air"],
    ["Equipment breakdown coverage - annual", "5040", "Sodbuster Mutual Insurance"],
    ["Smoke & CO detectors replaced (hardwired)", "5090", "Szabo Electric LLC"],
    ["Frozen line in crawlspace thawed", "5090", "Platte Valley Plumbing"],
    ["Toilet leaking at the base - reset", "5090", "Classic City Plumbing"],
    ["Mouse entry points sealed", "5020", "Shenandoah Pest Control"],
    ["Flickering lights - loose neutral", "5090", "Volt Brothers Electric"],
    ["Squirrels in soffit - one-way door", "5020", "Critter Ridders Wildlife Removal"],
    ["Panel upgrade to 200A", "5090", "Volt Brothers Electric"],
    ["Condenser fan motor replaced", "5090", "Arctic Breeze Heating & Cooling"],
    ["Commercial pkg (BOP) renewal", "5040", "Tidewater Mutual Insurance"],
    ["AMZN MKTP US - guest toiletries & coffee pods", "5100", "Amazon"],
    ["Hurricane policy renewal", "5040", "Pacific Isle Mutual"],
    ["CHECKCARD FRED MEYER #6260 - furnace filters & bulbs", "5100", "Fred Meyer"],
    ["Carpet restretched & seam repair", "5090", "Last Frontier Flooring"],
    ["Eviction filing", "5190", "Brightwater Law Group"],
    ["Garbage disposal replaced", "5090", "Pikes Peak Plumbing"],
    ["WDI termite inspection", "5020", "Ocmulgee Termite & Pest"],
    ["Propane - tank refill", "5120", "Estes Valley Propane"],
    ["Wind-torn shingles patched", "5090", "Holtz Roofing Co."],
    ["Ice dam cleared & shingles resealed", "5090", "Hruska Bros. Roofing"],
    ["Jalousie louvers replaced", "5090", "Mālama Home Repair"],
    ["Arctic entry rebuilt", "5090", "Cook Inlet Carpentry"],
    ["Punch list before move-in", "5090", "Handy Andy's Home Repair"],
    ["Featured listing upgrade", "5000", "Zumper"],
  ];
  for (const [description, code, payee] of jobs)
    await books.record(description, code, { payee, cents: 21_000 });
  await books.record("Basement rent - Sep", "4000", {
    payee: "Pa Nhia Xiong",
    cents: 95_000,
    type: "income",
  });
  await books.record("Rent Sep", "4000", {
    payee: "Brick Street Tattoo Co.",
    cents: 165_000,
    type: "income",
  });
  await books.record("Xeriscape rebate", "4900", {
    payee: "Fort Collins Utilities",
    cents: 75_000,
    type: "income",
  });
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const listed = async (query: string) =>
  described((await books.search(query)).answer.internalData.transactions);

describe("an owner's everyday name", () => {
  it("finds the rodent bait, not the termite bait (“mouse poison”)", async () => {
    expect(await listed("mouse poison")).toEqual(["Rat bait stations - service"]);
  });

  it("finds the wasps for the insects that sting (“bees”, “stinging insects”)", async () => {
    expect(await listed("bees")).toEqual(["Wasp & yellowjacket treatment"]);
    expect(await listed("stinging insects")).toEqual(["Wasp & yellowjacket treatment"]);
  });

  it("finds the encapsulation for a damp crawl space (“crawl space moisture”)", async () => {
    expect(await listed("crawl space moisture")).toEqual(["Crawlspace encapsulation & vapor barrier"]);
    expect(await listed("damp crawlspace")).toEqual(["Crawlspace encapsulation & vapor barrier"]);
  });

  it("finds the city's rebate for taking out the lawn (“rebate for replacing grass”)", async () => {
    expect(await listed("rebate for replacing grass")).toEqual(["Xeriscape rebate"]);
  });

  it("finds the basement's water, not its rent (“flooded basement”)", async () => {
    expect(await listed("flooded basement")).toEqual(["Basement water cleanup - sump failed"]);
  });

  it("finds the software's maker for the kind of software (“landlord software”)", async () => {
    expect(await listed("landlord software")).toEqual(["RECURRING PMT DOORLOOP INC - pro plan"]);
    expect(await listed("property management software")).toEqual(["RECURRING PMT DOORLOOP INC - pro plan"]);
  });

  it("finds the masonry for the bricks repointed, not a tenant's name (“bricks repointed”)", async () => {
    expect(await listed("bricks repointed")).toEqual(["Tuckpointing - north brick wall & parapet"]);
  });

  it("finds the fire escape by the exit's name (“emergency exit stairs”)", async () => {
    expect(await listed("emergency exit stairs")).toEqual(["Fire escape stair repaired & painted"]);
  });

  it("finds the lines painted again for the lot's striping (“lot striping”)", async () => {
    expect(await listed("lot striping")).toEqual(["Parking lot resealed & restriped"]);
  });

  it("finds the heat tape for keeping pipes from freezing", async () => {
    expect(await listed("keeping pipes from freezing")).toEqual(["Heat tape & pipe insulation"]);
  });

  it("finds the water softener for hard water", async () => {
    expect(await listed("hard water")).toEqual(["Water softener serviced"]);
  });

  it("finds the storm door for the screen door and the shower valve for its faucet", async () => {
    expect(await listed("screen door closer")).toEqual(["Storm door closer replaced"]);
    expect(await listed("shower faucet")).toEqual(["Shower valve cartridge replaced"]);
  });

  it("finds the mini blinds for “window blinds” and the rental license for “landlord license”", async () => {
    expect(await listed("window blinds")).toEqual(["LOWE'S #2059 - mini blinds (x6)"]);
    expect(await listed("landlord license")).toEqual(["Residential rental license"]);
  });
});

describe("a house's parts by another name", () => {
  it("finds the lanai for the porch, and the porch's floorboards for its boards", async () => {
    expect(await listed("ceiling fan on the porch")).toEqual(["Lanai ceiling fan replaced"]);
    expect(await listed("porch boards")).toEqual(["CHECK #2218 - porch floorboards replaced"]);
  });

  it("finds the heat strips for electric heat and the split AC for the mini split", async () => {
    expect(await listed("electric heat")).toEqual(["Heat strips replaced - air handler"]);
    expect(await listed("mini split cleaning")).toEqual(["Split AC cleaned & serviced"]);
  });

  it("finds the smoke detectors for the fire alarm and the frozen line for the water line", async () => {
    expect(await listed("fire alarm replacement")).toEqual(["Smoke & CO detectors replaced (hardwired)"]);
    expect(await listed("frozen water line")).toEqual(["Frozen line in crawlspace thawed"]);
  });

  it("finds the equipment breakdown policy for “boiler insurance”", async () => {
    expect(await listed("boiler insurance")).toEqual(["Equipment breakdown coverage - annual"]);
  });

  it("finds the soffit for the eaves and the condenser for the AC's outside unit", async () => {
    expect(await listed("squirrels in the eaves")).toEqual(["Squirrels in soffit - one-way door"]);
    expect(await listed("outside AC unit fan")).toEqual(["Condenser fan motor replaced"]);
  });

  it("finds the panel upgraded for the electrical service and the BOP for the package policy", async () => {
    expect(await listed("electrical service upgrade")).toEqual(["Panel upgrade to 200A"]);
    expect(await listed("commercial package policy")).toEqual(["Commercial pkg (BOP) renewal"]);
  });

  it("finds the guests' toiletries, the bulbs among the supplies and the hurricane policy", async () => {
    expect(await listed("shampoo")).toEqual(["AMZN MKTP US - guest toiletries & coffee pods"]);
    expect(await listed("light bulbs")).toEqual(["CHECKCARD FRED MEYER #6260 - furnace filters & bulbs"]);
    expect(await listed("windstorm insurance")).toEqual(["Hurricane policy renewal"]);
  });

  it("finds the eviction for a tenant taken to court, no street called Tenant Court", async () => {
    expect(await listed("taking a tenant to court")).toEqual(["Eviction filing"]);
  });

  it("finds the ice melt for the sidewalk's salt and the tune-up for the furnace's check-up", async () => {
    expect(await listed("salt for the sidewalk")).toEqual(["MENARDS #3971 - ice melt & shovels"]);
    expect(await listed("furnace check up")).toEqual(["Heat pump tune-up"]);
  });
});

describe("an owner's account of the trouble", () => {
  it("finds the pressure valve for water pressure “too high”, “too” saying nothing a row says", async () => {
    expect(await listed("water pressure too high")).toEqual(["Pressure reducing valve replaced"]);
  });

  it("finds the heat tape for what keeps the pipes from freezing (“stop the pipes freezing”)", async () => {
    for (const query of ["stop the pipes freezing", "prevent pipes freezing"]) {
      const { answer, trace } = await books.search(query);
      expect(trace.unmatched).toEqual([]);
      expect(described(answer.internalData.transactions)).toEqual(["Heat tape & pipe insulation"]);
    }
  });

  it("finds the toilet reset for a wobbly toilet and the entry points for the mouse holes", async () => {
    expect(await listed("toilet rocking")).toEqual(["Toilet leaking at the base - reset"]);
    expect(await listed("wobbly toilet")).toEqual(["Toilet leaking at the base - reset"]);
    expect(await listed("mouse holes sealed")).toEqual(["Mouse entry points sealed"]);
  });

  it("finds the flickering lights for lights “blinking”", async () => {
    expect(await listed("lights blinking")).toEqual(["Flickering lights - loose neutral"]);
  });

  it("finds the carpet restretched for “carpet wrinkles”", async () => {
    expect(await listed("carpet wrinkles")).toEqual(["Carpet restretched & seam repair"]);
  });

  it("finds the drain cleared for a dishwasher “full of water”", async () => {
    expect(await listed("dishwasher full of water")).toEqual(["Dishwasher not draining - pump cleared"]);
  });

  it("finds the ridge cap for the roof's peak and the weatherhead for the power line", async () => {
    expect(await listed("roof peak leak")).toEqual(["Ridge cap leak repaired"]);
    expect(await listed("power line to the house")).toEqual(["Weatherhead & service mast repaired"]);
  });
});

describe("owners' names for a fixture, an inspection and a delivery", () => {
  it("finds the garbage disposal for the sink's or kitchen's disposal", async () => {
    expect(await listed("sink disposal")).toEqual(["Garbage disposal replaced"]);
    expect(await listed("kitchen disposal broke")).toEqual(["Garbage disposal replaced"]);
  });

  it("finds the WDI inspection for the termite letter, not the bait stations", async () => {
    expect(await listed("termite letter")).toEqual(["WDI termite inspection"]);
  });

  it("finds the propane refill for a fill-up", async () => {
    expect(await listed("propane fill up")).toEqual(["Propane - tank refill"]);
  });

  it("finds the wind-torn shingles, not every shingle, for shingles “blown off”", async () => {
    expect(await listed("shingles blown off")).toEqual(["Wind-torn shingles patched"]);
  });

  it("finds the punch list for the walkthrough, and the listing sites' bills as advertising", async () => {
    expect(await listed("what did the last walkthrough cost")).toEqual(["Punch list before move-in"]);
    const { answer } = await books.search("how much do we spend on listing sites");
    expect(described(answer.internalData.transactions)).toContain("Featured listing upgrade");
    expect(answer.internalData.transactions.every((t) => t.category === "Advertising")).toBe(true);
  });

  it("finds the jalousies for louver windows and the arctic entry for the mudroom", async () => {
    expect(await listed("louver windows")).toEqual(["Jalousie louvers replaced"]);
    expect(await listed("mudroom rebuilt")).toEqual(["Arctic entry rebuilt"]);
  });
});

describe("a category's one word typed in two", () => {
  it("reads “book keeping” and “lock smith” as the one word", async () => {
    const pairs: [string, string][] = [
      ["book keeping", "bookkeeping"],
      ["lock smith", "locksmith"],
    ];
    for (const [apart, word] of pairs) {
      const { answer, trace } = await books.search(apart);
      expect(trace.corrected).toBe(word);
      expect(described(answer.internalData.transactions)).toEqual(await listed(word));
    }
    expect(await listed("book keeping")).toEqual(["Monthly close - books reconciled"]);
  });
});
