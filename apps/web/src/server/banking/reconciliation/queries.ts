// The reads every reconciliation step shares: the reconciliation row (locked when a step changes it),
// the opening balance, the cleared total, the candidate lines and the summary the client shows.
// Amounts are in the account's natural sign: debit − credit for money held, credit − debit for a card.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type {
  ReconciliationAccount,
  ReconciliationLine,
  ReconciliationSummary,
} from "../../../shared/reconciliation";
import { toCents } from "../../accounting/money";
import { type AccountRow, journalLines, transactions } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { users } from "../../db/core-schema";
import { rowsOf } from "../../db/sql-helpers";
import { notFound } from "../../http/errors";
import { requireBankAccount } from "../accounts";
import { bankClearedLines, bankReconciliations } from "../schema";

export type ReconciliationRow = typeof bankReconciliations.$inferSelect;

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** "Jan 31, 2025": how messages and the report name a statement's day. */
export const statementDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** +1 when a debit raises the account's balance (bank, cash), −1 when a credit does (a card). */
export const naturalSign = (account: Pick<AccountRow, "type">): 1 | -1 =>
  account.type === "liability" ? -1 : 1;

export const accountView = (a: AccountRow): ReconciliationAccount => ({
  id: a.id,
  code: a.code,
  name: a.name,
  subtype: a.subtype,
});

/** The reconciliation in the caller's organization (404 otherwise); `lock` holds it for the transaction. */
export async function requireReconciliation(
  db: Db,
  orgId: string,
  id: string,
  lock = false,
): Promise<ReconciliationRow> {
  const query = db
    .select()
    .from(bankReconciliations)
    .where(and(eq(bankReconciliations.organizationId, orgId), eq(bankReconciliations.id, id)))
    .limit(1);
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound("Reconciliation not found");
  return row;
}

/** The reconciliation with its bank account. */
export async function reconciliationWithAccount(db: Db, orgId: string, id: string, lock = false) {
  const rec = await requireReconciliation(db, orgId, id, lock);
  return { rec, account: await requireBankAccount(db, orgId, rec.bankAccountId) };
}

