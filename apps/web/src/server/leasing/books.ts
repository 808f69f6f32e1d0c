// The tenant ledger's side of the general ledger. Every entry is double-entry and balanced, written
// inside the caller's database transaction with the accounting summaries kept in step, so a charge,
// payment or deposit and its journal entry commit or roll back together.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ChargeType } from "../../shared/leasing";
import { addToJournalSummaries } from "../accounting/journal-summaries";
import { assertBalanced, entryAccounts } from "../accounting/posting";
import { accounts, journalLines, transactions } from "../accounting/schema";
import type { Db } from "../db/client";
import { leasingSettings } from "./schema";

/** Chart-template accounts the leasing books use, by code. */
export const ACCOUNT_CODES = {
  bank: "1000",
  depositBank: "1050",
  receivable: "1100",
  depositsOwed: "2100",
  prepaidRent: "2150",
  rent: "4000",
  lateFees: "4100",
  petFees: "4200",
  otherIncome: "4900",
} as const;
type AccountKey = keyof typeof ACCOUNT_CODES;

/** The income account each charge type posts to. */
export const CHARGE_ACCOUNT: Record<ChargeType, AccountKey> = {
  rent: "rent",
  late_fee: "lateFees",
  pet_rent: "petFees",
  parking: "otherIncome",
  utilities: "otherIncome",
  other: "otherIncome",
};

const PREPAID_RENT = {
  code: "2150",
  name: "Prepaid Rent",
  type: "liability",
  subtype: "other_liability",
} as const;

export type LeasingAccounts = Record<AccountKey, string>;

/**
 * The organization's leasing accounts. Prepaid Rent (accrual books: paid before it is charged) is not
 * in the original chart, so it is added on first use.
 */
export async function leasingAccounts(tx: Db, orgId: string, now: Date): Promise<LeasingAccounts> {
  const codes = Object.values(ACCOUNT_CODES);
  const rows = await tx
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), inArray(accounts.code, codes)));
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  if (!byCode.has(PREPAID_RENT.code)) {
    const [row] = await tx
      .insert(accounts)
      .values({ ...PREPAID_RENT, organizationId: orgId, isSystem: true, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (row) byCode.set(PREPAID_RENT.code, row.id);
    else return leasingAccounts(tx, orgId, now);
  }
  const out = {} as LeasingAccounts;
  for (const [key, code] of Object.entries(ACCOUNT_CODES) as [AccountKey, string][]) {
    const id = byCode.get(code);
    if (!id) throw new Error(`The chart of accounts has no account ${code}; apply the rental template`);
    out[key] = id;
  }
  return out;
}

export async function booksBasis(tx: Db, orgId: string): Promise<"cash" | "accrual"> {
  const [row] = await tx
    .select({ basis: leasingSettings.booksBasis })
    .from(leasingSettings)
    .where(eq(leasingSettings.organizationId, orgId));
  return row?.basis ?? "cash";
}

export interface EntryLine {
  accountId: string;
  debit: number;
  credit: number;
  memo?: string | null;
}

export interface Entry {
  date: string;
  description: string;
  payee?: string | null;
  type: "income" | "expense" | "transfer";
  propertyId: string;
  unitId: string;
  reference?: string | null;
  /** Line 0 is the entry's bank side (accounting's convention); same-account lines are merged. */
  lines: EntryLine[];
}

/** Writes one balanced journal entry and its summaries; returns the transaction id. */
export async function postEntry(tx: Db, orgId: string, entry: Entry, now: Date): Promise<string> {
  const lines = mergeLines(entry.lines);
  const total = lines.reduce((s, l) => s + l.debit, 0);
  const [row] = await tx
    .insert(transactions)
    .values({
      organizationId: orgId,
      date: entry.date,
      description: entry.description,
      payee: entry.payee ?? null,
      type: entry.type,
      amountCents: total,
      ...entryAccounts(lines),
      propertyIds: [entry.propertyId],
      bankAccountId: lines[0]!.accountId,
      propertyId: entry.propertyId,
      unitId: entry.unitId,
      memo: null,
      reference: entry.reference ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  const id = row!.id;
  await tx.insert(journalLines).values(
    lines.map((l, i) => ({
      organizationId: orgId,
      transactionId: id,
      lineNo: i,
      accountId: l.accountId,
      propertyId: entry.propertyId,
      date: entry.date,
      debitCents: l.debit,
      creditCents: l.credit,
      memo: l.memo ?? null,
    })),
  );
  await assertBalanced(tx, orgId, id);
  await addToJournalSummaries(tx, orgId, id, 1);
  return id;
}

/** Removes an entry (a waived charge's, a re-assessed daily late fee's) with its summaries. */
export async function unpostEntry(tx: Db, orgId: string, transactionId: string): Promise<void> {
  await addToJournalSummaries(tx, orgId, transactionId, -1);
  await tx.execute(
    sql`delete from ${transactions} where organization_id = ${orgId} and id = ${transactionId}`,
  );
}

/** One line per account and side, zero lines dropped: the journal never carries empty lines. */
function mergeLines(lines: EntryLine[]): EntryLine[] {
  const out: EntryLine[] = [];
  for (const l of lines) {
    if (l.debit === 0 && l.credit === 0) continue;
    const same = out.find((o) => o.accountId === l.accountId && o.debit > 0 === l.debit > 0);
    if (same) {
      same.debit += l.debit;
      same.credit += l.credit;
    } else out.push({ ...l });
  }
  return out;
}
