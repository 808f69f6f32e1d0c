// Bank reconciliation contracts shared by the server and the client: start from a statement, tick the
// transactions the statement shows, finish at a zero difference. Amounts are integer cents in the
// account's natural sign: money held for a bank or cash account, money owed for a credit card.
import { z } from "zod";
import { isoDate, MAX_CENTS, uuid } from "./accounting";

/** A transaction's state on its bank account: ticked in a reconciliation in progress, or locked by a finished one. */
export const CLEARED_STATES = ["uncleared", "cleared", "reconciled"] as const;
export type ClearedState = (typeof CLEARED_STATES)[number];

export const CLEARED_LABELS: Record<ClearedState, string> = {
  uncleared: "Uncleared",
  cleared: "Cleared",
  reconciled: "Reconciled",
};

export const reconciliationStartBody = z.object({
  statementDate: isoDate,
  /** The statement's ending balance; negative for an overdrawn account or a card in credit. */
  statementBalanceCents: z
    .number()
    .int("must be whole cents")
    .min(-MAX_CENTS, "is too large")
    .max(MAX_CENTS, "is too large"),
});
export type ReconciliationStartBody = z.infer<typeof reconciliationStartBody>;

export const clearedBody = z.object({
  transactionIds: z.array(uuid).min(1, "choose at least one transaction").max(10_000),
  cleared: z.boolean(),
});
export type ClearedBody = z.infer<typeof clearedBody>;

// The answers are zod schemas (the API document is generated from them) with inferred types.
const day = z.string().meta({ format: "date" });
const timestamp = z.string().meta({ format: "date-time" });
const cents = z.number().int();

export const reconciliationSummary = z
  .object({
    id: z.string(),
    bankAccountId: z.string(),
    statementDate: day,
    statementBalanceCents: cents,
    /** The previous finished reconciliation's ending balance, or 0 for the account's first. */
    openingBalanceCents: cents,
    clearedCount: z.number().int(),
    /** Sum of the cleared transactions' amounts. */
    clearedCents: cents,
    /** statement balance − opening balance − cleared total: zero when the books agree with the statement. */
    differenceCents: cents,
    status: z.enum(["in_progress", "finished"]),
    startedByName: z.string().nullable(),
    createdAt: timestamp,
    finishedAt: timestamp.nullable(),
    /** The account's latest reconciliation: only that one can be undone. */
    canUndo: z.boolean(),
  })
  .meta({ id: "Reconciliation" });
export type ReconciliationSummary = z.infer<typeof reconciliationSummary>;

const reconciliationLine = z.object({
  transactionId: z.string(),
  date: day,
  description: z.string(),
  payee: z.string().nullable(),
  reference: z.string().nullable(),
  /** > 0 raises the balance (a deposit; a charge on a card), < 0 lowers it. */
  amountCents: cents,
  cleared: z.boolean(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLine>;

const reconciliationAccount = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** "bank", "cash" or "credit_card". */
  subtype: z.string(),
});
export type ReconciliationAccount = z.infer<typeof reconciliationAccount>;

/** GET /reconciliations/:id: the summary and every candidate line up to the statement date. */
export const reconciliationView = z.object({
  account: reconciliationAccount,
  reconciliation: reconciliationSummary,
  lines: z.array(reconciliationLine),
});
export type ReconciliationView = z.infer<typeof reconciliationView>;

/** GET /accounts/:id/reconciliations: what the reconcile page opens with. */
export const accountReconciliationsView = z.object({
  account: reconciliationAccount,
  /** The opening balance a new reconciliation would start from. */
  openingBalanceCents: cents,
  /** A new statement must end after this day (the last finished one's). */
  lastStatementDate: day.nullable(),
  inProgress: reconciliationSummary.nullable(),
});
export type AccountReconciliations = z.infer<typeof accountReconciliationsView>;

/**
 * GET /accounts/:id/reconciliations/history: the finished ones, newest first, by statement year or
 * statement dates. A reconciliation has no note of its own: the statement's day is how a bookkeeper
 * finds one ("the March 2023 statement").
 */
export const reconciliationHistoryQuery = z
  .object({
    year: z.coerce
      .number("must be a year")
      .int("must be a year")
      .min(1900, "must be between 1900 and 2199")
      .max(2199, "must be between 1900 and 2199")
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number("must be a number").int().min(1, "must be 1 or more").max(100_000).default(1),
    pageSize: z.coerce.number("must be a number").int().min(1).max(100, "at most 100").default(12),
  })
  .superRefine((q, ctx) => {
    if (q.year !== undefined && (q.from || q.to))
      ctx.addIssue({ code: "custom", path: ["year"], message: "give a year or from/to, not both" });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
  });
export type ReconciliationHistoryQuery = z.output<typeof reconciliationHistoryQuery>;

export const reconciliationHistory = z.object({
  items: z.array(reconciliationSummary),
  /** How many match the filter (every page). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The statement years the account has finished reconciliations in, newest first (the year filter's choices). */
  years: z.array(z.number().int()),
});
export type ReconciliationHistory = z.infer<typeof reconciliationHistory>;

const DIFFERENCE_HINT_KINDS = ["missing", "extra", "duplicated", "transposed", "sign"] as const;
export type DifferenceHintKind = (typeof DIFFERENCE_HINT_KINDS)[number];

/** A transaction that could explain the difference, and how. */
const differenceHint = z.object({
  kind: z.enum(DIFFERENCE_HINT_KINDS),
  transactionId: z.string(),
  date: day,
  description: z.string(),
  amountCents: cents,
  cleared: z.boolean(),
  explanation: z.string(),
});
export type DifferenceHint = z.infer<typeof differenceHint>;

export const differenceHelp = z.object({ differenceCents: cents, hints: z.array(differenceHint) });
export type DifferenceHelp = z.infer<typeof differenceHelp>;
