// Words a vendor's name shares with other rows, words that alone say little, a slip in a name beside a
// cut category word, a short word with a letter dropped, a name's short word with one added, a cut word
// that starts two names: the rows that say what was typed are found, and the answer names only the
// payees found. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const search = (query: string) => books.search(query);
const listed = async (query: string) => described((await search(query)).answer.internalData.transactions);

/** A tenant and the rent they paid on each of `dates`. */
async function tenantPaying(name: string, description: string, dates: readonly string[]) {
  await books.addTenant(name);
  for (const date of dates)
    await books.record(description, "4000", { type: "income", cents: 120_000, date, payee: name });
}

beforeAll(async () => {
  books = await openTestBooks("Vendor words", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 4,
    years: 1,
  });
  const record = (description: string, payee: string, date: string, code = "5090") =>
    books.record(description, code, { date, payee, cents: 32_500 });
  await record("Chimney liner install", "Soot Sweepers Chimney Svc", "2025-03-04");
  await record("Annual sweep & inspection", "Soot Sweepers Chimney Svc", "2025-09-04");
  await record("Flashing repair around chimney", "Ridgeline Roofing", "2025-06-10");
  await record("Main line camera inspection", "Rooter Brothers Drain", "2025-05-12");
  await record("Emergency work - burst pipe", "Rooter Brothers Drain", "2025-07-19");
  for (const date of ["2025-02-03", "2025-03-03"])
    await record("PSE GAS BILL PAY - boiler", "Quillamet Sound Energy", date, "5120");
  await record("Shop towels and bulbs", "Hardwick Hardware", "2025-04-08", "5130");
  for (const date of ["2025-01-05", "2025-02-05"])
    await record("Loan payment - principal & interest", "Harbor Federal Credit Union", date, "5070");
  await record("Land survey - lot line", "Meridian Surveying", "2025-05-02");
  await record("Dishwasher repair", "Quick-Fix Appliance", "2025-06-02");
  await record("Loan interest - Ridge St", "Zuo Pacific Lending", "2025-08-01", "5070");
  await record("Backflow preventer test", "Tulsa Backflow Testing", "2025-04-15");
  await record("AMERIS BANK MTG PYMT WEB", "Ameris Bank", "2025-09-01", "5070");
  await books.record("Security deposit return - Dana Kirby", "2100", {
    type: "transfer",
    date: "2025-06-30",
    payee: "Dana Kirby",
  });
  await record("Safe room installed - garage floor", "FamilySAFE Shelters", "2025-04-09");
  // A shop that rents a suite, named by its trade in other words than its own.
  await tenantPaying("Sweet Tea Nail Studio LLC", "ACH CREDIT SWEET TEA NAIL STU RENT", [
    "2025-06-01",
    "2025-07-01",
  ]);
  // A tenant whose name starts as a vendor's does, paying after the vendor's last job.
  await tenantPaying("Ines Rooterfeld", "Rent - Ines Rooterfeld", ["2025-08-01", "2025-09-01"]);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("a word of a vendor's name that other rows say", () => {
  it("lists the vendor's rows and the other rows that say it (“chimney”, and cut short “chimn”)", async () => {
    for (const query of ["chimney", "chimn"])
      expect((await listed(query)).sort()).toEqual([
        "Annual sweep & inspection",
        "Chimney liner install",
        "Flashing repair around chimney",
      ]);
  });

  it("lists the rows that say it in another form (“painting”: the paint bought, the painter's job)", async () => {
    await books.record("Make-ready - paint & LVP", "5090", {
      date: "2025-07-26",
      payee: "Choice City Painting",
    });
    await books.record("DEBIT CARD PURCHASE SUTHERLANDS - paint & rollers", "5100", {
      date: "2025-07-20",
      payee: "Sutherlands",
    });
    await books.renewVocabulary();
    expect((await listed("painting")).sort()).toEqual([
      "DEBIT CARD PURCHASE SUTHERLANDS - paint & rollers",
      "Make-ready - paint & LVP",
    ]);
  });

  it("is still the vendor when the query asks what it was paid (“how much did we pay chimney”)", async () => {
    const { answer } = await search("how much did we pay chimney sweepers");
    expect(answer.internalData.transactions.map((t) => t.payee)).toEqual([
      "Soot Sweepers Chimney Svc",
      "Soot Sweepers Chimney Svc",
    ]);
  });

  it("is the thing's, asked of or not, where other payees' rows say it before the thing (“oil furnace”)", async () => {
    const furnace = await books.record("Oil furnace replaced", "5090", {
      payee: "Tanana Valley Heating",
      date: "2025-09-24",
      cents: 840_000,
    });
    for (const date of ["2025-10-11", "2025-11-11"])
      await books.record("Heating oil delivery - 300 gal", "5120", { payee: "Polar Fuel Oil Co.", date });
    await books.renewVocabulary();
    const { answer } = await search("how much did the oil furnace cost");
    expect(answer.internalData.transactions[0]?.id).toBe(furnace.id);
    expect(answer.response).toContain("$8,400.00 to Tanana Valley Heating");
  });
});

describe("one word of a payee's name beside the word it makes a phrase with", () => {
  it("is the phrase's (“fire risk”), not the payee's (Mt. Baker Fire & Security)", async () => {
    await books.record("Alarm monitoring", "5190", {
      date: "2025-03-01",
      payee: "Mt. Baker Fire & Security",
    });
    const thinned = await books.record("Wildfire mitigation - trees thinned", "5020", {
      date: "2025-06-18",
      payee: "Estes Valley Tree Service",
    });
    await books.renewVocabulary();
    const rows = (await search("fire risk tree thinning")).answer.internalData.transactions;
    expect(rows.map((t) => t.id)).toEqual([thinned.id]);
  });
});

describe("words that alone say little", () => {
  it("typed alone, a filler word cut short (“came”) lists the rows it begins a word of", async () => {
    expect(await listed("came")).toEqual(["Main line camera inspection"]);
  });

  it("typed alone, a filler word the rows say (“work”) lists them", async () => {
    expect(await listed("work")).toEqual(["Emergency work - burst pipe"]);
  });

  it("beside other words, a filler word is not required (“chimney work” lists rows that only say chimney)", async () => {
    expect(await listed("chimney work")).toContain("Flashing repair around chimney");
  });
});

describe("a slip in a vendor's name that begins a category's word", () => {
  it("“quillamet sund energy” is Quillamet Sound Energy, not supplies (“sundries”)", async () => {
    const { answer, trace } = await search("quillamet sund energy");
    expect(trace.corrected).toBe("quillamet sound energy");
    expect(new Set(answer.internalData.transactions.map((t) => t.payee))).toEqual(
      new Set(["Quillamet Sound Energy"]),
    );
  });
});

describe("a short word with a letter dropped", () => {
  it("is the word the books say beside its neighbour, not a start of another (“lan payment”)", async () => {
    const { answer, trace } = await search("lan payment");
    expect(trace.corrected).toBe("loan payment");
    const rows = described(answer.internalData.transactions);
    expect(rows.filter((d) => d === "Loan payment - principal & interest")).toHaveLength(2);
    expect(rows).not.toContain("Land survey - lot line");
  });

  it("stays a start where the books say it so beside its neighbour (“dis repair”)", async () => {
    const { answer, trace } = await search("dis repair");
    expect(trace.corrected).toBeNull();
    expect(described(answer.internalData.transactions)).toEqual(["Dishwasher repair"]);
  });
});

describe("a word that begins a vendor's name and makes a phrase with a stopword", () => {
  it("is the phrase: “did I give back” is no start of Tulsa Backflow Testing", async () => {
    for (const query of ["how many security deposits did I give back", "deposits we gave back"])
      expect(await listed(query), query).toEqual(["Security deposit return - Dana Kirby"]);
    // Alone, the word still begins the name.
    expect(await listed("back")).toContain("Backflow preventer test");
  });
});

describe("a name's one word in a thesaurus phrase with the word beside it", () => {
  it("is the phrase: a “tornado shelter” is the safe room, whoever built it", async () => {
    expect(await listed("tornado shelter")).toEqual(["Safe room installed - garage floor"]);
  });

  it("is the tenant whose name says the phrase in other words: the “nail salon” is the nail studio", async () => {
    const rows = (await search("nail salon rent")).answer.internalData.transactions;
    expect(rows).toHaveLength(2);
    expect(rows.every((t) => t.payee === "Sweet Tea Nail Studio LLC")).toBe(true);
  });
});

describe("a four-letter word one letter away from a three-letter name", () => {
  it("is that name only where the other words back it (“zuno condo” is not Zuo Pacific Lending)", async () => {
    const { answer, trace } = await search("zuno condo");
    expect(trace.corrected).toBeNull();
    expect(trace.unmatched).toEqual(["zuno"]);
    expect(answer.internalData.transactions).toEqual([]);
    const backed = await search("zuno loan interest");
    expect(backed.trace.corrected).toBe("zuo loan interest");
    expect(described(backed.answer.internalData.transactions)).toEqual(["Loan interest - Ridge St"]);
  });
});

describe("a cut word that starts a vendor's name and a tenant's", () => {
  it("lists both, the name it is nearer whole first (“roote”: Rooter Brothers before Rooterfeld)", async () => {
    const rows = (await search("roote")).answer.internalData.transactions;
    expect(rows.map((t) => t.payee)).toEqual([
      "Rooter Brothers Drain",
      "Rooter Brothers Drain",
      "Ines Rooterfeld",
      "Ines Rooterfeld",
    ]);
  });
});

describe("a lender named with what it lent", () => {
  it("lists its payments, whose feed line says MTG, not loan (“Ameris loan”)", async () => {
    expect(await listed("Ameris loan")).toEqual(["AMERIS BANK MTG PYMT WEB"]);
  });
});

describe("a word that names several payees beside another word", () => {
  it("says only the payees whose rows were found (“housing voucher payments”)", async () => {
    await books.record("HAP PMT - housing choice voucher", "4000", {
      type: "income",
      date: "2025-03-01",
      payee: "Larkspur Housing Authority",
    });
    await books.record("Rental registration", "5190", {
      date: "2025-03-05",
      payee: "Pinecrest Rental Housing",
    });
    await books.renewVocabulary();
    const { answer } = await search("housing voucher payments");
    expect(described(answer.internalData.transactions)).toEqual(["HAP PMT - housing choice voucher"]);
    expect(answer.response).toContain("Larkspur Housing Authority");
    expect(answer.response).not.toContain("Pinecrest");
  });
});

describe("a word of a company tenant's name that many vendors' names share", () => {
  it("is a word the rows may leave out, not the tenant (“rebate from the city”)", async () => {
    await tenantPaying("Garden City Tax Service Inc.", "ACH CREDIT GARDEN CITY TAX SE RENT", ["2025-06-01"]);
    await books.record("Rental license - annual", "5190", { payee: "City of Fort Collins Rental Housing" });
    await books.record("Excavation permit", "5190", { payee: "City of Pueblo Public Works" });
    await books.record("Xeriscape rebate", "4900", { type: "income", payee: "Fort Collins Utilities" });
    await books.renewVocabulary();
    const { answer, trace } = await search("rebate from the city");
    expect(described(answer.internalData.transactions)).toEqual(["Xeriscape rebate"]);
    expect(trace.leftOut).toEqual(["city"]);
    // Paid to the city, for what "rental" names with "licenses": no rent, and no tenant's.
    const paid = await search("payments to the city for rental licenses");
    expect(described(paid.answer.internalData.transactions)).toEqual(["Rental license - annual"]);
    expect(paid.answer.response).toMatch(/^You spent/);
  });
});

describe("a word of an account's longer name in a phrase", () => {
  it("is the phrase's (“what I pay the bank each month”: the loan, not the Operating Bank Account)", async () => {
    const loan = await books.record("Loan payment", "5070", {
      payee: "Lakeside Credit Union",
      date: "2025-10-01",
    });
    await books.renewVocabulary();
    const { answer } = await search("what I pay the bank each month");
    expect(answer.response).not.toMatch(/^Matching accounts/);
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(loan.id);
  });
});

describe("a name's few words in a thesaurus phrase with the word after them", () => {
  it("is the phrase: a “hot tub lid” is the spa company's cover, not a lid no row says", async () => {
    const payee = "Alpine Spa & Hot Tub Service";
    const cover = await books.record("Hot tub cover replaced", "5090", { payee, date: "2025-09-12" });
    const visit = await books.record("Hot tub service - chemicals & filter", "5020", {
      payee,
      date: "2025-10-03",
    });
    await books.renewVocabulary();
    const { answer, trace } = await search("hot tub lid");
    expect(trace.unmatched).toEqual([]);
    const ids = answer.internalData.transactions.map((t) => t.id);
    expect(ids).toEqual([cover.id]);
    expect(ids).not.toContain(visit.id);
    // Alone, the words still name the company.
    expect((await search("hot tub")).answer.internalData.transactions.map((t) => t.id)).toContain(visit.id);
  });
});
