// The bank connections page: each bank, cash and credit-card account with its balance (from the
// monthly journal summary), its last committed import and how many of its lines await reconciliation.
import { and, asc, eq, sql } from "drizzle-orm";
import type { BankAccountSummary } from "../../shared/banking";
import { toCents } from "../accounting/money";
import { accountMonthTotals, accounts, journalLines } from "../accounting/schema";
import type { Db } from "../db/client";
import { isBankAccount } from "./accounts";
import { bankClearedLines, bankImportBatches } from "./schema";

export async function bankAccountSummaries(db: Db, orgId: string): Promise<BankAccountSummary[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), eq(accounts.isActive, true)))
    .orderBy(asc(accounts.code));
  const banks = rows.filter(isBankAccount);
  if (!banks.length) return [];
  const totals = await db
    .select({
      accountId: accountMonthTotals.accountId,
      net: sql<string>`sum(${accountMonthTotals.debitCents} - ${accountMonthTotals.creditCents})`,
    })
    .from(accountMonthTotals)
    .where(eq(accountMonthTotals.organizationId, orgId))
    .groupBy(accountMonthTotals.accountId);
  const imports = await db
    .select({
      accountId: bankImportBatches.bankAccountId,
      last: sql<Date | string>`max(${bankImportBatches.committedAt})`,
    })
    .from(bankImportBatches)
    .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.status, "committed")))
    .groupBy(bankImportBatches.bankAccountId);
  const open = await db
    .select({ accountId: journalLines.accountId, n: sql<number>`count(*)::int` })
    .from(journalLines)
    .leftJoin(
      bankClearedLines,
      and(
        eq(bankClearedLines.organizationId, journalLines.organizationId),
        eq(bankClearedLines.bankAccountId, journalLines.accountId),
        eq(bankClearedLines.transactionId, journalLines.transactionId),
        eq(bankClearedLines.reconciled, true),
      ),
    )
    .where(and(eq(journalLines.organizationId, orgId), sql`${bankClearedLines.transactionId} is null`))
    .groupBy(journalLines.accountId);
  const net = new Map(totals.map((t) => [t.accountId, toCents(t.net)]));
  const last = new Map(imports.map((i) => [i.accountId, i.last ? new Date(i.last).toISOString() : null]));
  const unreconciled = new Map(open.map((o) => [o.accountId, o.n]));
  return banks.map((a) => ({
    id: a.id,
    code: a.code,
    name: a.name,
    subtype: a.subtype,
    balanceCents: (a.type === "liability" ? -1 : 1) * (net.get(a.id) ?? 0),
    lastImportAt: last.get(a.id) ?? null,
    unreconciledCount: unreconciled.get(a.id) ?? 0,
  }));
}
