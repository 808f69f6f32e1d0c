// The double-entry invariant under random postings, edits and deletions (fast-check): every entry
// balances, the trial balance balances, account balances equal an independent model, and the month
// totals equal the journal they summarise.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AccountView,
  propertyCreateBody,
  type TransactionInput,
  transactionBody,
} from "../../shared/accounting";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { dashboard } from "./dashboard";
import { dayTotalsFromJournal } from "./journal-summaries";
import { ledger, trialBalance } from "./ledger-reports";
import { AccountingService } from "./service";
import { newOrganization } from "./test-support";

let database: Database;
let svc: AccountingService;

beforeAll(async () => {
  database = await testDatabase();
  svc = new AccountingService(database.db, new FakeClock(Date.UTC(2025, 11, 20, 12)));
});
afterAll(closeTestDatabase);

async function setupOrg() {
  const orgId = await newOrganization(database.db);
  await svc.applyTemplate(orgId);
  const accts = await svc.listAccounts(orgId);
  const byCode = new Map(accts.map((a) => [a.code, a]));
  const props = [];
  for (const name of ["Oak Street Duplex", "Maple Avenue House"]) {
    props.push(await svc.createProperty(orgId, propertyCreateBody.parse({ name, type: "single_family" })));
  }
  return { orgId, byCode, props };
}

const code = (byCode: Map<string, AccountView>, c: string) => byCode.get(c)!.id;

// ---- random entries ----------------------------------------------------------------------------

const cents = fc.integer({ min: 1, max: 50_000_000 });
const date = fc
  .integer({ min: 0, max: 729 })
  .map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const entryArb = fc.oneof(
  fc.record({
    type: fc.constant("income" as const),
    bank: fc.constantFrom("1000", "1050"),
    splits: fc.array(fc.record({ account: fc.constantFrom("4000", "4100", "4200", "4900", "2100"), cents }), {
      minLength: 1,
      maxLength: 4,
    }),
    date,
    prop: fc.integer({ min: -1, max: 1 }),
  }),
  fc.record({
    type: fc.constant("expense" as const),
    bank: fc.constantFrom("1000", "2000"),
    splits: fc.array(
      fc.record({ account: fc.constantFrom("5000", "5040", "5070", "5090", "5120", "5130", "2500"), cents }),
      { minLength: 1, maxLength: 4 },
    ),
    date,
    prop: fc.integer({ min: -1, max: 1 }),
  }),
  fc.record({
    type: fc.constant("transfer" as const),
    bank: fc.constantFrom("1000", "3000"),
    splits: fc.array(fc.record({ account: fc.constantFrom("1050", "2000", "2500", "3100"), cents }), {
      minLength: 1,
      maxLength: 2,
    }),
    date,
    prop: fc.integer({ min: -1, max: 1 }),
  }),
);
type Entry = typeof entryArb extends fc.Arbitrary<infer T> ? T : never;
const opArb = fc.oneof(
  { weight: 5, arbitrary: entryArb.map((e) => ({ op: "create" as const, e })) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(), entryArb).map(([i, e]) => ({ op: "update" as const, i, e })) },
  { weight: 1, arbitrary: fc.nat().map((i) => ({ op: "delete" as const, i })) },
);

function toInput(e: Entry, byCode: Map<string, AccountView>, props: { id: string }[]): TransactionInput {
  const hasPnl = e.splits.some((s) => s.account.startsWith("4") || s.account.startsWith("5"));
  const splits =
    hasPnl || e.type === "transfer"
      ? e.splits
      : [...e.splits, { account: e.type === "income" ? "4000" : "5090", cents: 100 }];
  return transactionBody.parse({
    date: e.date,
    description: `${e.type} ${e.date}`,
    type: e.type,
    bankAccountId: code(byCode, e.bank),
    propertyId: e.prop >= 0 ? props[e.prop]!.id : null,
    splits: splits
      .filter((s) => s.account !== e.bank)
      .map((s) => ({ accountId: code(byCode, s.account), amountCents: s.cents })),
  });
}

