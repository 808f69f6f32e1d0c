// Posts many balanced entries in one database transaction, set-based: the transaction rows and
// journal lines go in as column arrays (bulk-insert.ts), the journal summaries (account_month_totals,
// transaction_day_totals) change by one grouped upsert each, and one query re-checks that every
// entry balances. Posting row by row would take tens of thousands of statements for one statement file.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { TransactionType } from "../../shared/accounting";
import { entryAccounts } from "../accounting/posting";
import { journalLines, transactions } from "../accounting/schema";
import type { Db } from "../db/client";
import { insertRows } from "./bulk-insert";

interface EntryLine {
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

/** An array column's text form ({a,b}): unnest would flatten an array of arrays. */
const arrayText = (xs: readonly (string | number)[]) => `{${xs.join(",")}}`;

/** Inserts the entries (re-posted ones keep their `ids`); answers the transaction ids in order. */
export async function insertEntries(
  tx: Db,
  orgId: string,
  entries: PlannedEntry[],
  now: Date,
  ids: string[] = entries.map(() => randomUUID()),
): Promise<string[]> {
  const stamp = now.toISOString();
  const rows = entries.map((e, i) => ({ e, id: ids[i]!, accounts: entryAccounts(e.lines) }));
  await insertRows(tx, transactions, rows, [
    ["id", "uuid", (r) => r.id],
    ["organization_id", "uuid", () => orgId],
    ["date", "date", (r) => r.e.date],
    ["description", "text", (r) => r.e.description],
    ["payee", "text", (r) => r.e.payee],
    ["type", "text", (r) => r.e.type],
    ["amount_cents", "bigint", (r) => r.e.lines.reduce((s, l) => s + l.debit, 0)],
    ["bank_account_id", "uuid", (r) => r.e.bankAccountId],
    ["property_id", "uuid", (r) => r.e.propertyId],
    ["unit_id", "uuid", (r) => r.e.unitId],
    ["memo", "text", (r) => r.e.memo],
    ["reference", "text", (r) => r.e.reference],
    ["account_ids", "text", (r) => arrayText(r.accounts.accountIds), "uuid[]"],
    ["split_cents", "text", (r) => arrayText(r.accounts.splitCents), "bigint[]"],
    [
      "property_ids",
      "text",
      (r) => arrayText([...new Set(r.e.lines.map((l) => l.propertyId).filter((p): p is string => !!p))]),
      "uuid[]",
    ],
    ["created_at", "timestamptz", () => stamp],
    ["updated_at", "timestamptz", () => stamp],
  ]);
  const lines = entries.flatMap((e, i) => e.lines.map((l, lineNo) => ({ e, l, lineNo, id: ids[i]! })));
  await insertRows(tx, journalLines, lines, [
    ["organization_id", "uuid", () => orgId],
    ["transaction_id", "uuid", (x) => x.id],
    ["line_no", "int", (x) => x.lineNo],
    ["account_id", "uuid", (x) => x.l.accountId],
    ["property_id", "uuid", (x) => x.l.propertyId],
    ["date", "date", (x) => x.e.date],
    ["debit_cents", "bigint", (x) => x.l.debit],
    ["credit_cents", "bigint", (x) => x.l.credit],
  ]);
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
