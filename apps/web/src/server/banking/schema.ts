// Banking tables: statement imports (a batch per file, its staged rows), the CSV mapping saved per
// bank account, categorisation rules, and reconciliations with the cleared/reconciled mark of each
// transaction line on a bank account. Every row carries organization_id; references between these
// tables are composite (organization_id, id), so a row can never point into another organization.
// References between these tables are composite (organization_id, id) foreign keys, kept in
// drizzle/0013_tenant_keys_sql.sql (drizzle cannot say ON DELETE SET NULL of one column of a composite key).
import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { CsvMapping } from "../../shared/banking";
import { organizations, users } from "../db/core-schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const cents = (name: string) => bigint(name, { mode: "number" });
const orgId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const IMPORT_STATUSES = ["mapping", "preview", "committed", "undone"] as const;
export const DUPLICATE_KINDS = ["fitid", "content"] as const;

/** One uploaded statement file: mapping → preview → committed (→ undone). */
export const bankImportBatches = pgTable(
  "bank_import_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    bankAccountId: uuid("bank_account_id").notNull(),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull(),
    /** The uploaded bytes while the import is being prepared; cleared when it is committed. */
    content: bytea("content"),
    /** OFX files can hold several accounts: the one chosen. */
    statementAccount: text("statement_account"),
    rowCount: integer("row_count").notNull().default(0),
    importedCount: integer("imported_count").notNull().default(0),
    excludedCount: integer("excluded_count").notNull().default(0),
    duplicateCount: integer("duplicate_count").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull(),
    committedAt: ts("committed_at"),
    undoneAt: ts("undone_at"),
  },
  (t) => [
    unique("bank_import_batches_org_id_key").on(t.organizationId, t.id),
    index("bank_import_batches_org_account_idx").on(t.organizationId, t.bankAccountId, t.createdAt),
    check(
      "bank_import_batches_status_check",
      sql`${t.status} in ('mapping', 'preview', 'committed', 'undone')`,
    ),
  ],
);

/** A statement line staged for review; after commit it points at the transaction it became. */
export const bankImportRows = pgTable(
  "bank_import_rows",
  {
    organizationId: orgId(),
    batchId: uuid("batch_id").notNull(),
    rowNo: integer("row_no").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** Signed: > 0 money into the account, < 0 money out. */
    amountCents: cents("amount_cents").notNull(),
    description: text("description").notNull(),
    payee: text("payee"),
    memo: text("memo"),
    reference: text("reference"),
    fitId: text("fit_id"),
    duplicateKind: text("duplicate_kind", { enum: DUPLICATE_KINDS }),
    duplicateOf: uuid("duplicate_of"),
    excluded: boolean("excluded").notNull().default(false),
    categoryAccountId: uuid("category_account_id"),
    /** Split by percentages (a rule's action): [{accountId, basisPoints}] summing to 10 000. */
    splits: jsonb("splits").$type<{ accountId: string; basisPoints: number }[]>(),
    propertyId: uuid("property_id"),
    unitId: uuid("unit_id"),
    ruleId: uuid("rule_id"),
    transactionId: uuid("transaction_id"),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.rowNo] }),
    foreignKey({
      columns: [t.organizationId, t.batchId],
      foreignColumns: [bankImportBatches.organizationId, bankImportBatches.id],
      name: "bank_import_rows_batch_fk",
    }).onDelete("cascade"),
    index("bank_import_rows_fit_idx").on(t.organizationId, t.fitId),
    index("bank_import_rows_transaction_idx").on(t.transactionId),
    // Deleting a transaction clears the duplicate marks pointing at it: without this index each
    // deleted entry scanned every staged row (an import's undo took minutes).
    index("bank_import_rows_duplicate_idx").on(t.duplicateOf).where(sql`${t.duplicateOf} is not null`),
  ],
);

/** The last confirmed CSV mapping of a bank account, offered for its next import. */
export const bankCsvMappings = pgTable(
  "bank_csv_mappings",
  {
    organizationId: orgId(),
    bankAccountId: uuid("bank_account_id").notNull(),
    mapping: jsonb("mapping").$type<CsvMapping>().notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.bankAccountId] })],
);

/** Categorisation rules, applied in `position` order; `stop` ends the evaluation for a line. */
export const bankRules = pgTable(
  "bank_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    conditions: jsonb("conditions").notNull(),
    actions: jsonb("actions").notNull(),
    stop: boolean("stop").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    unique("bank_rules_org_id_key").on(t.organizationId, t.id),
    index("bank_rules_org_position_idx").on(t.organizationId, t.position),
  ],
);

/** A statement reconciled against the books: finished when the difference is zero. */
export const bankReconciliations = pgTable(
  "bank_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    bankAccountId: uuid("bank_account_id").notNull(),
    statementDate: date("statement_date", { mode: "string" }).notNull(),
    statementBalanceCents: cents("statement_balance_cents").notNull(),
    status: text("status", { enum: ["in_progress", "finished"] }).notNull(),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    unique("bank_reconciliations_org_id_key").on(t.organizationId, t.id),
    index("bank_reconciliations_org_account_idx").on(t.organizationId, t.bankAccountId, t.statementDate),
    check("bank_reconciliations_status_check", sql`${t.status} in ('in_progress', 'finished')`),
  ],
);

/**
 * A transaction's line on a bank account marked cleared (ticked in a reconciliation in progress) or
 * reconciled (that reconciliation finished: the transaction is locked).
 */
export const bankClearedLines = pgTable(
  "bank_cleared_lines",
  {
    organizationId: orgId(),
    bankAccountId: uuid("bank_account_id").notNull(),
    transactionId: uuid("transaction_id").notNull(),
    reconciliationId: uuid("reconciliation_id").notNull(),
    reconciled: boolean("reconciled").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.bankAccountId, t.transactionId] }),
    foreignKey({
      columns: [t.organizationId, t.reconciliationId],
      foreignColumns: [bankReconciliations.organizationId, bankReconciliations.id],
      name: "bank_cleared_lines_reconciliation_fk",
    }).onDelete("cascade"),
    index("bank_cleared_lines_transaction_idx").on(t.transactionId),
  ],
);

/**
 * A batch without its uploaded bytes: only the mapping step reads the file again, so every other read
 * leaves the (up to 10 MB) column alone — decoding it is the longest stall of an import on PGlite.
 */
const { content: _content, ...batchColumnsWithoutContent } = getTableColumns(bankImportBatches);
export const batchColumns = batchColumnsWithoutContent;
export type BankImportBatchRow = Omit<typeof bankImportBatches.$inferSelect, "content">;
export type BankImportRow = typeof bankImportRows.$inferSelect;
export type BankRuleRow = typeof bankRules.$inferSelect;
