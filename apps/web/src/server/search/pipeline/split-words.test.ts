import { describe, expect, it } from "vitest";
import { joinSplitWords } from "./split-words";

const data = new Set(["skylight", "light", "leak", "drywall", "wall", "water", "heater", "waterheater"]);

describe("joinSplitWords", () => {
  it("joins two typed words the data writes as one, keeping the first one's case", async () => {
    expect(await joinSplitWords("sky light leak", data)).toBe("skylight leak");
    expect(await joinSplitWords("Sky Light", data)).toBe("Skylight");
    expect(await joinSplitWords("dry  wall patch", data)).toBe("drywall patch");
  });

  it("leaves two words that are each the data's own and side by side in it, and words it never joins", async () => {
    expect(await joinSplitWords("water heater", data)).toBeNull();
    expect(await joinSplitWords("leak light", data)).toBeNull();
    expect(await joinSplitWords("sky 4 light", data)).toBeNull();
  });

  it("joins two of the data's words that no row has side by side (“bath room”)", async () => {
    const words = new Set([...data, "bath", "room", "bathroom"]);
    const together = async (a: string, b: string) => `${a} ${b}` === "water heater";
    expect(await joinSplitWords("bath room fan", words, together)).toBe("bathroom fan");
    expect(await joinSplitWords("water heater", words, together)).toBeNull();
  });
});
