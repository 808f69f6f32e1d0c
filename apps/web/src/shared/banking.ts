// Bank import contracts shared by the server and the client: the statement formats, the CSV column
// mapping (zod, so the mapping step validates with the same rules) and the parsed statement line.
import { z } from "zod";

export const STATEMENT_FORMATS = ["csv", "ofx", "qfx", "qif"] as const;
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
export const amountMappingSchema = z.discriminatedUnion("kind", [
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

export const csvMappingSchema = z.object({
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
export interface CsvTable {
  encoding: string;
  delimiter: string;
  /** Lines above the table (bank name, account number, period) that were skipped. */
  preambleLines: number;
  /** First row of the table; a header when `suggested.hasHeader`. */
  columns: string[];
  rowCount: number;
  /** A few rows to show beside the mapping. */
  sample: string[][];
  suggested: CsvMapping | null;
  /** Other date formats that also read every date (e.g. 03/04/2025 is March or April): confirm one. */
  dateFormatCandidates: DateFormat[];
}
