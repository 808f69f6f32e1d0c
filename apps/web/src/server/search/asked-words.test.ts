import { describe, expect, it } from "vitest";
import { ASKED_WORDS, finishAskedWords } from "./asked-words";

/** Books that say "income" (an account) and "Incognito Labs" (a vendor), and nothing else. */
const books = {
  dataWords: new Set(["income", "incognito", "labs", "rent"]),
  complete: (w: string) => ["income", "incognito", "labs"].filter((d) => d.startsWith(w) && d !== w),
};

describe("finishAskedWords", () => {
  it("finishes a question's own word cut short (“transac”, “bigge”, “Decem”, “lodgi”)", () => {
    expect(finishAskedWords("transac on 2025-07-10", books)).toBe("transaction on 2025-07-10");
    expect(finishAskedWords("bigge expenses last month", books)).toBe("biggest expenses last month");
    expect(finishAskedWords("rent Decem 2025", books)).toBe("rent december 2025");
    expect(finishAskedWords("lodgi tax", books)).toBe("lodging tax");
  });

  it("leaves a possessive alone: it is a name's (“Lowe's” is no “lowest”)", () => {
    expect(finishAskedWords("bigge", books)).toBe("biggest");
    expect(finishAskedWords("Bigge's", books)).toBeNull();
    expect(finishAskedWords("Bigge’s receipts", books)).toBeNull();
  });

  it("finishes the word a thesaurus phrase has next (“vacation rent”, “pest contr”, “air cond”)", () => {
    expect(finishAskedWords("vacation rent payouts", books)).toBe("vacation rental payouts");
    expect(finishAskedWords("pest contr", books)).toBe("pest control");
    expect(finishAskedWords("air cond repair", books)).toMatch(/^air condition(er|ing) repair$/);
    // Cut where its forms part ("conditio"), it is either: the thesaurus makes both one thing.
    expect(finishAskedWords("heating and air conditio repair", books)).toMatch(
      /^heating and air condition(er|ing) repair$/,
    );
    expect(finishAskedWords("property mana fees", books)).toMatch(/^property manage(ment|r) fees$/);
    // The phrase typed whole stays, and a word after an asking word is no phrase's.
    expect(finishAskedWords("property tax", books)).toBeNull();
    expect(finishAskedWords("the rent", books)).toBeNull();
    expect(finishAskedWords("roof rep", books)).toBeNull();
    // Two words the books say are searched as written.
    expect(finishAskedWords("water heat", { ...books, dataWords: new Set(["water", "heat"]) })).toBeNull();
    expect(finishAskedWords("water heat", books)).toBe("water heater");
  });

  it("finishes the phrase's word typed short before its next word (“vacat rental”)", () => {
    expect(finishAskedWords("vacat rental payouts", books)).toBe("vacation rental payouts");
    expect(finishAskedWords("sewe line repair", books)).toBe("sewer line repair");
    // The phrase's "and" is no word between them ("heating and AC"), where the books say "heating".
    const heating = {
      dataWords: new Set(["heating"]),
      complete: (w: string) => (w === "heati" ? ["heating"] : []),
    };
    expect(finishAskedWords("heati and AC contractor", heating)).toBe("heating and AC contractor");
  });

  it("finishes a state's name cut short where the letters are no word of their own (“Vermo”)", () => {
    expect(finishAskedWords("Vermo", books)).toBe("vermont");
    expect(finishAskedWords("pennsylv repairs", books)).toBe("pennsylvania repairs");
    // "mississ" ends like the plural of WordNet's "missis": only the word as typed is asked about.
    expect(finishAskedWords("Mississ", books)).toBe("mississippi");
    // A property in the state makes its name a word of the books, which no row writes.
    const withState = { ...books, complete: (w: string) => ["mississippi"].filter((d) => d.startsWith(w)) };
    expect(finishAskedWords("Mississ", withState)).toBe("mississippi");
    // A word of its own stays: "India" is no Indiana.
    expect(finishAskedWords("India rent", books)).toBeNull();
  });

  it("finishes a word cut short before others that begins one word of the books, in its forms only", () => {
    const said = ["kansas", "gas", "charge", "charges", "charged", "account", "accountant", "accounting"];
    said.push("receivable", "receivables", "rental");
    const theirs = {
      dataWords: new Set(said),
      complete: (w: string) => said.filter((d) => d.startsWith(w) && d !== w),
    };
    expect(finishAskedWords("kans rentals", theirs)).toBe("kansas rentals");
    expect(finishAskedWords("charg when tenants paid late", theirs)).toBe("charge when tenants paid late");
    // The books write one form ("Late fee charged"), the search knows the others.
    const charged = {
      dataWords: new Set(["charged"]),
      complete: (w: string) => (w === "charg" ? ["charged"] : []),
    };
    expect(finishAskedWords("charg when tenants paid late", charged)).toBe("charge when tenants paid late");
    // Last, it may still be being typed: its start matches as it is.
    expect(finishAskedWords("rentals in kans", theirs)).toBeNull();
    // It begins two words ("accountant", "accounting"), or is a word of its own ("cha"): as typed.
    expect(finishAskedWords("accoun fees", theirs)).toBeNull();
    expect(finishAskedWords("gas charge", theirs)).toBeNull();
    // It begins a word of the search's whose form says how it is read: money received, rentals.
    expect(finishAskedWords("rent recei July 2025", theirs)).toBeNull();
    expect(finishAskedWords("renta in Wyoming", theirs)).toBeNull();
  });

  it("reads an everyday verb as the search's noun made of it (“transact”), other everyday words as typed", () => {
    expect(finishAskedWords("transact in Flagstaff", books)).toBe("transactions in Flagstaff");
    expect(finishAskedWords("proper in florida", books)).toBeNull();
    expect(finishAskedWords("large expenses", books)).toBeNull();
  });

  it("leaves a word a letter short of the search's own to the corrector (“brough”: borough or brought)", () => {
    expect(finishAskedWords("fairbanks north star brough", books)).toBeNull();
    expect(finishAskedWords("recieve in 2025", books)).toBeNull();
    // Cut further than a slip reaches, it is finished.
    expect(finishAskedWords("brou in 2025", books)).toBe("brought in 2025");
  });

  it("finishes four letters of a word saying money in or out when the books begin only its forms", () => {
    const incomeOnly = {
      ...books,
      complete: (w: string) => ["income", "incomes"].filter((d) => d.startsWith(w)),
    };
    expect(finishAskedWords("inco last year", incomeOnly)).toBe("income last year");
    expect(finishAskedWords("reve in 2025", books)).toBe("revenue in 2025");
    // "Incognito Labs" begins with them too: the letters may be the vendor's.
    expect(finishAskedWords("inco last year", books)).toBeNull();
    // A name the books hold ("Tran"), and a word of its own ("collection"), are no words cut short.
    expect(finishAskedWords("quang tran", { ...books, dataWords: new Set(["tran"]) })).toBeNull();
    expect(finishAskedWords("rubbish collection", books)).toBeNull();
  });

  it("leaves a start of the books' own words, whole asking words and words too short to say", () => {
    expect(finishAskedWords("inco last year", books)).toBeNull();
    expect(finishAskedWords("total rent every month", books)).toBeNull();
    expect(finishAskedWords("small expenses below $25", books)).toBeNull();
    expect(finishAskedWords("dec rent", books)).toBeNull();
    // A name begins a month's or a state's name as often: "Marc", "Carol", "Louis".
    expect(finishAskedWords("Marc invoice", books)).toBeNull();
    expect(finishAskedWords("Carol rent", books)).toBeNull();
    expect(finishAskedWords("Louis rent", books)).toBeNull();
    // Two words it may begin: transfer or transaction.
    expect(finishAskedWords("trans", books)).toBeNull();
    // Twice as long as typed at most: "exte" may be the start of anything.
    expect(finishAskedWords("exte", books)).toBeNull();
    // Letters typed with a number are a code ("sect8"), not a word cut short.
    expect(finishAskedWords("sect8 payment", books)).toBeNull();
  });

  it("offers the corrector the long asking words, never the short ones a name is near (“Evergy”)", () => {
    expect(ASKED_WORDS).toEqual(
      expect.arrayContaining(["anything", "number", "payouts", "transactions", "summer", "statement"]),
    );
    expect(ASKED_WORDS).not.toContain("every");
    // A key written with its number is offered by its word: "sectin 8" is section 8.
    expect(ASKED_WORDS).toContain("section");
    expect(ASKED_WORDS).not.toContain("section8");
  });
});
