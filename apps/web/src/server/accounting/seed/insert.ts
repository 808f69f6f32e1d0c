// The one insert step of the sample portfolio: multi-row INSERTs inside one database transaction,
// every entry balanced by construction and the whole load re-checked before commit.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { rebuildJournalSummaries } from "../journal-summaries";
import { entryAccounts } from "../posting";
import {
  accountMonthTotals,
  accounts,
  journalLines,
  properties,
  tenants,
  transactions,
  units,
} from "../schema";
import type { Entry, PlaceRows, PropertyPlan } from "./model";
import type { SeedScope } from "./properties";

/** Account ids by code of the organization's chart; a missing code is a programming error. */
export async function accountIdsByCode(db: Db, organizationId: string): Promise<(code: string) => string> {
  const rows = await db
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId));
  const byCode = new Map(rows.map((a) => [a.code, a.id]));
  return (code: string) => {
    const id = byCode.get(code);
    if (!id) throw new Error(`Chart of accounts is missing ${code}`);
    return id;
  };
}

/** Writes the places and the entries; answers the number of journal lines written. */
export async function insertPortfolio(
  db: Db,
  scope: SeedScope,
  places: PlaceRows,
  plans: PropertyPlan[],
  entries: Entry[],
  accountId: (code: string) => string,
): Promise<number> {
  const { organizationId } = scope;
  let lineCount = 0;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    for (let i = 0; i < places.properties.length; i += 1000)
      await tx.insert(properties).values(places.properties.slice(i, i + 1000));
    for (let i = 0; i < places.units.length; i += 1000)
      await tx.insert(units).values(places.units.slice(i, i + 1000));
    for (let i = 0; i < places.tenants.length; i += 1000)
      await tx.insert(tenants).values(places.tenants.slice(i, i + 1000));
    const B = 2000;
    for (let i = 0; i < entries.length; i += B) {
      const txRows: (typeof transactions.$inferInsert)[] = [];
      const lineRows: (typeof journalLines.$inferInsert)[] = [];
      for (const e of entries.slice(i, i + B)) entryRows(scope, plans, e, accountId, txRows, lineRows);
      await tx.insert(transactions).values(txRows);
      for (let k = 0; k < lineRows.length; k += 3000)
        await tx.insert(journalLines).values(lineRows.slice(k, k + 3000));
      lineCount += lineRows.length;
    }
    const unbalanced = rowsOf<{ transaction_id: string }>(
      await tx.execute(sql`
        select transaction_id from ${journalLines} where organization_id = ${organizationId}
        group by transaction_id having sum(debit_cents) <> sum(credit_cents) limit 1`),
    );
    if (unbalanced.length) throw new Error(`Unbalanced generated entry ${unbalanced[0]!.transaction_id}`);
    await rebuildJournalSummaries(tx, organizationId);
  });
  // Fresh statistics and visibility map, so the planner picks the indexes (and index-only scans).
  // (Best effort: VACUUM is refused inside a caller's transaction; ANALYZE alone still helps.)
  for (const t of [transactions, journalLines, accountMonthTotals, accounts, properties, units, tenants]) {
    await db.execute(sql`vacuum analyze ${t}`).catch(() => db.execute(sql`analyze ${t}`).catch(() => {}));
  }
  return lineCount;
}

/** The transaction row and journal lines of one entry (line 0 the bank side). */
function entryRows(
  scope: SeedScope,
  plans: PropertyPlan[],
  e: Entry,
  accountId: (code: string) => string,
  txRows: (typeof transactions.$inferInsert)[],
  lineRows: (typeof journalLines.$inferInsert)[],
): void {
  const { organizationId, now, ids } = scope;
  const id = ids.uuid();
  const total = e.splits.reduce((s, x) => s + x.cents, 0);
  const propertyId = e.propertyIdx === null ? null : plans[e.propertyIdx]!.id;
  txRows.push({
    id,
    organizationId,
    date: e.date,
    description: e.description,
    payee: e.payee,
    type: e.type,
    amountCents: total,
    ...entryAccounts([
      { accountId: accountId(e.bank), debit: 0, credit: total },
      ...e.splits.map((x) => ({ accountId: accountId(x.account), debit: x.cents, credit: 0 })),
    ]),
    propertyIds: propertyId ? [propertyId] : [],
    bankAccountId: accountId(e.bank),
    propertyId,
    unitId: e.unitId,
    memo: null,
    reference: e.reference,
    createdAt: now,
    updatedAt: now,
  });
  const splitsDebit = e.type !== "income";
  lineRows.push({
    id: ids.uuid(),
    organizationId,
    transactionId: id,
    lineNo: 0,
    accountId: accountId(e.bank),
    propertyId,
    date: e.date,
    debitCents: splitsDebit ? 0 : total,
    creditCents: splitsDebit ? total : 0,
  });
  e.splits.forEach((s, k) => {
    lineRows.push({
      id: ids.uuid(),
      organizationId,
      transactionId: id,
      lineNo: k + 1,
      accountId: accountId(s.account),
      propertyId,
      date: e.date,
      debitCents: splitsDebit ? s.cents : 0,
      creditCents: splitsDebit ? 0 : s.cents,
    });
  });
}
