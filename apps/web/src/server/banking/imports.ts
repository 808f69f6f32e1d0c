// Uploading a statement and preparing its preview. A CSV waits for its column mapping (the saved
// mapping of the bank account, else the suggested one, for the user to confirm); OFX, QFX and QIF
// go straight to the preview. Staging reads the lines through the file's BankFeedProvider, marks
// suspected duplicates (excluded until the user includes them) and applies the rules.
import { and, eq } from "drizzle-orm";
import type { CsvMapping, ImportMappingBody, ImportUploadView, StatementLine } from "../../shared/banking";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { badRequest, notFound } from "../http/errors";
import { requireBankAccount } from "./accounts";
import { insertRows } from "./bulk-insert";
import { findDuplicates } from "./duplicates";
import { FileFeedProvider, readAll } from "./feed";
import { type ParsedStatement, parseStatement } from "./parse";
import { mapInChunks } from "./parse/chunks";
import { applyCsvMapping } from "./parse/mapping";
import { suggestForLines } from "./rules/apply";
import {
  type BankImportBatchRow,
  bankCsvMappings,
  bankImportBatches,
  bankImportRows,
  batchColumns,
} from "./schema";
import { batchView } from "./views";

async function savedMapping(db: Db, orgId: string, bankAccountId: string): Promise<CsvMapping | null> {
  const [m] = await db
    .select({ mapping: bankCsvMappings.mapping })
    .from(bankCsvMappings)
    .where(and(eq(bankCsvMappings.organizationId, orgId), eq(bankCsvMappings.bankAccountId, bankAccountId)));
  return m?.mapping ?? null;
}

/** A saved mapping is offered only when it still reads the file (same columns, same date layout). */
async function fits(mapping: CsvMapping, rows: string[][]): Promise<boolean> {
  try {
    await applyCsvMapping(rows.slice(0, 50), mapping);
    return true;
  } catch {
    return false;
  }
}

export async function requireBatch(db: Db, orgId: string, id: string): Promise<BankImportBatchRow> {
  const [b] = await db
    .select(batchColumns)
    .from(bankImportBatches)
    .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, id)))
    .limit(1);
  if (!b) throw notFound("Import not found");
  return b;
}

/** The uploaded file of a batch still being prepared (cleared once committed). */
async function batchContent(db: Db, orgId: string, id: string): Promise<Uint8Array> {
  const [b] = await db
    .select({ content: bankImportBatches.content })
    .from(bankImportBatches)
    .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, id)))
    .limit(1);
  if (!b?.content) throw badRequest("This import has already been committed");
  return b.content;
}

function statementAccounts(parsed: ParsedStatement): string[] {
  return parsed.format === "ofx" || parsed.format === "qfx" ? parsed.accounts.map((a) => a.accountId) : [];
}

export async function uploadStatement(
  db: Db,
  clock: Clock,
  orgId: string,
  userId: string | null,
  file: { bankAccountId: string; fileName: string; bytes: Buffer },
): Promise<ImportUploadView> {
  await requireBankAccount(db, orgId, file.bankAccountId);
  const parsed = await parseStatement(file.bytes, file.fileName);
  const csv = parsed.format === "csv" ? parsed.table : null;
  if (parsed.format === "csv") {
    const saved = await savedMapping(db, orgId, file.bankAccountId);
    if (saved && (await fits(saved, parsed.rows))) parsed.table.suggested = saved;
  }
  const accounts = statementAccounts(parsed);
  const [batch] = await db
    .insert(bankImportBatches)
    .values({
      organizationId: orgId,
      bankAccountId: file.bankAccountId,
      fileName: file.fileName.slice(0, 255) || "statement",
      format: parsed.format,
      status: csv ? "mapping" : "preview",
      content: file.bytes,
      statementAccount: accounts[0] ?? null,
      createdBy: userId,
      createdAt: clock.now(),
    })
    .returning(batchColumns);
  if (!csv) await stage(db, orgId, batch!, new FileFeedProvider(parsed), accounts[0] ?? "file");
  return { batch: await batchView(db, orgId, batch!.id), csv, statementAccounts: accounts };
}

