// Who pays and what their money is called: "rent from tenants" is the rent, whoever paid it; "… payouts"
// beside a payer is its payouts, and when the payer's own lines call most of its money so, the rest
// (a damage claim) is other money. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { described, openTestBooks, type TestBooks } from "../test-books";
import { closeSearchTestDatabase } from "../test-support";

let books: TestBooks;
const answerTo = async (query: string) => (await books.search(query)).answer;
const listed = async (query: string) => described((await answerTo(query)).internalData.transactions);

beforeAll(async () => {
  books = await openTestBooks("Payers", new Date("2026-01-15T12:00:00Z"), {
    seed: 23,
    properties: 3,
    years: 1,
  });
  const income = { type: "income" as const, cents: 50_000 };
  for (const date of ["2025-06-01", "2025-07-01", "2025-08-01", "2025-09-01"])
    await books.record("STAYLODGE DES:PAYOUT PPD", "4000", { ...income, date, payee: "Staylodge" });
  await books.record("Staylodge damage claim - broken lamp", "4900", {
    ...income,
    date: "2025-08-20",
    payee: "Staylodge",
  });
  // A feed that calls its payouts something else, and one whose lines rarely say "payout".
  for (const date of ["2025-06-02", "2025-07-02", "2025-08-02"])
    await books.record("HOSTAWAY DEP", "4000", { ...income, date, payee: "Hostaway" });
  for (const date of ["2025-06-03", "2025-07-03", "2025-08-03"])
    await books.record("ROOMLY DEP", "4000", { ...income, date, payee: "Roomly" });
  await books.record("Roomly payout adjustment", "4000", { ...income, date: "2025-09-03", payee: "Roomly" });
  await books.record("Storm damage - fence boards", "5090", { date: "2025-10-10" });
  // Trades by their payees' names, and a utility whose name says a trade's word.
  await books.record("Shingles replaced - north slope", "5090", {
    date: "2025-05-02",
    payee: "Keystone Roofing",
  });
  await books.record("Outlet replaced - kitchen", "5090", {
    date: "2025-05-03",
    payee: "Bright Spark Electric",
  });
  await books.record("Monthly service", "5120", { date: "2025-05-04", payee: "Valley Gas & Electric" });
  // A tenant who has moved out: on no tenant list, but the rent and the deposit's return say who it was.
  for (const date of ["2025-02-01", "2025-03-01"])
    await books.record("ZELLE FROM M OLSEN", "4000", {
      type: "income",
      cents: 95_000,
      date,
      payee: "Marguerite Olsen",
    });
  await books.record("Return of security deposit - Marguerite Olsen", "2100", {
    type: "transfer",
    cents: 90_000,
    date: "2025-03-20",
    payee: "Marguerite Olsen",
  });
  await books.record("Refund - duplicate invoice", "5090", { date: "2025-04-02", payee: "Keystone Roofing" });
  await books.record("Silver maple removed - over the garage", "5090", {
    date: "2025-04-09",
    payee: "Oakline Tree Care",
  });
  await books.record("Oak tree trimmed - front yard", "5090", {
    date: "2025-06-09",
    payee: "Oakline Tree Care",
  });
  // A shop that rents a suite, named by its trade.
  await books.addTenant("Golden Crust Bagel Co.");
  for (const date of ["2025-06-05", "2025-07-05"])
    await books.record("WIRE GOLDEN CRUST RENT", "4000", {
      type: "income",
      date,
      payee: "Golden Crust Bagel Co.",
    });
  // A tenant whose rent comes in as mobile deposits, and whose security deposit is on the books.
  await books.addTenant("Ilse Vandermeer");
  for (const date of ["2025-06-04", "2025-07-04"])
    await books.record("MOBILE DEPOSIT REF 4471", "4000", { type: "income", date, payee: "Ilse Vandermeer" });
  await books.record("Security deposit - Ilse Vandermeer", "2100", {
    type: "transfer",
    cents: 120_000,
    date: "2025-05-28",
    payee: "Ilse Vandermeer",
  });
  await books.addTenant("Tomasz Wierzbicki");
  await books.record("MOBILE DEPOSIT REF 5120", "4000", {
    type: "income",
    date: "2025-06-06",
    payee: "Tomasz Wierzbicki",
  });
  await books.record("ZELLE FROM T WIERZBICKI", "4000", {
    type: "income",
    date: "2025-07-06",
    payee: "Tomasz Wierzbicki",
  });
  await books.renewVocabulary();
});

