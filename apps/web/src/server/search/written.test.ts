// The books as bookkeepers write them: slashes, hyphens and dots inside words ("Washer/dryer",
// "#E-5521", "B.V."), abbreviations ("Svc", "HOA", "elec."), vendors named with legal suffixes, units that
// are apartments, counties the treasurer abbreviates, and every word of a name cut short. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionBody } from "../../shared/accounting";
import { applyChartTemplate } from "../accounting/chart-template";
import { properties, tenants, units } from "../accounting/schema";
import { accountIdsByCode } from "../accounting/seed/insert";
import { AccountingService } from "../accounting/service";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { aiSearchTraced } from "./service";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";

const NOW = new Date("2025-11-20T15:00:00Z");
let db: Db;
let org: string;
const described = new Map<string, string>();
const place = { commons: randomUUID(), court: randomUUID(), apt1: randomUUID() };

const search = (query: string) => aiSearchTraced(db, { organizationId: org, query, now: NOW });
const listed = async (query: string) =>
  (await search(query)).answer.internalData.transactions.map((t) => described.get(t.id));

beforeAll(async () => {
  db = (await searchTestDatabase()).db;
  org = randomUUID();
  await db.insert(organizations).values({ id: org, name: "Written", createdAt: NOW });
  await applyChartTemplate(db, org, NOW);
  const account = await accountIdsByCode(db, org);
  const stamp = { organizationId: org, createdAt: NOW, updatedAt: NOW };
  await db.insert(properties).values([
    {
      ...stamp,
      id: place.commons,
      name: "Cedar & Vine Commons",
      city: "Boise",
      state: "ID",
      type: "commercial",
      notes: "Ada County",
    },
    {
      ...stamp,
      id: place.court,
      name: "Marigold Court",
      city: "Tucson",
      state: "AZ",
      type: "multi_family",
      notes: "Pima County",
    },
  ]);
  await db.insert(units).values([
    { ...stamp, id: place.apt1, propertyId: place.court, name: "Apt 1" },
    { ...stamp, propertyId: place.court, name: "Apt 2" },
  ]);
  await db
    .insert(tenants)
    .values({ ...stamp, propertyId: place.court, unitId: place.apt1, name: "Nadia Farouk" });
  const svc = new AccountingService(db);
  const rows: [string, string, string, string | null, string?, "income"?, string?][] = [
    ["Washer/dryer repair", "5090", "A-1 Appliance Svc", place.court],
    ["Fridge repair", "5090", "A-1 Appliance Svc", place.court],
    ["Svc call - no hot water", "5090", "Bob's Handyman Svc", place.court],
    ["Panel upgrade", "5090", "Sun-Ray Electric LLC", place.commons, "permit #E-5521"],
    ["Pool svc", "5020", "Pristine Pools Inc.", place.commons],
    ["Turnover cleaning", "5020", "Spotless Janitorial LLC", place.commons],
    ["Garbage svc", "5120", "Republic Svcs", place.commons],
    ["Monthly elec.", "5120", "NorthWestern Energy", place.commons],
    ["HOA dues", "5190", "Owners' Assn", place.commons],
    ["Prop. tax - 1st half", "5110", "Pima Co. Treasurer", place.court],
    ["Prop. tax - 1st half", "5110", "Ada Co. Treasurer", place.commons],
    ["Rent rcvd Apt 1", "4000", "Nadia Farouk", place.court, undefined, "income"],
    ["Booking payout", "4000", "Airbnb", place.court, undefined, "income"],
    ["Stayfinder.com B.V. payout", "4000", "Stayfinder", place.court, undefined, "income"],
    ["Termite inspection", "5090", "Acme Pest Solutions", place.court],
    ["Internet service", "5120", "Fiberlink", place.commons],
    ["Mortgage interest", "5100", "First Harbor Bank", place.commons],
    ["Roof shingle repair", "5090", "Summit Roofing", place.court],
    ["Air filter", "5100", "Filter Depot", place.court],
    ["Deep clean", "5020", "Spotless Janitorial LLC", place.court],
    ["Electricity", "5120", "NorthWestern Energy", place.court, undefined, undefined, "2025-09-02"],
    ["Electric - hall lights", "5120", "NorthWestern Energy", place.court],
    ["Rekeyed locks after turnover", "5090", "Keystone Locksmiths", place.court],
    ["Gas bill", "5120", "Ocean State Gas", place.commons],
    ["Wine rack installed", "5100", "Filter Depot", place.court],
    ["Boiler call - after hours", "5090", "Polar Heating", place.court],
    ["Housekeeping - weekly", "5020", "Maid Brigade", place.commons],
    ["Annual plan renewal", "5100", "RentRedi", place.commons],
    ["Drain pan replaced", "5090", "A-1 Appliance Svc", place.court],
    ["Snow removal - walks", "5020", "Frosty's Plowing", place.commons],
    ["Gutters cleared", "5020", "Frosty's Plowing", place.court],
    ["Cabin cleans (4)", "5020", "Maid Brigade", place.court],
    ["Cabin cleans after a no-show", "5020", "Maid Brigade", place.court],
    ["Special assessment - roof", "5190", "Owners' Assn", place.commons],
  ];
  for (const [description, code, payee, propertyId, memo, type, date] of rows) {
    const t = await svc.createTransaction(
      org,
      transactionBody.parse({
        date: date ?? "2025-10-14",
        description,
        payee,
        memo,
        type: type ?? "expense",
        propertyId,
        unitId: type ? place.apt1 : undefined,
        bankAccountId: account("1000"),
        splits: [{ accountId: account(code), amountCents: 12_345 }],
      }),
    );
    described.set(t.id, description);
  }
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("words joined by punctuation", () => {
  it("a slash or a hyphen inside a description parts its words", async () => {
    expect(await listed("washer dryer")).toEqual(["Washer/dryer repair"]);
    expect(await listed("Washer/dryer repair")).toEqual(["Washer/dryer repair"]);
    expect(await listed("permit #E-5521")).toEqual(["Panel upgrade"]);
  });

  it("a dot inside a word parts it too (“B.V.”, “Stayfinder.com”)", async () => {
    expect(await listed("b.v. payout")).toEqual(["Stayfinder.com B.V. payout"]);
    expect(await listed("b v payout")).toEqual(["Stayfinder.com B.V. payout"]);
    expect(await listed("stayfinder com payout")).toEqual(["Stayfinder.com B.V. payout"]);
  });

  it("letters and a number typed together are the code the books hyphenate (“e5521”)", async () => {
    expect(await listed("e5521")).toEqual(["Panel upgrade"]);
  });
});

describe("abbreviations", () => {
  it("“svc” alone names no vendor: it is a word of the description", async () => {
    const { answer, trace } = await search("Svc call - no hot water");
    expect(trace.parsed.vendors).toEqual([]);
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Svc call - no hot water",
    ]);
  });

  it("the word as written ranks before the words the thesaurus reads it as (“electricity”, not “Electric”)", async () => {
    // Older than the rest, so only the word as written can put it first.
    const found = await listed("electricity");
    expect(found[0]).toBe("Electricity");
    expect(found).toContain("Monthly elec.");
  });

  it("the words a description abbreviates find it", async () => {
    expect(await listed("homeowners association fees")).toEqual(["HOA dues"]);
    expect(await listed("electricity")).toContain("Monthly elec.");
    expect(await listed("trash pickup")).toEqual(["Garbage svc"]);
  });
});

