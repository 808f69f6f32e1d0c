// Posting: turns a transaction (income, expense, transfer) into one balanced double-entry journal
// entry, re-posts it on edit and removes it on delete, keeping the journal summaries in step.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { TransactionInput, TransactionView } from "../../shared/accounting";
import { refuseIfReconciled } from "../banking/reconciliation/lock";
import type { Db } from "../db/client";
import { badRequest, conflict, isForeignKeyViolation, notFound } from "../http/errors";
import { refuseLeaseEntry } from "../leasing/entry-owner";
import { BALANCE_SHEET } from "./accounts";
import type { AccountingContext } from "./context";
import { addToJournalSummaries } from "./journal-summaries";
import { toCents } from "./money";
import { type AccountRow, accounts, journalLines, properties, transactions, units } from "./schema";
import { getTransaction } from "./transaction-queries";

/**
 * The distinct accounts of an entry's lines (line 0, the bank line, first) and, aligned with them,
 * the cents of each one's split lines (transactions.account_ids and split_cents).
 */
export function entryAccounts(lines: readonly { accountId: string; debit: number; credit: number }[]): {
  accountIds: string[];
  splitCents: number[];
} {
  const cents = new Map<string, number>();
  lines.forEach((l, lineNo) => {
    cents.set(l.accountId, (cents.get(l.accountId) ?? 0) + (lineNo > 0 ? l.debit + l.credit : 0));
  });
  return { accountIds: [...cents.keys()], splitCents: [...cents.values()] };
}

/** The database-side check of the double-entry invariant, run inside the posting transaction. */
export async function assertBalanced(tx: Db, orgId: string, transactionId: string): Promise<void> {
  const [s] = await tx
    .select({
      n: count(),
      debit: sql<string>`coalesce(sum(${journalLines.debitCents}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.creditCents}), 0)`,
    })
    .from(journalLines)
    .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, transactionId)));
  if (!s || s.n < 2 || toCents(s.debit) !== toCents(s.credit) || toCents(s.debit) <= 0) {
    throw new Error(`Unbalanced journal entry for transaction ${transactionId}`);
  }
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Posts `input` as one balanced journal entry inside one database transaction: the transaction row,
 * its journal lines, and a re-check that debits equal credits before commit. With `replaceId`
 * the existing entry is replaced (edit re-posts) in the same database transaction.
 */
async function post(
  ctx: AccountingContext,
  orgId: string,
  input: TransactionInput,
  replaceId?: string,
): Promise<string> {
  return ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let previousAccounts = new Set<string>();
    if (replaceId) {
      const [existing] = await tx
        .select({ id: transactions.id, bankAccountId: transactions.bankAccountId })
        .from(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, replaceId)))
        .for("update")
        .limit(1);
      if (!existing) throw notFound("Transaction not found");
      await refuseIfReconciled(tx, orgId, replaceId, "edit");
      await refuseLeaseEntry(tx, orgId, replaceId, "edited");
      const prevLines = await tx
        .select({ accountId: journalLines.accountId })
        .from(journalLines)
        .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, replaceId)));
      previousAccounts = new Set([existing.bankAccountId, ...prevLines.map((l) => l.accountId)]);
    }
    const plan = await planEntry(tx, orgId, input, previousAccounts);
    const now = ctx.clock.now();
    let id: string;
    const values = {
      date: input.date,
      description: input.description,
      payee: input.payee,
      type: input.type,
      amountCents: plan.total,
      ...entryAccounts(plan.lines),
      propertyIds: [...new Set(plan.lines.map((l) => l.propertyId).filter((p): p is string => !!p))],
      bankAccountId: input.bankAccountId,
      propertyId: input.propertyId ?? null,
      unitId: input.unitId ?? null,
      memo: input.memo,
      reference: input.reference,
      updatedAt: now,
    };
    if (replaceId) {
      id = replaceId;
      // Before the row changes: the removal reads the date and type the old lines were posted with.
      await addToJournalSummaries(tx, orgId, id, -1);
      await tx
        .update(transactions)
        .set(values)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)));
      await tx
        .delete(journalLines)
        .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, id)));
    } else {
      const [row] = await tx
        .insert(transactions)
        .values({ ...values, organizationId: orgId, createdAt: now })
        .returning({ id: transactions.id });
      id = row!.id;
    }
    await tx.insert(journalLines).values(
      plan.lines.map((l, i) => ({
        organizationId: orgId,
        transactionId: id,
        lineNo: i,
        accountId: l.accountId,
        propertyId: l.propertyId,
        date: input.date,
        debitCents: l.debit,
        creditCents: l.credit,
        memo: l.memo,
      })),
    );
    await assertBalanced(tx, orgId, id);
    await addToJournalSummaries(tx, orgId, id, 1);
    return id;
  });
}

