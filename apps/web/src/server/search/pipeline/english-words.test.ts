// A word of English typed whole is that word, not the start of a name no dictionary holds ("fan" is no
// Fannin County, "rug" no Rugglesworth): a name is still found by its start typed ("fann"), and a longer
// form of the word still by the word ("janitor": janitorial). A verb's -ing form typed whole ("renting")
// also finds the nouns the books make of the verb ("rental"). Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;

beforeAll(async () => {
  books = await openTestBooks("English words", new Date("2026-01-15T12:00:00Z"), {
    seed: 47,
    properties: 3,
    years: 1,
  });
}, 120_000);

afterAll(() => closeSearchTestDatabase());

const listed = async (query: string) =>
  (await books.search(query)).answer.internalData.transactions.map((t) => t.id);

describe("a word of English typed whole", () => {
  it("is the word, not the start of a payee's name (“fan”, not Fannin County)", async () => {
    const fan = await books.record("Ceiling fan replaced", "5090", { payee: "Middle Georgia Electric" });
    const bill = await books.record("2025 property tax bill", "5130", {
      payee: "Fannin County Tax Commissioner",
    });
    await books.renewVocabulary();
    expect(await listed("fan")).toEqual([fan.id]);
    expect(await listed("ceiling fan")).toEqual([fan.id]);
    // The name's start, typed as such, is still the name.
    expect(await listed("fann")).toEqual([bill.id]);
  });

  it("is not the start of a tenant's name the books hold no such word of (“rug”, not Rugglesworth)", async () => {
    const rent = await books.record("Apt 3 rent - Devontae Rugglesworth", "4000", {
      type: "income",
      payee: "Devontae Rugglesworth",
    });
    await books.renewVocabulary();
    expect(await listed("rug")).toEqual([]);
    expect(await listed("rugg")).toContain(rent.id);
  });

  it("still finds its longer forms (“janitor”: the janitorial service)", async () => {
    const janitorial = await books.record("Janitorial - halls & restrooms", "5020", {
      payee: "Pristine Janitorial of SWLA",
    });
    await books.renewVocabulary();
    expect(await listed("janitor")).toEqual([janitorial.id]);
  });

  it("stays the start of longer words when it starts more of them than are spelled out (“con”)", async () => {
    // Forty-one of the books' words start with "con" before "conversion" does, and a tenant's name.
    const words = [
      "concave concealed concierge conclusion concord concourse concrete concussion condemned condensate",
      "condenser condition conditioner condo condolence conduct conductor conduit cone confetti",
      "confidential configured confined confirmed conflict confluence conformed confusion congested congress",
      "conical conifer conjoined connected connector conserve consigned console constable consultant",
      "contract",
    ];
    for (const line of words)
      await books.record(`Punch list - ${line}`, "5090", { payee: "Ridgeline Handyman" });
    await books.record("Apt 2 rent - Dana Conover", "4000", { type: "income", payee: "Dana Conover" });
    const garage = await books.record("Garage conversion - framing", "5090", { payee: "Ridgeline Handyman" });
    await books.renewVocabulary();
    expect(await listed("con")).toContain(garage.id);
  });
});

describe("a verb's -ing form typed whole", () => {
  it("finds the nouns the books make of the verb (“renting”: the rental license)", async () => {
    const license = await books.record("Rental license - annual", "5190", {
      payee: "City of Fort Collins Rental Housing",
    });
    await books.renewVocabulary();
    // No row says "fees" with the rest: it is set aside, and "renting" is the rental.
    expect(await listed("license fees for renting")).toEqual([license.id]);
    expect(await listed("how much were the license fees for renting")).toEqual([license.id]);
  });

  it("reaches no person's name (“parking” is no tenant named Parker)", async () => {
    await books.addTenant("Marisol Parker");
    const space = await books.record("Parking space rent - Unit 2", "4900", {
      type: "income",
      payee: "Tomasz Wierzbicki",
    });
    await books.renewVocabulary();
    expect(await listed("parking rent")).toEqual([space.id]);
    const { answer } = await books.search("parking rent collected");
    expect(answer.response).not.toContain("Parker");
    expect(answer.results.filter((r) => /^(tenant|property):/.test(r.id))).toEqual([]);
  });
});
