// A query still being typed ends in a word of a few letters that is often something else too: a
// stopword ("he"), a state's code ("la"). The books' words after the one before say which word it
// is becoming. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyCreateBody } from "../../../shared/accounting";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const listed = async (query: string) =>
  described((await books.search(query)).answer.internalData.transactions);

beforeAll(async () => {
  books = await openTestBooks("Typing", new Date("2026-01-15T12:00:00Z"), {
    seed: 11,
    properties: 4,
    years: 1,
  });
  for (const description of [
    "Cistern heater serviced",
    "Cistern pump replaced",
    "Septic lateral jetted",
    "Boiler repair - igniter",
    "Boiler replacement",
    "Bathroom fan wired to a timer",
    "Bats removed from the attic - exclusion",
  ])
    await books.record(description, "5090", { payee: "Hollow Creek Services" });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("the last word, still being typed", () => {
  it("a stopword the books continue (“cistern he”) is the start of their word", async () => {
    const { answer, trace } = await books.search("cistern he");
    expect(trace.corrected).toBe("cistern heater");
    expect(described(answer.internalData.transactions)).toEqual(["Cistern heater serviced"]);
  });

  it("so is a state's code typed in lower case (“septic la”)", async () => {
    expect(await listed("septic la")).toEqual(["Septic lateral jetted"]);
  });

  it("typed in capitals, the code stays a code", async () => {
    const { trace } = await books.search("septic LA");
    expect(trace.corrected).toBeNull();
  });

  it("a short word the books most often write whole is not finished (“cleaning co”)", async () => {
    for (const description of ["Turnover clean", "Move-out clean"])
      await books.record(description, "5020", { payee: "Sparkle Cleaning Co" });
    await books.record("Window cleaning Colton office", "5020", { payee: "Clearview Windows" });
    await books.renewVocabulary();
    const { trace } = await books.search("sparkel cleaning co");
    expect(trace.corrected).toBe("sparkle cleaning co");
  });

  it("a word read as itself keeps every word it starts (“boiler re”)", async () => {
    expect((await listed("boiler re")).sort()).toEqual(["Boiler repair - igniter", "Boiler replacement"]);
  });

  it("a word begun that only a property's name goes on with (“aven”) is not corrected (“oven”)", async () => {
    await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Byers Avenue House", type: "single_family" }),
    );
    await books.record("Oven repair", "5090", { payee: "Hollow Creek Services" });
    await books.renewVocabulary();
    const { answer, trace } = await books.search("aven");
    expect(trace.corrected).toBeNull();
    expect(answer.internalData.properties.map((p) => p.name)).toContain("Byers Avenue House");
  });

  it("a word the thesaurus knows as a thing is that thing, not a property's name begun (“salt”)", async () => {
    const saltbox = await books.svc.createProperty(
      books.org,
      propertyCreateBody.parse({ name: "Monadnock Saltbox", type: "single_family" }),
    );
    // The Saltbox's row is no salt; the salt was bought for another house.
    await books.record("Snow shoveling - walks & steps", "5020", {
      payee: "Hollow Creek Services",
      propertyId: saltbox.id,
    });
    await books.record("POS DEBIT THE HOME DEPOT #2785 - ice melt", "5100", { payee: "The Home Depot" });
    await books.renewVocabulary();
    const { answer } = await books.search("salt");
    expect(described(answer.internalData.transactions)).toEqual([
      "POS DEBIT THE HOME DEPOT #2785 - ice melt",
    ]);
    // A word begun that the thesaurus has no other thing for is still the name being typed.
    expect((await books.search("saltb")).answer.internalData.properties.map((p) => p.name)).toEqual([
      "Monadnock Saltbox",
    ]);
  });

  it("a plural the books hold, typed last, is that word, not the start of others (“the bats”)", async () => {
    expect(await listed("getting rid of the bats")).toEqual(["Bats removed from the attic - exclusion"]);
  });

  it("a word the books hold whole, typed last after “the”, is that word (“who fixes the heat”)", async () => {
    await books.record("Heat pump repair - reversing valve", "5090", { payee: "Hollow Creek Services" });
    await books.renewVocabulary();
    const fixed = await listed("who fixes the heat");
    expect(fixed).toContain("Heat pump repair - reversing valve");
    expect(fixed).not.toContain("Cistern heater serviced");
    // Without "the" it may still be being typed: the words it starts are the books' too.
    expect(await listed("cistern heat")).toContain("Cistern heater serviced");
  });
});
