import { describe, expect, it } from "vitest";
import { amountsInDigits } from "./number-words";
import { parse } from "./parse-fixture";

describe("amounts written in words", () => {
  it("are read as the amounts they say (“over a thousand dollars”, “fifteen hundred”, “ten grand”)", () => {
    expect(parse("anything over a thousand dollars for the roof").amount).toMatchObject({
      minCents: 100_001,
    });
    expect(parse("repairs under fifteen hundred").amount).toMatchObject({ maxCents: 149_999 });
    expect(parse("ten grand or more").amount).toMatchObject({ minCents: 1_000_000 });
    expect(parse("plumbing under twenty-five hundred dollars").amount).toMatchObject({ maxCents: 249_999 });
    expect(parse("expenses over fifty bucks").amount).toMatchObject({ minCents: 5_001 });
  });

  it("leave other numbers in words as typed (“two weeks”, “one dollar”)", () => {
    expect(amountsInDigits("repairs in the last two weeks")).toBe("repairs in the last two weeks");
    expect(amountsInDigits("one dollar")).toBe("one dollar");
    expect(amountsInDigits("a hundred")).toBe("100");
  });
});
