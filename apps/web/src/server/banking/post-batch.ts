// Posts many balanced entries in one database transaction, set-based: the transaction rows and
// journal lines go in by the thousand, the journal summaries (account_month_totals,
// transaction_day_totals) change by one grouped upsert each, and one query re-checks that every
// entry balances. Posting row by row would take tens of thousands of statements for one statement file.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { TransactionType } from "../../shared/accounting";
import { entryAccounts } from "../accounting/posting";
import { journalLines, transactions } from "../accounting/schema";
import type { Db } from "../db/client";

export interface EntryLine {
  accountId: string;
  propertyId: string | null;
  debit: number;
  credit: number;
}

/** A balanced entry; lines[0] is the bank / card / source line, as the accounting service writes it. */
export interface PlannedEntry {
  date: string;
  description: string;
  payee: string | null;
  type: TransactionType;
  bankAccountId: string;
  propertyId: string | null;
  unitId: string | null;
  memo: string | null;
  reference: string | null;
  lines: EntryLine[];
}

const INSERT_CHUNK = 500;

/** Inserts the entries (re-posted ones keep their `ids`); answers the transaction ids in order. */
export async function insertEntries(
  tx: Db,
  orgId: string,
  entries: PlannedEntry[],
  now: Date,
  ids: string[] = entries.map(() => randomUUID()),
): Promise<string[]> {
  for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
    const slice = entries.slice(at, at + INSERT_CHUNK);
    await tx.insert(transactions).values(
      slice.map((e, i) => ({
        id: ids[at + i]!,
        organizationId: orgId,
        date: e.date,
        description: e.description,
        payee: e.payee,
        type: e.type,
        amountCents: e.lines.reduce((s, l) => s + l.debit, 0),
        bankAccountId: e.bankAccountId,
        propertyId: e.propertyId,
        unitId: e.unitId,
        memo: e.memo,
        reference: e.reference,
        ...entryAccounts(e.lines),
        propertyIds: [...new Set(e.lines.map((l) => l.propertyId).filter((p): p is string => !!p))],
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(journalLines).values(
      slice.flatMap((e, i) =>
        e.lines.map((l, lineNo) => ({
          organizationId: orgId,
          transactionId: ids[at + i]!,
          lineNo,
          accountId: l.accountId,
          propertyId: l.propertyId,
          date: e.date,
          debitCents: l.debit,
          creditCents: l.credit,
          memo: null,
        })),
      ),
    );
  }
  return ids;
}

/** Fails (rolling the whole batch back) when any of the entries does not balance. */
export async function assertEntriesBalanced(tx: Db, orgId: string, ids: SQL): Promise<void> {
  const result = await tx.execute(sql`
    select transaction_id from ${journalLines}
     where organization_id = ${orgId} and transaction_id in (${ids})
     group by transaction_id
    having count(*) < 2 or sum(debit_cents) <> sum(credit_cents) or sum(debit_cents) <= 0
     limit 1`);
  const rows = (result as { rows?: unknown[] }).rows ?? [];
  if (rows.length) throw new Error("Unbalanced journal entry in an import batch");
}