afterAll(closeSearchTestDatabase);

describe("who pays, said beside what was paid", () => {
  it("reads “rent from tenants” as the rent, and late fees “tenants paid” as the late fees", async () => {
    const rent = await answerTo("rent");
    expect(rent.internalData.transactions.length).toBeGreaterThan(0);
    const fromTenants = await answerTo("rent from tenants");
    expect(fromTenants.response).toBe(rent.response);
    expect(fromTenants.internalData.transactions).toEqual(rent.internalData.transactions);
    const late = await answerTo("late fees");
    expect((await answerTo("late fees the tenants paid")).response).toBe(late.response);
    expect((await answerTo("tenant late fees")).response).toBe(late.response);
    // Paid late, in the words of the calendar.
    expect((await answerTo("charges when tenants paid after the due date")).response).toBe(late.response);
    expect((await answerTo("past due")).response).toBe(late.response);
  });

  it("keeps the word beside anything but money in: “tenant damage” is not every damage", async () => {
    expect(await listed("storm damage")).toEqual(["Storm damage - fence boards"]);
    // The damage money from those who pay rent (a guest's, through the platform), not the storm's.
    expect(await listed("tenant damage")).toEqual(["Staylodge damage claim - broken lamp"]);
  });

  it("reads other money to “the tenant” as money to those who paid rent, past tenants too", async () => {
    const refund = await answerTo("refund to the tenant");
    expect(described(refund.internalData.transactions)).toEqual([
      "Return of security deposit - Marguerite Olsen",
    ]);
    // The tenants are named as such, not one by one.
    expect(refund.response).toContain("with your tenants on Mar 20, 2025");
    expect(refund.response).not.toContain("Marguerite Olsen,");
    // In everyday words, with a thesaurus phrase that says a stopword ("money back").
    expect(await listed("money back to the tenant")).toEqual([
      "Return of security deposit - Marguerite Olsen",
    ]);
    // The vendor's refund stays a refund, for whoever asks without the tenant.
    expect(await listed("refund")).toContain("Refund - duplicate invoice");
  });
});

describe("money from a thing", () => {
  it("is no one's payment: “removing ice from the roof” is the roof's expense", async () => {
    const dams = await books.record("Ice dams steamed off the roof", "5090", {
      payee: "Cache Valley Roofing",
    });
    const { answer, trace } = await books.search("removing ice from the roof");
    expect(trace.parsed.type).not.toBe("income");
    expect(answer.internalData.transactions.map((t) => t.id)).toContain(dams.id);
  });
});

describe("a tenant named by its trade", () => {
  it("is the tenant: “rent from the bagel shop” is the bagel company's rent", async () => {
    for (const query of ["rent from the bagel shop", "bagel shop rent"])
      expect(await listed(query), query).toEqual(["WIRE GOLDEN CRUST RENT", "WIRE GOLDEN CRUST RENT"]);
  });
});

describe("a thesaurus phrase that says a stopword", () => {
  it("is the phrase: “take down a tree” is the tree removed", async () => {
    expect(await listed("paid someone to take down a tree")).toEqual([
      "Silver maple removed - over the garage",
    ]);
    expect(await listed("take down tree")).toEqual(["Silver maple removed - over the garage"]);
  });
});

