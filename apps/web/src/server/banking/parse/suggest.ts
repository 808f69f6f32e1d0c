// A first guess at a CSV's column mapping, from header names when there is a header and from the
// values otherwise. The user confirms or corrects it in the mapping step; nothing is imported on a guess.
import { type AmountMapping, type CsvMapping, DATE_FORMATS, type DateFormat } from "../../../shared/banking";
import { parseAmount, usesDecimalComma } from "./amounts";
import { detectDateFormats, mixedDateExample, parseDate } from "./dates";
import { StatementError } from "./errors";

const NAMES = {
  date: /^(transaction |posting |posted |value |trans\.? |booking )?date|^datum|^fecha|^posted/i,
  description:
    /^description|narrative|transaction details|transaction$|^name|particulars|libell|buchungstext/i,
  payee: /payee|merchant|counterparty|beneficiary|recipient/i,
  memo: /memo|note|comment|additional/i,
  reference: /ref|check|cheque|^(no|num|number)\.?$|serial/i,
  amount: /^(transaction )?amount|^value$|^betrag|^importe|^sum$/i,
  debit: /debit|withdrawal|money out|paid out|outflow|payment/i,
  credit: /credit|deposit|money in|paid in|inflow/i,
  type: /^type$|dr\/cr|cr\/dr|direction|debit\/credit|credit\/debit/i,
};
const OUTFLOW_WORDS = ["dr", "debit", "withdrawal", "d", "out"];
const SAMPLE = 200;

export interface Suggestion {
  mapping: CsvMapping;
  dateFormats: DateFormat[];
}

const columnValues = (rows: string[][], col: number) => rows.map((r) => r[col] ?? "");
const isDateish = (v: string) => DATE_FORMATS.some((f) => parseDate(v, f) !== null);

function isHeader(row: string[]): boolean {
  return (
    row.every((c) => c === "" || (!isDateish(c) && parseAmount(c) === null)) &&
    row.some((c) => /[a-z]/i.test(c))
  );
}

function amountColumns(rows: string[][], width: number, exclude: Set<number>): number[] {
  const out: number[] = [];
  for (let c = 0; c < width; c++) {
    if (exclude.has(c)) continue;
    const values = columnValues(rows, c).filter((v) => v.trim() !== "");
    const comma = usesDecimalComma(values);
    if (values.length > 0 && values.every((v) => parseAmount(v, comma) !== null)) out.push(c);
  }
  return out;
}

function findByName(header: string[] | null, re: RegExp, taken: Set<number>): number | null {
  if (!header) return null;
  const i = header.findIndex((h, c) => !taken.has(c) && re.test(h.trim()));
  return i >= 0 ? i : null;
}

/** The money columns: named ones first, else debit/credit pairs (one filled per row), else the first. */
function suggestAmount(
  rows: string[][],
  header: string[] | null,
  numeric: number[],
  taken: Set<number>,
): AmountMapping | null {
  const named = (re: RegExp) => {
    const c = findByName(header, re, taken);
    return c !== null && numeric.includes(c) ? c : null;
  };
  const amount = named(NAMES.amount);
  const type = findByName(header, NAMES.type, taken);
  const unsigned = (c: number) => columnValues(rows, c).every((v) => (parseAmount(v) ?? 0) >= 0);
  // A type column only decides the sign when the amounts carry none themselves.
  if (amount !== null && type !== null && !numeric.includes(type) && unsigned(amount)) {
    const values = new Set(columnValues(rows, type).map((v) => v.trim().toLowerCase()));
    const outflow = [...values].filter((v) => OUTFLOW_WORDS.includes(v));
    if (outflow.length)
      return { kind: "typed", amountColumn: amount, typeColumn: type, outflowValues: outflow };
  }
  if (amount !== null) return { kind: "signed", column: amount, negate: false };
  const debit = named(NAMES.debit);
  const credit = named(NAMES.credit);
  if (debit !== null && credit !== null)
    return { kind: "debitCredit", debitColumn: debit, creditColumn: credit };
  for (let i = 0; i + 1 < numeric.length; i++) {
    const [a, b] = [numeric[i]!, numeric[i + 1]!];
    const oneFilled = rows.every((r) => ((r[a] ?? "").trim() === "") !== ((r[b] ?? "").trim() === ""));
    if (oneFilled) return { kind: "debitCredit", debitColumn: a, creditColumn: b };
  }
  return numeric.length ? { kind: "signed", column: numeric[0]!, negate: false } : null;
}