describe("names and places", () => {
  it("a category's words are searched as text only within the vendor named", async () => {
    expect(await listed("pool cleaning")).toEqual(["Pool svc"]);
  });

  it("who paid the books is named like who was paid: “from Airbnb”", async () => {
    const { answer, trace } = await search("airbnb");
    expect(trace.parsed.vendors.map((v) => v.name)).toEqual(["Airbnb"]);
    expect(answer.response).toContain("from Airbnb");
  });

  it("“apt 1” is the unit named Apt 1", async () => {
    expect(await listed("nadia farouk apt 1")).toEqual(["Rent rcvd Apt 1"]);
  });

  it("a county the treasurer abbreviates lists its property first", async () => {
    const { answer } = await search("pima county");
    expect(answer.internalData.properties[0]?.name).toBe("Marigold Court");
  });
});

describe("every word cut short", () => {
  it("words the parser reads as a type or a month are the starts of one row's words when nothing else matches", async () => {
    // "pay" reads as spending and "jan" as January: neither reading finds a row.
    const payout = await search("book pay");
    expect(payout.trace.reread).toBe(true);
    expect(payout.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Booking payout",
    ]);
    expect((await listed("spot jan")).sort()).toEqual(["Deep clean", "Turnover cleaning"]);
  });

  it("a whole word of the books is still the start of another when only that finds rows (“air payo”)", async () => {
    const { answer, trace } = await search("air payo");
    expect(trace.reread).toBe(true);
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Booking payout"]);
  });

  it("a word cut from one the text index drops (“aft” of “after”) asks nothing", async () => {
    expect(await listed("rekey locks aft turnover")).toEqual(["Rekeyed locks after turnover"]);
    expect(await listed("reke loc befo turn")).toEqual(["Rekeyed locks after turnover"]);
  });

  it("a reading that finds rows stands, and words that never meet in one row still find nothing", async () => {
    expect((await search("pool svc")).trace.reread).toBe(false);
    const { answer, trace } = await search("spot jan zebra");
    expect(trace.reread).toBe(false);
    expect(answer.internalData.transactions).toEqual([]);
  });
});

