// A slip in an everyday word that tells how: read as that word, never as a thing's or a real word.
import { describe, expect, it } from "vitest";
import { everydaySlip } from "./everyday-slips";

describe("everydaySlip", () => {
  it("reads a letter dropped, doubled or swapped in a word that tells what happened", () => {
    expect(everydaySlip("wrekced")).toBe("wrecked");
    expect(everydaySlip("cllears")).toBe("clears");
    expect(everydaySlip("flodded")).toBe("flooded");
  });

  it("leaves a slip of a thing, a real word and a short word as typed", () => {
    // "trampoline" is a thing: what was asked about, which the books lack.
    expect(everydaySlip("trampolin")).toBeNull();
    expect(everydaySlip("softener")).toBeNull();
    expect(everydaySlip("brok")).toBeNull();
  });
});