function textColumns(rows: string[][], width: number, taken: Set<number>): number[] {
  const avg = (c: number) => rows.reduce((s, r) => s + (r[c]?.length ?? 0), 0) / Math.max(rows.length, 1);
  return [...Array(width).keys()].filter((c) => !taken.has(c) && avg(c) > 0).sort((a, b) => avg(b) - avg(a));
}

/** Refuses a date column whose values use two layouts, naming two rows (1-based, as in the file). */
function assertOneDateLayout(values: string[], firstRowNo: number, candidates: DateFormat[]): void {
  if (candidates.length) return;
  const mixed = mixedDateExample(values);
  if (!mixed) return;
  const [a, b] = mixed;
  throw new StatementError(
    `The dates use more than one format: "${values[a]}" (row ${firstRowNo + a}) and "${values[b]}" (row ${firstRowNo + b}). Export the statement again with one date format.`,
  );
}

export async function suggestMapping(table: string[][]): Promise<Suggestion | null> {
  if (table.length === 0) return null;
  const hasHeader = isHeader(table[0]!);
  const header = hasHeader ? table[0]! : null;
  const body = table.slice(hasHeader ? 1 : 0);
  const sample = body.slice(0, SAMPLE);
  const width = Math.max(...table.slice(0, SAMPLE).map((r) => r.length));
  const taken = new Set<number>();
  let dateColumn = findByName(header, NAMES.date, taken);
  const allDates = (c: number) => sample.every((r) => (r[c] ?? "").trim() === "" || isDateish(r[c]!));
  if (dateColumn === null || !allDates(dateColumn)) {
    const found = [...Array(width).keys()].find(
      (c) => sample.some((r) => (r[c] ?? "").trim()) && allDates(c),
    );
    dateColumn = found ?? null;
  }
  if (dateColumn === null || sample.length === 0) return null;
  const dates = columnValues(body, dateColumn);
  const { candidates } = await detectDateFormats(dates);
  assertOneDateLayout(dates, hasHeader ? 2 : 1, candidates);
  taken.add(dateColumn);
  const numeric = amountColumns(sample, width, taken);
  const amount = suggestAmount(sample, header, numeric, taken);
  if (!amount) return null;
  for (const c of Object.values(amount)) if (typeof c === "number") taken.add(c);
  const balance = header?.findIndex((h) => /balance|saldo/i.test(h)) ?? -1;
  if (balance >= 0) taken.add(balance);
  const payeeColumn = findByName(header, NAMES.payee, taken);
  if (payeeColumn !== null) taken.add(payeeColumn);
  const referenceColumn = findByName(header, NAMES.reference, taken);
  if (referenceColumn !== null) taken.add(referenceColumn);
  const memoColumn = findByName(header, NAMES.memo, taken);
  if (memoColumn !== null) taken.add(memoColumn);
  const descriptionColumn =
    findByName(header, /^description$/i, taken) ??
    findByName(header, NAMES.description, taken) ??
    textColumns(sample, width, taken)[0] ??
    payeeColumn;
  if (descriptionColumn === null) return null;
  const moneyColumn =
    amount.kind === "signed"
      ? amount.column
      : amount.kind === "typed"
        ? amount.amountColumn
        : amount.debitColumn;
  return {
    mapping: {
      hasHeader,
      dateColumn,
      dateFormat: candidates[0] ?? "YYYY-MM-DD",
      descriptionColumn,
      payeeColumn,
      memoColumn,
      referenceColumn,
      amount,
      decimalComma: usesDecimalComma(columnValues(sample, moneyColumn)),
    },
    dateFormats: candidates,
  };
}
