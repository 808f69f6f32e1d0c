// What ranks first among rows found another way: the rows that say the typed word in any of its forms
// ("who plows the snow" before "Snow removal"), the payee whose name says the job when who did it was
// asked ("the HVAC company", not the utility bill that says HVAC), a payee's rows in the category its
// other word names ("hot tub maintenance"), the maker of the kind of thing asked for ("software": the
// DoorLoop subscription, not rent collected through it) and a word for the thing the rows call otherwise
// ("plug").
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { found, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const row = new Map<string, string[]>();
const at = (ids: string[], key: string) => row.get(key)!.map((id) => ids.indexOf(id));

beforeAll(async () => {
  books = await openTestBooks("Said first", new Date("2026-01-15T12:00:00Z"), {
    seed: 53,
    properties: 3,
    years: 1,
  });
  // Each job twice; the rows that should come first are the older ones, so no date order puts them there.
  for (const [key, description, code, payee, dates] of [
    ["plowing", "Snow plowing - parking lot", "5020", "Sandhills Snow Removal", ["2025-01-05", "2025-01-20"]],
    [
      "removal",
      "Snow removal & salting - walks & lot",
      "5020",
      "Driftless Snow & Lawn",
      ["2025-02-05", "2025-02-20"],
    ],
    [
      "furnace",
      "Furnace tune-up & filter",
      "5090",
      "Arctic Breeze Heating & Cooling",
      ["2025-03-02", "2025-04-02"],
    ],
    ["xcel", "XCEL ENERGY PMT - common/HVAC heating", "5120", "Xcel Energy", ["2025-05-02", "2025-06-02"]],
    [
      "spa",
      "Hot tub service - weekly chemicals",
      "5020",
      "Mountain Spa & Hot Tub Service",
      ["2025-07-02", "2025-08-02"],
    ],
    ["cover", "Hot tub cover replaced", "5090", "Mountain Spa & Hot Tub Service", ["2025-09-02"]],
    ["gutters", "Gutter maintenance", "5090", "Peak Gutter Co.", ["2025-09-12"]],
    [
      "outlet",
      "Outlet sparked - receptacle & box replaced",
      "5090",
      "Middle Georgia Electric",
      ["2025-10-02"],
    ],
    ["doorloop", "RECURRING PMT DOORLOOP INC - pro plan", "5190", "DoorLoop", ["2025-03-03", "2025-04-03"]],
  ] as const) {
    const ids: string[] = [];
    for (const date of dates) ids.push((await books.record(description, code, { payee, date })).id);
    row.set(key, ids);
  }
  // Rent a tenant paid through the software, after its subscription.
  const through = (date: string) =>
    books.record("DOORLOOP PAYMENT DES:RENT INDN:WYNEMA HARJO", "4000", {
      payee: "Wynema Harjo",
      type: "income",
      date,
    });
  row.set("rent", [(await through("2025-11-01")).id, (await through("2025-12-01")).id]);
  await books.renewVocabulary();
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("rows found another way", () => {
  it("rank after the rows that say the typed word in another form (“plows”: “Snow plowing”)", async () => {
    const { ids } = await found(books, "who plows the snow");
    expect(Math.max(...at(ids, "plowing"))).toBeLessThan(Math.min(...at(ids, "removal")));
    expect(at(ids, "removal").every((i) => i >= 0)).toBe(true);
  });

  it("rank first when their payee says the job and who did it was asked (“HVAC company”)", async () => {
    const { ids } = await found(books, "HVAC company");
    expect(Math.max(...at(ids, "furnace"))).toBeLessThan(Math.min(...at(ids, "xcel")));
  });
});

describe("the makers of the kind of thing asked for", () => {
  it("rank first: the software bought before the rent collected through it (“software”)", async () => {
    const { ids } = await found(books, "software");
    expect(at(ids, "rent").every((i) => i >= 0)).toBe(true);
    expect(Math.max(...at(ids, "doorloop"))).toBeLessThan(Math.min(...at(ids, "rent")));
  });
});

describe("a payee named beside its category's own word", () => {
  it("is the payee's rows in the category (“hot tub maintenance”), though none says the word", async () => {
    const { ids } = await found(books, "hot tub maintenance");
    expect(ids.sort()).toEqual([...row.get("spa")!].sort());
  });
});

describe("a word for the thing the rows call otherwise", () => {
  it("finds them: a “plug” that sparked is the outlet", async () => {
    const { ids } = await found(books, "sparks from a plug");
    expect(ids).toEqual(row.get("outlet"));
  });
});
