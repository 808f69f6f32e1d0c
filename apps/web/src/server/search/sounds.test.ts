import { describe, expect, it } from "vitest";
import { soundKey } from "./sounds";

describe("soundKey", () => {
  it("gives spellings by ear the key of the word meant", () => {
    expect(soundKey("evicshun")).toBe(soundKey("eviction"));
    expect(soundKey("telefone")).toBe(soundKey("telephone"));
    expect(soundKey("insurence")).toBe(soundKey("insurance"));
    expect(soundKey("washita")).toBe(soundKey("ouachita"));
    expect(soundKey("skylite")).toBe(soundKey("skylight"));
    expect(soundKey("nite")).toBe(soundKey("night"));
    expect(soundKey("sourdoh")).toBe(soundKey("sourdough"));
    expect(soundKey("nayber")).toBe(soundKey("neighbor"));
    expect(soundKey("boudro")).toBe(soundKey("boudreaux"));
    expect(soundKey("thibodo")).toBe(soundKey("thibodeau"));
  });

  it("keeps words that only share letters apart", () => {
    expect(soundKey("quartz")).not.toBe(soundKey("quarter"));
    expect(soundKey("plumbing")).not.toBe(soundKey("painting"));
    expect(soundKey("ghost")).not.toBe(soundKey("host"));
  });
});
