import { describe, expect, it } from "vitest";
import { abbreviates, byEar, editDistance, slipLikeness, soundsAlike, twoSlips, withinReach } from "./edits";

/** The textbook table, for comparison. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("repiars", "repairs")).toBe(1);
    expect(editDistance("leek", "leak")).toBe(1);
    expect(editDistance("hardwear", "hardware")).toBe(2);
    expect(editDistance("", "roof")).toBe(4);
    // Longer than any word before it: the rows it keeps between calls grow.
    expect(editDistance("a".repeat(40), `${"a".repeat(38)}bb`)).toBe(2);
    expect(editDistance("leek", "leak")).toBe(1);
  });

  it("agrees with the full table, and past a bound says only that it is past it", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const word = () => Array.from({ length: next() % 9 }, () => "abcde"[next() % 5]).join("");
    for (let n = 0; n < 2000; n++) {
      const [a, b, max] = [word(), word(), next() % 4];
      const full = reference(a, b);
      expect(editDistance(a, b)).toBe(full);
      expect(editDistance(a, b, max)).toBe(Math.min(full, max + 1));
    }
  });
});

describe("withinReach", () => {
  it("allows one edit per four letters, a letter dropped or a vowel swapped in three, and a spelling by ear", () => {
    expect(withinReach("leek", "leak")).toBe(true);
    expect(withinReach("quartz", "quarter")).toBe(false);
    expect(withinReach("pol", "pool")).toBe(true);
    // Three letters with one vowel for another, but never a consonant for one.
    expect(withinReach("oyl", "oil")).toBe(true);
    expect(withinReach("oyl", "owl")).toBe(false);
    expect(withinReach("inspecshun", "inspection")).toBe(true);
    expect(byEar("inspecshun", "inspection")).toBe(true);
    expect(byEar("inspectoin", "inspection")).toBe(false);
    // Four silent letters: within half the longer word.
    expect(byEar("boudro", "boudreaux")).toBe(true);
  });
});

describe("twoSlips", () => {
  it("reaches a long word two slips away that starts with the letter typed", () => {
    expect(twoSlips("plbing", "plumbing")).toBe(true);
    expect(twoSlips("proertt", "property")).toBe(true);
    expect(withinReach("plbing", "plumbing")).toBe(true);
  });

  it("not a short word, another first letter, nor three slips", () => {
    expect(twoSlips("quartz", "quarter")).toBe(false);
    expect(twoSlips("lumbing", "plumbing")).toBe(false);
    expect(twoSlips("plbng", "plumbing")).toBe(false);
  });
});

describe("abbreviates", () => {
  it("reads a word with its vowels left out as the longer word of the books that holds its letters", () => {
    expect(abbreviates("assmt", "assessment")).toBe(true);
    expect(abbreviates("mgmt", "management")).toBe(true);
    expect(abbreviates("bldg", "building")).toBe(true);
  });

  it("not a word with vowels, another first letter, letters out of order, or a word barely longer", () => {
    expect(abbreviates("roof", "roofing")).toBe(false);
    expect(abbreviates("smt", "assessment")).toBe(false);
    expect(abbreviates("mtgm", "management")).toBe(false);
    expect(abbreviates("bldg", "bldgs")).toBe(false);
  });
});

describe("slipLikeness", () => {
  it("ranks letters swapped, then a neighbouring key, then a letter dropped, then any other slip", () => {
    expect(slipLikeness("recieve", "receive")).toBe(3);
    // "a" is beside "s", far from "k": "leaaing" was "leasing", not "leaking".
    expect(slipLikeness("leaaing", "leasing")).toBe(2);
    expect(slipLikeness("leaaing", "leaking")).toBe(0);
    // A dropped letter beats a key struck far from the one meant: "bach" is "beach", not "back".
    expect(slipLikeness("bach", "beach")).toBe(1);
    expect(slipLikeness("bach", "back")).toBe(0);
    // A letter added is a key struck beside one it touches ("rwent"), else no slip: "costo"
    // is Costco with a letter dropped, not "cost" with an "o" struck far from the "t".
    expect(slipLikeness("costo", "costco")).toBe(1);
    expect(slipLikeness("costo", "cost")).toBe(0);
    expect(slipLikeness("rwent", "rent")).toBe(1);
    // Rows are staggered: "a" touches "q", "w", "s" and "z", not "x" or "d".
    expect(slipLikeness("qat", "aat")).toBe(2);
    expect(slipLikeness("zat", "aat")).toBe(2);
    expect(slipLikeness("dat", "aat")).toBe(0);
    // One vowel heard for another is as likely as a neighbouring key ("collecter": collector).
    expect(slipLikeness("collecter", "collector")).toBe(2);
    expect(slipLikeness("collecter", "collected")).toBe(2);
    expect(soundsAlike("collecter", "collector")).toBe(true);
    expect(soundsAlike("collecter", "collected")).toBe(false);
    expect(slipLikeness("xat", "aat")).toBe(0);
  });

  it("rates a key struck twice above a letter dropped: “reent” is rent, not recent", () => {
    expect(slipLikeness("reent", "rent")).toBe(2);
    expect(slipLikeness("reent", "recent")).toBe(1);
    expect(slipLikeness("muuch", "much")).toBe(2);
    expect(slipLikeness("muuch", "mulch")).toBe(0);
  });
});