/** The account's newest reconciliation (finished or not): the only one that may be undone. */
export async function latestReconciliation(
  db: Db,
  orgId: string,
  accountId: string,
): Promise<ReconciliationRow | null> {
  const [row] = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(eq(bankReconciliations.organizationId, orgId), eq(bankReconciliations.bankAccountId, accountId)),
    )
    .orderBy(desc(bankReconciliations.statementDate), desc(bankReconciliations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The last finished reconciliation of the account, or the last one before `beforeDate`. */
export async function lastFinished(
  db: Db,
  orgId: string,
  accountId: string,
  beforeDate?: string,
): Promise<ReconciliationRow | null> {
  const conds = [
    eq(bankReconciliations.organizationId, orgId),
    eq(bankReconciliations.bankAccountId, accountId),
    eq(bankReconciliations.status, "finished"),
  ];
  if (beforeDate) conds.push(lt(bankReconciliations.statementDate, beforeDate));
  const [row] = await db
    .select()
    .from(bankReconciliations)
    .where(and(...conds))
    .orderBy(desc(bankReconciliations.statementDate))
    .limit(1);
  return row ?? null;
}

/** The in-progress reconciliation of the account, if any (one at a time). */
export async function inProgressOf(
  db: Db,
  orgId: string,
  accountId: string,
): Promise<ReconciliationRow | null> {
  const [row] = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.organizationId, orgId),
        eq(bankReconciliations.bankAccountId, accountId),
        eq(bankReconciliations.status, "in_progress"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Count and natural-sign total of the reconciliation's cleared transactions. Only their lines on the
 * account dated up to the statement count: an entry edited onto another account or past the
 * statement date drops out of the total by itself.
 */
async function clearedTotals(
  db: Db,
  orgId: string,
  rec: ReconciliationRow,
  sign: 1 | -1,
): Promise<{ count: number; cents: number }> {
  const [row] = rowsOf<{ n: number; net: string | null }>(
    await db.execute(sql`
      select count(distinct c.transaction_id)::int as n, sum(j.debit_cents - j.credit_cents)::text as net
        from ${bankClearedLines} c
        join ${journalLines} j on j.organization_id = c.organization_id
         and j.transaction_id = c.transaction_id and j.account_id = c.bank_account_id
       where c.organization_id = ${orgId} and c.reconciliation_id = ${rec.id}
         and j.date <= ${rec.statementDate}`),
  );
  return { count: row?.n ?? 0, cents: sign * toCents(row?.net ?? 0) };
}

/**
 * Every transaction on the account up to the statement date that no other reconciliation has
 * claimed, with whether this one has it cleared. Oldest first.
 */
export async function candidateLines(
  db: Db,
  orgId: string,
  rec: ReconciliationRow,
  sign: 1 | -1,
): Promise<ReconciliationLine[]> {
  const rows = rowsOf<{
    id: string;
    date: string;
    description: string;
    payee: string | null;
    reference: string | null;
    net: string;
    cleared: boolean;
  }>(
    await db.execute(sql`
      select t.id, t.date::text as date, t.description, t.payee, t.reference,
             sum(j.debit_cents - j.credit_cents)::text as net, bool_or(c.transaction_id is not null) as cleared
        from ${journalLines} j
        join ${transactions} t on t.id = j.transaction_id
        left join ${bankClearedLines} c on c.organization_id = j.organization_id
         and c.bank_account_id = j.account_id and c.transaction_id = j.transaction_id
       where j.organization_id = ${orgId} and j.account_id = ${rec.bankAccountId}
         and j.date <= ${rec.statementDate}
         and (c.transaction_id is null or c.reconciliation_id = ${rec.id})
       group by t.id, t.date, t.description, t.payee, t.reference, t.created_at
       order by t.date, t.created_at, t.id`),
  );
  return rows.map((r) => ({
    transactionId: r.id,
    date: r.date,
    description: r.description,
    payee: r.payee,
    reference: r.reference,
    amountCents: sign * toCents(r.net),
    cleared: r.cleared,
  }));
}

/** The opening balance: the previous finished reconciliation's statement balance, else 0. */
async function openingBalance(db: Db, orgId: string, rec: ReconciliationRow): Promise<number> {
  const prev = await lastFinished(db, orgId, rec.bankAccountId, rec.statementDate);
  return prev?.statementBalanceCents ?? 0;
}

/**
 * The difference alone, its reads one after the other: for use inside a database transaction, whose
 * one connection runs a statement at a time.
 */
export async function differenceOf(
  tx: Db,
  orgId: string,
  rec: ReconciliationRow,
  account: Pick<AccountRow, "type">,
): Promise<number> {
  const opening = await openingBalance(tx, orgId, rec);
  const totals = await clearedTotals(tx, orgId, rec, naturalSign(account));
  return rec.statementBalanceCents - opening - totals.cents;
}

export async function summaryOf(
  db: Db,
  orgId: string,
  rec: ReconciliationRow,
  account: Pick<AccountRow, "type">,
): Promise<ReconciliationSummary> {
  const [opening, totals, latest, starter] = await Promise.all([
    openingBalance(db, orgId, rec),
    clearedTotals(db, orgId, rec, naturalSign(account)),
    latestReconciliation(db, orgId, rec.bankAccountId),
    rec.startedBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, rec.startedBy))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const who = starter[0];
  return {
    id: rec.id,
    bankAccountId: rec.bankAccountId,
    statementDate: rec.statementDate,
    statementBalanceCents: rec.statementBalanceCents,
    openingBalanceCents: opening,
    clearedCount: totals.count,
    clearedCents: totals.cents,
    differenceCents: rec.statementBalanceCents - opening - totals.cents,
    status: rec.status,
    startedByName: who ? `${who.firstName} ${who.lastName}` : null,
    createdAt: rec.createdAt.toISOString(),
    finishedAt: rec.finishedAt?.toISOString() ?? null,
    canUndo: latest?.id === rec.id,
  };
}
