// Bank import contracts shared by the server and the client: the statement formats, the CSV column
// mapping (zod, so the mapping step validates with the same rules) and the parsed statement line.
import { z } from "zod";
import { MAX_CENTS } from "./accounting";

const STATEMENT_FORMATS = ["csv", "ofx", "qfx", "qif"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Largest statement file accepted (uploads are cut off at this size). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/**
 * Date layouts a bank writes. The separators (/ - . space) are interchangeable within a layout and
 * two-digit years mean 20yy below 70, else 19yy.
 */
export const DATE_FORMATS = [
  "YYYY-MM-DD",
  "MM/DD/YYYY",
  "DD/MM/YYYY",
  "YYYYMMDD",
  "DD MMM YYYY",
  "MMM DD, YYYY",
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const column = z.number().int().min(0).max(200);

/** How amounts are laid out: one signed column, separate money-out/money-in columns, or amount + type. */
const amountMappingSchema = z.discriminatedUnion("kind", [
  /** `negate`: the bank writes money out as positive (many credit-card exports). */
  z.object({ kind: z.literal("signed"), column, negate: z.boolean().default(false) }),
  z.object({ kind: z.literal("debitCredit"), debitColumn: column, creditColumn: column }),
  z.object({
    kind: z.literal("typed"),
    amountColumn: column,
    typeColumn: column,
    /** Type cell values (case-insensitive) that mean money out, e.g. "DR", "Debit", "Withdrawal". */
    outflowValues: z.array(z.string().trim().min(1).max(40)).min(1).max(20),
  }),
]);
export type AmountMapping = z.infer<typeof amountMappingSchema>;

const csvMappingSchema = z.object({
  hasHeader: z.boolean(),
  dateColumn: column,
  dateFormat: z.enum(DATE_FORMATS),
  descriptionColumn: column,
  payeeColumn: column.nullable().default(null),
  memoColumn: column.nullable().default(null),
  referenceColumn: column.nullable().default(null),
  amount: amountMappingSchema,
  /** "1.234,56": comma as the decimal separator. */
  decimalComma: z.boolean().default(false),
});
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** One transaction as the statement states it. `amountCents` > 0 is money into the account. */
export interface StatementLine {
  date: string;
  amountCents: number;
  description: string;
  payee: string | null;
  memo: string | null;
  reference: string | null;
  /** The bank's own transaction id (OFX/QFX FITID); null for CSV and QIF. */
  fitId: string | null;
}

/** The CSV table as read, before mapping: what the mapping step shows. */
const csvTable = z.object({
  encoding: z.string(),
  delimiter: z.string(),
  /** Lines above the table (bank name, account number, period) that were skipped. */
  preambleLines: z.number().int(),
  /** First row of the table; a header when `suggested.hasHeader`. */
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  /** A few rows to show beside the mapping. */
  sample: z.array(z.array(z.string())),
  suggested: csvMappingSchema.nullable(),
  /** Other date formats that also read every date (e.g. 03/04/2025 is March or April): confirm one. */
  dateFormatCandidates: z.array(z.enum(DATE_FORMATS)),
});
export type CsvTable = z.infer<typeof csvTable>;

// ---- import batches -----------------------------------------------------------------------------

const IMPORT_STATUSES = ["mapping", "preview", "committed", "undone"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

// The answers are zod schemas (the API document is generated from them) with inferred types.
const day = z.string().meta({ format: "date" });
const timestamp = z.string().meta({ format: "date-time" });

export const importBatchView = z
  .object({
    id: z.string(),
    bankAccountId: z.string(),
    fileName: z.string(),
    format: z.enum(STATEMENT_FORMATS),
    status: z.enum(IMPORT_STATUSES),
    rowCount: z.number().int(),
    importedCount: z.number().int(),
    excludedCount: z.number().int(),
    duplicateCount: z.number().int(),
    createdByName: z.string().nullable(),
    createdAt: timestamp,
    committedAt: timestamp.nullable(),
    undoneAt: timestamp.nullable(),
    /** Committed and none of its transactions reconciled. */
    canUndo: z.boolean(),
  })
  .meta({ id: "BankImport" });
export type ImportBatchView = z.infer<typeof importBatchView>;
export const importBatchList = z.object({ items: z.array(importBatchView) });

const importRowView = z.object({
  rowNo: z.number().int(),
  date: day,
  amountCents: z.number().int(),
  description: z.string(),
  payee: z.string().nullable(),
  memo: z.string().nullable(),
  reference: z.string().nullable(),
  fitId: z.string().nullable(),
  duplicate: z.object({ kind: z.enum(["fitid", "content"]), transactionId: z.string() }).nullable(),
  excluded: z.boolean(),
  /** null: uncategorised (posted to Other Income / Other Expenses until a rule or the user says otherwise). */
  categoryAccountId: z.string().nullable(),
  splits: z.array(z.object({ accountId: z.string(), basisPoints: z.number().int() })).nullable(),
  propertyId: z.string().nullable(),
  unitId: z.string().nullable(),
  ruleId: z.string().nullable(),
});
export type ImportRowView = z.infer<typeof importRowView>;
/** GET /imports/:id: the batch and its rows. */
export const importDetail = z.object({ batch: importBatchView, rows: z.array(importRowView) });

/** The answer of an upload: the batch, and for a CSV file the table to map. */
export const importUploadView = z.object({
  batch: importBatchView,
  csv: csvTable.nullable(),
  /** OFX files with several accounts: the statement accounts, the first chosen. */
  statementAccounts: z.array(z.string()),
});
export type ImportUploadView = z.infer<typeof importUploadView>;

export const importMappingBody = z.object({
  mapping: csvMappingSchema.optional(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
  statementAccount: z.string().trim().min(1).max(64).optional(),
});
export type ImportMappingBody = z.infer<typeof importMappingBody>;

const uuidField = z.uuid("must be a valid id");
export const importRowPatchBody = z.object({
  rows: z
    .array(
      z.object({
        rowNo: z.number().int().min(1),
        excluded: z.boolean().optional(),
        categoryAccountId: uuidField.nullable().optional(),
        propertyId: uuidField.nullable().optional(),
        unitId: uuidField.nullable().optional(),
        description: z.string().trim().min(1).max(500).optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export type ImportRowPatchBody = z.infer<typeof importRowPatchBody>;

// ---- categorisation rules -----------------------------------------------------------------------

const TEXT_OPS = ["contains", "startsWith", "exact", "regex"] as const;

const cents = z.number().int().min(0).max(MAX_CENTS);

// A plain union: the amount conditions share their `field`, which a discriminated union refuses.
const ruleConditionSchema = z.union([
  z.object({
    field: z.literal("description"),
    op: z.enum(TEXT_OPS),
    value: z.string().trim().min(1).max(200),
  }),
  z.object({ field: z.literal("payee"), op: z.enum(TEXT_OPS), value: z.string().trim().min(1).max(200) }),
  z.object({ field: z.literal("memo"), op: z.enum(TEXT_OPS), value: z.string().trim().min(1).max(200) }),
  /** Amount conditions compare the size of the amount; `sign` says money in or out. */
  z.object({ field: z.literal("amount"), op: z.literal("equals"), cents }),
  z.object({ field: z.literal("amount"), op: z.literal("between"), minCents: cents, maxCents: cents }),
  z.object({ field: z.literal("amount"), op: z.literal("sign"), sign: z.enum(["in", "out"]) }),
  z.object({ field: z.literal("bankAccount"), op: z.literal("is"), accountId: z.uuid("must be a valid id") }),
]);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const ruleActionsSchema = z
  .object({
    categoryAccountId: z.uuid("must be a valid id").optional(),
    propertyId: z.uuid("must be a valid id").optional(),
    unitId: z.uuid("must be a valid id").optional(),
    payee: z.string().trim().min(1).max(200).optional(),
    memo: z.string().trim().min(1).max(1000).optional(),
    /** Percentages as basis points (12.5 % = 1250), summing to 10 000. */
    splits: z
      .array(
        z.object({
          accountId: z.uuid("must be a valid id"),
          basisPoints: z.number().int().min(1).max(10_000),
        }),
      )
      .min(2)
      .max(20)
      .optional(),
  })
  .refine((a) => Object.keys(a).length > 0, "choose at least one action")
  .refine(
    (a) => !a.splits || a.splits.reduce((s, x) => s + x.basisPoints, 0) === 10_000,
    "splits must add up to 100%",
  )
  .refine((a) => !(a.splits && a.categoryAccountId), "choose a category or a split, not both");
export type RuleActions = z.infer<typeof ruleActionsSchema>;

export const ruleBody = z.object({
  name: z.string().trim().min(1).max(120),
  conditions: z.array(ruleConditionSchema).min(1).max(10),
  actions: ruleActionsSchema,
  stop: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type RuleBody = z.infer<typeof ruleBody>;

export const ruleView = ruleBody
  .extend({ id: z.string(), position: z.number().int() })
  .meta({ id: "BankRule" });
export type RuleView = z.infer<typeof ruleView>;
export const ruleList = z.object({ items: z.array(ruleView) });

/** A rule's dry run over the latest past transactions (POST /api/banking/rules/test). */
export const ruleTestResult = z.object({
  checked: z.number().int(),
  matched: z.number().int(),
  /** Up to 20 of the matching transactions, newest first. */
  examples: z.array(
    z.object({
      id: z.string(),
      date: day,
      description: z.string(),
      payee: z.string().nullable(),
      memo: z.string().nullable(),
      type: z.enum(["income", "expense", "transfer"]),
      amountCents: z.number().int(),
      bankAccountId: z.string().nullable(),
    }),
  ),
});
export type RuleTestResult = z.infer<typeof ruleTestResult>;
/** POST /rules/rerun: how many pending lines a rule now categorises. */
export const rerunResult = z.object({ categorised: z.number().int() });

/** A bank, cash or credit-card account on the bank connections page. */
const bankAccountSummary = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    subtype: z.string(),
    /** Natural balance: money held (bank, cash) or owed (credit card). */
    balanceCents: z.number().int(),
    lastImportAt: timestamp.nullable(),
    /** Transaction lines on the account not yet reconciled. */
    unreconciledCount: z.number().int(),
  })
  .meta({ id: "BankAccount" });
export type BankAccountSummary = z.infer<typeof bankAccountSummary>;
export const bankAccountList = z.object({ items: z.array(bankAccountSummary) });
