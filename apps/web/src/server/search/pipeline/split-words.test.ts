import { describe, expect, it } from "vitest";
import { joinedWords, joinSplitWords, splitsSaid } from "./split-words";

const data = new Set(["skylight", "light", "leak", "drywall", "wall", "water", "heater", "waterheater"]);

describe("joinSplitWords", () => {
  it("joins two typed words the data writes as one, keeping the first one's case", async () => {
    expect(await joinSplitWords("sky light leak", data)).toBe("skylight leak");
    expect(await joinSplitWords("Sky Light", data)).toBe("Skylight");
    expect(await joinSplitWords("dry  wall patch", data)).toBe("drywall patch");
  });

  it("joins a plural the data writes as one word in the singular (“bed bugs”: Bedbug)", async () => {
    const words = new Set([...data, "bed", "bedbug"]);
    expect(await joinSplitWords("bed bugs in unit 2", words, async () => false)).toBe("bedbugs in unit 2");
    expect(await joinSplitWords("sky lights", data)).toBe("skylights");
    expect(await joinSplitWords("water heaters", data)).toBeNull();
  });

  it("joins a second word that ends the question, keeping its mark (“sky light?”)", async () => {
    expect(await joinSplitWords("sky light?", data)).toBe("skylight?");
    expect(await joinSplitWords("leak in the sky light!", data)).toBe("leak in the skylight!");
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

  it("never joins a word to the small word that joins it to the rest (“Waste Co in 2024”, “tot the”)", async () => {
    const words = new Set([...data, "co", "in", "coin", "check", "checkin", "tot", "the", "tothe"]);
    const apart = async () => false;
    expect(await joinSplitWords("roger williams waste co in 2024", words, apart)).toBeNull();
    expect(await joinSplitWords("tot the porch", words, apart)).toBeNull();
    expect(await joinSplitWords("late check in fee", words, apart)).toBe("late checkin fee");
  });

  it("leaves the words that begin a thesaurus phrase as typed (“shut off the water for winter”)", async () => {
    const words = new Set([...data, "shutoff", "valve"]);
    expect(await joinSplitWords("shut off the water for winter", words)).toBeNull();
    expect(await joinSplitWords("shutting off water for winter", words)).toBeNull();
    // Not going on as the phrase, they are the word the books write ("shut off valve").
    expect(await joinSplitWords("water shut off valve", words)).toBe("water shutoff valve");
  });
});

describe("joinSplitWords, a verb and its particle", () => {
  const words = new Set(["cleanout", "cleanup", "clean", "out", "eviction", "check", "checking"]);
  const apart = async () => false;

  it("reads a verb's form before its particle as the books' one word (“cleaning out”, “cleaned up”)", async () => {
    expect(await joinSplitWords("cleaning out after the eviction", words, apart)).toBe(
      "cleanout after the eviction",
    );
    expect(await joinSplitWords("Cleaned up the yard", words, apart)).toBe("Cleanup the yard");
  });

  it("leaves a verb whose noun the books never write (“checking out applicants”)", async () => {
    expect(await joinSplitWords("checking out applicants", words, apart)).toBeNull();
  });

  it("leaves a pair the thesaurus reads as it is (“tenant locked out”: the lockout, tenant beside it)", async () => {
    expect(await joinSplitWords("tenant locked out", new Set([...words, "lockout"]), apart)).toBeNull();
  });
});

describe("joinedWords", () => {
  const words = new Set(["water", "heater", "touch", "check", "electric", "in", "up"]);

  it("reads two of the data's words typed as one, and a verb with its particle", () => {
    expect(joinedWords("waterheater", words)).toEqual(["water heater"]);
    expect(joinedWords("touchup", words)).toContain("touch up");
    expect(joinedWords("checkin", words)).toContain("check in");
  });

  it("never splits off a stopword (“allstate” is the insurer, not “all state”)", () => {
    expect(joinedWords("allstate", new Set([...words, "all", "state"]))).toEqual([]);
  });

  it("gives no particle to a word that is no verb (“electricin” is electrician with a letter dropped)", () => {
    expect(joinedWords("electricin", words)).toEqual([]);
  });
});

describe("splitsSaid", () => {
  const said = new Set(["door bell"]);
  const sideBySide = async (a: string, b: string) => said.has(`${a} ${b}`);

  it("splits a word English has whole only where a row says its halves side by side", async () => {
    const fixes = [
      { word: "fireplace", term: "fire place" },
      { word: "doorbell", term: "door bell" },
      { word: "waterheater", term: "water heater" },
      { word: "fireplace", term: "firewall" },
    ];
    expect(await splitsSaid(fixes, sideBySide)).toEqual(fixes.slice(1));
  });
});
