// The report builder's one definition (what /reports/dynamic-builder edits, what a saved report
// keeps and what the AI builder proposes), the saved-report wire shapes, and their schemas.
import { z } from "zod";
import { isoDate, text, uuid } from "./accounting";
import { COMPARISONS, dayCount, REPORT_BASES, REPORT_FORMATS } from "./reports";

export const BUILDER_ROWS = [
  "account",
  "account_type",
  "property",
  "payee",
  "month",
  "quarter",
  "year",
] as const;
export type BuilderRows = (typeof BUILDER_ROWS)[number];
export const BUILDER_COLUMNS = ["none", "month", "quarter", "year", "property"] as const;
export type BuilderColumns = (typeof BUILDER_COLUMNS)[number];
export const BUILDER_MEASURES = ["sum", "count"] as const;
export const BUILDER_CHARTS = ["none", "bar", "line"] as const;
/** income_expense sums to net income (income positive, expenses negative). */
export const BUILDER_TYPES = ["income_expense", "income", "expense"] as const;

export const BUILDER_LABELS = {
  rows: {
    account: "Account",
    account_type: "Income or expense",
    property: "Property",
    payee: "Payee",
    month: "Month",
    quarter: "Quarter",
    year: "Year",
  },
  columns: { none: "One total", month: "Months", quarter: "Quarters", year: "Years", property: "Properties" },
  measure: { sum: "Amount", count: "Number of transactions" },
  chart: { none: "No chart", bar: "Bar chart", line: "Line chart" },
  type: { income_expense: "Income and expenses (net)", income: "Income only", expense: "Expenses only" },
  compare: {
    none: "No comparison",
    previous_period: "Previous period",
    previous_year: "Same period last year",
  },
} as const;

/** At most this many value columns: a wider table is unreadable and will not print. */
export const MAX_BUILDER_COLUMNS = 40;
const MAX_DOLLARS = 1_000_000_000;

export const builderDefinition = z
  .object({
    rows: z.enum(BUILDER_ROWS).default("account"),
    columns: z.enum(BUILDER_COLUMNS).default("none"),
    measure: z.enum(BUILDER_MEASURES).default("sum"),
    chart: z.enum(BUILDER_CHARTS).default("none"),
    compare: z.enum(COMPARISONS).default("none"),
    from: isoDate,
    to: isoDate,
    type: z.enum(BUILDER_TYPES).default("income_expense"),
    propertyIds: z.array(uuid).max(200, "at most 200 properties").default([]),
    accountIds: z.array(uuid).max(500, "at most 500 accounts").default([]),
    /** Only lines of at least / at most this many dollars (a line's debit or credit). */
    minAmount: z.number().min(0, "must not be negative").max(MAX_DOLLARS).nullable().default(null),
    maxAmount: z.number().min(0, "must not be negative").max(MAX_DOLLARS).nullable().default(null),
    /** Cash or accrual, as the statements take it; omitted (definitions saved before it) → the books basis. */
    basis: z.enum(REPORT_BASES).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.from > d.to) ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
    else if (dayCount({ from: d.from, to: d.to }) > 366 * 10)
      ctx.addIssue({ code: "custom", path: ["to"], message: "a report covers at most 10 years" });
    if (d.minAmount !== null && d.maxAmount !== null && d.minAmount > d.maxAmount)
      ctx.addIssue({ code: "custom", path: ["minAmount"], message: "must not be more than the maximum" });
    if (d.compare !== "none" && d.columns !== "none")
      ctx.addIssue({
        code: "custom",
        path: ["compare"],
        message: "a comparison needs the columns set to one total",
      });
    if (d.rows === d.columns)
      ctx.addIssue({ code: "custom", path: ["columns"], message: "must differ from the rows" });
  });
export type BuilderDefinition = z.output<typeof builderDefinition>;
export type BuilderDefinitionInput = z.input<typeof builderDefinition>;

export const builderRunBody = z.object({
  definition: builderDefinition,
  format: z.enum(REPORT_FORMATS).default("json"),
});

/** GET …/builder/run?d=<definition as JSON>&format=pdf: a plain link downloads an unsaved report. */
export const builderRunQuery = z.object({
  d: z.string().max(16_000, "is too long"),
  format: z.enum(REPORT_FORMATS).default("json"),
});

export const savedReportBody = z.object({ name: text(120), definition: builderDefinition });
export const savedReportRename = z.object({ name: text(120) });
export const savedReportRunQuery = z.object({ format: z.enum(REPORT_FORMATS).default("json") });

export const savedReport = z
  .object({
    id: z.string(),
    name: z.string(),
    definition: builderDefinition,
    createdByName: z.string().nullable(),
    createdAt: z.string().meta({ format: "date-time" }),
    updatedAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "SavedReport" });
export type SavedReport = z.infer<typeof savedReport>;
export const savedReportList = z.object({ items: z.array(savedReport) });

export const interpretBody = z.object({ sentence: text(300) });

export const interpretAnswer = z.object({
  definition: builderDefinition,
  /** What the sentence was read as, one phrase per choice ("Rows: property", "Period: Year 2025"). */
  understood: z.array(z.string()),
  /** Words that did not change the definition, so the user knows to set those parts by hand. */
  ignored: z.array(z.string()),
  source: z.enum(["rules", "model"]),
});
export type InterpretAnswer = z.infer<typeof interpretAnswer>;