/** Independent model: debit − credit per account code. */
function applyModel(
  model: Map<string, number>,
  input: TransactionInput,
  codeOf: Map<string, string>,
  sign: 1 | -1,
) {
  const total = input.splits.reduce((s, x) => s + x.amountCents, 0);
  const splitsDebit = input.type !== "income";
  const add = (id: string, v: number) =>
    model.set(codeOf.get(id)!, (model.get(codeOf.get(id)!) ?? 0) + sign * v);
  add(input.bankAccountId, splitsDebit ? -total : total);
  for (const s of input.splits) add(s.accountId, splitsDebit ? s.amountCents : -s.amountCents);
}

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;
type Org = Awaited<ReturnType<typeof setupOrg>>;
type Live = { id: string; input: TransactionInput }[];

/** Runs the operations through the service and the same changes through a plain per-code balance model. */
async function replay(ops: Op[], { orgId, byCode, props }: Org) {
  const codeOf = new Map([...byCode.values()].map((a) => [a.id, a.code]));
  const model = new Map<string, number>();
  const live: Live = [];
  for (const op of ops) {
    if (op.op === "create") {
      const input = toInput(op.e, byCode, props);
      if (input.splits.length === 0) continue;
      const t = await svc.createTransaction(orgId, input);
      expect(t.amountCents).toBe(input.splits.reduce((s, x) => s + x.amountCents, 0));
      live.push({ id: t.id, input });
      applyModel(model, input, codeOf, 1);
    } else if (live.length > 0) {
      const k = op.i % live.length;
      const target = live[k]!;
      if (op.op === "update") {
        const input = toInput(op.e, byCode, props);
        if (input.splits.length === 0) continue;
        await svc.updateTransaction(orgId, target.id, input);
        applyModel(model, target.input, codeOf, -1);
        applyModel(model, input, codeOf, 1);
        target.input = input;
      } else {
        await svc.deleteTransaction(orgId, target.id);
        applyModel(model, target.input, codeOf, -1);
        live.splice(k, 1);
      }
    }
  }
  return { model, live };
}

