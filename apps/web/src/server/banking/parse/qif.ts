// Quicken Interchange Format: `!Type:Bank` (or Cash, CCard, Oth A, Oth L) then records of one-letter
// fields ending with `^`. D date, T/U amount, P payee, M memo, N check number; split lines (S, E, $)
// and categories (L) are left to the rules. Other sections (categories, investments, memorised
// payees) are skipped; a file with none of the supported ones is refused.
import type { DateFormat, StatementLine } from "../../../shared/banking";
import { parseAmount } from "./amounts";
import { CHUNK_ROWS, yieldToEventLoop } from "./chunks";
import { detectDateFormats, mixedDateExample, parseDate } from "./dates";
import { StatementError } from "./errors";

const CASH_TYPES = /^!Type:(Bank|Cash|CCard|Oth A|Oth L)\s*$/i;

interface RawRecord {
  date: string;
  amount: string;
  payee: string | null;
  memo: string | null;
  number: string | null;
  line: number;
}

function collect(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  let inCash = false;
  let cur: Partial<RawRecord> = {};
  const finish = (line: number) => {
    if (cur.date !== undefined && cur.amount !== undefined)
      records.push({ payee: null, memo: null, number: null, ...cur, line } as RawRecord);
    else if (Object.keys(cur).length)
      throw new StatementError(`The QIF transaction ending on line ${line} has no date or no amount.`);
    cur = {};
  };
  const lines = text.split(/\r\n|\n|\r/);
  for (const [i, raw] of lines.entries()) {
    const l = raw.trimEnd();
    if (l.startsWith("!")) {
      if (/^!(Option|Clear):/i.test(l)) continue;
      if (/^!Type:/i.test(l)) inCash = CASH_TYPES.test(l);
      else if (/^!Account/i.test(l)) inCash = false;
      cur = {};
      continue;
    }
    if (!inCash || l === "") continue;
    const code = l[0]!;
    const value = l.slice(1).trim();
    if (code === "^") finish(i + 1);
    else if (code === "D") cur.date = value;
    else if (code === "T" || (code === "U" && cur.amount === undefined)) cur.amount = value;
    else if (code === "P") cur.payee = value || null;
    else if (code === "M") cur.memo = value || null;
    else if (code === "N") cur.number = value || null;
  }
  // A final record without its `^` is kept when it is complete (many exporters omit the last one).
  if (inCash && Object.keys(cur).length) finish(lines.length);
  return records;
}

/** `dateFormat`: the user's choice when several formats read every date (01/02 is 1 Feb or 2 Jan). */
export async function parseQif(
  text: string,
  dateFormat?: DateFormat,
): Promise<{ lines: StatementLine[]; dateFormats: DateFormat[] }> {
  if (!/^\s*!(Type|Account|Option)/i.test(text))
    throw new StatementError("This file is not a QIF file: it does not start with !Type.");
  const records = collect(text);
  if (records.length === 0)
    throw new StatementError("The QIF file has no bank, cash or credit-card transactions.");
  const dates = records.map((r) => r.date);
  const { candidates } = await detectDateFormats(dates);
  if (candidates.length === 0) {
    const mixed = mixedDateExample(dates);
    const which = mixed ? `"${dates[mixed[0]]}" and "${dates[mixed[1]]}"` : `"${dates[0]}"`;
    throw new StatementError(`The QIF dates could not be read as one format (${which}).`);
  }
  const format = dateFormat && candidates.includes(dateFormat) ? dateFormat : candidates[0]!;
  const lines: StatementLine[] = [];
  for (const [i, r] of records.entries()) {
    if (i > 0 && i % CHUNK_ROWS === 0) await yieldToEventLoop();
    const amountCents = parseAmount(r.amount);
    if (amountCents === null)
      throw new StatementError(`The QIF amount "${r.amount}" (line ${r.line}) is not a number.`);
    lines.push({
      date: parseDate(r.date, format)!,
      amountCents,
      description: (r.payee ?? r.memo ?? "").slice(0, 500),
      payee: r.payee?.slice(0, 200) ?? null,
      memo: r.payee ? (r.memo?.slice(0, 1000) ?? null) : null,
      reference: r.number?.slice(0, 100) ?? null,
      fitId: null,
    });
  }
  return { lines, dateFormats: candidates };
}