describe("what a payer's money is called", () => {
  it("lists a payer's payouts without the other money it paid, when its lines call them so", async () => {
    expect(await listed("Staylodge")).toHaveLength(5);
    const payouts = await answerTo("Staylodge payouts");
    expect(described(payouts.internalData.transactions)).toEqual(Array(4).fill("STAYLODGE DES:PAYOUT PPD"));
    expect(payouts.response).toContain("$2,000.00");
    expect(await listed("Staylodge payou")).toHaveLength(4);
  });

  it("lists every row of a payer whose lines call its payouts something else, or only now and then", async () => {
    expect(await listed("Hostaway payouts")).toEqual(Array(3).fill("HOSTAWAY DEP"));
    expect(await listed("Roomly payouts")).toHaveLength(4);
    expect((await answerTo("Roomly payouts")).response).toContain("$2,000.00");
  });

  it("reads a platform's bookings as what it paid out for them, though no line says “bookings”", async () => {
    expect(await listed("Hostaway bookings")).toEqual(Array(3).fill("HOSTAWAY DEP"));
    expect(await listed("Staylodge reservations")).toHaveLength(5);
  });

  it("reads a shop's “lease payments” as its rent, whether its lines say “lease” or not", async () => {
    const shop = { type: "income" as const, cents: 280_000, payee: "Tundra Print & Ship LLC" };
    for (const date of ["2025-10-02", "2025-11-02"])
      await books.record("ACH CREDIT TUNDRA PRINT & SHIP LLC RENT SUITE 1", "4000", { ...shop, date });
    await books.renewVocabulary();
    expect(await listed("Tundra Print lease payments")).toEqual(
      Array(2).fill("ACH CREDIT TUNDRA PRINT & SHIP LLC RENT SUITE 1"),
    );
  });
});

describe("a trade named by the person who does it", () => {
  it("is the payees of that trade within its category: “the roofer” is the roofing company", async () => {
    const payees = (a: Awaited<ReturnType<typeof answerTo>>) => [
      ...new Set(a.internalData.transactions.map((t) => t.payee)),
    ];
    const roofer = await answerTo("what did the roofer charge");
    expect(payees(roofer)).toContain("Keystone Roofing");
    expect(payees(roofer).every((p) => /\broof/i.test(p ?? ""))).toBe(true);
    expect(roofer.response).toMatch(/^You spent \$[\d,.]+ on repairs with .*Keystone Roofing/);
    // The utility's name says "electric" too, but its rows are no repairs.
    const electrician = await answerTo("electrician");
    expect(payees(electrician)).toContain("Bright Spark Electric");
    expect(payees(electrician).every((p) => /\belectric/i.test(p ?? ""))).toBe(true);
    expect(payees(electrician)).not.toContain("Valley Gas & Electric");
  });

  it("is the payee named by its trade in the plural (“the accountant” is Ruiz CPAs)", async () => {
    const prep = await books.record("2025 tax return - Schedule E", "5050", { payee: "Brandt & Ruiz CPAs" });
    await books.record("Lease review", "5050", { payee: "Ostrander Law PLLC" });
    await books.renewVocabulary();
    const ids = (await answerTo("what did the accountant charge")).internalData.transactions.map((t) => t.id);
    expect(ids).toEqual([prep.id]);
  });

  it("is who did the job typed before it (“the lawn guys”), not a payee named by that one word", async () => {
    const junk = await books.record("Junk haul-off after move-out", "5020", { payee: "Two Guys Hauling" });
    const lawn = await books.record("Lawn mowing", "5020", { payee: "Greenway Lawns" });
    await books.renewVocabulary();
    const ids = (await answerTo("what I paid the lawn guys")).internalData.transactions.map((t) => t.id);
    expect(ids).toContain(lawn.id);
    expect(ids).not.toContain(junk.id);
    // The payee's name typed as it is still names it.
    const named = (await answerTo("two guys hauling")).internalData.transactions.map((t) => t.id);
    expect(named).toEqual([junk.id]);
  });

  it("is the same trade cut short (“electrici” is the electrician)", async () => {
    const cut = await answerTo("electrici");
    expect(cut.internalData.transactions).toEqual((await answerTo("electrician")).internalData.transactions);
  });
});