/** Every entry balances, the trial balance too, and each account's balance is the model's. */
async function expectBalancedBooks(orgId: string, live: Live, model: Map<string, number>) {
  const db = database.db;
  // 1. Every entry balances; no orphan lines.
  const unbalanced = rowsOf(
    await db.execute(sql`select transaction_id from journal_lines where organization_id = ${orgId}
      group by transaction_id having sum(debit_cents) <> sum(credit_cents) or count(*) < 2`),
  );
  expect(unbalanced).toEqual([]);
  const [txCount] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from transactions where organization_id = ${orgId}`),
  );
  expect(Number(txCount!.n)).toBe(live.length);
  // 2. Trial balance balances (whole period and any date window).
  const tb = await trialBalance(svc, orgId, {});
  expect(tb.totals.debitCents).toBe(tb.totals.creditCents);
  expect(tb.balanced).toBe(true);
  const tb2024 = await trialBalance(svc, orgId, { from: "2024-01-01", to: "2024-12-31" });
  expect(tb2024.balanced).toBe(true);
  // 3. Account balances equal the model.
  for (const a of await svc.listAccounts(orgId)) {
    const raw = model.get(a.code) ?? 0;
    expect(a.balanceCents, a.code).toBe(a.type === "asset" || a.type === "expense" ? raw : 0 - raw);
  }
}

/** The month and day totals equal the journal they summarise. */
async function expectSummariesMatchJournal(orgId: string) {
  const db = database.db;
  const drift = rowsOf(
    await db.execute(sql`
      select coalesce(j.account_id, m.account_id) as account_id from
        (select account_id, date_trunc('month', date)::date as month, sum(debit_cents) d, sum(credit_cents) c
           from journal_lines where organization_id = ${orgId} group by 1, 2) j
        full join (select * from account_month_totals where organization_id = ${orgId}
                     and (debit_cents <> 0 or credit_cents <> 0)) m
          on m.account_id = j.account_id and m.month = j.month
      where j.d is distinct from m.debit_cents or j.c is distinct from m.credit_cents`),
  );
  expect(drift).toEqual([]);
  // Day totals: entries per day, type and signature.
  const dayDrift = rowsOf(
    await db.execute(sql`
      select coalesce(j.date, d.date)::text as date from (${dayTotalsFromJournal(orgId)}) j
        full join (select * from transaction_day_totals where organization_id = ${orgId}) d
          on d.type = j.type and d.date = j.date and d.account_ids = j.account_ids
       where j.transactions is distinct from d.transactions or j.amount_cents is distinct from d.amount_cents
          or j.account_cents is distinct from d.account_cents or j.account_lines is distinct from d.account_lines`),
  );
  expect(dayDrift).toEqual([]);
}

/** Each entry's accounts (bank first) and each one's split cents, as its input has them. */
async function expectStoredSplits(orgId: string, live: Live) {
  const stored = new Map(
    rowsOf<{ id: string; account_ids: string[]; split_cents: (string | number)[] }>(
      await database.db.execute(
        sql`select id, account_ids, split_cents from transactions where organization_id = ${orgId}`,
      ),
    ).map((r) => [r.id, r.account_ids.map((a, i) => [a, Number(r.split_cents[i])])]),
  );
  for (const { id, input } of live) {
    const want: [string, number][] = [[input.bankAccountId, 0]];
    for (const s of input.splits) {
      const have = want.find(([a]) => a === s.accountId);
      if (have) have[1] += s.amountCents;
      else want.push([s.accountId, s.amountCents]);
    }
    expect(stored.get(id), id).toEqual(want);
  }
}

describe("double-entry invariant (property-based)", () => {
  it("holds after any sequence of postings, edits and deletions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const org = await setupOrg();
        const { orgId, byCode } = org;
        const { model, live } = await replay(ops, org);
        await expectBalancedBooks(orgId, live, model);
        await expectSummariesMatchJournal(orgId);
        await expectStoredSplits(orgId, live);
        // The ledger's closing balance of the bank equals its account balance.
        const bank = byCode.get("1000")!;
        const lg = await ledger(svc, orgId, { accountId: bank.id, page: 1, pageSize: 500 });
        const expectedBank = model.get("1000") ?? 0;
        expect(lg.closingBalanceCents).toBe(expectedBank);
        if (lg.items.length) expect(lg.items.at(-1)!.balanceCents).toBe(expectedBank);
        expect(lg.totals.debitCents - lg.totals.creditCents).toBe(expectedBank);
      }),
      { numRuns: 20 },
    );
  });
});

describe("posting rules", () => {
  it("posts income, expense and transfer with the right sides", async () => {
    const { orgId, byCode, props } = await setupOrg();
    const income = await svc.createTransaction(
      orgId,
      transactionBody.parse({
        date: "2025-03-01",
        description: "March rent",
        type: "income",
        bankAccountId: code(byCode, "1000"),
        propertyId: props[0]!.id,
        splits: [
          { accountId: code(byCode, "4000"), amount: "1,500.00" },
          { accountId: code(byCode, "4100"), amountCents: 5000 },
        ],
      }),
    );
    expect(income.amountCents).toBe(155000);
    const lines = rowsOf<{
      account_id: string;
      debit_cents: unknown;
      credit_cents: unknown;
      line_no: number;
    }>(
      await database.db.execute(
        sql`select account_id, debit_cents, credit_cents, line_no from journal_lines where transaction_id = ${income.id} order by line_no`,
      ),
    );
    expect(lines.map((l) => [l.account_id, Number(l.debit_cents), Number(l.credit_cents)])).toEqual([
      [code(byCode, "1000"), 155000, 0],
      [code(byCode, "4000"), 0, 150000],
      [code(byCode, "4100"), 0, 5000],
    ]);
    const d = await dashboard(svc, orgId, { asOf: "2025-03-31", propertiesLimit: 10 });
    expect(d.month.incomeCents).toBe(155000);
    expect(d.ytd.incomeCents).toBe(155000);
    expect(d.cashOnHandCents).toBe(155000);
    expect(d.properties.items.find((p) => p.id === props[0]!.id)!.ytdIncomeCents).toBe(155000);
  });

  it("rejects wrong account kinds and unknown references, leaving nothing behind", async () => {
    const { orgId, byCode, props } = await setupOrg();
    const base = {
      date: "2025-03-01",
      description: "x",
      type: "expense",
      bankAccountId: code(byCode, "1000"),
      splits: [{ accountId: code(byCode, "5090"), amountCents: 100 }],
    };
    const post = (over: Record<string, unknown>) =>
      svc.createTransaction(orgId, transactionBody.parse({ ...base, ...over }));
    await expect(
      post({ splits: [{ accountId: code(byCode, "4000"), amountCents: 100 }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(post({ bankAccountId: code(byCode, "5000") })).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      post({ splits: [{ accountId: code(byCode, "1000"), amountCents: 100 }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(post({ type: "transfer" })).rejects.toMatchObject({ statusCode: 400 });
    await expect(post({ propertyId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      statusCode: 404,
    });
    const other = await setupOrg();
    await expect(post({ bankAccountId: code(other.byCode, "1000") })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(post({ propertyId: other.props[0]!.id })).rejects.toMatchObject({ statusCode: 404 });
    await svc.setAccountActive(orgId, code(byCode, "5090"), false);
    await expect(post({})).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("archived"),
    });
    expect(props.length).toBe(2);
    const n = rowsOf<{ n: unknown }>(
      await database.db.execute(
        sql`select count(*) as n from journal_lines where organization_id = ${orgId}`,
      ),
    );
    expect(Number(n[0]!.n)).toBe(0);
  });

  it("edit re-posts and a failed edit keeps the original entry", async () => {
    const { orgId, byCode } = await setupOrg();
    const t = await svc.createTransaction(
      orgId,
      transactionBody.parse({
        date: "2025-01-05",
        description: "Repair",
        type: "expense",
        bankAccountId: code(byCode, "1000"),
        splits: [{ accountId: code(byCode, "5090"), amountCents: 12345 }],
      }),
    );
    const bad = transactionBody.parse({
      date: "2025-01-05",
      description: "Repair",
      type: "expense",
      bankAccountId: code(byCode, "1000"),
      splits: [{ accountId: code(byCode, "4000"), amountCents: 1 }],
    });
    await expect(svc.updateTransaction(orgId, t.id, bad)).rejects.toMatchObject({ statusCode: 400 });
    expect((await svc.getTransaction(orgId, t.id)).amountCents).toBe(12345);
    const good = transactionBody.parse({
      date: "2025-02-05",
      description: "Repair (split)",
      type: "expense",
      bankAccountId: code(byCode, "2000"),
      splits: [
        { accountId: code(byCode, "5090"), amountCents: 100 },
        { accountId: code(byCode, "5100"), amountCents: 250 },
      ],
    });
    const edited = await svc.updateTransaction(orgId, t.id, good);
    expect(edited.amountCents).toBe(350);
    expect(edited.bankAccount.code).toBe("2000");
    expect(edited.splits.map((s) => [s.accountCode, s.amountCents])).toEqual([
      ["5090", 100],
      ["5100", 250],
    ]);
    const accts = new Map((await svc.listAccounts(orgId)).map((a) => [a.code, a.balanceCents]));
    expect(accts.get("1000")).toBe(0);
    expect(accts.get("2000")).toBe(350);
    expect(accts.get("5090")).toBe(100);
  });
});
