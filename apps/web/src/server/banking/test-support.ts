// Test support for the banking suite (imported only by *.test.ts and the benchmark).
import { sql } from "drizzle-orm";
import { propertyCreateBody } from "../../shared/accounting";
import type { CsvMapping } from "../../shared/banking";
import { AccountingService } from "../accounting/service";
import { newOrganization } from "../accounting/test-support";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { confirmMapping, uploadStatement } from "./imports";

export async function bankingOrg(db: Db, clock: Clock) {
  const svc = new AccountingService(db, clock);
  const orgId = await newOrganization(db);
  await svc.applyTemplate(orgId);
  const byCode = new Map((await svc.listAccounts(orgId)).map((a) => [a.code, a.id]));
  const property = await svc.createProperty(
    orgId,
    propertyCreateBody.parse({ name: "Oak Street Duplex", type: "multi_family" }),
  );
  return { svc, orgId, byCode, account: (code: string) => byCode.get(code)!, propertyId: property.id };
}

/** Uploads `text` and, for a CSV, confirms `mapping` (or the suggested one): the batch in preview. */
export async function previewOf(
  db: Db,
  clock: Clock,
  orgId: string,
  bankAccountId: string,
  fileName: string,
  content: string | Buffer,
  mapping?: CsvMapping,
) {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const up = await uploadStatement(db, clock, orgId, null, { bankAccountId, fileName, bytes });
  if (!up.csv) return up.batch;
  return confirmMapping(db, orgId, up.batch.id, { mapping: mapping ?? up.csv.suggested! });
}

/**
 * Everything an import can change in the books: the journal per account, the transactions, and the
 * two journal summaries, as comparable text.
 */
export async function booksSnapshot(db: Db, orgId: string): Promise<string[]> {
  const q = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await db.execute(query)).map((r) => JSON.stringify(r));
  return [
    ...(await q(sql`select account_id, sum(debit_cents)::text as d, sum(credit_cents)::text as c, count(*)::int as n
                      from journal_lines where organization_id = ${orgId} group by account_id order by account_id`)),
    ...(await q(
      sql`select count(*)::int as transactions from transactions where organization_id = ${orgId}`,
    )),
    ...(await q(sql`select account_id, month::text, debit_cents::text, credit_cents::text from account_month_totals
                     where organization_id = ${orgId} and (debit_cents <> 0 or credit_cents <> 0) order by 1, 2`)),
    ...(await q(sql`select date::text, type, account_ids, transactions, amount_cents::text, account_cents::text
                      from transaction_day_totals where organization_id = ${orgId} order by 1, 2, 3`)),
  ];
}
