// Answers of the import routes.
import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { ImportBatchView, ImportRowView, StatementFormat } from "../../shared/banking";
import type { Db } from "../db/client";
import { users } from "../db/core-schema";
import { notFound } from "../http/errors";
import { bankClearedLines, bankImportBatches, bankImportRows, batchColumns } from "./schema";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether any transaction of the batch is reconciled (then it cannot be undone). */
const hasReconciled = (orgId: string) =>
  exists(
    sql`(select 1 from ${bankImportRows} r join ${bankClearedLines} c
          on c.organization_id = r.organization_id and c.transaction_id = r.transaction_id and c.reconciled
         where r.organization_id = ${orgId} and r.batch_id = ${bankImportBatches.id})`,
  );

async function batchViews(db: Db, orgId: string, where: ReturnType<typeof and>): Promise<ImportBatchView[]> {
  const rows = await db
    .select({
      b: batchColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      reconciled: hasReconciled(orgId),
    })
    .from(bankImportBatches)
    .leftJoin(users, eq(users.id, bankImportBatches.createdBy))
    .where(where)
    .orderBy(desc(bankImportBatches.createdAt));
  return rows.map(({ b, firstName, lastName, reconciled }) => ({
    id: b.id,
    bankAccountId: b.bankAccountId,
    fileName: b.fileName,
    format: b.format as StatementFormat,
    status: b.status,
    rowCount: b.rowCount,
    importedCount: b.importedCount,
    excludedCount: b.excludedCount,
    duplicateCount: b.duplicateCount,
    createdByName: firstName ? `${firstName} ${lastName}` : null,
    createdAt: b.createdAt.toISOString(),
    committedAt: iso(b.committedAt),
    undoneAt: iso(b.undoneAt),
    canUndo: b.status === "committed" && !reconciled,
  }));
}

export async function batchView(db: Db, orgId: string, id: string): Promise<ImportBatchView> {
  const [v] = await batchViews(
    db,
    orgId,
    and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, id)),
  );
  if (!v) throw notFound("Import not found");
  return v;
}

/** The import history: every batch, newest first, optionally of one bank account. */
export function listBatches(db: Db, orgId: string, bankAccountId?: string): Promise<ImportBatchView[]> {
  return batchViews(
    db,
    orgId,
    and(
      eq(bankImportBatches.organizationId, orgId),
      bankAccountId ? eq(bankImportBatches.bankAccountId, bankAccountId) : undefined,
    ),
  );
}

export async function batchRows(db: Db, orgId: string, batchId: string): Promise<ImportRowView[]> {
  await batchView(db, orgId, batchId);
  const rows = await db
    .select()
    .from(bankImportRows)
    .where(and(eq(bankImportRows.organizationId, orgId), eq(bankImportRows.batchId, batchId)))
    .orderBy(asc(bankImportRows.rowNo));
  return rows.map((r) => ({
    rowNo: r.rowNo,
    date: r.date,
    amountCents: r.amountCents,
    description: r.description,
    payee: r.payee,
    memo: r.memo,
    reference: r.reference,
    fitId: r.fitId,
    duplicate:
      r.duplicateKind && r.duplicateOf ? { kind: r.duplicateKind, transactionId: r.duplicateOf } : null,
    excluded: r.excluded,
    categoryAccountId: r.categoryAccountId,
    splits: r.splits,
    propertyId: r.propertyId,
    unitId: r.unitId,
    ruleId: r.ruleId,
  }));
}
