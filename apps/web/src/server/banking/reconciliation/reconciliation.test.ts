// The reconciliation use cases beside the HTTP suite: the difference helper's candidates, a credit
// card's natural sign, and an import that cannot be undone while one of its transactions is reconciled.
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReconciliationLine } from "../../../shared/reconciliation";
import { FakeClock } from "../../clock";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../../test/helpers";
import { commitBatch } from "../commit";
import { bankImportRows } from "../schema";
import { bankingOrg, booksSnapshot, previewOf } from "../test-support";
import { undoBatch } from "../undo";
import { batchView } from "../views";
import { differenceHints, transpositions } from "./difference";
import { finishReconciliation } from "./finish";
import { startReconciliation } from "./start";
import { setCleared } from "./tick";
import { undoReconciliation } from "./undo";

let database: Database;
const clock = new FakeClock(Date.UTC(2025, 2, 1, 12));

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const line = (n: number, amountCents: number, cleared: boolean): ReconciliationLine => ({
  transactionId: `00000000-0000-4000-8000-00000000000${n}`,
  date: `2025-01-0${n}`,
  description: `Line ${n}`,
  payee: null,
  reference: null,
  amountCents,
  cleared,
});

describe("find the difference", () => {
  it("swaps each pair of adjacent digits, keeping the sign", () => {
    expect(transpositions(-5_412).sort()).toEqual([-5_421, -5_142, -4_512].sort());
    expect(transpositions(1_100)).toEqual([1_010]);
    expect(transpositions(5)).toEqual([50]);
  });

  it("names a missing, an extra, a duplicated, a transposed and a sign-reversed amount", () => {
    const kinds = (d: number, lines: ReconciliationLine[]) =>
      differenceHints(d, lines).map((h) => [h.kind, h.transactionId.slice(-1)]);
    expect(kinds(2_500, [line(1, 2_500, false), line(2, 2_500, true)])).toEqual([["missing", "1"]]);
    expect(kinds(-2_500, [line(1, 2_500, true)])).toEqual([["extra", "1"]]);
    expect(kinds(-2_500, [line(1, 2_500, true), line(2, 2_500, true)])).toEqual([
      ["duplicated", "1"],
      ["duplicated", "2"],
    ]);
    // 45.12 typed for 54.12 (a deposit): the statement holds 9.00 more.
    expect(kinds(900, [line(1, 4_512, true)])).toEqual([["transposed", "1"]]);
    // A 30.00 payment typed as a deposit: the books are 60.00 too high.
    expect(kinds(-6_000, [line(1, 3_000, true), line(2, 3_000, false)])).toEqual([["sign", "1"]]);
    expect(kinds(0, [line(1, 0, false)])).toEqual([]);
  });
});

describe("reconciling", () => {
  it("agrees with the general ledger: reconciled balance = ledger balance − outstanding entries", async () => {
    const entry = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      cents: fc.integer({ min: -300_000, max: 300_000 }).filter((c) => c !== 0),
      ticked: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 8 }), async (entries) => {
        const { svc, orgId, account } = await bankingOrg(database.db, clock);
        const bank = account("1000");
        const ids: string[] = [];
        for (const e of entries) {
          const t = await svc.createTransaction(orgId, {
            date: `2025-01-${String(e.day).padStart(2, "0")}`,
            description: "Entry",
            payee: null,
            type: e.cents > 0 ? "income" : "expense",
            bankAccountId: bank,
            propertyId: null,
            unitId: null,
            memo: null,
            reference: null,
            splits: [
              {
                accountId: account(e.cents > 0 ? "4000" : "5090"),
                amountCents: Math.abs(e.cents),
                propertyId: null,
                memo: null,
              },
            ],
          });
          ids.push(t.id);
        }
        const [ledger] = rowsOf<{ balance: string }>(
          await database.db.execute(sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as balance
            from journal_lines where organization_id = ${orgId} and account_id = ${bank}`),
        );
        const outstanding = entries.filter((e) => !e.ticked).reduce((sum, e) => sum + e.cents, 0);
        const statement = Number(ledger!.balance) - outstanding;
        const rec = await startReconciliation(database.db, clock, orgId, null, bank, {
          statementDate: "2025-01-31",
          statementBalanceCents: statement,
        });
        const ticked = ids.filter((_, i) => entries[i]!.ticked);
        const summary = ticked.length
          ? await setCleared(database.db, orgId, rec.reconciliation.id, {
              transactionIds: ticked,
              cleared: true,
            })
          : rec.reconciliation;
        expect(summary.differenceCents).toBe(0);
        const done = await finishReconciliation(database.db, clock, orgId, rec.reconciliation.id);
        expect(done).toMatchObject({
          status: "finished",
          clearedCents: statement,
          clearedCount: ticked.length,
        });
      }),
      { numRuns: 8 },
    );
  });

  it("counts a credit card's charges as raising what is owed", async () => {
    const { svc, orgId, account } = await bankingOrg(database.db, clock);
    const card = account("2000");
    const charge = await svc.createTransaction(orgId, {
      date: "2025-01-04",
      description: "Hardware store",
      payee: null,
      type: "expense",
      bankAccountId: card,
      propertyId: null,
      unitId: null,
      memo: null,
      reference: null,
      splits: [{ accountId: account("5090"), amountCents: 8_000, propertyId: null, memo: null }],
    });
    const view = await startReconciliation(database.db, clock, orgId, null, card, {
      statementDate: "2025-01-31",
      statementBalanceCents: 8_000,
    });
    expect(view.lines.map((l) => l.amountCents)).toEqual([8_000]);
    const summary = await setCleared(database.db, orgId, view.reconciliation.id, {
      transactionIds: [charge.id],
      cleared: true,
    });
    expect(summary.differenceCents).toBe(0);
  });

  it("refuses to undo an import while one of its transactions is reconciled", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const csv = "Date,Description,Amount\n01/03/2025,INSURANCE,-1212.55\n01/05/2025,RENT 2B,1500.00\n";
    const batch = await previewOf(database.db, clock, orgId, account("1000"), "jan.csv", csv);
    await commitBatch(database.db, clock, orgId, batch.id);
    const [rent] = await database.db
      .select({ id: bankImportRows.transactionId })
      .from(bankImportRows)
      .where(and(eq(bankImportRows.batchId, batch.id), eq(bankImportRows.rowNo, 2)));
    const rec = await startReconciliation(database.db, clock, orgId, null, account("1000"), {
      statementDate: "2025-01-31",
      statementBalanceCents: 150_000,
    });
    await setCleared(database.db, orgId, rec.reconciliation.id, {
      transactionIds: [rent!.id!],
      cleared: true,
    });
    // Cleared but not yet reconciled does not hold the import back: finish it first.
    expect((await batchView(database.db, orgId, batch.id)).canUndo).toBe(true);
    await finishReconciliation(database.db, clock, orgId, rec.reconciliation.id);
    expect((await batchView(database.db, orgId, batch.id)).canUndo).toBe(false);
    const before = await booksSnapshot(database.db, orgId);
    await expect(undoBatch(database.db, clock, orgId, batch.id)).rejects.toMatchObject({
      statusCode: 400,
      message: "1 of this import's transactions are reconciled. Undo the reconciliation first.",
    });
    expect(await booksSnapshot(database.db, orgId)).toEqual(before);
    await undoReconciliation(database.db, orgId, rec.reconciliation.id);
    expect((await undoBatch(database.db, clock, orgId, batch.id)).status).toBe("undone");
  });
});
