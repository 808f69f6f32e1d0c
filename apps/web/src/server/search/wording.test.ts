// The computed answers' sentences (no database): every empty answer reads correctly whatever the
// scope — a category that is a mass noun ("rent"), a plural ("repairs"), a type, or none.
import { describe, expect, it } from "vitest";
import { parseQuery } from "./parse";
import { correctionToSay, describeScope, leftOutNote, noTransactions, type Scope } from "./pipeline/wording";

const scope = (s: Partial<Scope>): Scope => ({ what: "transactions", where: "", when: "", amount: "", ...s });
const NOW = new Date("2026-05-20T12:00:00Z");

describe("noTransactions", () => {
  it("a category or a type goes after “for”", () => {
    const rent = parseQuery("rent in 2026", { now: NOW });
    expect(noTransactions(rent, scope({ what: "rent", when: "in 2026" }), "found")).toBe(
      "No transactions were found for rent in 2026.",
    );
    expect(
      noTransactions(
        parseQuery("repairs last month", { now: NOW }),
        scope({ what: "repairs", where: " at Oak Street", when: "last month" }),
        "found",
      ),
    ).toBe("No transactions were found for repairs at Oak Street last month.");
    expect(
      noTransactions(
        { categories: [], type: "expense" },
        scope({ what: "expenses", amount: "over $500.00", when: "in 2025" }),
        "recorded",
      ),
    ).toBe("No transactions were recorded for expenses over $500.00 in 2025.");
    expect(noTransactions({ categories: [], type: "income" }, scope({ what: "income" }), "found")).toBe(
      "No transactions were found for income.",
    );
  });

  it("plain transactions are the subject", () => {
    expect(
      noTransactions(
        { categories: [], type: null },
        scope({ amount: "over $500.00", where: " at Oak Street", when: "in 2025" }),
        "found",
      ),
    ).toBe("No transactions over $500.00 were found at Oak Street in 2025.");
    expect(
      noTransactions(
        { categories: [], type: null },
        scope({ what: "transactions matching “roof”", where: " from Noah Patel" }),
        "found",
      ),
    ).toBe("No transactions matching “roof” were found from Noah Patel.");
  });

  it("never puts a category noun before “were”", () => {
    for (const q of [
      "rent in 2026",
      "repairs in 2026",
      "utilities in 2026",
      "insurance in 2026",
      "expenses in 2026",
    ]) {
      const parsed = parseQuery(q, { now: NOW });
      const what = parsed.categories.map((c) => c.label).join(" and ") || "expenses";
      const text = noTransactions(parsed, scope({ what, when: "in 2026" }), "found");
      expect(text, q).toMatch(/^No transactions were found for /);
    }
  });
});

describe("describeScope", () => {
  it("quotes the words the rows were matched by, not a phrase's small words (“shut off the water for winter”)", () => {
    const parsed = {
      ...parseQuery("shut off the water for winter", { now: NOW }),
      categories: [],
      type: null,
    };
    const terms = ["shut", "off", "the", "water", "for", "winter"];
    expect(describeScope(parsed, terms).what).toBe(
      "transactions matching “shut”, “off”, “water” and “winter”",
    );
    // Typed alone, a small word is what was asked about.
    expect(describeScope(parsed, ["for"]).what).toBe("transactions matching “for”");
  });
});

describe("leftOutNote", () => {
  it("names the words set aside, not the small word a misread phrase took with them (“furnace broke in the cold”)", () => {
    expect(leftOutNote(["broke", "in", "cold"])).toBe(
      "No transaction says “broke” and “cold” with the rest of your words, so they are left out.",
    );
    expect(leftOutNote(["night"])).toBe(
      "No transaction says “night” with the rest of your words, so it is left out.",
    );
  });
});

describe("correctionToSay", () => {
  it("says a slip corrected, but not a word only searched in another of its forms (“moved”: “move”)", () => {
    expect(correctionToSay("the tenant moved out", "the tenant move out")).toBeNull();
    expect(correctionToSay("plumbing repars", "plumbing repairs")).toBe("plumbing repairs");
    expect(correctionToSay("the scorpion sprayer", "the scorpion spray")).toBe("the scorpion spray");
    expect(correctionToSay("repars", null)).toBeNull();
  });
});
