// The shared setup of the /api/accounting route tests: an app on a fixed day (2026-01-20), an owner
// and another organization with the rental template applied, and a viewer; and the sample month of
// postings the transaction and report tests read.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "./helpers";

export const A = "/api/accounting";

export type Acct = {
  id: string;
  code: string;
  name: string;
  type: string;
  isActive: boolean;
  parentId: string | null;
  balanceCents: number;
};

async function accountsOf(b: Browser): Promise<Map<string, Acct>> {
  const res = await b.get(`${A}/accounts`);
  expect(res.statusCode).toBe(200);
  return new Map(res.json<{ items: Acct[] }>().items.map((a) => [a.code, a]));
}

export const property = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  addressLine1: "12 Oak Street",
  city: "Austin",
  state: "TX",
  postalCode: "78701",
  type: "multi_family",
  purchaseDate: "2020-06-01",
  purchasePriceCents: 45_000_000,
  ...extra,
});

export interface AccountingFixture {
  database: Database;
  app: FastifyInstance;
  owner: Browser;
  other: Browser;
  viewer: Browser;
  accts: Map<string, Acct>;
  otherAccts: Map<string, Acct>;
}

async function accountingFixture(): Promise<AccountingFixture> {
  const database = await testDatabase();
  const { app } = await createTestApp({ clock: new FakeClock(Date.UTC(2026, 0, 20, 12)) });
  const owner = new Browser(app);
  const other = new Browser(app);
  const viewer = new Browser(app);
  await owner.signup();
  await other.signup();
  const v = await viewer.signup();
  for (const b of [owner, other]) expect((await b.post(`${A}/accounts/apply-template`)).statusCode).toBe(200);
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
  return {
    database,
    app,
    owner,
    other,
    viewer,
    accts: await accountsOf(owner),
    otherAccts: await accountsOf(other),
  };
}

/** Builds the fixture before the file's tests (handing it to `receive`) and closes it after them. */
export function setupAccounting(receive: (fixture: AccountingFixture) => void): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const fixture = await accountingFixture();
    app = fixture.app;
    receive(fixture);
  });
  afterAll(async () => {
    await app?.close();
    await closeTestDatabase();
  });
}

type Posting = [name: string, body: Record<string, unknown>];

/** January's rent for both properties. */
function januaryRent(acct: (code: string) => string, oak: string, elm: string): Posting[] {
  return [
    [
      "rentOak",
      {
        date: "2026-01-01",
        description: "January rent",
        payee: "Maria Garcia",
        type: "income",
        bankAccountId: acct("1000"),
        propertyId: oak,
        reference: "RENT-2026-01",
        splits: [
          { accountId: acct("4000"), amount: "1,800.00" },
          { accountId: acct("4100"), amountCents: 5000 },
        ],
      },
    ],
    [
      "rentElm",
      {
        date: "2026-01-03",
        description: "January rent",
        payee: "Liam Brown",
        type: "income",
        bankAccountId: acct("1000"),
        propertyId: elm,
        splits: [{ accountId: acct("4000"), amountCents: 120_000 }],
      },
    ],
  ];
}

/** January's mortgage, repair, utilities and the credit card payment. */
function januaryBills(acct: (code: string) => string, oak: string, elm: string): Posting[] {
  return [
    [
      "mortgage",
      {
        date: "2026-01-05",
        description: "Mortgage payment",
        payee: "Chase Mortgage",
        type: "expense",
        bankAccountId: acct("1000"),
        propertyId: oak,
        splits: [
          { accountId: acct("5070"), amountCents: 90_000 },
          { accountId: acct("2500"), amountCents: 40_000 },
        ],
      },
    ],
    [
      "repair",
      {
        date: "2026-01-10",
        description: "Plumbing repair, kitchen",
        payee: "Ace Plumbing",
        type: "expense",
        bankAccountId: acct("2000"),
        propertyId: elm,
        memo: "Leak under sink",
        splits: [{ accountId: acct("5090"), amountCents: 32_550 }],
      },
    ],
    [
      "utilities",
      {
        date: "2026-01-12",
        description: "Water and trash",
        payee: "City Water Utility",
        type: "expense",
        bankAccountId: acct("1000"),
        propertyId: oak,
        splits: [{ accountId: acct("5120"), amountCents: 8_425 }],
      },
    ],
    [
      "card",
      {
        date: "2026-01-15",
        description: "Credit card payment",
        type: "transfer",
        bankAccountId: acct("1000"),
        splits: [{ accountId: acct("2000"), amountCents: 32_550 }],
      },
    ],
  ];
}

/** December's rent for the first property: the month before. */
function decemberRent(acct: (code: string) => string, oak: string): Posting {
  return [
    "december",
    {
      date: "2025-12-01",
      description: "December rent",
      type: "income",
      bankAccountId: acct("1000"),
      propertyId: oak,
      splits: [{ accountId: acct("4000"), amountCents: 180_000 }],
    },
  ];
}

/** A month of rent and expenses for two properties (and December's rent), each with its name. */
export function januaryPostings(acct: (code: string) => string, oak: string, elm: string): Posting[] {
  return [...januaryRent(acct, oak, elm), ...januaryBills(acct, oak, elm), decemberRent(acct, oak)];
}

/** The correction the tests make to the "utilities" posting: a new description and amount. */
export function utilitiesCorrection(acct: (code: string) => string, oak: string): Record<string, unknown> {
  return {
    date: "2026-01-12",
    description: "Water, sewer and trash",
    payee: "City Water Utility",
    type: "expense",
    bankAccountId: acct("1000"),
    propertyId: oak,
    splits: [{ accountId: acct("5120"), amountCents: 9_000 }],
  };
}
