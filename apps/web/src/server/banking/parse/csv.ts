// CSV statements: any delimiter, quoted fields, a BOM, preamble lines above the table (bank name,
// account, period), with or without a header row. csv-parse reads the records; the text is fed in
// slices with a yield between them so a large file never holds the event loop.
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import type { CsvTable } from "../../../shared/banking";
import { yieldToEventLoop } from "./chunks";
import { StatementError } from "./errors";
import { suggestMapping } from "./suggest";

const DELIMITERS = [",", ";", "\t", "|"];
const SLICE_CHARS = 8 * 1024;
const SAMPLE_ROWS = 8;

interface CsvRecords {
  delimiter: string;
  preambleLines: number;
  /** The table: every record from its first row (a header, if any) on. */
  rows: string[][];
}

function csvOptions(delimiter: string) {
  return {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  };
}

/** The delimiter whose records agree on one column count (of at least two) most often. */
function detectLayout(head: string): { delimiter: string; width: number } | null {
  let best: { delimiter: string; width: number; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    let records: string[][];
    try {
      records = parseSync(head, csvOptions(delimiter)) as string[][];
    } catch {
      continue;
    }
    const widths = new Map<number, number>();
    for (const r of records) if (r.length >= 2) widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
    for (const [width, score] of widths) {
      if (!best || score > best.score || (score === best.score && width > best.width)) {
        best = { delimiter, width, score };
      }
    }
  }
  return best && best.score >= 1 ? best : null;
}

async function* slices(text: string): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += SLICE_CHARS) {
    yield text.slice(at, at + SLICE_CHARS);
    await yieldToEventLoop();
  }
}

/** Every record of `text` (streamed through csv-parse) and where the table starts. */
async function readCsvRecords(text: string): Promise<CsvRecords> {
  const head = text.slice(0, SLICE_CHARS).replace(/[^\n]*$/, "") || text.slice(0, SLICE_CHARS);
  const layout = detectLayout(head);
  if (!layout) {
    throw new StatementError(
      "This file is not a bank statement: no lines split into columns. Upload a CSV, OFX, QFX or QIF file.",
    );
  }
  const records: string[][] = [];
  try {
    for await (const record of Readable.from(slices(text)).pipe(parse(csvOptions(layout.delimiter)))) {
      records.push(record as string[]);
    }
  } catch (err) {
    throw new StatementError(`The CSV file could not be read: ${(err as Error).message}`);
  }
  // The table starts at the first record as wide as the table; shorter lines above it are preamble.
  const start = records.findIndex((r) => r.length >= layout.width);
  return { delimiter: layout.delimiter, preambleLines: start, rows: records.slice(start) };
}

/** Reads a CSV statement's table and suggests how its columns map (the user confirms). */
export async function readCsvTable(
  text: string,
  encoding: string,
): Promise<{ table: CsvTable; rows: string[][] }> {
  const { delimiter, preambleLines, rows } = await readCsvRecords(text);
  const suggestion = await suggestMapping(rows);
  if (!suggestion) {
    throw new StatementError(
      "This file is not a bank statement: no column holds dates and amounts. Upload the transactions export from your bank.",
    );
  }
  const table: CsvTable = {
    encoding,
    delimiter,
    preambleLines,
    columns: rows[0]!,
    rowCount: rows.length - (suggestion.mapping.hasHeader ? 1 : 0),
    sample: rows.slice(0, SAMPLE_ROWS + 1),
    suggested: suggestion.mapping,
    dateFormatCandidates: suggestion.dateFormats,
  };
  return { table, rows };
}