describe("typos a rule of edits alone misses", () => {
  it("a word with its vowels left out is the word of the books it shortens (“special assmt”)", async () => {
    const { answer, trace } = await search("special assmt");
    expect(trace.corrected).toBe("special assessment");
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Special assessment - roof",
    ]);
  });

  it("a word spelt as it sounds is the word of the books that sounds the same", async () => {
    expect(await listed("termite inspecshun")).toEqual(["Termite inspection"]);
  });

  it("two typos are each read beside the other's correction", async () => {
    // "interent" is one edit from both "interest" and "internet"; "segrvice" is "service".
    const { answer, trace } = await search("interent segrvice");
    expect(trace.corrected).toBe("internet service");
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Internet service"]);
  });

  it("an everyday word is the word a thesaurus phrase has beside the next one (“hating and AC”)", async () => {
    // No row says a contractor: the phrase alone backs the correction.
    const { trace } = await search("hating and AC contractor");
    expect(trace.corrected?.toLowerCase()).toBe("heating and ac contractor");
    // So does a category's phrase ("heating bill" is a utility's); beside no word of a phrase, the
    // everyday word stays as typed.
    expect((await search("hating bill")).trace.corrected).toBe("heating bill");
    expect((await search("hating mold")).trace.corrected).toBeNull();
  });

  it("a word found only inside another (“cean” in “Ocean”) is no word typed as written", async () => {
    const { answer, trace } = await search("turnover cean");
    expect(trace.corrected).toBe("turnover clean");
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Turnover cleaning"]);
  });

  it("a real word the books hold nowhere is corrected where the other words back it", async () => {
    const { answer, trace } = await search("roof single repair");
    expect(trace.corrected).toBe("roof shingle repair");
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Roof shingle repair"]);
    // Nothing backs "tub" as a typo: the honest answer stands.
    expect((await search("hot tub repair")).answer.internalData.transactions).toEqual([]);
  });

  it("a short word that finds nothing with the others is the slip of a word they are written with", async () => {
    // "pan" is a word of the books ("Drain pan"), but never beside RentRedi's "annual".
    const plan = await search("rentredi annual pan");
    expect(plan.trace.corrected).toBe("rentredi annual plan");
    expect(plan.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Annual plan renewal",
    ]);
    // "hous" starts "housekeeping", a cleaning word, but no cleaning row says "boiler".
    const hours = await search("boiler call after hous");
    expect(hours.trace.corrected).toBe("boiler call after hours");
    expect(hours.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Boiler call - after hours",
    ]);
    // "vine" names Cedar & Vine Commons, where no wine rack was installed.
    const rack = await search("vine rack installed");
    expect(rack.trace.corrected).toBe("wine rack installed");
    expect(rack.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual([
      "Wine rack installed",
    ]);
    // Two words of the books that never meet: neither is corrected on the strength of the other's
    // guess ("clears snow" is no "cleans show").
    const snow = await search("clears snow");
    expect(snow.trace.corrected).toBeNull();
    expect(snow.answer.internalData.transactions).toEqual([]);
    // Alone, the cut word is still the housekeeping it starts.
    expect((await listed("hous")).length).toBeGreaterThan(0);
    expect((await search("hous")).trace.corrected).toBeNull();
  });

  it("a real word typed for a word of the place named beside it is that word", async () => {
    // "wine" is written at Marigold Court, never at Cedar & Vine Commons, whose name holds "vine".
    const { answer, trace } = await search("cedar wine commons");
    expect(trace.corrected).toBe("cedar vine commons");
    expect(answer.internalData.transactions.length).toBeGreaterThan(0);
    expect(answer.internalData.transactions.every((t) => t.property === "Cedar & Vine Commons")).toBe(true);
    // After another word's correction too.
    expect((await search("cedar wine comons")).trace.corrected).toBe("cedar vine commons");
    // With a period the place found nothing in, the words stand as typed.
    expect((await search("cedar wine commons in 2021")).trace.corrected).toBeNull();
  });
});

