// Committing an import: every included row becomes a balanced transaction on the bank account, all in
// one database transaction, so a failure or a killed process leaves either the whole batch or nothing.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ImportBatchView } from "../../shared/banking";
import { addEntriesToJournalSummaries } from "../accounting/journal-summaries";
import { accounts, units } from "../accounting/schema";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { badRequest, notFound } from "../http/errors";
import { mapInChunks } from "./parse/chunks";
import { type PlanContext, planRow } from "./plan-rows";
import { assertEntriesBalanced, insertEntries } from "./post-batch";
import { bankImportBatches, bankImportRows, batchColumns } from "./schema";
import { batchView } from "./views";

/** The transactions a batch created (a subquery for the set-based posting helpers). */
export const batchTransactionIds = (orgId: string, batchId: string) =>
  sql`select transaction_id from ${bankImportRows} where organization_id = ${orgId} and batch_id = ${batchId} and transaction_id is not null`;

export async function planContext(
  tx: Db,
  orgId: string,
  bankAccountId: string,
  unitIds: string[],
): Promise<PlanContext> {
  const all = await tx.select().from(accounts).where(eq(accounts.organizationId, orgId));
  const byId = new Map(all.filter((a) => a.isActive || a.id === bankAccountId).map((a) => [a.id, a]));
  const byCode = (code: string, type: string) =>
    all.find((a) => a.code === code && a.isActive) ??
    all.find((a) => a.type === type && a.subtype.startsWith("other") && a.isActive);
  const unitRows = unitIds.length
    ? await tx
        .select({ id: units.id, propertyId: units.propertyId })
        .from(units)
        .where(and(eq(units.organizationId, orgId), inArray(units.id, unitIds)))
    : [];
  return {
    bank: byId.get(bankAccountId)!,
    accounts: byId,
    uncategorisedIn: byCode("4900", "income"),
    uncategorisedOut: byCode("5190", "expense"),
    units: new Map(unitRows.map((u) => [u.id, u.propertyId])),
  };
}

/** The caller's import batch, locked so a concurrent commit or undo waits; 404 when not theirs. */
export async function lockBatch(tx: Db, orgId: string, batchId: string) {
  const [batch] = await tx
    .select(batchColumns)
    .from(bankImportBatches)
    .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)))
    .for("update")
    .limit(1);
  if (!batch) throw notFound("Import not found");
  return batch;
}

export async function commitBatch(
  db: Db,
  clock: Clock,
  orgId: string,
  batchId: string,
): Promise<ImportBatchView> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const batch = await lockBatch(tx, orgId, batchId);
    if (batch.status !== "preview") {
      throw badRequest(
        batch.status === "mapping"
          ? "Confirm the column mapping first"
          : "This import has already been committed",
      );
    }
    const rows = await tx
      .select()
      .from(bankImportRows)
      .where(
        and(
          eq(bankImportRows.organizationId, orgId),
          eq(bankImportRows.batchId, batchId),
          eq(bankImportRows.excluded, false),
        ),
      )
      .orderBy(asc(bankImportRows.rowNo));
    if (rows.length === 0) throw badRequest("Every row is excluded: there is nothing to import");
    const ctx = await planContext(tx, orgId, batch.bankAccountId, [
      ...new Set(rows.map((r) => r.unitId).filter((u): u is string => !!u)),
    ]);
    const entries = await mapInChunks(rows, (r) => planRow(r, ctx));
    const now = clock.now();
    const ids = await insertEntries(tx, orgId, entries, now);
    await tx.execute(sql`
      update ${bankImportRows} r set transaction_id = v.tid
        from (select unnest(${sql.param(rows.map((r) => r.rowNo))}::int[]) as row_no,
                     unnest(${sql.param(ids)}::uuid[]) as tid) v
       where r.organization_id = ${orgId} and r.batch_id = ${batchId} and r.row_no = v.row_no`);
    const created = batchTransactionIds(orgId, batchId);
    await assertEntriesBalanced(tx, orgId, created);
    await addEntriesToJournalSummaries(tx, orgId, created, 1);
    await tx
      .update(bankImportBatches)
      .set({ status: "committed", importedCount: rows.length, committedAt: now, content: null })
      .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)));
  });
  return batchView(db, orgId, batchId);
}
