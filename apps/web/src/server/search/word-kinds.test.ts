// WordNet's reading of a word: a thing asked about, or a word that tells how, when or why.
import { describe, expect, it } from "vitest";
import { typedWords } from "./parse-tokens";
import {
  aroundAnEvent,
  didNotHappen,
  doingThere,
  keptHappening,
  namesAPerson,
  namesAThing,
  namesATime,
  oneThingWith,
  onlyQualifies,
  partOfATime,
  saidOfTheThing,
  saysWhatHappened,
  saysWhere,
  stoppedWorking,
  troubleSeen,
  whatItWasFor,
  whenItWas,
  whereItWas,
} from "./word-kinds";

describe("namesAThing", () => {
  it("reads objects, animals, places and weather as things, in any form", () => {
    for (const w of ["trampoline", "spiders", "elevator", "hailstone", "tornado", "fence", "lawyer"])
      expect(namesAThing(w), w).toBe(true);
  });

  it("reads a plural as its singular where WordNet files the plural as something else (“shingles”)", () => {
    expect(namesAThing("shingles")).toBe(true);
    expect(namesAThing("removals")).toBe(false);
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

describe("whereItWas", () => {
  const typed = (q: string) => q.split(" ");
  it("reads the place in a house after “in the” or “under the” as where (“animals in the attic”)", () => {
    expect(whereItWas("attic", typed("animals in the attic"))).toBe(true);
    expect(whereItWas("sink", typed("leak under the sink"))).toBe(true);
  });

  it("past a word that says which or how much of it (“in the whole building”), not past a thing", () => {
    expect(whereItWas("building", typed("no heat in the whole building"))).toBe(true);
    expect(whereItWas("bathroom", typed("leak in the upper bathroom"))).toBe(true);
    expect(whereItWas("house", typed("gutter hanging off the house"))).toBe(true);
    expect(whereItWas("lock", typed("in the front door lock"))).toBe(false);
  });

  it("past the first word of a place's own name (“in the living room”)", () => {
    expect(whereItWas("room", typed("new flooring in the living room"))).toBe(true);
    expect(oneThingWith("room", typed("living room"))).toBe(true);
    expect(oneThingWith("roof", typed("living roof"))).toBe(false);
  });

  it("leaves a town, and a thing with no “in the” before it, as asked", () => {
    expect(whereItWas("hilo", typed("snow plowing in hilo"))).toBe(false);
    expect(whereItWas("attic", typed("attic fan"))).toBe(false);
  });
});

describe("whenItWas", () => {
  const typed = (q: string) => q.split(" ");
  it("reads a time after “on”, “at” or “over the” as when (“no heat on a sunday”)", () => {
    expect(whenItWas("sunday", typed("no heat on a sunday"))).toBe(true);
    expect(whenItWas("night", typed("lockout at night"))).toBe(true);
    expect(whenItWas("weekend", typed("heat out over the weekend"))).toBe(true);
  });

  it("reads the time a part of a time is of as when (“in the middle of the night”)", () => {
    expect(whenItWas("night", typed("locked out in the middle of the night"))).toBe(true);
    expect(whenItWas("month", typed("rent due at the end of the month"))).toBe(true);
    expect(whenItWas("night", typed("night of the storm"))).toBe(false);
  });

  it("reads a time past what it was like, and what it was like, as when (“on a cold winter night”)", () => {
    const q = typed("no heat on a cold winter night");
    for (const w of ["cold", "winter", "night"]) expect(whenItWas(w, q), w).toBe(true);
    expect(whenItWas("night", typed("furnace out in the middle of a cold night"))).toBe(true);
    // A thing said to be cold is what was asked about, not when.
    expect(whenItWas("cold", typed("cold water leak at night"))).toBe(false);
    expect(whenItWas("water", typed("cold water leak at night"))).toBe(false);
  });

  it("leaves what is no time, and a time with no word before it, as asked", () => {
    expect(whenItWas("game", typed("lockout after the game"))).toBe(false);
    expect(whenItWas("storm", typed("damage in the storm"))).toBe(false);
    expect(whenItWas("night", typed("night deposit"))).toBe(false);
  });
});

describe("aroundAnEvent", () => {
  const typed = (q: string) => q.split(" ");
  it("reads the event after “after”, “before” or “between” as when (“rekeying after move out”)", () => {
    expect(aroundAnEvent("move", typed("rekeying after move out"))).toBe(true);
    expect(aroundAnEvent("guests", typed("cleaning between guests"))).toBe(true);
    expect(aroundAnEvent("hearing", typed("paid before the hearing"))).toBe(true);
    expect(aroundAnEvent("rekeying", typed("rekeying after move out"))).toBe(false);
  });

  it("reads a clause begun by “when” and who did it as when (“when they moved out”), not a question's “when”", () => {
    const moved = typed("money back to the tenant when they moved out");
    expect(aroundAnEvent("moved", moved)).toBe(true);
    expect(aroundAnEvent("out", moved)).toBe(true);
    expect(aroundAnEvent("tenant", moved)).toBe(false);
    expect(aroundAnEvent("plumber", typed("when did we pay the plumber"))).toBe(false);
  });
});

describe("partOfATime", () => {
  const typed = (q: string) => q.split(" ");
  it("reads where in a time a word says as the time (“the middle of the night”)", () => {
    expect(partOfATime("middle", typed("locked out in the middle of the night"))).toBe(true);
    expect(partOfATime("end", typed("rent at the end of june"))).toBe(true);
  });

  it("leaves a part of a thing, and a word with no “of” after it, as typed", () => {
    expect(partOfATime("middle", typed("the middle of the roof"))).toBe(false);
    expect(partOfATime("middle", typed("middle unit repairs"))).toBe(false);
  });
});

describe("namesAPerson", () => {
  it("knows the ones paid for a job (“accountant”, “plumbers”), and no job or thing", () => {
    expect(namesAPerson("accountant")).toBe(true);
    expect(namesAPerson("plumbers")).toBe(true);
    expect(namesAPerson("taxes")).toBe(false);
    expect(namesAPerson("repair")).toBe(false);
    expect(namesAPerson("furnace")).toBe(false);
  });
});

describe("saysWhatHappened", () => {
  it("knows a verb's past form (“flooded”, “knocked”, “clogged”), and no noun or other word", () => {
    expect(saysWhatHappened("flooded")).toBe(true);
    expect(saysWhatHappened("knocked")).toBe(true);
    expect(saysWhatHappened("clogged")).toBe(true);
    expect(saysWhatHappened("speed")).toBe(false);
    expect(saysWhatHappened("shed")).toBe(false);
    expect(saysWhatHappened("fence")).toBe(false);
  });

  it("knows an irregular past or past participle (“threw”, “blown”, “frozen”)", () => {
    expect(saysWhatHappened("threw")).toBe(true);
    expect(saysWhatHappened("sprung")).toBe(true);
    expect(saysWhatHappened("blown")).toBe(true);
    expect(saysWhatHappened("frozen")).toBe(true);
  });

  it("knows what is happening (“falling”, “sagging”), and no job's name (“painting”, “plowing”)", () => {
    for (const w of ["falling", "sagging", "clogging"]) expect(saysWhatHappened(w), w).toBe(true);
    for (const w of ["painting", "plowing", "cleaning", "plumbing", "ceiling"])
      expect(saysWhatHappened(w), w).toBe(false);
  });

  it("knows the trouble heard or seen, which WordNet files as an event (“dripping”, “knocking”)", () => {
    for (const w of ["dripping", "knocking", "rattling", "peeling"]) {
      expect(saysWhatHappened(w), w).toBe(true);
      expect(troubleSeen(w), w).toBe(true);
    }
    for (const w of ["painting", "cleaning", "heating", "flooring"]) expect(troubleSeen(w), w).toBe(false);
  });

  it("knows an irregular verb's past (“fell”, “froze”, “left”), which WordNet files under other words", () => {
    for (const w of ["fell", "froze", "broke", "left", "kept"]) expect(saysWhatHappened(w), w).toBe(true);
  });
});

describe("keptHappening", () => {
  it("reads a form in -ing after keep as what kept happening, and nowhere else", () => {
    expect(keptHappening("running", ["sump", "pump", "kept", "running"])).toBe(true);
    expect(keptHappening("running", ["toilet", "running"])).toBe(false);
    expect(keptHappening("painting", ["keep", "painting", "costs"])).toBe(true);
    // A thing that will not stop doing it keeps doing it.
    const typed = ["toilet", "wont", "stop", "running"];
    expect(keptHappening("running", typed)).toBe(true);
    expect(keptHappening("stop", typed)).toBe(true);
    expect(keptHappening("stop", ["stop", "payment"])).toBe(false);
  });

  it("reads “won't” typed with its apostrophe as “wont”", () => {
    const typed = typedWords("toilet won't stop running");
    expect(keptHappening("running", typed)).toBe(true);
    expect(keptHappening("stop", typed)).toBe(true);
  });
});

describe("stoppedWorking", () => {
  it("reads “out” or “down” just after a thing as the thing not working, not after a verb or before an object", () => {
    const said = (q: string) => stoppedWorking(q.includes(" down") ? "down" : "out", typedWords(q));
    expect(said("furnace out in the middle of the night")).toBe(true);
    expect(said("elevator down again")).toBe(true);
    expect(said("power out")).toBe(true);
    expect(said("tenant moved out")).toBe(false);
    expect(said("pump out the septic tank")).toBe(false);
    expect(said("clean out")).toBe(false);
  });
});

describe("onlyQualifies", () => {
  it("reads adjectives and adverbs as qualifiers, a noun that is mostly an adverb before a noun as a kind", () => {
    for (const w of ["urgent", "small", "weird", "quickly"]) expect(onlyQualifies(w), w).toBe(true);
    expect(onlyQualifies("pump")).toBe(false);
    // "well" is mostly an adverb, but before "pump" it is the well the pump is in.
    expect(onlyQualifies("well", "pump")).toBe(false);
    expect(onlyQualifies("well", "done")).toBe(true);
  });

  it("reads an adjective that only says what its noun pertains to as a kind (“geothermal heat pump”)", () => {
    for (const w of ["geothermal", "solar"]) expect(onlyQualifies(w), w).toBe(false);
  });

  it("reads the side of the house a thing was on as a qualifier, though WordNet knows it as a noun first", () => {
    for (const w of ["interior", "exterior", "outdoor", "upstairs"])
      expect(onlyQualifies(w, "paint"), w).toBe(true);
  });
});

describe("didNotHappen", () => {
  it("is the verb after a negation: what did not happen", () => {
    const typed = "furnace would not start on a sunday".split(" ");
    expect(didNotHappen("start", typed)).toBe(true);
    expect(didNotHappen("furnace", typed)).toBe(false);
    expect(didNotHappen("flush", ["toilet", "wont", "flush"])).toBe(true);
    // "no heat" names the trouble itself.
    expect(didNotHappen("heat", ["no", "heat", "in", "unit", "2"])).toBe(false);
  });

  it("is what a thing did not become or stay (“dryer not getting hot”)", () => {
    expect(didNotHappen("hot", "dryer not getting hot".split(" "))).toBe(true);
    expect(didNotHappen("lit", "pilot wont stay lit".split(" "))).toBe(true);
    expect(didNotHappen("dryer", "dryer not getting hot".split(" "))).toBe(false);
  });

  it("reads a negation typed with its apostrophe (“furnace won't start”, “fridge isn't cold”)", () => {
    expect(didNotHappen("start", typedWords("furnace won't start"))).toBe(true);
    expect(didNotHappen("hot", typedWords("the dryer didn't get hot"))).toBe(true);
    expect(didNotHappen("cold", typedWords("fridge isn't cold"))).toBe(true);
    expect(didNotHappen("start", typedWords("furnace won start"))).toBe(false);
  });
});

describe("namesATime and the mishaps told in the past", () => {
  it("a day's name is a time; a bite, a sting told in the past say what happened", () => {
    expect(namesATime("sunday")).toBe(true);
    expect(namesATime("furnace")).toBe(false);
    expect(saysWhatHappened("bit")).toBe(true);
    expect(saysWhatHappened("stung")).toBe(true);
  });
});

describe("doingThere", () => {
  const typed = (q: string) => q.split(" ");
  it("reads a verb's -ing form between a thing and where it was as what happened (“branches hanging over”)", () => {
    expect(doingThere("hanging", typed("tree branches hanging over the roof"))).toBe(true);
    expect(doingThere("dripping", typed("water dripping from the ceiling"))).toBe(true);
  });

  it("leaves a thing that only ends so as the thing (“the wiring under the house”)", () => {
    expect(doingThere("wiring", typed("the wiring under the house"))).toBe(false);
    expect(doingThere("wiring", typed("new wiring under the house"))).toBe(false);
    expect(doingThere("hanging", typed("picture hanging kit"))).toBe(false);
  });
});

describe("saysWhere, whatItWasFor and saidOfTheThing", () => {
  const typed = (q: string) => q.split(" ");
  it("a preposition before the place it puts a thing is no thing (“bats inside the house”)", () => {
    expect(saysWhere("inside", typed("bats inside the house"))).toBe(true);
    expect(saysWhere("around", typed("bats flying around inside the house"))).toBe(true);
    // Before no place it may be what the rows say ("inside faucet").
    expect(saysWhere("inside", typed("inside faucet"))).toBe(false);
  });

  it("what a thing was for follows “for” (“salt for the sidewalks”)", () => {
    expect(whatItWasFor("sidewalks", typed("salt for the sidewalks"))).toBe(true);
    expect(whatItWasFor("salt", typed("salt for the sidewalks"))).toBe(false);
  });

  it("a clause after “that” says what the thing before it did (“the fridge that stopped …”)", () => {
    const fridge = typed("the fridge that stopped keeping food cold");
    expect(saidOfTheThing("food", fridge)).toBe(true);
    expect(saidOfTheThing("fridge", fridge)).toBe(false);
    // "that" after a verb says which one: no clause.
    expect(saidOfTheThing("roof", typed("paid for that roof"))).toBe(false);
  });
});