describe("the question's own words, cut short or mistyped", () => {
  it("“transac on 2025-09-02” and “anythnig on 2025-09-02” are that day's transactions", async () => {
    const cut = await search("transac on 2025-09-02");
    expect(cut.trace.corrected).toBe("transaction on 2025-09-02");
    expect(cut.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Electricity"]);
    const slip = await search("anythnig on 2025-09-02");
    expect(slip.trace.corrected).toBe("anything on 2025-09-02");
    expect(slip.answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Electricity"]);
  });

  it("a phrase's last word cut short (“pest contr”) is the thesaurus's phrase", async () => {
    const { answer, trace } = await search("pest contr");
    expect(trace.corrected).toBe("pest control");
    expect(answer.internalData.transactions.map((t) => described.get(t.id))).toEqual(["Termite inspection"]);
  });

  it("a slip a name spells beside the word before it is that name's word (“pristine poolx”)", async () => {
    // "pool" (Pool svc) is as close as "pools", and the stemmer reads both alike: the name says which.
    const { trace } = await search("pristine poolx");
    expect(trace.corrected).toBe("pristine pools");
  });
});

describe("words listed with “and”", () => {
  it("that no row says together are each a row's word: rows that say either (“boiler and drain work”)", async () => {
    const { answer } = await search("boiler and drain work");
    const rows = answer.internalData.transactions.map((t) => described.get(t.id));
    expect(rows).toEqual(expect.arrayContaining(["Boiler call - after hours", "Drain pan replaced"]));
    expect(rows).toHaveLength(2);
    expect(answer.response).toContain("“boiler” or “drain”");
  });

  it("a list of three is any of them (“boiler, wine and drain work”)", async () => {
    const { answer } = await search("boiler, wine and drain work");
    expect(answer.internalData.transactions).toHaveLength(3);
    expect(answer.response).toContain("“boiler”, “wine” or “drain”");
  });

  it("a word found nowhere is still said so, and nothing is listed (“trampoline and boiler work”)", async () => {
    const { answer } = await search("trampoline and boiler work");
    expect(answer.internalData.transactions).toEqual([]);
    expect(answer.response).toContain("“trampoline”");
  });
});