/** Validates the references and turns the input into debit/credit lines (bank line first). */
async function planEntry(tx: Db, orgId: string, input: TransactionInput, allowInactive: Set<string>) {
  const accountIds = [...new Set([input.bankAccountId, ...input.splits.map((s) => s.accountId)])];
  const found = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), inArray(accounts.id, accountIds)));
  const byId = new Map(found.map((a) => [a.id, a]));
  const label = (a: AccountRow) => `${a.code} ${a.name}`;
  for (const id of accountIds) {
    const a = byId.get(id);
    if (!a) throw notFound("Account not found");
    if (!a.isActive && !allowInactive.has(id)) throw badRequest(`Account ${label(a)} is archived`);
  }
  const bank = byId.get(input.bankAccountId)!;
  if (!BALANCE_SHEET.includes(bank.type)) {
    throw badRequest(
      `bankAccountId: ${label(bank)} must be a bank, cash, card or other balance-sheet account`,
    );
  }
  const pnl = input.type === "transfer" ? null : input.type;
  let hasPnl = false;
  for (const [i, s] of input.splits.entries()) {
    const a = byId.get(s.accountId)!;
    if (s.accountId === input.bankAccountId) {
      throw badRequest(`splits.${i}.accountId: cannot be the same account as bankAccountId`);
    }
    if (a.type === pnl) hasPnl = true;
    else if (!BALANCE_SHEET.includes(a.type)) {
      const want = pnl ? `an ${pnl} or balance-sheet account` : "a balance-sheet account";
      throw badRequest(
        `splits.${i}.accountId: ${label(a)} is ${article(a.type)} account; a ${input.type} needs ${want}`,
      );
    }
  }
  if (pnl && !hasPnl)
    throw badRequest(`splits: ${article(pnl)} transaction needs at least one ${pnl} account`);

  const propertyIds = [
    ...new Set([input.propertyId, ...input.splits.map((s) => s.propertyId)].filter((p): p is string => !!p)),
  ];
  if (propertyIds.length) {
    const props = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.organizationId, orgId), inArray(properties.id, propertyIds)));
    if (props.length !== propertyIds.length) throw notFound("Property not found");
  }
  if (input.unitId) {
    const [u] = await tx
      .select({ propertyId: units.propertyId })
      .from(units)
      .where(and(eq(units.organizationId, orgId), eq(units.id, input.unitId)))
      .limit(1);
    if (!u) throw notFound("Unit not found");
    if (u.propertyId !== input.propertyId) throw badRequest("unitId: the unit belongs to another property");
  }

  const total = input.splits.reduce((s, x) => s + x.amountCents, 0);
  const txProperty = input.propertyId ?? null;
  // Income credits its categories and debits the bank; expenses and transfers debit the
  // categories (or destination) and credit the bank / card / source account.
  const splitsDebit = input.type !== "income";
  const lines = [
    {
      accountId: input.bankAccountId,
      propertyId: txProperty,
      debit: splitsDebit ? 0 : total,
      credit: splitsDebit ? total : 0,
      memo: null as string | null,
    },
    ...input.splits.map((s) => ({
      accountId: s.accountId,
      propertyId: s.propertyId ?? txProperty,
      debit: splitsDebit ? s.amountCents : 0,
      credit: splitsDebit ? 0 : s.amountCents,
      memo: s.memo,
    })),
  ];
  return { total, lines };
}

export async function createTransaction(
  ctx: AccountingContext,
  orgId: string,
  input: TransactionInput,
): Promise<TransactionView> {
  const id = await post(ctx, orgId, input);
  return getTransaction(ctx, orgId, id);
}

export async function updateTransaction(
  ctx: AccountingContext,
  orgId: string,
  id: string,
  input: TransactionInput,
): Promise<TransactionView> {
  await post(ctx, orgId, input, id);
  return getTransaction(ctx, orgId, id);
}

/** Removes the entry atomically: month totals, then the transaction (its lines cascade). */
export async function deleteTransaction(ctx: AccountingContext, orgId: string, id: string): Promise<void> {
  await ctx.db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [row] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)))
        .for("update")
        .limit(1);
      if (!row) throw notFound("Transaction not found");
      await refuseIfReconciled(tx, orgId, id, "delete");
      await refuseLeaseEntry(tx, orgId, id, "deleted");
      await addToJournalSummaries(tx, orgId, id, -1);
      await tx
        .delete(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)));
    })
    .catch((e: unknown) => {
      // A sub-ledger (a lease's charge, payment or deposit) still records this entry: removing it here would
      // leave that ledger pointing at nothing, so it is changed from where it was made.
      if (isForeignKeyViolation(e)) {
        throw conflict(
          "This entry belongs to a lease's charges, payments or deposits; change it from the lease",
        );
      }
      throw e;
    });
}