describe("a tenant's deposit", () => {
  it("is the security deposit, though the tenant's rent comes in as deposits", async () => {
    expect(await listed("Ilse Vandermeer deposit")).toEqual(["Security deposit - Ilse Vandermeer"]);
    expect(await listed("deposits from ilse vandermeer")).toEqual(["Security deposit - Ilse Vandermeer"]);
    // One who has moved out, on no tenant list: the deposit's return.
    expect(await listed("Marguerite Olsen deposit")).toEqual([
      "Return of security deposit - Marguerite Olsen",
    ]);
    // None on the books: his rows that say the word, not all his rent.
    const none = await answerTo("Tomasz Wierzbicki deposit");
    expect(none.response).toMatch(
      /^You received \$432\.10 in transactions matching “tomasz”, “wierzbicki” and “deposit”/,
    );
    expect(described(none.internalData.transactions)).toEqual(["MOBILE DEPOSIT REF 5120"]);
  });

  it("is the security deposits where what was done with them is said (“deposits collected”)", async () => {
    // The seeded leases' deposits, received; not the rent that came in as deposits, nor a return.
    const collected = await listed("deposits collected in 2025");
    expect(collected.length).toBeGreaterThan(0);
    expect(collected.every((d) => d.startsWith("Security deposit - "))).toBe(true);
    const refunded = await listed("deposits refunded in 2025");
    expect(refunded).toContain("Return of security deposit - Marguerite Olsen");
    expect(refunded.filter((d) => /MOBILE DEPOSIT|^Security deposit/.test(d))).toEqual([]);
    // From whom they came goes without saying, though a repair's row says "tenant".
    await books.record("Flushometer rebuilt - tenant restroom", "5090", { date: "2025-09-09" });
    await books.renewVocabulary();
    // So is "from tenants" alone, new or not: the deposits that came in from them.
    for (const query of [
      "deposits received from tenants",
      "deposits from tenants",
      "deposits from new tenants",
    ]) {
      const fromTenants = await listed(query);
      expect(fromTenants.length, query).toBeGreaterThan(0);
      expect(
        fromTenants.every((d) => d.startsWith("Security deposit - ")),
        query,
      ).toBe(true);
    }
  });
});

describe("many payees named by one word", () => {
  it("are said by the word when more than three were found, else each found by name", async () => {
    for (const city of ["Dubuque", "Moab", "Provo", "Tulsa"])
      await books.record(`City of ${city} water`, "5120", { date: "2025-04-01", payee: `City of ${city}` });
    await books.record("Lead hazard reduction grant", "4900", {
      type: "income",
      date: "2025-12-02",
      payee: "City of Dubuque",
    });
    await books.renewVocabulary();
    const paid = await answerTo("paid to the city in April 2025");
    expect(paid.internalData.transactions.length).toBeGreaterThanOrEqual(4);
    expect(paid.response).toContain("with payees matching “city”");
    // The grant's row is one city's: the other payees "city" names did not pay it.
    const grant = await answerTo("grant from the city");
    expect(described(grant.internalData.transactions)).toEqual(["Lead hazard reduction grant"]);
    expect(grant.response).toContain("from City of Dubuque");
    expect(grant.response).not.toContain("City of Moab");
  });

  it("reads a payee before “paid” as who paid: “what Staylodge paid me” is money in", async () => {
    const refund = await books.record("Guest refund - AC out mid-stay", "5190", {
      date: "2025-09-15",
      payee: "Staylodge",
    });
    const paidMe = (await answerTo("what Staylodge paid me")).internalData.transactions;
    expect(paidMe).toHaveLength(5);
    expect(paidMe.every((t) => t.amount > 0)).toBe(true);
    expect((await answerTo("Staylodge paid for the broken lamp")).internalData.transactions).toHaveLength(1);
    // Paid to the payee, it is money out.
    const paidThem = (await answerTo("what I paid Staylodge")).internalData.transactions;
    expect(paidThem.map((t) => t.id)).toEqual([refund.id]);
  });
});
