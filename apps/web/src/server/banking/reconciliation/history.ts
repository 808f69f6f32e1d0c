// An account's finished reconciliations, newest first, a page at a time: by statement year or
// statement dates, with the years there are for the filter's choices.
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { ReconciliationHistory, ReconciliationHistoryQuery } from "../../../shared/reconciliation";
import type { Db } from "../../db/client";
import { requireBankAccount } from "../accounts";
import { bankReconciliations } from "../schema";
import { summaryOf } from "./queries";

export async function reconciliationHistory(
  db: Db,
  orgId: string,
  accountId: string,
  q: ReconciliationHistoryQuery,
): Promise<ReconciliationHistory> {
  const account = await requireBankAccount(db, orgId, accountId);
  const r = bankReconciliations;
  const ofAccount = and(
    eq(r.organizationId, orgId),
    eq(r.bankAccountId, accountId),
    eq(r.status, "finished"),
  );
  const from = q.year !== undefined ? `${q.year}-01-01` : q.from;
  const to = q.year !== undefined ? `${q.year}-12-31` : q.to;
  const where = and(
    ofAccount,
    from ? gte(r.statementDate, from) : undefined,
    to ? lte(r.statementDate, to) : undefined,
  );
  const year = sql<number>`extract(year from ${r.statementDate})::int`;
  const [rows, [counted], years] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(desc(r.statementDate), desc(r.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(r).where(where),
    db.selectDistinct({ year }).from(r).where(ofAccount).orderBy(desc(year)),
  ]);
  return {
    items: await Promise.all(rows.map((row) => summaryOf(db, orgId, row, account))),
    total: Number(counted?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    years: years.map((y) => Number(y.year)),
  };
}
