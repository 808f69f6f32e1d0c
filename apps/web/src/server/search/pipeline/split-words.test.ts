import { describe, expect, it } from "vitest";
import { joinSplitWords } from "./split-words";

const data = new Set(["skylight", "light", "leak", "drywall", "wall", "water", "heater", "waterheater"]);

describe("joinSplitWords", () => {
  it("joins two typed words the data writes as one, keeping the first one's case", () => {
    expect(joinSplitWords("sky light leak", data)).toBe("skylight leak");
    expect(joinSplitWords("Sky Light", data)).toBe("Skylight");
    expect(joinSplitWords("dry  wall patch", data)).toBe("drywall patch");
  });

  it("leaves two words that are each the data's own, and words the data never joins", () => {
    expect(joinSplitWords("water heater", data)).toBeNull();
    expect(joinSplitWords("leak light", data)).toBeNull();
    expect(joinSplitWords("sky 4 light", data)).toBeNull();
  });
});