/** Confirms the CSV mapping (or the QIF date format, or the OFX account) and (re)builds the preview. */
export async function confirmMapping(db: Db, orgId: string, batchId: string, body: ImportMappingBody) {
  const batch = await requireBatch(db, orgId, batchId);
  if (batch.status !== "mapping" && batch.status !== "preview")
    throw badRequest("This import has already been committed");
  const parsed = await parseStatement(await batchContent(db, orgId, batchId), batch.fileName, {
    dateFormat: body.dateFormat,
  });
  if (parsed.format === "csv" && !body.mapping)
    throw badRequest("mapping: choose the columns of this CSV file");
  const account = body.statementAccount ?? batch.statementAccount ?? "file";
  const lines = await readAll(new FileFeedProvider(parsed, body.mapping), account);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .delete(bankImportRows)
      .where(and(eq(bankImportRows.organizationId, orgId), eq(bankImportRows.batchId, batchId)));
    await stageLines(tx, orgId, batch, lines);
    await tx
      .update(bankImportBatches)
      .set({ status: "preview", statementAccount: account === "file" ? null : account })
      .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)));
    if (body.mapping) {
      await tx
        .insert(bankCsvMappings)
        .values({
          organizationId: orgId,
          bankAccountId: batch.bankAccountId,
          mapping: body.mapping,
          updatedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [bankCsvMappings.organizationId, bankCsvMappings.bankAccountId],
          set: { mapping: body.mapping, updatedAt: new Date() },
        });
    }
  });
  return batchView(db, orgId, batchId);
}

async function stage(
  db: Db,
  orgId: string,
  batch: BankImportBatchRow,
  provider: FileFeedProvider,
  account: string,
) {
  const lines = await readAll(provider, account);
  await db.transaction(async (raw) => stageLines(raw as unknown as Db, orgId, batch, lines));
}

/** Inserts the preview rows: duplicates excluded for review, zero amounts excluded, rules applied. */
async function stageLines(tx: Db, orgId: string, batch: BankImportBatchRow, lines: StatementLine[]) {
  const duplicates = await findDuplicates(tx, orgId, batch.bankAccountId, lines);
  const suggestions = await suggestForLines(tx, orgId, batch.bankAccountId, lines);
  // The rules' payee and memo, where they set one, replace the line's.
  const rows = await mapInChunks(lines, (l, i) => ({
    ...l,
    ...suggestions[i]!,
    rowNo: i + 1,
    duplicate: duplicates[i] ?? null,
    excluded: duplicates[i] !== null || l.amountCents === 0,
  }));
  await insertRows(tx, bankImportRows, rows, [
    ["organization_id", "uuid", () => orgId],
    ["batch_id", "uuid", () => batch.id],
    ["row_no", "int", (r) => r.rowNo],
    ["date", "date", (r) => r.date],
    ["amount_cents", "bigint", (r) => r.amountCents],
    ["description", "text", (r) => r.description],
    ["payee", "text", (r) => r.payee],
    ["memo", "text", (r) => r.memo],
    ["reference", "text", (r) => r.reference],
    ["fit_id", "text", (r) => r.fitId],
    ["duplicate_kind", "text", (r) => r.duplicate?.kind ?? null],
    ["duplicate_of", "uuid", (r) => r.duplicate?.transactionId ?? null],
    ["excluded", "boolean", (r) => r.excluded],
    ["category_account_id", "uuid", (r) => r.categoryAccountId],
    ["splits", "text", (r) => (r.splits ? JSON.stringify(r.splits) : null), "jsonb"],
    ["property_id", "uuid", (r) => r.propertyId],
    ["unit_id", "uuid", (r) => r.unitId],
    ["rule_id", "uuid", (r) => r.ruleId],
  ]);
  await tx
    .update(bankImportBatches)
    .set({
      rowCount: rows.length,
      duplicateCount: duplicates.filter((d) => d !== null).length,
      excludedCount: rows.filter((r) => r.excluded).length,
    })
    .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batch.id)));
}
