// Posts many balanced entries in one database transaction, set-based: the transaction rows and
// journal lines go in by the thousand, the journal summaries (account_month_totals,
// transaction_day_totals) change by one grouped upsert each, and one query re-checks that every
// entry balances. Posting row by row would take tens of thousands of statements for one statement file.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { TransactionType } from "../../shared/accounting";
import { entryAccounts } from "../accounting/posting";
import { accountMonthTotals, journalLines, transactionDayTotals, transactions } from "../accounting/schema";
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

/**
 * Adds (1) or removes (−1) the entries `ids` (a subquery of transaction ids) to/from the journal
 * summaries, grouped so each summary row changes once. Removal runs before the rows are deleted.
 */
export async function applyEntryTotals(tx: Db, orgId: string, ids: SQL, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into ${accountMonthTotals} as m (organization_id, account_id, month, debit_cents, credit_cents)
    select organization_id, account_id, date_trunc('month', date)::date, ${sign} * sum(debit_cents), ${sign} * sum(credit_cents)
      from ${journalLines}
     where organization_id = ${orgId} and transaction_id in (${ids})
     group by organization_id, account_id, date_trunc('month', date)
    on conflict (organization_id, account_id, month) do update
      set debit_cents = m.debit_cents + excluded.debit_cents, credit_cents = m.credit_cents + excluded.credit_cents`);
  await tx.execute(sql`
    with per_account as (
      select transaction_id, account_id, sum(debit_cents + credit_cents)::bigint as cents, count(*)::int as lines
        from ${journalLines}
       where organization_id = ${orgId} and line_no > 0 and transaction_id in (${ids})
       group by transaction_id, account_id
    ), entry as (
      select t.organization_id, t.date, t.type, t.id, t.amount_cents,
             array_agg(p.account_id order by p.account_id) as account_ids
        from ${transactions} t join per_account p on p.transaction_id = t.id
       where t.organization_id = ${orgId}
       group by t.id
    ), counts as (
      select organization_id, date, type, account_ids, count(*)::int as transactions, sum(amount_cents)::bigint as amount_cents
        from entry group by 1, 2, 3, 4
    ), sums as (
      select e.organization_id, e.date, e.type, e.account_ids, p.account_id, sum(p.cents)::bigint as cents,
             sum(p.lines)::int as lines
        from entry e join per_account p on p.transaction_id = e.id group by 1, 2, 3, 4, 5
    )
    insert into ${transactionDayTotals} as d
      (organization_id, date, type, account_ids, transactions, amount_cents, account_cents, account_lines)
    select c.organization_id, c.date, c.type, c.account_ids, ${sign} * c.transactions, ${sign} * c.amount_cents,
           s.account_cents, s.account_lines
      from counts c
      join (select organization_id, date, type, account_ids,
                   array_agg(${sign} * cents order by account_id) as account_cents,
                   array_agg(${sign} * lines order by account_id) as account_lines
              from sums group by 1, 2, 3, 4) s
        using (organization_id, date, type, account_ids)
    on conflict (organization_id, type, date, account_ids) do update
      set transactions = d.transactions + excluded.transactions,
          amount_cents = d.amount_cents + excluded.amount_cents,
          account_cents = array(select u.x + u.y
                                  from unnest(d.account_cents, excluded.account_cents) with ordinality as u(x, y, i)
                                 order by u.i),
          account_lines = array(select u.x + u.y
                                  from unnest(d.account_lines, excluded.account_lines) with ordinality as u(x, y, i)
                                 order by u.i)`);
  if (sign < 0) {
    await tx.execute(
      sql`delete from ${transactionDayTotals} where organization_id = ${orgId} and transactions = 0`,
    );
  }
}
