// The journal's running summaries, kept in the same database transaction as every posting:
// account_month_totals (debits and credits per account and month, for balances and reports) and
// transaction_day_totals (entries per day, type and account set, for search answers).
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountMonthTotals, journalLines, transactionDayTotals, transactions } from "./schema";

/**
 * Adds (sign 1) or removes (sign −1) a transaction to/from the journal's summaries:
 * account_month_totals (its lines) and transaction_day_totals (the entry). Removal must run while the
 * transaction row still has the date and type its lines were posted with.
 */
export async function addToJournalSummaries(
  tx: Db,
  orgId: string,
  transactionId: string,
  sign: 1 | -1,
): Promise<void> {
  await addEntriesToJournalSummaries(tx, orgId, sql`${transactionId}`, sign);
}

/**
 * Adds (1) or removes (−1) the entries `ids` (a list or subquery of transaction ids) to/from the
 * journal summaries, grouped so each summary row changes once however many entries share it (batch
 * imports post thousands). Removal must run before the transaction rows are deleted or changed.
 */
export async function addEntriesToJournalSummaries(
  tx: Db,
  orgId: string,
  ids: SQL,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    insert into ${accountMonthTotals} as m (organization_id, account_id, month, debit_cents, credit_cents)
    select organization_id, account_id, date_trunc('month', date)::date, ${sign} * sum(debit_cents), ${sign} * sum(credit_cents)
      from ${journalLines}
     where organization_id = ${orgId} and transaction_id in (${ids})
     group by organization_id, account_id, date_trunc('month', date)
    on conflict (organization_id, account_id, month) do update
      set debit_cents = m.debit_cents + excluded.debit_cents, credit_cents = m.credit_cents + excluded.credit_cents`);
  await tx.execute(sql`
    insert into ${transactionDayTotals} as d
      (organization_id, date, type, account_ids, transactions, amount_cents, account_cents, account_lines)
    ${dayTotalsQuery(orgId, ids, sign)}
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
    // A day and signature with no entries left must not count as "first" or "last" of a period.
    await tx.execute(sql`
      delete from ${transactionDayTotals} d using ${transactions} t
       where t.organization_id = ${orgId} and t.id in (${ids})
         and d.organization_id = t.organization_id and d.type = t.type and d.date = t.date and d.transactions = 0`);
  }
}

/**
 * transaction_day_totals computed from the journal (rebuilds, and the tests that check the running
 * totals against it). Migration 0003 backfills with the same query.
 */
export function dayTotalsFromJournal(orgId: string): SQL {
  return dayTotalsQuery(orgId, null, 1);
}

/**
 * transaction_day_totals rows for the entries `ids` (all when null), each amount times `sign`.
 * Per-account sums stay arrays in the entry's account order and are added element-wise by position,
 * so no step joins two derived sets: with thousands of new entries and no statistics on them yet,
 * such a join ran as a nested loop comparing every pair (half a minute for one statement file).
 */
function dayTotalsQuery(orgId: string, ids: SQL | null, sign: 1 | -1): SQL {
  const only = ids ? sql` and transaction_id in (${ids})` : sql``;
  return sql`
    with entry as (
      select t.organization_id, t.date, t.type, t.amount_cents,
             array_agg(p.account_id order by p.account_id) as account_ids,
             array_agg(p.cents order by p.account_id) as cents,
             array_agg(p.lines order by p.account_id) as lines
        from ${transactions} t
        join (select transaction_id, account_id, sum(debit_cents + credit_cents)::bigint as cents, count(*)::int as lines
                from ${journalLines}
               where organization_id = ${orgId} and line_no > 0${only}
               group by transaction_id, account_id) p on p.transaction_id = t.id
       where t.organization_id = ${orgId}
       group by t.id
    ), by_position as (
      select e.organization_id, e.date, e.type, e.account_ids, u.i, count(*)::int as transactions,
             sum(e.amount_cents)::bigint as amount_cents, sum(u.cents)::bigint as cents, sum(u.lines)::int as lines
        from entry e, unnest(e.cents, e.lines) with ordinality as u(cents, lines, i)
       group by 1, 2, 3, 4, 5
    )
    select organization_id, date, type, account_ids, ${sign} * max(transactions) as transactions,
           ${sign} * max(amount_cents) as amount_cents,
           array_agg(${sign} * cents order by i) as account_cents,
           array_agg(${sign} * lines order by i) as account_lines
      from by_position
     group by 1, 2, 3, 4`;
}

/** Recomputes an organization's journal summaries from its journal (bulk loads, repairs). */
export async function rebuildJournalSummaries(tx: Db, orgId: string): Promise<void> {
  await tx.delete(accountMonthTotals).where(eq(accountMonthTotals.organizationId, orgId));
  await tx.execute(sql`
    insert into ${accountMonthTotals} (organization_id, account_id, month, debit_cents, credit_cents)
    select organization_id, account_id, date_trunc('month', date)::date, sum(debit_cents), sum(credit_cents)
    from ${journalLines} where organization_id = ${orgId}
    group by organization_id, account_id, date_trunc('month', date)`);
  await tx.delete(transactionDayTotals).where(eq(transactionDayTotals.organizationId, orgId));
  await tx.execute(sql`
    insert into ${transactionDayTotals}
      (organization_id, date, type, account_ids, transactions, amount_cents, account_cents, account_lines)
    ${dayTotalsFromJournal(orgId)}`);
}
