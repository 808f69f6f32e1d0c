// A real word typed for its neighbour is put right only where the books never say the two together, and
// never into a word the query would drop.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const record = (description: string, payee: string) =>
  books.record(description, "5090", { payee, cents: 21_000 });

beforeAll(async () => {
  books = await openTestBooks("Real words", new Date("2026-01-15T12:00:00Z"), {
    seed: 17,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a real word typed for another", () => {
  it("is meant as typed where many rows say both words, though never side by side", async () => {
    // "deck sealer" never meets as a phrase, and "deck sealed" does twice: but fifty rows say the
    // sealer and the deck, so the sealer is what was meant.
    for (let n = 0; n < 50; n++) await record(`Sealer for deck boards - batch ${n + 1}`, "Ridgeline Supply");
    await record("Deck sealed - north side", "Brightside Exteriors");
    await record("Deck sealed - south side", "Brightside Exteriors");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("deck sealer");
    expect(trace.corrected).toBeNull();
    expect(trace.matched).toBe(50);
    const listed = answer.internalData.transactions.map((t) => t.description);
    expect(listed.every((d) => d.startsWith("Sealer for deck"))).toBe(true);
  });

  it("is the books' name where the property named beside it holds that name's rows (“Energy …”)", async () => {
    const property = (name: string) =>
      books.svc.createProperty(books.org, propertyCreateBody.parse({ name, type: "multi_family" }));
    const fourplex = await property("Spanish Town Fourplex");
    const cottage = await property("Garden District Cottage");
    await property("Mid City Duplex");
    // The rows say the utility, never the property, which is where they were booked.
    const lights = await books.record("ENTERGY - common lights", "5120", {
      payee: "Entergy Louisiana",
      propertyId: fourplex.id,
    });
    await books.record("ENTERGY - house meter", "5120", {
      payee: "Entergy Louisiana",
      propertyId: cottage.id,
    });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("Energy Spanish Town Fourplex");
    expect(trace.corrected).toBe("Entergy Spanish Town Fourplex");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([lights.id]);
    // Where the property holds none of them, "energy" is what was asked about, and nothing says it.
    const elsewhere = await books.search("Energy Mid City Duplex");
    expect(elsewhere.trace.corrected).toBeNull();
    expect(elsewhere.answer.internalData.transactions).toEqual([]);
  });
});

describe("a word the books say, beside one they never say with it", () => {
  it("is no slip of a shorter word it goes on past (“new driveway” is no “new drive”)", async () => {
    const driveway = await record("Driveway replaced - 4 in. concrete", "Old Fort Concrete");
    await record("Storm door rehung & new closer", "Gem City Handyman Services");
    await record("Drive belt replaced - dryer", "Gem City Handyman Services");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("new driveway");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([driveway.id]);
  });
});

describe("a real word the books never say", () => {
  it("is no slip of a word the query would drop (“settling” is not “getting”)", async () => {
    await record("Foundation piers - east wall cracks kept getting wider", "Flint Hills Foundation Repair");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("settling cracks");
    expect(trace.corrected).toBeNull();
    expect(trace.leftOut).toEqual(["settling"]);
    expect(answer.internalData.transactions.map((t) => t.payee)).toEqual(["Flint Hills Foundation Repair"]);
  });

  it("is no slip of a stop word either (“oven” is not “over”), and “using” is no word to find", async () => {
    await record("Furnace repaired over the weekend", "Eastern Iowa Heating & Air");
    await books.renewVocabulary();
    const oven = await books.search("heating with the oven");
    expect(oven.trace.corrected).toBeNull();
    expect(oven.answer.internalData.transactions).toEqual([]);
    const stove = await record("No heat - tenant was heating with the oven", "Key City Heating & Cooling");
    await books.renewVocabulary();
    const { answer, trace } = await books.search("tenant was using the stove for heat");
    expect(answer.internalData.transactions.map((t) => t.id)).toEqual([stove.id]);
    // Not named as a word the books never say with the rest: it asked for nothing.
    expect(trace.leftOut).toEqual([]);
  });
});
