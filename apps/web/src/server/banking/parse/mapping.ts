// A confirmed CSV mapping applied to every row of the table. Any row the mapping cannot read stops the
// import with the rows named (nothing is imported on a guess); rows that are entirely empty are skipped.
import type { CsvMapping, StatementLine } from "../../../shared/banking";
import { parseAmount } from "./amounts";
import { mapInChunks } from "./chunks";
import { parseDate } from "./dates";
import { StatementError } from "./errors";

const MAX_LISTED = 5;

type RowResult = StatementLine | { error: string } | null;

const cell = (row: string[], col: number | null) => (col === null ? "" : (row[col] ?? "").trim());
const orNull = (s: string) => (s === "" ? null : s);

function amountOf(row: string[], m: CsvMapping): number | string {
  const read = (col: number) => {
    const raw = cell(row, col);
    if (raw === "") return 0;
    const cents = parseAmount(raw, m.decimalComma);
    return cents === null ? `"${raw}" is not an amount` : cents;
  };
  const a = m.amount;
  if (a.kind === "signed") {
    const v = read(a.column);
    return typeof v === "number" && a.negate ? -v : v;
  }
  if (a.kind === "debitCredit") {
    const out = read(a.debitColumn);
    const inflow = read(a.creditColumn);
    if (typeof out === "string") return out;
    if (typeof inflow === "string") return inflow;
    return Math.abs(inflow) - Math.abs(out);
  }
  const v = read(a.amountColumn);
  if (typeof v === "string") return v;
  const type = cell(row, a.typeColumn).toLowerCase();
  const outflow = a.outflowValues.some((o) => o.toLowerCase() === type);
  return outflow ? -Math.abs(v) : Math.abs(v);
}

function readRow(row: string[], m: CsvMapping): RowResult {
  if (row.every((c) => c.trim() === "")) return null;
  const rawDate = cell(row, m.dateColumn);
  const date = parseDate(rawDate, m.dateFormat);
  if (!date) return { error: `"${rawDate}" is not a date in the ${m.dateFormat} format` };
  const amount = amountOf(row, m);
  if (typeof amount === "string") return { error: amount };
  const payee = orNull(cell(row, m.payeeColumn));
  const description = cell(row, m.descriptionColumn) || payee || "";
  if (description === "") return { error: "the description is empty" };
  return {
    date,
    amountCents: amount,
    description: description.slice(0, 500),
    payee: payee?.slice(0, 200) ?? null,
    memo: orNull(cell(row, m.memoColumn))?.slice(0, 1000) ?? null,
    reference: orNull(cell(row, m.referenceColumn))?.slice(0, 100) ?? null,
    fitId: null,
  };
}

/**
 * The statement lines of `table` (records from the table's first row on) under `mapping`.
 * `firstLine` is the file line of table[0], so messages name rows as the user sees them.
 */
export async function applyCsvMapping(
  table: string[][],
  mapping: CsvMapping,
  firstLine = 1,
): Promise<StatementLine[]> {
  const width = Math.max(0, ...table.slice(0, 50).map((r) => r.length));
  const cols = [
    mapping.dateColumn,
    mapping.descriptionColumn,
    mapping.payeeColumn,
    mapping.memoColumn,
    mapping.referenceColumn,
  ];
  const a = mapping.amount;
  cols.push(
    ...(a.kind === "signed"
      ? [a.column]
      : a.kind === "debitCredit"
        ? [a.debitColumn, a.creditColumn]
        : [a.amountColumn, a.typeColumn]),
  );
  const outside = cols.find((c) => c !== null && c >= width);
  if (outside !== undefined && outside !== null) {
    throw new StatementError(`Column ${outside + 1} does not exist: the file has ${width} columns.`);
  }
  const skip = mapping.hasHeader ? 1 : 0;
  const results = await mapInChunks(table.slice(skip), (row) => readRow(row, mapping));
  const errors: string[] = [];
  const lines: StatementLine[] = [];
  for (const [i, r] of results.entries()) {
    if (r === null) continue;
    if ("error" in r) errors.push(`row ${firstLine + skip + i}: ${r.error}`);
    else lines.push(r);
  }
  if (errors.length) {
    const more = errors.length > MAX_LISTED ? ` (and ${errors.length - MAX_LISTED} more)` : "";
    throw new StatementError(
      `Some rows could not be read — ${errors.slice(0, MAX_LISTED).join("; ")}${more}.`,
    );
  }
  if (lines.length === 0) throw new StatementError("The file has no transactions.");
  return lines;
}
