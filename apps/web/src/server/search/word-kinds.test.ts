// WordNet's reading of a word: a thing asked about, or a word that tells how, when or why.
import { describe, expect, it } from "vitest";
import { namesAThing } from "./word-kinds";

describe("namesAThing", () => {
  it("reads objects, animals, places and weather as things, in any form", () => {
    for (const w of ["trampoline", "spiders", "elevator", "hailstone", "tornado", "fence", "lawyer"])
      expect(namesAThing(w), w).toBe(true);
  });

  it("reads verbs, adjectives and abstract nouns as no thing", () => {
    for (const w of ["knocked", "moved", "small", "danger", "date", "collection", "removal"])
      expect(namesAThing(w), w).toBe(false);
  });

  it("counts a word WordNet does not know as a thing (a name, a trade's own term)", () => {
    expect(namesAThing("rentredi")).toBe(true);
    expect(namesAThing("zqxv")).toBe(true);
  });
});
