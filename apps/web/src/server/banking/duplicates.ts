// Suspected duplicates of statement lines among what the books already hold on the bank account:
// first the bank's own id (FITID) of an earlier import, then the content fingerprint (date, signed
// amount, normalised description) of any transaction line on the account. Each existing transaction
// answers for one line at most, so two identical lines in a file match two existing transactions,
// not one; identical lines in one new file are not duplicates of each other.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { StatementLine } from "../../shared/banking";
import { journalLines, transactions } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { yieldToEventLoop } from "./parse/chunks";
import { bankImportBatches, bankImportRows } from "./schema";

export interface DuplicateMatch {
  kind: "fitid" | "content";
  transactionId: string;
}

/** Lower case, letters and digits only, single spaces: "AMZN Mktp*2K4 " ≈ "amzn mktp 2k4". */
const normaliseDescription = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const fingerprint = (date: string, amountCents: number, description: string): string =>
  `${date}|${amountCents}|${normaliseDescription(description)}`;

function take(pool: Map<string, string[]>, key: string): string | undefined {
  const ids = pool.get(key);
  return ids?.shift();
}

type ExistingLine = { transactionId: string; date: string; cents: string; description: string };

/** (date, amount) pairs per lookup: in-process PGlite runs a statement without yielding, so a whole
 * 10,000-line file in one statement held the event loop for most of a second. */
const KEYS_PER_LOOKUP = 500;

/**
 * The account's lines with a (date, amount) of the statement, not every line in its date range (tens
 * of thousands against a busy account); in date, transaction and line order.
 */
async function sameDateAndAmount(
  db: Db,
  orgId: string,
  bankAccountId: string,
  lines: readonly StatementLine[],
): Promise<ExistingLine[]> {
  const keys = [...new Set(lines.map((l) => `${l.date}|${l.amountCents}`))].sort().map((k) => k.split("|"));
  const found: ExistingLine[] = [];
  for (let at = 0; at < keys.length; at += KEYS_PER_LOOKUP) {
    if (at > 0) await yieldToEventLoop();
    const slice = keys.slice(at, at + KEYS_PER_LOOKUP);
    const rows = rowsOf<ExistingLine>(
      await db.execute(sql`
        select j.transaction_id as "transactionId", j.date::text as date,
               (j.debit_cents - j.credit_cents)::text as cents, t.description
          from unnest(${sql.param(slice.map((k) => k[0]!))}::date[], ${sql.param(slice.map((k) => k[1]!))}::bigint[])
               as k(date, cents)
          join ${journalLines} j on j.account_id = ${bankAccountId} and j.date = k.date
                                and j.debit_cents - j.credit_cents = k.cents
          join ${transactions} t on t.organization_id = j.organization_id and t.id = j.transaction_id
         where j.organization_id = ${orgId}
         order by j.date, j.transaction_id, j.line_no`),
    );
    for (const r of rows) found.push(r);
  }
  return found;
}

export async function findDuplicates(
  db: Db,
  orgId: string,
  bankAccountId: string,
  lines: readonly StatementLine[],
): Promise<(DuplicateMatch | null)[]> {
  if (lines.length === 0) return [];
  const fitIds = [...new Set(lines.map((l) => l.fitId).filter((f): f is string => !!f))];
  const byFit = new Map<string, string[]>();
  if (fitIds.length) {
    const earlier = await db
      .select({ fitId: bankImportRows.fitId, transactionId: bankImportRows.transactionId })
      .from(bankImportRows)
      .innerJoin(
        bankImportBatches,
        and(
          eq(bankImportBatches.organizationId, bankImportRows.organizationId),
          eq(bankImportBatches.id, bankImportRows.batchId),
        ),
      )
      .where(
        and(
          eq(bankImportRows.organizationId, orgId),
          eq(bankImportBatches.bankAccountId, bankAccountId),
          inArray(bankImportRows.fitId, fitIds),
          isNotNull(bankImportRows.transactionId),
        ),
      );
    for (const e of earlier) byFit.set(e.fitId!, [...(byFit.get(e.fitId!) ?? []), e.transactionId!]);
  }
  const existing = await sameDateAndAmount(db, orgId, bankAccountId, lines);
  const byContent = new Map<string, string[]>();
  for (const e of existing) {
    const key = fingerprint(e.date, Number(e.cents), e.description);
    byContent.set(key, [...(byContent.get(key) ?? []), e.transactionId]);
  }
  const used = new Set<string>();
  return lines.map((l) => {
    const fit = l.fitId ? take(byFit, l.fitId) : undefined;
    if (fit && !used.has(fit)) {
      used.add(fit);
      return { kind: "fitid", transactionId: fit };
    }
    let id = take(byContent, fingerprint(l.date, l.amountCents, l.description));
    while (id && used.has(id)) id = take(byContent, fingerprint(l.date, l.amountCents, l.description));
    if (!id) return null;
    used.add(id);
    return { kind: "content", transactionId: id };
  });
}
