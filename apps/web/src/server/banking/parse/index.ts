// One entry point for every statement file: decodes the bytes, recognises the format by content (the
// file name only breaks ties: QFX is OFX with Quicken's INTU.BID) and returns either the statement
// lines (OFX, QFX, QIF) or, for CSV, the table and a suggested mapping for the user to confirm.
import {
  type CsvMapping,
  type CsvTable,
  type DateFormat,
  MAX_STATEMENT_BYTES,
  type StatementFormat,
  type StatementLine,
} from "../../../shared/banking";
import { readCsvTable } from "./csv";
import { decodeStatement } from "./decode";
import { StatementError } from "./errors";
import { applyCsvMapping } from "./mapping";
import { type OfxAccount, parseOfx } from "./ofx";
import { parseQif } from "./qif";

export { StatementError } from "./errors";

export type ParsedStatement =
  | { format: "csv"; encoding: string; table: CsvTable; rows: string[][] }
  | { format: "ofx" | "qfx"; encoding: string; accounts: OfxAccount[] }
  | { format: "qif"; encoding: string; lines: StatementLine[]; dateFormats: DateFormat[] };

function detectFormat(text: string, fileName = ""): StatementFormat {
  const head = text.slice(0, 4096);
  if (/OFXHEADER|<OFX\s*>|<\?OFX/i.test(head))
    return /<INTU\.BID>/i.test(text.slice(0, 64 * 1024)) || /\.qfx$/i.test(fileName) ? "qfx" : "ofx";
  if (/^\s*!(Type|Account|Option):?/i.test(head)) return "qif";
  if (/\.(ofx|qfx)$/i.test(fileName))
    throw new StatementError("This file is named like an OFX statement but has no OFX content.");
  if (/\.qif$/i.test(fileName))
    throw new StatementError("This file is named like a QIF file but does not start with !Type.");
  return "csv";
}

export async function parseStatement(
  bytes: Uint8Array,
  fileName = "",
  options: { dateFormat?: DateFormat } = {},
): Promise<ParsedStatement> {
  if (bytes.byteLength > MAX_STATEMENT_BYTES) {
    throw new StatementError(
      `The file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period.`,
    );
  }
  const { text, encoding } = decodeStatement(bytes);
  if (text.trim() === "") throw new StatementError("The file is empty.");
  const format = detectFormat(text, fileName);
  if (format === "ofx" || format === "qfx") return { format, encoding, accounts: await parseOfx(text) };
  if (format === "qif") return { format, encoding, ...(await parseQif(text, options.dateFormat)) };
  return { format, encoding, ...(await readCsvTable(text, encoding)) };
}

/** The lines of a parsed statement: CSV through the confirmed mapping, OFX of the chosen account. */
export async function statementLines(
  parsed: ParsedStatement,
  mapping?: CsvMapping,
  ofxAccountId?: string,
): Promise<StatementLine[]> {
  if (parsed.format === "qif") return parsed.lines;
  if (parsed.format === "csv") {
    const m = mapping ?? parsed.table.suggested;
    if (!m) throw new StatementError("Choose which columns hold the date, description and amount.");
    return applyCsvMapping(parsed.rows, m, parsed.table.preambleLines + 1);
  }
  const account = ofxAccountId
    ? parsed.accounts.find((a) => a.accountId === ofxAccountId)
    : parsed.accounts[0];
  if (!account) throw new StatementError("The file has no statement for that account.");
  if (account.lines.length === 0) throw new StatementError("The statement has no transactions.");
  return account.lines;
}
