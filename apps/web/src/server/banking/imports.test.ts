import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayTotalsFromJournal } from "../accounting/journal-summaries";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { closeTestDatabase, testDatabase } from "../test/helpers";
import { commitBatch } from "./commit";
import { confirmMapping, uploadStatement } from "./imports";
import { fixture } from "./parse/test-support";
import { updateRows } from "./rows";
import { bankingOrg, booksSnapshot, previewOf } from "./test-support";
import { undoBatch } from "./undo";
import { batchRows, listBatches } from "./views";

let database: Database;
const clock = new FakeClock(Date.UTC(2025, 2, 1, 12));

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(closeTestDatabase);

const CSV =
  "Date,Description,Amount\n01/03/2025,STATE FARM INSURANCE,-1212.55\n01/05/2025,RENT UNIT 2B,1500.00\n";

describe("statement import", () => {
  it("previews every row with its date, amount and duplicate status, then commits balanced transactions", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const batch = await previewOf(database.db, clock, orgId, account("1000"), "jan.csv", CSV);
    expect(batch).toMatchObject({ status: "preview", rowCount: 2, duplicateCount: 0, excludedCount: 0 });
    const rows = await batchRows(database.db, orgId, batch.id);
    expect(rows.map((r) => [r.date, r.amountCents, r.description, r.duplicate, r.excluded])).toEqual([
      ["2025-01-03", -121255, "STATE FARM INSURANCE", null, false],
      ["2025-01-05", 150000, "RENT UNIT 2B", null, false],
    ]);
    const done = await commitBatch(database.db, clock, orgId, batch.id);
    expect(done).toMatchObject({ status: "committed", importedCount: 2, canUndo: true });
    const lines = rowsOf<{ code: string; debit: string; credit: string }>(
      await database.db.execute(sql`select a.code, sum(j.debit_cents)::text as debit, sum(j.credit_cents)::text as credit
        from journal_lines j join accounts a on a.id = j.account_id where j.organization_id = ${orgId}
        group by a.code order by a.code`),
    );
    // Uncategorised rows go to Other Income / Other Expenses until categorised.
    expect(lines).toEqual([
      { code: "1000", debit: "150000", credit: "121255" },
      { code: "4900", debit: "0", credit: "150000" },
      { code: "5190", debit: "121255", credit: "0" },
    ]);
  });

  it("finds every duplicate of a statement longer than one lookup and one insert batch", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const lines = Array.from(
      { length: 1_500 },
      (_, i) => `02/${String((i % 28) + 1).padStart(2, "0")}/2025,PURCHASE ${i},-${(i + 1) * 3}.25`,
    );
    const csv = `Date,Description,Amount\n${lines.join("\n")}\n`;
    const first = await previewOf(database.db, clock, orgId, account("1000"), "feb.csv", csv);
    expect(first).toMatchObject({ rowCount: 1_500, duplicateCount: 0 });
    await commitBatch(database.db, clock, orgId, first.id);
    const again = await previewOf(database.db, clock, orgId, account("1000"), "feb-again.csv", csv);
    expect(again).toMatchObject({ rowCount: 1_500, duplicateCount: 1_500, excludedCount: 1_500 });
    const rows = await batchRows(database.db, orgId, again.id);
    expect(rows.map((r) => r.rowNo)).toEqual(Array.from({ length: 1_500 }, (_, i) => i + 1));
  });

  it("marks a re-imported file's lines as duplicates, excluded, so committing again adds nothing", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    for (const [name, file] of [
      ["jan.ofx", fixture("sgml-checking.ofx")],
      ["jan.csv", CSV],
    ] as const) {
      const first = await previewOf(database.db, clock, orgId, account("1000"), name, file);
      await commitBatch(database.db, clock, orgId, first.id);
      const before = await booksSnapshot(database.db, orgId);
      const again = await previewOf(database.db, clock, orgId, account("1000"), name, file);
      const rows = await batchRows(database.db, orgId, again.id);
      expect(rows.every((r) => r.excluded && r.duplicate !== null)).toBe(true);
      expect(rows[0]!.duplicate?.kind).toBe(name.endsWith(".ofx") ? "fitid" : "content");
      await expect(commitBatch(database.db, clock, orgId, again.id)).rejects.toThrow("Every row is excluded");
      expect(await booksSnapshot(database.db, orgId)).toEqual(before);
    }
  });

  it("keeps two identical lines of one file, and a duplicate can be included on purpose", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const first = await previewOf(
      database.db,
      clock,
      orgId,
      account("1000"),
      "feb.tsv",
      fixture("no-header.tsv"),
    );
    const rows = await batchRows(database.db, orgId, first.id);
    expect(rows.filter((r) => r.description === "LOWES #0912").map((r) => r.excluded)).toEqual([
      false,
      false,
    ]);
    await commitBatch(database.db, clock, orgId, first.id);
    // The same two purchases again: each existing transaction answers for one line only.
    const again = await previewOf(
      database.db,
      clock,
      orgId,
      account("1000"),
      "feb2.csv",
      "Date,Description,Amount\n2025-02-03,LOWES #0912,-87.13\n2025-02-03,LOWES #0912,-87.13\n2025-02-03,LOWES #0912,-87.13\n",
    );
    const dup = await batchRows(database.db, orgId, again.id);
    expect(dup.map((r) => r.duplicate?.kind ?? null)).toEqual(["content", "content", null]);
    await updateRows(database.db, orgId, again.id, { rows: [{ rowNo: 1, excluded: false }] });
    expect((await commitBatch(database.db, clock, orgId, again.id)).importedCount).toBe(2);
  });

  it("undo removes the batch's transactions and is refused once it is undone", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const before = await booksSnapshot(database.db, orgId);
    const batch = await previewOf(
      database.db,
      clock,
      orgId,
      account("2000"),
      "card.qfx",
      fixture("amex-card.qfx"),
    );
    await commitBatch(database.db, clock, orgId, batch.id);
    expect(await booksSnapshot(database.db, orgId)).not.toEqual(before);
    expect((await undoBatch(database.db, clock, orgId, batch.id)).status).toBe("undone");
    expect(await booksSnapshot(database.db, orgId)).toEqual(before);
    await expect(undoBatch(database.db, clock, orgId, batch.id)).rejects.toThrow(
      "Only a committed import can be undone",
    );
    expect((await listBatches(database.db, orgId)).map((b) => b.status)).toEqual(["undone"]);
  });

  it("reuses the bank account's confirmed CSV mapping for its next file", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const file = "When,What,Out,In\n2025-01-02,Water,12.00,\n2025-01-03,Rent,,900.00\n";
    const up = await uploadStatement(database.db, clock, orgId, null, {
      bankAccountId: account("1000"),
      fileName: "a.csv",
      bytes: Buffer.from(file),
    });
    const mapping = { ...up.csv!.suggested!, descriptionColumn: 1, payeeColumn: 1 };
    await confirmMapping(database.db, orgId, up.batch.id, { mapping });
    const next = await uploadStatement(database.db, clock, orgId, null, {
      bankAccountId: account("1000"),
      fileName: "b.csv",
      bytes: Buffer.from(file),
    });
    expect(next.csv?.suggested).toEqual(mapping);
  });

  it("refuses files for accounts that are not bank accounts and rows whose category goes the wrong way", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    await expect(previewOf(database.db, clock, orgId, account("4000"), "x.csv", CSV)).rejects.toThrow(
      "4000 Rental Income is not a bank, cash or credit-card account",
    );
    const batch = await previewOf(database.db, clock, orgId, account("1000"), "x.csv", CSV);
    await updateRows(database.db, orgId, batch.id, {
      rows: [{ rowNo: 2, categoryAccountId: account("5090") }],
    });
    const before = await booksSnapshot(database.db, orgId);
    await expect(commitBatch(database.db, clock, orgId, batch.id)).rejects.toThrow(
      "Row 2: money in needs an income or balance-sheet account",
    );
    expect(await booksSnapshot(database.db, orgId)).toEqual(before);
  });

  it("property: any import then undo leaves the books as they were, and the summaries match the journal", async () => {
    const { orgId, account } = await bankingOrg(database.db, clock);
    const line = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      cents: fc.integer({ min: -500_000, max: 500_000 }).filter((c) => c !== 0),
      text: fc.constantFrom("RENT", "HOME DEPOT", "WATER", "TRANSFER", "FEE"),
      category: fc.constantFrom(null, "4000", "5090", "1050", "3000"),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 12 }), async (lines) => {
        const before = await booksSnapshot(database.db, orgId);
        const csv = `Date,Description,Amount\n${lines.map((l) => `2025-04-${String(l.day).padStart(2, "0")},${l.text},${(l.cents / 100).toFixed(2)}`).join("\n")}\n`;
        const batch = await previewOf(database.db, clock, orgId, account("1000"), "p.csv", csv);
        const fitting = lines.map((l, i) => {
          const c = l.category;
          const ok = c === null || (l.cents > 0 ? c !== "5090" : c !== "4000");
          return { rowNo: i + 1, categoryAccountId: ok && c ? account(c) : null, excluded: false };
        });
        await updateRows(database.db, orgId, batch.id, { rows: fitting });
        await commitBatch(database.db, clock, orgId, batch.id);
        const drift = rowsOf(
          await database.db.execute(sql`
            select j.date from (${dayTotalsFromJournal(orgId)}) j
            full join (select * from transaction_day_totals where organization_id = ${orgId}) d
              using (organization_id, date, type, account_ids)
             where j.transactions is distinct from d.transactions or j.account_cents is distinct from d.account_cents`),
        );
        expect(drift).toEqual([]);
        await undoBatch(database.db, clock, orgId, batch.id);
        expect(await booksSnapshot(database.db, orgId)).toEqual(before);
      }),
      { numRuns: 8 },
    );
  });
});
